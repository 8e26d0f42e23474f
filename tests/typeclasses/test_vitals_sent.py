"""Char.Vitals goes out whenever something in it changes: muse
Life Points, pbta HP, an approval in any ruleset, starting, joining and
leaving an fs3 fight, as well as fs3 Luck and wounds."""

from unittest import mock

from rules.pbta.sheet import new_sheet as pbta_sheet
from tests.helpers.fs3_combat import CombatTest
from typeclasses import vitals


class VitalsSentTest(CombatTest):
    def setUp(self):
        super().setUp()
        patcher = mock.patch.object(vitals, "send_vitals")
        self.sent = patcher.start()
        self.addCleanup(patcher.stop)

    def sent_to(self):
        return [call.args[0] for call in self.sent.call_args_list]

    def test_muse_life_points(self):
        self.char1.muse.life_points = 5
        self.assertEqual(self.sent_to(), [self.char1])

    def test_pbta_hp(self):
        self.char1.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 2, "Insightful": 1,
                                                  "Charming": -1}))
        self.assertIn(self.char1, self.sent_to())

    def test_approval_in_every_ruleset(self):
        for key in ("fs3", "muse", "pbta", "mw"):
            self.sent.reset_mock()
            getattr(self.char2, key).approved = True
            self.assertEqual(self.sent_to(), [self.char2], key)

    def test_other_writes_send_nothing(self):
        self.char1.muse.path = "Warden"
        self.char1.pbta.guarding = ""
        self.assertEqual(self.sent_to(), [])

    def test_fs3_fight_start_join_and_leave(self):
        self.combat("/start")
        self.assertIn(self.char1, self.sent_to())
        self.sent.reset_mock()
        self.combat("/join", caller=self.char2)
        self.assertIn(self.char2, self.sent_to())
        self.sent.reset_mock()
        self.combat("/leave", caller=self.char2)
        self.assertIn(self.char2, self.sent_to())
