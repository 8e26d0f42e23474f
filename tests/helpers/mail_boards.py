"""Shared set-up for the community tests (requests, mail, boards, +motd):
the 'nothing changed' state covers their tables, mail and the MOTD."""

from unittest import mock

from evennia.comms.models import Msg
from evennia.server.models import ServerConfig

from features.community.models import Board, Post, PostRead, Request, RequestComment
from tests.helpers.game import FourfoldCommandTest


def rows(model):
    return sorted(tuple(sorted((k, str(v)) for k, v in r.items() if k not in ("updated",)))
                  for r in model.objects.values())


class CommunityTest(FourfoldCommandTest):
    """char1 is staff (Developer), char2 a plain player; Dee a second player."""

    def setUp(self):
        super().setUp()
        self.dee = self.make_char("Dee")
        self.char2.permissions.remove("Developer")

    def state(self, *extra):
        mail = sorted((m.id, m.header, m.message, tuple(sorted(str(t) for t in m.tags.all())),
                       tuple(o.id for o in m.receivers))
                      for m in Msg.objects.get_by_tag(category="mail"))
        return {"requests": rows(Request), "comments": rows(RequestComment),
                "boards": rows(Board), "posts": rows(Post), "reads": rows(PostRead),
                "mail": mail, "motd": ServerConfig.objects.conf("fourfold_motd"),
                "channel": self.channel_lines()}

    def online(self, *chars):
        """Pretend ``chars`` have a player connected (sessions.count() > 0)."""
        for char in chars:
            self._start(mock.patch.object(type(char.sessions), "count", return_value=1))

    def staff_told(self):
        """Record what reaches the staff account (char1's, logged in by the
        test set-up); returns a function giving the texts so far."""
        sent = self._start(mock.patch.object(self.account, "msg"))
        return lambda: [str(c.args[0]) if c.args else str(c.kwargs.get("text")) for c in sent.call_args_list]
