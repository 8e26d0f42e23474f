"""The vitals table holds the room's ruleset's vitals only, and names that
ruleset (the web client's status bar must not mix every ruleset's):
fs3 wounds in an fs3 room, LP in a muse room, HP in a pbta room, Words in
an mw room; and a character walking into a room of another ruleset gets
the table again, once."""

from unittest import mock

from evennia.utils.test_resources import EvenniaTest

from rules.mw.sheet import new_sheet as mw_sheet
from rules.pbta.sheet import new_sheet as pbta_sheet
from rulesets.registry import set_room_ruleset
from typeclasses import vitals

FS3_KEYS = {"luck", "wounds", "wound_total", "wound_penalty", "ko_threshold"}
OTHER_KEYS = {"lp", "lp_max", "hp", "hp_max", "words", "gains"}


class FakeSession:
    protocol_flags = {"OOB": True}

    def __init__(self):
        self.sent = []

    def msg(self, **kwargs):
        self.sent.append(kwargs[vitals.OOB_CMDNAME][1])


class VitalsPerRulesetTest(EvenniaTest):
    character_typeclass = "typeclasses.characters.Character"

    def setUp(self):
        super().setUp()
        char = self.char1  # a sheet in every ruleset
        char.muse.life_points = 6
        char.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 2, "Insightful": 1, "Charming": -1}))
        char.mw.save(mw_sheet("muscle_wizard", {"M": "Might", "L": "Leverage", "Z": "Zap", "W": "Wallop"}))

    def in_room(self, key):
        set_room_ruleset(self.room1, key)
        return vitals.vitals_of(self.char1)

    def test_fs3_room_shows_fs3_only(self):
        data = self.in_room("fs3")
        self.assertEqual(data["ruleset"], "fs3")
        self.assertLessEqual(FS3_KEYS, set(data))
        self.assertFalse(OTHER_KEYS & set(data))

    def test_muse_room_shows_life_points_only(self):
        data = self.in_room("muse")
        self.assertEqual((data["ruleset"], data["lp"]), ("muse", 6))
        self.assertEqual(data["lp_max"], self.char1.muse.max_life)
        self.assertFalse((FS3_KEYS | {"hp", "words"}) & set(data))

    def test_pbta_room_shows_hp_only(self):
        data = self.in_room("pbta")
        sheet = self.char1.pbta.sheet()
        self.assertEqual((data["ruleset"], data["hp"], data["hp_max"]), ("pbta", sheet.hp, sheet.max_hp))
        self.assertFalse((FS3_KEYS | {"lp", "words"}) & set(data))

    def test_mw_room_shows_words_and_gains(self):
        data = self.in_room("mw")
        self.assertEqual(data["ruleset"], "mw")
        self.assertEqual([w["letter"] for w in data["words"]], [w.letter for w in self.char1.mw.sheet().words])
        self.assertTrue(all(set(w) == {"letter", "name", "die", "full"} for w in data["words"]))
        self.assertEqual(data["gains"], 0)
        self.assertFalse((FS3_KEYS | {"lp", "hp"}) & set(data))

    def test_no_sheet_in_the_room_ruleset_leaves_only_name_and_combat(self):
        set_room_ruleset(self.room1, "muse")
        data = vitals.vitals_of(self.char2)
        self.assertEqual(data, {"name": self.char2.key, "ruleset": "muse", "combat": 0, "combat_turn": 0})

    def test_walking_into_another_ruleset_sends_the_table_once(self):
        set_room_ruleset(self.room2, "muse")
        client = FakeSession()
        with mock.patch.object(vitals, "oob_sessions", lambda char: [client] if char == self.char1 else []):
            vitals.send_vitals(self.char1)  # what login sends: the fs3 table
            self.char1.move_to(self.room2, quiet=True)
            self.assertEqual([d["ruleset"] for d in client.sent], ["fs3", "muse"])
            self.assertIn("lp", client.sent[-1])
            room3 = self.room2.__class__.objects.create(db_key="Another muse room")
            set_room_ruleset(room3, "muse")
            self.char1.move_to(room3, quiet=True)  # same ruleset: nothing new to show
            self.assertEqual(len(client.sent), 2)
            self.char1.move_to(self.room1, quiet=True)
            self.assertEqual([d["ruleset"] for d in client.sent], ["fs3", "muse", "fs3"])

    def test_a_client_without_oob_costs_nothing_on_a_move(self):
        set_room_ruleset(self.room2, "muse")
        with mock.patch.object(vitals, "vitals_of") as built:
            self.char1.move_to(self.room2, quiet=True)  # no session at all
        built.assert_not_called()
