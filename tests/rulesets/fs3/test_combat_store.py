"""How the fs3 combat Script stores its state and turn log: JSON text, one
row per turn, the oldest turns dropped, old-style scripts still read."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from rulesets.fs3 import combat_store
from rulesets.fs3.combat_script import FS3CombatScript, stance_of
from tests.helpers.fs3_combat import CombatTest


class TestStateStore(CombatTest):
    def test_state_is_json_text_not_a_pickle(self):
        script = self.start_fight()
        raw = script.attributes.get("state", strattr=True)
        self.assertIsInstance(raw, str)
        self.assertIn(self.char1.dbref, raw)
        self.assertEqual(script.get_state().get(self.char1.dbref).name, "Char")

    def test_an_old_pickled_state_is_read_and_moves_to_json_on_save(self):
        script = self.start_fight()
        data = script.get_state().to_dict()
        data["turn"] = 7
        script.attributes.add("state", data)  # as scripts saved it before
        self.assertIsNone(script.attributes.get("state", strattr=True))
        state = script.get_state()
        self.assertEqual(state.turn, 7)
        script.save_state(state)
        self.assertIn('"turn":7', script.attributes.get("state", strattr=True))
        self.assertEqual(script.get_state().turn, 7)

    def test_a_changed_stance_reaches_the_character_and_an_unchanged_one_writes_nothing(self):
        script = self.start_fight()
        self.combat("/stance Aggressive")
        script.end_turn()
        self.assertEqual(stance_of(self.char1), "Aggressive")
        self.assertEqual(stance_of(self.char2), "Normal")
        self.assertIsNone(self.char2.attributes.get("combat_stance", category="fs3"),
                          "the default stance needs no write")


class TestTurnLog(CombatTest):
    def entry(self, turn):
        return {"turn": turn, "time": float(turn), "text": f"turn {turn}", "events": [{"n": turn}]}

    def test_each_turn_is_its_own_row_and_the_oldest_go(self):
        script = self.start_fight()
        for turn in range(1, 6):
            combat_store.append_turn(script, self.entry(turn), keep=3)
        self.assertEqual([e["text"] for e in script.turn_log], ["turn 3", "turn 4", "turn 5"])
        rows = script.attributes.get(category="turn_log", return_obj=True, return_list=True)
        self.assertEqual(sorted(a.key for a in rows), ["t000003", "t000004", "t000005"])
        self.assertEqual(script.turn_log[0]["events"], [{"n": 3}])

    def test_turns_sort_by_number_past_ten(self):
        script = self.start_fight()
        for turn in (9, 10, 11):
            combat_store.append_turn(script, self.entry(turn), keep=200)
        self.assertEqual([e["turn"] for e in script.turn_log], [9, 10, 11])

    def test_ending_a_turn_adds_one_row_without_rewriting_the_others(self):
        script = self.start_fight()
        self.combat("/attack Goon1")
        self.combat("/pass", caller=self.char2)
        self.assertEqual([e["turn"] for e in script.turn_log], [1])
        first = script.attributes.get("t000001", category="turn_log", return_obj=True)
        with CaptureQueriesContext(connection) as queries:
            script.end_turn()
        rewrites = [q["sql"] for q in queries.captured_queries
                    if q["sql"].startswith('UPDATE "typeclasses_attribute"')
                    and f'"typeclasses_attribute"."id" = {first.id}' in q["sql"]]
        self.assertEqual(rewrites, [])
        self.assertEqual([e["turn"] for e in script.turn_log], [1, 2])

    def test_an_old_style_log_is_read_and_folded_in(self):
        script = self.start_fight()
        script.attributes.add("log", [self.entry(1), self.entry(2)])
        self.assertEqual([e["turn"] for e in script.turn_log], [1, 2])
        combat_store.append_turn(script, self.entry(3), keep=2)
        self.assertIsNone(script.attributes.get("log"))
        self.assertEqual([e["turn"] for e in script.turn_log], [2, 3])

    def test_a_new_script_has_no_log(self):
        script = self.start_fight()
        self.assertIsInstance(script, FS3CombatScript)
        self.assertEqual(script.turn_log, [])
