"""One player's data file: only their things (not another's mail, not
someone's private roll, not staff-only comments, never a password hash),
made from +data/export and from /account/data/, fetched only by its
player; a deleted or closed account has none."""

import json
from unittest import mock

from django.urls import reverse

from features.your_data import personal
from features.your_data.commands.data import CmdData
from tests.helpers.your_data import DataFileTest, in_this_thread, members


class TestWhatIsInIt(DataFileTest):
    def data(self, account):
        found = members(personal.make(account))
        return {name[5:-5]: json.loads(body) for name, body in found.items()
                if name.startswith("data/")}, found

    def test_only_the_players_own_things(self):
        data, found = self.data(self.account2)
        self.assertEqual([a["username"] for a in data["accounts"]], [self.account2.username])
        self.assertNotIn("password", data["accounts"][0])
        self.assertEqual([c["key"] for c in data["characters"]], ["Char2"])
        self.assertEqual(sorted(m["header"] for m in data["mail"]), ["Hello", "Re: Hello"])
        self.assertEqual([s["title"] for s in data["scenes"]], ["The road"])
        texts = [e["text"] for e in data["scene_entries"]]
        self.assertIn("Char2 *waves*.", texts)
        self.assertNotIn("Char rolls in secret.", texts)  # another's private roll
        self.assertEqual(data["scene_edits"], [])  # edits of others' entries
        self.assertEqual([p["text"] for p in data["board_posts"]], ["Prices are up."])
        self.assertEqual([c["text"] for c in data["request_comments"]], ["Looking into it."])
        self.assertEqual([e["title"] for e in data["events"]], ["Lantern walk"])  # signed up
        self.assertEqual(len(data["advancement"]), 2)
        self.assertEqual(data["wiki_revisions"], [])
        for ruleset in ("fs3", "muse", "pbta", "mw"):
            self.assertIn(f"markdown/sheets/{self.char2.id}-char2-{ruleset}.md", found)
        profile = found[f"markdown/profiles/{self.char2.id}-char2.md"].decode()
        self.assertIn("Char the Second", profile)
        self.assertIn("\\[link\\]\\(x\\)", profile)  # a player's text is never a link
        head = json.loads(found["manifest.json"])
        self.assertEqual((head["kind"], head["account"]["id"]), ("account", self.account2.id))

    def test_anothers_mail_is_not_in_it(self):
        data, _found = self.data(self.account3)
        self.assertEqual([m["header"] for m in data["mail"]], ["Secret"])
        data, _found = self.data(self.account2)
        self.assertNotIn("Secret", [m["header"] for m in data["mail"]])
        self.assertNotIn("Only for Tomas.", json.dumps(data))

    def test_staff_find_their_own_wiki_revisions_and_private_roll(self):
        data, _found = self.data(self.account)
        self.assertEqual(len(data["wiki_revisions"]), 2)
        self.assertIn("Char rolls in secret.", [e["text"] for e in data["scene_entries"]])

    def test_a_new_file_replaces_the_last(self):
        first = personal.make(self.account2)
        first.rename(first.with_name("fourfold-data-0-old.zip"))
        second = personal.make(self.account2)
        self.assertEqual(sorted(personal.folder(self.account2).iterdir()), [second])
        self.assertEqual(personal.latest(self.account2), second)
        self.assertEqual(second.stat().st_mode & 0o777, 0o600)

    def test_a_deleted_or_closed_account_has_no_file(self):
        self.account3.is_active = False
        self.account3.save()
        with self.assertRaises(personal.NoSuchAccount) as caught:
            personal.make(self.account3)
        self.assertIn("deleted or closed", str(caught.exception))
        self.assertIsNone(personal.latest(self.account3))
        with self.assertRaises(personal.NoSuchAccount):
            personal.make(None)


class TestDataCommand(DataFileTest):
    def setUp(self):
        super().setUp()
        self._start(mock.patch("features.your_data.commands.data.threads.deferToThread",
                               side_effect=in_this_thread))

    def test_export_then_ask(self):
        self.call(CmdData(), "", "You have no data file yet.", caller=self.char2)
        out = self.call(CmdData(), "/export", "Making your data file; you will be told", caller=self.char2)
        self.assertIn("Your data file is made", out)
        made = personal.latest(self.account2)
        self.assertIsNotNone(made)
        self.call(CmdData(), "", f"Your data file ({made.name}) is ready: download it at http",
                  caller=self.char2)
        self.assertIsNone(personal.latest(self.account3))  # nobody else's was made

    def test_it_never_takes_a_name(self):
        self.refuse(CmdData(), " Tomas", "Your data is always your own account's", caller=self.char2)
        self.assertIsNone(personal.latest(self.account3))

    def test_an_unknown_switch(self):
        self.call(CmdData(), "/everyone", "Unknown switch /everyone", caller=self.char2)
        self.assertIsNone(personal.latest(self.account2))

    def test_a_closed_account_is_told(self):
        self.account2.is_active = False
        self.account2.save()
        self.call(CmdData(), "/export", "That account is deleted or closed", caller=self.char2)

    def test_one_at_a_time_and_not_too_often(self):
        from django.test import override_settings

        self.account2.ndb.fourfold_data_export_running = True
        self.refuse(CmdData(), "/export", "Your data file is being made already", caller=self.char2)
        self.assertIsNone(personal.latest(self.account2))
        self.account2.ndb.fourfold_data_export_running = False
        with override_settings(FOURFOLD_WEB_WRITE_RATE=(1, 3600)):
            self.call(CmdData(), "/export", "Making your data file", caller=self.char2)
            made = personal.latest(self.account2)
            self.refuse(CmdData(), "/export", "That is too many changes at once", caller=self.char2)
        self.assertEqual(personal.latest(self.account2), made)

    def test_a_file_that_cannot_be_written_is_said_and_logged(self):
        with mock.patch.object(personal, "make", side_effect=OSError("disk full")), \
                mock.patch("features.your_data.commands.data.logger") as log:
            out = self.call(CmdData(), "/export", "Making your data file", caller=self.char2)
        self.assertIn("could not be made; staff can see why in the server log", out)
        self.assertIn("disk full", log.log_err.call_args[0][0])
        self.assertFalse(self.account2.ndb.fourfold_data_export_running)

    def test_a_character_nobody_plays(self):
        self.call(CmdData(), "/export", "Only a character played from an account", caller=self.dee)


