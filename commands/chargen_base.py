"""What every ruleset's +chargen and +approve/+unapprove share.

A ruleset's sheet handler (``char.fs3``, ``char.muse``...) has ``approved``
and ``submitted`` flags; a player looks at where their chargen stands and
submits, staff approve (locking the sheet) or reopen it. The ruleset's
command subclasses say which handler, what the sheet is called, what an open
sheet still needs, and what must hold before submitting or approving; they
keep their own docstrings, which are their help entries.
"""

from core.command import FourfoldCommand
from core.rolls.announce import staff_channel
from features.community import requests as staff_requests


def chargen_request_title(label: str) -> str:
    """The title of the request +chargen/submit files (and +approve closes)."""
    return f"Chargen: {label} sheet"


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

    def check_ready(self, handler) -> None:
        """fail() when the sheet cannot be submitted yet (or tidy it up)."""

    def run(self):
        handler = getattr(self.caller, self.handler_name)
        if self.args.strip():
            self.fail("+chargen takes no arguments.")
        if not self.has_switch("submit"):
            if handler.approved:
                state = "approved"
            elif handler.submitted:
                state = "submitted, waiting for staff"
            else:
                state = self.open_state(handler)
            self.caller.msg(f"Your {self.label} sheet is {state}. See {self.see}.")
            return
        if handler.approved:
            self.fail(f"Your {self.label} sheet is already approved.", syntax=False)
        if handler.submitted:
            self.fail("You have already submitted; staff will get to it.", syntax=False)
        self.check_ready(handler)
        handler.submitted = True
        # a request to staff (told now if online, at login otherwise)
        staff_requests.file_request(
            self.caller, chargen_request_title(self.label),
            f"{self.caller.key} submitted their {self.label} sheet for approval. "
            f"Look with +sheet {self.caller.key}, then +approve {self.caller.key} "
            f"in a {self.handler_name} room (that closes this request).",
            category="chargen")
        staff_channel().msg(f"{self.caller.key} submitted their {self.label} sheet for approval.")
        self.caller.msg(f"Submitted. Staff have been told; {self.still_open}.")


def approve_commands() -> dict:
    """{ruleset key: its +approve command class}, for every installed ruleset."""
    from evennia.utils.utils import class_from_module

    from rulesets import registry as rulesets

    out = {}
    for key, entry in rulesets.installed().items():
        cmdset = class_from_module(entry.cmdset)()
        found = [type(c) for c in cmdset.commands if isinstance(c, ApproveCommand)]
        if found:
            out[key] = found[0]
    return out


class ApproveCommand(FourfoldCommand):
    """Base of +approve/+unapprove (not a command of its own).

    ``+approve <name>`` approves the sheet that person submitted, whichever
    ruleset it is for and wherever staff stand; when sheets of several
    rulesets wait, staff are asked which (``+approve <name>=<ruleset>``).
    With none submitted, the sheet of the room's ruleset is meant."""

    key = "+approve"
    aliases = ["+unapprove"]
    locks = "cmd:perm(Builder)"
    syntax = "+approve <name>  or  +unapprove <name>"
    handler_name = ""
    label = ""
    welcome = ""  # added to the approved player's message

    def check_approvable(self, target, handler) -> None:
        """fail() when ``target``'s sheet cannot be approved (or tidy it up
        before it is locked)."""

    def run(self):
        self.require_staff("Approving sheets")
        from rulesets import registry as rulesets

        name = self.lhs if self.rhs is not None else self.args
        target = self.find_character(name, anywhere=True)
        commands = approve_commands()
        if self.rhs is not None:
            key = rulesets.check_key(self.rhs)
            if key is None or key not in commands:
                self.fail(f"'{self.rhs.strip()}' is not a ruleset; choose from {', '.join(commands)}.")
        else:
            waiting = [k for k, cls in commands.items()
                       if getattr(target, cls.handler_name).submitted
                       and not getattr(target, cls.handler_name).approved]
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

    def decide(self, target):
        handler = getattr(target, self.handler_name)
        sheet = f"{target.key}'s {self.label} sheet"
        if self.cmdstring.lower().startswith("+unapprove"):
            if not handler.approved:
                self.fail(f"{sheet} is not approved.", syntax=False)
            handler.approved = False
            self.caller.msg(f"{sheet} is open for chargen again.")
            target.msg(f"{self.caller.key} reopened your {self.label} sheet for chargen.")
            return
        if handler.approved:
            self.fail(f"{sheet} is already approved.", syntax=False)
        self.check_approvable(target, handler)
        handler.approved = True
        handler.submitted = False
        staff_requests.close_matching(target, "chargen", chargen_request_title(self.label),
                                      self.caller, f"Approved by {self.caller.key}.")
        self.caller.msg(f"{sheet} is approved and locked.")
        welcome = f" {self.welcome}" if self.welcome else ""
        target.msg(f"{self.caller.key} approved your {self.label} sheet.{welcome}")
        staff_channel().msg(f"{self.caller.key} approved {sheet}.")
