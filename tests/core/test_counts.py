"""core/text/counts.py: a count says "1 die" and "2 dice", never "1 dice"."""

from core.text import counts


def test_dice_are_singular_for_one_only():
    assert [counts.dice(n) for n in (0, 1, 2, -1, -3)] == ["0 dice", "1 die", "2 dice", "-1 die", "-3 dice"]


def test_plural_takes_an_irregular_word():
    assert counts.plural(1, "hit") == "1 hit"
    assert counts.plural(3, "hit") == "3 hits"
    assert counts.plural(2, "success", "successes") == "2 successes"
