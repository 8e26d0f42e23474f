"""Practice NPCs take their own turns in a muse fight: a mixin of
MuseCombatScript (rulesets/muse/combat_script.py).

Nobody acts for a training opponent (the muse wing's Bramble, or any NPC
staff tag as practice), so when its turn comes it acts at once, as fs3's
sparring NPC fights back unasked: it shakes off Unconscious if it can,
else attacks an opponent who is awake and not dying, in melee when Close
and otherwise with whichever of its ranged, magic or tech Traits is best.
With nobody to attack, or when the rules refuse, it passes. Its attacks
ask their target to react like any other, and it goes on with its next
action once they have.

Each step is an ordinary Script step (attack, recover, pass), so it is
checked, stored, logged and announced as if someone had typed it.
"""

from __future__ import annotations

from rules.errors import RulesError
from rules.muse.combat import ATTACK_TRAITS, CLOSE, DEAL_DAMAGE, MELEE, declare_intent
from rules.muse.tribulations import UNCONSCIOUS

MAX_AUTO_STEPS = 12  # steps one command may set off (two NPC turns of six actions)


class CombatAI:
    """Turns of practice NPCs; mixed into MuseCombatScript."""

    def npc_acts(self) -> str:
        """Let a practice NPC holding the turn act now (after an /add)."""
        return self._npc_acts("")

    def _npc_acts(self, text: str) -> str:
        """After a step: while a practice NPC holds the turn, let it act."""
        if self.ndb.auto_acting:
            return text  # the loop below is already running
        self.ndb.auto_acting = True
        try:
            for _ in range(MAX_AUTO_STEPS):
                who = self._auto_actor()
                if who is None:
                    break
                more = self._auto_step(who)
                if more is None:
                    break
                text = f"{text}\n{more}" if text else more
        finally:
            self.ndb.auto_acting = False
        return text

    def _auto_actor(self) -> str | None:
        """The practice NPC whose turn it is and who can still act, or None."""
        from features.practice.fights import is_practice_npc

        state = self.get_state()
        if state is None or state.over or not state.order or self.pending is not None:
            return None
        objects = self.fighter_objects()
        for who in state.current_turn.members:
            c = state.combatants.get(who)
            if (c is not None and not c.pc and not c.dead and c.actions_left > 0
                    and is_practice_npc(objects.get(who))):
                return who
        return None

    @staticmethod
    def _auto_target(state, who: str) -> str | None:
        me = state.fighter(who)
        foes = [c for c in state.combatants.values()
                if c.side != me.side and not c.dead and c.dying is None
                and UNCONSCIOUS not in c.tribulations]
        return min(foes, key=lambda c: c.who).who if foes else None

    def _auto_step(self, who: str) -> str | None:
        """One action for ``who``; None when not even a pass was possible."""
        state = self.get_state()
        me = state.fighter(who)
        try:
            if UNCONSCIOUS in me.tribulations:
                return self.recover(who, UNCONSCIOUS)
            target = self._auto_target(state, who)
            if target is None:
                return self.pass_turn(who)
            if self.distance(who, target) == CLOSE:
                style = MELEE
            else:
                style = max((s for s in ATTACK_TRAITS if s != MELEE),
                            key=lambda s: me.rating(ATTACK_TRAITS[s]))
            return self.attack(who, target, declare_intent(DEAL_DAMAGE, style=style))
        except RulesError:
            try:
                return self.pass_turn(who)
            except RulesError:
                return None
