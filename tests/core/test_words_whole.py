"""Every table and screen of the game at 60 and 80 columns keeps its words
whole: tests/helpers/widths.py draws each at 400, 60 and
80 columns and fails on a line too long or a word cut or cropped. Each
test below fills a table with long names and texts, the way play does."""

from datetime import datetime, timedelta, timezone
from unittest import mock

from evennia.scripts.scripts import DefaultScript

from commands.odds import CmdOdds
from commands.rolls import CmdRolls
from commands.ruleset_cmd import CmdRuleset
from core.text.plain import plain
from features.community import boards, mail, requests
from features.community.commands.boards import CmdBBRead
from features.community.commands.events import CmdEvents
from features.community.commands.finger import CmdFinger
from features.community.commands.mail import CmdMail
from features.community.commands.requests import CmdJob, CmdRequest
from features.community.commands.who import CmdAfk, CmdStaff, CmdWhere, CmdWho
from features.scenes.commands.reading import CmdScenes
from rules.fs3.combat.wounds import Severity, Wound
from rules.muse.tribulations import impose
from rules.mw.sheet import add_item, make_item
from rules.mw.sheet import new_sheet as mw_sheet
from rules.pbta.sheet import new_sheet as pbta_sheet
from rulesets import registry as rulesets
from rulesets.fs3.commands.combat import CmdCombat as Fs3Combat
from rulesets.fs3.commands.combat import CmdCombats
from rulesets.fs3.commands.damage import CmdDamage as Fs3Damage
from rulesets.fs3.commands.gear_info import CmdGear
from rulesets.fs3.commands.roll import CmdRoll as Fs3Roll
from rulesets.fs3.commands.sheet import CmdAbilities
from rulesets.fs3.commands.sheet import CmdSheet as Fs3Sheet
from rulesets.muse.commands.combat import CmdCombat as MuseCombat
from rulesets.muse.commands.sheet import CmdSheet as MuseSheet
from rulesets.mw.commands.roll import CmdRoll as MwRoll
from rulesets.mw.commands.sheet import CmdWords
from rulesets.pbta.commands.damage import CmdDamage as PbtaDamage
from rulesets.pbta.commands.moves import CmdMoves
from rulesets.pbta.commands.sheet import CmdSheet as PbtaSheet
from tests.helpers.community import FakeSession
from tests.helpers.fs3_combat import CombatTest
from tests.helpers.widths import WidthCheck, words

LONG = "Sparring Sergeant"
TITLE = "A long title about the harvest festival and its lanterns"


class TestFs3(WidthCheck, CombatTest):
    fake_gear = False  # the real gear handler, for +gear

    def test_combat_keeps_npc_names_whole(self):
        self.combat("/start")
        self.combat(f"/add {LONG}=Goon")
        self.combat(f"/attack {LONG}")
        # the turn's timer stands still while the screen is drawn at each width
        # (a second ticking by between two drawings changes the words)
        still = mock.patch.object(DefaultScript, "time_until_next_repeat", return_value=299)
        with still:
            drawn = self.whole(Fs3Combat)
        for text in drawn.values():
            self.assertIn("Sergeant*", plain(text).split())  # the NPC mark on a whole name
        self.whole(CmdCombats)

    def test_sheet_abilities_and_damage(self):
        self.char1.fs3.wounds = [Wound(Severity.SERIOUS, "Left Arm", "Heavy Crossbow", 1.0).to_dict(),
                                 Wound(Severity.LIGHT, "Chest", "Knife", 1.0).to_dict()]
        self.whole(Fs3Sheet)
        self.whole(CmdAbilities)
        self.whole(Fs3Damage)

    def test_gear_tables(self):
        self.whole(CmdGear, "/weapons")
        self.whole(CmdGear, "/armors")
        self.whole(CmdGear, "/armor Flak Jacket")
        self.whole(CmdGear)

    def test_odds_labels_are_whole(self):
        for text in self.whole(CmdOdds, "Melee vs 5").values():
            self.assertIn("Solid Victory (opponent)", text)
        self.whole(CmdOdds, "Melee+2")

    def test_roll_lines_and_history(self):
        for text in self.whole(Fs3Roll, "Melee+8 vs 5").values():
            self.assertRegex(" ".join(plain(text).split()), r"\d+ hits?, (Great|Good|Amazing) Success")
        self.whole(CmdRolls)


