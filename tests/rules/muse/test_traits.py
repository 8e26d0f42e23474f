"""muse Traits: names, ratings, prefix lookup, the opposition table; and the
purity and size of the rules/muse package."""

import ast
from pathlib import Path

import pytest

from rules.errors import RulesError
from rules.muse import traits as t

MUSE_DIR = Path(__file__).resolve().parents[3] / "rules" / "muse"
FORBIDDEN = ("evennia", "django", "twisted", "typeclasses", "commands", "world", "server", "web", "core", "features", "ops")


def test_nine_traits_in_order():
    assert t.TRAITS == ("Awareness", "Charm", "Endurance", "Might", "Power", "Sage",
                        "Subterfuge", "Survival", "Swiftness")


@pytest.mark.parametrize("text,name", [
    ("might", "Might"), ("MIGHT", "Might"), ("aw", "Awareness"), ("  sage ", "Sage"),
    ("Sw", "Swiftness"), ("sub", "Subterfuge"), ("sur", "Survival"), ("c", "Charm"),
    ("e", "Endurance"), ("p", "Power"),
])
def test_find_by_name_or_unique_prefix(text, name):
    assert t.find_trait(text) == name


@pytest.mark.parametrize("text", ["s", "su", "", "   ", "luck", "mightx"])
def test_find_refuses_ambiguous_or_unknown(text):
    with pytest.raises(RulesError):
        t.find_trait(text)


def test_ambiguous_message_names_candidates():
    with pytest.raises(RulesError) as err:
        t.find_trait("su")
    assert "Subterfuge" in str(err.value) and "Survival" in str(err.value)


def test_rating_range_and_mastery():
    t.check_rating("Might", 1)
    t.check_rating("Might", 10)
    for bad in (0, 11, -1, 2.5, True):
        with pytest.raises(RulesError):
            t.check_rating("Might", bad)
    assert t.is_mastered(10) and not t.is_mastered(9)


def test_opposition_table_rows():
    assert t.OPPOSING["Awareness"] == ("Subterfuge",)
    assert set(t.OPPOSING["Power"]) == {"Endurance", "Power", "Swiftness"}
    assert set(t.OPPOSING["Sage"]) == {"Charm", "Power", "Subterfuge"}
    assert set(t.OPPOSING) == set(t.TRAITS)
    assert all(r in t.TRAITS for row in t.OPPOSING.values() for r in row)


def test_is_opposition_follows_rows_not_symmetry():
    assert t.is_opposition("Charm", "Awareness")
    assert not t.is_opposition("Awareness", "Charm")
    assert t.is_opposition("Awareness", "Charm", either_way=True)
    assert t.is_opposition("power", "pow")
    assert not t.is_opposition("Survival", "Might", either_way=True)
    assert t.opposing_traits("sw") == ("Might", "Power", "Subterfuge")


def test_check_opposition():
    t.check_opposition("Might", "Endurance")
    with pytest.raises(RulesError):
        t.check_opposition("Might", "Charm")


def test_package_is_pure():
    """(How long a module may grow is tests/tree/test_file_sizes.py's.)"""
    files = sorted(MUSE_DIR.glob("*.py"))
    assert files
    for path in files:
        source = path.read_text()
        for node in ast.walk(ast.parse(source)):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{path.name} imports {name}"
        assert ".msg(" not in source and "import random" not in source, path.name
