"""Small things a newcomer notices: the README names the room
they start in, the template message names the real command, arrival lines
read as English, and @tel to a demo room is not stopped by the exit that
shares the room's name."""

import re
from pathlib import Path
from unittest import mock

from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object

from features.demo import build as demo_build
from features.demo.commands.demo import CmdTemplate
from tests.helpers.demo import DemoTest


def CmdTeleport():
    # imported late: Evennia's building commands need Evennia set up first
    from commands.teleport import CmdTeleport as cmd

    return cmd()


README = Path(__file__).resolve().parents[3] / "README.md"


class TestReadmeHub(DemoTest):
    def test_readme_names_the_start_room(self):
        # On a real game the hub is Evennia's room #2, "Limbo": the demo
        # build keeps its name. The README must say the same name.
        limbo = create_object("typeclasses.rooms.Room", key="Limbo")
        with mock.patch.object(demo_build, "find", return_value=None), \
                mock.patch.object(demo_build, "HUB_ID", limbo.id):
            hub = demo_build.ensure_hub([])
        self.assertEqual(hub, limbo)
        said = re.search(r"You start in (?:the )?([A-Z][\w ]*?)[,.(]", README.read_text())
        self.assertIsNotNone(said, "the README does not say where a player starts")
        self.assertEqual(said.group(1).strip(), hub.key)


class TestTemplateMessage(DemoTest):
    def test_names_the_submit_switch(self):
        demo_build.build()
        self.char2.move_to(demo_build.find("fs3_yard"), quiet=True)
        out = self.call(CmdTemplate(), "/apply Rook", caller=self.char2)
        self.assertIn("+chargen/submit", out)


class TestArrival(DemoTest):
    def test_teleported_in_reads_as_english(self):
        # Char2 stands in Room2; Char1 (staff) pulls them here.
        self.char2.move_to(self.room2, quiet=True)
        out = self.call(CmdTeleport(), "Char2=here", caller=self.char1)
        self.assertNotIn("arrives to", out)
        self.assertIn("Char2 arrives from Room2.", out)
        self.assertEqual(self.char2.location, self.room1)

    def test_from_nowhere(self):
        thing = create_object("typeclasses.objects.Object", key="crate", location=None)
        with mock.patch.object(self.char1, "msg") as heard:
            thing.move_to(self.room1)
        said = " ".join(str(c) for c in heard.call_args_list)
        self.assertIn("crate arrives.", said)
        self.assertNotIn("arrives to", said)


class TestTeleportPrefersRoom(DemoTest):
    def test_room_beats_exit_of_same_name(self):
        demo_build.build()
        camp = demo_build.find("pbta_camp")
        # the demo names exits after the rooms they lead to
        same_name = ObjectDB.objects.filter(db_key__iexact=camp.key)
        self.assertTrue(any(o.destination == camp for o in same_name))
        out = self.call(CmdTeleport(), "me=Hunters' Camp", caller=self.char1)
        self.assertNotIn("More than one match", out)
        self.assertEqual(self.char1.location, camp)

    def test_true_ambiguity_still_reported(self):
        create_object("typeclasses.rooms.Room", key="Twin")
        create_object("typeclasses.rooms.Room", key="Twin")
        out = self.call(CmdTeleport(), "me=Twin", caller=self.char1)
        self.assertIn("More than one match", out)
        self.assertEqual(self.char1.location, self.room1)

    def test_plain_player_cannot_teleport(self):
        self.char2.account.permissions.clear()
        self.char2.permissions.clear()
        self.assertFalse(CmdTeleport().access(self.char2, "cmd"))
        self.assertTrue(CmdTeleport().access(self.char1, "cmd"))
