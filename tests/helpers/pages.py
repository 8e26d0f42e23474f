"""Shared set-up for the pages tests (features/pages): three players (char1
is staff, char2 and Dee are not), who is connected, and the 'nothing
changed' state (every page, every letter, every pages Attribute)."""

from unittest import mock

from evennia.comms.models import Msg
from evennia.typeclasses.attributes import Attribute

from tests.helpers.game import FourfoldCommandTest


class PagesTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.dee = self.make_char("Dee")
        self.char2.permissions.remove("Developer")

    def online(self, *chars):
        """Pretend ``chars`` (only they) have a player connected."""
        for char in chars:
            self._start(mock.patch.object(char.sessions, "count", return_value=1))

    def offline(self, *chars):
        for char in chars:
            self._start(mock.patch.object(char.sessions, "count", return_value=0))

    def pages(self):
        """Every stored page: (text, sender ids, receiver ids), oldest first."""
        return [(m.message, [o.id for o in m.db_sender_objects.all()],
                 sorted(o.id for o in m.db_receivers_objects.all()))
                for m in Msg.objects.get_by_tag(key="page", category="comms").order_by("id")]

    def state(self, *extra):
        mail = sorted((m.id, m.header, m.message, tuple(o.id for o in m.receivers))
                      for m in Msg.objects.get_by_tag(category="mail"))
        attrs = sorted((a.db_key, repr(a.value)) for a in Attribute.objects.filter(db_category="pages"))
        return {"pages": self.pages(), "mail": mail, "attributes": attrs,
                "channel": self.channel_lines()}
