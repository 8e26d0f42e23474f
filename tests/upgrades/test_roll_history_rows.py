"""A game made when each room kept its roll history in a ``roll_history``
Attribute keeps those rolls: the data migration
upgrades/migrations/0006_roll_history_rows.py moves them into rows (JSON
text or an older pickled list), in order, and deletes the Attributes;
other Attributes stay as they were."""

import importlib
import json

from django.apps import apps as django_apps
from evennia.typeclasses.attributes import Attribute
from evennia.utils.idmapper.models import flush_cache
from evennia.utils.test_resources import EvenniaTest

from core.rolls import history as roll_history
from core.rolls.models import RollEntry

migration = importlib.import_module("upgrades.migrations.0006_roll_history_rows")


def entry(text, when=0, **more):
    return {"time": when, "roller": "Mal", "roller_id": 7, "private": False,
            "kind": "roll", "text": text, **more}


class TestRollHistoryMovesToRows(EvenniaTest):
    def setUp(self):
        super().setUp()
        text = json.dumps([entry("one", 1), entry("two", 2, private=True, kind="aid"), "junk"])
        self.room1.attributes.add("roll_history", text, strattr=True)
        self.room2.attributes.add("roll_history", [entry("pickled", 3)])  # an older pickled list
        self.obj1.attributes.add("roll_history", "[{not json", strattr=True)
        self.obj1.attributes.add("roll_history", "kept", category="notes")  # not the history
        self.char1.attributes.add("height", "A tall one.")

    def migrate(self):
        migration.forward(django_apps, None)
        flush_cache()
        roll_history.forget()

    def texts(self, room):
        return [e["text"] for e in roll_history.history(room)]

    def test_every_rooms_rolls_become_rows_in_order_and_the_attributes_go(self):
        for _ in range(2):  # twice: the second run changes nothing
            self.migrate()
            self.assertEqual(self.texts(self.room1), ["one", "two"])
            self.assertEqual(self.texts(self.room2), ["pickled"])
            self.assertEqual(self.texts(self.obj1), [])
            self.assertEqual(RollEntry.objects.count(), 3)
        two = roll_history.history(self.room1)[1]
        self.assertEqual((two["roller"], two["roller_id"], two["private"], two["kind"], two["time"]),
                         ("Mal", 7, True, "aid", 2))
        self.assertEqual([r.time for r in RollEntry.objects.filter(room_id=self.room1.id)
                          .order_by("id")], [1.0, 2.0])
        self.assertFalse(Attribute.objects.filter(db_key="roll_history", db_category=None).exists())
        self.assertEqual(Attribute.objects.get(db_key="roll_history", db_category="notes").db_value,
                         "kept")
        self.assertEqual(Attribute.objects.get(db_key="height", objectdb=self.char1.pk).db_value, "A tall one.")

    def test_a_roll_after_the_move_follows_the_moved_ones(self):
        self.migrate()
        room = type(self.room1).objects.get(id=self.room1.id)
        roll_history.record(room, self.char1, "three")
        roll_history.flush_all()
        roll_history.forget()
        self.assertEqual(self.texts(room), ["one", "two", "three"])

    def test_entries_of_any_shape_are_read(self):
        self.assertEqual(migration.stamp({"time": "soon"}), 0.0)
        self.assertEqual(migration.stamp({}), 0.0)
        self.assertEqual(migration.stamp({"time": 5}), 5.0)
