"""One rule for names (core/names.py): charcreate, the site's character
form and Character.create refuse what telnet's create refuses for an
account name, change nothing when they do, and charcreate tells a player
who typed a description without the = how to give one."""

from django.test import Client
from django.urls import reverse
from evennia.objects.models import ObjectDB

from commands.charcreate import CmdCharCreate
from core.names import name_problem
from tests.helpers.community import CommunityTest
from tests.helpers.web import WebTest
from typeclasses.characters import Character

BAD = ["Tobias A quiet second son.", "<script>alert(97)</script>", "Ab", "x" * 31,
       "Wren|rRed", ""]


class TestTheRule(CommunityTest):
    def test_good_names_pass(self):
        for name in ("Wren", "Tobias", "Mara-Lee", "R2D2", "Sir_Gawain"):
            self.assertIsNone(name_problem(name), name)

    def test_bad_names_say_why(self):
        for name in BAD:
            self.assertTrue(name_problem(name), repr(name))

    def test_character_create_refuses(self):
        for name in BAD:
            char, errors = Character.create(name, self.account2)
            self.assertIsNone(char, repr(name))
            self.assertTrue(errors and "cannot be a character's name" in errors[0], errors)
            self.assertFalse(ObjectDB.objects.filter(db_key=name).exists())


class TestCharcreate(CommunityTest):
    def charcreate(self, args):
        first = self.account
        self.account = self.account2
        try:
            return self.call(CmdCharCreate(), args, caller=self.account2)
        finally:
            self.account = first

    def test_a_description_without_the_equals_sign_is_explained(self):
        before = list(self.account2.characters.all())
        out = self.charcreate("Tobias A quiet second son.")
        self.assertEqual(out, "A character's name is one word. To give a description, put it "
                              "after an =: charcreate Tobias=A quiet second son.")
        self.assertEqual(list(self.account2.characters.all()), before)
        self.assertFalse(ObjectDB.objects.filter(db_key__startswith="Tobias").exists())

    def test_with_the_equals_sign_it_is_made(self):
        out = self.charcreate("Tobias=A quiet second son.")
        self.assertIn("Created new character Tobias.", out)
        made = ObjectDB.objects.get(db_key="Tobias")
        self.assertEqual(made.db.desc, "A quiet second son.")

    def test_a_name_telnet_would_refuse(self):
        out = self.charcreate("Tob!as")
        self.assertIn("'Tob!as' cannot be a character's name.", out)
        self.assertFalse(ObjectDB.objects.filter(db_key="Tob!as").exists())


class TestTheSitesForm(WebTest):
    def test_the_form_refuses_a_script_for_a_name(self):
        client = self.client_for(self.other)
        page = client.post(reverse("character-create"),
                           {"db_key": "<script>alert(97)</script>", "desc": "x"}, follow=True)
        self.assertFalse(ObjectDB.objects.filter(db_key__contains="script").exists())
        self.assertContains(page, "cannot be a character")
        self.assertNotContains(page, "<script>alert(97)</script>")

    def test_anonymous_is_still_sent_away(self):
        self.assertEqual(Client().post(reverse("character-create"), {"db_key": "Wren"}).status_code, 302)
