"""A fight's web log (/combats/<n>/log/) once the fight is over:
its Script is deleted, the turn log is kept (features/scenes/fights.py) and
read by the same people as while the fight ran: the players of everyone
who fought in it (those taken out or gone too) or organized it, and staff;
anyone else is refused, a visitor goes to the login page. The scene the
fight was part of links it, and the log links the scene back."""

import time
from unittest import mock

from evennia.utils import create

from features.scenes import fights
from features.scenes import store as scene_store
from features.scenes.models import Fight
from rulesets.fs3 import combat_store
from tests.helpers.web import CHAR, SceneWebTest, WebTest


def turn(n, text):
    return {"turn": n, "time": time.time(), "text": text, "events": []}


class FightMixin:
    def begin(self, organizer=None, fighters=()):
        from rulesets.fs3.combat_script import FS3CombatScript

        script = FS3CombatScript.begin(self.room, organizer or self.char)
        self.addCleanup(lambda: script.pk and script.delete())
        for obj in fighters:
            script.add_fighter(obj)
        return script

    def url(self, number):
        return f"/combats/{number}/log/"

    def character(self, key, account=None):
        """Another character, of ``account`` when given (deleted before the accounts are)."""
        obj = create.create_object(CHAR, key=key, location=self.room, home=self.room)
        self.extra.append(obj)
        if account is not None:
            obj.db_account = account
            obj.save()
            account.characters.add(obj)
        return obj

    def setUp(self):
        super().setUp()
        self.extra = []

    def tearDown(self):
        for obj in self.extra:
            if obj.pk:
                obj.delete()
        if not self.room.pk:  # the test destroyed it
            self.room = create.create_object("typeclasses.rooms.Room", key="Again")
        super().tearDown()


class KeptCombatLogTest(FightMixin, WebTest):
    def setUp(self):
        super().setUp()
        self.script = self.begin(fighters=[self.char])
        self.number = self.script.number
        combat_store.append_turn(self.script, turn(1, "|wCombat turn 1|n\nMara attacks Raider."),
                                 keep=200)

    def test_the_log_outlives_the_fight(self):
        self.script.stop_combat()
        self.assertFalse(self.script.pk)  # the Script is gone
        response = self.client_for(self.owner).get(self.url(self.number))
        self.assertEqual(response.status_code, 200)
        page = response.content.decode()
        self.assertIn(f"Combat #{self.number}", page)
        self.assertIn("Mara attacks Raider.", page)
        self.assertIn("Combat turn 1", page)
        self.assertNotIn("|w", page)
        self.assertIn("over since", page)
        self.assertIn("after turn 1", page)
        self.assertIn("Fought: Mara", page)
        kept = fights.kept(self.number)
        self.assertEqual((kept.ruleset, kept.room_name, kept.organizer_name), ("fs3", "Arena", "Mara"))
        self.assertEqual(kept.readers, [self.char.id])

    def test_staff_read_it_and_others_do_not(self):
        self.script.stop_combat()
        self.assertEqual(self.client_for(self.staff).get(self.url(self.number)).status_code, 200)
        self.assertEqual(self.client_for(self.other).get(self.url(self.number)).status_code, 403)
        response = self.client_for().get(self.url(self.number))
        self.assertEqual(response.status_code, 302)
        self.assertIn("login", response["Location"])

    def test_the_same_people_as_while_it_ran(self):
        def answers():
            return [self.client_for(a).get(self.url(self.number)).status_code
                    for a in (self.owner, self.staff, self.other)]

        running = answers()
        self.script.stop_combat()
        self.assertEqual(running, [200, 200, 403])
        self.assertEqual(answers(), running)

    def test_a_fighter_taken_out_or_gone_still_reads_it(self):
        raider = self.character("Raider", self.other)
        self.script.add_fighter(raider)
        self.script.remove_fighter(raider)  # left (or taken out) before the end
        self.assertEqual(self.client_for(self.other).get(self.url(self.number)).status_code, 200)
        self.script.stop_combat()
        self.assertEqual(self.client_for(self.other).get(self.url(self.number)).status_code, 200)
        self.assertIn("Raider", fights.kept(self.number).fighters)

    def test_a_fighter_taken_out_before_fighters_were_noted(self):
        """A fight begun before the upgrade finds those taken out in its log."""
        raider = self.character("Raider", self.other)
        entry = turn(2, "Raider is taken out.")
        entry["events"] = [{"type": "taken_out", "combatant": {"id": raider.dbref, "name": "Raider"}}]
        combat_store.append_turn(self.script, entry, keep=200)
        self.script.stop_combat()
        self.assertIn(raider.id, fights.kept(self.number).readers)
        self.assertEqual(self.client_for(self.other).get(self.url(self.number)).status_code, 200)

    def test_an_organizer_who_did_not_fight_reads_it(self):
        boss = self.character("Boss", self.other)
        self.script.organizer_id = boss.id  # handed over (+combat/transfer)
        self.script.organizer_id = self.char.id  # and back: Boss organized it once
        self.script.stop_combat()
        self.assertEqual(self.client_for(self.other).get(self.url(self.number)).status_code, 200)

    def test_npcs_it_made_are_not_readers(self):
        npc = self.character("Goon1")
        self.script.remember_npc(npc)
        npc.db.npc_combat_id = self.script.id
        self.script.add_fighter(npc)
        self.script.stop_combat()
        kept = fights.kept(self.number)
        self.assertNotIn(npc.id, kept.readers)
        self.assertIn("Goon1", kept.fighters)

    def test_a_room_destroyed_keeps_the_log(self):
        self.room.delete()
        self.assertEqual(self.client_for(self.owner).get(self.url(self.number)).status_code, 200)

    def test_a_failure_to_keep_never_stops_the_fight_ending(self):
        with mock.patch.object(fights, "keep", side_effect=RuntimeError("disk full")), \
                mock.patch("rulesets.fs3.combat_script.logger.log_trace") as trace:
            self.script.stop_combat()
        self.assertFalse(self.script.pk)
        self.assertTrue(trace.called)
        self.assertEqual(self.client_for(self.owner).get(self.url(self.number)).status_code, 404)

    def test_bad_numbers(self):
        self.script.stop_combat()
        self.assertEqual(self.client_for(self.staff).get("/combats/999999/log/").status_code, 404)
        self.assertEqual(self.client_for(self.staff).get("/combats/x/log/").status_code, 404)
        self.assertIsNone(fights.kept("x"))
        self.assertIsNone(fights.kept(999999))

    def test_a_kept_fight_wins_over_a_running_one_with_that_script_id(self):
        self.script.stop_combat()
        other = self.begin(organizer=self.char, fighters=[self.char])
        with mock.patch("core.combat.fight_numbers.find", return_value=other):
            page = self.client_for(self.staff).get(self.url(self.number)).content.decode()
        self.assertIn("Mara attacks Raider.", page)
        self.assertIn("over since", page)


