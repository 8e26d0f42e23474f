"""Starting, joining, leaving, filling, running and ending a muse fight. Mixed into
CmdCombat (rulesets/muse/commands/combat.py)."""

import re

from django.conf import settings
from evennia.objects.objects import DefaultCharacter
from evennia.utils import create

from core.lookup.player_characters import is_player_character, player_character_named
from core.numbers import parse_int
from features.practice.fights import PRACTICE_NOTE
from rules.muse.traits import RATING_MAX, RATING_MIN, TRAITS
from rulesets.fs3.npcs import NPC
from rulesets.muse import combat_format as cfmt
from rulesets.muse.combat_script import MuseCombatScript, all_combats, combat_in_room, combat_of, is_npc

NPC_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9 _'-]{0,29}$")
DEFAULT_NPC_RATING = 3
NPC_LEVEL_MAX = 999  # as a character's level (+setstat)
GM_DAMAGE_MAX = 999  # Life Points one decree takes at most


def npc_rating_default() -> int:
    return int(getattr(settings, "FOURFOLD_MUSE_NPC_RATING", DEFAULT_NPC_RATING))


class CombatManage:
    """The organizer's (and everyone's joining) switches of +combat."""

    def _not_fighting(self, obj):
        other = combat_of(obj)
        if other is not None:
            self.fail(f"{obj.key} is already in fight #{other.number}.", syntax=False)

    def do_view(self):
        script = self.current_combat()
        self.caller.msg(cfmt.combat_screen(script, self.caller))

    def do_start(self):
        room = self.caller.location
        if room is None:
            self.fail("You need to be somewhere to start a fight.", syntax=False)
        if self.args.strip():
            self.fail("+combat/start takes nothing after it.")
        here = combat_in_room(room)
        if here is not None:
            self.fail(f"There is already a fight here (#{here.number}); +combat/join to take part.",
                      syntax=False)
        self._not_fighting(self.caller)
        script = MuseCombatScript.begin(room, self.caller)
        script.add_fighter(self.caller)
        script.announce(f"{self.caller.key} starts a muse fight here (#{script.number}) and "
                        f"organizes it. Join with +combat/join.")

    def do_join(self):
        if self.args.strip():
            self.fail("+combat/join takes nothing after it: it joins the fight here.")
        script = combat_in_room(self.caller.location)
        if script is None:
            invited = [c for c in all_combats() if self.caller.id in c.invited_ids]
            where = "".join(f" You are invited to fight #{c.number} in {c.obj.key if c.obj else 'somewhere'}: "
                            f"go there to join it." for c in invited[:1])
            self.fail("There is no muse fight here to join." + where, syntax=False)
        self._not_fighting(self.caller)
        if self.caller.muse.dead:
            self.fail("You are dead: staff must +revive you before you can fight.", syntax=False)
        invited = self.caller.id in script.invited_ids
        text = script.add_fighter(self.caller)
        if invited:
            script.db.invited = [i for i in script.invited_ids if i != self.caller.id]
        news = f"\n{PRACTICE_NOTE}" if script.is_practice else ""
        if not text:
            how = " at the organizer's invitation" if invited else ""
            script.announce(f"{self.caller.key} joins the fight{how}.{news}")
        elif news:
            script.announce(news.strip())

    def do_invite(self):
        script = self.current_combat()
        self.require_manager(script, "invite fighters")
        name = self.args.strip()
        if not name:
            self.fail("Invite whom?")
        room = script.obj
        found = self.caller.search(name, location=room, quiet=True) if room else []
        found = [o for o in found if is_player_character(o)]
        exact = [o for o in found if o.key.lower() == name.lower()]
        target = exact[0] if len(exact) == 1 else player_character_named(name)
        if target is None and len(found) > 1:
            self.fail(f"'{name}' could be {', '.join(o.key for o in found)}.", syntax=False)
        if target is None and found:
            target = found[0]
        if target is None or not is_player_character(target):
            self.fail(f"No player character called '{name}' is in the game; NPCs are made "
                      f"with +combat/add.", syntax=False)
        if script.has_combatant(target):
            self.fail(f"{target.key} is already in this fight.", syntax=False)
        if target.id not in script.invited_ids:
            script.db.invited = script.invited_ids + [target.id]
        where = room.key if room else "here"
        target.msg(f"{self.caller.key} invites you to muse fight #{script.number} in {where}. "
                   f"To take part, be there and type +combat/join; to decline, do nothing.")
        self.caller.msg(f"You invite {target.key} to the fight; they join with +combat/join "
                        f"if they wish.")

    def do_leave(self):
        script = self.current_combat()
        name = self.args.strip()
        if not name:
            if not script.has_combatant(self.caller):
                self.fail("You are not in this fight.", syntax=False)
            who = self.caller.dbref
        else:
            who = self.find_fighter(script, name)
            if who != self.caller.dbref:
                self.require_manager(script, "take others out of the fight")
        obj = script.fighter_objects().get(who)
        if obj is None:
            self.fail("That fighter is no longer in the game.", syntax=False)
        script.remove_fighter(obj, by=None if obj == self.caller else self.caller)
        if obj == self.caller:
            self.caller.msg(f"You leave fight #{script.number}.")
        if not script.fighter_ids():
            script.announce(f"Nobody is left in muse fight #{script.number}: it ends.")
            script.stop_combat()

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
        plan = []
        for name in names:
            found = self.caller.search(name, location=room, quiet=True) if room else []
            found = [o for o in found if o.is_typeclass(DefaultCharacter, exact=False)]
            found = [o for o in found if o.key.lower() == name.lower()] or found
            if len(found) > 1:
                self.fail(f"'{name}' could be {', '.join(o.key for o in found)}.", syntax=False)
            if found:
                obj = found[0]
                if script.has_combatant(obj):
                    self.fail(f"{obj.key} is already in this fight.", syntax=False)
                if not is_npc(obj):
                    self.fail(f"{obj.key} is a player's character: players join by their own "
                              f"+combat/join. Ask with +combat/invite {obj.key}.", syntax=False)
                self._not_fighting(obj)
                plan.append((obj, obj.key))
            else:
                player = player_character_named(name)
                if player is not None:
                    self.fail(f"{player.key} is a player's name: no NPC is made of it. Players "
                              f"join by their own +combat/join (+combat/invite {player.key}).",
                              syntax=False)
                if not NPC_NAME_RE.match(name):
                    self.fail(f"'{name}' is not a usable NPC name (a letter first, at most "
                              f"30 characters).")
                if name.lower() in taken:
                    self.fail(f"Someone called {name} is already in this fight.", syntax=False)
                plan.append((None, name))
        if len({n.lower() for _, n in plan}) != len(plan):
            self.fail("You named the same fighter twice.")
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
                added.append(f"{obj.key} ({'NPC' if is_npc(obj) else 'player character'})")
            objs.append(obj)
            texts.append(script.add_fighter(obj, announce=False))
        news = script.practice_news(was_practice, objs)
        script.announce("\n".join([f"{self.caller.key} adds {', '.join(added)} to the fight."]
                                  + [t for t in texts + [news] if t]))
        script.npc_acts()  # a practice NPC that joined on its own turn takes it

    def do_newturn(self):
        script = self.current_combat()
        self.require_manager(script, "move the fight on")
        script.new_turn()

    def do_stop(self):
        script = self.current_combat()
        self.require_manager(script, "stop the fight")
        script.announce(f"{self.caller.key} ends muse fight #{script.number}.")
        removed = script.stop_combat()
        if removed:
            self.caller.msg(f"NPCs made for the fight are gone: {', '.join(removed)}.")

    # --- the GM's hand ------------------------------------------------------------
    def _gm_target(self, what: str):
        script = self.current_combat()
        self.require_manager(script, what)
        parts = self.parts(2)
        if len(parts) < 2 or not parts[0] or not parts[1]:
            self.fail("Name a fighter and what happens to them.")
        target = self.find_fighter(script, parts[0])
        obj = script.fighter_objects().get(target)
        if not self.is_staff() and (obj is None or not is_npc(obj)):
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
