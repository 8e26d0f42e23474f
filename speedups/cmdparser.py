"""
Fourfold's command parser (settings.COMMAND_PARSER): Evennia's own parser,
shown only the commands that could match.

Evennia's parser tries every command of the merged cmdset against the input
(``Command.match`` on each of several hundred commands and aliases): a
tenth of the Server's time per command in the load benchmark. A command can
only match if one of its names is at the start of the input, so here the
parser is handed just the commands with a name that begins with the input's
first two characters (or is the input's first character, for a name of
one character). The candidates keep the cmdset's order, and Evennia's
parser still decides among them, so the result is the same. (The game's
own rule for '+rest-5' runs before this, in server/conf/cmdparser.py.)

The index is built once per merged cmdset. Evennia caches its merges, so a
player's commands come in the same cmdset object again and again (one per
player: a merge includes the player's own character and account), and the
index is found again by that object and its fingerprint, which Evennia
renews whenever a command is added to or removed from the set. The cache
holds as many indexes as Evennia's merge cache holds merges
(``CMDSET_MERGE_CACHE_MAXSIZE``): one fewer per player would mean a miss on
every command once the game has more players than that.
"""

from __future__ import annotations

from collections import OrderedDict

from django.conf import settings
from evennia.commands import cmdparser as evennia_parser

_PREFIXES = settings.CMD_IGNORE_PREFIXES or ""
_INDEXES: OrderedDict = OrderedDict()
_MAX_INDEXES = max(settings.CMDSET_MERGE_CACHE_MAXSIZE, 1)


class Candidates:
    """What Evennia's parser iterates over instead of the whole cmdset."""

    __slots__ = ("commands",)

    def __init__(self, commands):
        self.commands = commands

    def __iter__(self):
        return iter(self.commands)

    def __len__(self):
        return len(self.commands)


def names_of(cmd) -> list[str]:
    """Every name ``cmd.match`` can match by: keys, aliases, and both without
    the ignored prefixes (@, + and so on)."""
    names = list(getattr(cmd, "_keyaliases", ()) or ())
    names += list((getattr(cmd, "_noprefix_aliases", None) or {}).keys())
    return names


def build_index(commands) -> tuple[dict, list]:
    """The first two characters of a name (the whole name if it has one) ->
    the commands with such a name, in the cmdset's order; and the commands
    that could match anything."""
    by_start: dict[str, list] = {}
    always: list = []
    for cmd in commands:
        names = names_of(cmd)
        if not names or any(not name for name in names):
            always.append(cmd)
            continue
        for start in {name[:2] for name in names}:
            by_start.setdefault(start, []).append(cmd)
    return by_start, always


def index_for(cmdset):
    """(commands, by_start, always, combinations) for ``cmdset``, built on
    first sight; ``combinations`` keeps the candidates for inputs that may
    match by more than one start."""
    fingerprint = cmdset.fingerprint  # computed once per cmdset, renewed on change
    key = id(cmdset)
    entry = _INDEXES.get(key)  # the entry holds the cmdset, so its id stays its own
    if entry is not None and entry[0] is cmdset and entry[1] is fingerprint:
        _INDEXES.move_to_end(key)
        return entry[2]
    commands = list(cmdset)
    index = (commands, *build_index(commands), {})
    _INDEXES[key] = (cmdset, fingerprint, index)
    _INDEXES.move_to_end(key)
    if len(_INDEXES) > _MAX_INDEXES:
        _INDEXES.popitem(last=False)
    return index


def starts(raw_string: str) -> set[str]:
    """The starts a matching name may have: the first character and the
    first two characters of the input, of the input without ignored
    prefixes, and of the input without a '2-' style number in front (as
    Evennia's parser matches: the lowered input starts with the name)."""
    variants = [raw_string]
    _, unnumbered = evennia_parser.try_num_differentiators(raw_string)
    if unnumbered:
        variants.append(unnumbered)
    found = set()
    for text in variants:
        for form in (text, text.lstrip(_PREFIXES) if len(text) > 1 else text):
            if form:
                lowered = form.lower()  # as Evennia lowers it: whole
                found.add(lowered[:1])
                found.add(lowered[:2])
    return found


_MAX_COMBINATIONS = 64  # per index: "+r"/"ro" style sets, bounded against odd input


def candidates(raw_string: str, cmdset) -> Candidates:
    commands, by_start, always, combinations = index_for(cmdset)
    present = [start for start in starts(raw_string) if start in by_start]
    if not always:
        if not present:
            return Candidates(())
        if len(present) == 1:
            return Candidates(by_start[present[0]])
    key = frozenset(present)  # e.g. "+roll": "+r" and "ro"
    found = combinations.get(key)
    if found is None:
        wanted = {id(cmd) for start in present for cmd in by_start[start]}
        wanted.update(id(cmd) for cmd in always)
        found = [cmd for cmd in commands if id(cmd) in wanted]
        if len(combinations) < _MAX_COMBINATIONS:
            combinations[key] = found
    return Candidates(found)


def cmdparser(raw_string, cmdset, caller, match_index=None, **kwargs):
    """Evennia's cmdparser, over the commands that could match ``raw_string``."""
    if not raw_string:
        return []
    shown = candidates(raw_string, cmdset)
    return evennia_parser.cmdparser(raw_string, shown, caller,
                                   match_index=match_index, **kwargs)
