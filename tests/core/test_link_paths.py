"""Every way a player's text reaches others carries no link.

A player types, through the real input function every client's line goes
through (server/conf/inputfuncs.text), each known link attack (nested,
escaped, doubled, quoted and javascript: link codes) into every path that
stores or shows their text: say, pose, emit, page, mail, board posts,
channels (and channel titles), descriptions (worn and stored), profiles,
events, requests, OOC and scene poses, scene warnings, plot titles, page
auto-replies, place names and table talk;
and posts a description from the website's character form. Then:

- no text stored anywhere in the database (object names, Attributes,
  messages, the community and scene tables) holds a link code;
- nothing that was sent to any character, account or channel renders,
  through the Portal's HTML converter, as a link.
"""

import datetime
import re
from unittest import mock

from django.apps import apps
from django.db import models
from django.test import Client
from evennia.accounts.accounts import DefaultAccount
from evennia.objects.objects import DefaultObject
from evennia.typeclasses.attributes import Attribute
from evennia.utils import create

from portal import links
from server.conf.inputfuncs import text as typed
from tests.helpers.game import FourfoldCommandTest
from tests.helpers.link_attacks import ATTACKS

DAY = (datetime.date.today() + datetime.timedelta(days=30)).isoformat()  # events: within 400 days
LINK_CODE = re.compile(r"\|l[cute]")
ANCHOR = re.compile(r"<a\b", re.I)

PATHS = [
    "say {x}",
    "pose {x}",
    ":{x}",
    "emit {x}",
    "ooc {x}",
    "page Char2={x}",
    "mail Char2=Note {x}/{x}",
    "+bbpost Public/Post {x}={x}",
    "addcom pub=Public",
    "pub {x}",
    "@desc me={x}",
    "+finger/set hooks={x}",
    "+finger/set fullname=Mara {x}",
    "+event/create {day} 20:00=Feast {x}/{x}",
    "+request Help {x}={x}",
    "+afk {x}",
    "+scene/start Scene {x}",
    "pose {x}",
    "+scene/title {x}",
    "+scene/warn {x}",
    "+plot/create Plot {x}={x}",
    "comtitle pub=Captain {x}",
    "pub :{x}",
    "+haven/reply Away {x}",
    "+places/create Bar=Zinc {x}",
    "+places/create Nook {x}",
    "join Bar",
    "tt {x}",
    "tt :{x}",
    "depart",
    "+desc/save kept={x}",
    "+desc/wear kept",
    "+desc/view kept",
]


def stored_texts():
    """Every text value in the game's tables (and every Attribute's value)."""
    for model in apps.get_models():
        if model._meta.app_label not in ("objects", "accounts", "comms", "community", "scenes", "help"):
            continue
        fields = [f.name for f in model._meta.get_fields()
                  if isinstance(f, (models.CharField, models.TextField))]
        for row in model.objects.values_list(*fields) if fields else ():
            for value in row:
                if isinstance(value, str):
                    yield f"{model.__name__}", value
    for attr in Attribute.objects.all():
        yield f"Attribute {attr.db_key}", repr(attr.value)


def sent_texts(mocked):
    for call in mocked.call_args_list:
        text = call.kwargs.get("text", call.args[1] if len(call.args) > 1 else None)
        if isinstance(text, (tuple, list)):
            text = text[0] if text else None
        if isinstance(text, str):
            yield text


class TestEveryPathIsLinkFree(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        from features.community import boards

        self.public = create.create_channel("Public", aliases=["pub"], locks="listen:all();send:all()")
        self.public.connect(self.char1)
        self.public.connect(self.char2)
        boards.ensure_board(2, "Public", "all()", "all()")
        self.account.puppet_object(self.session, self.char1)
        self.obj_msg = self._start(mock.patch.object(DefaultObject, "msg", autospec=True))
        self.account_msg = self._start(mock.patch.object(DefaultAccount, "msg", autospec=True))

    def test_no_path_stores_or_shows_a_link(self):
        for attack in ATTACKS:
            for path in PATHS:
                typed(self.session, path.format(x=attack, day=DAY))
        leaks = [(where, value) for where, value in stored_texts() if LINK_CODE.search(value)]
        self.assertEqual(leaks, [])
        shown = list(sent_texts(self.obj_msg)) + list(sent_texts(self.account_msg))
        shown += [str(call.args[1]) for call in self.channel_msg.call_args_list if len(call.args) > 1]
        self.assertGreater(len(shown), len(ATTACKS) * 5)  # the paths did answer
        everything = "\n".join(shown)
        for answered in ("Captain", "Away", "Nook", "kept", "Plot", "content warning",
                         "Feast"):
            self.assertIn(answered, everything)  # those paths took the text (not refused)
        on_public = [c for c in self.channel_msg.call_args_list if c.args[0].key == "Public"]
        self.assertGreaterEqual(len(on_public), 2 * len(ATTACKS))  # pub <text> and pub :<pose>
        rendered = [links.parse_html(text) for text in shown]
        self.assertEqual([html for html in rendered if ANCHOR.search(html)], [])

    def test_the_website_form_stores_no_link(self):
        self.account.set_password("testpassword")
        self.account.save()
        self.account.characters.add(self.char1)
        client = Client()
        self.assertTrue(client.login(username="TestAccount", password="testpassword"))
        url = f"/characters/update/{self.char1.key.lower()}/{self.char1.id}/"
        for attack in ATTACKS:
            answer = client.post(url, {"db_key": self.char1.key, "desc": f"Tall {attack}"})
            self.assertEqual(answer.status_code, 302)
            self.char1.refresh_from_db()
            desc = self.char1.db.desc or ""
            self.assertIsNone(LINK_CODE.search(desc), desc)
        self.assertIn("Tall", self.char1.db.desc)
