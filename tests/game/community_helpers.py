"""Shared set-up for the community tests (who/where/staff/afk, +finger,
ooc/offstage/onstage, +events): a command test whose 'nothing changed'
check covers every Attribute and Tag of the two rooms and characters and
the events calendar."""

from evennia.scripts.models import ScriptDB

try:
    from tests.game.helpers import FourfoldCommandTest
except ModuleNotFoundError:
    from helpers import FourfoldCommandTest


def _attrs(obj):
    return sorted((a.db_key, str(a.db_category), repr(a.value)) for a in obj.attributes.all())


def _tags(obj):
    return sorted(str(t) for t in obj.tags.all(return_key_and_category=True))


class CommunityTest(FourfoldCommandTest):
    def state(self, *extra):
        out = {}
        for obj in (self.room1, self.room2, self.char1, self.char2) + extra:
            out[obj.id] = (obj.location.id if obj.location else None, _attrs(obj), _tags(obj))
        out["scripts"] = sorted((s.db_key, tuple(_attrs(s))) for s in ScriptDB.objects.all())
        return out

    def make_hub_and_lounge(self):
        """room2 stands for the hub; the lounge is built as the demo does."""
        from world.demo_lounge import build_lounge

        self.room2.tags.add("hub", category="demo_id")
        self.lounge = build_lounge(self.room2, [])
        return self.lounge
