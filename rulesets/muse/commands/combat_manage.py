"""What muse adds to the shared management switches (core/combat/manage.py):
the gathering before initiative, NPC ratings on /add, the screen and the
GM's decrees. Mixed into CmdCombat (rulesets/muse/commands/combat.py)."""

from evennia.utils import create

from core.combat.manage import FightManage
from core.game_settings import setting
from core.numbers import parse_int
from features.practice.fights import PRACTICE_NOTE
from rules.muse.traits import RATING_MAX, RATING_MIN, TRAITS
from rulesets.fs3.npcs import NPC
from rulesets.muse import combat_format as cfmt
from rulesets.muse.combat_script import MuseCombatScript

NPC_LEVEL_MAX = 999  # as a character's level (+setstat)
GM_DAMAGE_MAX = 999  # Life Points one decree takes at most


def npc_rating_default() -> int:
    return int(setting("FOURFOLD_MUSE_NPC_RATING"))


class CombatManage(FightManage):
    """The organizer's (and everyone's joining) switches of +combat."""

    script_class = MuseCombatScript
    practice_note = PRACTICE_NOTE

    # --- the shared switches' muse parts ----------------------------------------
    def check_fit(self, obj):
        if obj.muse.dead:
            self.fail("You are dead: staff must +revive you before you can fight.", syntax=False)

    def enter(self, script, obj, options):
        """Into the gathering, or (once begun) into the order with an
        initiative roll, whose report then stands for the join line."""
        return "", script.add_fighter(obj, announce=False)

    def take_out(self, script, obj, by):
        script.remove_fighter(obj, by=by)  # the Script tells the fight

    def after_leaving(self, script):
        if not script.fighter_ids():
            script.announce(f"Nobody is left in fight #{script.number}: it ends.")
            script.stop_combat()

    def next_turn(self, script):
        script.new_turn()

    # --- muse's own switches -----------------------------------------------------
    def do_view(self):
        script = self.current_combat()
        self.caller.msg(cfmt.combat_screen(script, self.caller))

    def _add_rest(self, rest):
        """(rating, level) from '<rating>[/<level>]'."""
        if rest is None or not rest.strip():
            return npc_rating_default(), 1
        rating_text, _, level_text = rest.partition("/")
        rating_text, level_text = rating_text.strip(), level_text.strip()
        rating = parse_int(rating_text, RATING_MIN, RATING_MAX, "an NPC rating", signs=False)
        level = parse_int(level_text, 1, NPC_LEVEL_MAX, "a level", signs=False) if level_text else 1
        return rating, level

    def do_add(self):
        script = self.current_combat()
        self.require_manager(script, "add fighters")
        parts = self.parts(2)
        names = [n.strip() for n in parts[0].split(",") if n.strip()]
        if not names:
            self.fail("Add whom?")
        rating, level = self._add_rest(parts[1] if len(parts) > 1 else None)
        room = script.obj
        taken = {n.lower() for n in script.names().values()}
        plan = self.plan_additions(script, names, taken)
        added, texts, objs, was_practice = [], [], [], script.is_practice
        for obj, name in plan:
            if obj is None:
                obj = create.create_object(NPC, key=name, location=room)
                for trait in TRAITS:
                    obj.muse.set_rating(trait, rating)
                obj.muse.level = level
                obj.muse.life_points = obj.muse.max_life
                obj.npc_combat_id = script.id
                script.remember_npc(obj)
                added.append(f"{name} (NPC, every Trait {rating}, level {level})")
            else:
                added.append(f"{obj.key} ({'NPC' if self.is_npc(obj) else 'player character'})")
            objs.append(obj)
            texts.append(script.add_fighter(obj, announce=False))
        news = script.practice_news(was_practice, objs)
        script.announce("\n".join([f"{self.caller.key} adds {', '.join(added)} to the fight."]
                                  + [t for t in texts + [news] if t]))
        script.npc_acts()  # a practice NPC that joined on its own turn takes it

    # --- the GM's hand ------------------------------------------------------------
    def _gm_target(self, what: str):
        script = self.current_combat()
        self.require_manager(script, what)
        parts = self.parts(2)
        if len(parts) < 2 or not parts[0] or not parts[1]:
            self.fail("Name a fighter and what happens to them.")
        target = self.find_fighter(script, parts[0])
        obj = script.fighter_objects().get(target)
        if not self.is_staff() and (obj is None or not self.is_npc(obj)):
            name = obj.key if obj is not None else parts[0]
            self.fail(f"Only staff can {what} on a player's character ({name}); as organizer "
                      f"you hold that power over your fight's NPCs.", syntax=False)
        return script, target, parts[1]

    def do_damage(self):
        script, target, amount = self._gm_target("deal damage by decree")
        script.gm_damage(target, parse_int(amount, 1, GM_DAMAGE_MAX, "a number of Life Points", signs=False))

    def do_impose(self):
        script, target, text = self._gm_target("impose Tribulations by decree")
        name, _, detail = text.partition(":")
        script.gm_impose(target, name, detail.strip().lower() or None)

    def do_lift(self):
        script, target, name = self._gm_target("lift Tribulations")
        script.gm_lift(target, name)
