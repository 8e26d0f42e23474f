"""+item: items that add a die or a flat bonus after a Word roll."""

from core.rolls.roll_channel import roll_channel
from core.text.player import one_line
from rules.mw.ladder import parse_die
from rules.mw.sheet import add_item, make_item, remove_item
from rulesets.mw.commands import format as fmt
from rulesets.mw.commands.common import MwCommand, need_sheet


class CmdItem(MwCommand):
    """
    List, ready, give or take away Muscle Wizard items.

    Usage:
      +item [<name>]
      +item/use <item>
      +item/add <name>=<item>/<die||flat>/<dN>[/cursed]    (staff)
      +item/remove <name>=<item>                           (staff)

    An item adds to a roll after the Word dice and any explosion chain: a
    die item adds a roll of its die, a flat item adds half its die size. It
    never changes the threshold and adds nothing to a fumble. /use readies
    an item for your next roll (the item is kept). A cursed item still
    helps, but its curse may strike a Word (staff use +hurt/curse).

    Examples:
      +item
      +item/use Lucky Belt
      +item/add Brontessa=Lucky Belt/die/d6
      +item/add Brontessa=Iron Ring/flat/d6/cursed
    """

    key = "+item"
    aliases = ["+items"]
    switch_options = ("use", "add", "remove")
    syntax = "+item [<name>]  or  +item/use <item>  or  +item/add <name>=<item>/<die||flat>/<dN>[/cursed]"
    help_category = "mw"

    def run(self):
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        if self.has_switch("use"):
            return self.use()
        if self.has_switch("add"):
            return self.add()
        if self.has_switch("remove"):
            return self.remove()
        target = self.whose(self.args, "items")
        sheet = need_sheet(self, target)
        if not sheet.items:
            self.caller.msg(f"{target.key} carries no items.")
            return
        lines = [f"{target.key} carries:"]
        ready = target.mw.use_items
        for item in sheet.items:
            marks = [m for m, on in (("cursed", item.cursed), ("readied", item.name in ready)) if on]
            lines.append(f"  {item.name}: {fmt.item_bonus_text(item)}" + (f" [{', '.join(marks)}]" if marks else ""))
        self.caller.msg("\n".join(lines))

    def use(self):
        if not self.args.strip():
            self.fail("Name the item to use.")
        sheet = need_sheet(self)
        item = sheet.item(self.args.strip())
        if item.name in self.caller.mw.use_items:
            self.fail(f"{item.name} is already readied for your next roll.", syntax=False)
        self.caller.mw.ready_item(item.name)
        self.caller.msg(f"{item.name} will add {fmt.item_bonus_text(item)} to your next roll, unless it fumbles.")

    def add(self):
        self.require_staff("Giving items")
        parts = [p.strip() for p in (self.rhs or "").split("/")]
        if not self.lhs.strip() or len(parts) not in (3, 4) or not all(parts):
            self.fail("Give a name, then the item's name, kind (die or flat) and die.")
        cursed = False
        if len(parts) == 4:
            if parts[3].lower() != "cursed":
                self.fail(f"The last part is 'cursed' or nothing, not '{parts[3]}'.")
            cursed = True
        target = self.find_character(self.lhs, anywhere=True)
        sheet = need_sheet(self, target)
        item = make_item(one_line(parts[0]), parts[1], parse_die(parts[2]), cursed)
        target.mw.save(add_item(sheet, item))
        curse = " (cursed)" if cursed else ""
        self.caller.msg(f"{target.key} now carries {item.name}{curse}: {fmt.item_bonus_text(item)}.")
        if target != self.caller:
            target.msg(f"You now carry {item.name}: {fmt.item_bonus_text(item)}.")
        roll_channel().msg(f"{self.caller.key} gave {target.key} the item {item.name}{curse}.")

    def remove(self):
        self.require_staff("Taking items away")
        if not self.lhs.strip() or not (self.rhs or "").strip():
            self.fail("Give a name and the item.")
        target = self.find_character(self.lhs, anywhere=True)
        sheet = need_sheet(self, target)
        item = sheet.item(self.rhs.strip())
        target.mw.save(remove_item(sheet, item.name))
        target.mw.unready_item(item.name)
        self.caller.msg(f"{item.name} is taken from {target.key}.")
        if target != self.caller:
            target.msg(f"{self.caller.key} took {item.name} from you.")
