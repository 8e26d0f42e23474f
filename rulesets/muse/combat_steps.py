"""The fighters' steps in a muse fight (attack, heal, move, give, recover,
wake, pass, the organizer's new turn): a mixin of MuseCombatScript
(rulesets/muse/combat_script.py). Each checks first, so a refused step raises
RulesError before any die is thrown or anything is stored."""

from __future__ import annotations

from dataclasses import replace

from rules.dice import game_rng
from rules.errors import RulesError
from rules.muse import encounter as enc
from rules.muse import fight
from rules.muse.combat import (
    CLOSE,
    DEAL_DAMAGE,
    HEAL,
    HEAL_TRAIT,
    IMPOSE_TRIBULATION,
    MELEE,
    Intent,
    check_heal,
    find_distance,
    multi_target,
)
from rules.muse.combatant import Combatant, CombatState
from rules.muse.effects import ATTACK, OTHER, RECOVER
from rules.muse.opposed import resolve_rolls
from rules.muse.reactions import attack as make_incoming
from rules.muse.recovery import recovery_roll
from rules.muse.roll import roll_pool
from rules.muse.tribulations import TIRED, UNCONSCIOUS, begin_rest, find_tribulation, impose
from rules.muse.waking import help_wake, wake_roll
from rulesets.muse.combat_common import pair_key


