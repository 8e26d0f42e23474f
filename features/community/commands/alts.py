"""``+alts``: the characters of an account (features/community/alts.py).

A player sees their own; staff see anyone's; another player's only when
that player shares them (``+alts/public on``). A player asking about
someone who does not share gets the same answer whether that someone has
alts or not, so the answer gives nothing away.
"""

from __future__ import annotations

from core.command import FourfoldCommand
from features.community import alts

ON, OFF = ("on", "yes", "1"), ("off", "no", "0")
NOT_SHARED = "Only staff see another player's alts, unless that player shares them."


def names(chars) -> str:
    return ", ".join(c.key for c in chars) or "none"


class CmdAlts(FourfoldCommand):
    """
    The characters of your account (your alts), or, for staff, anyone's.

    Usage:
      +alts                 (your characters, and whether you share them)
      +alts <name>          (staff: every character of that one's account)
      +alts/public on||off   (let other players see your alts, or not)

    One account may hold a few characters (charcreate <name> makes one,
    ic <name> switches to it). Other players never see which characters
    are yours unless you turn +alts/public on: then +alts <name> and
    +finger show them. Staff always may.

    Examples:
      +alts
      +alts/public on
      +alts Mara
    """

    key = "+alts"
    aliases = ["alts"]
    switch_options = ("public",)
    help_category = "Community"
    syntax = "+alts [<name>]  or  +alts/public on||off"

    def own_account(self):
        """The account playing the caller (else the one holding it)."""
        account = getattr(self.caller, "account", None) or alts.owner(self.caller)
        if account is None:
            self.fail("This character belongs to no account.", syntax=False)
        return account

    def run(self):
        if self.has_switch("public"):
            self.set_public(self.args.strip().lower())
            return
        if not self.args.strip():
            self.show_own()
            return
        target = self.find_character(self.args, anywhere=True)
        account = alts.owner(target)
        mine = account is not None and account == getattr(self.caller, "account", None)
        if mine or target == self.caller:
            self.show_own()
        elif self.is_staff():
            self.show_for_staff(target, account)
        elif alts.is_public(account):
            others = [c for c in alts.characters(account) if c != target]
            self.caller.msg(f"{target.key}'s player also plays: {names(others)}.")
        else:
            self.fail(NOT_SHARED, syntax=False)

    def show_own(self):
        account = self.own_account()
        shared = ("shared: other players may see them" if alts.is_public(account)
                  else "private: only staff see them (+alts/public on shares them)")
        chars = alts.characters(account)
        self.caller.msg(f"Your characters ({len(chars)}): {names(chars)}.\nYour alts are {shared}.")

    def show_for_staff(self, target, account):
        if account is None:
            self.caller.msg(f"{target.key} belongs to no account.")
            return
        state = "shared" if alts.is_public(account) else "private"
        self.caller.msg(f"{target.key}'s account {account.key} holds: "
                        f"{names(alts.characters(account))} ({state}).")

    def set_public(self, word: str):
        if word not in ON + OFF:
            self.fail("Say on or off: +alts/public on shares your alts, off keeps them private.")
        account = self.own_account()
        alts.set_public(account, word in ON)
        if word in ON:
            self.caller.msg("Your alts are shared: other players may see them (+alts, +finger).")
        else:
            self.caller.msg("Your alts are private: only staff see them.")
