"""`help <name>` lands on the entry of that name, for every command and
topic the help index lists, as a player and as staff, in every ruleset's
rooms; the index spells categories as players do, lists each command once,
hides staff-only commands from players; every entry a player sees has an
example; `qr` gives the syntax lines alone.

The walks read whatever the merged cmdsets and help modules hold, so a
command another developer adds is checked too.
"""


from django.test import override_settings

from rulesets import registry as rulesets
from tests.helpers.help import CmdHelp, H, HelpTest, title  # noqa: F401  # noqa: F401


def usage_lines(text):
    return H().usage_lines(text)








class TestEveryNameLands(HelpTest):
    def names_and_targets(self, caller, cmdset):
        """(name typed, key of the entry it must open) for every listed name."""
        commands, topics = self.listed(caller, cmdset)
        pairs = []
        taken = {n for c in commands for n in H().entry_names(c)}
        for cmd in commands:
            # a bare name two prefixed commands share (+account, @account) is neither's
            others = {H().strip_prefix(n) for c in commands if c is not cmd for n in H().entry_names(c)}
            for name in H().entry_names(cmd):
                pairs.append((name, cmd.key))
                bare = H().strip_prefix(name)
                if bare != name and bare not in taken | others:  # `help combat` is `help +combat`
                    pairs.append((bare, cmd.key))
        for topic in topics:
            for name in H().entry_names(topic):
                pairs.append((name, topic.key))
        return pairs

    def check_all(self, caller, seen):
        cmdset = self.cmdset(caller)
        wrong = []
        for name, key in self.names_and_targets(caller, cmdset):
            if (name, key) in seen:
                continue
            seen.add((name, key))
            got = title(self.help(name, caller, cmdset))
            if not (got == f"Help for {key}" or got.startswith(f"Help for {key} (aliases")):
                wrong.append(f"help {name} -> {got!r}, not {key}")
        return wrong

    def walk(self, caller):
        seen, wrong = set(), []
        for key in rulesets.installed():
            self.in_ruleset(key)
            wrong += [f"[{key}] {w}" for w in self.check_all(caller, seen)]
        self.assertEqual(wrong, [])
        self.assertGreater(len(seen), 100)

    def test_every_name_a_player_sees_lands_on_its_entry(self):
        self.walk(self.player)

    def test_every_name_staff_see_lands_on_its_entry(self):
        self.walk(self.staff)


class TestNamedEntries(HelpTest):
    def assertLands(self, query, key, caller=None):
        out = self.help(query, caller or self.player)
        self.assertTrue(title(out).startswith(f"Help for {key}"), f"help {query}: {title(out)!r}")
        return out

    def test_overview_topics_not_category_lists(self):
        self.assertLands("fourfold", "fourfold")
        self.assertLands("newbie", "fourfold")
        self.assertLands("getting started", "fourfold")
        for key in rulesets.installed():
            self.assertLands(key, key)
        out = self.assertLands("FS3", "fs3")
        self.assertIn("Also in FS3:", out)  # a topic named like its category lists the rest
        self.assertIn("+roll", out.split("Also in FS3:")[1])

    def test_commands_show_their_own_entry_and_link_the_rules(self):
        for name, rules in (("+combat", "fs3 combat"), ("+gear", "fs3 gear"), ("+luck", "fs3 luck"),
                            ("+aid", "fs3 aid"), ("+chargen", "fs3 chargen")):
            out = self.assertLands(name, name)
            self.assertIn("Usage:", out)
            self.assertIn("Example", out)
            self.assertIn(f"help {rules}", out)
            self.assertLands(rules, rules)
        self.assertLands("combat", "+combat")  # the + may be left off
        self.assertLands("combat rules", "fs3 combat")

    def test_the_local_ruleset_decides_a_shared_command_name(self):
        self.in_ruleset("muse")
        out = self.assertLands("+combat", "+combat")
        self.assertIn("help muse combat", out)

    def test_a_category_is_still_reachable(self):
        out = self.help("general", self.player)
        self.assertIn("-- General", out)
        self.assertIn("+odds", out)

    def test_unknown_name_still_searches(self):
        out = self.help("stnaces", self.player)
        self.assertNotIn("Traceback", out)


