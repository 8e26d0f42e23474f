"""``password``: Evennia's command, and then the account's play pages in
other browsers are signed out, as the site's password change does
(web/webclient/signout.py). The connection that typed it stays, and so do
MUD clients' connections."""

from evennia.commands.default.account import CmdPassword as EvenniaCmdPassword

from web.webclient import signout


class CmdPassword(EvenniaCmdPassword):
    """
    Change your account's password.

    Usage:
      password <old password> = <new password>

    The new password works at once in the game and on the website. The play
    page open in your other browsers is signed out (as on the website, where
    a password change signs the other browsers out); this connection, and
    any MUD client's, stays connected.

    Example:
      password old-secret = a-longer-new-secret
    """

    help_category = "General"

    def func(self):
        account = self.account
        before = account.password if account else None
        super().func()
        if account is not None and account.password != before:
            signout.sign_out_other_play_pages(account, keep=(getattr(self.session, "csessid", None),))
