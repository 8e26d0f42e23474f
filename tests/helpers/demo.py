"""The demo world's test base (the world built once per test) and a crash hook that fails the test."""

from unittest import mock

from evennia.utils.test_resources import EvenniaCommandTest

import core.command
from features.demo import build as demo_build


def _crashed(message, *args, **kwargs):
    raise AssertionError(f"the command crashed: {message}")



class DemoTest(EvenniaCommandTest):
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"

    def setUp(self):
        super().setUp()
        patcher = mock.patch.object(core.command, "logger",
                                    mock.Mock(log_trace=mock.Mock(side_effect=_crashed)))
        patcher.start()
        self.addCleanup(patcher.stop)

    def idents(self):
        return sorted(o.tags.get(category=demo_build.IDENT_CATEGORY) for o in demo_build.demo_objects())
