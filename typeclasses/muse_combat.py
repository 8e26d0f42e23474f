"""One muse fight: a persistent Script on the room where it began.

Everything lives in Attributes, so a reload or restart mid-fight (even with
a reaction still awaited) loses nothing:

- ``db.state``: ``rules.muse.combatant.CombatState.to_dict()`` once the fight
  has begun (None while fighters gather);
- ``db.lobby``: ``[{"who": "#5", "side": "players"}, ...]`` before it begins;
- ``db.pending``: the attack awaiting a reaction, or None:
  ``{"id", "incoming": Incoming.to_dict(), "deadline": epoch seconds}``;
- ``db.distances``: ``{"#1|#5": "Near"}`` between pairs of fighters;
- ``db.organizer_id``, ``db.npc_ids`` (NPCs this fight made), ``db.log``.

API used by the commands (each step checks, changes the state, writes Life
Points and Tribulations back to the sheets, and sends one block per
recipient): ``add_fighter``, ``begin_fight``, ``attack``, ``heal``, ``move``,
``give``, ``recover``, ``pass_turn``, ``new_turn``, ``react``,
``reaction_timeout``, ``stop_combat``. A refused step raises RulesError
before anything changes.

Reactions: an attack with at least one success asks its target (a player
character) to ``+react`` within ``FOURFOLD_MUSE_REACTION_TIMEOUT`` seconds;
the Script's timer (restarted for each prompt, kept by Evennia across a
reload) then calls :meth:`reaction_timeout`, which uses the target's default
reaction. NPCs react with their default at once. ``at_server_start`` settles
a reaction whose time ran out while the server was down.
"""

from __future__ import annotations

import time

from django.conf import settings
from evennia.objects.models import ObjectDB
from evennia.scripts.scripts import DefaultScript
from evennia.utils import create, logger
from evennia.utils.dbserialize import deserialize

from rules.dice import game_rng
from rules.errors import RulesError
from rules.muse import encounter as enc
from rules.muse import fight
from rules.muse.combat import (
    CLOSE, DEAL_DAMAGE, HEAL, HEAL_TRAIT, IMPOSE_TRIBULATION, MELEE, Intent, check_heal,
    find_distance,
)
from rules.muse.combatant import CombatState, Combatant, from_sheet
from rules.muse.effects import ATTACK, MOVE, RECOVER
from rules.muse.initiative import ENEMIES, PLAYERS
from rules.muse.opposed import resolve_rolls
from rules.muse.reactions import Incoming, attack as make_incoming, react as react_roll, take_hit
from rules.muse.recovery import recovery_roll
from rules.muse.roll import roll_pool
from rules.muse.sheet import Sheet
from rules.muse.tribulations import TIRED, begin_rest, find_tribulation, impose

RULESET = "muse"
COMBAT_KEY = "muse_combat"
DEFAULT_REACTION_TIMEOUT = 60
DEFAULT_START_DISTANCE = "Near"
REACTION_ATTRIBUTE = "reaction_default"  # on the Character, category muse
CATEGORY = "muse"
TIMER_SLACK = 1.0  # seconds of timer jitter still counted as "time is up"


def reaction_timeout_seconds() -> int:
    return int(getattr(settings, "FOURFOLD_MUSE_REACTION_TIMEOUT", DEFAULT_REACTION_TIMEOUT))


def start_distance() -> str:
    return find_distance(getattr(settings, "FOURFOLD_MUSE_START_DISTANCE", DEFAULT_START_DISTANCE))


def is_npc(obj) -> bool:
    return bool(getattr(obj, "is_npc", False))


def default_reaction(obj) -> str:
    value = obj.attributes.get(REACTION_ATTRIBUTE, category=CATEGORY) if obj else None
    return value or fight.DEFAULT_REACTION


def set_default_reaction(obj, reaction: str) -> None:
    obj.attributes.add(REACTION_ATTRIBUTE, reaction, category=CATEGORY)


