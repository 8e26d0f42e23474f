"""The Server's two shortcuts on every command: the command parser that is
shown only the commands that could match (speedups/cmdparser.py), and
the lock checks' cached eval (speedups/lock_eval.py). Both must give
exactly what Evennia's own code gives."""

from unittest import mock

from django.conf import settings
from evennia.commands import cmdparser as evennia_parser
from evennia.commands.cmdset import CmdSet
from evennia.commands.command import Command
from evennia.locks import lockhandler
from evennia.utils import create
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedups import cmdparser, lock_eval
from speedups.testing import unpatched
from tests.helpers.game import FourfoldCommandTest

INPUTS = [
    "say hello there", "+roll Alertness", "+roll Alertness vs Char2=Dodge", "+odds Alertness",
    "look", "l", "look Char2", "2-look", "1-say hi", "@dig Cave", "dig Cave", "@", "+", "/",
    "   ", "ﬁre", "İstanbul", "Say HELLO", "+combat/attack Char2", "+COMBAT", "who",
    "nosuchcommand at all", "x" * 10000, "\u00e9l\u00e8ve", "-1-look", "99-look", "@@look",
    "+sheet", "help +roll", "pose waves", ":waves", ";grins", '"hello', "'hello",
]
# characters commands start with, prefixes, numbers and a few that change
# length or case when lowered
ALPHABET = "+@:;'\"-/12 aeilmnoprsxyz\u0130\u00e9XYZ"


def summary(matches):
    """What a parse decided: the names, arguments and commands matched."""
    return [(m[0], m[1], type(m[2]).__name__, m[2].key, m[3], m[4], m[5]) for m in matches]


class CommandParserTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        cmdparser._INDEXES.clear()
        self.cmdset = self.char1.cmdset.current + self.account.cmdset.current

    def test_the_setting_names_this_parser(self):
        self.assertEqual(settings.COMMAND_PARSER, "server.conf.cmdparser.cmdparser")

    def test_it_finds_what_evennias_parser_finds(self):
        for text in INPUTS:
            with self.subTest(text=text[:40]):
                ours = cmdparser.cmdparser(text, self.cmdset, self.char1, session=self.session)
                with unpatched():
                    theirs = evennia_parser.cmdparser(text, self.cmdset, self.char1,
                                                      session=self.session)
                self.assertEqual(summary(ours), summary(theirs))

    def test_it_finds_what_evennias_parser_finds_with_an_index(self):
        for text in ["look", "l", "2-look", "3-look"]:
            for index in (1, 2):
                ours = cmdparser.cmdparser(text, self.cmdset, self.char1, match_index=index)
                with unpatched():
                    theirs = evennia_parser.cmdparser(text, self.cmdset, self.char1,
                                                      match_index=index)
                self.assertEqual(summary(ours), summary(theirs), (text, index))

    def test_it_shows_the_parser_far_fewer_commands(self):
        everything = len(list(self.cmdset))
        shown = len(cmdparser.candidates("say hello", self.cmdset))
        self.assertGreater(everything, 100)
        self.assertLess(shown, everything / 5)
        self.assertIn("say", [cmd.key for cmd in cmdparser.candidates("say hello", self.cmdset)])

    def test_the_index_is_built_once_per_set_of_commands(self):
        with mock.patch.object(cmdparser, "build_index", wraps=cmdparser.build_index) as build:
            for text in ("say a", "look", "+roll Alertness", "say b"):
                cmdparser.cmdparser(text, self.cmdset, self.char1)
        self.assertEqual(build.call_count, 1)

    def test_a_changed_cmdset_gets_a_new_index(self):
        cmdparser.cmdparser("look", self.cmdset, self.char1)

        class CmdZap(Command):
            key = "zap"

            def func(self):
                pass

        extra = CmdSet()
        extra.add(CmdZap())
        bigger = self.cmdset + extra
        self.assertEqual(cmdparser.cmdparser("zap", self.cmdset, self.char1), [])
        self.assertEqual([m[2].key for m in cmdparser.cmdparser("zap it", bigger, self.char1)],
                         ["zap"])

    def test_a_command_added_to_the_same_cmdset_is_found(self):
        self.assertEqual(cmdparser.cmdparser("zap it", self.cmdset, self.char1), [])

        class CmdZap(Command):
            key = "zap"

            def func(self):
                pass

        self.cmdset.add(CmdZap())  # in place: same object, new fingerprint
        self.assertEqual([m[2].key for m in cmdparser.cmdparser("zap it", self.cmdset,
                                                                self.char1)], ["zap"])
        self.cmdset.remove("zap")
        self.assertEqual(cmdparser.cmdparser("zap it", self.cmdset, self.char1), [])

    def test_it_keeps_an_index_for_every_merge_evennia_keeps(self):
        # one merged cmdset per player: fewer indexes than merges would miss
        # on every command once there are more players than indexes
        self.assertEqual(cmdparser._MAX_INDEXES, settings.CMDSET_MERGE_CACHE_MAXSIZE)
        self.assertGreaterEqual(settings.CMDSET_MERGE_CACHE_MAXSIZE, 2000)
        sets = [self.cmdset + CmdSet() for _ in range(5)]
        with mock.patch.object(cmdparser, "build_index", wraps=cmdparser.build_index) as build:
            for _ in range(3):
                for cmdset in sets:
                    cmdparser.cmdparser("look", cmdset, self.char1)
        self.assertEqual(build.call_count, 5)

    def test_candidates_are_the_commands_named_by_the_inputs_start(self):
        first = cmdparser.candidates("+roll Alertness", self.cmdset)
        again = cmdparser.candidates("+roll Dodge", self.cmdset)
        self.assertIs(first.commands, again.commands)
        keys = {cmd.key for cmd in first}
        self.assertIn("+roll", keys)
        self.assertNotIn("+sheet", keys)  # "+" but not "+r"
        self.assertLess(len(first), 10)
        combinations = cmdparser.index_for(self.cmdset)[3]
        self.assertIn(frozenset({"+r", "ro"}), combinations)
        with mock.patch.object(cmdparser, "_MAX_COMBINATIONS", len(combinations)):
            cmdparser.candidates("@dig Cave", self.cmdset)
        self.assertEqual(len(combinations), len(cmdparser.index_for(self.cmdset)[3]))
        self.assertIn("dig", {cmd.key.lstrip("@") for cmd in
                              cmdparser.candidates("@dig Cave", self.cmdset)})

    def test_a_one_character_name_is_a_candidate_for_longer_input(self):
        keys = {cmd.key for cmd in cmdparser.candidates(":waves", self.cmdset)}
        self.assertIn("pose", keys)  # by its alias ":"
        self.assertEqual(cmdparser.candidates("qqq", self.cmdset).commands, ())

    def test_any_input_finds_what_evennias_parser_finds(self):
        # parsing changes nothing in the database: one test, many inputs
        @hsettings(max_examples=400, deadline=None, database=None, derandomize=True,
                   suppress_health_check=list(HealthCheck))
        @given(st.text(alphabet=ALPHABET, max_size=12))
        def check(text):
            ours = cmdparser.cmdparser(text, self.cmdset, self.char1, session=self.session)
            with unpatched():
                theirs = evennia_parser.cmdparser(text, self.cmdset, self.char1,
                                                  session=self.session)
            self.assertEqual(summary(ours), summary(theirs), text)

        check()


    def test_a_command_with_an_empty_name_is_always_a_candidate(self):
        class Anything:
            _keyaliases = ("",)
            _noprefix_aliases = {"": ""}

        odd = Anything()
        by_start, always = cmdparser.build_index([odd])
        self.assertEqual(always, [odd])
        self.assertIn(odd, list(cmdparser.Candidates([odd])))

    def test_empty_input_matches_nothing(self):
        self.assertEqual(cmdparser.cmdparser("", self.cmdset, self.char1), [])


