"""Mail on the web (features/community/web/mail_pages.py) is the game's
mail: a letter sent on the site is announced in the game to its recipient
and read there with ``mail``; an answer written in the game is in the
site's mailbox; +block is respected (for every character of the sender's
player); refusals change nothing; nobody reads another's letters."""

from unittest import mock

from django.template import Context, Template
from django.test import RequestFactory, override_settings

from features.community import mail
from features.community.commands.mail import CmdMail
from features.pages import blocks
from tests.helpers.community_web import CommunityWebTest

LETTER = {"to": "Tomas", "subject": "Ferry <b>tonight</b>", "text": "Meet at the\r\ndocks."}


class MailWebTest(CommunityWebTest):
    def send(self, account=None, **changes):
        return self.post(self.client_for(account or self.account2), "/mail/write/", {**LETTER, **changes})


class SendingTest(MailWebTest):
    def test_a_letter_from_the_site_is_announced_and_read_in_the_game(self):
        self.online(self.tomas)
        told = self._start(mock.patch.object(type(self.tomas), "msg"))
        client = self.client_for(self.account2)
        page = self.post(client, "/mail/write/", LETTER)
        self.assertEqual(page.status_code, 302)
        self.assertIn("You have new mail from Char2: Ferry <b>tonight</b>|n (type mail)",
                      [str(c.args[0]) for c in told.call_args_list if c.args])
        (letter,) = mail.inbox(self.tomas)
        self.assertEqual((mail.sender_of(letter), letter.message), (self.char2, "Meet at the\ndocks."))
        done = client.get(page["Location"])
        self.assertContains(done, "Sent to Tomas.")

    def test_an_answer_written_in_the_game_is_in_the_sites_mailbox(self):
        self.send()
        self.call(CmdMail(), "/reply 1=Aye, at <nine>.", "You answered Char2", caller=self.tomas)
        client = self.client_for(self.account2)
        page = client.get("/mail/")
        self.assertContains(page, "Re: Ferry &lt;b&gt;tonight&lt;/b&gt;")
        self.assertContains(page, '<span class="ff-badge">1</span> unread')
        (answer,) = mail.inbox(self.char2)
        page = client.get(f"/mail/{answer.id}/")
        self.assertContains(page, "Aye, at &lt;nine&gt;.")
        self.assertFalse(mail.is_new(answer))  # read on the site: read in the game

    def test_answering_and_deleting_on_the_site(self):
        self.call(CmdMail(), "Char2=Plans/Bring a lamp.", "Mail sent to Char2", caller=self.tomas)
        (letter,) = mail.inbox(self.char2)
        client = self.client_for(self.account2)
        page = self.post(client, f"/mail/{letter.id}/", {"text": "I have two."})
        self.assertEqual(page.status_code, 302)
        (answer,) = mail.inbox(self.tomas)
        self.assertEqual(answer.header, "Re: Plans")
        self.assertIn("I have two.", answer.message)
        self.assertEqual(self.post(client, f"/mail/{letter.id}/delete/", {}).status_code, 302)
        self.assertEqual(mail.inbox(self.char2), [])

    def test_the_unread_tag_counts_the_accounts_letters(self):
        self.call(CmdMail(), "Char2=One/x", "Mail sent", caller=self.tomas)
        self.call(CmdMail(), "Char2=Two/x", "Mail sent", caller=self.tomas)
        request = RequestFactory().get("/")
        request.user = self.account2
        shown = Template("{% load community_mail %}[{% unread_mail %}]").render(Context({"request": request}))
        self.assertEqual(shown, "[2]")
        request.user = self.account3
        self.assertEqual(Template("{% load community_mail %}{% unread_mail %}").render(
            Context({"request": request})), "0")


class ReadersTimeTest(MailWebTest):
    """Mail times in the reader's timezone, saying which, on the site and in
    the game alike, as requests and events are (not UTC)."""

    def setUp(self):
        super().setUp()
        from datetime import datetime, timezone

        from features.community import profile

        profile.set_field(self.tomas, "timezone", "Asia/Tokyo")
        self.send()
        (self.letter,) = mail.inbox(self.tomas)
        self.letter.db_date_created = datetime(2024, 1, 1, 12, 5, tzinfo=timezone.utc)
        self.letter.save()

    def test_the_site_shows_the_readers_time_and_zone(self):
        client = self.client_for(self.account3)
        page = client.get("/mail/")
        self.assertContains(page, "<td>2024-01-01 21:05</td>")
        self.assertContains(page, "Times are in Asia/Tokyo")
        self.assertNotContains(page, "UTC")
        page = client.get(f"/mail/{self.letter.id}/")
        self.assertContains(page, "2024-01-01 21:05 Asia/Tokyo")
        self.assertNotContains(page, "12:05")

    def test_the_game_shows_the_readers_time_and_zone(self):
        listed = self.call(CmdMail(), "", "Your mail", caller=self.tomas)
        self.assertIn("2024-01-01 21:05", listed)
        self.assertIn("Times are in Asia/Tokyo.", listed)
        read = self.call(CmdMail(), "1", caller=self.tomas)
        self.assertIn("Sent: 2024-01-01 21:05 Asia/Tokyo", read)
        # the sender, in UTC, reads the same letter's time as UTC
        self.call(CmdMail(), "/reply 1=Aye.", "You answered", caller=self.tomas)
        self.assertIn("Times are in UTC.", self.call(CmdMail(), "", "Your mail", caller=self.char2))


