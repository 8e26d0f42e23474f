"""Text stored by a game that let players make links loses its link codes: the data migration
upgrades/migrations/0002_strip_player_links.py cleans names, string
Attributes, messages, board posts, requests and scene logs, and leaves
everything else (colour, other Attributes) as it was."""

import importlib

from django.apps import apps as django_apps
from django.utils import timezone
from evennia.comms.models import Msg
from evennia.objects.models import ObjectDB
from evennia.typeclasses.attributes import Attribute
from evennia.utils import create
from evennia.utils.idmapper.models import flush_cache
from evennia.utils.test_resources import EvenniaTest

from features.community.models import Board, Post
from features.scenes.models import Scene, SceneEntry

migration = importlib.import_module("upgrades.migrations.0002_strip_player_links")
ATTACK = "|l|luc|ltX|lequit|ltemit-link|le and ||lcquit||ltY||le |rred|n"
CLEAN = "Xquitemit-link and quitY |rred|n"


class TestStoredTextIsCleaned(EvenniaTest):
    def test_the_migration_strips_stored_link_codes(self):
        ObjectDB.objects.filter(pk=self.char2.pk).update(db_key="Mal" + ATTACK)
        self.char1.db.desc = ATTACK
        self.char1.db.numbers = [1, "|lcquit|ltX|le"]  # not a string: left alone
        msg = create.create_message(self.char1, ATTACK, receivers=[self.char2], header=ATTACK)
        board = Board.objects.create(number=91, name="Test board")
        post = Post.objects.create(board=board, author_name="Mal", title=ATTACK, text=ATTACK)
        scene = Scene.objects.create(room_id=self.room1.id, title=ATTACK, summary=ATTACK,
                                     started=timezone.now())
        entry = SceneEntry.objects.create(scene=scene, seq=1, kind="pose", text=ATTACK,
                                          created=timezone.now())

        for _ in range(2):  # twice: the second run changes nothing
            migration.forward(django_apps, None)
            flush_cache()
            self.assertEqual(ObjectDB.objects.get(pk=self.char2.pk).db_key, "Mal" + CLEAN)
            desc = Attribute.objects.get(db_key="desc", objectdb=self.char1.pk).db_value
            self.assertEqual(desc, CLEAN)
            self.assertEqual(Attribute.objects.get(db_key="numbers", objectdb=self.char1.pk).db_value,
                             [1, "|lcquit|ltX|le"])
            stored = Msg.objects.get(pk=msg.pk)
            self.assertEqual((stored.db_message, stored.db_header), (CLEAN, CLEAN))
            stored = Post.objects.get(pk=post.pk)
            self.assertEqual((stored.title, stored.text), (CLEAN, CLEAN))
            stored = Scene.objects.get(pk=scene.pk)
            self.assertEqual((stored.title, stored.summary), (CLEAN, CLEAN))
            self.assertEqual(SceneEntry.objects.get(pk=entry.pk).text, CLEAN)

    def test_the_frozen_rule_is_the_games_rule(self):
        from core.text.player import strip_links

        for text in (ATTACK, "||||lcx", "|l|l|lccc", "plain |r text"):
            self.assertEqual(migration.strip_links(text), strip_links(text))
