"""Reading and changing the settings the console edits, with a record of
each change.

:func:`stored_values` is what core/game_settings.py reads (once, then from
memory); :func:`change` validates every typed value first and saves nothing
unless all are good, then saves the changed ones with one ``SettingChange``
each, in one transaction, and makes ``setting`` read the new values.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from core import game_settings
from features.community import motd
from features.staff_console.editable import EDITABLE, MOTD, Editable, Invalid
from features.staff_console.models import GameSetting, SettingChange

# A mapping (the channels new characters join) is stored as its [key, value]
# pairs under this key: PostgreSQL keeps a JSON object's keys in its own
# order, not the order staff typed them in.
PAIRS = "pairs"


def _stored(value):
    return {PAIRS: [[k, v] for k, v in value.items()]} if isinstance(value, dict) else value


def _loaded(value):
    if isinstance(value, dict) and set(value) == {PAIRS} and isinstance(value[PAIRS], list):
        return {k: v for k, v in value[PAIRS]}
    return value


def stored_values() -> dict:
    """name -> value of every setting staff stored on the console."""
    return {name: _loaded(value) for name, value in GameSetting.objects.values_list("name", "value")}


def file_wins(entry: Editable) -> bool:
    """True when the settings files set ``entry`` themselves, so the
    console cannot change it."""
    return entry.name != MOTD and game_settings.set_in_file(entry.name)


def current(entry: Editable):
    """The value the game uses now."""
    if entry.name == MOTD:
        return motd.get_motd()
    return game_settings.setting(entry.name)


def _write(entry: Editable, value) -> None:
    if entry.name == MOTD:
        motd.set_motd(value)
    else:
        GameSetting.objects.update_or_create(name=entry.name, defaults={"value": _stored(value)})


def change(typed: dict, by) -> tuple[dict, list]:
    """Check the typed values (name -> text; a name not given is left
    alone) and, when every one is good, save those that differ from the
    value in use. Answers (errors by name, the entries changed); with any
    error nothing is saved."""
    errors, wanted = {}, []
    for entry in EDITABLE:
        if entry.name not in typed:
            continue
        try:
            value = entry.parse(typed[entry.name])
        except Invalid as err:
            errors[entry.name] = str(err)
            continue
        old = current(entry)
        if value == old:
            continue
        if file_wins(entry):
            errors[entry.name] = ("The settings file sets this, and its value wins: "
                                  "change it there, or remove it there to set it here.")
            continue
        wanted.append((entry, old, value))
    if errors:
        return errors, []
    now = timezone.now()
    with transaction.atomic():
        for entry, old, value in wanted:
            _write(entry, value)
            SettingChange.objects.create(name=entry.name, old=old, new=value, by_id=getattr(by, "id", None),
                                         by_name=getattr(by, "username", "") or str(by), when=now)
    game_settings.forget_stored_settings()
    return {}, [entry for entry, _, _ in wanted]


def history(limit: int = 50) -> list:
    """The newest changes, newest first."""
    return list(SettingChange.objects.all()[:limit])
