"""What every ruleset's +chargen and +approve/+unapprove share.

A ruleset's sheet handler (``char.fs3``, ``char.muse``...) has ``approved``
and ``submitted`` flags; a player looks at where their chargen stands and
submits, staff approve (locking the sheet) or reopen it, through the same
functions as the web pages (features/chargen/review.py). The ruleset's
command subclasses say which handler, what the sheet is called and how an
open sheet stands; what must hold before submitting or approving is the
sheet handler's ``check_ready`` / ``check_approvable``. They keep their own
docstrings, which are their help entries.
"""

from core.chargen_form import budget_lines
from core.command import FourfoldCommand
from features.chargen import review
from rules.errors import RulesError

# The title of the request +chargen/submit files (and +approve closes).
chargen_request_title = review.request_title


class ChargenCommand(FourfoldCommand):
    """Base of +chargen (not a command of its own)."""

    key = "+chargen"
    switch_options = ("submit",)
    syntax = "+chargen[/submit]"
    handler_name = ""  # the Character's handler: "fs3", "muse", ...
    label = ""  # how players call the sheet: "fs3", "Muscle Wizard", ...
    see = "+sheet"  # where the sheet is shown
    still_open = "you can still change it until approval"

    def open_state(self, handler) -> str:
        """How an open (not submitted) sheet stands."""
        return "open: set it up with +stat"

    def run(self):
        handler = getattr(self.caller, self.handler_name)
        if self.args.strip():
            self.fail("+chargen takes no arguments.")
        if not self.has_switch("submit"):
            budgets = ""
            if handler.approved:
                state = "approved"
            elif handler.submitted:
                state = "submitted, waiting for staff"
            else:
                state = self.open_state(handler)
                budgets = budget_lines(handler.chargen_budgets())
            budgets = f" {budgets}" if budgets else ""
            self.caller.msg(f"Your {self.label} sheet is {state}.{budgets} See {self.see}.")
            return
        # the same steps as the web page's Submit (features/chargen/review.py);
        # what the sheet still needs is its handler's check_ready()
        try:
            review.submit(self.caller, self.handler_name, self.label)
        except RulesError as err:
            self.fail(err.message, syntax=False)
        said = f"Submitted. Staff have been told; {self.still_open}."
        unspent = review.unspent(self.caller, self.handler_name)
        if unspent:
            said += (f"\n|yNote:|n {unspent} Staff will see the sheet as it is; to spend "
                     f"them, change it with +stat and submit again.")
        self.caller.msg(said)


def _commands_of(base) -> dict:
    from evennia.utils.utils import class_from_module

    from rulesets import registry as rulesets

    out = {}
    for key, entry in rulesets.installed().items():
        cmdset = class_from_module(entry.cmdset)()
        found = [type(c) for c in cmdset.commands if isinstance(c, base)]
        if found:
            out[key] = found[0]
    return out


def approve_commands() -> dict:
    """{ruleset key: its +approve command class}, for every installed ruleset."""
    return _commands_of(ApproveCommand)


def waiting_rulesets(target, commands: dict) -> list[str]:
    """The rulesets in which ``target`` has a sheet submitted and not approved."""
    return [k for k, cls in commands.items()
            if getattr(target, cls.handler_name).submitted
            and not getattr(target, cls.handler_name).approved]


def chargen_words() -> dict[str, dict[str, str]]:
    """{ruleset key: {"label", "welcome", "still_open"}}: what each ruleset's
    +chargen and +approve call its sheet and tell the player, for the web
    pages that take the same steps (features/chargen/web/)."""
    approvers = approve_commands()
    out = {}
    for key, chargen in _commands_of(ChargenCommand).items():
        approver = approvers.get(key)
        out[key] = {"label": chargen.label, "still_open": chargen.still_open,
                    "welcome": approver.welcome if approver else ""}
    return out


