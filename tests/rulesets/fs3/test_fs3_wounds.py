"""+damage, +treat and the daily healing Script (fs3 wounds in the game).

Dice come from the RNG seam: ``rules.dice._GAME_RNG`` is swapped for a
ScriptedRng while a command runs; the healing function takes its RNG as an
argument. The pure healing rules are tested in tests/rules.
"""

import time
from unittest import mock

from evennia.utils import create
from evennia.utils.test_resources import EvenniaCommandTest

import rules.dice
from rules.dice import ScriptedRng
from rulesets.fs3 import healing
from rulesets.fs3.commands.damage import CmdDamage, CmdTreat, may_manage
from rulesets.fs3.healing_script import HEALING_SCRIPT_KEY, HealingScript
from tests.helpers.fs3 import wound  # noqa: F401

CHAR = "typeclasses.characters.Character"
HOUR = 60 * 60
DAY = 24 * HOUR




def misses(n):
    return [1] * n


def hits(n, total):
    return [8] * n + [1] * (total - n)


class WoundTest(EvenniaCommandTest):
    character_typeclass = CHAR

    def setUp(self):
        super().setUp()
        self.char3 = create.create_object(CHAR, key="Faraway", location=self.room2,
                                          home=self.room2)

    def give(self, char, *wounds):
        char.fs3.wounds = list(wounds)

    def severities(self, char):
        return [w["severity"] for w in char.fs3.wounds]

    def rate(self, char, **ratings):
        char.attributes.add("ratings", dict(ratings), category="fs3")


class TestDamageView(WoundTest):
    def test_own_wounds_listed_with_penalty(self):
        self.give(self.char2, wound("Moderate", "Left Arm", age=3 * HOUR, points=1,
                                    description="A wolf bite"),
                  wound("Serious", "Chest", age=2 * DAY))
        out = self.call(CmdDamage(), "", caller=self.char2)
        for bit in ("Moderate", "Left Arm", "Knife", "A wolf bite", "3h ago", "1/3",
                    "Serious", "2d ago", "0/4", "-2.25", "2 dice"):
            self.assertIn(bit, out)

    def test_no_wounds(self):
        out = self.call(CmdDamage(), "", caller=self.char2)
        self.assertIn("Char2 has no wounds", out)

    def test_player_sees_wounds_in_same_room(self):
        self.give(self.char1, wound("Critical", "Head"))
        out = self.call(CmdDamage(), "Char", caller=self.char2)
        self.assertIn("Critical", out)
        self.assertIn("Head", out)

    def test_player_cannot_see_wounds_elsewhere(self):
        self.give(self.char3, wound("Critical", "Head"))
        out = self.call(CmdDamage(), "Faraway", caller=self.char2)
        self.assertIn("nobody called 'Faraway' here", out)
        self.assertNotIn("Critical", out)

    def test_staff_sees_wounds_anywhere(self):
        self.give(self.char3, wound("Critical", "Head"))
        out = self.call(CmdDamage(), "Faraway")
        self.assertIn("Critical", out)

    def test_unknown_name(self):
        out = self.call(CmdDamage(), "Nobody")
        self.assertIn("no character called 'Nobody'", out)


