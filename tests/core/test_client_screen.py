"""Tables follow the client's screen: +odds (every ruleset) within 60 and
78 columns, and with a screen reader on, no drawn bars, only numbers."""

from django.test import override_settings

from core.text import screen
from tests.commands import test_odds as base


def at_width(cls, width):
    """``cls``'s tests again, with the client reporting ``width`` columns
    and every line checked against it."""

    class AtWidth(cls):
        def setUp(self):
            super().setUp()
            self.session.protocol_flags["SCREENWIDTH"] = {0: width}

        def odds(self, args, caller=None):
            out = super().odds(args, caller)
            for line in out.splitlines():
                if "%" in line or line.startswith("Odds of"):  # the chart, not a refusal's prose
                    self.assertLessEqual(len(line), width, line)
            return out

    AtWidth.__name__ = AtWidth.__qualname__ = f"{cls.__name__}At{width}"
    return AtWidth


TestFs3OddsAt60 = at_width(base.TestFs3Odds, 60)
TestMuseOddsAt60 = at_width(base.TestMuseOdds, 60)
TestPbtaOddsAt60 = at_width(base.TestPbtaOdds, 60)
TestMwOddsAt60 = at_width(base.TestMwOdds, 60)


class TestScreenWidth(base.OddsTest):
    def test_width_follows_the_session(self):
        self.session.protocol_flags["SCREENWIDTH"] = {0: 60}
        self.assertEqual(screen.of_session(self.session), (60, False))
        self.session.protocol_flags["SCREENWIDTH"] = {0: 200}
        self.assertEqual(screen.of_session(self.session)[0], 78)
        self.session.protocol_flags["SCREENWIDTH"] = {0: 10}
        self.assertEqual(screen.of_session(self.session)[0], 40)
        self.session.protocol_flags["SCREENWIDTH"] = {0: "x"}
        self.assertEqual(screen.of_session(self.session)[0], 78)
        self.assertEqual(screen.width(), 78)  # no command running: the default

    @override_settings(FOURFOLD_SCREEN_WIDTH=70)
    def test_default_is_a_setting(self):
        self.session.protocol_flags.pop("SCREENWIDTH", None)
        self.assertEqual(screen.of_session(self.session)[0], 70)

    def test_odds_bar_uses_the_whole_width(self):
        self.in_ruleset("fs3")
        longest = {}
        for width in (60, 78):
            self.session.protocol_flags["SCREENWIDTH"] = {0: width}
            out = self.call(base.CmdOdds(), "5", caller=self.char1)
            longest[width] = max(len(line) for line in out.splitlines())
            self.assertLessEqual(longest[width], width)
        self.assertGreater(longest[78], longest[60])


class TestScreenReader(base.OddsTest):
    def setUp(self):
        super().setUp()
        self.session.protocol_flags["SCREENREADER"] = True

    def test_no_bars_in_any_ruleset(self):
        from rules.mw.sheet import new_sheet as mw_sheet
        from rules.pbta.sheet import new_sheet as pbta_sheet

        self.char1.pbta.save(pbta_sheet("human", {"Forceful": 0, "Agile": 2, "Insightful": 1,
                                                  "Charming": -1}))
        self.char1.mw.save(mw_sheet("true_muscle", {"M": "Might", "L": "Leverage"}))
        self.char1.muse.set_rating("Might", 4)
        for key, roll in (("fs3", "5"), ("muse", "Might"), ("pbta", "Agile"), ("mw", "Might")):
            self.in_ruleset(key)
            out = self.call(base.CmdOdds(), roll, caller=self.char1)
            self.assertNotIn("#", out, key)
            self.assertNotRegex(out, r"\|\s*$|---|===", key)
            self.assertRegex(out, r": \d+\.\d%", key)


class TestRulesGoForScreenReaders(base.OddsTest):
    """The rules Fourfold draws (turn headers, table header lines) are runs
    that Evennia's screen-reader filter (SCREENREADER_REGEX_STRIP, applied by
    the telnet and web client protocols) takes out; +odds bars are not, so
    +odds leaves them out itself (above)."""

    def test_drawn_rules_are_stripped(self):
        import re

        from django.conf import settings
        from evennia.utils.evtable import EvTable

        strip = re.compile(settings.SCREENREADER_REGEX_STRIP, re.DOTALL | re.MULTILINE)
        table = EvTable("Name", "Wounds", border="header", width=40)
        table.add_row("Mara", "Light")
        header = "|w--- Combat turn 3 " + "-" * 59 + "|n"  # as fs3/muse turn reports begin
        for text in (header, str(table)):
            left = strip.sub("", text)
            self.assertNotRegex(left, r"--|~~|==|##", text)
