"""A Builder teleports themselves and things anywhere (moving another
character stays with Admins); a character made by an older version gets
the same lock from a data migration; every player has `home`, the way out
of a room with no exits."""

import importlib

from django.apps import apps as django_apps
from django.test import override_settings
from evennia.objects.models import ObjectDB

from tests.helpers.building_rule import THING, BuildingTest, command

migration = importlib.import_module("upgrades.migrations.0007_builder_teleport")
EVENNIA_LOCK = "teleport:perm(Admin)"


def CmdTeleport():
    from commands.teleport import CmdTeleport as cmd

    return cmd()


def CmdHome():
    return command("home", "CmdHome")


class TestBuilderTeleport(BuildingTest):
    def setUp(self):
        super().setUp()
        self.camp = self.built_by(self.wright, "Ember Camp")

    def test_a_builder_teleports_themselves(self):
        out = self.call(CmdTeleport(), "/quiet Ember Camp", caller=self.wright)
        self.assertIn("Teleported to Ember Camp.", out)
        self.assertEqual(self.wright.location, self.camp)

    def test_a_builder_teleports_a_thing(self):
        crate = self.built_by(self.mason, "crate", THING, location=self.room1)
        self.call(CmdTeleport(), "/quiet crate = Ember Camp", "Teleported crate -> Ember Camp",
                  caller=self.wright)
        self.assertEqual(crate.location, self.camp)

    def test_a_builder_may_not_move_another_character(self):
        out = self.refuse(CmdTeleport(), "Char2 = Ember Camp", "Moving Char2 is for Admins",
                          caller=self.wright)
        self.assertNotIn("lock", out)
        self.assertEqual(self.char2.location, self.room1)

    def test_an_admin_moves_anyone(self):
        self.call(CmdTeleport(), "/quiet Char2 = Ember Camp", "Teleported Char2 -> Ember Camp")
        self.assertEqual(self.char2.location, self.camp)

    def test_out_of_the_world_only_what_a_builder_may_change(self):
        kept = self.built_by(self.char1, "idol", THING, location=self.room1)
        self.refuse(CmdTeleport(), "/tonone idol", "idol is not yours to take out of the world",
                    caller=self.wright, extra=(kept,))
        self.assertEqual(kept.location, self.room1)
        crate = self.built_by(self.mason, "crate", THING, location=self.room1)
        self.call(CmdTeleport(), "/tonone/quiet crate", "Teleported crate -> None-location",
                  caller=self.wright)
        crate.refresh_from_db()
        self.assertIsNone(crate.location)

    def test_a_player_has_no_teleport(self):
        self.assertFalse(CmdTeleport().access(self.char2, "cmd"))

    def test_new_characters_carry_the_lock(self):
        self.assertEqual(self.wright.locks.get("teleport"), "teleport:perm(Admin) or self()")
        self.assertTrue(self.wright.access(self.wright, "teleport"))
        self.assertFalse(self.char2.access(self.wright, "teleport"))

    def test_unknown_place(self):
        self.call(CmdTeleport(), "Nowhere At All", "Could not find 'Nowhere At All'",
                  caller=self.wright)
        self.assertEqual(self.wright.location, self.room1)


class TestTeleportMigration(BuildingTest):
    def run_migration(self, step):
        step(django_apps, None)
        for char in (self.wright, self.mason, self.char2):
            char.refresh_from_db()
            char.locks.reset()

    def test_old_characters_get_the_lock_and_it_goes_back(self):
        self.wright.locks.add(EVENNIA_LOCK)  # as a character made by Evennia's default has it
        self.mason.locks.add("teleport:perm(Builder)")  # set by hand: left alone
        self.wright.save()
        self.mason.save()
        self.run_migration(migration.forward)
        self.assertEqual(self.wright.locks.get("teleport"), migration.NEW)
        self.assertEqual(self.mason.locks.get("teleport"), "teleport:perm(Builder)")
        self.call(CmdTeleport(), f"/quiet #{self.room2.id}", caller=self.wright)
        self.assertEqual(self.wright.location, self.room2)
        self.run_migration(migration.forward)  # a second run changes nothing
        self.assertEqual(self.wright.locks.get("teleport"), migration.NEW)
        self.run_migration(migration.backward)
        self.assertEqual(self.wright.locks.get("teleport"), EVENNIA_LOCK)


class TestHome(BuildingTest):
    def setUp(self):
        super().setUp()
        self.dead_end = ObjectDB.objects.get(id=self.built_by(self.wright, "Dead End").id)

    def test_players_have_home(self):
        from commands.default_cmdsets import CharacterCmdSet

        cmdset = CharacterCmdSet()
        cmdset.at_cmdset_creation()
        home = next(cmd for cmd in cmdset.commands if cmd.key == "home")
        self.assertEqual(type(home).__module__, "commands.building.home")
        self.assertTrue(home.access(self.char2, "cmd"))

    def test_home_from_a_dead_end(self):
        self.char2.move_to(self.dead_end, quiet=True)
        self.assertEqual(list(self.dead_end.exits), [])
        self.call(CmdHome(), "", caller=self.char2)
        self.assertEqual(self.char2.location, self.room1)

    def test_no_home_of_their_own_goes_to_the_games(self):
        # the game's default home by its dbref, as a game's settings name it
        # (the test database's ids are not a new game's on every engine)
        with override_settings(DEFAULT_HOME=f"#{self.room2.id}"):
            self.char2.move_to(self.dead_end, quiet=True)
            self.char2.home = None
            self.call(CmdHome(), "", caller=self.char2)
        self.assertEqual(self.char2.location, self.room2)

    def test_already_home(self):
        self.call(CmdHome(), "", "You are home already.", caller=self.char2)
        self.assertEqual(self.char2.location, self.room1)

    def test_home_gone_and_no_game_home(self):
        self.char2.move_to(self.dead_end, quiet=True)
        self.char2.home = None
        with self.settings(DEFAULT_HOME="#999999"):
            self.call(CmdHome(), "", "You have no home to go to", caller=self.char2)
        self.assertEqual(self.char2.location, self.dead_end)