class CombatSteps:
    """What fighters and the organizer do; mixed into MuseCombatScript."""

    # --- checks shared by every action ----------------------------------------------
    def _ready(self) -> CombatState:
        state = self.get_state()
        if state is None:
            raise RulesError("The fight has not begun: the organizer rolls initiative "
                             "with +combat/newturn.")
        if state.over:
            raise RulesError("This fight is over: nobody is left to take a turn.")
        if self.pending is not None:
            who = self.names().get(self.pending["incoming"]["target"], "someone")
            raise RulesError(f"Wait: {who} has yet to react to an attack.")
        return state

    @staticmethod
    def _my_turn(state: CombatState, who: str) -> None:
        c = state.fighter(who)
        if c.dead or who not in state.current_turn.members:
            raise RulesError("It is not your turn.")
        if c.actions_left <= 0:
            raise RulesError("You have no actions left this turn.")

    @staticmethod
    def _target(state: CombatState, target: str) -> Combatant:
        t = state.fighter(target)
        if t.dead:
            raise RulesError("That fighter is dead.")
        return t

    # --- actions ------------------------------------------------------------------------
    def attack(self, who: str, target, intent: Intent, detail: str | None = None) -> str:
        """Spend an action on an attack with a declared intent (``detail``:
        the sense an Impaired attack takes away). ``target`` may be a list:
        an attack on several rolls 1d6 for how many of them (in the order
        named) it reaches, and each of those reacts in turn."""
        if intent.kind == HEAL:
            return self.heal(who, target)
        targets = [target] if isinstance(target, str) else list(dict.fromkeys(target))
        state = self._ready()
        self._my_turn(state, who)
        if len(targets) > 1 and intent.kind != DEAL_DAMAGE:
            raise RulesError("Only an attack to deal damage can aim at several at once.")
        for one in targets:
            if who == one:
                raise RulesError("You cannot attack yourself.")
            victim = self._target(state, one)
            if intent.style == MELEE and self.distance(who, one) != CLOSE:
                raise RulesError("A melee attack needs its target Close: move there first.")
        if intent.kind == IMPOSE_TRIBULATION:
            impose(victim.tribulations, intent.tribulation, who, detail)
        rng = game_rng()
        state, events = enc.take_action(state, who, ATTACK, rng, target=targets[0])
        if len(targets) > 1:
            reach = multi_target(rng, len(targets))
            events.append({"type": "targets", "who": who, "die": reach.die,
                           "targets": targets[:reach.count]})
            targets = targets[:reach.count]
        target = targets[0]
        attacker = state.fighter(who)
        victim = state.fighter(target)
        roll = roll_pool(attacker.pool(intent.trait, against=victim), rng)
        events.append({"type": "attack", "who": who, "target": target, "targets": targets,
                       "intent": intent.to_dict(), "roll": roll.to_dict()})
        if attacker.dead:
            return self._finish(state, events)
        if intent.kind == DEAL_DAMAGE:
            incoming = [make_incoming(who, t, roll, attacker.pc, state.fighter(t).pc)
                        for t in targets]
            if incoming[0].damage <= 0:
                events.append({"type": "no damage", "who": who, "target": target})
                return self._finish(state, events)
            return self._send(state, incoming[0], events, queued=incoming[1:])
        resist_trait = fight.resisting_trait(victim, intent.trait, against=attacker)
        resist = roll_pool(victim.pool(resist_trait, against=attacker), rng)
        opposed = resolve_rolls(roll, resist, rng, attacker.pc, victim.pc)
        events.append({"type": "resist", "who": target, "trait": resist_trait,
                       "opposed": opposed.to_dict(), "tribulation": intent.tribulation})
        if opposed.first_won:
            state, more = enc.impose_on(state, target, intent.tribulation, who, detail)
            events += more
        return self._finish(state, events)

    def heal(self, who: str, target) -> str:
        """Spend an action on a Survival roll that heals ``target``; a list of
        targets rolls 1d6 for how many of them (in the order named) it
        reaches, each healed by the same successes. All must be Close."""
        targets = [target] if isinstance(target, str) else list(dict.fromkeys(target))
        state = self._ready()
        self._my_turn(state, who)
        for one in targets:
            self._target(state, one)
            check_heal(None, None, self.distance(who, one))
        rng = game_rng()
        state, events = enc.take_action(state, who, "heal", rng, target=targets[0])
        if len(targets) > 1:
            reach = multi_target(rng, len(targets))
            targets = targets[:reach.count]
            events.append({"type": "heal targets", "who": who, "die": reach.die,
                           "targets": targets})
        healer = state.fighter(who)
        roll = roll_pool(healer.pool(HEAL_TRAIT), rng)
        events.append({"type": "heal roll", "who": who, "target": targets[0], "targets": targets,
                       "roll": roll.to_dict()})
        alive = [t for t in targets if not state.fighter(t).dead]
        if not healer.dead and alive:
            state, more = enc.heal(state, who, alive, roll.successes)
            events += more
        return self._finish(state, events)

    def move(self, who: str, target: str, band: str) -> str:
        state = self._ready()
        self._my_turn(state, who)
        self._target(state, target)
        if who == target:
            raise RulesError("Move relative to someone else.")
        band = find_distance(band)
        old = self.distance(who, target)
        covered = fight.trip(old, band)
        state, events = enc.move(state, who, covered, game_rng())
        events.append({"type": "moved", "who": who, "target": target, "from": old, "to": band})
        distances = dict(self.db.distances or {})
        distances[pair_key(who, target)] = band
        self.db.distances = distances
        return self._finish(state, events)

    def give(self, giver: str, receiver: str, count: int) -> str:
        state = self._ready()
        if giver not in state.current_turn.members:
            raise RulesError("It is not your turn.")
        state = enc.give(state, giver, receiver, count)
        return self._finish(state, [{"type": "gave", "who": giver, "to": receiver, "count": count}])

    def recover(self, who: str, name: str) -> str:
        state = self._ready()
        trib = find_tribulation(name)
        c = state.fighter(who)
        if trib.name not in c.tribulations:
            raise RulesError(f"You are not {trib.name}.")
        rng = game_rng()
        if trib.name == TIRED:
            if c.dead or who not in state.current_turn.members:
                raise RulesError("It is not your turn.")
            afflictions, rounds = begin_rest(c.tribulations, rng)
            state = enc.set_tribulations(state, who, afflictions)
            return self._finish(state, [{"type": "rest", "who": who, "rounds": rounds}])
        if not trib.recovery:
            raise RulesError(f"Only the GM can lift {trib.name}.")
        self._my_turn(state, who)
        state, events = enc.take_action(state, who, RECOVER, rng, recovering=trib.name)
        state, more = self._recovery_roll(state, who, trib.name, rng)
        return self._finish(state, events + more)

    def wake(self, who: str, sleeper: str) -> str:
        """Spend an action trying to wake someone Unconscious and Close: they
        roll Awareness with a die for each helper this round."""
        state = self._ready()
        self._my_turn(state, who)
        s, label = self._target(state, sleeper), self.names().get(sleeper, sleeper)
        if who != sleeper and UNCONSCIOUS not in s.tribulations:
            raise RulesError(f"{label} is not Unconscious.")
        if who != sleeper and s.dying is not None:
            raise RulesError(f"{label} is dying: only healing or their own dying checks bring "
                             f"them round.")
        state = help_wake(state, who, sleeper)
        if self.distance(who, sleeper) != CLOSE:
            raise RulesError("Waking someone takes being Close to them: move there first.")
        rng = game_rng()
        state, events = enc.take_action(state, who, OTHER, rng, target=sleeper)
        events.append({"type": "wake help", "who": who, "target": sleeper,
                       "helpers": list(state.fighter(sleeper).wakers)})
        if state.fighter(sleeper).dead or UNCONSCIOUS not in state.fighter(sleeper).tribulations:
            return self._finish(state, events)
        state, more = self._recovery_roll(state, sleeper, UNCONSCIOUS, rng)
        return self._finish(state, events + more)

    @staticmethod
    def _recovery_roll(state: CombatState, who: str, name: str, rng):
        """``who`` rolls to end Tribulation ``name`` (opposed by whoever caused
        it, if they are still fighting); waking counts the round's helpers."""
        trib = find_tribulation(name)
        c = state.fighter(who)
        trait = max(trib.recovery, key=lambda t: c.pool(t).dice)
        active = dict(c.tribulations)
        aff = active[trib.name]
        source = state.combatants.get(aff.source) if aff.source else None
        opposing = None
        if source is not None and not source.dead:
            source_trait = max(trib.imposing or trib.recovery, key=lambda t: source.pool(t).dice)
            opposing = source.pool(source_trait)
        elif aff.source is not None:
            active[trib.name] = replace(aff, source=None)
        kwargs = dict(opposing=opposing, afflicted_pc=c.pc, source_pc=bool(source and source.pc))
        if trib.name == UNCONSCIOUS:
            result = wake_roll(active, c.pool(trait), len(c.wakers), rng, **kwargs)
        else:
            result = recovery_roll(active, trib.name, c.pool(trait), rng, **kwargs)
        events = [{"type": "recovery", "who": who, "source": aff.source,
                   "helpers": len(c.wakers) if trib.name == UNCONSCIOUS else 0, **result.to_dict()}]
        if result.recovered:
            state = enc.lift(state, who, trib.name)
        return state, events

    # --- the GM's hand (organizer or staff) ------------------------------------------
    def gm_damage(self, target: str, amount: int) -> str:
        """Damage from the story (a hazard, a falling beam): no roll, no reaction."""
        state = self._ready()
        self._target(state, target)
        if amount < 1:
            raise RulesError("Damage is at least 1 point.")
        state, events = enc.damage(state, target, amount, None)
        return self._finish(state, events)

    def gm_impose(self, target: str, name: str, detail: str | None = None) -> str:
        """Place a Tribulation by the GM's word (Cursed and Possessed only so)."""
        state = self._ready()
        self._target(state, target)
        state, events = enc.impose_on(state, target, name, None, detail)
        return self._finish(state, events)

    def gm_lift(self, target: str, name: str) -> str:
        state = self._ready()
        trib = find_tribulation(name)
        state = enc.lift(state, target, trib.name)
        return self._finish(state, [{"type": "tribulation ended", "who": target,
                                     "tribulation": trib.name}])

    def pass_turn(self, who: str) -> str:
        state = self._ready()
        state = fight.pass_turn(state, who)
        return self._finish(state, [{"type": "pass", "who": who}])

    def new_turn(self) -> str:
        """The organizer moves on: begin the fight, or settle any awaited
        reaction with its default and end the current turn."""
        if not self.started:
            return self.begin_fight()
        state = self.get_state()
        if state.over:
            raise RulesError("This fight is over: nobody is left to take a turn.")
        events = []
        if self.pending is not None:
            state, events, _ = self._settle(state, None, None, True, [], auto=True)
            state, events, _ = self._drain(state, events, auto=True)
        if not state.over:
            state, more = enc.end_turn(state, game_rng())
            events += more
        return self._finish(state, events, check_turn=False)

