"""Shared set-up for the community tests (who/where/staff/afk, +finger,
ooc/offstage/onstage, +events): a command test whose 'nothing changed'
check covers every Attribute and Tag of the two rooms and characters and
the events calendar."""

from evennia.scripts.models import ScriptDB

from tests.helpers.game import FourfoldCommandTest


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
        from features.community.demo_lounge import build_lounge

        self.room2.tags.add("hub", category="demo_id")
        self.lounge = build_lounge(self.room2, [])
        return self.lounge


class FakeSession:
    """Stands for a logged-in session: who it puppets and when it last typed."""

    logged_in = True

    def __init__(self, puppet=None, account=None, idle=0):
        import time

        self.puppet, self.account = puppet, account
        self.cmd_last_visible = time.time() - idle

    def get_puppet(self):
        return self.puppet

    def get_account(self):
        return self.account


def online(test, *entries):
    """Patch who is online for ``test``: entries are characters, (character,
    idle seconds) pairs or accounts puppeting nothing."""
    from unittest import mock

    from features.community import presence

    sessions = []
    for entry in entries:
        if isinstance(entry, tuple):
            sessions.append(FakeSession(entry[0], idle=entry[1]))
        elif hasattr(entry, "location"):
            sessions.append(FakeSession(entry))
        else:
            sessions.append(FakeSession(None, account=entry))
    test._start(mock.patch.object(presence, "_sessions", return_value=sessions))
