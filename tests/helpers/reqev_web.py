"""Set-up for the requests and events web tests: two players (Owner plays
Mara, Other plays Dee) and a staff account playing Staffer, each
with a logged-in client; ``state()`` is everything those pages may change
(the request tables and the events calendar), for 'nothing changed'."""

from unittest import mock

from django.test import Client
from evennia.scripts.models import ScriptDB
from evennia.utils import create
from evennia.utils.test_resources import EvenniaTestCase

from features.community import events
from features.community.models import Request, RequestComment

CHAR = "typeclasses.characters.Character"
ROOM = "typeclasses.rooms.Room"


def rows(model):
    return sorted(tuple(sorted((k, str(v)) for k, v in r.items())) for r in model.objects.values())


class ReqEvWebTest(EvenniaTestCase):
    def setUp(self):
        super().setUp()
        self.room = create.create_object(ROOM, key="Hall")
        self.owner = self.account_with("Owner", "Mara")
        self.mara = self.owner.characters.all()[0]
        self.other = self.account_with("Other", "Dee")
        self.dee = self.other.characters.all()[0]
        self.staff = self.account_with("Staffer", "Staffer")
        self.staff.permissions.add("Builder")
        self.staffer = self.staff.characters.all()[0]

    def account_with(self, name, *chars):
        account = create.create_account(name, email=f"{name.lower()}@example.com",
                                        password=f"pw-{name.lower()}-long-9")
        for key in chars:
            char = create.create_object(CHAR, key=key, location=self.room, home=self.room)
            char.db_account = account
            char.save()
            account.characters.add(char)
        self.addCleanup(self._gone, account)
        return account

    @staticmethod
    def _gone(account):
        for char in list(account.characters.all()):
            char.delete()
        account.delete()

    def tearDown(self):
        self.room.delete()
        super().tearDown()

    def client_for(self, account=None, csrf=False):
        client = Client(enforce_csrf_checks=csrf)
        if account is not None:
            client.force_login(account)
        return client

    def state(self):
        script = ScriptDB.objects.filter(db_key=events.KEY).first()
        calendar = sorted((a.db_key, repr(a.value)) for a in script.attributes.all()) if script else []
        return {"requests": rows(Request), "comments": rows(RequestComment), "events": calendar}

    def online(self):
        """Every character counts as connected (sessions.count() > 0)."""
        patcher = mock.patch.object(type(self.mara.sessions), "count", return_value=1)
        patcher.start()
        self.addCleanup(patcher.stop)

    def staff_told(self):
        """What reaches the staff account, as if it were connected."""
        patcher = mock.patch("features.community.staff.online_staff", return_value=[self.staff])
        patcher.start()
        self.addCleanup(patcher.stop)
        return self.told(self.staff)

    def told(self, obj):
        """What ``obj`` is sent with msg() from now on."""
        patcher = mock.patch.object(obj, "msg")
        sent = patcher.start()
        self.addCleanup(patcher.stop)
        return lambda: [str(c.args[0]) if c.args else str(c.kwargs.get("text")) for c in sent.call_args_list]
