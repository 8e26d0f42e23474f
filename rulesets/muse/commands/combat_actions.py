"""What fighters do on their turn: attack, heal, move, give, recover, wake,
pass.
Mixed into CmdCombat (rulesets/muse/commands/combat.py)."""

from core.numbers import parse_int
from rules.muse.combat import ATTACK_TRAITS, INTENTS, declare_intent
from rules.muse.tribulations import IMPAIRED, IMPAIRED_SENSES

GIVE_MAX = 99  # actions handed over at once; the rules refuse more than the giver has

INTENT_HELP = ("damage/<melee||ranged||magic||tech>, tribulation:<name>[/<style or Trait>] "
               "or heal")


class CombatActions:
    """The fighters' switches of +combat."""

    def _actor_and_rest(self, script, most: int):
        """(actor id, the other parts): '[<npc>=]<part>[=<part>]'."""
        parts = self.parts(most)
        if len(parts) == most:
            return self.actor(script, parts[0]), parts[1:]
        return self.actor(script, None), parts

    def parse_intent(self, text: str):
        """(Intent, Impaired's sense or None) from the intent text."""
        text = (text or "").strip()
        if not text:
            self.fail(f"Declare an intent: {INTENT_HELP}.")
        head, _, style = text.partition("/")
        kind, _, tribulation = head.partition(":")
        style = style.strip() or None
        kind = kind.strip().lower()
        detail = None
        if kind and "tribulation".startswith(kind):
            name, _, detail = tribulation.partition(":")
            detail = detail.strip().lower() or None
            trait = None
            if style and style.lower() not in ATTACK_TRAITS:
                trait, style = style, None
            intent = declare_intent("tribulation", style=style, tribulation=name, trait=trait)
            if intent.tribulation == IMPAIRED and detail not in IMPAIRED_SENSES:
                self.fail(f"Say which sense Impaired takes: tribulation:impaired:"
                          f"<{'||'.join(IMPAIRED_SENSES)}>.")
            if intent.tribulation != IMPAIRED:
                detail = None
            return intent, detail
        if not kind or not any(i.startswith(kind) for i in INTENTS):
            self.fail(f"'{head.strip()}' is not an intent: use {INTENT_HELP}.")
        return declare_intent(kind, style=style), None

    def do_attack(self):
        script = self.current_combat()
        if not self.args.strip():
            self.fail("Attack whom, and to what end?")
        who, rest = self._actor_and_rest(script, 3)
        if len(rest) < 2 or not rest[1]:
            self.fail(f"Declare an intent after '=': {INTENT_HELP}.")
        names = [n.strip() for n in rest[0].split(",") if n.strip()]
        if not names:
            self.fail("Attack whom?")
        targets = [self.find_fighter(script, n) for n in names]
        intent, detail = self.parse_intent(rest[1])
        script.attack(who, targets if len(targets) > 1 else targets[0], intent, detail)

    def do_heal(self):
        script = self.current_combat()
        who, rest = self._actor_and_rest(script, 2)
        names = [n.strip() for n in rest[0].split(",") if n.strip()]
        if not names:
            self.fail("Heal whom?")
        targets = [self.find_fighter(script, n) for n in names]
        if len(set(targets)) != len(targets):
            self.fail("You named the same fighter twice.")
        script.heal(who, targets if len(targets) > 1 else targets[0])

    def do_move(self):
        script = self.current_combat()
        who, rest = self._actor_and_rest(script, 3)
        if len(rest) < 2 or not rest[0] or not rest[1]:
            self.fail("Move relative to whom, and to what distance?")
        script.move(who, self.find_fighter(script, rest[0]), rest[1])

    def do_give(self):
        script = self.current_combat()
        who, rest = self._actor_and_rest(script, 3)
        if len(rest) < 2 or not rest[0]:
            self.fail("Give actions to whom, and how many?")
        count = parse_int(rest[1], 1, GIVE_MAX, "a number of actions", signs=False)
        script.give(who, self.find_fighter(script, rest[0]), count)

    def do_recover(self):
        script = self.current_combat()
        who, rest = self._actor_and_rest(script, 2)
        if not rest[0]:
            self.fail("Recover from which Tribulation?")
        script.recover(who, rest[0])

    def do_wake(self):
        script = self.current_combat()
        who, rest = self._actor_and_rest(script, 2)
        if not rest[0]:
            self.fail("Wake whom?")
        script.wake(who, self.find_fighter(script, rest[0]))

    def do_pass(self):
        script = self.current_combat()
        parts = self.parts(2)
        name = parts[0] or None
        script.pass_turn(self.actor(script, name))

