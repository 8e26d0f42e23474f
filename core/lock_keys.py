"""MUSH lock keys (``me``, ``#12``, ``Mara``, ``Builder``, ``!me``,
``me|Builder``, ``Mara&!#12``) turned into the body of an Evennia lock
string (``id(#5)``, ``perm(Builder)``, ``not id(#12)``, ``id(#5) or
perm(Builder)``).

A key is one or more atoms joined by ``|`` (or) and ``&`` (and, which
binds tighter, as on a MUSH and in Evennia's own lock strings); ``!``
before an atom negates it. An atom is:

- ``me``: the builder's own character, ``id(#N)``;
- ``#N``: the object with that dbref, which must exist;
- ``perm:X`` (or ``flag:X``): ``perm(X)``, any permission name;
- a name from the permission hierarchy (``Builder``, ``admin``):
  ``perm(Builder)``; such a name wins over a character of the same name;
- any other text: a character's name, ``id(#N)`` of the one it names.

Parentheses, ``:`` and ``;`` belong to Evennia's syntax: a key holding them
is refused here (the lock command passes Evennia's syntax on unchanged).
"""

from __future__ import annotations

import re

from django.conf import settings

from core.errors import CommandFailed

_PERM_PREFIX = re.compile(r"(?i)^(perm|flag)\s*:\s*(.*)$")
_PERM_NAME = re.compile(r"^[A-Za-z_][\w-]*$")
_DBREF = re.compile(r"^#(\d+)$")


def hierarchy_name(word: str) -> str | None:
    """The permission in settings.PERMISSION_HIERARCHY spelled ``word`` (any
    case), or None."""
    for name in settings.PERMISSION_HIERARCHY:
        if name.lower() == word.lower():
            return name
    return None


def translate(key: str, caller, find_character, object_exists) -> str:
    """The Evennia lock functions for MUSH ``key``. ``find_character(name)``
    returns the character a name means (or raises CommandFailed);
    ``object_exists(dbid)`` says whether ``#dbid`` exists. Raises
    CommandFailed for a key that cannot be read."""
    key = (key or "").strip()
    if not key:
        raise CommandFailed("Give a key after the =: me, a name, #dbref or a permission.")
    alternatives = []
    for alternative in key.split("|"):
        parts = [_atom(part, caller, find_character, object_exists) for part in alternative.split("&")]
        alternatives.append(" and ".join(parts))
    return " or ".join(alternatives)


def _atom(text: str, caller, find_character, object_exists) -> str:
    text = text.strip()
    negated = False
    while text.startswith("!"):
        negated = not negated
        text = text[1:].strip()
    if not text:
        raise CommandFailed("A key has an empty part: check the |, & and ! in it.")
    return ("not " if negated else "") + _positive(text, caller, find_character, object_exists)


def _positive(text: str, caller, find_character, object_exists) -> str:
    if any(c in text for c in "():;"):
        prefixed = _PERM_PREFIX.match(text)
        if not prefixed:
            raise CommandFailed(f"'{text}' is no key; Evennia's lock functions go after a type,"
                                " as in: traverse:perm(Builder)")
        name = prefixed.group(2).strip()
        if not _PERM_NAME.match(name):
            raise CommandFailed(f"'{name}' is no permission name.")
        return f"perm({hierarchy_name(name) or name})"
    if text.lower() in ("me", "self"):
        return f"id(#{caller.id})"
    dbref = _DBREF.match(text)
    if dbref:
        if not object_exists(int(dbref.group(1))):
            raise CommandFailed(f"There is no object {text}.")
        return f"id({text})"
    perm = hierarchy_name(text)
    if perm:
        return f"perm({perm})"
    return f"id(#{find_character(text).id})"
