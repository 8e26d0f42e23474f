"""+react: answer an attack with Dodge, Endure or Counter."""

from rules.muse.effects import REACTIONS
from rulesets.muse.combat_script import REACTION_ATTRIBUTE, combat_of, default_reaction, set_default_reaction
from rulesets.muse.commands.combat_base import MuseCombatBase


class CmdReact(MuseCombatBase):
    """
    Answer an attack in a muse fight, or choose your standing answer.

    Usage:
      +react                              (what you are being asked, your default)
      +react <dodge||endure||counter>[/<Trait>]
      +react/default [<npc>=]<dodge||endure||counter>

    When an attack with at least one success comes your way, you are asked
    how you meet it, whoever's turn it is:
      dodge    Swiftness against the attack: win and it misses entirely.
      endure   Endurance against it: win and you take half (rounding up).
      counter  Might, Swiftness or Power against it: win and half the
               damage (rounding up) goes back at the attacker, who may
               react in turn. Name the Trait after a slash, or your best
               of the three is used.
    Lose and the full damage lands. If you do not answer in time (a
    minute unless staff set otherwise) your default is used: dodge unless
    you choose another with /default. NPCs always use their default at
    once; the organizer sets it with <npc>=. Some Tribulations take
    reactions away (see help reactions).

    Examples:
      +react dodge
      +react counter/power
      +react/default endure
      +react/default Goblin=counter
    """

    key = "+react"
    switch_options = ("default",)
    syntax = "+react <dodge||endure||counter>[/<Trait>]  or  +react/default <reaction>"
    help_category = "muse"

    def _reaction(self, text: str) -> str:
        key = (text or "").strip().lower()
        found = [r for r in REACTIONS if r == key] or [r for r in REACTIONS if key and r.startswith(key)]
        if len(found) != 1:
            self.fail("React with dodge, endure or counter.")
        return found[0]

    def run(self):
        if self.has_switch("default"):
            return self._set_default()
        if not self.args.strip():
            return self._show()
        script = self.current_combat()
        choice, _, trait = self.args.partition("/")
        reaction = self._reaction(choice)
        if trait.strip() and reaction != "counter":
            self.fail(f"Only a counter takes a Trait; a {reaction} has its own.")
        script.react(self.caller.dbref, reaction, trait.strip() or None)

    def _set_default(self):
        parts = [p.strip() for p in self.args.split("=")]
        if len(parts) > 2:
            self.fail("Too many '=' in that.")
        target = self.caller
        if len(parts) == 2:
            script = self.current_combat()
            who = self.actor(script, parts[0])
            target = script.fighter_objects().get(who, self.caller)
        reaction = self._reaction(parts[-1])
        set_default_reaction(target, reaction)
        whose = "Your" if target == self.caller else f"{target.key}'s"
        self.caller.msg(f"{whose} default reaction is now {reaction}.")

    def _show(self):
        chosen = self.caller.attributes.has(REACTION_ATTRIBUTE, category="muse")
        lines = [f"Your default reaction: {default_reaction(self.caller)}"
                 f"{'' if chosen else ' (the standard one)'}."]
        script = combat_of(self.caller)
        pending = script.pending if script is not None else None
        if pending is not None and pending["incoming"]["target"] == self.caller.dbref:
            inc = pending["incoming"]
            sender = script.names().get(inc["sender"], "someone")
            lines.append(f"{sender} is hitting you for {inc['damage']}: +react dodge, endure "
                         f"or counter.")
        else:
            lines.append("Nobody is waiting on a reaction from you.")
        self.caller.msg("\n".join(lines))

