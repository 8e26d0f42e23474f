"""Permissions matrix: every staff and organizer power, run as a plain
player (refused, nothing changed), as the organizer of the fight or scene
where organizer powers apply (allowed), and as a Builder (allowed); and
every command that names another character refuses a player acting for
someone else while staff may.

"Allowed" means the command did not refuse on permission grounds (it may
still reject the particular target or number, but never with "staff only",
"Only the organizer or staff..." and the like). "Refused" means the
command's lock keeps the player out or the command itself refuses; either
way every Attribute, Tag, Script and the RollLog are unchanged.

Staff-locked commands are also found from the cmdsets (a ``cmd:`` lock
naming a permission), so a new one is checked against a plain player and a
Builder without being listed here.
"""

import re

from evennia.utils import create

try:
    from tests.game.trust_helpers import BASE, CHARACTER, TrustTest, ruleset_commands
except ModuleNotFoundError:
    from trust_helpers import BASE, CHARACTER, TrustTest, ruleset_commands

PERMISSION_REFUSAL = re.compile(
    r"(?i)(for staff|staff only|only staff|organizer or staff|for the GM|staff can roll for others|"
    r"for Admins|who organizes this scene|Only the organizer|is for your own|abilities stay hidden)")

# (ruleset, command key, args) that only staff may use. Dee is a third
# character in the room; "Char2" is the plain player.
STAFF_ONLY = [
    ("fs3", "+luck", "/award Dee=2"),
    ("fs3", "+setstat", " Dee/Alertness=5"),
    ("fs3", "+approve", " Dee"),
    ("fs3", "+damage", "/inflict Dee=Light/Chest"),
    ("fs3", "+damage", "/heal Dee=1"),
    ("fs3", "+damage", "/delete Dee=1"),
    ("muse", "+setstat", " Dee/lp=1"),
    ("muse", "+approve", " Dee"),
    ("pbta", "+setstat", " Dee/hp=1"),
    ("pbta", "+approve", " Dee"),
    ("pbta", "+hp", " Dee=1"),
    ("pbta", "+hp", "/wake Dee"),
    ("pbta", "+forward", " Dee=+1"),
    ("pbta", "+forward", "/clear Dee"),
    ("pbta", "+token", "/award Dee=1"),
    ("pbta", "+token", "/remove Dee=1"),
    ("mw", "+approve", " Dee"),
    ("mw", "+hurt", " Dee=M"),
    ("mw", "+veto", " Dee=M"),
    ("mw", "+veto", "/clear Dee"),
    ("mw", "+gains", "/award Dee=1"),
    ("mw", "+item", "/add Dee=Club/die/d6"),
    ("mw", "+item", "/remove Dee=Club"),
    (BASE, "+ruleset", " here=muse"),
    (BASE, "+ruleset", "/area north=muse"),
    (BASE, "+demo", "/build"),
]

# Naming another character: a player may not act for them; staff may.
FOR_OTHERS = [
    ("fs3", "+roll", " Dee=Alertness"),
    ("fs3", "+sheet", " Dee"),
    ("fs3", "+luck", " Dee"),
    ("fs3", "+gear", " Dee"),
    ("muse", "+roll", " Dee=Might"),
    ("muse", "+sheet", " Dee"),
    ("pbta", "+sheet", " Dee"),
    ("mw", "+words", " Dee"),
    ("mw", "+gains", " Dee"),
    ("mw", "+item", " Dee"),
    ("mw", "+heal", " Dee=M"),
    (BASE, "+odds", " Alertness vs Dee=Alertness"),
]

# Organizer powers in a fight (run in this order: the last ones end it).
ORGANIZER = {
    "fs3": [
        "/add Raider", "/attack Raider=Dee", "/stance Raider=Aggressive", "/pass Raider=",
        "/team Dee=B", "/summary", "/newturn",
    ],
    "muse": [
        "/add Raider", "/damage Dee=1", "/impose Dee=Stunned", "/lift Dee=Stunned",
        "/pass Raider", "/newturn", "/leave Raider", "/stop",
    ],
}


def find(key, name):
    matches = [c for c in ruleset_commands()[key] if c.key == name]
    assert matches, f"no {name} in {key}"
    return matches[0]


class PermissionTest(TrustTest):
    def setUp(self):
        super().setUp()
        self.dee = create.create_object(CHARACTER, key="Dee", location=self.room1, home=self.room1)
        self.give_sheets(self.dee)
        self.builder = create.create_object(CHARACTER, key="Bea", location=self.room1, home=self.room1)
        self.builder.permissions.add("Builder")
        self.give_sheets(self.builder)
        self.player = self.char2

    def play(self, key, name, args, caller):
        return self.run_cmd(find(key, name), args, caller)

    def assert_refused(self, key, name, args, caller=None):
        caller = caller or self.player
        cmd_class = find(key, name)
        locked = not cmd_class().access(caller, "cmd")
        before = self.snapshot()
        text, refused, count = self.run_cmd(cmd_class, args, caller)
        label = f"{key} {name}{args} as {caller.key}"
        self.assertTrue(locked or refused, f"{label} was not refused: {text!r}")
        if not locked:
            self.assertTrue(PERMISSION_REFUSAL.search(text), f"{label}: refused, but not for permission: {text!r}")
        self.assertEqual(self.snapshot(), before, f"{label}: refused but something changed")

    def assert_allowed(self, key, name, args, caller):
        cmd_class = find(key, name)
        self.assertTrue(cmd_class().access(caller, "cmd"), f"{key} {name} locked for {caller.key}")
        text, refused, count = self.run_cmd(cmd_class, args, caller)
        self.assertGreater(count, 0)
        self.assertFalse(PERMISSION_REFUSAL.search(text) and refused,
                         f"{key} {name}{args} as {caller.key} refused on permission: {text!r}")
        return text, refused


