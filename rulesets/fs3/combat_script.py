"""One fs3 combat: a persistent Script on the room where the fight began.

Everything the fight needs lives in Attributes, so a reload or a restart
mid-turn loses nothing:

- ``state``: the rules' ``CombatState.to_dict()`` (combatants by dbref,
  queued actions, stances, Luck spends, KO records, turn number), as JSON
  text (see rulesets/fs3/combat_store.py: pickling it cost more than a turn);
- ``db.organizer_id``: the id of the organizer's character;
- ``db.ruleset``: "fs3";
- the turn log: one string Attribute per resolved turn (category
  ``turn_log``; {"turn", "time", "text", "events"} as JSON);
- ``db.npc_ids``: ids of NPCs this combat made (deleted when it stops);
- ``db.fighters_seen``: id -> name of everyone who has fought in it, those
  who left or were taken out too (they may read its log);
- ``db.scene_ids``: the scenes its lines were logged in.

When the Script is deleted (the fight stopped, its room destroyed), the
turn log, who fought and who may read it are kept in a
``features.scenes.models.Fight`` row (:meth:`FS3CombatScript.keep_log`), so
``/combats/<n>/log/`` still shows it to the same people, linked from the
scenes the fight was part of.

The turn timer is the Script's own interval (``FOURFOLD_FS3_TURN_TIMER``),
which Evennia keeps across reloads. The timer and ``+combat/newturn`` both
call :meth:`FS3CombatScript.end_turn`.

Other systems find a fight with ``getattr(script, "is_fs3_combat", False)``,
``script.organizer_id`` and ``script.has_combatant(obj)``.
"""

from __future__ import annotations

import time

from evennia.objects.models import ObjectDB
from evennia.scripts.scripts import DefaultScript
from evennia.utils import logger
from evennia.utils.dbserialize import deserialize

from core.combat.fight_numbers import NumberedFight
from core.combat.lookup import CombatLookup
from core.combat.roster import FightRoster
from core.game_settings import setting
from core.writes.turn_transaction import atomic_turn, fault_point
from features.practice.fights import PracticeFight
from rules.dice import game_rng
from rules.fs3.combat.ai import lone_npc_orders
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.pools import rulings_from_catalogue
from rules.fs3.combat.stances import DEFAULT_STANCE
from rules.fs3.combat.state import CombatState, add_combatant, queue_action, remove_combatant
from rules.fs3.combat.turn import resolve_turn
from rulesets.fs3 import combat_store
from rulesets.fs3.catalogue import catalogue

RULESET = "fs3"
COMBAT_KEY = "fs3_combat"
PC_TEAM, NPC_TEAM = "A", "B"
STANCE_ATTRIBUTE = "combat_stance"  # on the Character, category fs3
DEFAULT_TURN_TIMER = 300
LOG_TURNS_KEPT = 200  # +combat/log keeps this many of the latest turns
LOG_URL = "fourfold-combat-log"  # the web page of a fight's turn log (rulesets/fs3/web_urls.py)


def turn_timer() -> int:
    return int(setting("FOURFOLD_FS3_TURN_TIMER"))


def stance_of(obj) -> str:
    """The stance last written to ``obj`` by a turn (the default when none)."""
    return obj.attributes.get(STANCE_ATTRIBUTE, category="fs3") or DEFAULT_STANCE


def is_npc(obj) -> bool:
    return bool(getattr(obj, "is_npc", False)) and getattr(obj, "npc_rating", None) is not None


def _gear(obj):
    return getattr(obj, "gear", None)


