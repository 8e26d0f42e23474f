"""wield, unwield, wear, remove, mount and dismount: getting ready to fight.

What is in use is recorded through ``char.gear`` (rulesets/fs3/gear_handler.py);
the combat code reads it from there. +gear (gear_info.py) shows it.
"""

from core.command import FourfoldCommand
from rulesets.fs3.gear import Armor, Mount, Shield, Weapon


class GearCommand(FourfoldCommand):
    """Shared look-ups for the gear commands."""

    help_category = "fs3"

    def _pick(self, name: str, candidates: list, where: str):
        """The one object among ``candidates`` called ``name``."""
        found = self.caller.search(name, candidates=candidates, quiet=True)
        found = list(found or [])
        if not found:
            self.fail(f"You see no '{name}' {where}.", syntax=False)
        if len(found) > 1:
            exact = [f for f in found if f.key.lower() == name.lower()]
            if len(exact) == 1:
                return exact[0]
            names = ", ".join(sorted(f.key for f in found)[:8])
            self.fail(f"'{name}' could be {names}: type more of the name.", syntax=False)
        return found[0]

    def carried(self, what: str):
        """The object called ``self.args`` in the caller's inventory."""
        name = self.args.strip()
        if not name:
            self.fail(f"Name the {what}.")
        here = self.caller.location
        inventory = [o for o in self.caller.contents if o != here]
        if not self.caller.search(name, candidates=inventory, quiet=True) and here:
            around = self.caller.search(name, candidates=here.contents, quiet=True)
            if around and isinstance(around[0], (Weapon, Shield, Armor)):
                self.fail(f"You need to carry {around[0].key} first (get it).", syntax=False)
        return self._pick(name, inventory, "in your inventory")

    def tell_room(self, text: str):
        if self.caller.location:
            self.caller.location.msg_contents(text, exclude=[self.caller])


class CmdWield(GearCommand):
    """
    Take up a weapon or a shield you carry.

    Usage:
      wield <weapon or shield>

    You hold at most one weapon and one shield. Wielding a second weapon
    puts the first one away. With no weapon in hand you fight with your
    fists (Brawling). Shield stances in combat need a wielded shield.

    Example:
      wield sword
    """

    key = "wield"
    syntax = "wield <weapon or shield>"

    def run(self):
        thing = self.carried("weapon or shield to wield")
        gear = self.caller.gear
        if isinstance(thing, Armor):
            self.fail(f"{thing.key} is armor: wear it instead.", syntax=False)
        if isinstance(thing, Mount):
            self.fail(f"{thing.key} is for riding: mount it instead.", syntax=False)
        if not isinstance(thing, (Weapon, Shield)):
            self.fail(f"{thing.key} is neither a weapon nor a shield.", syntax=False)
        current = gear.weapon if isinstance(thing, Weapon) else gear.shield
        if current == thing:
            self.fail(f"You are already wielding {thing.key}.", syntax=False)
        gear.wield(thing)
        if current is not None:
            self.caller.msg(f"You put away {current.key} and wield {thing.key}.")
        else:
            self.caller.msg(f"You wield {thing.key}.")
        self.tell_room(f"{self.caller.key} wields {thing.key}.")


class CmdUnwield(GearCommand):
    """
    Put away what you wield.

    Usage:
      unwield
      unwield <weapon or shield>

    With no name, puts away both your weapon and your shield. Afterwards
    you fight bare-handed (Brawling).

    Example:
      unwield shield
    """

    key = "unwield"
    syntax = "unwield [<weapon or shield>]"

    def run(self):
        gear = self.caller.gear
        if not gear.weapon and not gear.shield:
            self.fail("You are not wielding anything (bare hands: Brawling).", syntax=False)
        thing = self.carried("weapon or shield") if self.args.strip() else None
        put_away = gear.unwield(thing)
        if not put_away:
            self.fail(f"You are not wielding {thing.key}.", syntax=False)
        names = " and ".join(p.key for p in put_away)
        self.caller.msg(f"You put away {names}.")
        self.tell_room(f"{self.caller.key} puts away {names}.")


