"""The test feature's hook: a line at login (``login_notice``)."""


def login_notice(char) -> str:
    return f"The sample feature greets {char.key}."
