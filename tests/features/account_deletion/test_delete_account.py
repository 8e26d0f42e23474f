"""Deleting an account (features/account_deletion/): two players share a
scene, mail each other and post on a board; one deletes their account.
The other's scene log still reads whole, with the deleted player's poses
under the name the policy setting gives; the deleted player's mail is gone
for them and the letters they sent stay with the other; their characters
are off the roster and the gallery; they cannot log in; a record says who
did it. Bad input (a wrong password, deleting twice, an unknown account,
a player naming someone else) changes nothing."""

from unittest import mock

import evennia
from django.test import Client, override_settings
from evennia.accounts.models import AccountDB
from evennia.comms.models import Msg
from evennia.utils import create

from features.account_deletion import deletion
from features.account_deletion.commands.delete import CmdAccountDelete
from features.account_deletion.models import Deletion
from features.community import boards, mail, profile
from features.community.commands.mail import CmdMail
from features.community.models import Post, PostRead
from features.community.web.gallery import approved_characters
from features.roster import store
from features.scenes.models import Participant, SceneEntry
from tests.helpers.scenes import SceneTest

CHARACTER = "typeclasses.characters.Character"


class DeletionTest(SceneTest):
    """Ansel (account AnselPlayer) and Brin (BrinPlayer) are players who share
    a scene, letters and a board; the test's own account is staff."""

    patch_disconnect = True

    def setUp(self):
        super().setUp()
        self.ansel_acc, self.ansel = self.player("AnselPlayer", "Ansel", "ansel-pw-long-1")
        self.brin_acc, self.brin = self.player("BrinPlayer", "Brin", "brin-pw-long-1")
        self.told = []
        if self.patch_disconnect:
            self.disconnect = self._start(mock.patch.object(deletion, "_disconnect"))
        for char in (self.ansel, self.brin):
            char.fs3.set_rating(self._wit(), 3)
            char.fs3.approved = True
        profile.set_field(self.ansel, "fullname", "Ansel of the Marsh")
        profile.set_desc(self.ansel, "A tall reed-cutter.")

    @staticmethod
    def _wit():
        from rulesets.fs3.catalogue import catalogue

        return catalogue().find("Wit")

    def player(self, username, charname, password):
        account = create.create_account(username, email=f"{username.lower()}@example.com",
                                        password=password)
        self.addCleanup(account.delete)  # after the character's (cleanups run last first)
        char = create.create_object(CHARACTER, key=charname, location=self.room1, home=self.room1)
        char.db_account = account
        char.save()
        account.characters.add(char)
        self.addCleanup(char.delete)
        return account, char

    def shared_story(self):
        """A scene both pose in, a letter each way and a board post by Ansel."""
        scene = self.start("Reeds at dusk", caller=self.brin)
        self.pose("cuts a bundle of reeds.", caller=self.ansel)
        self.pose("watches Ansel work.", caller=self.brin)
        self.say("Fine weather.", caller=self.ansel)
        self.call(CmdMail(), "Brin=Reeds/Meet me at the ford.", caller=self.ansel)
        self.call(CmdMail(), "Ansel=Re: Reeds/I will be there.", caller=self.brin)
        board = boards.create_board("Marsh news")
        post = boards.write(board, self.ansel, "Flood", "The ford is high.")
        PostRead.objects.get_or_create(post=post, reader=self.ansel)
        return scene

    def delete_own(self, password="ansel-pw-long-1"):
        self.call(CmdAccountDelete(), f"/delete {password}", "This deletes the account AnselPlayer",
                  caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete/yes", caller=self.ansel_acc)

    def everything(self):
        return {"accounts": sorted(AccountDB.objects.values_list("id", "username", "email", "is_active",
                                                                  "password")),
                "mail": sorted(Msg.objects.values_list("id", "db_header", "db_sender_external")),
                "entries": sorted(SceneEntry.objects.values_list("id", "author_name", "text")),
                "posts": sorted(Post.objects.values_list("id", "author_name")),
                "reads": PostRead.objects.count(), "records": Deletion.objects.count(),
                "ansel": (self.ansel.attributes.all(), store.state(self.ansel),
                          list(self.ansel_acc.characters.all())),
                "brin": (store.state(self.brin), list(self.brin_acc.characters.all()))}


class TestOwnDeletion(DeletionTest):
    def test_the_other_players_scene_reads_whole_and_the_rest_is_gone(self):
        scene = self.shared_story()
        before = self.log(scene)
        self.delete_own()

        # the shared scene reads as it did, Ansel's poses under his name (the default policy)
        self.assertEqual(self.log(scene), before)
        self.assertIn(("pose", "Ansel", "Ansel cuts a bundle of reeds."), before)
        self.assertTrue({"Ansel", "Brin"} <= set(Participant.objects.filter(scene=scene)
                                                   .values_list("name", flat=True)))
        # mail: Ansel's copies gone; the letter he sent stays with Brin
        self.assertEqual(mail.inbox(self.ansel), [])
        kept = mail.inbox(self.brin)
        self.assertEqual([m.header for m in kept], ["Reeds"])
        self.assertEqual(mail.sender_name(kept[0]), "Ansel")
        # the board post stays; Ansel's read marks go
        self.assertEqual(list(Post.objects.values_list("author_name", flat=True)), ["Ansel"])
        self.assertFalse(PostRead.objects.exists())
        # characters: retired, off the roster and the gallery, personal fields erased
        self.assertEqual(store.state(self.ansel), store.RETIRED)
        self.assertNotIn(self.ansel, store.with_state(store.ROSTER))
        self.assertNotIn(self.ansel, approved_characters())
        self.assertIn(self.brin, approved_characters())
        self.assertIsNone(profile.get(self.ansel, "fullname"))
        self.assertIsNone(profile.desc(self.ansel))
        self.assertTrue(self.ansel.fs3.approved)  # the game's sheet is not personal data
        # the account: scrubbed, no login
        self.ansel_acc.refresh_from_db()
        self.assertEqual(self.ansel_acc.username, f"deleted#{self.ansel_acc.id}")
        self.assertEqual((self.ansel_acc.email, self.ansel_acc.is_active), ("", False))
        self.assertFalse(self.ansel_acc.has_usable_password())
        self.assertEqual(self.ansel_acc.characters.all(), [])
        self.assertFalse(Client().login(username="AnselPlayer", password="ansel-pw-long-1"))
        self.disconnect.assert_called_once_with(self.ansel_acc)
        # the record: who, for whom, when, how much; none of the erased data
        record = Deletion.objects.get()
        self.assertEqual((record.account_id, record.by_id, record.by_staff, record.poses_name),
                         (self.ansel_acc.id, self.ansel_acc.id, False, "character"))
        self.assertEqual((record.removed["characters"], record.removed["mail"]), (1, 1))
        self.assertNotIn("AnselPlayer", str(record.__dict__))
        kept = [(a.key, str(a.value)) for a in self.ansel.attributes.all()]
        self.assertNotIn("AnselPlayer", str(kept))
        self.assertNotIn("ansel-pw", str(kept))
        self.assertEqual(store.history(self.ansel)[-1]["by"], "account deletion")
        self.assertNotIn("Marsh", str(record.__dict__))
        # Brin is untouched
        self.assertEqual(self.brin_acc.characters.all(), [self.brin])
        self.assertIsNone(store.state(self.brin))

    @override_settings(FOURFOLD_DELETED_POSES_NAME="former")
    def test_the_former_policy_names_the_poses_a_former_player(self):
        scene = self.shared_story()
        self.delete_own()
        self.assertEqual(self.log(scene), [
            ("pose", "a former player", "A former player cuts a bundle of reeds."),
            ("pose", "Brin", "Brin watches Ansel work."),
            ("say", "a former player", 'A former player says, "Fine weather."')])
        ours = Participant.objects.filter(scene=scene, char_id__in=[self.ansel.id, self.brin.id])
        self.assertEqual(sorted(ours.values_list("name", flat=True)),
                         ["Brin", "a former player"])
        self.assertEqual(mail.sender_name(mail.inbox(self.brin)[0]), "A former player")
        self.assertEqual(list(Post.objects.values_list("author_name", flat=True)), ["a former player"])
        self.assertEqual(Deletion.objects.get().poses_name, "former")

    def test_only_the_whole_name_at_the_start_is_renamed(self):
        self.assertEqual(deletion.renamed("Al waves.", "Al"), "A former player waves.")
        self.assertEqual(deletion.renamed("Alarms ring.", "Al"), "Alarms ring.")
        self.assertEqual(deletion.renamed("Brin greets Al.", "Al"), "Brin greets Al.")

    def test_a_wrong_password_changes_nothing(self):
        self.shared_story()
        before = self.everything()
        self.call(CmdAccountDelete(), "/delete not-my-password", "That is not this account's password",
                  caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete/yes", "No deletion is waiting", caller=self.ansel_acc)
        self.assertEqual(self.everything(), before)

    def test_no_changes_the_mind_and_a_late_yes_is_refused(self):
        before = self.everything()
        self.call(CmdAccountDelete(), "/delete ansel-pw-long-1", "This deletes", caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete/no", "Nothing will be deleted.", caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete/yes", "No deletion is waiting", caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete ansel-pw-long-1", "This deletes", caller=self.ansel_acc)
        with mock.patch("time.time", return_value=10 ** 11):
            self.call(CmdAccountDelete(), "/delete/yes", "That request waited too long",
                      caller=self.ansel_acc)
        self.assertEqual(self.everything(), before)

    def test_deleting_twice_is_refused(self):
        self.delete_own()
        before = self.everything()
        with self.assertRaises(deletion.DeletionError):
            deletion.delete_account(self.ansel_acc, self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete Ansel=Asked again", "Ansel belongs to no account now",
                  caller=self.account)
        self.call(CmdAccountDelete(), f"/delete deleted#{self.ansel_acc.id}=Asked again",
                  f"Account #{self.ansel_acc.id} (deleted#{self.ansel_acc.id}) has already been deleted.",
                  caller=self.account)
        self.assertEqual(self.everything(), before)

    def test_bad_forms(self):
        before = self.everything()
        self.call(CmdAccountDelete(), "", "Say what to do with your account", caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete", "Give your password", caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/bogus x", "Unknown switch /bogus", caller=self.ansel_acc)
        self.assertEqual(self.everything(), before)


class TestSomeoneElse(DeletionTest):
    def test_a_player_cannot_delete_someone_else(self):
        self.shared_story()
        before = self.everything()
        self.call(CmdAccountDelete(), "/delete BrinPlayer=I do not like him",
                  "Only an admin may delete someone else's account", caller=self.ansel_acc)
        self.call(CmdAccountDelete(), "/delete brin-pw-long-1", "That is not this account's password",
                  caller=self.ansel_acc)
        with self.assertRaises(deletion.DeletionError):
            deletion.delete_account(self.brin_acc, self.ansel_acc)
        with self.assertRaises(deletion.DeletionError):
            deletion.delete_account(self.brin_acc, self.ansel)  # through a character too
        self.assertEqual(self.everything(), before)
        self.assertFalse(deletion.may_delete_others(self.ansel_acc))

    def test_staff_delete_on_request_with_a_reason(self):
        scene = self.shared_story()
        before = self.log(scene)
        self.call(CmdAccountDelete(), "/delete Ansel=Asked by mail on 3 May",
                  "This deletes the account AnselPlayer (Ansel)", caller=self.account)
        self.call(CmdAccountDelete(), "/delete/yes", "The account AnselPlayer is deleted",
                  caller=self.account)
        record = Deletion.objects.get()
        self.assertEqual((record.by_id, record.by_staff, record.reason),
                         (self.account.id, True, "Asked by mail on 3 May"))
        out = self.call(CmdAccountDelete(), "/records", "Account deletions, newest first:",
                        caller=self.account)
        self.assertIn(f"#{self.ansel_acc.id}", out)
        self.assertIn("Asked by mail on", out)
        self.assertNotIn("AnselPlayer", out)
        self.call(CmdAccountDelete(), "/records", "The deletion records are for admins.",
                  caller=self.brin_acc)
        self.assertEqual(self.log(scene), before)
        self.assertEqual(store.state(self.ansel), store.RETIRED)

    def test_staff_naming_nobody_or_no_reason_changes_nothing(self):
        before = self.everything()
        self.call(CmdAccountDelete(), "/delete Nobody-at-all=Asked", "There is no account or player "
                  "character called 'Nobody-at-all'", caller=self.account)
        self.call(CmdAccountDelete(), "/delete Ansel=", "Name the account and give the reason",
                  caller=self.account)
        self.call(CmdAccountDelete(), "/delete Ansel=" + "x" * 301, "Keep the reason to 300 characters",
                  caller=self.account)
        self.call(CmdAccountDelete(), "/delete TestAccount=Tidy up", "To delete your own account",
                  caller=self.account)
        self.call(CmdAccountDelete(), "/delete/yes", "No deletion is waiting", caller=self.account)
        self.call(CmdAccountDelete(), "/records", "No account has been deleted.", caller=self.account)
        with self.assertRaises(deletion.UnknownAccount):
            deletion.find_account("")
        self.assertEqual(self.everything(), before)

    def test_an_admins_account_is_deleted_only_by_its_player(self):
        self.brin_acc.permissions.add("Admin")
        before = self.everything()
        with self.assertRaises(deletion.DeletionError):
            deletion.delete_account(self.brin_acc, self.account)
        self.assertEqual(self.everything(), before)

    def test_the_superusers_account_stays(self):
        self.brin_acc.is_superuser = True
        self.brin_acc.save()
        before = self.everything()
        self.call(CmdAccountDelete(), "/delete brin-pw-long-1", "This deletes", caller=self.brin_acc)
        self.call(CmdAccountDelete(), "/delete/yes", "The superuser's account cannot be deleted",
                  caller=self.brin_acc)
        self.assertEqual(self.everything(), before)


class TestConnections(DeletionTest):
    patch_disconnect = False

    def test_the_deleted_accounts_connections_are_closed(self):
        session = mock.Mock()
        with mock.patch.object(evennia.SESSION_HANDLER, "sessions_from_account", return_value=[session]), \
                mock.patch.object(evennia.SESSION_HANDLER, "disconnect") as closes:
            deletion.delete_account(self.ansel_acc, self.ansel_acc)
        closes.assert_called_once_with(session, reason=deletion.DISCONNECT_REASON)


class TestMigrations(DeletionTest):
    def test_the_record_table_matches_its_migrations(self):
        from io import StringIO

        from django.core.management import call_command

        out = StringIO()
        call_command("makemigrations", "account_deletion", "--check", "--dry-run", stdout=out)
        self.assertIn("No changes detected", out.getvalue())
