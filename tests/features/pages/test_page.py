"""page: one or several names, poses, the last paged, the history, offline
players, names by prefix, and bad input that changes nothing."""

from evennia.utils import create

from features.pages import hooks, store
from features.pages.commands.page import CmdPage, CmdPageOOC
from tests.helpers.pages import PagesTest


class TestPaging(PagesTest):
    def test_a_page_reaches_the_player_and_is_kept(self):
        self.online(self.char2)
        self.call(CmdPage(), "Char2=Free for a scene?",
                  {self.char1: "You paged Char2: Free for a scene?",
                   self.char2: "Char pages: Free for a scene?"})
        self.assertEqual(self.pages(), [("Free for a scene?", [self.char1.id], [self.char2.id])])

    def test_the_pager_hears_an_away_message(self):
        from features.community import presence

        self.online(self.char2, self.dee)
        presence.set_afk(self.char2, "Making dinner, back at 8")
        self.call(CmdPage(), "Char2, Dee=Scene?",
                  {self.char1: "You paged Char2 and Dee: Scene?\nChar2 is away: Making dinner, back at 8",
                   self.char2: "Char pages (to you and Dee): Scene?"})
        self.assertEqual(len(self.pages()), 1)  # taken all the same
        presence.set_afk(self.char2, None)
        answer = self.call(CmdPage(), "Char2=Back?", "You paged Char2: Back?")
        self.assertNotIn("away", answer)

    def test_several_names_with_commas_or_spaces(self):
        self.online(self.char2, self.dee)
        self.call(CmdPage(), "Char2, Dee=Meet at the docks.",
                  {self.char1: "You paged Char2 and Dee: Meet at the docks.",
                   self.char2: "Char pages (to you and Dee): Meet at the docks.",
                   self.dee: "Char pages (to you and Char2): Meet at the docks."})
        self.call(CmdPage(), "dee char2=Again.", "You paged Dee and Char2: Again.")
        self.assertEqual([p[2] for p in self.pages()], [sorted([self.char2.id, self.dee.id])] * 2)

    def test_pose_pages(self):
        self.online(self.char2)
        self.call(CmdPage(), "Char2=:waves from across the city.",
                  {self.char1: "Long distance to Char2: Char waves from across the city.",
                   self.char2: "From afar, Char waves from across the city."})
        self.call(CmdPage(), "Char2=;'s phone buzzes.",
                  {self.char1: "Long distance to Char2: Char's phone buzzes.",
                   self.char2: "From afar, Char's phone buzzes."})
        self.online(self.dee)
        self.call(CmdPage(), "Char2,Dee=:nods.", {self.dee: "From afar (to you and Char2), Char nods."})

    def test_page_text_alone_goes_to_the_last_paged(self):
        self.online(self.char2, self.dee)
        self.call(CmdPage(), "", "You have not paged anyone yet.")
        self.call(CmdPage(), "Char2=Hi.", "You paged Char2: Hi.")
        self.call(CmdPage(), "How are you?", {self.char1: "You paged Char2: How are you?",
                                              self.char2: "Char pages: How are you?"})
        self.call(CmdPage(), ":grins.", {self.char2: "From afar, Char grins."})
        self.call(CmdPage(), "", "You last paged Char2.")
        self.call(CmdPage(), "Char2,Dee=Both of you.", "You paged Char2 and Dee")
        self.call(CmdPage(), "Still both?", "You paged Char2 and Dee: Still both?")
        # someone paging you does not change whom you paged last
        self.call(CmdPage(), "Char=Back to you.", "You paged Char: Back to you.", caller=self.dee)
        self.call(CmdPage(), "", "You last paged Char2 and Dee.")

    def test_history_shows_sent_and_received_oldest_first(self):
        self.online(self.char1, self.char2)
        self.call(CmdPage(), "Char2=One.", "You paged Char2")
        self.call(CmdPage(), "Char=Two.", "You paged Char", caller=self.char2)
        self.call(CmdPage(), "Char2=:waves.", "Long distance")
        store.record(self.char2, [self.dee], "Not for Char.")
        out = self.call(CmdPage(), "/last", "Your last 3 pages (oldest first):")
        lines = out.splitlines()[1:]
        self.assertEqual([line.split("  ", 1)[1] for line in lines],
                         ["You paged Char2: One.", "Char2 pages: Two.", "Long distance to Char2: Char waves."])
        out = self.call(CmdPage(), "/last 1", "Your last 1 page (oldest first):")
        self.assertIn("Char waves.", out)
        self.call(CmdPage(), "/last", "You have no pages yet.", caller=self.make_char("Quiet"))

    def test_a_player_not_connected_gets_it_at_the_next_login(self):
        self.offline(self.dee)
        self.call(CmdPage(), "Dee=Call me.",
                  {self.char1: "You paged Dee: Call me.\nDee is not connected: the page waits for their"
                               " next login.",
                   self.dee: ""})
        self.call(CmdPage(), "Dee=Twice.", "You paged Dee")
        self.assertEqual(len(self.pages()), 2)
        self.assertEqual(hooks.login_notice(self.dee),
                         "You got 2 pages while you were away: page/last 2 shows them.")
        self.assertEqual(hooks.login_notice(self.dee), "")  # said once
        out = self.call(CmdPage(), "/last 2", "Your last 2 pages", caller=self.dee)
        self.assertIn("Char pages: Call me.", out)

    def test_names_in_any_case_and_by_unique_prefix_connected_first(self):
        mara, marabel = self.make_char("Mara"), self.make_char("Marabel")
        self.online(self.char2)
        self.call(CmdPage(), "cHAR2=Hi.", "You paged Char2: Hi.")
        self.call(CmdPage(), "mara=Hi.", "You paged Mara: Hi.")  # a whole name wins
        self.call(CmdPage(), "marab=Hi.", "You paged Marabel: Hi.")
        self.refuse(CmdPage(), "mar=Hi.", "'mar' could be Mara, Marabel: type more of the name.")
        self.online(marabel)
        self.call(CmdPage(), "mar=Hi.", "You paged Marabel: Hi.")  # the one connected
        self.assertEqual([p[2] for p in self.pages()],
                         [[self.char2.id], [mara.id], [marabel.id], [marabel.id]])

    def test_pages_are_one_line_of_the_players_text(self):
        self.online(self.char2)
        out = self.call(CmdPage(), "Char2=Hi|/Staff announces: fake\nline", {self.char1: None, self.char2: "Char pages: Hi"},
                        noansi=False)
        self.assertNotIn("\n", out[self.char2])
        # the line break is shown as typed, the newline is a space: one line
        self.assertEqual(out[self.char2], "Char pages: Hi|/Staff announces: fake line")

    def test_pages_go_from_the_character_in_play(self):
        self.online(self.char2)
        self.assertNotEqual(self.account.key, self.char1.key)
        self.call(CmdPage(), "Char2=Hello.", {self.char2: "Char pages: Hello."}, caller=self.char1)
        self.assertEqual(self.pages()[0][1], [self.char1.id])  # the character, not the account
        self.call(CmdPageOOC(), "Char2=Hello.", "Pages go from character to character: play one first",
                  caller=self.account)
        self.assertEqual(len(self.pages()), 1)

    def test_the_game_s_page_is_this_one_in_and_out_of_character(self):
        from commands.default_cmdsets import AccountCmdSet, CharacterCmdSet

        char_set, account_set = CharacterCmdSet(), AccountCmdSet()
        char_set.at_cmdset_creation()
        account_set.at_cmdset_creation()
        self.assertEqual(type(char_set.get(CmdPage())), CmdPage)
        self.assertEqual(type(account_set.get(CmdPage())), CmdPageOOC)
        self.assertIn("p", CmdPage().aliases)