class FightInSceneTest(FightMixin, SceneWebTest):
    def setUp(self):
        super().setUp()
        self.live = scene_store.start(self.room, self.char, title="Ambush")
        self.script = self.begin(fighters=[self.char])
        self.number = self.script.number
        self.script.announce("Mara joins the fight.")

    def test_the_scene_links_its_running_fight(self):
        self.assertEqual([s.id for s in fights.scenes_of(self.number)], [self.live.id])
        self.assertIsNone(fights.kept(self.number))  # linked, not over
        page = self.get(f"/scenes/{self.live.id}/", self.owner).content.decode()
        self.assertIn(f'href="/combats/{self.number}/log/">fight #{self.number}</a> (still going)', page)
        log = self.get(self.url(self.number), self.owner).content.decode()
        self.assertIn(f'href="/scenes/{self.live.id}/">scene {self.live.id}, Ambush</a>', log)

    def test_the_finished_scene_links_the_finished_fight_for_its_readers(self):
        self.script.stop_combat()
        from features.scenes.models import FINISHED

        scene_store.set_state(self.live, FINISHED)
        mine = self.get(f"/scenes/{self.live.id}/", self.owner).content.decode()
        self.assertIn(f'<a class="fight-link" href="/combats/{self.number}/log/">fight #{self.number}</a>',
                      mine)
        self.assertIn(f'href="/scenes/{self.live.id}/"',
                      self.get(self.url(self.number), self.owner).content.decode())
        # Another player reads the shared scene (its turns are in its log) but
        # gets no link to a fight log they could never read.
        theirs = self.get(f"/scenes/{self.live.id}/", self.other)
        self.assertEqual(theirs.status_code, 200)
        self.assertIn(f"fight #{self.number}", theirs.content.decode())
        self.assertNotIn(f"/combats/{self.number}/log/", theirs.content.decode())
        self.assertEqual(self.get(self.url(self.number), self.other).status_code, 403)

    def test_a_scene_noted_once_and_kept_with_the_fight(self):
        self.script.announce("Another line.")
        self.assertEqual(self.script.db.scene_ids, [self.live.id])
        Fight.objects.all().delete()  # the early link lost: the end links it again
        self.script.stop_combat()
        self.assertEqual([s.id for s in fights.kept(self.number).scenes.all()], [self.live.id])

    def test_a_scene_without_fights_says_nothing_of_them(self):
        page = self.get(f"/scenes/{self.scene.id}/", self.owner).content.decode()
        self.assertNotIn("scene-fights", page)
