"""Vitals for rich clients: what the Char.Vitals table holds, who gets it,
and when it is sent (login, Luck and wound changes, each combat turn, and
when the client asks through the get_vitals inputfunc)."""

import time
from unittest import mock

from evennia.server.portal.gmcp_utils import encode_gmcp
from evennia.utils.test_resources import EvenniaTest

from server.conf import inputfuncs
from typeclasses import vitals

CHAR = "typeclasses.characters.Character"


class FakeSession:
    def __init__(self, oob=True, puppet=None):
        self.protocol_flags = {"OOB": oob}
        self.puppet = puppet
        self.sent = []

    def msg(self, **kwargs):
        self.sent.append(kwargs)


class VitalsTest(EvenniaTest):
    character_typeclass = CHAR

    def wound(self, severity):
        return {"severity": severity, "location": "Chest", "weapon": "Sword",
                "created_at": time.time()}

    def test_table_holds_fs3_vitals_and_no_combat(self):
        self.char1.fs3.wounds = [self.wound("Moderate"), self.wound("Moderate")]
        data = vitals.vitals_of(self.char1)
        self.assertEqual(data["name"], self.char1.key)
        self.assertEqual(data["luck"], 3)
        self.assertEqual(data["wounds"], 2)
        self.assertEqual(data["wound_total"], -1.5)
        self.assertEqual(data["wound_penalty"], -1)
        self.assertEqual(data["ko_threshold"], -1.0)
        self.assertEqual((data["combat"], data["combat_turn"]), (0, 0))
        self.assertNotIn("hp", data)

    def test_muse_life_points_when_the_character_has_a_muse_sheet(self):
        from rulesets.registry import set_room_ruleset

        set_room_ruleset(self.room1, "muse")  # only the room's ruleset's vitals are sent
        self.assertNotIn("lp", vitals.vitals_of(self.char1))
        self.char1.muse.life_points = 6
        data = vitals.vitals_of(self.char1)
        self.assertEqual(data["lp"], 6)
        self.assertEqual(data["lp_max"], self.char1.muse.max_life)

    def test_gmcp_name_is_char_vitals(self):
        self.assertTrue(encode_gmcp(vitals.OOB_CMDNAME, luck=3).startswith("Char.Vitals {"))

    def test_sent_only_to_sessions_that_take_oob(self):
        rich, plain = FakeSession(oob=True), FakeSession(oob=False)
        with mock.patch.object(vitals, "oob_sessions",
                               lambda char: [s for s in (rich, plain) if s.protocol_flags["OOB"]]):
            self.char1.fs3.luck = 4  # the handler's setter sends
        self.assertEqual(plain.sent, [])
        self.assertEqual(rich.sent[-1][vitals.OOB_CMDNAME][1]["luck"], 4)

    def test_wound_change_sends(self):
        rich = FakeSession()
        with mock.patch.object(vitals, "oob_sessions", lambda char: [rich]):
            self.char1.fs3.wounds = [self.wound("Light")]
        self.assertEqual(rich.sent[-1][vitals.OOB_CMDNAME][1]["wounds"], 1)

    def test_inputfunc_answers_the_asking_session(self):
        session = FakeSession(puppet=self.char1)
        inputfuncs.get_vitals(session)
        self.assertEqual(session.sent[-1][vitals.OOB_CMDNAME][1]["name"], self.char1.key)
        inputfuncs.char_vitals_get(session)
        self.assertEqual(len(session.sent), 2)
        nobody = FakeSession(puppet=None)
        inputfuncs.get_vitals(nobody)
        self.assertEqual(nobody.sent, [{vitals.OOB_CMDNAME: ((), {})}])

    def test_a_combat_turn_sends_the_new_turn(self):
        from rulesets.fs3.combat_script import FS3CombatScript

        script = FS3CombatScript.begin(self.room1, self.char1)
        script.add_fighter(self.char1)
        rich = FakeSession()
        try:
            with mock.patch.object(vitals, "oob_sessions",
                                   lambda char: [rich] if char == self.char1 else []):
                script.send_vitals()
            data = rich.sent[-1][vitals.OOB_CMDNAME][1]
            self.assertEqual(data["combat"], script.number)  # the fight number players see
            self.assertEqual(data["combat_turn"], script.turn)
        finally:
            script.delete()

    def test_a_broken_session_never_breaks_the_caller(self):
        broken = FakeSession()
        broken.msg = mock.Mock(side_effect=RuntimeError("gone"))
        with mock.patch.object(vitals, "logger"):
            self.assertIsNone(vitals.send_vitals(self.char1, session=broken))
