"""The base of every Fourfold command.

Commands parse, call rules/, write state through typeclasses and format. A
command reports bad input with :meth:`FourfoldCommand.fail`, which stops it
with one line for the caller (and the syntax), and nothing changes. A
:class:`rules.errors.RulesError` from the rules layer or storage (the one
family, core/errors.py) is shown the same way.
Anything unexpected is logged for staff and the player sees one plain line,
never a traceback.
"""

from evennia.commands.default.muxcommand import MuxCommand
from evennia.utils import logger

from core import switches
from core.errors import CommandFailed, NotFound, with_usage
from core.lookup import find
from core.rolls import ratelimit
from core.staff import is_staff
from core.text import screen
from core.text.controls import strip_controls
from rules.errors import RulesError


class FourfoldCommand(MuxCommand):
    """MuxCommand with Fourfold's error handling and permission helpers.

    Subclasses implement :meth:`run` instead of ``func``. ``syntax`` is the
    one-line usage shown after a refusal; ``switch_options`` lists the valid
    switches.
    """

    syntax = ""
    switch_options = ()
    locks = "cmd:all()"
    help_category = "General"
    # A rule's refusal (RulesError) repeats the usage line unless this is
    # off: a command whose form was checked before the rules ran (+stat) says
    # only what is wrong with the value, not the syntax the player got right.
    usage_on_rules_error = True
    # Commands that throw dice set this: settings.FOURFOLD_ROLL_RATE limits
    # how often one player may use them (core/rolls/ratelimit.py).
    rate_limited = False

    def parse(self):
        # Control characters have no meaning in a command, and a NUL cannot
        # even be stored or searched for in PostgreSQL: drop them first.
        self.args = strip_controls(self.args)
        # MuxCommand's parse drops a switch missing from switch_options with
        # an "ignored" note and the command then runs anyway; Fourfold refuses
        # it instead (check_switches), so let every switch through here.
        options, self.switch_options = self.switch_options, None
        try:
            super().parse()
        finally:
            self.switch_options = options

    def func(self):
        # the caller's screen width and screen-reader flag (core/text/screen.py)
        token = screen.enter(getattr(self, "session", None), self.caller)
        try:
            self._checked_run()
        finally:
            screen.leave(token)

    def _checked_run(self):
        try:
            self.check_switches()
            if self.rate_limited:
                ratelimit.check(self)
            self.run()
            if self.rate_limited:
                ratelimit.record(self)
        except CommandFailed as err:  # wrapped at spaces to the caller's screen
            self.refused(str(err))
        except RulesError as err:
            message = self.explain(err)
            if self.usage_on_rules_error and not isinstance(err, NotFound):
                message = self._with_syntax(message)
            self.refused(message)
        except Exception:  # never let a player see a traceback
            logger.log_trace(f"Command {self.key} failed on input {self.raw_string!r}")
            self.refused("Something went wrong with that command; staff can find it in the log.")

    def refused(self, message: str):
        """Tell the caller why the command did nothing. A command run for a
        web page (a roll posted from a scene page: features/scenes/live)
        puts its own function here, so the refusal goes back to the page."""
        self.caller.msg(screen.fit_told(message))

    def run(self):
        raise NotImplementedError

    # --- helpers ------------------------------------------------------------
    def _with_syntax(self, message: str) -> str:
        return with_usage(message, self.syntax)

    def explain(self, err: RulesError) -> str:
        """What the caller reads for a refusal from the rules or storage: its
        message, to which a command may add where to look next."""
        return err.message

    def fail(self, message: str, syntax: bool = True):
        raise CommandFailed(self._with_syntax(message) if syntax else message)

    def check_switches(self):
        """Refuse unknown switches; a unique prefix (/priv) stands for the
        whole switch. Leaves ``self.switches`` as full lower-case names."""
        self.switches = switches.checked(self.switches, self.switch_options, self.syntax)

    def has_switch(self, name: str) -> bool:
        return name in self.switches

    def is_staff(self, who=None) -> bool:
        return is_staff(who or self.caller)

    def require_staff(self, what: str = "That"):
        if not self.is_staff():
            self.fail(f"{what} is for staff only.", syntax=False)

    def require_may_build(self, obj):
        """Fail unless the caller may change ``obj`` under the co-building
        rule (core/building.py): Builders change what Builders made."""
        from core.building import may_build

        if not may_build(self.caller, obj):
            self.fail(f"{obj.get_display_name(self.caller)} is not yours to change: "
                      "an Admin keeps it.", syntax=False)

    def whose(self, args: str, what: str = "sheets"):
        """The character named in ``args`` (anyone, anywhere, for staff; only
        yourself otherwise), or the caller when no name is given."""
        if not (args or "").strip():
            return self.caller
        target = self.find_character(args, anywhere=True)
        if target != self.caller and not self.is_staff():
            self.fail(f"Other people's {what} are for staff to see.", syntax=False)
        return target

    def find_character(self, name: str, anywhere=False):
        """The character called ``name`` ('me' is the caller): in the room, or
        anywhere when ``anywhere`` is set (it may be a callable such as
        ``self.is_staff``). Fails with a clear line otherwise
        (core/lookup/find.py)."""
        return find.find_character(self.caller, self.caller.location, name, anywhere, self.syntax)

    def _ambiguous(self, name: str, found):
        find.ambiguous(name, found)


Command = FourfoldCommand
