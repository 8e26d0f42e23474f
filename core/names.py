"""The one rule for a name a player picks, for an account or a character:
the account-name validators in AUTH_USERNAME_VALIDATORS (Evennia's: ASCII
letters, digits and @ . + - _, 3 to 30 characters), without the check that
no account has the name already (a character may share its own account's
name, as Evennia's first character does).

Telnet's ``create`` and the site's register form check account names with
those validators; Character.validate_name (typeclasses/characters.py)
checks every character name with this, so ``charcreate``, the site's
character form and anything else that makes a character through
``Character.create`` refuse what telnet refuses.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils.module_loading import import_string


def _validators() -> list:
    found = []
    for entry in getattr(settings, "AUTH_USERNAME_VALIDATORS", []):
        cls = import_string(entry["NAME"])
        if "Availability" in cls.__name__:
            continue
        found.append(cls(**entry.get("OPTIONS", {})))
    return found


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a name (one line), or None when it can."""
    problems = []
    for validator in _validators():
        try:
            validator(name)
        except ValidationError as err:
            problems.extend(str(m) for m in err.messages)
    return " ".join(problems) or None
