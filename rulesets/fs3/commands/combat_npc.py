"""The organizer's switches for the NPCs of a fight: arm and armor them
from the gear catalogue, and give every idle NPC an order. Mixed into
CmdCombat (rulesets/fs3/commands/combat.py)."""

from evennia.objects.models import ObjectDB

from rules.dice import game_rng
from rules.fs3.combat.ai import order_idle_npcs
from rulesets.fs3.combat_script import is_npc
from rulesets.fs3.gear_data import ARMORS, UNARMED_WEAPON, WEAPONS

NONE_WORDS = ("none", "nothing", "off", "brawling")


def _find_row(rows: list[dict], text: str, what: str, fail) -> dict:
    """The catalogue row called ``text`` (any case, or a unique start)."""
    key = " ".join(text.lower().split())
    exact = [r for r in rows if r["name"].lower() == key]
    if exact:
        return dict(exact[0])
    matches = [r for r in rows if r["name"].lower().startswith(key)]
    if len(matches) == 1:
        return dict(matches[0])
    if matches:
        fail(f"'{text}' could be {', '.join(r['name'] for r in matches)}.")
    names = ", ".join(r["name"] for r in rows)
    fail(f"There is no {what} called '{text}' in the catalogue: {names}.")


class CombatNpcs:
    """+combat/weapon, +combat/armor and +combat/ai."""

    def _npc_of_fight(self, what: str):
        """(script, the NPC object) named on the left of '='; the caller must
        organize the fight (or be staff), and it must be one of its NPCs."""
        script = self.current_combat()
        self.require_manager(script, what)
        if self.rhs is None or not self.lhs.strip() or not self.rhs.strip():
            self.fail("Give an NPC, '=' and the gear.")
        fighter = self.find_combatant(script, script.get_state(), self.lhs)
        obj = ObjectDB.objects.filter(id=int(fighter.id.lstrip("#"))).first()
        if obj is None or not is_npc(obj):
            self.fail(f"{fighter.name} is a player's character: players wield and wear "
                      f"their own gear.", syntax=False)
        return script, obj

    def _refresh(self, script):
        script.save_state(script.refresh_state(script.get_state()))

    def do_weapon(self):
        script, npc = self._npc_of_fight("arm NPCs")
        text = self.rhs.strip()
        if text.lower() in NONE_WORDS:
            npc.npc_weapon = None
            name = UNARMED_WEAPON
        else:
            row = _find_row([w for w in WEAPONS if w["name"] != UNARMED_WEAPON], text,
                            "weapon", self.fail)
            npc.npc_weapon = row
            name = row["name"]
        self._refresh(script)
        self.tell(script, f"{self.caller.key} arms {npc.key}: {name}.")

    def do_armor(self):
        script, npc = self._npc_of_fight("armor NPCs")
        text = self.rhs.strip()
        if text.lower() in NONE_WORDS:
            npc.npc_armor = []
            self._refresh(script)
            self.tell(script, f"{self.caller.key} takes {npc.key}'s armor off.")
            return
        row = _find_row(ARMORS, text, "armor", self.fail)
        covered = set(row.get("locations") or [])
        # a new piece replaces any that covers the same places
        kept = [a for a in (npc.npc_armor or []) if not covered & set(a.get("locations") or [])]
        npc.npc_armor = kept + [row]
        self._refresh(script)
        self.tell(script, f"{self.caller.key} puts {row['name']} on {npc.key}.")

    def do_ai(self):
        script = self.current_combat()
        self.require_manager(script, "give the NPCs orders")
        if self.args.strip():
            self.fail("+combat/ai takes nothing more.")
        state = script.get_state()
        new, given = order_idle_npcs(state, game_rng())
        if not given:
            self.fail("Every NPC already has an action, or none has anyone to attack.",
                      syntax=False)
        script.save_state(new)
        names = {cid: c.name for cid, c in new.combatants.items()}
        orders = ", ".join(f"{names[n]} attacks {names[t]}" for n, t in given)
        self.caller.msg(f"NPC orders for turn {new.turn}: {orders}.")
        script.maybe_end_turn()
