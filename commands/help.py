"""Fourfold's `help`: Evennia's help command with names that land where
players expect.

Evennia searches help with a full-text index (Lunr) in which a category, a
rule topic and a command can share a word and the wrong one wins: `help fs3`
gave the fs3 category list, `help getting started` the `get` command and
`help +combat` the combat rules. Here an exact name is looked up first, in
this order:

1. a command whose key or alias is exactly what was typed (`+combat`);
2. a command whose key or alias matches once a leading ``@ & / +`` is
   dropped on both sides (`combat`, `dig`);
3. a topic (file or database help entry) by key or alias (`fs3 combat`);
4. a category by name (`general`, `FS3`).

Only when nothing is named exactly does Evennia's fuzzy search run. A topic
named like a category (`help fs3`) shows the topic, followed by the other
commands and topics of that category.

Names are shown as they are typed (`+roll`, `@dig`): one entry per command.
Commands in the staff categories (settings.FOURFOLD_HELP_STAFF_CATEGORIES)
are listed for staff only.
Categories are spelled as settings.FOURFOLD_HELP_CATEGORY_NAMES says
(`FS3`, `PbtA`), others in title case.

Evennia's own commands keep their code but get Fourfold's help text (with
an example) from world/help_commands.py: :func:`with_fourfold_help`.
"""

from django.conf import settings
from evennia.commands.default.help import CmdHelp as EvenniaCmdHelp
from evennia.commands.default.help import HelpCategory
from evennia.utils.ansi import ANSIString
from evennia.utils.utils import format_grid, inherits_from, pad

from commands.pager import page
from core.game_settings import setting
from core.pager import wants_pager
from core.staff import is_staff
from core.text import screen
from core.web_sessions import is_web
from world.help_commands import COMMAND_HELP, RULES_TOPICS

PREFIXES = settings.CMD_IGNORE_PREFIXES


def category_name(category: str) -> str:
    """How a help category is spelled for players ('fs3' -> 'FS3')."""
    names = {k.lower(): v for k, v in setting("FOURFOLD_HELP_CATEGORY_NAMES").items()}
    category = str(category or "")
    return names.get(category.lower(), category.title())


def strip_prefix(name: str) -> str:
    return name[1:] if len(name) > 1 and name[0] in PREFIXES else name


def is_command(entry) -> bool:
    return inherits_from(entry, "evennia.commands.command.Command")


def entry_names(entry) -> list[str]:
    """The key and aliases of a command or help entry, lower case."""
    aliases = entry.aliases if isinstance(entry.aliases, list) else list(entry.aliases.all())
    return [str(n).strip().lower() for n in [entry.key] + list(aliases) if n]


def exact_match(query: str, entries):
    """The entry named exactly ``query`` (see the module text), or None."""
    query = (query or "").strip().lower()
    if not query:
        return None
    commands = [e for e in entries if is_command(e)]
    categories = [e for e in entries if isinstance(e, HelpCategory)]
    topics = [e for e in entries if not is_command(e) and not isinstance(e, HelpCategory)]
    for cmd in commands:
        if query in entry_names(cmd):
            return cmd
    bare = strip_prefix(query)
    for cmd in commands:
        if bare in {strip_prefix(n) for n in entry_names(cmd)}:
            return cmd
    for topic in topics:
        if query in entry_names(topic):
            return topic
    for cat in categories:
        if query in (cat.key.lower(), category_name(cat.key).lower()):
            return cat
    return None


def current_cmdset(caller):
    """The caller's merged cmdset, for a help-like command run without one."""
    current = caller.cmdset.current
    if current is None:
        caller.cmdset.update()
        current = caller.cmdset.current
    return current


def usage_lines(text: str) -> list[str]:
    """The syntax lines of a help text: the lines under its 'Usage:' heading,
    up to the first blank line or the next heading."""
    lines = (text or "").splitlines()
    out = []
    for i, line in enumerate(lines):
        if line.strip().lower().startswith("usage:"):
            rest = line.strip()[len("usage:"):].strip()
            if rest:
                out.append(rest)
            indent = len(line) - len(line.lstrip())
            for follow in lines[i + 1:]:
                if not follow.strip():
                    break
                if len(follow) - len(follow.lstrip()) <= indent:
                    break
                out.append(follow.strip())
            break
    return out


