"""The +combat switches that run a fight the same way in every ruleset:
start, join, invite, leave (and take out), add's checks, newturn, stop and
transfer, with one wording.

:class:`FightManage` is mixed into a ruleset's CmdCombat before its
:class:`core.combat.command.FightCommand`. The ruleset names what differs:

- ``script_class``: its combat Script (with :class:`core.combat.roster.FightRoster`);
- ``practice_note``: the line a practice fight adds when someone joins;
- hooks: :meth:`start_options` and :meth:`join_options` (what the switch
  takes after it), :meth:`check_fit` (may this character fight?),
  :meth:`enter` (put a fighter in), :meth:`take_out` and
  :meth:`after_leaving`, :meth:`next_turn`.

Players' characters come in only by their own +combat/join, which an
invitation asks them to use (docs/rulings.md, "Who may decide what").
"""

from __future__ import annotations

import re

from evennia.objects.objects import DefaultCharacter

NPC_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9 _'-]{0,29}$")


class FightManage:
    """The organizer's and everyone's joining and leaving switches."""

    script_class = None
    practice_note = ""
    switch_syntax: dict[str, str] = {}  # switch -> its usage line ("view": bare)

    def run(self):
        """One switch at a time, each to its ``do_<switch>``."""
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        switch = self.switches[0] if self.switches else "view"
        self.syntax = self.switch_syntax.get(switch, self.syntax)
        getattr(self, f"do_{switch}")()

    # --- hooks ---------------------------------------------------------------
    def start_options(self):
        """What /start takes after it (nothing, unless the ruleset says)."""
        if self.args.strip():
            self.fail("+combat/start takes nothing after it.")
        return None

    def join_options(self):
        """(fight number or None, options) from what /join takes."""
        if self.args.strip():
            self.fail("+combat/join takes nothing after it: it joins the fight here, "
                      "or the one you were invited to.")
        return None, None

    def check_fit(self, obj) -> None:
        """Fail if ``obj`` may not fight now."""

    def enter(self, script, obj, options) -> tuple[str, str]:
        """Put ``obj`` in ``script``'s fight. Returns (words for the end of
        the join line, e.g. " on team A"; the ruleset's own announcement
        instead of the join line, or "")."""
        raise NotImplementedError

    def take_out(self, script, obj, by) -> None:
        """Take ``obj`` out of the fight (``by``: who did, if not themselves)
        and tell the fight."""
        raise NotImplementedError

    def after_leaving(self, script) -> None:
        """Called once someone has left."""

    def next_turn(self, script) -> None:
        raise NotImplementedError

    # --- start and join -------------------------------------------------------
    def do_start(self):
        room = self.caller.location
        if room is None:
            self.fail("You need to be somewhere to start a fight.", syntax=False)
        options = self.start_options()
        here = self.lookup.combat_in_room(room)
        if here is not None:
            self.fail(f"There is already a fight here (#{here.number}); +combat/join to "
                      f"take part.", syntax=False)
        self.not_fighting(self.caller)
        self.check_fit(self.caller)
        script = self.script_class.begin(room, self.caller)
        self.enter(script, self.caller, options)
        script.announce(f"{self.caller.key} starts a fight here (combat #{script.number}) "
                        f"and organizes it. Join with +combat/join.")

    def do_join(self):
        number, options = self.join_options()
        if number is not None:
            script = self.lookup.combat_by_number(number)
            if script is None:
                self.fail(f"There is no fight #{number}{self.list_hint}.", syntax=False)
        else:
            script = (self.lookup.combat_in_room(self.caller.location)
                      or self.lookup.invited_to(self.caller))
            if script is None:
                self.fail(f"There is no fight here to join{self.list_hint}.", syntax=False)
        self.not_fighting(self.caller)
        self.check_fit(self.caller)
        invited = script.is_invited(self.caller)
        suffix, own = self.enter(script, self.caller, options)
        script.forget_invitation(self.caller)
        how = " at the organizer's invitation" if invited else ""
        lines = [own or f"{self.caller.key} joins the fight{how}{suffix}."]
        if script.is_practice and self.practice_note:
            lines.append(self.practice_note)
        script.announce("\n".join(lines))

    def do_invite(self):
        """Ask a player's character to join: only their own /join brings them in."""
        script = self.current_combat()
        self.require_manager(script, "invite fighters")
        if not self.args.strip():
            self.fail("Invite whom?")
        guest = self.find_character(self.args, anywhere=True)
        if not self.is_player_character(guest):
            self.fail(f"{guest.key} is an NPC: add it with +combat/add {guest.key}.",
                      syntax=False)
        if script.has_combatant(guest):
            self.fail(f"{guest.key} is already in this fight.", syntax=False)
        self.not_fighting(guest)
        script.invite(guest)
        where = script.obj.key if script.obj else "nowhere"
        guest.msg(f"{self.caller.key} invites you to fight #{script.number} ({where}). "
                  f"To accept, type +combat/join (from anywhere); to decline, do nothing.")
        script.announce(f"{self.caller.key} invites {guest.key} to the fight; they join "
                        f"with +combat/join if they wish.")

    # --- leaving ------------------------------------------------------------
    def do_leave(self):
        name = self.args.strip()
        if not name:
            script = self.lookup.combat_of(self.caller)
            if script is None:
                self.fail("You are not in a fight.", syntax=False)
            obj = self.caller
        else:
            script = self.current_combat()
            who = self.pick_fighter(script, name)
            if who != self.caller.dbref:
                self.require_manager(script, "take others out of the fight")
            obj = script.fighter_objects().get(who)
            if obj is None:
                self.fail("That fighter is no longer in the game.", syntax=False)
        self.take_out(script, obj, None if obj == self.caller else self.caller)
        if obj == self.caller:
            self.caller.msg(f"You leave fight #{script.number}.")
        self.after_leaving(script)

    # --- adding NPCs: who may be added ----------------------------------------
    def refuse_player(self, name: str, present: bool):
        """Fail: a player's character is never pulled in, and a player's
        name never becomes an NPC."""
        what = "character" if present else "name, so no NPC is made of it"
        self.fail(f"{name} is a player's {what}: players join by their own +combat/join; "
                  f"ask them with +combat/invite {name}.", syntax=False)

    def plan_additions(self, script, names: list[str], taken: set[str]) -> list:
        """(object here or None for a new NPC, name) for each name to add,
        after every check (``taken``: the fighters' names, lower case).
        Fails on the first name that cannot be added."""
        from core.lookup.player_characters import player_character_named

        room = script.obj
        plan = []
        for name in names:
            found = self.caller.search(name, location=room, quiet=True) if room else []
            found = [o for o in found if o.is_typeclass(DefaultCharacter, exact=False)]
            found = [o for o in found if o.key.lower() == name.lower()] or found
            if len(found) > 1:
                self.fail(f"'{name}' could be {', '.join(o.key for o in found)}.",
                          syntax=False)
            if found:
                obj = found[0]
                if script.has_combatant(obj):
                    self.fail(f"{obj.key} is already in this fight.", syntax=False)
                if not self.is_npc(obj):
                    self.refuse_player(obj.key, present=True)
                self.not_fighting(obj)
                plan.append((obj, obj.key))
                continue
            player = player_character_named(name)
            if player is not None:
                self.refuse_player(player.key, present=False)
            if not NPC_NAME_RE.match(name):
                self.fail(f"'{name}' is not a usable NPC name (a letter first, at most "
                          f"30 characters).")
            if name.lower() in taken:
                self.fail(f"Someone called {name} is already in this fight.", syntax=False)
            plan.append((None, name))
        if len({n.lower() for _, n in plan}) != len(plan):
            self.fail("You named the same fighter twice.")
        return plan

    # --- running it ---------------------------------------------------------
    def do_newturn(self):
        script = self.current_combat()
        self.require_manager(script, "move the fight on")
        self.next_turn(script)

    def do_stop(self):
        script = self.current_combat()
        self.require_manager(script, "stop the fight")
        script.announce(f"{self.caller.key} ends fight #{script.number}.")
        removed = script.stop_combat()
        if removed:
            self.caller.msg(f"NPCs made for the fight are gone: {', '.join(removed)}.")

    def do_transfer(self):
        script = self.current_combat()
        self.require_manager(script, "hand the fight over")
        if not self.args.strip():
            self.fail("Hand the fight to whom?")
        new = self.find_character(self.args, anywhere=True)
        if not self.is_player_character(new):
            self.fail(f"{new.key} is an NPC; a player or staff member organizes.",
                      syntax=False)
        if script.organizes(new):
            self.fail(f"{new.key} already organizes fight #{script.number}.", syntax=False)
        script.organizer_id = new.id
        script.announce(f"{new.key} now organizes fight #{script.number}.")
