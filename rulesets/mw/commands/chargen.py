"""mw character generation: +archetype, +word/add, +word/remove,
+chargen[/submit], +approve and +unapprove."""

from dataclasses import replace

from commands.chargen_base import ApproveCommand, ChargenCommand
from core.rolls.roll_channel import roll_channel
from core.text.player import one_line
from features.chargen import review
from rules.mw.sheet import add_word, with_archetype
from rules.mw.words import find_archetype, side_of
from rulesets.mw.commands.common import MwCommand, need_sheet, parse_side


def _open_for_chargen(cmd):
    handler = cmd.caller.mw
    if handler.approved:
        cmd.fail("Your sheet is approved and locked; ask staff to reopen it.", syntax=False)
    return handler


def _withdraw(handler) -> str:
    if review.withdraw(handler):
        return " Your submission is withdrawn; +chargen/submit again when ready."
    return ""


class CmdArchetype(MwCommand):
    """
    Choose your Muscle Wizard archetype during chargen.

    Usage:
      +archetype <Muscle Wizard||True Muscle||True Wizard>

    The archetype sets the die a new Word starts at: every Word of a
    Muscle Wizard starts at d4; a True Muscle's MUSCLE Words and a True
    Wizard's WIZARD Words start at d6 (their other side at d4). Changing
    archetype in chargen re-sets the dice of the Words you already have.

    Example:
      +archetype True Muscle
    """

    key = "+archetype"
    syntax = "+archetype <Muscle Wizard||True Muscle||True Wizard>"
    help_category = "mw"

    def run(self):
        if not self.args.strip():
            self.fail("Name an archetype.")
        handler = _open_for_chargen(self)
        arche = find_archetype(self.args.strip())
        handler.save(with_archetype(handler.sheet(), arche.key))
        note = _withdraw(handler)
        self.caller.msg(f"You are a {arche.name}. New MUSCLE Words start at d{arche.starting_die('MUSCLE')},"
                        f" WIZARD Words at d{arche.starting_die('WIZARD')}.{note}")


class CmdWord(MwCommand):
    """
    Add or remove one of your Words of Power during chargen.

    Usage:
      +word/add <letter>=<name>/<muscle||wizard>
      +word/remove <letter>/<muscle||wizard>

    MUSCLE Words sit on the letters M, U, S, C, L and E; WIZARD Words on
    W, I, Z, A, R and D. Each letter holds one Word, and the Word's name
    starts with its letter. A new Word starts at your archetype's die for
    its side (see +archetype). Choose an archetype first.

    Examples:
      +word/add M=Might/muscle
      +word/add Z=Zap/wizard
      +word/remove Z/wizard
    """

    key = "+word"
    switch_options = ("add", "remove")
    syntax = "+word/add <letter>=<name>/<muscle||wizard>  or  +word/remove <letter>/<muscle||wizard>"
    help_category = "mw"

    def run(self):
        if not self.switches:
            self.fail("Say /add or /remove.")
        handler = _open_for_chargen(self)
        sheet = need_sheet(self)
        if self.has_switch("add"):
            letter = self.lhs.strip()
            name, sep, side_text = (self.rhs or "").rpartition("/")
            if not letter or not sep or not name.strip() or not side_text.strip():
                self.fail("Give a letter, a name and a side.")
            letter_side = self._letter_side(letter, side_text)
            new = add_word(sheet, letter, one_line(name.strip()))
            word = new.word(letter)
            handler.save(new)
            note = _withdraw(handler)
            self.caller.msg(f"{word.name} ({word.letter}, {letter_side}) joins your Words at d{word.die}.{note}")
            return
        letter, sep, side_text = self.args.strip().partition("/")
        if not letter.strip() or not sep or not side_text.strip():
            self.fail("Give a letter and a side.")
        self._letter_side(letter.strip(), side_text)
        word = sheet.word(letter.strip())
        handler.save(replace(sheet, words=tuple(w for w in sheet.words if w.letter != word.letter)))
        note = _withdraw(handler)
        self.caller.msg(f"{word.name} ({word.letter}) is gone from your Words.{note}")

    def _letter_side(self, letter: str, side_text: str) -> str:
        if len(letter) != 1:
            self.fail(f"'{letter}' is not one letter.")
        side = parse_side(self, side_text)
        actual = side_of(letter)
        if actual != side:
            self.fail(f"{letter.upper()} is a letter of {actual}, not {side}.")
        return side


class CmdChargen(ChargenCommand):
    """
    See where your Muscle Wizard chargen stands, or hand it to staff.

    Usage:
      +chargen
      +chargen/submit
      +chargen/restart <name>     (staff, after a death)

    Choose an archetype with +archetype and at least one Word with
    +word/add, then submit. Staff approve it with +approve, which locks the
    sheet against chargen changes.

    When a Muscle Wizard dies, staff can give the player a new one with
    /restart: the dead one's sheet (archetype, Words, Gains, items) is
    kept as a past life, shown at the end of +words, and chargen opens for
    the new character.

    Examples:
      +chargen/submit
      +chargen/restart Brontessa
    """

    switch_options = ("submit", "restart")
    syntax = "+chargen[/submit]  or  +chargen/restart <name>"
    help_category = "mw"
    handler_name = "mw"
    label = "Muscle Wizard"
    see = "+words"
    still_open = "you can still change Words until approval"

    def run(self):
        if not self.has_switch("restart"):
            return super().run()
        self.require_staff("Restarting a dead Muscle Wizard")
        if len(self.switches) > 1 or not self.args.strip():
            self.fail("Name the dead character to restart.")
        target = self.find_character(self.args, anywhere=True)
        sheet = target.mw.sheet()
        if sheet is None or not sheet.dead:
            self.fail(f"{target.key} is no dead Muscle Wizard; only the dead start over.", syntax=False)
        target.mw.restart(self.caller.key)
        self.caller.msg(f"{target.key}'s dead Muscle Wizard is kept as a past life; chargen is open "
                        f"for a new one.")
        if target != self.caller:
            target.msg(f"{self.caller.key} opens a new life for you: your old Muscle Wizard is kept "
                       f"as a past life (+words). Start again with +archetype.")
        roll_channel().msg(f"{self.caller.key} restarted {target.key}'s dead Muscle Wizard.")

    def open_state(self, handler) -> str:
        if handler.sheet() is None:
            return "not started: choose an archetype with +archetype"
        return "open: add Words with +word/add"


class CmdApprove(ApproveCommand):
    """
    Approve or reopen a character's Muscle Wizard sheet (staff).

    Usage:
      +approve <name>
      +approve <name>=<ruleset>
      +unapprove <name>[=<ruleset>]
      +approve/return <name>[/<ruleset>]=<comment>

    Approval locks the archetype and Words against chargen changes;
    unapproving opens them again. Gains, harm and items carry on either way.

    +approve <name> approves the sheet that person submitted, whichever
    ruleset it belongs to and wherever you stand; if sheets of more than
    one ruleset wait, it asks which (+approve <name>=<ruleset>). With
    nothing submitted it means the sheet of this room's ruleset.

    /return (or /reject) hands a submitted sheet back to its player with
    your comment: the sheet opens for changes again, the comment stays
    on its request, and the player is told now or at their next login.

    Examples:
      +approve Brontessa
      +approve/return Brontessa=Add a WIZARD Word too, please.
    """

    help_category = "mw"
    handler_name = "mw"
    label = "Muscle Wizard"
    welcome = "Go get swole."