class LockEvalTest(FourfoldCommandTest):
    LOCKS = ["call:false()", "call:true()", "call:all()", "call:not all()",
             "call:perm(Builder) or id(1)", "call:(perm(Admin) or perm(Builder)) and not false()",
             "call:id(%d)", "call:not perm(Developer) and pperm(Player)"]

    def results(self):
        thing = create.create_object("typeclasses.objects.Object", key="thing",
                                     location=self.room1)
        out = []
        for lock in self.LOCKS:
            thing.locks.add(lock % self.char1.id if "%d" in lock else lock)
            for who in (self.char1, self.char2, self.account):
                out.append(thing.access(who, "call", no_superuser_bypass=True))
        thing.delete()
        return out

    def test_it_is_installed_for_the_lock_handler(self):
        self.assertIs(lockhandler.eval, lock_eval.cached_eval)

    def test_lock_checks_give_what_the_builtin_gives(self):
        cached = self.results()
        lock_eval.uninstall()
        self.addCleanup(lock_eval.install)
        self.assertNotIn("eval", vars(lockhandler))
        builtin = self.results()
        self.assertEqual(cached, builtin)
        self.assertIn(True, cached)
        self.assertIn(False, cached)

    def test_values_are_kept(self):
        lock_eval._eval_source.cache_clear()
        for _ in range(3):
            self.assertIs(lock_eval.cached_eval("True and not False"), True)
            self.assertIs(lock_eval.cached_eval("(False or False)"), False)
        info = lock_eval._eval_source.cache_info()
        self.assertEqual((info.misses, info.hits), (2, 4))

    def test_calls_with_their_own_namespace_go_to_the_builtin(self):
        lock_eval._eval_source.cache_clear()
        self.assertEqual(lock_eval.cached_eval("x + 1", {"x": 2}, {}), 3)
        self.assertEqual(lock_eval._eval_source.cache_info().currsize, 0)

    def test_nothing_but_the_lock_words_can_run(self):
        with self.assertRaises(NameError):
            lock_eval.cached_eval("__import__('os')")


class LockParseCacheTest(FourfoldCommandTest):
    STRINGS = ["dummy:perm(Builder)", "call:false()", "get:all();edit:perm(Admin) or id(3)",
               "control:perm(Developer);listen:perm(Builder);send:perm(Admin)",
               "view:not perm(Player) and (perm(Builder) or pperm(Admin))", ""]

    def test_it_is_installed_for_every_lock_handler(self):
        self.assertIs(lockhandler.LockHandler._parse_lockstring, lock_eval.cached_parse)

    def test_parses_are_what_evennia_parses(self):
        handler = self.char1.locks
        for text in self.STRINGS:
            with self.subTest(text=text):
                self.assertEqual(lock_eval.cached_parse(handler, text),
                                 lock_eval._evennia_parse(handler, text))

    def test_each_string_is_parsed_once(self):
        lock_eval._parse_once.cache_clear()
        with mock.patch.object(lock_eval, "_evennia_parse", wraps=lock_eval._evennia_parse) as p:
            for _ in range(5):
                for who in (self.char1, self.char2):
                    self.assertFalse(who.locks.check_lockstring(who, "dummy:false()",
                                                                no_superuser_bypass=True))
                    self.assertTrue(who.locks.check_lockstring(who, "dummy:all()"))
        self.assertEqual(p.call_count, 2)

    def test_a_handler_changing_its_locks_changes_nobody_elses(self):
        one = create.create_object("typeclasses.objects.Object", key="one", location=self.room1,
                                   locks="get:all();call:false()")
        two = create.create_object("typeclasses.objects.Object", key="two", location=self.room1,
                                   locks="get:all();call:false()")
        one.locks.remove("call")  # deletes from the handler's dict in place
        self.assertEqual(two.locks.get("call"), "call:false()")
        one.locks.add("get:false()")
        one.locks.add("zap:false()")
        self.assertTrue(two.access(self.char1, "get"))
        self.assertFalse(one.access(self.char1, "get"))
        self.assertEqual(one.locks.get("zap"), "zap:false()")
        self.assertEqual(two.locks.get("zap"), "")
        three = create.create_object("typeclasses.objects.Object", key="three",
                                     location=self.room1, locks="get:all();call:false()")
        self.assertTrue(three.access(self.char1, "get"))
        self.assertEqual(three.locks.get("zap"), "")

    def test_a_broken_string_still_fails_every_time(self):
        for _ in range(2):
            with self.assertRaises(lockhandler.LockException):
                lock_eval.cached_parse(self.char1.locks, "get:nosuchlockfunc()")
