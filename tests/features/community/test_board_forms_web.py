"""The boards' web pages with their forms (features/community/web/
board_pages.py): posting and replying go through the storage +bbpost and
+bbreply use (the post lock, the title and text limits), what a player reads
on the site is read for +bbnew, and refusals (bad input, a lock, another
player, an anonymous visitor, no CSRF token, the write limit) change
nothing."""

from django.test import override_settings

from features.community import boards
from features.community.models import Post
from tests.helpers.community_web import CommunityWebTest


class BoardFormsTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        self.public = boards.create_board("Public")
        self.news = boards.create_board("News", "all()", "perm(Builder)")
        self.staffroom = boards.create_board("Staffroom", "perm(Builder)", "perm(Builder)")
        self.first = boards.write(self.public, self.tomas, "Ferry <b>times</b>", "At |rdawn|n.")

    def url(self, board, post=None):
        return f"/boards/{board.number}/" + (f"{post}/" if post else "")

    def test_the_list_shows_unread_counts_and_what_one_may_do(self):
        page = self.client_for(self.account2).get("/boards/")
        self.assertEqual(page.status_code, 200)
        html = page.content.decode()
        self.assertIn('<span class="ff-unread">1</span>', html)  # Tomas's post, unread by Char2
        self.assertNotIn("Staffroom", html)
        self.assertIn("As <strong>Char2</strong>", html)

    def test_a_post_is_stored_as_bbpost_stores_it_and_escaped(self):
        page = self.post(self.client_for(self.account2), self.url(self.public),
                         {"title": "Tavern <script>x</script>", "text": "Tonight,\r\nat nine."})
        self.assertEqual(page.status_code, 302)
        self.assertEqual(page["Location"], "/boards/%d/2/" % self.public.number)
        post = boards.posts(self.public)[1]
        self.assertEqual((post.author, post.author_name, post.text), (self.char2, "Char2", "Tonight,\nat nine."))
        self.assertFalse(boards.is_unread(post, self.char2))  # its author has read it
        self.assertTrue(boards.is_unread(post, self.tomas))
        listing = self.client_for(self.account3).get(self.url(self.public)).content.decode()
        self.assertIn("Tavern &lt;script&gt;x&lt;/script&gt;", listing)
        self.assertNotIn("<script>x", listing)

    def test_reading_on_the_site_is_reading_for_bbnew_and_a_reply_follows(self):
        client = self.client_for(self.account2)
        self.assertEqual(boards.next_unread(self.char2), self.first)
        page = client.get(self.url(self.public, 1))
        self.assertContains(page, "Ferry &lt;b&gt;times&lt;/b&gt;")
        self.assertContains(page, "At dawn.")  # colour codes left out, as on the other pages
        self.assertIsNone(boards.next_unread(self.char2))
        page = self.post(client, self.url(self.public, 1), {"text": "I will <i>be</i> there."})
        self.assertEqual(page.status_code, 302)
        reply = boards.replies(self.first)[0]
        self.assertEqual((reply.title, reply.author), ("Re: Ferry <b>times</b>", self.char2))
        self.assertTrue(boards.is_unread(self.first, self.tomas))  # the reply is news for Tomas
        self.assertContains(client.get(self.url(self.public, 1)), "I will &lt;i&gt;be&lt;/i&gt; there.")

    def test_bad_input_is_answered_on_the_form_and_nothing_is_stored(self):
        client = self.client_for(self.account2)
        before = self.state()
        cases = {"no title": ({"title": "  ", "text": "x"}, "Give a title."),
                 "long title": ({"title": "t" * 81, "text": "x"}, "the limit is 80"),
                 "two lines": ({"title": "a|/b", "text": "x"}, "A title is one line."),
                 "no text": ({"title": "Hello", "text": ""}, "Give a text."),
                 "long text": ({"title": "Hello", "text": "x" * 8001}, "the limit is 8000")}
        for name, (data, why) in cases.items():
            with self.subTest(name):
                page = self.post(client, self.url(self.public), data)
                self.assertEqual(page.status_code, 200)
                self.assertContains(page, why)
                self.assertContains(page, "Nothing was posted.")
                self.assertEqual(self.state(), before)
        page = self.post(client, self.url(self.public, 1), {"text": ""})
        self.assertContains(page, "Give a text.")
        self.assertEqual(self.state(), before)

    def test_locks_and_strangers_change_nothing(self):
        player = self.client_for(self.account2)
        before = self.state()
        page = self.post(player, self.url(self.news), {"title": "Hi", "text": "x"})
        self.assertContains(page, "You may not post on News.")
        self.assertNotContains(page, 'id="new-post"')
        self.assertEqual(self.post(player, self.url(self.staffroom), {"title": "Hi", "text": "x"}).status_code, 403)
        self.assertEqual(player.get(self.url(self.staffroom)).status_code, 403)
        anonymous = self.client_for()
        self.assertIn("/auth/login", self.post(anonymous, self.url(self.public), {"title": "Hi", "text": "x"})["Location"])
        self.assertIn("/auth/login", self.post(anonymous, self.url(self.public, 1), {"text": "x"})["Location"])
        # the player's own form without its CSRF token
        self.assertEqual(player.post(self.url(self.public), {"title": "Hi", "text": "x"}).status_code, 403)
        self.assertEqual(self.state(), before)
        self.assertEqual(player.get("/boards/99/").status_code, 404)
        self.assertEqual(player.get(self.url(self.public, 9)).status_code, 404)

    def test_staff_post_where_players_may_not(self):
        page = self.post(self.client_for(self.account), self.url(self.news), {"title": "Rules", "text": "Be kind."})
        self.assertEqual(page.status_code, 302)
        self.assertEqual(boards.posts(self.news)[0].author, self.char1)

    @override_settings(FOURFOLD_WEB_WRITE_RATE=(1, 60))
    def test_the_write_limit(self):
        client = self.client_for(self.account2)
        self.assertEqual(self.post(client, self.url(self.public), {"title": "One", "text": "x"}).status_code, 302)
        count = Post.objects.count()
        page = self.post(client, self.url(self.public, 1), {"text": "Two"})
        self.assertEqual(page.status_code, 429)
        self.assertContains(page, "Try again in", status_code=429)
        self.assertEqual(Post.objects.count(), count)

    def test_an_account_with_no_character_reads_but_may_not_post(self):
        from evennia.utils import create

        lurker = create.create_account("Lurker", email="l@example.com", password="pw-lurk-99",
                                       typeclass="typeclasses.accounts.Account")
        self.addCleanup(lurker.delete)
        client = self.client_for(lurker)
        self.assertContains(client.get(self.url(self.public)), "Ferry")
        before = self.state()
        page = self.post(client, self.url(self.public), {"title": "Hi", "text": "x"})
        self.assertContains(page, "Make a character first")
        self.assertEqual(self.state(), before)