class TestDamageChange(WoundTest):
    def test_inflict(self):
        out = self.call(CmdDamage(), "/inflict Char2=mod/left a/Cut by a sabre")
        self.assertIn("Moderate wound to the Left Arm", out)
        [w] = self.char2.fs3.wounds
        self.assertEqual((w["severity"], w["location"], w["description"]),
                         ("Moderate", "Left Arm", "Cut by a sabre"))
        self.assertEqual(w["healing_points"], 0)
        self.assertAlmostEqual(w["created_at"], time.time(), delta=60)

    def test_inflict_without_description_and_anywhere_for_staff(self):
        self.call(CmdDamage(), "/inflict Faraway=Critical/Head")
        [w] = self.char3.fs3.wounds
        self.assertEqual((w["severity"], w["location"], w["description"]),
                         ("Critical", "Head", ""))

    def test_heal_one_level(self):
        self.give(self.char2, wound("Serious", points=3), wound("Light"))
        out = self.call(CmdDamage(), "/heal Char2=1")
        self.assertIn("Serious wound to the Chest (#1) is now Moderate", out)
        self.assertEqual(self.severities(self.char2), ["Moderate", "Light"])
        self.assertEqual(self.char2.fs3.wounds[0]["healing_points"], 0)

    def test_heal_light_removes_it(self):
        self.give(self.char2, wound("Serious"), wound("Light"))
        self.call(CmdDamage(), "/heal Char2=#2")
        self.assertEqual(self.severities(self.char2), ["Serious"])

    def test_delete(self):
        self.give(self.char2, wound("Serious"), wound("Light"))
        out = self.call(CmdDamage(), "/delete Char2=1")
        self.assertIn("Serious wound to the Chest (#1) is gone", out)
        self.assertEqual(self.severities(self.char2), ["Light"])

    def test_bad_input_changes_nothing(self):
        before = [wound("Serious"), wound("Light")]
        self.give(self.char2, *before)
        cases = [
            ("/inflict Char2=Grievous/Chest", "not a severity"),
            ("/inflict Char2=Light/Tail", "not a location"),
            ("/inflict Char2=Light/Left", "could be Left Arm, Left Leg"),
            ("/inflict Char2=Light", "severity and a location"),
            ("/inflict Char2=/Chest", "severity and a location"),
            ("/inflict Char2", "Give a name"),
            ("/inflict =Light/Chest", "Give a name"),
            ("/inflict Nobody=Light/Chest", "no character called 'Nobody'"),
            ("/inflict Char2=Light/Chest/" + "x" * 81, "80 characters"),
            ("/heal Char2=0", "no #0"),
            ("/heal Char2=99", "no #99"),
            ("/heal Char2=one", "not a wound number"),
            ("/heal Char2=-1", "not a wound number"),
            ("/heal Char2=", "Give a name"),
            ("/delete Char2=99", "no #99"),
            ("/delete Char2=x", "not a wound number"),
            ("/delete Nobody=1", "no character called 'Nobody'"),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                out = self.call(CmdDamage(), args)
                self.assertIn(expected, out)
                self.assertEqual(self.char2.fs3.wounds, before)

    def test_unknown_switch_changes_nothing(self):
        before = [wound("Serious")]
        self.give(self.char2, *before)
        out = self.call(CmdDamage(), "/bogus Char2=1")
        # Refused by FourfoldCommand (or ignored by MuxCommand): never applied.
        self.assertTrue("Unknown switch /bogus" in out or "Extra switch" in out, out)
        self.assertEqual(self.char2.fs3.wounds, before)

    def test_usage_names_the_switch(self):
        out = self.call(CmdDamage(), "/inflict Char2=Light")
        self.assertIn("Usage: +damage/inflict <name>=<severity>/<location>", out)
        out = self.call(CmdDamage(), "/heal Char2=x")
        self.assertIn("Usage: +damage/heal <name>=<#>", out)

    def test_no_wounds_to_heal(self):
        out = self.call(CmdDamage(), "/heal Char2=1")
        self.assertIn("Char2 has no wounds", out)
        self.assertEqual(self.char2.fs3.wounds, [])

    def test_player_refused(self):
        before = [wound("Serious")]
        self.give(self.char1, *before)
        for args in ("/inflict Char=Light/Chest", "/heal Char=1", "/delete Char=1",
                     "/inflict Char2=Light/Chest"):
            with self.subTest(args=args):
                out = self.call(CmdDamage(), args, caller=self.char2)
                self.assertIn("Only staff", out)
                self.assertEqual(self.char1.fs3.wounds, before)
                self.assertEqual(self.char2.fs3.wounds, [])


class FakeCombat:
    """Stands in for the combat Script: only the names may_manage reads."""

    is_fs3_combat = True

    def __init__(self, organizer, combatants):
        self.organizer_id = organizer.id
        self.ids = {c.id for c in combatants}

    def has_combatant(self, obj):
        return obj.id in self.ids


class TestOrganizer(WoundTest):
    def combat(self, organizer, *combatants):
        return mock.patch.object(self.room1.scripts, "all",
                                 return_value=[FakeCombat(organizer, combatants)])

    def test_staff_always(self):
        self.assertTrue(may_manage(self.char1, self.char3))

    def test_player_without_combat(self):
        self.assertFalse(may_manage(self.char2, self.char1))

    def test_organizer_manages_the_fights_npcs_only(self):
        goon = create.create_object("rulesets.fs3.npcs.NPC", key="Goon", location=self.room1)
        with self.combat(self.char2, self.char1, goon):
            # a player character in the fight is staff's to decree over
            self.assertFalse(may_manage(self.char2, self.char1))
            self.assertFalse(may_manage(self.char2, self.char2))
            self.assertTrue(may_manage(self.char2, goon))
            out = self.call(CmdDamage(), "/inflict Goon=Light/Chest", caller=self.char2)
        self.assertIn("You give Goon a Light wound", out)
        self.assertEqual(self.severities(goon), ["Light"])

    def test_other_scripts_and_other_organizers_ignored(self):
        plain = mock.Mock(spec=["key"])
        with mock.patch.object(self.room1.scripts, "all",
                               return_value=[plain, FakeCombat(self.char1, [self.char2])]):
            self.assertFalse(may_manage(self.char2, self.char2))

    def test_treat_refused_in_a_fight(self):
        self.give(self.char2, wound("Serious"))
        with self.combat(self.char1, self.char2):
            out = self.call(CmdTreat(), "Char2", caller=self.char1)
        self.assertIn("+combat/treat", out)
        self.assertEqual(self.severities(self.char2), ["Serious"])


class TestOrganizerWithCombatScript(WoundTest):
    """The same check against the real combat Script, when it is installed."""

    def test_organizer_of_a_real_fight(self):
        from rulesets.fs3.combat_script import FS3CombatScript

        fight = FS3CombatScript.begin(self.room1, self.char2)
        goon = create.create_object("rulesets.fs3.npcs.NPC", key="Goon", location=self.room1)
        fight.add_fighter(goon)
        fight.add_fighter(self.char1)
        self.assertTrue(may_manage(self.char2, goon))
        self.assertFalse(may_manage(self.char2, self.char1))
        self.assertFalse(may_manage(self.char2, self.char3))
        fight.remove_fighter(goon)
        self.assertFalse(may_manage(self.char2, goon))


class TestTreat(WoundTest):
    def treat(self, dice, args="Char2", caller=None):
        rng = ScriptedRng(dice)
        with mock.patch.object(rules.dice, "_GAME_RNG", rng):
            out = self.call(CmdTreat(), args, caller=caller or self.char1)
        self.assertEqual(rng.remaining, 0)
        return out

    def test_success_heals_worst_fresh_wound(self):
        self.rate(self.char1, Medicine=2, Wit=2)  # 4 dice
        self.give(self.char2, wound("Critical", age=2 * DAY), wound("Serious", age=HOUR),
                  wound("Light", age=60))
        out = self.treat(hits(1, 4))
        self.assertIn("Char rolls Medicine for Char2", out)
        self.assertIn("Success", out)
        self.assertIn("Serious wound to the Chest is now Moderate", out)
        self.assertEqual(self.severities(self.char2), ["Critical", "Moderate", "Light"])
        self.assertTrue(self.char2.fs3.wounds[1]["treated"])
        self.assertEqual(healing.care_of(self.char2)["id"], self.char1.id)

    def test_success_closes_light_wound(self):
        self.give(self.char2, wound("Light"))
        out = self.treat([7])  # Medicine 0 + Wit 1: one die
        self.assertIn("closes", out)
        self.assertEqual(self.char2.fs3.wounds, [])

    def test_failure_changes_no_wound(self):
        self.rate(self.char1, Medicine=2, Wit=2)
        before = [wound("Serious", age=HOUR)]
        self.give(self.char2, *before)
        out = self.treat(misses(4))
        self.assertIn("Failure", out)
        self.assertIn("does not help", out)
        self.assertEqual(self.char2.fs3.wounds, before)

    def test_wound_penalty_reduces_pool(self):
        self.rate(self.char1, Medicine=2, Wit=2)
        self.give(self.char1, wound("Serious"))  # -1.5: one die off
        self.give(self.char2, wound("Light"))
        out = self.treat(misses(3))
        self.assertIn("wounds 1", out)

    def test_nothing_treatable_no_roll(self):
        before = [wound("Serious", age=2 * DAY), wound("Light", treated=True)]
        self.give(self.char2, *before)
        out = self.treat([])
        self.assertIn("nothing to roll", out)
        self.assertEqual(self.char2.fs3.wounds, before)
        self.assertIsNotNone(healing.care_of(self.char2))

    def test_no_wounds(self):
        out = self.treat([])
        self.assertIn("Char2 has no wounds to treat", out)
        self.assertIsNone(healing.care_of(self.char2))

    def test_self_treatment_outside_a_fight(self):
        # docs/rulings.md, "fs3: healing": you may treat yourself, in or out of combat alike
        self.give(self.char1, wound("Light"))
        out = self.treat([7], args="me")  # Medicine 0 + Wit 1: one die
        self.assertIn("Char rolls Medicine for Char", out)
        self.assertEqual(self.char1.fs3.wounds, [])

    def test_not_elsewhere_not_empty(self):
        self.give(self.char1, wound("Light"))
        self.give(self.char3, wound("Light"))
        self.assertIn("nobody called 'Faraway' here", self.treat([], args="Faraway"))
        self.assertIn("Treat whom?", self.treat([], args=""))
        self.assertEqual(len(self.char1.fs3.wounds), 1)
        self.assertEqual(len(self.char3.fs3.wounds), 1)


class TestDailyHealing(WoundTest):
    def heal(self, char, brawn_hits, doctor=None, now=None):
        dice = healing.brawn_pool(char).dice
        script = hits(brawn_hits, dice)
        if doctor is not None:
            script += doctor
        rng = ScriptedRng(script)
        result = healing.heal_character(char, rng, now)
        self.assertEqual(rng.remaining, 0)
        return result

    def test_each_severity_drops_at_its_threshold(self):
        for severity, needed, better in (("Light", 2, None), ("Moderate", 3, "Light"),
                                         ("Serious", 4, "Moderate"),
                                         ("Critical", 5, "Serious")):
            with self.subTest(severity=severity):
                self.give(self.char2, wound(severity, points=needed - 2))
                self.heal(self.char2, 0)  # one point: not yet
                self.assertEqual(self.severities(self.char2), [severity])
                self.assertEqual(self.char2.fs3.wounds[0]["healing_points"], needed - 1)
                self.heal(self.char2, 0)  # one more: drops a level
                if better is None:
                    self.assertEqual(self.char2.fs3.wounds, [])
                else:
                    self.assertEqual(self.severities(self.char2), [better])
                    self.assertEqual(self.char2.fs3.wounds[0]["healing_points"], 0)

    def test_light_healed_away_and_message(self):
        self.give(self.char2, wound("Light", points=1), wound("Moderate"))
        with mock.patch.object(self.char2, "msg") as msg:
            self.heal(self.char2, 0)
        self.assertEqual(self.severities(self.char2), ["Moderate"])
        text = msg.call_args[0][0]
        self.assertIn("Light wound to the Chest has healed", text)
        self.assertIn("Moderate wound to the Chest mends (1/3)", text)

    def test_brawn_success_gives_two_points(self):
        self.give(self.char2, wound("Serious"))
        result = self.heal(self.char2, 1)
        self.assertEqual(result.points, 2)
        self.assertEqual(self.char2.fs3.wounds[0]["healing_points"], 2)

    def test_doctor_adds_a_point_then_care_is_used_up(self):
        self.rate(self.char1, Medicine=3, Wit=2)  # 5 dice
        self.give(self.char2, wound("Critical"))
        healing.record_care(self.char2, self.char1)
        result = self.heal(self.char2, 1, doctor=hits(1, 5))
        self.assertEqual(result.points, 3)
        self.assertEqual(self.char2.fs3.wounds[0]["healing_points"], 3)
        self.assertIsNone(healing.care_of(self.char2))
        result = self.heal(self.char2, 0)  # no doctor today
        self.assertEqual(result.points, 1)

    def test_doctor_failure_adds_nothing(self):
        self.give(self.char2, wound("Critical"))
        healing.record_care(self.char2, self.char1)  # Medicine 0 + Wit 1: 1 die
        result = self.heal(self.char2, 0, doctor=[3])
        self.assertEqual(result.points, 1)

    def test_stale_care_does_not_count(self):
        self.give(self.char2, wound("Critical"))
        healing.record_care(self.char2, self.char1, now=time.time() - 2 * DAY)
        result = self.heal(self.char2, 0)
        self.assertIsNone(result.doctor_roll)

    def test_no_wounds_no_roll(self):
        self.assertIsNone(healing.heal_character(self.char2, ScriptedRng([])))

    def test_script_heals_everyone_wounded(self):
        self.give(self.char1, wound("Light", points=1))
        self.give(self.char3, wound("Moderate"))
        self.char2.fs3.wounds = []
        script = create.create_script(HealingScript, key="test_healing", autostart=False)
        n1 = healing.brawn_pool(self.char1).dice
        n3 = healing.brawn_pool(self.char3).dice
        # The order characters come back in is not fixed; all dice miss.
        healed = script.heal_everyone(rng=ScriptedRng(misses(n1 + n3)))
        self.assertEqual(healed, 2)
        self.assertEqual(self.char1.fs3.wounds, [])
        self.assertEqual(self.char3.fs3.wounds[0]["healing_points"], 1)


class TestGlobalScript(EvenniaCommandTest):
    character_typeclass = CHAR

    def test_global_script_exists_with_daily_interval(self):
        from django.conf import settings
        from evennia import GLOBAL_SCRIPTS

        self.assertEqual(settings.FOURFOLD_FS3_HEALING_INTERVAL, 86400)
        script = GLOBAL_SCRIPTS.get(HEALING_SCRIPT_KEY)
        self.assertIsInstance(script, HealingScript)
        self.assertEqual(script.interval, settings.FOURFOLD_FS3_HEALING_INTERVAL)
        self.assertTrue(script.persistent)
        self.assertEqual(script.repeats, 0)