class TestStaffOnly(PermissionTest):
    def test_plain_player_is_refused_and_nothing_changes(self):
        for key, name, args in STAFF_ONLY:
            with self.subTest(f"{key} {name}{args}"):
                self.use_ruleset(key)
                self.assert_refused(key, name, args)
                # acting on themselves is no different
                self.assert_refused(key, name, args.replace("Dee", "Char2"))

    def test_builder_and_developer_are_allowed(self):
        results = []
        for caller in (self.builder, self.char1):
            for key, name, args in STAFF_ONLY:
                with self.subTest(f"{key} {name}{args} as {caller.key}"):
                    self.use_ruleset(key)
                    if name == "+demo":  # building the demo world is for Admins and up
                        continue
                    results.append(self.assert_allowed(key, name, args, caller))
        # most of these succeed outright (a few reject a target already changed)
        self.assertGreater(sum(1 for _t, refused in results if not refused), len(results) // 2)

    def test_every_locked_command_is_found_and_holds(self):
        """Commands whose cmd: lock names a permission keep a player out and
        let a Builder in; the explicit list covers all of them."""
        listed = {(k, n) for k, n, _a in STAFF_ONLY}
        for key, classes in ruleset_commands().items():
            for cmd_class in classes:
                cmd = cmd_class()
                if "perm(" not in str(cmd.locks):
                    continue
                with self.subTest(f"{key} {cmd.key}"):
                    self.assertFalse(cmd.access(self.player, "cmd"), f"{key} {cmd.key} open to players")
                    self.assertTrue(cmd.access(self.builder, "cmd"), f"{key} {cmd.key} shut to Builders")
                    self.assertIn((key, cmd.key), listed, f"{key} {cmd.key} is locked but not in STAFF_ONLY")


class TestActingForOthers(PermissionTest):
    def test_player_cannot_act_for_another_character(self):
        for key, name, args in FOR_OTHERS:
            with self.subTest(f"{key} {name}{args}"):
                self.use_ruleset(key)
                self.assert_refused(key, name, args)

    def test_staff_may(self):
        for key, name, args in FOR_OTHERS:
            with self.subTest(f"{key} {name}{args}"):
                self.use_ruleset(key)
                self.assert_allowed(key, name, args, self.builder)

    def test_player_may_for_themselves(self):
        for key, name, args in FOR_OTHERS:
            if name == "+odds":  # the other side of +odds is never your own sheet
                continue
            with self.subTest(f"{key} {name}{args}"):
                self.use_ruleset(key)
                self.assert_allowed(key, name, args.replace("Dee", "Char2"), self.player)


class TestOrganizer(PermissionTest):
    def start_fight(self, key, organizer):
        self.use_ruleset(key)
        text, refused, _ = self.play(key, "+combat", "/start", organizer)
        self.assertFalse(refused, text)
        for who in (self.player, self.dee):
            if who != organizer:
                text, refused, _ = self.play(key, "+combat", "/join", who)
                self.assertFalse(refused, text)

    def check_organizer(self, key):
        # Dee organizes: the player in the fight may not use organizer powers.
        self.start_fight(key, self.dee)
        self.assertFalse(self.play(key, "+combat", "/add Raider", self.dee)[1])
        for args in ORGANIZER[key]:
            with self.subTest(f"{key} player {args}"):
                self.assert_refused(key, "+combat", args)
        if key == "fs3":
            self.assert_refused(key, "+damage", "/inflict Dee=Light/Chest")
            self.assert_refused(key, "+combat", "/stop")
        # a Builder in the room may
        text, refused = self.assert_allowed(key, "+combat", "/summary" if key == "fs3" else "/add Guard",
                                            self.builder)
        self.assertFalse(refused, text)
        text, refused, _ = self.play(key, "+combat", "/stop", self.dee)
        self.assertFalse(refused, text)

        # the player organizes their own fight: every organizer power is theirs
        self.start_fight(key, self.player)
        for args in ORGANIZER[key]:
            with self.subTest(f"{key} organizer {args}"):
                self.assert_allowed(key, "+combat", args, self.player)
        if key == "fs3":
            text, refused = self.assert_allowed(key, "+damage", "/inflict Dee=Light/Chest", self.player)
            self.assertFalse(refused, text)
            # ...but only for people in their fight: Far is elsewhere, Bea is not fighting
            self.assert_refused(key, "+damage", "/inflict Bea=Light/Chest")
            # after /transfer Dee organizes: the player lost the powers
            text, refused = self.assert_allowed(key, "+combat", "/transfer Dee", self.player)
            self.assertFalse(refused, text)
            self.assert_refused(key, "+combat", "/newturn")
            self.assert_refused(key, "+damage", "/inflict Dee=Light/Chest")

    def test_fs3_organizer(self):
        self.check_organizer("fs3")

    def test_muse_organizer(self):
        self.check_organizer("muse")

    def test_muse_scene_end(self):
        self.use_ruleset("muse")
        # +scene is every ruleset's now (commands/scene.py), in the base cmdset
        self.assertFalse(self.play(BASE, "+scene", "/start Night", self.dee)[1])
        self.assert_refused(BASE, "+scene", "/end")
        for switch in ("/pause", "/title Day", "/private", "/order on", "/type plot"):
            self.assert_refused(BASE, "+scene", switch)
        text, refused = self.assert_allowed(BASE, "+scene", "/end", self.builder)
        self.assertFalse(refused, text)
