"""The pages commands: page, +haven, +block and +unblock."""
