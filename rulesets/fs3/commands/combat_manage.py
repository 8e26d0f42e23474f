"""What fs3 adds to the shared management switches (core/combat/manage.py):
teams, fight numbers on /join, NPC levels on /add, the screen and
/summary. Mixed into CmdCombat (rulesets/fs3/commands/combat.py)."""

from evennia.utils import create

from core.combat.manage import FightManage
from core.numbers import parse_ref
from core.text import counts
from features.practice.fights import PRACTICE_NOTE
from rulesets.fs3 import combat_format as cfmt
from rulesets.fs3.combat_script import PC_TEAM, FS3CombatScript
from rulesets.fs3.npcs import NPC, find_level, npc_levels


class CombatManage(FightManage):
    """The organizer's (and everyone's joining and leaving) switches of +combat."""

    script_class = FS3CombatScript
    practice_note = PRACTICE_NOTE

    # --- the shared switches' fs3 parts ------------------------------------------
    def start_options(self):
        """/start [<team>]: the organizer's team."""
        return self.parse_team(self.args) if self.args.strip() else PC_TEAM

    def join_options(self):
        """/join [<#>][=<team>]: a fight by number, and a team."""
        number = self.lhs.strip()
        team = self.parse_team(self.rhs) if self.rhs is not None else None
        return (parse_ref(number, "a combat number", " (see +combats)") if number else None,
                team)

    def enter(self, script, obj, team):
        added = script.add_fighter(obj, team)
        return f" on team {added.team}", ""

    def take_out(self, script, obj, by):
        script.remove_fighter(obj)
        if by is None:
            self.tell(script, f"{obj.key} leaves the fight.")
        else:
            self.tell(script, f"{by.key} takes {obj.key} out of the fight.")
        if self.is_npc(obj) and script.made_here(obj):  # an NPC the fight made vanishes
            script.forget_npc(obj)
            obj.delete()

    def after_leaving(self, script):
        script.maybe_end_turn()

    def next_turn(self, script):
        script.end_turn()

    # --- fs3's own switches ------------------------------------------------------
    def do_view(self):
        script = self.current_combat()
        organizer = script.organizer
        room = script.obj
        self.caller.msg(cfmt.combat_screen(
            script.number, room.key if room else "nowhere",
            organizer.key if organizer else "nobody", script.refresh_state(script.get_state()),
            script.time_until_next_repeat()))

    def do_team(self):
        script = self.current_combat()
        state = script.get_state()
        if self.rhs is None:
            self.fail("Give a name and a team.")
        who = self.find_combatant(script, state, self.lhs)
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

    def do_add(self):
        script = self.current_combat()
        self.require_manager(script, "add fighters")
        names = [n.strip() for n in self.lhs.split(",") if n.strip()]
        if not names:
            self.fail("Add whom?")
        level, team = self._add_rest()
        taken = {c.name.lower() for c in script.get_state().combatants.values()}
        plan = self.plan_additions(script, names, taken)
        added, objs, was_practice = [], [], script.is_practice
        for obj, name in plan:
            if obj is None:
                obj = create.create_object(NPC, key=name, location=script.obj)
                obj.set_level(level or obj.npc_level)
                obj.npc_combat_id = script.id
                script.remember_npc(obj)
            elif level and isinstance(obj, NPC):
                obj.set_level(level)
            c = script.add_fighter(obj, team)
            objs.append(obj)
            kind = f"{obj.npc_level}, {counts.dice(obj.npc_rating)}, " if self.is_npc(obj) else ""
            added.append(f"{c.name} ({kind}team {c.team})")
        news = script.practice_news(was_practice, objs)
        self.tell(script, f"{self.caller.key} adds {', '.join(added)} to the fight."
                          + (f"\n{news}" if news else ""))

    def do_summary(self):
        script = self.current_combat()
        self.require_manager(script, "see who has yet to act")
        self.caller.msg(cfmt.summary_text(script.get_state()))
