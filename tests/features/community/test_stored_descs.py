"""Several stored descriptions per character (+desc/save, /wear,
/list, /view, /delete) on top of @desc, kept as Evennia's multidescer
contrib keeps them; wearing one is what look, +finger and the web profile
show; bad input changes nothing."""

from django.test import Client, override_settings

from features.community import descs
from features.community.commands.describe import CmdDesc
from tests.helpers.community import CommunityTest


class StoredDescTest(CommunityTest):
    def desc(self, args, expected=None, caller=None, name="+desc"):
        return self.call(CmdDesc(), args, expected, caller=caller or self.char2, cmdstring=name)


class TestSaveAndWear(StoredDescTest):
    def test_save_the_worn_one_and_text_then_wear_each(self):
        self.desc("A patched grey cloak.", "Your description is set.")
        self.desc("/save everyday", "Description 'everyday' saved.")
        self.desc("/save Formal=A black coat with silver buttons.", "Description 'formal' saved.")
        self.assertEqual(self.char2.db.desc, "A patched grey cloak.")  # saving wears nothing
        self.desc("/wear formal", "You wear your 'formal' description.")
        self.assertEqual(self.char2.db.desc, "A black coat with silver buttons.")
        self.assertIn("A black coat with silver buttons.", self.char1.at_look(self.char2))
        self.desc("/wear EVERYDAY", "You wear your 'everyday' description.")
        self.assertEqual(self.char2.db.desc, "A patched grey cloak.")

    def test_stored_as_the_multidescer_contrib_stores_them(self):
        self.desc("/save formal=Black coat.")
        self.desc("/save armour=Mail and a dented helm.")
        self.assertEqual(list(self.char2.db.multidesc),
                         [("armour", "Mail and a dented helm."), ("formal", "Black coat.")])
        from evennia.contrib.game_systems.multidescer.multidescer import _update_store

        _update_store(self.char2, "disguise", "A beggar's rags.")  # the contrib's own writer
        self.desc("/wear disguise", "You wear your 'disguise' description.")
        self.assertEqual(self.char2.db.desc, "A beggar's rags.")

    def test_saving_a_name_again_replaces_it(self):
        self.desc("/save formal=Black coat.")
        self.desc("/save formal=Blue coat.", "Description 'formal' replaced.")
        self.assertEqual(descs.stored(self.char2), [("formal", "Blue coat.")])

    def test_list_marks_the_worn_one_and_view_shows_it_whole(self):
        self.desc("/save formal=Black coat.")
        self.desc("/save armour=Mail and a dented helm.")
        self.desc("/wear armour")
        out = self.desc("/list", "Your descriptions (2 of 10):")
        self.assertIn("armour (worn): Mail and a dented helm.", out)
        self.assertIn("formal: Black coat.", out)
        self.call(CmdDesc(), "Something else.", "Your description is set.", caller=self.char2,
                  cmdstring="desc")
        self.assertNotIn("(worn)", self.desc("/list"))
        self.desc("/view formal", "Your 'formal' description:\nBlack coat.")

    def test_delete_leaves_the_worn_text(self):
        self.desc("/save formal=Black coat.")
        self.desc("/wear formal")
        self.desc("/delete formal", "Your 'formal' description is deleted")
        self.assertEqual(descs.stored(self.char2), [])
        self.assertEqual(self.char2.db.desc, "Black coat.")
        self.desc("/list", "You have no stored descriptions.")

    def test_the_web_profile_shows_the_worn_one(self):
        self.desc("/save formal=A black coat with silver buttons.")
        self.desc("/save armour=Mail and a dented helm.")
        self.desc("/wear armour")
        page = Client().get(f"/characters/{self.char2.id}/profile/").content.decode()
        self.assertIn("Mail and a dented helm.", page)
        self.assertNotIn("silver buttons", page)


class TestRefusals(StoredDescTest):
    def test_bad_input_changes_nothing(self):
        self.desc("/save formal=Black coat.")
        self.refuse(CmdDesc(), "/wear party", "You have no description called 'party'.",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/view party", "You have no description called 'party'.",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/delete party", "You have no description called 'party'.",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/wear", "Name the description", caller=self.char2,
                    cmdstring="+desc")
        self.refuse(CmdDesc(), "/save", "Name the description", caller=self.char2,
                    cmdstring="+desc")
        self.refuse(CmdDesc(), "/save everyday", "You have no description to save yet",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/save party=", "Give the text after the =", caller=self.char2,
                    cmdstring="+desc")
        self.refuse(CmdDesc(), "/save |rred=Text.", "A description's name is plain words",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/save " + "n" * 31 + "=Text.", "Keep a description's name to 30",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/save long=" + "x" * 2001, "Keep a description to 2000 characters",
                    caller=self.char2, cmdstring="+desc")
        self.refuse(CmdDesc(), "/list formal", "desc/list takes no name", caller=self.char2,
                    cmdstring="+desc")

    @override_settings(FOURFOLD_STORED_DESCS=2)
    def test_a_character_keeps_at_most_the_setting(self):
        self.desc("/save one=First.")
        self.desc("/save two=Second.")
        self.refuse(CmdDesc(), "/save three=Third.", "You may keep 2 descriptions",
                    caller=self.char2, cmdstring="+desc")
        self.desc("/save two=Second again.", "Description 'two' replaced.")