class TestIndex(HelpTest):
    def index(self, caller):
        return self.help("", caller)

    def test_categories_spelled_as_players_write_them(self):
        out = self.index(self.player)
        for name in ("-- FS3 ", "-- Muse ", "-- PbtA ", "-- MW ", "-- General "):
            self.assertIn(name, out)
        for wrong in ("-- Fs3 ", "-- Pbta ", "-- Mw ", "-- Fourfold "):
            self.assertNotIn(wrong, out)

    def test_each_command_listed_once_under_the_name_typed(self):
        out = self.index(self.player)
        self.assertIn("Rules & Topics", out)
        words = out.split("Rules & Topics")[0].split()  # the commands part
        self.assertEqual(words.count("+roll"), 1)
        self.assertNotIn("roll", words)
        self.assertEqual(words.count("+combat"), 1)
        self.assertNotIn("combat", words)

    def test_staff_only_commands_hidden_from_players(self):
        player, staff = self.index(self.player).split(), self.index(self.staff).split()
        for key in ("+demo", "+setstat", "+approve", "@dig", "@py"):
            self.assertNotIn(key, player)
            self.assertIn(key, staff)
        # listed for staff only, but a player may still read it by name
        self.assertTrue(title(self.help("+demo", self.player)).startswith("Help for +demo"))
        commands, _ = self.listed(self.player, self.cmdset(self.player))
        refused = [c.key for c in commands if not c.access(self.player, "cmd")]
        self.assertEqual(refused, [])


def lacks_example(text: str) -> bool:
    return "example" not in (text or "").lower()


class TestEveryEntryHasAnExample(HelpTest):
    def test_every_entry_a_player_sees_has_an_example(self):
        missing = set()
        for key in rulesets.installed():
            self.in_ruleset(key)
            cmdset = self.cmdset(self.player)
            commands, topics = self.listed(self.player, cmdset)
            for cmd in commands:
                if lacks_example(cmd.get_help(self.player, cmdset)):
                    missing.add(f"{key}: {cmd.key}")
            for topic in topics:
                if lacks_example(topic.entrytext):
                    missing.add(f"topic {topic.key}")
        self.assertEqual(sorted(missing), [])

    def test_evennias_own_commands_carry_our_text(self):
        for name in ("who", "page", "look"):
            out = self.help(name, self.player)
            self.assertIn("Example", out, name)

    def test_checker_catches_an_entry_without_an_example(self):
        self.assertTrue(lacks_example("Usage:\n  +bare"))
        self.assertFalse(lacks_example("Usage:\n  +half\n\nExample:\n  +half"))


class TestQuickReference(HelpTest):
    def qr(self, args, caller=None):
        caller = caller or self.player
        from commands.quickref import CmdQuickRef

        return self.call(CmdQuickRef(), args, caller=caller, cmdset=self.cmdset(caller))

    def test_syntax_lines_alone(self):
        from rulesets.fs3.commands.combat import CmdCombat

        out = self.qr("+combat")
        lines = out.splitlines()
        self.assertEqual(lines[0], "+combat")
        from evennia.utils.ansi import parse_ansi

        self.assertEqual([line.strip() for line in lines[1:]],
                         [parse_ansi(line, strip_ansi=True) for line in usage_lines(CmdCombat.__doc__)])
        self.assertIn("+combat/luck <attack|defense|none>", out)
        self.assertNotIn("Example", out)
        self.assertEqual(self.qr("combat"), out)

    def test_every_command_one_line(self):
        out = self.qr("")
        self.assertIn("+roll", out)
        self.assertIn("look", out)
        self.assertNotIn("+setstat", out)  # players get their own commands only
        self.assertIn("+setstat", self.qr("", self.staff))

    def test_unknown_command_one_line(self):
        out = self.qr("+nosuch")
        self.assertEqual(len(out.splitlines()), 2)
        self.assertTrue(out.startswith("There is no command called '+nosuch'"))

    def test_usage_lines_parser(self):
        text = """
        Do a thing.

        Usage:
          +thing <x>
          +thing/all

        Switches:
          /all   everything
        """
        self.assertEqual(usage_lines(text), ["+thing <x>", "+thing/all"])
        self.assertEqual(usage_lines("no syntax here"), [])


@override_settings(FOURFOLD_HELP_CATEGORY_NAMES={"fs3": "Eff Ess Three"})
class TestCategoryNamesAreASetting(HelpTest):
    def test_setting_spells_the_category(self):
        self.assertIn("-- Eff Ess Three ", self.help("", self.player))
