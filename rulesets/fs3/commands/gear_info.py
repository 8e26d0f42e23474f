"""+gear: your combat gear, an armor's stop chances, and the gear catalogue."""

import textwrap

from core.command import FourfoldCommand
from core.text import counts, screen, tables
from rules.fs3.combat.armor import NET_HIT_STOP_PENALTY
from rules.fs3.combat.armor import Armor as ArmorRecord
from rules.fs3.combat.weapons import UNARMED
from rulesets.fs3.gear import Armor, Mount, Shield, Weapon
from rulesets.fs3.gear_data import ARMORS, UNARMED_WEAPON, WEAPONS

WIDTH = 78


def wrapped(text: str, indent: str = "") -> str:
    return textwrap.fill(text, width=screen.width(), subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False)

# The printed armor tables run over these penetrations; so does the display.
PENETRATIONS = range(1, 9)


def weapon_text(stats: dict) -> str:
    """Sword (Melee, melee): penetration 4, lethality +10."""
    text = (f"{stats['name']} ({stats['skill']}, {stats['kind']}): penetration "
            f"{stats['penetration']}, lethality {stats['lethality']:+d}")
    if stats.get("dodge_bonus"):
        text += f", defender +{counts.dice(stats['dodge_bonus'])}"
    return text


def armor_text(stats: dict) -> str:
    covers = ", ".join(stats["locations"]) or "nothing"
    return f"{stats['name']} (protection {stats['protection']}; covers {covers})"


def gear_text(char) -> str:
    gear = char.gear
    weapon = gear.weapon_dict()
    lines = [f"|wCombat gear of {char.key}|n"]
    if weapon:
        lines.append(wrapped(f"Weapon: {weapon_text(weapon)}", " " * 8))
    else:
        lines.append(wrapped(f"Weapon: bare hands, {weapon_text(UNARMED.to_dict())}", " " * 8))
    shield = gear.shield
    lines.append(f"Shield: {shield.key if shield else 'none'}")
    worn = gear.armor_dicts()
    if worn:
        lines += [wrapped(f"Armor:  {armor_text(a)}", " " * 8) for a in worn]
    else:
        lines.append("Armor:  none")
    mount = gear.mount
    lines.append(f"Mount:  {mount.key if mount else 'none'}")
    in_use = gear.in_use()
    spare = [o.key for o in char.contents
             if isinstance(o, (Weapon, Armor, Shield, Mount)) and o not in in_use]
    if spare:
        lines.append(wrapped(f"Also carried: {', '.join(spare)}", " " * 2))
    return "\n".join(lines)


def stop_table(stats: dict) -> str:
    """The armor's stop chance against every penetration, before net hits."""
    record = ArmorRecord.from_dict(stats)
    how = "printed table" if record.table else "protection formula"
    chances = [f"{record.base_stop_chance(p)}%" for p in PENETRATIONS]
    across = (["|wPenetration|n", *[str(p) for p in PENETRATIONS]], [["|wStop chance|n", *chances]])
    if tables.fits(*across):  # one row across, as printed; a narrow screen gets a column
        table = tables.table(*across)
    else:
        table = tables.table(("|wPenetration|n", "|wStop chance|n"), list(zip(PENETRATIONS, chances)))
    return "\n".join([
        wrapped(armor_text(stats), " " * 2),
        f"Stop chance by weapon penetration ({how}):",
        str(table),
        wrapped(f"Each net hit of the attack takes {NET_HIT_STOP_PENALTY} off the chance. A d100 "
                "at or under it stops the blow, so over 100% stops it unless net hits bring "
                "the chance lower."),
    ])


def weapons_table(staff: bool = False) -> str:
    """Every weapon; staff are also told how to make one."""
    rows = []
    for row in WEAPONS:
        name = row["name"] + (" (bare hands)" if row["name"] == UNARMED_WEAPON else "")
        rows.append((name, row["skill"], row["kind"], row["penetration"],
                     f"{row['lethality']:+d}", row["dodge_bonus"]))
    table = tables.table(("|wWeapon|n", "|wSkill|n", "|wKind|n", "|wPen|n", "|wLeth|n",
                          "|wDodge+|n"), rows)
    lines = [table, wrapped("Pen: penetration. Leth: added to the wound roll. Dodge+: dice a "
                            "defender adds.")]
    if staff:
        lines.append(wrapped("Staff: spawn these as fs3_<name>, e.g. spawn fs3_sword."))
    return "\n".join(lines)


def armors_table() -> str:
    rows = [(row["name"], row["protection"], "printed table" if row.get("table") else "formula",
             ", ".join(row["locations"])) for row in ARMORS]
    table = tables.table(("|wArmor|n", "|wProt|n", "|wStop chances|n", "|wCovers|n"), rows)
    return "\n".join([table, "See +gear/armor <name> for its stop chances."])


class CmdGear(FourfoldCommand):
    """
    Show combat gear, an armor's stop chances, or the gear catalogue.

    Usage:
      +gear                  what you wield, wear and ride
      +gear <name>           someone else's gear (staff)
      +gear/armor <armor>    what an armor covers and its stop chances
      +gear/weapons          every weapon in the catalogue
      +gear/armors           every armor in the catalogue

    +gear/armor looks first at armor in your inventory, then at the
    catalogue. Its table shows, for each weapon penetration, the chance
    in a hundred that the armor stops a blow to a covered location; every
    net hit of the attacker lowers that chance. Get ready with wield,
    wear and mount.

    Examples:
      +gear
      +gear/armor flak
      +gear/weapons
    """

    key = "+gear"
    aliases = ["gear"]
    switch_options = ("armor", "weapons", "armors")
    syntax = "+gear [<name>], +gear/armor <armor>, +gear/weapons, +gear/armors"
    help_category = "fs3"

    def run(self):
        if self.has_switch("weapons"):
            return self.caller.msg(weapons_table(self.is_staff()))
        if self.has_switch("armors"):
            return self.caller.msg(armors_table())
        if self.has_switch("armor"):
            return self.caller.msg(stop_table(self.find_armor(self.args.strip())))
        if self.args.strip():
            target = self.find_character(self.args, anywhere=True)
            if target != self.caller and not self.is_staff():
                self.fail("Other people's gear is for staff to see.", syntax=False)
        else:
            target = self.caller
        if not hasattr(target, "gear"):
            self.fail(f"{target.key} carries no combat gear.", syntax=False)
        self.caller.msg(gear_text(target))

    def find_armor(self, name: str) -> dict:
        """Stats of the armor called ``name``: carried first, then catalogue."""
        if not name:
            self.fail("Name an armor.")
        mine = [o for o in self.caller.contents if isinstance(o, Armor)]
        found = self.caller.search(name, candidates=mine, quiet=True) if mine else []
        found = list(found or [])
        if len(found) > 1:
            exact = [f for f in found if f.key.lower() == name.lower()]
            found = exact or found
        if len(found) == 1:
            return found[0].stats()
        if len(found) > 1:
            self.fail(f"'{name}' could be {', '.join(sorted(f.key for f in found))}.",
                      syntax=False)
        low = name.lower()
        for test in (lambda n: n == low, lambda n: n.startswith(low), lambda n: low in n):
            rows = [r for r in ARMORS if test(r["name"].lower())]
            if len(rows) == 1:
                return dict(rows[0])
            if len(rows) > 1:
                names = ", ".join(r["name"] for r in rows)
                self.fail(f"'{name}' could be {names}: type more of the name.", syntax=False)
        self.fail(f"No armor called '{name}' in your inventory or the catalogue "
                  "(see +gear/armors).", syntax=False)
