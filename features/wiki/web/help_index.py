"""The game's help for the web site's help pages: every command and rule
topic a visitor may read, as plain records.

The entries are the ones ``help`` shows in the game: the commands of the
account's and the character's cmdsets and of every installed ruleset's
cmdset (a web visitor stands in no room, so each ruleset's commands are
listed under its own category), the file help modules
(``FILE_HELP_ENTRY_MODULES``: world/, each ruleset's and feature's) and
the database help entries. What the visitor sees follows the game's locks:
a command's ``cmd`` and ``read`` locks and a topic's ``view`` and ``read``
locks are checked on the account (for a visitor who is not logged in, on
nobody: only what is open to all), and the staff categories
(``FOURFOLD_HELP_STAFF_CATEGORIES``) are for staff alone. Categories are
spelled as in the game's help index (``FOURFOLD_HELP_CATEGORY_NAMES``:
FS3, MW, PbtA).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import lru_cache

from django.conf import settings
from django.utils.text import slugify
from evennia.utils.ansi import strip_ansi, strip_mxp
from evennia.utils.utils import class_from_module

from commands.help import category_name
from core.game_settings import setting
from core.staff import is_staff


@dataclass(frozen=True)
class HelpItem:
    key: str                 # as players type it: "+roll", "fs3 combat"
    aliases: tuple[str, ...]
    category: str            # the category as stored, lower case: "fs3"
    kind: str                # "command" or "topic"
    text: str                # the help text, without colour or link codes

    @property
    def category_name(self) -> str:
        return category_name(self.category)

    @property
    def category_slug(self) -> str:
        return slugify(self.category) or "general"

    @property
    def names(self) -> tuple[str, ...]:
        return (self.key.lower(),) + tuple(a.lower() for a in self.aliases)


def plain_help(text: str) -> str:
    """Help text as the page shows it: dedented, no colour or link codes."""
    return strip_ansi(strip_mxp(inspect.cleandoc(str(text or "")))).strip()


def _may(obj, viewer, access_type: str) -> bool:
    """Whether ``obj``'s lock of ``access_type`` lets ``viewer`` (an account,
    or None for nobody) in. A lock that cannot judge nobody keeps them out."""
    try:
        return bool(obj.access(viewer, access_type, default=True))
    except Exception:
        return False


def _cmdset_paths() -> tuple[str, ...]:
    from rulesets import registry

    return (settings.CMDSET_ACCOUNT, settings.CMDSET_CHARACTER,
            *(rs.cmdset for rs in registry.installed().values()))


@lru_cache(maxsize=8)
def _commands(paths: tuple[str, ...], _features: tuple[str, ...]) -> tuple:
    """One instance of every command of the cmdsets at ``paths``, the first
    of each (category, key). Kept: the cmdsets are built from the settings."""
    seen, found = set(), []
    for path in paths:
        for cmd in class_from_module(path)().commands:
            mark = (str(cmd.help_category).lower(), cmd.key)
            if mark in seen or not cmd.auto_help or cmd.key.startswith("__"):
                continue
            seen.add(mark)
            found.append(cmd)
    return tuple(found)


def all_commands() -> tuple:
    return _commands(_cmdset_paths(), tuple(setting("FOURFOLD_FEATURES")))


def _topics():
    from evennia.help.filehelp import FILE_HELP_ENTRIES
    from evennia.help.models import HelpEntry

    yield from FILE_HELP_ENTRIES.all()
    yield from HelpEntry.objects.all()


def _staff_category(category: str) -> bool:
    return category.lower() in {c.lower() for c in setting("FOURFOLD_HELP_STAFF_CATEGORIES")}


def entries_for(account) -> list[HelpItem]:
    """Every help entry ``account`` (None or anonymous: a visitor) may read,
    by category name and then by name as the game's index sorts them."""
    viewer = account if account is not None and getattr(account, "is_authenticated", False) else None
    staff = is_staff(viewer)
    items: dict[tuple[str, str], HelpItem] = {}
    for topic in _topics():
        category = str(topic.help_category or settings.DEFAULT_HELP_CATEGORY).lower()
        if (_staff_category(category) and not staff) or not _may(topic, viewer, "view") \
                or not _may(topic, viewer, "read"):
            continue
        aliases = topic.aliases if isinstance(topic.aliases, list) else list(topic.aliases.all())
        items[(category, topic.key.lower())] = HelpItem(
            topic.key, tuple(str(a) for a in aliases), category, "topic", plain_help(topic.entrytext))
    for cmd in all_commands():
        category = str(cmd.help_category or settings.DEFAULT_HELP_CATEGORY).lower()
        if (_staff_category(category) and not staff) or not _may(cmd, viewer, "cmd") \
                or not _may(cmd, viewer, "read"):
            continue
        items[(category, cmd.key.lower())] = HelpItem(
            cmd.key, tuple(str(a) for a in cmd.aliases), category, "command", plain_help(cmd.__doc__))
    return sorted(items.values(), key=lambda i: (i.category_name.lower(), i.key.lower().lstrip("+@&/")))


def by_category(items: list[HelpItem]) -> list[tuple[str, str, list[HelpItem]]]:
    """(category name, category slug, its entries) in index order."""
    groups: dict[str, tuple[str, str, list]] = {}
    for item in items:
        groups.setdefault(item.category_slug, (item.category_name, item.category_slug, []))[2].append(item)
    return list(groups.values())


def find(items: list[HelpItem], category_slug: str, key: str) -> HelpItem | None:
    """The entry of that category named ``key``; else the one entry of it
    whose name has that slug (the addresses Evennia's help pages made:
    ``general/look`` for ``look``, ``fs3/roll`` for ``+roll``)."""
    key = str(key or "").lower()
    in_category = [item for item in items if item.category_slug == category_slug]
    for item in in_category:
        if item.key.lower() == key:
            return item
    by_slug = [item for item in in_category if slugify(item.key) == slugify(key)]
    return by_slug[0] if len(by_slug) == 1 else None


def search(items: list[HelpItem], query: str, limit: int | None = None) -> list[HelpItem]:
    """The entries ``query`` finds, best first: a name that is the query, then
    names that start with it, names that hold it, and texts that hold every
    word of it. A leading + or @ does not matter."""
    query = " ".join(str(query or "").lower().split())
    if not query:
        return []
    bare = query.lstrip("+@&/") or query
    words = query.split()
    ranked = []
    for item in items:
        names = [n.lstrip("+@&/") or n for n in item.names]
        text = item.text.lower()
        if query in item.names or bare in names:
            rank = 0
        elif any(n.startswith(bare) for n in names):
            rank = 1
        elif any(bare in n for n in names):
            rank = 2
        elif all(w in text for w in words):
            rank = 3
        else:
            continue
        ranked.append((rank, item))
    ranked.sort(key=lambda pair: pair[0])  # stable: index order within a rank
    if limit is None:
        limit = setting("FOURFOLD_HELP_SEARCH_MAX")
    return [item for _, item in ranked[:limit]]
