"""What fighters do in a turn: attack, pass, treat, stance, Luck, hero, and
reading the log. Mixed into CmdCombat (rulesets/fs3/commands/combat.py)."""

from core.numbers import parse_int
from rules.fs3.combat.state import ATTACK, PASS, TREAT, set_luck_spend, set_stance, use_hero
from rulesets.fs3 import combat_format as cfmt
from rulesets.fs3.commands.combat_base import INT_RE, MODIFIER_LIKE_RE


class CombatActions:
    """The fighters' switches of +combat."""

    def _split_actor(self):
        """(actor name or None, the rest): '<npc>=<rest>' or just '<rest>'."""
        if self.rhs is not None:
            return self.lhs, self.rhs
        return None, self.args.strip()

    def _queued(self, script, actor, action):
        """Queue, confirm to the caller, and end the turn if all have acted."""
        normal = script.queue(actor.id, action)
        state = script.get_state()
        names = {cid: c.name for cid, c in state.combatants.items()}
        who = "You" if actor.id == self.caller.dbref else actor.name
        self.caller.msg(f"{who} will {cfmt.action_text(normal, names)} on turn {state.turn}.")
        script.maybe_end_turn()

    def do_attack(self):
        script = self.current_combat()
        state = script.get_state()
        if not self.args.strip():
            self.fail("Attack whom?")
        actor_name, target_text, mod_text = None, self.lhs, None
        if self.rhs is not None:
            if INT_RE.match(self.rhs) or MODIFIER_LIKE_RE.match(self.rhs):
                mod_text = self.rhs
            else:
                actor_name = self.lhs
                target_text, _, mod_text = self.rhs.partition("/")
                mod_text = mod_text or None
        modifier = 0
        if mod_text is not None:
            mod_text = mod_text.strip()
            modifier = parse_int(mod_text, -999, 999, "a modifier")  # the rules then check -10..+10
        actor = self.actor(script, state, actor_name)
        target = self.find_combatant(script, state, target_text)
        self._queued(script, actor, {"type": ATTACK, "target": target.id,
                                     "modifier": modifier})

    def do_pass(self):
        script = self.current_combat()
        state = script.get_state()
        name = self.lhs if self.rhs is not None else (self.args.strip() or None)
        actor = self.actor(script, state, name)
        self._queued(script, actor, {"type": PASS})

    def do_treat(self):
        script = self.current_combat()
        state = script.get_state()
        actor_name, patient_text = self._split_actor()
        if not patient_text:
            self.fail("Treat whom?")
        actor = self.actor(script, state, actor_name)
        patient = self.find_combatant(script, state, patient_text)
        self._queued(script, actor, {"type": TREAT, "target": patient.id})

    def do_stance(self):
        script = self.current_combat()
        state = script.get_state()
        actor_name, stance_text = self._split_actor()
        if not stance_text:
            self.fail("Which stance? (see help stances)")
        actor = self.actor(script, state, actor_name)
        new, _ = script.apply(actor.id, set_stance, stance_text)
        stance = new.get(actor.id).stance
        self.tell(script, f"{actor.name} takes the {stance} stance.")

    def do_luck(self):
        script = self.current_combat()
        state = script.get_state()
        actor_name, on = self._split_actor()
        on = (on or "").strip().lower()
        if on not in ("attack", "defense", "none"):
            self.fail("Spend Luck on attack or defense (or 'none' to take it back).")
        actor = self.actor(script, state, actor_name)
        if actor.is_npc:
            self.fail("NPCs have no Luck to spend.", syntax=False)
        script.apply(actor.id, set_luck_spend, None if on == "none" else on)
        if on == "none":
            self.caller.msg("You will not spend Luck this turn.")
        else:
            self.caller.msg(f"You will spend 1 Luck on {on} this turn (3 more dice).")

    def do_hero(self):
        script = self.current_combat()
        state = script.get_state()
        name = self.lhs if self.rhs is not None else (self.args.strip() or None)
        actor = self.actor(script, state, name)
        if actor.is_npc:
            self.fail("NPCs have no Luck to spend.", syntax=False)
        new, events = script.apply(actor.id, use_hero)
        hero = new.get(actor.id)
        if hasattr(self.caller, "fs3") and actor.id == self.caller.dbref:
            self.caller.fs3.luck = hero.luck
        self.tell(script, f"{hero.name} spends 1 Luck and fights on despite the blow "
                          f"({hero.luck} Luck left).")

    def do_log(self):
        script = self.current_combat()
        log = script.turn_log
        if not log:
            self.fail("No turn of this fight has been resolved yet.", syntax=False)
        text = self.args.strip()
        if not text:
            entry = log[-1]
        else:
            turn = parse_int(text, 1, 10 ** 9, "a turn number", signs=False)
            found = [e for e in log if int(e["turn"]) == turn]
            if not found:
                turns = ", ".join(str(e["turn"]) for e in log)
                self.fail(f"There is no turn {text} in the log (turns: {turns}).",
                          syntax=False)
            entry = found[0]
        self.caller.msg(entry["text"])