class TestDataPage(DataFileTest):
    URL = "/account/data/"

    def test_the_address_and_the_menu(self):
        self.assertEqual(reverse("fourfold-your-data"), self.URL)
        self.assertContains(self.client_for(self.account2).get("/characters/sheets/"),
                            f'<a class="dropdown-item" href="{self.URL}">Your data</a>', html=True)
        self.assertNotContains(self.client_for(None).get("/"), f'href="{self.URL}"')

    def test_make_and_download_ones_own(self):
        client = self.client_for(self.account2)
        page = client.get(self.URL)
        self.assertEqual(page.status_code, 200)
        self.assertContains(page, "You have no data file yet.")
        self.assertEqual(client.get(self.URL + "download/").status_code, 404)
        made = self.post(client, self.URL, {})
        self.assertRedirects(made, self.URL + "?made=1", fetch_redirect_response=False)
        page = client.get(self.URL + "?made=1")
        self.assertContains(page, "Your data file is made.")
        self.assertContains(page, 'id="download-link"')
        got = client.get(self.URL + "download/")
        self.assertEqual(got.status_code, 200)
        self.assertEqual(got["Content-Type"], "application/zip")
        self.assertIn("attachment", got["Content-Disposition"])
        body = b"".join(got.streaming_content)
        self.assertEqual(body, personal.latest(self.account2).read_bytes())

    def test_another_player_gets_only_their_own(self):
        personal.make(self.account2)
        client = self.client_for(self.account3)
        self.assertEqual(client.get(self.URL + "download/").status_code, 404)
        self.assertNotContains(client.get(self.URL), "download-link")
        # whatever is added to the address, it is always one's own file
        self.assertEqual(client.get(self.URL + f"download/?account={self.account2.id}").status_code, 404)
        self.post(client, self.URL, {"account": str(self.account2.id)})
        got = client.get(self.URL + "download/")
        import io
        import zipfile

        with zipfile.ZipFile(io.BytesIO(b"".join(got.streaming_content))) as zipped:
            head = json.loads(zipped.read("manifest.json"))
        self.assertEqual(head["account"]["id"], self.account3.id)

    def test_visitors_are_sent_to_sign_in(self):
        client = self.client_for(None)
        for url in (self.URL, self.URL + "download/"):
            got = client.get(url)
            self.assertEqual(got.status_code, 302)
            self.assertIn("/auth/login/", got["Location"])
        self.post(client, self.URL, {})
        self.assertFalse(personal.folder(self.account2).exists())

    def test_a_post_without_the_csrf_token_is_refused(self):
        client = self.client_for(self.account2)
        self.assertEqual(client.post(self.URL, {}).status_code, 403)
        self.assertIsNone(personal.latest(self.account2))

    def test_other_methods_are_refused(self):
        client = self.client_for(self.account2)
        self.assertEqual(client.put(self.URL).status_code, 403)  # CSRF first
        client = self.client_for(self.account2)
        client.cookies["csrftoken"] = "t" * 32
        self.assertEqual(client.delete(self.URL, HTTP_X_CSRFTOKEN="t" * 32).status_code, 405)
        self.assertIsNone(personal.latest(self.account2))

    def test_a_closed_account_is_told_and_nothing_made(self):
        self.account2.is_active = False
        self.account2.save()
        client = self.client_for(self.account2)
        got = self.post(client, self.URL, {})
        self.assertIn(got.status_code, (302, 400))
        self.assertIsNone(personal.latest(self.account2))

    def test_too_many_at_once(self):
        from django.test import override_settings

        client = self.client_for(self.account2)
        with override_settings(FOURFOLD_WEB_WRITE_RATE=(1, 3600)):
            self.assertEqual(self.post(client, self.URL, {}).status_code, 302)
            made = personal.latest(self.account2)
            again = self.post(client, self.URL, {})
        self.assertEqual(again.status_code, 400)
        self.assertContains(again, "too many changes", status_code=400)
        self.assertEqual(personal.latest(self.account2), made)