class CmdWear(GearCommand):
    """
    Put on armor you carry.

    Usage:
      wear <armor>

    Armor guards the hit locations it covers. You may wear several pieces,
    but no two that cover the same location: take one off first. See
    +gear/armor <armor> for what a piece covers and how well it stops blows.

    Example:
      wear light grounder
    """

    key = "wear"
    syntax = "wear <armor>"

    def run(self):
        thing = self.carried("armor to wear")
        gear = self.caller.gear
        if isinstance(thing, (Weapon, Shield)):
            self.fail(f"{thing.key} is not armor: wield it instead.", syntax=False)
        if not isinstance(thing, Armor):
            self.fail(f"{thing.key} is not armor.", syntax=False)
        if gear.is_worn(thing):
            self.fail(f"You are already wearing {thing.key}.", syntax=False)
        clashes = gear.conflicts(thing)
        if clashes:
            worn, shared = clashes[0]
            self.fail(f"{thing.key} covers {', '.join(shared)}, which {worn.key} already "
                      f"covers: remove {worn.key} first.", syntax=False)
        gear.wear(thing)
        covers = ", ".join(thing.locations or []) or "no hit location"
        self.caller.msg(f"You put on {thing.key} (covers {covers}).")
        self.tell_room(f"{self.caller.key} puts on {thing.key}.")


class CmdRemove(GearCommand):
    """
    Take off armor you wear.

    Usage:
      remove <armor>

    The armor stays in your inventory.

    Example:
      remove flak jacket
    """

    key = "remove"
    syntax = "remove <armor>"

    def run(self):
        thing = self.carried("armor to take off")
        if not self.caller.gear.remove(thing):
            self.fail(f"You are not wearing {thing.key}.", syntax=False)
        self.caller.msg(f"You take off {thing.key}.")
        self.tell_room(f"{self.caller.key} takes off {thing.key}.")


class CmdMount(GearCommand):
    """
    Get on a mount.

    Usage:
      mount <mount>

    The mount must be here with you (or, for a token that stands for
    one, in your inventory). Mounted stances in combat need one. Only one
    rider at a time, and you ride one mount at a time.

    Example:
      mount warhorse
    """

    key = "mount"
    syntax = "mount <mount>"

    def run(self):
        name = self.args.strip()
        if not name:
            self.fail("Name the mount.")
        here = self.caller.location
        candidates = list(self.caller.contents) + (list(here.contents) if here else [])
        thing = self._pick(name, [c for c in candidates if c != self.caller], "here")
        if not isinstance(thing, Mount):
            self.fail(f"{thing.key} is not something you can ride.", syntax=False)
        gear = self.caller.gear
        riding = gear.mount
        if riding == thing:
            self.fail(f"You are already riding {thing.key}.", syntax=False)
        if riding is not None:
            self.fail(f"You are riding {riding.key}: dismount first.", syntax=False)
        rider = self._rider_of(thing)
        if rider is not None:
            self.fail(f"{rider.key} is already riding {thing.key}.", syntax=False)
        gear.ride(thing)
        self.caller.msg(f"You mount {thing.key}.")
        self.tell_room(f"{self.caller.key} mounts {thing.key}.")

    def _rider_of(self, mount):
        """Whoever else here rides ``mount`` (a rider must be with it)."""
        here = self.caller.location
        for other in (here.contents if here else []):
            gear = getattr(other, "gear", None)
            if other != self.caller and gear is not None and gear.mount == mount:
                return other
        return None


class CmdDismount(GearCommand):
    """
    Get off your mount.

    Usage:
      dismount

    Example:
      dismount
    """

    key = "dismount"
    syntax = "dismount"

    def run(self):
        if self.args.strip():
            self.fail("dismount takes no name: you get off whatever you ride.")
        mount = self.caller.gear.dismount()
        if mount is None:
            self.fail("You are not riding anything.", syntax=False)
        self.caller.msg(f"You dismount {mount.key}.")
        self.tell_room(f"{self.caller.key} dismounts {mount.key}.")
