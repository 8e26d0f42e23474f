"""The one error type every ruleset raises for bad input."""


class RulesError(ValueError):
    """Bad input to a rule: the message is written for the player to read."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message