def gear_of(obj) -> dict:
    """Weapon, armor, shield and mount from the gear handler, if there is one;
    for an NPC, also the catalogue gear its organizer gave it."""
    gear = _gear(obj)
    # plain dicts and lists, not Evennia's saving wrappers (the state is JSON)
    npc_weapon = deserialize(getattr(obj, "npc_weapon", None)) if is_npc(obj) else None
    npc_armor = list(deserialize(getattr(obj, "npc_armor", None)) or []) if is_npc(obj) else []
    if gear is None:
        return {"weapon": dict(npc_weapon) if npc_weapon else None,
                "armor": [dict(a) for a in npc_armor], "has_shield": False, "has_mount": False}
    weapon = gear.weapon_dict() if hasattr(gear, "weapon_dict") else None
    armor = gear.armor_dicts() if hasattr(gear, "armor_dicts") else []
    weapon = weapon or npc_weapon
    armor = list(armor or []) + npc_armor
    return {
        "weapon": dict(weapon) if weapon else None,
        "armor": [dict(a) for a in (armor or [])],
        "has_shield": bool(getattr(gear, "has_shield", False)),
        "has_mount": bool(getattr(gear, "has_mount", False)),
    }


def ratings_of(obj) -> dict[str, int]:
    """Every ability's rating on the character's sheet (defaults filled in)."""
    handler = getattr(obj, "fs3", None)
    if handler is None:
        return {}
    sheet = handler.sheet()
    return {a.name: sheet.rating(a) for a in catalogue().abilities}