class TestOtherRulesets(WidthCheck, CombatTest):
    def test_muse_combat_keeps_close_whole(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        self.call(MuseCombat(), "/start", caller=self.char1)
        self.call(MuseCombat(), f"/add {LONG}=2", caller=self.char1)
        self.call(MuseCombat(), "/join", caller=self.char2)
        self.call(MuseCombat(), "/newturn", caller=self.char1)
        for text in self.whole(MuseCombat).values():
            self.assertLessEqual(words(LONG), words(text), "the name is cropped")

    def test_muse_sheet(self):
        rulesets.set_room_ruleset(self.room1, "muse")
        self.char1.muse.set_rating("Might", 4)
        self.char1.muse.key_trait = "Might"
        self.char1.muse.tribulations = impose(impose({}, "Enfeebled"), "Bleeding")
        self.whole(MuseSheet)
        self.whole(CmdOdds, "Might+2")

    def test_mw_sheet_and_roll(self):
        rulesets.set_room_ruleset(self.room1, "mw")
        sheet = mw_sheet("muscle_wizard", {"M": "Magnificent Biceps", "L": "Levitation"})
        sheet = add_item(sheet, make_item("Enchanted Greatsword of Unending Sorrow", "die", 6, True))
        self.char1.mw.save(sheet)
        self.whole(CmdWords)
        self.whole(CmdOdds, "M vs 12")
        self.whole(MwRoll, "/preview M,L:perfect vs 12")

    def test_pbta_tables(self):
        rulesets.set_room_ruleset(self.room1, "pbta")
        self.char1.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 2, "Insightful": 1,
                                                  "Charming": -1}))
        self.whole(PbtaSheet)
        self.whole(PbtaDamage, "/list")
        self.whole(CmdMoves)
        self.whole(CmdOdds, "Agile+1")


class TestCommunity(WidthCheck, CombatTest):
    def setUp(self):
        super().setUp()
        self.room1.key = "The Hall of the Mountain King's Long Gallery"

    def online(self):
        from unittest import mock

        from features.community import presence

        sessions = [FakeSession(self.char1, self.account, idle=4000),
                    FakeSession(self.char2, self.account2, idle=30)]
        patcher = mock.patch.object(presence, "_sessions", return_value=sessions)
        patcher.start()
        self.addCleanup(patcher.stop)
        self.call(CmdAfk(), "Gone to the harvest festival, back in an hour or so", caller=self.char1)

    def test_who_staff_and_where(self):
        self.online()
        for cmd in (CmdWho, CmdStaff, CmdWhere):
            for text in self.whole(cmd).values():
                self.assertNotIn("+--", plain(text))  # one table style: the ~~~ rule

    def test_events(self):
        when = (datetime.now(timezone.utc) + timedelta(days=3)).strftime("%Y-%m-%d")
        self.call(CmdEvents(), f"/create {when} 20:00={TITLE}/Music at the lodge.", caller=self.char2)
        for text in self.whole(CmdEvents).values():
            self.assertNotIn("+--", plain(text))
        self.whole(CmdEvents, "1")

    def test_boards_mail_requests(self):
        board = boards.create_board("Public")
        boards.create_board("Announcements and Other Important Notices", "all()", "perm(Builder)")
        boards.write(board, self.char2, TITLE, "Who is up for it?")
        for text in self.whole(CmdBBRead, "Public").values():
            self.assertLessEqual(words(TITLE), words(text), "the title is cropped")
        self.whole(CmdBBRead)
        mail.send(self.char2, [self.char1], TITLE, "Meet at nine.")
        requests.file_request(self.char1, TITLE, "Please.")
        for cmd, args, cmdstring in ((CmdMail, "", None), (CmdRequest, "", "+requests"),
                                     (CmdJob, "", "+jobs")):
            for text in self.whole(cmd, args, cmdstring=cmdstring).values():
                self.assertLessEqual(words(TITLE), words(text), f"{cmdstring}: the title is cropped")

    def test_finger_scenes_ruleset(self):
        self.whole(CmdFinger, "Char2")
        self.whole(CmdRuleset)
        from features.scenes.commands.scene import CmdScene

        self.call(CmdScene(), f"/start {TITLE}", caller=self.char1)
        for text in self.whole(CmdScenes).values():
            self.assertLessEqual(words(TITLE), words(text), "the title is cropped")


class TestPlainWords(CombatTest):
    """+odds labels and roll legends read as words, not debug output."""

    def test_wound_roll_names_its_parts(self):
        from rulesets.fs3.combat_format import wound_roll_text

        text = wound_roll_text({"die": 14, "lethality": -20, "location_modifier": 0,
                                "brawn_bonus": 0, "total": -6, "severity": "Light"})
        self.assertEqual(text, "d100 14, weapon -20 = -6 on the severity scale")

    def test_opponent_dice_without_debug(self):
        out = self.call(Fs3Roll(), "Melee vs 5", caller=self.char1)
        self.assertIn("Opponent rolls 5 dice:", out)
        self.assertNotIn("dice 5 = 5 dice", out)
        out = self.call(CmdOdds(), "Melee vs 5", caller=self.char1)
        self.assertNotIn("the other sid", out)
        self.assertIn("Chance of at least one hit: you", out)
