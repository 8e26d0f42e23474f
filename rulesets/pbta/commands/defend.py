"""+defend: guard someone or something, and spend Readiness when the attack
comes. Readiness is spent only while an attack on the defender, or on what
they guard, is fresh (rulesets/pbta/commands/guard.py marks it); Strike Back hits
that attacker, and Open for an Ally gives a forward against that attacker
only."""

from __future__ import annotations

from evennia.objects.models import ObjectDB

from core.command import FourfoldCommand
from rules.dice import game_rng
from rules.pbta import defend as defend_rules
from rules.pbta.defend import DEFEND_OPTIONS, find_option
from rulesets.pbta.commands import format as fmt
from rulesets.pbta.commands.common import announce, land_damage, split_lead, split_modifier
from rulesets.pbta.commands.damage import weapon_source
from rulesets.pbta.commands.moves import _character_here, defend_move


class CmdDefend(FourfoldCommand):
    """
    Guard someone or something, and spend Readiness.

    Usage:
      +defend                               (what you hold)
      +defend <what>[+N||-N]                (roll Defend, Forceful)
      +defend/spend <option>[=<argument>]   (when the attack comes)
      +defend/drop                          (stop defending)

    A 10+ holds 3 Readiness, 7-9 holds 1; a new Defend replaces what you
    held. Readiness is spent only when you, or what you guard, is
    attacked (a melee or ranged move against it, by a player or by staff
    for an NPC): you are told, and for the next 10 minutes you may spend
    1 Readiness per option:
      redirect            the attack hits you instead
      halve[=<name>]      the next damage to <name> (the one you guard, or
                          you) is halved, rounded up
      ally=<name>         an ally here takes +1 forward on their next roll
                          against that attacker (only against them)
      strike=<weapon>     the attacker takes half your weapon's damage,
                          rounded up (staff may give dice for an NPC)
      hold                you hold the attacker back
      draw                all eyes turn from your charge to you
    Attacking (+move melee or ranged) or /drop loses all Readiness.

    Examples:
      +defend Mara
      +defend/spend ally=Mara
      +defend/spend strike=spear
    """

    key = "+defend"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("spend", "drop")
    syntax = "+defend <what>  or  +defend/spend <option>[=<argument>]  or  +defend/drop"
    help_category = "pbta"

    def run(self):
        if self.has_switch("spend") and self.has_switch("drop"):
            self.fail("Spend or drop, not both.")
        if self.has_switch("spend"):
            return self.spend()
        handler = self.caller.pbta
        if self.has_switch("drop"):
            if self.args.strip():
                self.fail("Dropping your guard takes nothing more.")
            sheet = handler.sheet()
            if not sheet.readiness:
                self.fail("You hold no Readiness.", syntax=False)
            handler.save(defend_rules.drop_guard(sheet))
            handler.guarding = ""
            handler.clear_attack_on_guard()
            self.caller.msg("You stop standing guard and let your Readiness go.")
            return
        text, modifier = split_modifier(self, self.args)
        if not text:
            sheet = handler.sheet()
            guard = f", guarding {handler.guarding}" if handler.guarding and sheet.readiness else ""
            self.caller.msg(f"You hold {sheet.readiness} Readiness{guard}.")
            return
        defend_move(self, text, modifier)

    def spend(self):
        text = " ".join(self.args.split())
        if not text:
            self.fail("Spend Readiness on which option? " + ", ".join(o.key for o in DEFEND_OPTIONS) + ".")
        name, _, arg = text.partition("=")
        if not _:
            name, _, arg = text.partition(" ")
        option = find_option(name.strip())
        arg = arg.strip()
        handler = self.caller.pbta
        sheet = handler.sheet()
        if sheet.readiness < 1:
            self.fail("You hold no Readiness to spend.", syntax=False)
        if not sheet.awake:
            self.fail("You are in no state to defend anything.", syntax=False)
        attack = handler.attack_on_guard()
        if attack is None:
            self.fail("Readiness is spent only when you or what you guard is attacked; no attack "
                      "has come since you took guard.", syntax=False)
        who = self.caller.key
        # check everything the option needs before spending anything
        if option.key == defend_rules.ALLY:
            if not arg:
                self.fail("Name the ally: +defend/spend ally=<name>.")
            ally = self.find_character(arg)
            if ally.pbta.sheet().dead:
                self.fail(f"{ally.key} is beyond help.", syntax=False)
            chosen, sheet = defend_rules.spend_readiness(sheet, option.key)
            ally.pbta.save(defend_rules.grant_ally_forward(ally.pbta.sheet(), attack["name"]))
            handler.save(sheet)
            text = (f"{who} opens the way for {ally.key}: {ally.key} takes +{defend_rules.ALLY_FORWARD} "
                    f"forward on their next roll against {attack['name']}.")
        elif option.key == defend_rules.HALVE:
            shielded = self.find_character(arg) if arg else (
                _character_here(self, handler.guarding) or self.caller)
            chosen, sheet = defend_rules.spend_readiness(sheet, option.key)
            handler.save(sheet)
            shielded.pbta.halve_next = who
            text = (f"{who} blunts the attack: the next damage to {shielded.key} is halved "
                    "(or the attack only half works).")
        elif option.key == defend_rules.STRIKE:
            if not arg:
                self.fail("Name your weapon: +defend/spend strike=<weapon>.")
            (label, expr, _ranged), target_name = split_lead(arg, weapon_source(self))
            victim = ObjectDB.objects.filter(id=attack["by"]).first()
            if target_name and not attack["name"].lower().startswith(target_name.strip().lower()):
                self.fail(f"Strike Back hits the one who attacked: {attack['name']}.", syntax=False)
            if victim is None or victim.location != self.caller.location:
                self.fail(f"{attack['name']} is no longer here to strike.", syntax=False)
            if hasattr(victim, "pbta"):
                victim.pbta.sheet()  # a broken sheet fails here, before anything is spent
                if victim.pbta.sheet().dead:
                    self.fail(f"{victim.key} is already dead.", syntax=False)
            else:
                victim = None
            chosen, sheet = defend_rules.spend_readiness(sheet, option.key)
            handler.save(sheet)
            dmg = defend_rules.strike_back(game_rng(), expr)
            text = f"{who} strikes back: {fmt.damage_text(label, dmg)}."
            if victim is not None:
                text += " " + land_damage(self, victim, dmg.total)
        else:
            if arg:
                self.fail(f"{option.name} takes nothing more.")
            chosen, sheet = defend_rules.spend_readiness(sheet, option.key)
            handler.save(sheet)
            text = f"{who} spends Readiness: {chosen.name}. {chosen.text}"
        if not sheet.readiness:
            handler.guarding = ""
            handler.clear_attack_on_guard()
        announce(self, f"{text} ({sheet.readiness} Readiness left.)")
