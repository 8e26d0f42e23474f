"""One muse fight: a persistent Script on the room where it began.

Everything lives in Attributes, so a reload or restart mid-fight (even with
a reaction still awaited) loses nothing:

- ``db.state``: ``rules.muse.combatant.CombatState.to_dict()`` once the fight
  has begun (None while fighters gather);
- ``db.lobby``: ``[{"who": "#5", "side": "players"}, ...]`` before it begins;
- ``db.pending``: the attack awaiting a reaction, or None:
  ``{"id", "incoming": Incoming.to_dict(), "deadline": epoch seconds}``;
- ``db.queue``: for an attack on several, the Incomings still to be sent
  after the pending one (each gets its own prompt in turn);
- ``db.distances``: ``{"#1|#5": "Near"}`` between pairs of fighters;
- ``db.organizer_id``, ``db.npc_ids`` (NPCs this fight made), ``db.invited``
  (player characters invited but not yet joined), ``db.log``.

API used by the commands (each step checks, changes the state, writes Life
Points and Tribulations back to the sheets, and sends one block per
recipient): ``add_fighter``, ``begin_fight``, ``attack``, ``heal``, ``move``,
``give``, ``recover``, ``pass_turn``, ``new_turn``, ``react``,
``reaction_timeout``, ``stop_combat``. A refused step raises RulesError
before anything changes.

Reactions: an attack with at least one success asks its target (a player
character) to ``+react`` within ``FOURFOLD_MUSE_REACTION_TIMEOUT`` seconds;
the Script's timer (armed for each deadline, kept by Evennia across a
reload) then calls :meth:`reaction_timeout`, which uses the target's default
reaction. NPCs react with their default at once. A turn whose fighters have
not finished within ``FOURFOLD_MUSE_TURN_TIMER`` seconds is passed by the
same timer (rulesets/muse/combat_timer.py). ``at_server_start`` settles
a deadline that passed while the server was down.
"""

from __future__ import annotations

import time

from evennia.objects.models import ObjectDB
from evennia.scripts.scripts import DefaultScript
from evennia.utils.dbserialize import deserialize

from core.combat.fight_numbers import NumberedFight
from core.combat.lookup import CombatLookup
from core.combat.roster import FightRoster
from core.writes.turn_transaction import atomic_step, fault_point, hold_or_announce
from features.practice.fights import PracticeFight
from rules.dice import game_rng
from rules.errors import RulesError
from rules.muse import encounter as enc
from rules.muse import fight
from rules.muse.combat import CLOSE
from rules.muse.combatant import Combatant, CombatState, from_sheet
from rules.muse.initiative import ENEMIES, PLAYERS
from rulesets.muse.combat_ai import CombatAI
from rulesets.muse.combat_common import (  # noqa: F401 (re-exported for the commands)
    CATEGORY,
    COMBAT_KEY,
    REACTION_ATTRIBUTE,
    RULESET,
    default_reaction,
    is_npc,
    pair_key,
    reaction_timeout_seconds,
    set_default_reaction,
    sheet_of,
    start_distance,
)
from rulesets.muse.combat_reactions import CombatReactions
from rulesets.muse.combat_steps import CombatSteps
from rulesets.muse.combat_timer import CombatTimer, turn_timer_seconds  # noqa: F401


