"""`create <name> <password>` at the login screen: the password is
never shown back, its strength is checked before the question, only y/yes
confirms, and three words without quotes are refused with a clear message
(`create Sparring Sergeant hunter22` made "Sparring" with the password
"Sergeant hunter22")."""

from unittest import mock

from evennia.accounts.models import AccountDB
from evennia.utils.test_resources import EvenniaTest

PW = "e2e-Strong-pw9"


class CreateTest(EvenniaTest):
    def create_script(self):
        pass

    def run_create(self, args, *answers):
        """Run `create <args>` as a session at the login screen would, answering
        its question(s) with ``answers``. Returns (everything the session was
        sent, questions included, as one text; lines run as commands after)."""
        # imported late: Evennia's login commands need Evennia set up first
        import commands.create_account as create_account

        cmd = create_account.CmdUnconnectedCreate()
        cmd.caller = cmd.session = self.session
        cmd.cmdname = cmd.raw_cmdname = "create"
        cmd.args = " " + args
        cmd.raw_string = "create " + args
        sent = []
        answers = list(answers)
        with mock.patch.object(self.session, "msg",
                               side_effect=lambda text=None, **kw: sent.append(str(text))), \
                mock.patch.object(create_account, "delay") as delay:
            steps = cmd.func()
            if steps is not None:
                try:
                    sent.append(next(steps))
                    while True:
                        if not answers:
                            raise AssertionError(f"asked again with no answer left: {sent}")
                        sent.append(steps.send(answers.pop(0)))
                except StopIteration:
                    pass
        self.assertEqual(answers, [], "the command ended before every answer was used")
        run_next = [c.args[2] for c in delay.call_args_list]
        return "\n".join(sent), run_next

    def exists(self, name):
        return AccountDB.objects.filter(username__iexact=name).exists()


class TestPasswordNeverShown(CreateTest):
    def test_question_and_answers_hold_no_password(self):
        out, _ = self.run_create(f"Mara {PW}", "y")
        self.assertTrue(self.exists("Mara"))
        self.assertNotIn(PW, out)
        self.assertIn("Mara", out)

    def test_quoted_password_with_spaces_not_shown(self):
        out, _ = self.run_create('Mara "a long Secret 42"', "yes")
        self.assertTrue(self.exists("Mara"))
        self.assertNotIn("a long Secret 42", out)
        self.assertNotIn("Secret", out)
        self.assertTrue(AccountDB.objects.get(username="Mara").check_password("a long Secret 42"))


class TestCharacterWithTheAccount(CreateTest):
    def test_create_makes_a_character_of_the_accounts_name(self):
        # as a MUSH's create does; the website's registration makes none
        self.run_create(f"Mara {PW}", "y")
        account = AccountDB.objects.get(username="Mara")
        self.assertEqual([c.key for c in account.characters.all()], ["Mara"])


class TestStrengthBeforeQuestion(CreateTest):
    def test_common_password_refused_without_asking(self):
        out, _ = self.run_create("Mara hunter22")  # no answer: it must not ask
        self.assertFalse(self.exists("Mara"))
        self.assertIn("too common", out)
        self.assertNotIn("[Y]/N?", out)
        self.assertNotIn("hunter22", out)

    def test_short_password_refused_without_asking(self):
        out, _ = self.run_create("Mara x7q")
        self.assertFalse(self.exists("Mara"))
        self.assertIn("too short", out)
        self.assertNotIn("[Y]/N?", out)

    def test_taken_name_refused_without_asking(self):
        self.run_create(f"Mara {PW}", "y")
        out, _ = self.run_create(f"mara {PW}-2")
        self.assertNotIn("[Y]/N?", out)
        self.assertEqual(AccountDB.objects.filter(username__iexact="mara").count(), 1)


class TestOnlyYesConfirms(CreateTest):
    def test_y_and_yes_in_any_case(self):
        for name, answer in (("Ann", "y"), ("Bea", "YES"), ("Cyd", " Yes ")):
            self.run_create(f"{name} {PW}", answer)
            self.assertTrue(self.exists(name), answer)

    def test_no_cancels(self):
        out, run_next = self.run_create(f"Mara {PW}", "n")
        self.assertFalse(self.exists("Mara"))
        self.assertIn("not created", out.lower())
        self.assertEqual(run_next, [])

    def test_an_empty_line_asks_again(self):
        out, _ = self.run_create(f"Mara {PW}", "", "y")
        self.assertTrue(self.exists("Mara"))
        self.assertEqual(out.count("[Y]/N?"), 2)

    def test_any_other_answer_cancels_and_is_run(self):
        for answer in ("sure", "yep", "ok", "create Mara_Vell e2e-Strong-pw9"):
            out, run_next = self.run_create(f"Mara {PW}", answer)
            self.assertFalse(self.exists("Mara"), answer)
            self.assertIn("not created", out.lower())
            self.assertEqual(run_next, [answer])

    def test_connect_with_the_same_name_and_password_confirms(self):
        # a client's login trigger sends create and connect together
        out, run_next = self.run_create(f"Mara {PW}", f"connect mara {PW}")
        self.assertTrue(self.exists("Mara"))
        self.assertEqual(run_next, [f"connect mara {PW}"])

    def test_connect_with_another_password_does_not_confirm(self):
        out, run_next = self.run_create(f"Mara {PW}", f"connect Mara {PW}x")
        self.assertFalse(self.exists("Mara"))
        self.assertEqual(run_next, [f"connect Mara {PW}x"])


class TestNameWithSpaces(CreateTest):
    def test_three_words_without_quotes_refused(self):
        out, _ = self.run_create("Sparring Sergeant hunter22")
        self.assertFalse(self.exists("Sparring"))
        self.assertEqual(AccountDB.objects.filter(username__istartswith="Sparring").count(), 0)
        self.assertNotIn("[Y]/N?", out)
        self.assertIn("double quotes", out)
        self.assertIn("one word", out)
        self.assertNotIn("hunter22", out)

    def test_three_words_with_a_password_in_several_words_refused(self):
        out, _ = self.run_create("Mara my lanterns glow")
        self.assertFalse(self.exists("Mara"))
        self.assertNotIn("lanterns", out)

    def test_a_quoted_name_with_spaces_gets_a_clear_refusal(self):
        out, _ = self.run_create(f'"Sparring Sergeant" {PW}')
        self.assertEqual(AccountDB.objects.filter(username__istartswith="Sparring").count(), 0)
        self.assertNotIn("[Y]/N?", out)
        self.assertIn("one word", out)

    def test_one_word_gives_the_usage(self):
        out, _ = self.run_create("Mara")
        self.assertFalse(self.exists("Mara"))
        self.assertIn("create <name> <password>", out)
