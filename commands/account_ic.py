"""`ic`: Evennia's, without the trace a refused puppet left behind."""

from evennia.commands.default.account import CmdIC as EvenniaIC


class CmdIC(EvenniaIC):
    """
    Play one of your characters.

    Usage:
      ic <character>
      ic                (the character you played last)

    Takes up one of your own characters (staff may take up others). A
    character that is not yours is refused, and the refusal changes
    nothing: your next login still finds the character you played last.

    Example:
      ic Mara
    """

    def func(self):
        account = self.account
        before = account.db._last_puppet
        super().func()
        # Evennia records the named character as the last puppet even when
        # puppet_object refused it (with a message, not an error), and the
        # next login then looks for a character it cannot take up.
        session = self.session
        now = account.db._last_puppet
        if now is not before and (session is None or session.puppet is not now):
            account.db._last_puppet = before
