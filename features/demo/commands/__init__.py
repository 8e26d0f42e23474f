"""The demo commands: +template, read and +demo."""
