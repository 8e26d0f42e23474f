"""A '|' between choices in usage and help text is shown as typed.

Evennia reads '|r', '|m', '|c', '|n' and the like as colour codes, so
'<melee|ranged|magic|tech>' would reach the player as '<meleeangedagicech>'.
Every command's help, its syntax line(s), the usage strings its module keeps
(names ending in SYNTAX or HELP) and every file help entry write the choice
bar as '||', which Evennia shows as one '|'. Deliberate colour ('|wword|n')
is never inside <...> or [...], so a single bar there is the mistake."""

import importlib
import re

from django.conf import settings

from tests.helpers.game import FourfoldCommandTest
from tests.helpers.trust import ruleset_commands

# a single '|' (not part of '||') inside angle or square brackets
CHOICE_BAR = re.compile(r"<[^<>\n]*(?<!\|)\|(?!\|)[^<>\n]*>|\[[^\[\]\n]*(?<!\|)\|(?!\|)[^\[\]\n]*\]")


def single_bars(text: str) -> list[str]:
    return [m.group(0) for m in CHOICE_BAR.finditer((text or "").replace("||", "\0\0"))]


def usage_texts():
    """(where, text) for every usage and help string players are shown."""
    seen = set()
    for key, classes in ruleset_commands().items():
        for cls in classes:
            if cls in seen:
                continue
            seen.add(cls)
            where = f"{cls.__module__}.{cls.__name__}"
            yield where, cls.__doc__ or ""
            yield where + ".syntax", str(getattr(cls, "syntax", "") or "")
            for name, value in vars(cls).items():
                if isinstance(value, dict) and "SYNTAX" in name.upper():
                    for k, v in value.items():
                        yield f"{where}.{name}[{k}]", str(v)
            for module_name in {k.__module__ for k in cls.__mro__}:  # mixins too
                module = importlib.import_module(module_name)
                for name, value in vars(module).items():
                    if not name.isupper() or not name.endswith(("SYNTAX", "HELP")):
                        continue
                    values = value.values() if isinstance(value, dict) else [value]
                    for v in values:
                        if isinstance(v, str):
                            yield f"{module_name}.{name}", v
    for module_path in settings.FILE_HELP_ENTRY_MODULES:
        module = importlib.import_module(module_path)
        for entry in getattr(module, "HELP_ENTRY_DICTS", []):
            yield f"{module_path}:{entry.get('key')}", entry.get("text", "")


class TestChoiceBars(FourfoldCommandTest):
    def state(self, *extra):
        return {}

    def test_the_scan_sees_the_known_choice_lists(self):
        joined = "\n".join(text for _where, text in usage_texts())
        for choices in ("<melee||ranged||magic||tech>", "<dodge||endure||counter>",
                        "<close||near||far>", "<attack||defense||none>"):
            self.assertTrue(choices in joined, f"{choices} not found in the scanned texts")
        self.assertEqual(single_bars("<a|b> [x||y] |wbold|n"), ["<a|b>"])

    def test_no_single_bar_between_choices(self):
        bad = [(where, found) for where, text in usage_texts() for found in single_bars(text)]
        self.assertEqual(bad, [])

    def test_a_choice_list_reaches_the_player_whole(self):
        from evennia.utils.ansi import strip_ansi

        self.assertEqual(strip_ansi("<dodge||endure||counter>"), "<dodge|endure|counter>")
        self.assertNotEqual(strip_ansi("<dodge|endure|counter>"), "<dodge|endure|counter>")
