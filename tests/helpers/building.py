"""Shared set-up for the builders' commands: the two rooms and the exit
Evennia's test base makes ("out", Room to Room2), a lantern (a Fourfold
thing) in Room, a Builder who controls nothing here, and a 'nothing
changed' check that also covers every object's locks and Attributes."""

from evennia.objects.models import ObjectDB
from evennia.utils import create

from tests.helpers.community import CommunityTest, _attrs, _tags

THING = "typeclasses.objects.Object"


class BuildTest(CommunityTest):
    def setUp(self):
        super().setUp()
        self.lantern = create.create_object(THING, key="lantern", location=self.room1,
                                            home=self.room1)
        self.bea = self.make_char("Bea")
        self.bea.permissions.add("Builder")

    def state(self, *extra):
        out = super().state(*extra)
        out["objects"] = sorted(
            (obj.id, obj.db_key, obj.db_location_id, obj.db_destination_id, obj.db_lock_storage,
             tuple(_attrs(obj)), tuple(_tags(obj)))
            for obj in ObjectDB.objects.all())
        return out

    def heard(self, *receivers):
        """Patch the ``msg`` of each receiver for what runs next; returns
        {receiver: mock} (undone at the end of the test)."""
        from unittest import mock

        mocks = {}
        for who in receivers:
            mocks[who] = self._start(mock.patch.object(who, "msg"))
        return mocks


def texts(msg_mock) -> list[str]:
    """Each text a patched ``msg`` was sent, as plain strings."""
    out = []
    for call in msg_mock.call_args_list:
        text = call.args[0] if call.args else call.kwargs.get("text")
        if isinstance(text, tuple):
            text = text[0]
        out.append(str(text))
    return out
