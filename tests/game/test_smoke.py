from evennia.utils.test_resources import EvenniaCommandTest

from commands.fs3.roll import CmdRoll


class TestSmoke(EvenniaCommandTest):
    def test_roll(self):
        out = self.call(CmdRoll(), "Alertness")
        print(out)
