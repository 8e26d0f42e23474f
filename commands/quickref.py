"""`qr`: the syntax lines of a command's help, and nothing else (after
AresMUSH's quick reference)."""

from commands.help import CmdHelp, current_cmdset, exact_match, usage_lines
from core.command import FourfoldCommand


class CmdQuickRef(FourfoldCommand):
    """
    Show a command's syntax lines alone, without the explanations.

    Usage:
      qr                 (the first syntax line of every command you have)
      qr <command>       (every syntax line of one command)

    The lines are the Usage part of the command's help entry; help
    <command> gives the whole entry with switches and examples. The +
    may be left off: qr combat is qr +combat. Commands come from the room
    you stand in, so qr +roll shows the local ruleset's syntax.

    Examples:
      qr
      qr +combat
      qr look
    """

    key = "qr"
    aliases = ["+qr", "quickref"]
    syntax = "qr [<command>]"
    help_category = "General"
    # the cmdhandler hands this command the caller's merged cmdset
    return_cmdset = True

    def run(self):
        if getattr(self, "cmdset", None) is None:  # run by hand, not by the cmdhandler
            self.cmdset = current_cmdset(self.caller)
        commands = self._listed()
        name = self.args.strip()
        if not name:
            self._all(commands)
            return
        cmd = exact_match(name, commands)
        if cmd is None:
            self.fail(f"There is no command called '{name}'. Type qr for the list, or help {name}.")
        lines = usage_lines(cmd.get_help(self.caller, self.cmdset))
        if not lines:
            self.fail(f"{cmd.key} has no syntax lines; see help {cmd.key}.", syntax=False)
        self.caller.msg("\n".join([f"|w{cmd.key}|n"] + [f"  {line}" for line in lines]))

    def _listed(self):
        """The commands the caller would see listed by help."""
        helper = CmdHelp()
        helper.cmdset, helper.session = self.cmdset, self.session
        cmds, _, _ = helper.collect_topics(self.caller, mode="list")
        return list(cmds.values())

    def _all(self, commands):
        rows = []
        for cmd in sorted(commands, key=lambda c: c.key.lstrip("+@").lower()):
            lines = usage_lines(cmd.get_help(self.caller, self.cmdset))
            rows.append(lines[0] if lines else cmd.key)
        self.caller.msg("|wQuick reference|n (qr <command> for all of one command's forms)\n"
                        + "\n".join(f"  {row}" for row in rows))