class RefusalsTest(MailWebTest):
    def test_bad_input_is_answered_on_the_form_and_nothing_is_sent(self):
        before = self.state()
        cases = {"nobody": ({"to": ""}, "Name who gets it."),
                 "unknown": ({"to": "Nobodyhere"}, "There is no character called"),
                 "too many": ({"to": ",".join(["Tomas"] * 21)}, "at most 20 at once"),
                 "no subject": ({"subject": ""}, "Give a subject."),
                 "long subject": ({"subject": "s" * 81}, "the limit is 80"),
                 "no text": ({"text": " "}, "Give a text.")}
        for name, (changes, why) in cases.items():
            with self.subTest(name):
                page = self.send(**changes)
                self.assertEqual(page.status_code, 200)
                self.assertContains(page, why)
                self.assertContains(page, "Nothing was sent.")
                self.assertEqual(self.state(), before)

    def test_a_block_is_respected_for_every_character_of_the_sender(self):
        from evennia.utils import create

        blocks.block(self.tomas, self.char2)
        before = self.state()
        page = self.send()
        self.assertContains(page, "Tomas is not taking mail right now. Nothing was sent.")
        self.assertEqual(self.state(), before)
        # an alt of the blocked player, not played, gets no further
        wren = create.create_object("typeclasses.characters.Character", key="Wren",
                                    location=self.room1, home=self.room1)
        self.account2.characters.add(wren)
        page = self.post(self.client_for(self.account2), f"/mail/write/?as={wren.id}", LETTER)
        self.assertContains(page, "Tomas is not taking mail right now.")
        self.assertContains(page, "As <strong>Wren</strong>")
        self.assertEqual(self.state(), before)

    def test_nobody_reads_anothers_letters(self):
        self.call(CmdMail(), "Char2=Secret/For your eyes.", "Mail sent", caller=self.tomas)
        (letter,) = mail.inbox(self.char2)
        before = self.state()
        for account in (self.account3, self.account):  # another player; staff too
            with self.subTest(account.key):
                client = self.client_for(account)
                self.assertEqual(client.get(f"/mail/{letter.id}/").status_code, 404)
                self.assertEqual(self.post(client, f"/mail/{letter.id}/", {"text": "x"}).status_code, 404)
                self.assertEqual(self.post(client, f"/mail/{letter.id}/delete/", {}).status_code, 404)
                self.assertNotContains(client.get("/mail/"), "Secret")
        anonymous = self.client_for()
        for url in ("/mail/", "/mail/write/", f"/mail/{letter.id}/"):
            self.assertIn("/auth/login", anonymous.get(url)["Location"])
        self.assertIn("/auth/login", self.post(anonymous, "/mail/write/", LETTER)["Location"])
        self.assertIn("/auth/login", self.post(anonymous, f"/mail/{letter.id}/delete/", {})["Location"])
        # the owner's own forms without their CSRF token
        owner = self.client_for(self.account2)
        self.assertEqual(owner.post(f"/mail/{letter.id}/delete/", {}).status_code, 403)
        self.assertEqual(owner.post("/mail/write/", LETTER).status_code, 403)
        self.assertEqual(self.state(), before)

    def test_the_games_own_letters_take_no_answer(self):
        mail.send("Staff", [self.char2], "Idle warning", "Log in soon.")
        (letter,) = mail.inbox(self.char2)
        before = self.state()
        page = self.post(self.client_for(self.account2), f"/mail/{letter.id}/", {"text": "Sorry"})
        self.assertContains(page, "That mail is from Staff, who reads no answers.")
        self.assertNotContains(page, 'id="answer-button"')
        self.assertEqual(self.state(), before)

    @override_settings(FOURFOLD_WEB_WRITE_RATE=(1, 60))
    def test_the_write_limit(self):
        self.assertEqual(self.send().status_code, 302)
        before = self.state()
        page = self.send(subject="Again")
        self.assertEqual(page.status_code, 429)
        self.assertContains(page, "Try again in", status_code=429)
        self.assertEqual(self.state(), before)


class ActingCharacterTest(MailWebTest):
    """With two characters and none chosen on the site, the pages act as the
    one the player last played in the game (then the first by name)."""

    def test_the_last_played_character_writes_unless_another_is_chosen(self):
        second = self.make_char("Zed")
        self.account2.characters.add(second)
        self.account2.db._last_puppet = second
        self.assertEqual(self.send().status_code, 302)
        (letter,) = mail.inbox(self.tomas)
        self.assertEqual(mail.sender_of(letter), second)
        self.account2.db._last_puppet = None
        self.assertEqual(self.send(subject="Again").status_code, 302)
        newest = max(mail.inbox(self.tomas), key=lambda m: m.id)
        self.assertEqual(mail.sender_of(newest), self.char2)  # first by name
        chosen = self.post(self.client_for(self.account2), f"/mail/write/?as={second.id}",
                           {**LETTER, "subject": "Chosen"})
        self.assertEqual(chosen.status_code, 302)
        self.assertEqual(sorted(mail.sender_of(m).key for m in mail.inbox(self.tomas)), ["Char2", "Zed", "Zed"])