class MuseCombatScript(PracticeFight, NumberedFight, FightRoster, CombatAI, CombatTimer,
                       CombatSteps, CombatReactions, DefaultScript):
    """The state, reaction prompts and timers of one muse fight. Practice
    NPCs take their own turns (combat_ai.py); a fight against them alone
    gives its player characters back what it took (features/practice/fights.py);
    fights are numbered 1, 2, 3 in the game (core/combat/fight_numbers.py);
    the organizer, invitations and made NPCs are core/combat/roster.py's."""

    is_combat = True
    is_muse_combat = True
    ruleset = RULESET
    combat_key = COMBAT_KEY
    combat_desc = "A muse combat"

    def at_script_creation(self):
        self.roster_defaults()
        self.db.state = None
        self.db.lobby = []
        self.db.pending = None
        self.db.queue = []
        self.db.distances = {}
        self.db.log = []
        self.db.prompt_seq = 0

    @classmethod
    def begin_interval(cls) -> int:
        return reaction_timeout_seconds()

    # --- what other systems read ---------------------------------------------
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
        self._clock(state)

    @property
    def pending(self) -> dict | None:
        data = self.db.pending
        return None if data is None else deserialize(data)

    @property
    def log(self) -> list[str]:
        return list(self.db.log or [])

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
        self.practice_join(obj)
        if not self.started:
            self.db.lobby = list(deserialize(self.db.lobby or [])) + [{"who": obj.dbref, "side": side}]
            return ""
        state, events = fight.join(self.get_state(), self.snapshot(obj, side), game_rng())
        self.save_state(state)
        fault_point("muse:state saved")
        self._write_back(state)
        fault_point("muse:written back")
        return self._report(state, events, announce)

    def remove_fighter(self, obj, by=None) -> str:
        """Take ``obj`` out of the fight (``by``: whoever removed them, if
        not themselves). An NPC this fight made vanishes. Refused while a
        reaction is awaited, so no half-settled attack is left behind."""
        who = obj.dbref
        if not self.has_combatant(obj):
            raise RulesError(f"{obj.key} is not in this fight.")
        if self.pending is not None:
            waiting = self.names().get(self.pending["incoming"]["target"], "someone")
            raise RulesError(f"Wait: {waiting} has yet to react (+combat/newturn settles it).")
        distances = {k: v for k, v in (self.db.distances or {}).items() if who not in k.split("|")}
        self.db.distances = distances
        event = {"type": "left", "who": who, "name": obj.key, "by": by.key if by else None}
        if not self.started:
            self.db.lobby = [e for e in deserialize(self.db.lobby or []) if e["who"] != who]
            text = self._report(None, [event])
        else:
            state, events = fight.leave(self.get_state(), who, game_rng())
            events[0] = {**events[0], **event}
            text = self._finish(state, events)
        handler = getattr(obj, "muse", None)
        if handler is not None:
            handler.start_fading()
        given = self.practice_release(obj)
        if given:
            hold_or_announce(self, given)
            text = f"{text}\n{given}"
        if is_npc(obj) and self.made_here(obj):
            self.forget_npc(obj)
            obj.delete()
        return text

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
        text = self._report(state, events)
        return self._npc_acts(text)

    # --- after every step -------------------------------------------------------------
    def _finish(self, state: CombatState, events: list, check_turn: bool = True,
                announce: bool = True) -> str:
        """Save, end the turn when its fighters are done, write back, report."""
        # A turn whose fighters can do nothing (an Unconscious dying one has
        # no action at all) passes by itself once its dying checks are made.
        for _ in range(len(state.order) + 1 if check_turn else 0):
            if self.pending is not None or state.over or not fight.turn_done(state):
                break
            state, more = enc.end_turn(state, game_rng())
            events = events + more
        self.save_state(state)
        fault_point("muse:state saved")
        self._write_back(state)
        fault_point("muse:written back")
        text = self._report(state, events, announce)
        return self._npc_acts(text) if announce else text

    def _report(self, state: CombatState, events: list, announce: bool = True) -> str:
        text, private = self._text(state, events)
        self.db.log = self.log[-199:] + [text]
        fault_point("muse:logged")
        if announce:
            hold_or_announce(self, text, private)  # after the commit (turn_transaction)
        return text

    def _text(self, state, events):
        from rulesets.muse.combat_format import events_text

        return events_text(state, events, self.names(), self.number)

    def _write_back(self, state: CombatState) -> None:
        """Life Points and Tribulations onto each fighter's muse sheet."""
        for who, obj in self.fighter_objects().items():
            handler = getattr(obj, "muse", None)
            c = state.combatants.get(who)
            if handler is None or c is None:
                continue
            handler.life_points = c.life
            handler.tribulations = c.tribulations
            handler.pause_fading()
            if c.dead:
                handler.mark_dead(True)

    def sync_life(self, obj) -> None:
        """Take a fighter's maximum (and capped current) Life Points from its
        sheet after something outside the fight changed them."""
        state = self.get_state()
        c = state.combatants.get(obj.dbref) if state is not None else None
        if c is None:
            return
        c.max_life = obj.muse.max_life
        c.life = min(c.life, obj.muse.life_points)
        self.save_state(state)

    # --- talking to the fight -------------------------------------------------------------
    def announce(self, text: str, private: dict | None = None) -> None:
        """One message per recipient: the block, plus any lines for them alone."""
        from core.room_record import record_then_show

        private = private or {}
        recipients = self.recipients()

        def send():
            for obj in recipients:
                extra = private.get(obj.dbref)
                obj.msg(f"{text}\n{extra}" if extra else text)

        # A scene running in the room logs the block (not the private lines).
        record_then_show(self.obj, text, "combat", send)

    def stop_combat(self) -> list[str]:
        for obj in self.fighter_objects().values():
            handler = getattr(obj, "muse", None)
            if handler is not None:
                handler.start_fading()
        return self.close_fight(list(self.fighter_objects().values()))  # core/combat/roster.py

    def at_fight_over(self, fighters: list) -> None:
        from features.demo.opponents import reset_after_fight

        reset_after_fight(fighters)  # Bramble gets up fresh


# How the commands find muse fights (core/combat/lookup.py).
_lookup = CombatLookup(MuseCombatScript, "is_muse_combat")
all_combats, combat_in_room, combat_of, combat_by_number, invited_to = _lookup.functions()


# Each step that changes a fight is one transaction (the state,
# Life Points and Tribulations, pending reactions and the log go in
# together or not at all) and is announced only after it is committed.
ATOMIC_STEPS = (
    "attack", "heal", "move", "give", "recover", "wake", "gm_damage", "gm_impose", "gm_lift",
    "pass_turn", "new_turn", "react", "reaction_timeout", "check_timers", "turn_timeout",
    "add_fighter", "remove_fighter", "begin_fight", "npc_acts",
)
for _name in ATOMIC_STEPS:
    if hasattr(MuseCombatScript, _name):
        setattr(MuseCombatScript, _name, atomic_step(getattr(MuseCombatScript, _name)))
