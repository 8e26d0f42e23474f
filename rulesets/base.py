"""The description every ruleset package exports: one :class:`Ruleset`.

A ruleset is one package (``rulesets/<key>/``, or any importable package)
whose module ``ruleset`` holds ``RULESET = Ruleset(...)``; installing it is
one line in ``settings.FOURFOLD_RULESETS`` (a list of package paths). Every
other part is named here by its dotted path and imported only when used, so
this module, and every ``<package>.ruleset``, stays free of Evennia and
Django: ``server/conf/settings.py`` reads them to list the help modules and
the features each requires.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from core.dotted_path import load_path

# The parts every ruleset provides (tests/rulesets/test_parts.py checks each
# installed one), and those it may leave out (None).
PARTS = ("handler", "cmdset", "help_module", "odds", "roll", "demo", "sheet_section", "sheet_template")
OPTIONAL_PARTS = ("vitals", "scene_end", "practice", "web_urls", "advancement", "web_chargen")


@dataclass(frozen=True)
class Ruleset:
    """What a ruleset provides, each part by its dotted path (see each
    field). Its ``roll`` is ``roll(character, room, text) -> str | None``:
    ``character`` rolls ``text`` (what follows ``+roll``, switches
    included) in ``room``, which need not be where it stands; a refusal is
    a ``core.errors.CommandFailed`` with the player's message."""

    key: str                    # what rooms and +ruleset name it by, e.g. "fs3"
    name: str                   # shown to players, e.g. "FS3 d8 pools"
    handler: str                # the sheet handler class, put on Character as ``attribute``
    cmdset: str                 # the cmdset a character in one of its rooms carries
    attribute: str = ""         # Character.<attribute> (default: the key)
    extra_handlers: dict = field(default_factory=dict)  # more Character handlers: attr -> class path
    help_module: str | None = None     # a FILE_HELP_ENTRY_MODULES module
    odds: str | None = None            # function(cmd, text) -> str for +odds
    # function(character, room, text) -> str | None: ``character`` rolls in
    # ``room`` (wherever it stands); ``text`` is what follows ``+roll``,
    # switches included ("/private Alertness"). Returns the roll as
    # announced (None when nothing was rolled, as for a preview); a refusal
    # is a core.errors.CommandFailed carrying the player's message, and
    # then nothing is rolled. Its +roll command and a scene's web page
    # (features/scenes/live/post.py) both call it (core/acting.py).
    roll: str | None = None
    demo: str | None = None            # module: WING, TEMPLATE, apply_template(), template_values()
    sheet_section: str | None = None   # function(char) -> dict | None for the web sheet
    sheet_title: str = ""              # the web sheet section's heading
    # the Django template drawing that section, kept in the package's
    # templates/ folder (web/ruleset_templates.py), e.g. "rulesets/fs3/sheet.html"
    sheet_template: str | None = None
    blurb: str = ""                    # what the wing plays like, in a line (the home page)
    vitals: str | None = None          # function(char) -> dict, merged into GMCP Char.Vitals
    # function(scene) -> list[str]: what the end of a scene that counts (staff
    # ran it, or two participants each posed) does to this ruleset's side of
    # its participants; the lines are told to the room
    scene_end: str | None = None
    # a class with snapshot(char) -> dict | None and restore(char, data) ->
    # list[str]: what a practice fight under this ruleset gives back to a
    # player character when it ends (features/practice/fights.py)
    practice: str | None = None
    # a module with ``urlpatterns`` (and optionally ``links``: (URL name, link
    # text, what it shows) for the home page): web pages of this ruleset
    # only, served from the site's root (web/website/urls.py)
    web_urls: str | None = None
    # a core.advancement.Advancement subclass: what +xp shows and does in
    # this ruleset's rooms (its bank, raises, levels; features/advancement/)
    advancement: str | None = None
    # chargen on the web (features/chargen/web/): an object with
    # ``form(char, posted=None, errors=None) -> core.chargen_form.Form``,
    # ``save(char, posted) -> (field -> reason, changed)`` (nothing stored when
    # a reason is given) and ``preview(char, posted, roll, modifier) ->
    # core.chargen_form.Preview``, checked by the same rules code as +stat
    web_chargen: str | None = None
    # the keys of the features it cannot work without (it imports them):
    # a game whose FOURFOLD_FEATURES lacks one is refused at start-up
    # (core/features.py refusals)
    requires: tuple[str, ...] = ()

    @property
    def handler_attribute(self) -> str:
        return self.attribute or self.key

    def handlers(self) -> dict[str, str]:
        """Every Character handler this ruleset adds: attribute -> class path."""
        return {self.handler_attribute: self.handler, **self.extra_handlers}

    def load(self, part: str) -> Any:
        """The object a dotted-path part names (a class, function or module),
        or None when this ruleset does not provide that part."""
        path = getattr(self, part)
        return load_path(path) if path else None

    # Older callers read an installed ruleset like the former settings dict.
    def __getitem__(self, item: str) -> str:
        if item in ("name", "cmdset", "key"):
            return getattr(self, item)
        raise KeyError(item)


def describe(package: str) -> Ruleset:
    """The Ruleset a package exports (``<package>.ruleset.RULESET``)."""
    return import_module(f"{package}.ruleset").RULESET


def help_modules(packages) -> list[str]:
    """The help-entry modules of the installed ruleset packages, in order."""
    return [rs.help_module for rs in map(describe, packages) if rs.help_module]


def requirements(packages) -> list[tuple[str, tuple[str, ...]]]:
    """(who, required feature keys) of each ruleset package, for the
    features' start-up check (core/features.py configure)."""
    return [(f"The ruleset {rs.key!r}", rs.requires) for rs in map(describe, packages)]