class CmdHelp(EvenniaCmdHelp):
    """
    Read the help on a command or a rule topic.

    Usage:
      help                       (every command and topic, by category)
      help <command>             (+roll, combat, look: with or without the +)
      help <topic>               (fs3, stances, getting started)
      help <category>            (the commands and topics of one category)
      help <topic>/<subtopic>

    A command's own entry gives its syntax, switches and examples; rule
    topics explain the rules and are named for them (fs3 combat, not
    combat). An exact name always wins; anything else is searched for.
    For the syntax lines alone, see qr.

    Examples:
      help
      help getting started
      help +combat
      help fs3 combat
    """

    key = "help"
    aliases = ["?"]
    help_category = "General"

    _entries = ()

    def func(self):
        if getattr(self, "cmdset", None) is None:  # run by hand, not by the cmdhandler
            self.cmdset = current_cmdset(self.caller)
        super().func()

    def msg_help(self, text, **kwargs):
        """Help comes whole (clients scroll back) unless the player turned
        the pager on (+pager, core/pager.py), and even then whole in
        the web client's help pop-up (its "helppopup" option, as in
        Evennia). The pager needs a session to page for; without one (a
        script or a test running the command) the text goes whole."""
        account = getattr(self, "account", None)
        if (not type(self).help_more or not wants_pager(account) or self._help_popup(account)
                or (not self.session and not self.caller.sessions.get())):
            self.msg(text=(text, {"type": "help"}))
            return
        page(self.caller, text, session=self.session, text_kwargs={"type": "help"}, **kwargs)

    def _help_popup(self, account) -> bool:
        if account is None or not is_web(self.session):
            return False
        options = account.db._saved_webclient_options or {}
        try:
            return bool(options["helppopup"])
        except (KeyError, TypeError):
            return False

    def can_list_topic(self, cmd_or_topic, caller):
        """Evennia's rule, and the staff categories (Building, Admin) are
        listed for staff only: a player who may type `+demo` to see what the
        demo holds need not find it among the player commands. `help <name>`
        still answers for anything the caller may read."""
        if not super().can_list_topic(cmd_or_topic, caller):
            return False
        staff_categories = {c.lower() for c in setting("FOURFOLD_HELP_STAFF_CATEGORIES")}
        if str(getattr(cmd_or_topic, "help_category", "")).lower() in staff_categories:
            return is_staff(caller)
        return True

    def strip_cmd_prefix(self, key, all_keys):
        # Show every command under the name players type: +roll, @dig.
        return key

    def do_search(self, query, entries, search_fields=None):
        self._entries = entries
        match = exact_match(query, entries)
        if match is not None:
            return match, [match.key]
        return super().do_search(query, entries, search_fields=search_fields)

    def format_help_entry(self, topic="", help_text="", aliases=None, suggested=None,
                          subtopics=None, click_topics=True):
        if topic:
            for extra in (self._category_members(topic), self._rules_link(topic, help_text)):
                if extra:
                    help_text = f"{help_text.rstrip()}\n\n{extra}"
        return super().format_help_entry(topic=topic, help_text=help_text, aliases=aliases,
                                         suggested=suggested, subtopics=subtopics,
                                         click_topics=click_topics)

    def _rules_link(self, topic: str, help_text: str) -> str:
        """For a command with a rule topic behind it: a pointer to the topic."""
        name = str(topic).lower()
        for cmd in self._entries:
            if is_command(cmd) and cmd.key == name:
                rules = RULES_TOPICS.get((str(cmd.help_category).lower(), cmd.key))
                if rules and f"help {rules}" not in (help_text or "").lower():
                    return f"Rules: help {rules}"
        return ""

    def _category_members(self, topic: str) -> str:
        """For a topic named like a category: that category's other entries."""
        name = str(topic).lower()
        if not any(isinstance(e, HelpCategory) and e.key.lower() == name for e in self._entries):
            return ""
        members = sorted(e.key for e in self._entries
                         if not isinstance(e, HelpCategory) and str(e.help_category).lower() == name
                         and e.key.lower() != name)
        if not members:
            return ""
        return f"Also in {category_name(name)}: " + ", ".join(members)

    def client_width(self):
        """The player's screen as Fourfold's own commands draw for it
        (core/text/screen.py): what the client reports, 78 columns at most."""
        return screen.of_session(self.session)[0] if self.session else screen.default_width()

    def format_help_index(self, cmd_help_dict=None, db_help_dict=None, title_lone_category=False,
                          click_topics=True):
        width = self.client_width()

        def grid_of(help_dict):
            grid, verbatim = [], []
            by_name = {}
            for category, keys in help_dict.items():
                by_name.setdefault(category_name(category), set()).update(keys)
            lone = len(by_name) == 1 and not title_lone_category
            for name in sorted(by_name, key=str.lower):
                if not lone:
                    label = f"-- {name} "
                    grid.append(ANSIString(self.index_category_clr + label
                                           + "-" * (width - len(label)) + self.index_topic_clr))
                    verbatim.append(len(grid) - 1)
                for key in sorted(by_name[name], key=lambda k: strip_prefix(k.lower())):
                    grid.append(f"|lchelp {key}|lt{key}|le" if click_topics else key)
            rows = format_grid(grid, width, sep="  ", verbatim_elements=verbatim,
                               line_prefix=self.index_topic_clr)
            # (Evennia pads every row out to the width: nothing to read there,
            # and a client narrower than the padding breaks the line)
            return ANSIString("\n").join(row.rstrip() for row in rows) if rows else ""

        cmd_grid = grid_of(cmd_help_dict or {}) if any((cmd_help_dict or {}).values()) else ""
        db_grid = grid_of(db_help_dict or {}) if any((db_help_dict or {}).values()) else ""
        if cmd_grid and db_grid:
            sep1 = self.index_type_separator_clr + pad("Commands", width=width, fillchar="-")
            sep2 = self.index_type_separator_clr + pad("Rules & Topics", width=width, fillchar="-")
            return f"{sep1}{self.index_topic_clr}\n{cmd_grid}\n{sep2}{self.index_topic_clr}\n{db_grid}"
        return f"{cmd_grid}{db_grid}"


# --- Evennia's commands with Fourfold's help text -----------------------------
_WITH_HELP = {}


def _with_text(cls):
    """A subclass of Evennia command class ``cls`` whose help is ours."""
    if cls not in _WITH_HELP:
        _WITH_HELP[cls] = type(cls.__name__, (cls,), {
            "__doc__": COMMAND_HELP[cls.__name__], "__module__": cls.__module__,
            "__qualname__": cls.__qualname__})
    return _WITH_HELP[cls]


def with_fourfold_help(cmdset):
    """Give every Evennia command in ``cmdset`` that world/help_commands.py
    writes about our help text (same code, same key, locks and aliases).
    Commands from our own packages are left alone."""
    for cmd in list(cmdset.commands):
        cls = type(cmd)
        if cls.__module__.startswith("evennia.") and cls.__name__ in COMMAND_HELP \
                and cls not in _WITH_HELP.values():
            cmdset.add(_with_text(cls)())
    return cmdset