class ApproveCommand(FourfoldCommand):
    """Base of +approve/+unapprove (not a command of its own).

    ``+approve <name>`` approves the sheet that person submitted, whichever
    ruleset it is for and wherever staff stand; when sheets of several
    rulesets wait, staff are asked which (``+approve <name>=<ruleset>``).
    With none submitted, the sheet of the room's ruleset is meant.
    ``+approve/return <name>[/<ruleset>]=<comment>`` (or ``/reject``, as
    AresMUSH's app/reject) hands a submitted sheet back to its player with
    a comment."""

    key = "+approve"
    aliases = ["+unapprove"]
    locks = "cmd:perm(Builder)"
    switch_options = ("return", "reject")
    syntax = ("+approve <name>  or  +unapprove <name>  or  "
              "+approve/return <name>[/<ruleset>]=<comment>")
    handler_name = ""
    label = ""
    welcome = ""  # added to the approved player's message

    def run(self):
        self.require_staff("Approving sheets")
        if self.switches:
            return self.send_back()

        name = self.lhs if self.rhs is not None else self.args
        target = self.find_character(name, anywhere=True)
        commands = approve_commands()
        if self.rhs is not None:
            key = self.named_ruleset(self.rhs, commands)
        else:
            waiting = waiting_rulesets(target, commands)
            unapproving = self.cmdstring.lower().startswith("+unapprove")
            if len(waiting) > 1 and not unapproving:
                choices = " or ".join(f"+approve {target.key}={k}" for k in waiting)
                self.fail(f"{target.key} has sheets waiting in {', '.join(waiting)}: which? "
                          f"{choices}.", syntax=False)
            key = waiting[0] if len(waiting) == 1 and not unapproving else None
        if key is None or isinstance(self, commands[key]):
            return self.decide(target)
        other = commands[key]()
        other.caller, other.cmdstring, other.args = self.caller, self.cmdstring, self.args
        other.account, other.session, other.switches = self.account, self.session, []
        return other.decide(target)

    def send_back(self):
        """``+approve/return <name>[/<ruleset>]=<comment>``: the submitted
        sheet goes back to its player (features/chargen/review.py's
        send_back, as the review page's Send back)."""

        if self.cmdstring.lower().startswith("+unapprove"):
            self.fail("Send a sheet back with +approve/return.")
        if self.rhs is None or not self.rhs.strip() or not self.lhs.strip():
            self.fail("Name the character and give your comment.")
        name, _, key_text = self.lhs.partition("/")
        target = self.find_character(name, anywhere=True)
        commands = approve_commands()
        if key_text.strip():
            key = self.named_ruleset(key_text, commands)
        else:
            waiting = waiting_rulesets(target, commands)
            if not waiting:
                self.fail(f"{target.key} has no submitted sheet to send back.", syntax=False)
            if len(waiting) > 1:
                choices = " or ".join(f"+approve/return {target.key}/{k}=..." for k in waiting)
                self.fail(f"{target.key} has sheets waiting in {', '.join(waiting)}: which? "
                          f"{choices}.", syntax=False)
            key = waiting[0]
        chosen = commands[key]
        try:
            review.send_back(target, chosen.handler_name, chosen.label, self.caller, self.rhs)
        except RulesError as err:
            self.fail(err.message, syntax=False)

    def named_ruleset(self, text: str, commands: dict) -> str:
        """The ruleset ``text`` names among those with an approve command, or fail()."""
        from rulesets import registry as rulesets

        key = rulesets.check_key(text)
        if key is None or key not in commands:
            self.fail(f"'{text.strip()}' is not a ruleset; choose from {', '.join(commands)}.")
        return key

    def decide(self, target):
        """Approve or reopen ``target``'s sheet: the same steps as the web
        review page (features/chargen/review.py; what must hold first is the
        sheet handler's check_approvable())."""
        try:
            if self.cmdstring.lower().startswith("+unapprove"):
                review.unapprove(target, self.handler_name, self.label, self.caller)
            else:
                review.approve(target, self.handler_name, self.label, self.caller, self.welcome)
        except RulesError as err:
            self.fail(err.message, syntax=False)