class TestBadInput(PagesTest):
    def test_refused_with_a_clear_line_and_nothing_stored(self):
        self.online(self.char2, self.dee)
        create.create_object("rulesets.fs3.npcs.NPC", key="Sergeant", location=self.room1)
        cases = [
            ("Zed=Hello", "There is no player called 'Zed'."),
            ("Char2,Zed=Hello", "There is no player called 'Zed'."),
            ("Sergeant=Hello", "There is no player called 'Sergeant'."),  # NPCs take no pages
            ("Char2=", "Page what? Give the text after the =."),
            ("Char2=   ", "Page what?"),
            ("Char2=:", "Page what?"),
            ("Char2=;  ", "Page what?"),
            ("Char2=" + "x" * 2001, "That page is 2001 characters long; the limit is 2000."),
            (",".join(["Dee"] * 21) + "=Hi", "That is 21 names; a page goes to at most 20 at once."),
            ("Char=Hi", "You cannot page yourself."),
            ("me=Hi", "You cannot page yourself."),
            ("Hello there", "You have not paged anyone yet"),
            ("=Hello there", "You have not paged anyone yet"),
            ("/last x", "Give how many pages to show, a whole number from 1 to 100."),
            ("/last 0", "Give how many pages to show"),
            ("/last 101", "Give how many pages to show"),
            ("/last ５", "Give how many pages to show"),
            ("/on now", "page/on takes nothing more."),
            ("/last/off", "Use one switch at a time."),
            ("/shout Char2=Hi", "Unknown switch /shout"),
        ]
        for args, expected in cases:
            with self.subTest(args):
                self.refuse(CmdPage(), args, expected)
        self.assertEqual(self.pages(), [])

    def test_an_ambiguous_prefix(self):
        self.make_char("Tobin")
        self.make_char("Toby")
        self.refuse(CmdPage(), "tob=Hi", "'tob' could be Tobin, Toby: type more of the name.")
