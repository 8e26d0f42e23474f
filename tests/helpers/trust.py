"""Shared set-up for the trust tests (hostile input, permissions matrix).

Every Fourfold command is found from the cmdsets themselves: each installed
ruleset's cmdset (settings.FOURFOLD_RULESETS) and the base CharacterCmdSet's
commands whose module is under ``commands.``; so a command added later is
covered without touching these tests.

A world: Char (staff: Developer) and Char2 (a plain player) in Room, Far and
a Chest in Room2; both in-room characters hold a sheet in every ruleset.
Dice come from ``random.Random(0)``; an unexpected exception in a command
(the "Something went wrong" path) raises CommandCrashed instead of being
logged; RollLog channel messages are recorded, not written.
"""

import random
from unittest import mock

from evennia.objects.models import ObjectDB
from evennia.scripts.models import ScriptDB
from evennia.server.models import ServerConfig
from evennia.utils import create
from evennia.utils.dbserialize import deserialize
from evennia.utils.test_resources import EvenniaCommandTest
from evennia.utils.utils import class_from_module

import rules.dice
from core.command import CommandFailed, FourfoldCommand
from rules.errors import RulesError
from rulesets import registry as rulesets
from tests.helpers.game import CHARACTER, ROOM, CommandCrashed, FourfoldCommandTest  # noqa: F401

BASE = "base"  # the key used here for the base (any-ruleset) commands


def ruleset_commands() -> dict:
    """{ruleset key (or 'base'): [command class, ...]} for every Fourfold command."""
    out = {}
    for key, entry in rulesets.installed().items():
        cmdset = class_from_module(entry.cmdset)()
        out[key] = sorted({type(c) for c in cmdset.commands}, key=lambda c: c.__name__)
    from commands.default_cmdsets import CharacterCmdSet

    base = CharacterCmdSet()
    out[BASE] = sorted({type(c) for c in base.commands if type(c).__module__.startswith(("commands.", "features.", "core."))},
                       key=lambda c: c.__name__)
    return out


def plain(value):
    try:
        return repr(deserialize(value))
    except Exception:  # noqa: BLE001 - an odd value still compares by repr
        return repr(value)


class TrustTest(FourfoldCommandTest):
    """The common command-test base (RollLog recorded, crashes fail the
    test) with ordinary random dice, Evennia's plain objects, a character
    and a chest in the other room, and a sheet in every ruleset."""

    def setUp(self):
        super().setUp()
        # any roll may happen here: seeded dice instead of the scripted ones
        self._start(mock.patch.object(rules.dice, "_GAME_RNG", random.Random(0)))
        self.far = create.create_object(CHARACTER, key="Far", location=self.room2, home=self.room2)
        self.chest = create.create_object("typeclasses.objects.Object", key="Chest",
                                          location=self.room2, home=self.room2)
        for char in (self.char1, self.char2, self.far):
            self.give_sheets(char)

    def create_objs(self):
        EvenniaCommandTest.create_objs(self)  # the plain objects are targets too

    # --- sheets in every ruleset ------------------------------------------------
    def give_sheets(self, char):
        from rulesets.fs3.catalogue import catalogue

        cat = catalogue()
        for name, value in (("Wit", 3), ("Alertness", 3), ("Brawn", 2), ("Reflexes", 2)):
            try:
                char.fs3.set_rating(cat.find(name), value)
            except Exception:  # noqa: BLE001 - an ability this catalogue lacks
                pass
        from rules.muse.traits import TRAITS

        for trait in TRAITS:
            char.muse.set_rating(trait, 2)
        from rules.pbta.sheet import new_sheet as pbta_sheet
        from rules.pbta.stats import STATS

        char.pbta.save(pbta_sheet("human", {s: 1 for s in STATS}))
        from rules.mw.sheet import new_sheet as mw_sheet

        char.mw.save(mw_sheet("muscle_wizard", {"M": "Might", "L": "Leverage"}))
        char.mw.approved = True

    def use_ruleset(self, key):
        """Make Room (and Room2) play ``key`` ('base' leaves the default)."""
        for room in (self.room1, self.room2):
            rulesets.set_room_ruleset(room, None if key == BASE else key)

    # --- what a refused command must leave alone ---------------------------------
    def snapshot(self):
        out = {}
        for obj in ObjectDB.objects.all():
            attrs = {(a.db_key, a.db_category): plain(a.value) for a in obj.attributes.all()}
            out[("obj", obj.id)] = (obj.db_key, obj.db_location_id, attrs,
                                    sorted(str(t) for t in obj.tags.all(return_key_and_category=True)))
        for script in ScriptDB.objects.all():
            attrs = {(a.db_key, a.db_category): plain(a.value) for a in script.attributes.all()}
            out[("script", script.id)] = (script.db_key, attrs)
        out["config"] = sorted((c.db_key, plain(c.db_value)) for c in ServerConfig.objects.all())
        out["channel"] = len(self.channel_msg.call_args_list)
        from features.advancement.models import Entry  # awards and spends are rows, not Attributes

        out["advancement"] = list(Entry.objects.order_by("id").values_list("id", "char_id", "kind", "amount"))
        from features.moderation.models import AuditEntry, SiteLock  # moderation keeps rows too

        out["moderation"] = (list(SiteLock.objects.order_by("id").values_list("pattern", "kind")),
                             AuditEntry.objects.count())
        return out

    def run_cmd(self, cmd_class, args, caller):
        """Run one command as the command handler would (locks aside): returns
        (text sent to the caller, refused?, number of messages)."""
        cmd = cmd_class()
        outcome = {"refused": False}
        if isinstance(cmd, FourfoldCommand):
            real_run, real_check = cmd.run, cmd.check_switches

            def watch(real):
                def wrapped(*a, **kw):
                    try:
                        return real(*a, **kw)
                    except (CommandFailed, RulesError):
                        outcome["refused"] = True
                        raise
                return wrapped

            cmd.run, cmd.check_switches = watch(real_run), watch(real_check)
        original = caller.msg
        caller.msg = mock.Mock()
        try:
            cmd.caller = caller
            cmd.cmdname = cmd.raw_cmdname = cmd.cmdstring = cmd.key
            cmd.args = args
            cmd.cmdset = None
            cmd.session = None
            cmd.account = caller.account
            cmd.raw_string = f"{cmd.key}{args}"
            cmd.obj = caller
            if not cmd.at_pre_cmd():
                cmd.parse()
                ret = cmd.func()
                if hasattr(ret, "__next__"):
                    for _ in range(3):  # a prompt: answer nothing
                        try:
                            next(ret)
                        except StopIteration:
                            break
                cmd.at_post_cmd()
            calls = caller.msg.mock_calls
        finally:
            caller.msg = original
        texts = []
        for _name, a, kw in calls:
            value = a[0] if a and a[0] else kw.get("text", "")
            if isinstance(value, tuple):
                value = value[0]
            texts.append(str(value))
        return "\n".join(t for t in texts if t), outcome["refused"], len(calls)
