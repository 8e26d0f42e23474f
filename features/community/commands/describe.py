"""``@desc`` (also ``desc``, ``+desc``, ``setdesc``): set a description, the
one ``look`` shows and that +finger and the web profile show for a
character (features/community/profile.py keeps it in one place); and keep
several, to wear one at a time (``+desc/save``, ``/wear``...:
features/community/commands/descs.py)."""

from __future__ import annotations

from core.building import is_character, may_build
from core.command import FourfoldCommand
from core.lookup.player_characters import is_player_character
from core.text.mush_subs import mush_subs
from features.community import profile
from features.community.commands.descs import SWITCHES as STORED_SWITCHES
from features.community.commands.descs import StoredDescs


class CmdDesc(StoredDescs, FourfoldCommand):
    """
    Set a description: yours, the room's, or a thing's.

    Usage:
      desc <text>              (describe yourself; +desc and @desc too)
      @desc <target>=<text>    (me, here, or something you may change)
      @desc/edit [<target>]    (write it in the line editor; yourself
                                without a target)
      +desc/save <name>[=<text>]  (keep the one you wear, or this text,
                                   under a name)
      +desc/wear <name>        (put a kept one on: look shows it)
      +desc/list               (your kept ones; the worn one is marked)
      +desc/view <name>        (read one in full)
      +desc/delete <name>      (forget one; what you wear stays)

    Your description is what others see when they look at you, and what
    your +finger profile and your web profile page show. Write it in the
    present tense, about what can be seen. Colour codes such as ||g are
    allowed, and ||/ starts a new line.

    You may keep several descriptions of yourself (10, unless the game
    says otherwise) and wear one at a time, as MUSH players do with a
    multidescer: your everyday clothes, your armour, a disguise. Wearing
    one sets your description, so look, +finger and your web profile
    show it.

    Anyone may describe themselves. A room or a thing may be described by
    whoever owns it (made it) and by staff; other players' characters
    only by admins.

    Examples:
      desc A tall hunter in a patched grey cloak, bow on her back.
      @desc me=Short, quick and freckled; a satchel full of maps.
      @desc here=A low cellar that smells of apples and lamp oil.
      +desc/save everyday
      +desc/wear formal
    """

    key = "@desc"
    aliases = ["desc", "+desc", "setdesc"]
    locks = "cmd:all()"
    help_category = "General"
    switch_options = ("edit", *STORED_SWITCHES)
    syntax = "desc <text>  or  @desc <target>=<text>"

    def run(self):
        if self.has_switch("edit"):
            self.edit(self.args.strip() or "me")
            return
        if self.switches:
            self.run_stored(profile.desc_length())
            return
        if not self.args.strip():
            self.fail("Give the description's text.")
        target, text = self.target_and_text()
        text = mush_subs(text)
        if not text:
            self.fail(f"Give the text for {self._name(target)}'s description after the =.")
        try:
            profile.check_desc(text)
        except profile.ProfileError as err:
            self.fail(err.message, syntax=False)
        self.check_may_describe(target)
        profile.set_desc(target, text)
        if target == self.caller:
            self.caller.msg("Your description is set. (look me to see it)")
        else:
            self.caller.msg(f"{self._name(target)}'s description is set.")

    # --- helpers ------------------------------------------------------------
    def target_and_text(self):
        """``@desc`` with an = names its target before it. ``desc``, ``+desc``
        and ``setdesc`` describe the caller with all of their text (which may
        hold an =) unless what stands before the = is me, here or something
        in reach."""
        args = self.args.strip()
        if "=" not in args:
            return self.caller, args
        lhs, _, rhs = args.partition("=")
        if self.cmdstring.lower() != "@desc" and not self._names_a_target(lhs.strip()):
            return self.caller, args
        return self.find_target(lhs), rhs.strip()

    def _names_a_target(self, name: str) -> bool:
        if name.lower() in ("me", "self", "here"):
            return True
        return bool(name) and bool(self.caller.search(name, quiet=True))

    def _name(self, target) -> str:
        return target.get_display_name(self.caller)

    def find_target(self, name: str):
        name = (name or "").strip()
        if not name:
            self.fail("Name what to describe before the =, e.g. me or here.")
        if name.lower() in ("me", "self"):
            return self.caller
        if name.lower() == "here":
            if self.caller.location is None:
                self.fail("You are nowhere that could be described.", syntax=False)
            return self.caller.location
        found = self.caller.search(name, quiet=True)
        if not found:
            self.fail(f"There is nothing called '{name}' here to describe.", syntax=False)
        if len(found) > 1:
            names = ", ".join(f"{o.get_display_name(self.caller)}(#{o.id})" for o in found[:5])
            self.fail(f"'{name}' could be any of: {names}. Use more of the name.", syntax=False)
        return found[0]

    def may_describe(self, target) -> bool:
        """Yourself always; else the building rule (core/building.py: the
        target's locks, and Builders on what Builders made), and staff any
        character that is not a player's (an NPC in a fight)."""
        caller = self.caller
        if target == caller or may_build(caller, target):
            return True
        return (self.is_staff() and is_character(target)
                and not is_player_character(target))

    def check_may_describe(self, target):
        if not self.may_describe(target):
            self.fail(f"You may not change the description of {self._name(target)}.", syntax=False)

    def edit(self, name: str):
        from evennia.commands.default.building import _desc_load, _desc_quit, _desc_save
        from evennia.utils.eveditor import EvEditor

        target = self.find_target(name)
        self.check_may_describe(target)
        self.caller.db.evmenu_target = target
        EvEditor(self.caller, loadfunc=_desc_load, savefunc=_desc_save, quitfunc=_desc_quit,
                 key="desc", persistent=True)
