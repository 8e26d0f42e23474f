"""fs3 opposed rolls: net hits, victory level, winner and each side's success
(docs/rulings.md, "fs3: opposed rolls")."""

from __future__ import annotations

import unittest

from rules.dice import ScriptedRng
from rules.fs3.levels import Level, Victory, victory_for
from rules.fs3.opposed import resolve_opposed
from rules.fs3.roll import plain_pool, roll_pool


def side(hits: int, misses: int = 3):
    """A rolled side with exactly ``hits`` hits (8s) and ``misses`` misses (4s)."""
    faces = [8] * hits + [4] * misses
    rng = ScriptedRng(faces)
    result = roll_pool(plain_pool(len(faces)), rng)
    assert rng.remaining == 0
    return result


def opposed(first_hits: int, second_hits: int):
    return resolve_opposed(side(first_hits), side(second_hits))


class NetHitsTests(unittest.TestCase):

    def test_net_hits_is_first_minus_second(self):
        self.assertEqual(opposed(3, 1).net_hits, 2)
        self.assertEqual(opposed(1, 3).net_hits, -2)
        self.assertEqual(opposed(2, 2).net_hits, 0)
        self.assertEqual(opposed(0, 0).net_hits, 0)
        self.assertEqual(opposed(7, 0).net_hits, 7)

    def test_the_rolls_are_kept(self):
        result = opposed(3, 1)
        self.assertEqual(result.first.hits, 3)
        self.assertEqual(result.second.hits, 1)


class VictoryLevelTests(unittest.TestCase):

    CASES = [
        (0, Victory.DRAW),
        (1, Victory.MARGINAL),
        (2, Victory.SOLID),
        (3, Victory.SOLID),
        (4, Victory.CRUSHING),
        (5, Victory.CRUSHING),
        (9, Victory.CRUSHING),
    ]

    def test_victory_for_each_boundary(self):
        for net, victory in self.CASES:
            with self.subTest(net=net):
                self.assertEqual(victory_for(net), victory)
                self.assertEqual(victory_for(-net), victory)

    def test_rolled_victory_at_each_boundary_either_way(self):
        for net, victory in self.CASES:
            with self.subTest(net=net):
                self.assertEqual(opposed(net + 1, 1).victory, victory)
                self.assertEqual(opposed(1, net + 1).victory, victory)
                self.assertEqual(opposed(net, 0).victory, victory)

    def test_labels(self):
        self.assertEqual(Victory.DRAW.label, "Draw")
        self.assertEqual(Victory.MARGINAL.label, "Marginal Victory")
        self.assertEqual(Victory.SOLID.label, "Solid Victory")
        self.assertEqual(Victory.CRUSHING.label, "Crushing Victory")


class WinnerTests(unittest.TestCase):

    def test_first_side_wins_with_more_hits(self):
        self.assertEqual(opposed(2, 1).winner, 0)
        self.assertEqual(opposed(1, 0).winner, 0)

    def test_second_side_wins_with_more_hits(self):
        self.assertEqual(opposed(1, 2).winner, 1)
        self.assertEqual(opposed(0, 4).winner, 1)

    def test_equal_hits_are_a_draw_with_no_winner(self):
        for hits in (0, 1, 3):
            with self.subTest(hits=hits):
                result = opposed(hits, hits)
                self.assertIsNone(result.winner)
                self.assertEqual(result.victory, Victory.DRAW)

    def test_dice_count_does_not_decide(self):
        # Fewer dice but more hits still wins.
        result = resolve_opposed(side(2, misses=0), side(1, misses=10))
        self.assertEqual(result.winner, 0)


class SideSuccessTests(unittest.TestCase):
    """Each side succeeded when it rolled at least one hit, win or lose."""

    def test_one_succeeds_and_the_other_fails(self):
        result = opposed(2, 0)
        self.assertEqual((result.first_succeeded, result.second_succeeded), (True, False))
        result = opposed(0, 1)
        self.assertEqual((result.first_succeeded, result.second_succeeded), (False, True))

    def test_both_succeed_and_one_does_better(self):
        result = opposed(1, 3)
        self.assertTrue(result.first_succeeded)
        self.assertTrue(result.second_succeeded)
        self.assertEqual(result.winner, 1)
        self.assertEqual(result.victory, Victory.SOLID)
        self.assertEqual(result.second.level, Level.GOOD_SUCCESS)

    def test_both_fail(self):
        result = opposed(0, 0)
        self.assertFalse(result.first_succeeded)
        self.assertFalse(result.second_succeeded)
        self.assertEqual(result.victory, Victory.DRAW)

    def test_a_draw_where_both_succeed(self):
        result = opposed(2, 2)
        self.assertTrue(result.first_succeeded and result.second_succeeded)
        self.assertIsNone(result.winner)
