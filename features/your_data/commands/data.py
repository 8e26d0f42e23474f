"""+data: a player's own data file, made in the game and fetched from the
web site (features/your_data/personal.py makes it for both)."""

from __future__ import annotations

from django.conf import settings
from evennia.utils import logger
from twisted.internet import threads

from core.command import FourfoldCommand
from core.errors import StorageError
from core.game_settings import setting
from features.community.web import form_rate
from features.your_data import personal

PAGE = "/account/data/"


def page_address() -> str:
    """The data page's full address: FOURFOLD_PUBLIC_URL, or the public
    host (else localhost) and the web port."""
    base = setting("FOURFOLD_PUBLIC_URL")
    if not base:
        host = setting("FOURFOLD_PUBLIC_HOST") or "localhost"
        ports = getattr(settings, "WEBSERVER_PORTS", None) or [(80, None)]
        port = int(ports[0][0])
        base = f"http://{host}" + ("" if port == 80 else f":{port}")
    return base.rstrip("/") + PAGE


class CmdData(FourfoldCommand):
    """
    Your data: everything of yours in one file to download.

    Usage:
      +data            whether your data file is ready, and where
      +data/export     make your data file now (it replaces the last one)

    Examples:
      +data/export
      +data

    The file is one zip holding every character of your account: their
    sheets in every ruleset, descriptions and profiles, XP and advancement
    records, the scenes they took part in (each log as Markdown and as
    JSON), the mail they sent and received, their board posts, requests and
    events. Download it from the web site's Your data page while logged in
    to your account; nobody else can. The format is described in the
    game's docs/data-format.md.
    """

    key = "+data"
    locks = "cmd:all()"
    help_category = "General"
    switch_options = ("export",)
    syntax = "+data[/export]"

    def run(self):
        if self.args.strip():
            self.fail("Your data is always your own account's: give no name.")
        account = getattr(self.caller, "account", None)
        if account is None:
            self.fail("Only a character played from an account has data to export.", syntax=False)
        if "export" in self.switches:
            return self.export(account)
        found = personal.latest(account)
        if found is None:
            self.msg("You have no data file yet. +data/export makes one.")
            return
        self.msg(f"Your data file ({found.name}) is ready: download it at {page_address()} "
                 f"while logged in.")

    def export(self, account):
        """Make the file in a thread (a long scene history takes a while and
        the game must not wait for it); the player is told when it is done.
        One at a time per account, and counted against the web's form
        limit as the page's button is."""
        personal.check_account(account)
        if account.ndb.fourfold_data_export_running:
            self.fail("Your data file is being made already; you will be told when it is ready.",
                      syntax=False)
        refused = form_rate.refusal(account)
        if refused:
            self.fail(refused, syntax=False)
        form_rate.record(account)
        account.ndb.fourfold_data_export_running = True
        caller = self.caller
        self.msg("Making your data file; you will be told when it is ready.")

        def made(path):
            account.ndb.fourfold_data_export_running = False
            caller.msg(f"Your data file is made ({path.name}, {_size(path.stat().st_size)}). "
                       f"Download it at {page_address()} while logged in.")

        def broke(failure):
            account.ndb.fourfold_data_export_running = False
            if failure.check(StorageError):
                caller.msg(str(failure.value))
                return
            logger.log_err(f"Fourfold: making the data file of account #{account.id} broke: "
                           f"{failure.getTraceback()}")
            caller.msg("Your data file could not be made; staff can see why in the server log.")

        threads.deferToThread(personal.make, account).addCallbacks(made, broke)


def _size(count: int) -> str:
    return f"{count / 1024:.0f} KB" if count < 1024 * 1024 else f"{count / 1024 / 1024:.1f} MB"