class FS3CombatScript(PracticeFight, NumberedFight, FightRoster, DefaultScript):
    """The state and turn timer of one fs3 fight. A fight against practice
    NPCs only gives its player characters back what it took when they leave
    or it stops (features/practice/fights.py); fights are numbered 1, 2, 3 in
    the game (core/combat/fight_numbers.py); the organizer, invitations and
    made NPCs are core/combat/roster.py's."""

    is_fs3_combat = True
    ruleset = RULESET
    combat_key = COMBAT_KEY
    combat_desc = "An fs3 combat"

    def at_script_creation(self):
        self.roster_defaults()
        self.interval = turn_timer()
        self.start_delay = True
        self.save_state(CombatState())

    @classmethod
    def begin_interval(cls) -> int:
        return turn_timer()

    def at_fight_begun(self, organizer) -> None:
        from typeclasses.vitals import send_vitals

        send_vitals(organizer)

    # --- what other systems read ---------------------------------------------
    @property
    def room(self):
        return self.obj

    @property
    def turn(self) -> int:
        return self.get_state().turn

    def has_combatant(self, obj) -> bool:
        return obj is not None and obj.dbref in self.get_state().combatants

    # --- state --------------------------------------------------------------
    def get_state(self) -> CombatState:
        return CombatState.from_dict(combat_store.load_state(self))

    def save_state(self, state: CombatState) -> None:
        combat_store.save_state(self, state.to_dict())

    @property
    def turn_log(self) -> list[dict]:
        return combat_store.turn_log(self)

    def combatant_objects(self, state: CombatState | None = None) -> dict:
        """Combatant id -> its object (missing when the object is gone)."""
        state = state or self.get_state()
        ids = [int(cid.lstrip("#")) for cid in state.combatants if cid.lstrip("#").isdigit()]
        found = {obj.dbref: obj for obj in ObjectDB.objects.filter(id__in=ids)}
        return {cid: found[cid] for cid in state.combatants if cid in found}

    def fighter_objects(self) -> dict:
        return self.combatant_objects()

    # --- who may read the log ---------------------------------------------------
    @property
    def fighters_seen(self) -> dict[int, str]:
        """Everyone who has fought in this fight (id -> name), present or not."""
        return {int(k): str(v) for k, v in dict(deserialize(self.db.fighters_seen) or {}).items()}

    def note_fighter(self, obj) -> None:
        seen = self.fighters_seen
        if seen.get(obj.id) != obj.key:
            seen[obj.id] = obj.key
            self.db.fighters_seen = seen

    def log_readers(self, state: CombatState | None = None,
                    log: list[dict] | None = None) -> tuple[set[int], list[str]]:
        """(ids of the characters whose players may read the turn log, names
        of everyone who fought): every fighter, now or before (taken out,
        left; a fight begun before the fighters were noted finds those taken
        out in its log), and every organizer; not the NPCs it made."""
        state = state or self.get_state()
        fighters = dict(self.fighters_seen)
        for cid, c in state.combatants.items():
            if cid.lstrip("#").isdigit():
                fighters.setdefault(int(cid.lstrip("#")), c.name)
        for entry in (self.turn_log if log is None else log):
            for event in entry.get("events") or ():
                gone = event.get("combatant") if event.get("type") == "taken_out" else None
                cid = str((gone or {}).get("id", "")).lstrip("#")
                if cid.isdigit():
                    fighters.setdefault(int(cid), gone.get("name", ""))
        made = set(self.npc_ids)
        readers = {i for i in fighters if i not in made} | set(self.organizer_ids)
        return readers, sorted({name for name in fighters.values() if name}, key=str.lower)

    # --- combatants -----------------------------------------------------------
    def build_combatant(self, obj, team: str | None = None) -> Combatant:
        npc = is_npc(obj)
        return self._refreshed(Combatant(
            id=obj.dbref, name=obj.key, is_npc=npc,
            npc_rating=int(obj.npc_rating) if npc else None,
            team=team or (NPC_TEAM if npc else PC_TEAM)), obj)

    @staticmethod
    def _refreshed(c: Combatant, obj) -> Combatant:
        """``c`` with ratings, Luck, wounds and gear read fresh from ``obj``."""
        data = c.to_dict()
        data["name"] = obj.key
        if c.is_npc:
            data["npc_rating"] = int(getattr(obj, "npc_rating", c.npc_rating) or 1)
        else:
            data["ratings"] = ratings_of(obj)
            data["luck"] = obj.fs3.luck if hasattr(obj, "fs3") else 0
        if hasattr(obj, "fs3"):
            data["wounds"] = obj.fs3.wounds
        data.update(gear_of(obj))
        return Combatant.from_dict(data)

    def refresh_state(self, state: CombatState, objects: dict | None = None) -> CombatState:
        """The state with every combatant read fresh from its object; those
        whose object is gone leave the fight."""
        objects = self.combatant_objects(state) if objects is None else objects
        new = state.copy()
        for cid in list(new.combatants):
            obj = objects.get(cid)
            if obj is None:
                new = remove_combatant(new, cid)
            else:
                new.combatants[cid] = self._refreshed(new.combatants[cid], obj)
        return new

    def add_fighter(self, obj, team: str | None = None) -> Combatant:
        from typeclasses.vitals import send_vitals

        combatant = self.build_combatant(obj, team)
        self.save_state(add_combatant(self.get_state(), combatant))
        self.note_fighter(obj)
        self.practice_join(obj)
        send_vitals(obj)  # rich clients see the fight they are in
        return combatant

    def remove_fighter(self, obj) -> None:
        from typeclasses.vitals import send_vitals

        self.save_state(remove_combatant(self.get_state(), obj.dbref))
        given = self.practice_release(obj)
        if given:
            self.announce(given)
        send_vitals(obj)

    def set_team(self, cid: str, team: str) -> None:
        state = self.get_state()
        state.get(cid).team = team
        self.save_state(state)

    def apply(self, cid: str, change, *args) -> tuple[CombatState, list[dict]]:
        """Run a rules change (``change(state, cid, *args)``, e.g. set_stance)
        on the state, with the actor read fresh from their object first, and
        store the result. Returns (new state, events)."""
        state = self.get_state()
        objects = self.combatant_objects(state)
        if cid in objects:
            state.combatants[cid] = self._refreshed(state.get(cid), objects[cid])
        result = change(state, cid, *args)
        new, events = result if isinstance(result, tuple) else (result, [])
        self.save_state(new)
        return new, events

    def queue(self, cid: str, action: dict) -> dict:
        """Queue an action and return it in its normal form."""
        new, _ = self.apply(cid, queue_action, action)
        return new.get(cid).action

    # --- the turn ------------------------------------------------------------
    @staticmethod
    def waiting_on(state: CombatState) -> list[Combatant]:
        """Active (not knocked out) combatants with nothing queued."""
        return [c for c in state.combatants.values() if not c.ko and c.action is None]

    @staticmethod
    def all_players_acted(state: CombatState) -> bool:
        players = [c for c in state.combatants.values() if not c.is_npc and not c.ko]
        return bool(players) and all(c.action is not None for c in players)

    def maybe_end_turn(self) -> bool:
        """End the turn now if every active player character has acted."""
        if self.all_players_acted(self.get_state()):
            self.end_turn()
            return True
        return False

    def at_repeat(self, **kwargs):
        """The turn timer ran out. A turn in which nobody queued anything is
        not resolved (an abandoned fight stays quiet until someone acts or
        the organizer stops it)."""
        state = self.get_state()
        if not any(c.action is not None for c in state.combatants.values()):
            return
        try:
            self.end_turn(from_timer=True)
        except Exception:
            logger.log_trace(f"fs3 combat #{self.id}: the timed turn failed")

    def end_turn(self, from_timer: bool = False) -> str:
        """Resolve the turn, write the results back and tell everyone."""
        from rulesets.fs3.combat_format import turn_text

        # One look-up of the fighters' objects serves the whole turn.
        state = self.get_state()
        objects = self.combatant_objects(state)
        state = self.refresh_state(state, objects)
        state, _ = lone_npc_orders(state)  # a sparring NPC fights back unasked
        state.now = time.time()
        before = state.copy()
        new, events = resolve_turn(state, game_rng(),
                                   rulings=rulings_from_catalogue(catalogue()))
        text = turn_text(before, new, events)
        entry = {"turn": before.turn, "time": state.now, "text": text, "events": events}
        # Wounds, the log and the new state go in together or not at all
        # (core/writes/turn_transaction.py): a kill between them never
        # leaves wounds applied to a turn that then runs again.
        with atomic_turn(self, *objects.values()):
            self._write_back(new, events, objects)
            fault_point("fs3:written back")
            combat_store.append_turn(self, entry, LOG_TURNS_KEPT)
            fault_point("fs3:logged")
            self.save_state(new)
        still = {cid: obj for cid, obj in objects.items() if cid in new.combatants}
        self.announce(text, still)
        for cid, obj in objects.items():  # taken out of a practice fight: given back now
            given = self.practice_release(obj) if cid not in still and not is_npc(obj) else ""
            if given:
                self.announce(given, still)
        self.send_vitals(still)
        if not from_timer:
            self.restart_timer()
        return text

    def _write_back(self, new: CombatState, events: list[dict], objects: dict) -> None:
        """Wounds, Luck and stances of everyone in ``new`` and of those the
        turn took out, onto their objects (``objects``: combatant id -> object)."""
        gone = [Combatant.from_dict(e["combatant"]) for e in events
                if e.get("type") == "taken_out" and e.get("combatant")]
        everyone = list(new.combatants.values()) + gone
        for c in everyone:
            obj = objects.get(c.id)
            handler = getattr(obj, "fs3", None) if obj is not None else None
            if handler is None:
                continue
            # Write only what the turn changed: most fighters' wounds, Luck
            # and stance stay the same, and each write is a database query.
            wounds = [w.to_dict() for w in c.wounds]
            if wounds != handler.wounds:
                handler.wounds = wounds
            if not c.is_npc and c.luck != handler.luck:
                handler.luck = c.luck
            if stance_of(obj) != c.stance:  # no Attribute yet means the default
                obj.attributes.add(STANCE_ATTRIBUTE, c.stance, category="fs3")

    def at_fight_over(self, fighters: list) -> None:
        from features.demo.opponents import reset_after_fight

        reset_after_fight(fighters)  # the demo Sergeant gets up fresh

    def at_server_start(self):
        """After a crash (the Server killed, not reloaded), Evennia leaves an
        active Script without a running timer: a reload pauses and resumes
        it, a crash never paused it. Give the turn a fresh timer then, so the
        fight does not wait forever for a turn end that never comes."""
        task = self.ndb._task
        if self.db_is_active and not (task and task.running):
            self.restart_timer()

    def restart_timer(self) -> None:
        """Give the next turn a full timer."""
        try:
            if self.interval and self.interval > 0:
                self.start(force_restart=True)
                # Evennia's forced restart stops the old task (marking the
                # Script inactive) and starts a new one without marking it
                # active again; fs3_combats() and +damage's organizer check
                # skip inactive fights, so put the flag back.
                if not self.db_is_active:
                    self.db_is_active = True
                    self.save(update_fields=["db_is_active"])
        except Exception:
            logger.log_trace(f"fs3 combat #{self.id}: could not restart the turn timer")

    # --- talking to the fight --------------------------------------------------
    def send_vitals(self, objects: dict | None = None) -> None:
        """Rich clients (GMCP/MSDP) of every fighter get their vitals and the
        new turn number (see typeclasses/vitals.py)."""
        from typeclasses.vitals import send_vitals

        objects = self.combatant_objects() if objects is None else objects
        for obj in objects.values():
            send_vitals(obj)

    def announce(self, text: str, objects: dict | None = None) -> None:
        """Send ``text`` to the fight; a scene running in its room logs it
        first (core/room_record.py)."""
        from core.room_record import record_then_show

        recipients = self.recipients(objects)
        self.note_scene()

        def send():
            for obj in recipients:
                obj.msg(text)

        record_then_show(self.obj, text, "combat", send)

    def note_scene(self) -> None:
        """Link the fight to the scene running in its room, the first time
        one of its lines is logged there (features/scenes/fights.py)."""
        from features.scenes import fights
        from features.scenes.log import running_scene_id

        scene_id = running_scene_id(self.obj)
        known = [int(i) for i in (self.db.scene_ids or [])]
        if scene_id is None or scene_id in known:
            return
        self.db.scene_ids = known + [scene_id]
        try:
            fights.note_scene(self.number, RULESET, scene_id, self.obj, LOG_URL)
        except Exception:  # the link is kept again when the fight ends
            logger.log_trace(f"fs3 combat #{self.id}: could not link scene {scene_id}")

    def keep_log(self):
        """Keep the turn log, who fought and who may read it past the
        Script (a ``Fight`` row, features/scenes/fights.py). Returns it."""
        from features.scenes import fights

        state = self.get_state()
        log = self.turn_log
        readers, names = self.log_readers(state, log)
        organizer = self.organizer
        return fights.keep(
            self.number, ruleset=RULESET, room_id=getattr(self.obj, "id", None),
            room_name=getattr(self.obj, "key", "") or "",
            organizer_name=organizer.key if organizer else "", fighters=names, readers=readers,
            turns=log, last_turn=log[-1].get("turn", 0) if log else 0,
            scene_ids=self.db.scene_ids or [], log_url=LOG_URL)

    def at_script_delete(self):
        """The fight is over (or its room is going): its log is kept first.
        A failure to keep it is logged and never stops the deletion."""
        try:
            self.keep_log()
        except Exception:
            logger.log_trace(f"fs3 combat #{self.id}: could not keep its turn log")
        return super().at_script_delete()

    def stop_combat(self) -> list[str]:
        """End the fight: delete the NPCs it made and this Script. Returns the
        names of the NPCs removed."""
        from typeclasses.vitals import send_vitals

        fighters = [obj for obj in self.combatant_objects().values()
                    if obj.id not in self.npc_ids]
        removed = self.close_fight(fighters)  # core/combat/roster.py

        for obj in fighters:  # rich clients hear the fight is over
            send_vitals(obj)
        return removed


# How the commands find fs3 fights (core/combat/lookup.py).
_lookup = CombatLookup(FS3CombatScript, "is_fs3_combat")
all_combats, combat_in_room, combat_of, combat_by_number, invited_to = _lookup.functions()