def sheet_of(obj) -> Sheet:
    handler = getattr(obj, "muse", None)
    return handler.sheet() if handler is not None else Sheet()


def all_combats():
    return list(MuseCombatScript.objects.all_family().order_by("id"))


def combat_in_room(room):
    if room is None:
        return None
    for script in room.scripts.all():
        if getattr(script, "is_muse_combat", False):
            return script
    return None


def combat_of(obj):
    for script in all_combats():
        if script.has_combatant(obj):
            return script
    return None


def pair_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))


class MuseCombatScript(DefaultScript):
    """The state, reaction prompts and reaction timer of one muse fight."""

    is_combat = True
    is_muse_combat = True
    ruleset = RULESET

    def at_script_creation(self):
        self.key = COMBAT_KEY
        self.desc = "A muse combat"
        self.persistent = True
        self.db.state = None
        self.db.lobby = []
        self.db.pending = None
        self.db.distances = {}
        self.db.organizer_id = None
        self.db.ruleset = RULESET
        self.db.npc_ids = []
        self.db.log = []
        self.db.prompt_seq = 0

    @classmethod
    def begin(cls, room, organizer) -> "MuseCombatScript":
        timeout = reaction_timeout_seconds()
        script = create.create_script(cls, key=COMBAT_KEY, obj=room, persistent=True,
                                      interval=timeout, start_delay=True, autostart=True)
        script.db.organizer_id = organizer.id
        return script

    # --- what other systems read ---------------------------------------------
    @property
    def organizer_id(self) -> int | None:
        value = self.db.organizer_id
        return None if value is None else int(value)

    @organizer_id.setter
    def organizer_id(self, value: int) -> None:
        self.db.organizer_id = int(value)

    @property
    def organizer(self):
        return self._object(self.organizer_id)

    @property
    def started(self) -> bool:
        return self.db.state is not None

    def fighter_ids(self) -> list[str]:
        if self.started:
            return list(self.get_state().combatants)
        return [e["who"] for e in deserialize(self.db.lobby or [])]

    def has_combatant(self, obj) -> bool:
        return obj is not None and obj.dbref in self.fighter_ids()

    # --- stored data ------------------------------------------------------------
    def get_state(self) -> CombatState | None:
        data = self.db.state
        return None if data is None else CombatState.from_dict(deserialize(data))

    def save_state(self, state: CombatState) -> None:
        self.db.state = state.to_dict()

    @property
    def pending(self) -> dict | None:
        data = self.db.pending
        return None if data is None else deserialize(data)

    @property
    def npc_ids(self) -> list[int]:
        return [int(i) for i in (self.db.npc_ids or [])]

    def remember_npc(self, npc) -> None:
        self.db.npc_ids = self.npc_ids + [npc.id]

    @property
    def log(self) -> list[str]:
        return list(self.db.log or [])

    @staticmethod
    def _object(obj_id):
        if obj_id is None:
            return None
        text = str(obj_id).lstrip("#")
        return ObjectDB.objects.filter(id=int(text)).first() if text.isdigit() else None

    def fighter_objects(self) -> dict:
        """Fighter id -> its object (missing when the object is gone)."""
        ids = [int(w.lstrip("#")) for w in self.fighter_ids() if w.lstrip("#").isdigit()]
        return {o.dbref: o for o in ObjectDB.objects.filter(id__in=ids)}

    def names(self) -> dict:
        return {w: o.key for w, o in self.fighter_objects().items()}

    def distance(self, a: str, b: str) -> str:
        if a == b:
            return CLOSE
        return (self.db.distances or {}).get(pair_key(a, b), start_distance())

    # --- fighters -----------------------------------------------------------------
    def snapshot(self, obj, side: str | None = None) -> Combatant:
        side = side or (ENEMIES if is_npc(obj) else PLAYERS)
        return from_sheet(obj.dbref, side, not is_npc(obj), sheet_of(obj), time.time())

    def add_fighter(self, obj, side: str | None = None, announce: bool = True) -> str:
        """Put ``obj`` in the fight (in the gathering, or into the order)."""
        if self.has_combatant(obj):
            raise RulesError(f"{obj.key} is already in this fight.")
        side = side or (ENEMIES if is_npc(obj) else PLAYERS)
        if not self.started:
            self.db.lobby = list(deserialize(self.db.lobby or [])) + [{"who": obj.dbref, "side": side}]
            return ""
        state, events = fight.join(self.get_state(), self.snapshot(obj, side), game_rng())
        self.save_state(state)
        self._write_back(state)
        return self._report(state, events, announce)

    def begin_fight(self) -> str:
        """Roll initiative for everyone gathered and begin round 1."""
        if self.started:
            raise RulesError("This fight has already begun.")
        objects = self.fighter_objects()
        fighters = [self.snapshot(objects[e["who"]], e["side"])
                    for e in deserialize(self.db.lobby or []) if e["who"] in objects]
        state, events = enc.start_combat(fighters, game_rng())
        self.save_state(state)
        self.db.lobby = []
        self._write_back(state)
        return self._report(state, events)

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
    def attack(self, who: str, target: str, intent: Intent, detail: str | None = None) -> str:
        """Spend an action on an attack with a declared intent (``detail``:
        the sense an Impaired attack takes away)."""
        if intent.kind == HEAL:
            return self.heal(who, target)
        state = self._ready()
        self._my_turn(state, who)
        if who == target:
            raise RulesError("You cannot attack yourself.")
        victim = self._target(state, target)
        if intent.style == MELEE and self.distance(who, target) != CLOSE:
            raise RulesError("A melee attack needs its target Close: move there first.")
        if intent.kind == IMPOSE_TRIBULATION:
            impose(victim.tribulations, intent.tribulation, who, detail)
        rng = game_rng()
        state, events = enc.take_action(state, who, ATTACK, rng, target=target)
        attacker = state.fighter(who)
        victim = state.fighter(target)
        roll = roll_pool(attacker.pool(intent.trait, against=victim), rng)
        events.append({"type": "attack", "who": who, "target": target, "intent": intent.to_dict(),
                       "roll": roll.to_dict()})
        if attacker.dead:
            return self._finish(state, events)
        if intent.kind == DEAL_DAMAGE:
            incoming = make_incoming(who, target, roll, attacker.pc, victim.pc)
            if incoming.damage <= 0:
                events.append({"type": "no damage", "who": who, "target": target})
                return self._finish(state, events)
            return self._send(state, incoming, events)
        resist_trait = fight.resisting_trait(victim, intent.trait, against=attacker)
        resist = roll_pool(victim.pool(resist_trait, against=attacker), rng)
        opposed = resolve_rolls(roll, resist, rng, attacker.pc, victim.pc)
        events.append({"type": "resist", "who": target, "trait": resist_trait,
                       "opposed": opposed.to_dict(), "tribulation": intent.tribulation})
        if opposed.first_won:
            state, more = enc.impose_on(state, target, intent.tribulation, who, detail)
            events += more
        return self._finish(state, events)

    def heal(self, who: str, target: str) -> str:
        state = self._ready()
        self._my_turn(state, who)
        self._target(state, target)
        check_heal(None, None, self.distance(who, target))
        rng = game_rng()
        state, events = enc.take_action(state, who, "heal", rng, target=target)
        healer = state.fighter(who)
        roll = roll_pool(healer.pool(HEAL_TRAIT), rng)
        events.append({"type": "heal roll", "who": who, "target": target, "roll": roll.to_dict()})
        if not healer.dead and not state.fighter(target).dead:
            state, more = enc.heal(state, who, target, roll.successes)
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
            active[trib.name] = type(aff)(aff.name, aff.rounds_left, None, aff.detail, aff.rest_left)
        result = recovery_roll(active, trib.name, c.pool(trait), rng, opposing=opposing,
                               afflicted_pc=c.pc, source_pc=bool(source and source.pc))
        events.append({"type": "recovery", "who": who, "source": aff.source, **result.to_dict()})
        if result.recovered:
            state = enc.lift(state, who, trib.name)
        return self._finish(state, events)

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
        if not state.over:
            state, more = enc.end_turn(state, game_rng())
            events += more
        return self._finish(state, events, check_turn=False)

    # --- reactions ------------------------------------------------------------------------
    def react(self, who: str, reaction: str, trait: str | None = None) -> str:
        pending = self.pending
        if pending is None or pending["incoming"]["target"] != who:
            raise RulesError("Nobody is waiting on a reaction from you.")
        return self._resolve(reaction, trait=trait)

    def reaction_timeout(self, prompt_id: int | None = None, now: float | None = None) -> str:
        """Use the default reaction of whoever let the time run out."""
        pending = self.pending
        if pending is None or (prompt_id is not None and pending["id"] != prompt_id):
            return ""
        now = time.time() if now is None else now
        if now + TIMER_SLACK < float(pending["deadline"]):
            return ""
        return self._resolve(None, timed_out=True)

    def at_repeat(self, **kwargs):
        try:
            self.reaction_timeout()
        except Exception:
            logger.log_trace(f"muse combat #{self.id}: the reaction timeout failed")

    def at_server_start(self):
        """After a restart: settle a reaction whose time ran out meanwhile, and
        make sure the timer runs for one still awaited."""
        try:
            pending = self.pending
            if pending is None:
                return
            if time.time() + TIMER_SLACK >= float(pending["deadline"]):
                self.reaction_timeout()
            elif not self.is_active:
                self.start(interval=reaction_timeout_seconds(), start_delay=True)
        except Exception:
            logger.log_trace(f"muse combat #{self.id}: could not re-arm a reaction")

    def _send(self, state: CombatState, incoming: Incoming, events: list, auto: bool = False,
              announce: bool = True) -> str:
        """Damage is on its way to ``incoming.target``: NPCs (or someone with
        no reaction left) settle at once; a player character is asked."""
        self.db.pending = self._pending(incoming, 0)
        state, events, prompt = self._settle(state, None, None, False, events, auto=auto)
        if prompt is None:
            return self._finish(state, events, announce=announce)
        return self._prompt(state, prompt, events)

    def _prompt(self, state: CombatState, incoming: Incoming, events: list) -> str:
        """Ask a player character to react, and start the clock."""
        obj = self.fighter_objects().get(incoming.target)
        allowed = enc.reactions_for(state, incoming.target)
        self.db.prompt_seq = int(self.db.prompt_seq or 0) + 1
        self.db.pending = self._pending(incoming, self.db.prompt_seq)
        timeout = reaction_timeout_seconds()
        events = events + [{"type": "prompt", "who": incoming.target, "by": incoming.sender,
                            "damage": incoming.damage, "allowed": list(allowed),
                            "default": fight.stand_in_reaction(default_reaction(obj), allowed,
                                                               incoming.counters),
                            "timeout": timeout}]
        self.save_state(state)
        self._write_back(state)
        self._restart_timer(timeout)
        return self._report(state, events)

    def _pending(self, incoming: Incoming, prompt_id: int) -> dict:
        return {"id": prompt_id, "incoming": incoming.to_dict(),
                "deadline": time.time() + reaction_timeout_seconds()}

    def _asks(self, state: CombatState, who: str) -> bool:
        """Whether ``who`` gets a prompt rather than reacting at once."""
        c = state.fighter(who)
        return c.pc and who in self.fighter_objects() and bool(enc.reactions_for(state, who))

    def _settle(self, state: CombatState, reaction: str | None, trait: str | None,
                timed_out: bool, events: list, auto: bool = False):
        """Settle the awaited reaction and any counters that follow, until a
        player character must be asked (unless ``auto``: defaults all round).
        Returns (state, events, the Incoming to prompt for or None)."""
        rng = game_rng()
        events = list(events)
        asked = not timed_out and reaction is not None
        while True:
            incoming = Incoming.from_dict(self.pending["incoming"])
            target = state.fighter(incoming.target)
            sender = state.combatants.get(incoming.sender)
            if not asked and not auto and self._asks(state, target.who) and not timed_out:
                return state, events, incoming
            allowed = enc.reactions_for(state, target.who)
            if reaction is None:
                obj = self.fighter_objects().get(target.who)
                reaction = fight.stand_in_reaction(default_reaction(obj), allowed, incoming.counters)
            chosen = None
            if reaction is None:
                result = take_hit(incoming)
            else:
                chosen = fight.reaction_trait(target, reaction, trait, against=sender)
                result = react_roll(incoming, reaction, target.pool(chosen, against=sender), rng,
                                    target.tribulations)
            events.append({"type": "reaction", "who": target.who, "timed_out": timed_out,
                           "trait": chosen, **result.to_dict()})
            if result.damage_taken > 0 and not target.dead:
                state, more = enc.damage(state, target.who, result.damage_taken, incoming.sender)
                events += more
            nxt = result.next
            if nxt is None or state.fighter(nxt.target).dead:
                self.db.pending = None
                return state, events, None
            self.db.pending = self._pending(nxt, 0)
            reaction, trait, timed_out, asked = None, None, False, False

    def _resolve(self, reaction: str | None, trait: str | None = None,
                 timed_out: bool = False) -> str:
        state, events, prompt = self._settle(self.get_state(), reaction, trait, timed_out, [])
        if prompt is not None:
            return self._prompt(state, prompt, events)
        return self._finish(state, events)

    def _restart_timer(self, timeout: int) -> None:
        try:
            self.start(interval=timeout, start_delay=True, force_restart=True)
        except Exception:
            logger.log_trace(f"muse combat #{self.id}: could not start the reaction timer")

    # --- after every step -------------------------------------------------------------
    def _finish(self, state: CombatState, events: list, check_turn: bool = True,
                announce: bool = True) -> str:
        """Save, end the turn when its fighters are done, write back, report."""
        if check_turn and self.pending is None and fight.turn_done(state):
            state, more = enc.end_turn(state, game_rng())
            events = events + more
        self.save_state(state)
        self._write_back(state)
        return self._report(state, events, announce)

    def _report(self, state: CombatState, events: list, announce: bool = True) -> str:
        text, private = self._text(state, events)
        self.db.log = self.log[-199:] + [text]
        if announce:
            self.announce(text, private)
        return text

    def _text(self, state, events):
        from commands.muse.combat_format import events_text

        return events_text(state, events, self.names(), self.id)

    def _write_back(self, state: CombatState) -> None:
        """Life Points and Tribulations onto each fighter's muse sheet."""
        for who, obj in self.fighter_objects().items():
            handler = getattr(obj, "muse", None)
            c = state.combatants.get(who)
            if handler is None or c is None:
                continue
            handler.life_points = c.life
            handler.tribulations = c.tribulations

    # --- talking to the fight -------------------------------------------------------------
    def recipients(self) -> list:
        seen, out = set(), []
        room = self.obj
        candidates = list(room.contents) if room else []
        candidates += list(self.fighter_objects().values())
        if self.organizer is not None:
            candidates.append(self.organizer)
        for obj in candidates:
            if obj.id not in seen and hasattr(obj, "msg"):
                seen.add(obj.id)
                out.append(obj)
        return out

    def announce(self, text: str, private: dict | None = None) -> None:
        """One message per recipient: the block, plus any lines for them alone."""
        private = private or {}
        for obj in self.recipients():
            extra = private.get(obj.dbref)
            obj.msg(f"{text}\n{extra}" if extra else text)

    def stop_combat(self) -> list[str]:
        removed = []
        for npc_id in self.npc_ids:
            npc = ObjectDB.objects.filter(id=npc_id).first()
            if npc is not None and getattr(npc, "npc_combat_id", None) == self.id:
                removed.append(npc.key)
                npc.delete()
        self.delete()
        return removed
