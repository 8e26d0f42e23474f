"""Fight numbers count 1, 2, 3 in a game, not Script ids: one
durable counter (ServerConfig) for every fight, shown by +combat and
+combats and used by +combat/join and the web log; a fight made before the
counter gets a number when first seen, and its old Script id still finds it."""

from evennia.server.models import ServerConfig
from evennia.utils import create

from core.combat import fight_numbers
from rulesets import registry as rulesets
from rulesets.fs3.combat_script import FS3CombatScript, combat_by_number, combat_in_room
from rulesets.muse.combat_script import combat_in_room as muse_combat_in_room
from rulesets.muse.commands.combat import CmdCombat as MuseCombat
from tests.helpers.fs3_combat import CombatTest


class TestFightNumbers(CombatTest):
    def setUp(self):
        super().setUp()
        for n in range(3):  # other Scripts first: Script ids run ahead of fight numbers
            create.create_script("typeclasses.scripts.Script", key=f"other{n}")

    def test_first_fights_are_one_and_two(self):
        out = self.combat("/start")
        script = self.fight()
        self.assertNotEqual(script.id, 1)
        self.assertEqual(script.number, 1)
        self.assertIn("combat #1", out)
        self.assertIn("Combat #1 ", self.combat(""))
        self.assertRegex(self.combats(), r"(?m)^ 1 +Room ")
        rulesets.set_room_ruleset(self.room2, "muse")
        self.char2.location = self.room2
        out = self.call(MuseCombat(), "/start", caller=self.char2)
        self.assertIn("combat #2", out)
        self.assertEqual(muse_combat_in_room(self.room2).number, 2)
        self.assertEqual(ServerConfig.objects.conf(fight_numbers.COUNTER_KEY), 2)

    def test_join_by_number(self):
        self.combat("/start")
        self.char2.location = self.room2
        out = self.combat("/join 1", caller=self.char2)
        self.assertNotIn("no fight", out)
        self.assertTrue(self.fight().has_combatant(self.char2))

    def test_an_old_fight_is_numbered_and_its_id_still_finds_it(self):
        old = FS3CombatScript.begin(self.room1, self.char1)
        old.attributes.remove("fight_number")  # as made before the counter
        ServerConfig.objects.conf(fight_numbers.COUNTER_KEY, delete=True)
        self.assertIs(combat_by_number(old.id), old)
        self.assertEqual(old.number, 1)
        self.assertIs(combat_by_number(1), old)
        self.assertIs(combat_in_room(self.room1), old)

    def test_numbers_survive_a_reload(self):
        self.combat("/start")
        number = self.fight().number
        self.fight().flush_from_cache(force=True)
        self.assertEqual(combat_in_room(self.room1).number, number)
