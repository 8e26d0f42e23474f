"""`create` that never swallows the line after it.

Evennia's `create` asks "Is this what you intended? [Y]/N?" and takes the
next line as the answer. Many MUD clients (and scripts) log in by sending
`create <name> <password>` and `connect <name> <password>` together, so the
`connect` line became the answer and was lost: the account was made and
the player left at the login screen. Here an answer that is neither yes
nor no still counts as yes (as in Evennia), and it is then run as the next
command, so such a client ends up connected.
"""

from evennia.commands.default.unloggedin import CmdUnconnectedCreate as EvenniaCreate
from evennia.utils.utils import delay

ANSWERS = ("", "y", "yes", "n", "no")


class CmdUnconnectedCreate(EvenniaCreate):
    """
    Make a new account.

    Usage:
      create <name> <password>

    Put double quotes around a name or password that has spaces. You are
    asked to confirm with Y (or Enter) or to cancel with N. A line that is
    neither, such as the `connect` your client sends next, confirms and is
    then carried out.

    Examples:
      create Mara mysecret
      create "Mara Vell" "a long secret"
    """

    def func(self):
        steps = super().func()
        answer = None
        try:
            question = next(steps)
            while True:
                answer = yield question
                question = steps.send(answer)
        except StopIteration:
            pass
        if isinstance(answer, str) and answer.strip().lower() not in ANSWERS:
            # the line was meant as a command: run it after the create's replies
            delay(0, self.session.execute_cmd, answer.strip())
