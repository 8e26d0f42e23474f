"""Several stored descriptions per character (``+desc/save``, ``/wear``...),
on top of the one description ``look`` shows (features/community/profile.py).

They are kept as Evennia's multidescer contrib keeps them
(``evennia.contrib.game_systems.multidescer``): the ``multidesc``
Attribute, a list of ``(name in lower case, text)`` pairs, newest first,
written by the contrib's own ``_update_store`` (add, replace, delete). A
game that used the contrib's ``+desc`` finds its descriptions here, and
ours there. Two things differ: the contrib's first write also stores the
description worn then under the name "caller", which we do not want a
player to find in their list, so the list is started here; and wearing one
sets the worn description through :func:`profile.set_desc`, so ``look``,
``+finger`` and the web profile all show the one worn.

Which stored description is worn is not kept apart: it is the one whose
text is the description now (an ``@desc`` since then wears none of them).
"""

from __future__ import annotations

from core.game_settings import setting
from features.community import profile

KEY = "multidesc"
CONTRIB = "evennia.contrib.game_systems.multidescer.multidescer"
NAME_LENGTH = 30


class DescError(ValueError):
    """A refused change; its text is for the player."""


def _update_store(char, key, desc=None, delete=False):
    """The contrib's writer (imported at first use: it needs Evennia set up)."""
    from importlib import import_module

    return import_module(CONTRIB)._update_store(char, key, desc, delete=delete)


def most_stored() -> int:
    return int(setting("FOURFOLD_STORED_DESCS"))


def stored(char) -> list[tuple[str, str]]:
    """``(name, text)`` of every stored description, newest first."""
    return [(str(name), str(text)) for name, text in (char.attributes.get(KEY) or [])]


def find(char, name: str) -> str | None:
    """The text stored under ``name`` (any case), or None."""
    wanted = (name or "").strip().lower()
    return next((text for key, text in stored(char) if key == wanted), None)


def worn_name(char) -> str | None:
    """The name of the stored description worn now, or None."""
    now = profile.desc(char)
    return next((key for key, text in stored(char) if now and text == now), None)


def save(char, name: str, text: str) -> bool:
    """Store ``text`` under ``name``; True when it replaced one of that name."""
    key = name.strip().lower()
    have = stored(char)
    replaced = any(k == key for k, _t in have)
    if not replaced and len(have) >= most_stored():
        raise DescError(f"You may keep {most_stored()} descriptions: delete one first "
                        "(+desc/delete <name>).")
    if not have:
        char.attributes.add(KEY, [(key, text)])  # not the contrib's "caller" first entry
    else:
        _update_store(char, key, text)
    return replaced


def delete(char, name: str) -> None:
    key = name.strip().lower()
    if find(char, key) is None:
        raise DescError(f"You have no description called '{key}'.")
    _update_store(char, key, delete=True)
    if not char.attributes.get(KEY):
        char.attributes.remove(KEY)


def wear(char, name: str) -> str:
    """Make the description stored as ``name`` the one ``look`` shows."""
    text = find(char, name)
    if text is None:
        raise DescError(f"You have no description called '{name.strip().lower()}'.")
    profile.set_desc(char, text)
    return text
