"""Starting, joining, running and ending a fight. Mixed into CmdCombat
(rulesets/fs3/commands/combat.py)."""

import re

from evennia.objects.objects import DefaultCharacter
from evennia.utils import create

from core.numbers import parse_ref
from features.practice.fights import PRACTICE_NOTE
from rulesets.fs3 import combat_format as cfmt
from rulesets.fs3.combat_script import (
    PC_TEAM,
    FS3CombatScript,
    combat_by_number,
    combat_in_room,
    combat_of,
    invited_to,
    is_npc,
)
from rulesets.fs3.npcs import NPC, find_level, npc_levels

NPC_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9 _'-]{0,29}$")


class CombatManage:
    """The organizer's (and everyone's joining and leaving) switches of +combat."""

    def _not_fighting(self, obj):
        other = combat_of(obj)
        if other is not None:
            self.fail(f"{obj.key} is already in fight #{other.number}.", syntax=False)

    def do_view(self):
        script = self.current_combat()
        organizer = script.organizer
        room = script.obj
        self.caller.msg(cfmt.combat_screen(
            script.number, room.key if room else "nowhere",
            organizer.key if organizer else "nobody", script.refresh_state(script.get_state()),
            script.time_until_next_repeat()))

    def do_start(self):
        room = self.caller.location
        if room is None:
            self.fail("You need to be somewhere to start a fight.", syntax=False)
        here = combat_in_room(room)
        if here is not None:
            self.fail(f"There is already a fight here (#{here.number}); +combat/join to "
                      f"take part.", syntax=False)
        self._not_fighting(self.caller)
        team = self.parse_team(self.args) if self.args.strip() else PC_TEAM
        script = FS3CombatScript.begin(room, self.caller)
        script.add_fighter(self.caller, team)
        self.tell(script, f"{self.caller.key} starts a fight here (combat #{script.number}) "
                          f"and organizes it. Join with +combat/join.")

    def do_join(self):
        number = self.lhs.strip()
        team = self.parse_team(self.rhs) if self.rhs is not None else None
        if number:
            script = combat_by_number(parse_ref(number, "a combat number", " (see +combats)"))
            if script is None:
                self.fail(f"There is no fight #{number.lstrip('#')} (see +combats).",
                          syntax=False)
        else:
            script = combat_in_room(self.caller.location) or invited_to(self.caller)
            if script is None:
                self.fail("There is no fight here to join (see +combats).", syntax=False)
        self._not_fighting(self.caller)
        added = script.add_fighter(self.caller, team)
        script.forget_invitation(self.caller)
        news = f"\n{PRACTICE_NOTE}" if script.is_practice else ""
        self.tell(script, f"{self.caller.key} joins the fight on team {added.team}.{news}")

    def do_invite(self):
        """Ask a player character to join: they accept with +combat/join."""
        from core.lookup import characters as lookup

        script = self.current_combat()
        self.require_manager(script, "invite fighters")
        if not self.args.strip():
            self.fail("Invite whom?")
        guest = self.find_character(self.args, anywhere=True)
        if is_npc(guest) or not lookup.is_character(guest):
            self.fail(f"{guest.key} is an NPC: add it with +combat/add {guest.key}.",
                      syntax=False)
        if script.has_combatant(guest):
            self.fail(f"{guest.key} is already in this fight.", syntax=False)
        self._not_fighting(guest)
        script.invite(guest)
        room = script.obj
        where = room.key if room else "nowhere"
        guest.msg(f"{self.caller.key} invites you to fight #{script.number} ({where}). "
                  f"Type +combat/join {script.number} to accept, or ignore it.")
        self.tell(script, f"{self.caller.key} invites {guest.key} to the fight.")

    def do_leave(self):
        script = combat_of(self.caller)
        if script is None:
            self.fail("You are not in a fight.", syntax=False)
        script.remove_fighter(self.caller)
        self.tell(script, f"{self.caller.key} leaves the fight.")
        self.caller.msg(f"You leave fight #{script.number}.")
        script.maybe_end_turn()

    def do_team(self):
        script = self.current_combat()
        state = script.get_state()
        if self.rhs is None:
            self.fail("Give a name and a team.")
        who = self.find_combatant(state, self.lhs)
        team = self.parse_team(self.rhs)
        if who.id != self.caller.dbref:
            self.require_manager(script, "put others on a team")
        script.set_team(who.id, team)
        self.tell(script, f"{who.name} is now on team {team}.")

    def _add_rest(self):
        """(level or None, team or None) from '=<level>[/<team>]'."""
        if self.rhs is None:
            return None, None
        level_text, slash, team_text = self.rhs.partition("/")
        level = None
        if level_text.strip():
            level = find_level(level_text)
            if level is None:
                kinds = ", ".join(npc_levels())
                self.fail(f"'{level_text.strip()}' is not an NPC level: use {kinds}.")
        team = self.parse_team(team_text) if slash else None
        return level, team

    def _no_player(self, name: str, obj=None):
        """Refuse to pull a player character in, or to make an NPC named
        after a player who is elsewhere or offline (RULINGS.md, "Who may
        decide what"): players join by their own command or an invitation."""
        from evennia.accounts.models import AccountDB

        from core.lookup import characters as lookup

        if obj is not None:
            player = not is_npc(obj)
        else:
            player = (any(not is_npc(c) for c in lookup.search_anywhere_exact(name))
                      or AccountDB.objects.filter(username__iexact=name).exists())
        if player:
            self.fail(f"{obj.key if obj else name} is a player's character: players join "
                      f"with +combat/join, or you invite them with +combat/invite "
                      f"{obj.key if obj else name}.", syntax=False)

    def do_add(self):
        script = self.current_combat()
        self.require_manager(script, "add fighters")
        names = [n.strip() for n in self.lhs.split(",") if n.strip()]
        if not names:
            self.fail("Add whom?")
        level, team = self._add_rest()
        room = script.obj
        state = script.get_state()
        plan = []  # (existing object or None, name)
        for name in names:
            found = self.caller.search(name, location=room, quiet=True) if room else []
            found = [o for o in found if o.is_typeclass(DefaultCharacter, exact=False)]
            exact = [o for o in found if o.key.lower() == name.lower()]
            found = exact or found
            if len(found) > 1:
                self.fail(f"'{name}' could be {', '.join(o.key for o in found)}.",
                          syntax=False)
            if found:
                obj = found[0]
                if obj.dbref in state.combatants:
                    self.fail(f"{obj.key} is already in this fight.", syntax=False)
                self._no_player(obj.key, obj)
                self._not_fighting(obj)
                plan.append((obj, obj.key))
            else:
                self._no_player(name)
                if not NPC_NAME_RE.match(name):
                    self.fail(f"'{name}' is not a usable NPC name (letters first, "
                              f"at most 30 characters).")
                if any(c.name.lower() == name.lower() for c in state.combatants.values()):
                    self.fail(f"Someone called {name} is already in this fight.",
                              syntax=False)
                plan.append((None, name))
        if len({n.lower() for _, n in plan}) != len(plan):
            self.fail("You named the same fighter twice.")
        added, objs, was_practice = [], [], script.is_practice
        for obj, name in plan:
            if obj is None:
                obj = create.create_object(NPC, key=name, location=room)
                obj.set_level(level or obj.npc_level)
                obj.npc_combat_id = script.id
                script.remember_npc(obj)
            elif level and isinstance(obj, NPC):
                obj.set_level(level)
            c = script.add_fighter(obj, team)
            objs.append(obj)
            kind = f"{obj.npc_level}, {obj.npc_rating} dice, " if is_npc(obj) else ""
            added.append(f"{c.name} ({kind}team {c.team})")
        news = script.practice_news(was_practice, objs)
        self.tell(script, f"{self.caller.key} adds {', '.join(added)} to the fight."
                          + (f"\n{news}" if news else ""))

    def do_newturn(self):
        script = self.current_combat()
        self.require_manager(script, "end the turn")
        script.end_turn()

    def do_stop(self):
        script = self.current_combat()
        self.require_manager(script, "stop the fight")
        self.tell(script, f"{self.caller.key} ends fight #{script.number}.")
        removed = script.stop_combat()
        if removed:
            self.caller.msg(f"NPCs made for the fight are gone: {', '.join(removed)}.")

    def do_transfer(self):
        script = self.current_combat()
        self.require_manager(script, "hand the fight over")
        if not self.args.strip():
            self.fail("Hand the fight to whom?")
        new = self.find_character(self.args, anywhere=True)
        if is_npc(new):
            self.fail(f"{new.key} is an NPC; a player or staff member organizes.",
                      syntax=False)
        script.organizer_id = new.id
        self.tell(script, f"{new.key} now organizes fight #{script.number}.")
        if new not in script.recipients():
            new.msg(f"You now organize fight #{script.number}.")

    def do_summary(self):
        script = self.current_combat()
        self.require_manager(script, "see who has yet to act")
        self.caller.msg(cfmt.summary_text(script.get_state()))

