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

from tests.helpers.channels import ChannelTest
from tests.helpers.community_web import CommunityWebTest
from tests.helpers.trust import BASE, CHARACTER, TrustTest, ruleset_commands

PERMISSION_REFUSAL = re.compile(
    r"(?i)(for staff|staff only|only staff|organizer or staff|for the GM|staff can roll for others|"
    r"for Admins|who organizes this scene|Only the organizer|is for your own|abilities stay hidden|"
    r"is a player's character|nobody acts for them|join by their own)")

# (ruleset, command key, args) that only staff may use. Dee is a third
# character in the room; "Char2" is the plain player.
STAFF_ONLY = [
    ("fs3", "+luck", "/award Dee=2"),
    ("fs3", "+setstat", " Dee/Alertness=5"),
    ("fs3", "+approve", " Dee"),
    ("fs3", "+approve", "/return Dee=Lower Wit, please."),
    ("fs3", "+damage", "/inflict Dee=Light/Chest"),
    ("fs3", "+damage", "/heal Dee=1"),
    ("fs3", "+damage", "/delete Dee=1"),
    ("muse", "+setstat", " Dee/lp=1"),
    ("muse", "+approve", " Dee"),
    ("muse", "+tribulation", "/lift Dee=Stunned"),
    ("muse", "+revive", " Dee"),
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
    (BASE, "+room", "/ooc here"),  # community-A: a room's IC/OOC and private settings
    (BASE, "@teleport", " Dee=here"),  # ops: our @tel (commands/teleport.py)
    (BASE, "@succ", " out=You step outside."),  # builders' habits: exit messages
    (BASE, "@lock", " out=me"),  # MUSH lock keys (commands/lock.py)
    (BASE, "@find", " Dee"),
    (BASE, "@entrances", ""),
    (BASE, "@sweep", ""),
    (BASE, "+job", "/note 1=staff only"),
    (BASE, "+bbnewgroup", " Staffroom"),
    (BASE, "+xp", "/award Dee=2/good scene"),  # advancement
    (BASE, "+xp", "/undo 1"),
    (BASE, "+level", "/award Dee/good arc"),
    (BASE, "+plot", "/create The long winter"),  # plots are staff's
    (BASE, "+plot", "/summary 1=Snow closes the passes."),
    (BASE, "+plot", "/add 1=1"),
    (BASE, "+plot", "/remove 1=1"),
    (BASE, "+places", "/create the bar"),  # places in a room
    (BASE, "+places", "/destroy the bar"),
    # the idle list, staff's choices and approving a roster claim
    (BASE, "+idle", ""),
    (BASE, "+idle", "/keep Dee"),
    (BASE, "+idle", "/roster Dee=A pitch"),
    (BASE, "+idle", "/retire Dee"),
    (BASE, "+roster", "/approve Dee"),
    # building (commands/building/): the room is the Builder's (PermissionTest)
    (BASE, "@create", " crate"),
    (BASE, "@dig", " Annex"),
    (BASE, "@open", " gate = here"),
    (BASE, "@name", " here = Bea's Hall"),
    (BASE, "@set", " here/weight = 1"),
    (BASE, "@wipe", " here/weight"),
    (BASE, "@tag", " here = north:area"),
    (BASE, "@link", " gate = here"),
    (BASE, "unlink", " gate"),
    (BASE, "@sethome", " gate = here"),
    (BASE, "@cpattr", " here/weight = gate/weight"),
    # moderation (an account command, also typed while playing): Admins only
    (BASE, "+sitelock", "/add 203.0.113.0/24=register/throwaways"),
    (BASE, "+sitelock", ""),
    (BASE, "+gag", " Dee=10/flooding"),
    (BASE, "+gag", "/lift Dee"),
]

# Staff-only commands whose lock keeps Builders out too: Admins and up.
ADMIN_ONLY = {"+sitelock", "+gag"}

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
    (BASE, "+xp", " Dee"),
    (BASE, "+xp", "/log Dee"),
    (BASE, "+alts", " Dee"),  # another player's alts, unless they share them
]

# Organizer powers in a fight (run in this order: the last ones end it).
ORGANIZER = {
    "fs3": [
        "/add Raider", "/attack Raider=Dee", "/stance Raider=Aggressive", "/pass Raider=",
        "/team Dee=B", "/summary", "/newturn",
    ],
    "muse": [
        "/add Raider", "/damage Raider=1", "/impose Raider=Stunned", "/lift Raider=Stunned",
        "/pass Raider", "/newturn", "/leave Raider", "/stop",
    ],
}


def account_commands() -> list:
    """Fourfold's commands of the account cmdset (typed in or out of play)."""
    from commands.default_cmdsets import AccountCmdSet

    return sorted({type(c) for c in AccountCmdSet().commands
                   if type(c).__module__.startswith(("commands.", "features.", "core."))},
                  key=lambda c: c.__name__)


def find(key, name):
    found = ruleset_commands()[key] + (account_commands() if key == BASE else [])
    matches = [c for c in found if c.key == name]
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
        # the room was built by the Builder (co-building: core/building.py)
        self.room1.locks.add(f"control:id({self.builder.id}) or perm(Admin)")
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
                    # building the demo world and moderation are for Admins and up
                    if (name == "+demo" or name in ADMIN_ONLY) and caller == self.builder:
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
                # "not pperm(page_banned)" (Evennia's page ban) keeps the banned
                # out, not players: it is no staff lock
                if "perm(" not in str(cmd.locks).replace("not pperm(", ""):
                    continue
                with self.subTest(f"{key} {cmd.key}"):
                    self.assertFalse(cmd.access(self.player, "cmd"), f"{key} {cmd.key} open to players")
                    self.assertEqual(cmd.access(self.builder, "cmd"), cmd.key not in ADMIN_ONLY,
                                     f"{key} {cmd.key}: Builders' access is wrong")
                    self.assertIn((key, cmd.key), listed, f"{key} {cmd.key} is locked but not in STAFF_ONLY")

    def test_admin_only_commands_keep_builders_out(self):
        for key, name, args in STAFF_ONLY:
            if name in ADMIN_ONLY:
                with self.subTest(f"{key} {name}{args}"):
                    self.use_ruleset(key)
                    self.assert_refused(key, name, args, caller=self.builder)


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
            # a player organizer decrees over their fight's NPCs only
            text, refused = self.assert_allowed(key, "+damage", "/inflict Raider=Light/Chest", self.player)
            self.assertFalse(refused, text)
            self.assert_refused(key, "+damage", "/inflict Dee=Light/Chest")
            # ...but only for people in their fight: Far is elsewhere, Bea is not fighting
            self.assert_refused(key, "+damage", "/inflict Bea=Light/Chest")
            # after /transfer Dee organizes: the player lost the powers
            text, refused = self.assert_allowed(key, "+combat", "/transfer Dee", self.player)
            self.assertFalse(refused, text)
            self.assert_refused(key, "+combat", "/newturn")
            self.assert_refused(key, "+damage", "/inflict Raider=Light/Chest")

    def test_fs3_organizer(self):
        self.check_organizer("fs3")

    def test_muse_organizer(self):
        self.check_organizer("muse")

    def test_muse_scene_end(self):
        self.use_ruleset("muse")
        # +scene is every ruleset's (features/scenes/commands/scene.py), in the base cmdset
        self.assertFalse(self.play(BASE, "+scene", "/start Night", self.dee)[1])
        self.assert_refused(BASE, "+scene", "/end")
        for switch in ("/pause", "/title Day", "/private", "/order on", "/type plot", "/warn gore"):
            self.assert_refused(BASE, "+scene", switch)
        text, refused = self.assert_allowed(BASE, "+scene", "/end", self.builder)
        self.assertFalse(refused, text)


# --- fs3: a player organizer's decree powers ------------------------
# Each is tried by a player who organizes the fight against a player
# character in it (Dee: refused, nothing changed) and against their own NPC
# (Raider: allowed). "{t}" is the target. The muse/pbta/mw blocks live in
# their own classes.
FS3_DECREES = [
    ("+damage", "/inflict {t}=Light/Chest"),
    ("+damage", "/heal {t}=1"),
    ("+damage", "/delete {t}=1"),
    ("+combat", "/stance {t}=Aggressive"),
    ("+combat", "/attack {t}=Char2"),
    ("+combat", "/pass {t}="),
    ("+combat", "/treat {t}=Char2"),
    ("+combat", "/weapon {t}=Bow"),
    ("+combat", "/armor {t}=Light Grounder Armor"),
]


class TestFs3PlayerOrganizerDecrees(PermissionTest):
    """fs3: a player organizer against a player character and their own NPC."""

    def setUp(self):
        super().setUp()
        self.use_ruleset("fs3")
        for who, args in ((self.player, "/start"), (self.dee, "/join"), (self.player, "/add Raider")):
            text, refused, _ = self.play("fs3", "+combat", args, who)
            self.assertFalse(refused, text)
        from rulesets.fs3.npcs import NPC

        self.raider = NPC.objects.get(db_key="Raider")

    def wound_both(self):
        from rules.fs3.combat.wounds import Severity, Wound

        for who in (self.dee, self.raider):
            who.fs3.wounds = [Wound(severity=Severity.parse("Serious"), location="Chest",
                                    weapon="Club", created_at=0.0).to_dict()]

    def test_each_decree_refused_on_a_player_allowed_on_own_npc(self):
        for name, args in FS3_DECREES:
            with self.subTest(f"{name}{args}"):
                self.wound_both()
                self.assert_refused("fs3", name, args.format(t="Dee"))
                text, refused = self.assert_allowed("fs3", name, args.format(t="Raider"), self.player)
                self.assertFalse(refused, text)

    def test_pulling_a_player_in_is_refused_an_npc_allowed(self):
        eve = create.create_object(CHARACTER, key="Eve", location=self.room1, home=self.room1)
        self.assert_refused("fs3", "+combat", "/add Eve")
        self.assert_refused("fs3", "+combat", "/add Far")  # elsewhere: no NPC of that name either
        text, refused = self.assert_allowed("fs3", "+combat", "/add Bandit", self.player)
        self.assertFalse(refused, text)
        # Eve is asked, and joins by her own command
        text, refused = self.assert_allowed("fs3", "+combat", "/invite Eve", self.player)
        self.assertFalse(refused, text)
        text, refused, _ = self.play("fs3", "+combat", "/join", eve)
        self.assertFalse(refused, text)

    def test_own_wounds_are_not_the_players_to_delete(self):
        self.player.fs3.wounds = [{"severity": 2, "location": "Chest", "weapon": "Club",
                                   "created_at": 0.0}]
        for args in ("/delete Char2=1", "/heal Char2=1", "/inflict Char2=Light/Chest"):
            with self.subTest(args):
                self.assert_refused("fs3", "+damage", args)


# --- Decree powers of muse, pbta and mw (docs/rulings.md, "Who may decide what") -------------------------
# A plain player who organizes a muse fight tries every decree against a
# player character in it (refused, nothing changed) and against the fight's
# own NPC (allowed, and it takes effect). pbta and mw have no fight to
# organize: every decree there is staff's, over NPCs too, so a plain player is
# refused against both and a Builder is allowed.

MUSE_DECREES = ["/damage {who}=1", "/impose {who}=Stunned", "/lift {who}=Stunned"]

PBTA_DECREES = [
    ("+hp", " {who}=1"), ("+hp", "/wake {who}"), ("+forward", " {who}=+1"),
    ("+forward", "/clear {who}"), ("+token", "/award {who}=1"), ("+token", "/remove {who}=1"),
    ("+setstat", " {who}/hp=1"), ("+damage", " club {who}"),
]

MW_DECREES = [
    ("+hurt", " {who}=M"), ("+hurt", "/curse {who}=M/Old Curse"), ("+veto", " {who}=M"),
    ("+veto", "/clear {who}"), ("+gains", "/award {who}=1"), ("+heal", " {who}=M"),
    ("+chargen", "/restart {who}"),
]


class TestMuseOrganizerDecrees(PermissionTest):
    def setUp(self):
        super().setUp()
        self.use_ruleset("muse")
        for who, args in ((self.player, "/start"), (self.dee, "/join"), (self.player, "/add Raider"),
                          (self.player, "/newturn")):
            text, refused, _ = self.play("muse", "+combat", args, who)
            self.assertFalse(refused, text)
        from rulesets.muse.combat_script import combat_in_room

        self.script = combat_in_room(self.room1)

    def raider(self):
        return next(o for o in self.script.fighter_objects().values() if o.key == "Raider")

    def test_every_decree_on_a_player_character_is_refused(self):
        for args in MUSE_DECREES:
            with self.subTest(args):
                self.assert_refused("muse", "+combat", args.format(who="Dee"))

    def test_every_decree_on_their_own_npc_is_allowed(self):
        raider = self.raider()
        for args in MUSE_DECREES:
            with self.subTest(args):
                text, refused = self.assert_allowed("muse", "+combat", args.format(who="Raider"),
                                                    self.player)
                self.assertFalse(refused, text)
        self.assertLess(raider.muse.life_points, raider.muse.max_life)

    def test_pulling_in_a_player_character_is_refused(self):
        self.assert_refused("muse", "+combat", "/add Bea")
        self.assert_refused("muse", "+combat", "/add Far")  # elsewhere: no NPC called Far either

    def test_staff_lift_outside_a_fight_is_staff_only(self):
        self.assert_refused("muse", "+tribulation", "/lift Dee=Stunned")


class DecreeMatrix:
    """The decree checks of a ruleset with no fight to organize (pbta, mw):
    every decree is staff's, over NPCs too. Mixed into a PermissionTest
    subclass that names ``ruleset`` and ``decrees``."""

    ruleset = ""
    decrees = []

    def setUp(self):
        super().setUp()
        self.use_ruleset(self.ruleset)
        from rulesets.fs3.npcs import NPC

        self.npc = create.create_object(NPC, key="Tusk", location=self.room1, home=self.room1)
        self.give_sheets(self.npc)

    def check_refused_against(self, who):
        for name, args in self.decrees:
            with self.subTest(f"{name}{args} on {who}"):
                self.assert_refused(self.ruleset, name, args.format(who=who))

    def check_staff_allowed_against(self, who):
        for name, args in self.decrees:
            with self.subTest(f"{name}{args} on {who} by staff"):
                self.assert_allowed(self.ruleset, name, args.format(who=who), self.builder)

    def test_player_is_refused_against_a_player_character(self):
        self.check_refused_against("Dee")

    def test_player_is_refused_against_an_npc_they_do_not_run(self):
        self.check_refused_against("Tusk")

    def test_staff_may_against_either(self):
        self.check_staff_allowed_against("Tusk")
        self.check_staff_allowed_against("Dee")


class TestPbtaDecrees(DecreeMatrix, PermissionTest):
    ruleset = "pbta"
    decrees = PBTA_DECREES


class TestMwDecrees(DecreeMatrix, PermissionTest):
    ruleset = "mw"
    decrees = MW_DECREES


# Channels (features/channels, account commands): what only staff may do, as
# typed by a plain player (refused, nothing changed) and by a Builder.
CHANNEL_STAFF_ONLY = ["@clist/full", "addcom stf=Staff", "@channel staff = hello", "@channel staff = last"]


class TestChannelStaffPowers(ChannelTest):
    def test_a_player_is_refused_and_nothing_changes(self):
        player = self.account2
        for line in CHANNEL_STAFF_ONLY:
            with self.subTest(line):
                before = self.state(player)
                said = self.type(player, line)
                self.assertRegex(said, r"(?i)for staff only|no channel called 'Staff'", said)
                self.assertEqual(self.state(player), before)
        self.assertEqual(self.heard[self.account], [])

    def test_a_builder_may(self):
        builder = self.account2
        builder.permissions.add("Builder")
        self.join(self.account, self.staff)
        for line in CHANNEL_STAFF_ONLY:
            with self.subTest(line):
                self.assertNotRegex(self.type(builder, line), r"for staff only|no channel called")
        self.assertIn("[Staff] TestAccount2: hello", self.heard[self.account])


# The community's web forms (features/community/web/): each one
# as the wrong person (an anonymous visitor, another player, a plain player
# on a staff board) is refused and changes nothing; a Builder may post where
# only staff may.
class TestCommunityWebForms(CommunityWebTest):
    def setUp(self):
        super().setUp()
        from features.community import boards, mail

        self.news = boards.create_board("News", "all()", "perm(Builder)")
        self.staffroom = boards.create_board("Staffroom", "perm(Builder)", "perm(Builder)")
        mail.send(self.tomas, [self.char2], "Private", "For Char2 only.")
        self.letter = mail.inbox(self.char2)[0].id

    def forms(self):
        """(what, url, data, who may not) for every form."""
        profile_url = f"/characters/{self.char2.id}/profile/edit/"
        profile = {"action": "save", "fullname": "Taken", "position": "", "timezone": "",
                   "hooks": "", "desc": "Changed."}
        return [
            ("profile", profile_url, profile, ("anonymous", "another player")),
            ("profile wear", profile_url, {"action": "wear", "name": "x"}, ("anonymous", "another player")),
            ("post on a staff board", f"/boards/{self.news.number}/", {"title": "t", "text": "x"},
             ("anonymous", "another player")),
            ("post on a board for staff's eyes", f"/boards/{self.staffroom.number}/",
             {"title": "t", "text": "x"}, ("anonymous", "another player")),
            ("answer a letter", f"/mail/{self.letter}/", {"text": "x"}, ("anonymous", "another player")),
            ("delete a letter", f"/mail/{self.letter}/delete/", {}, ("anonymous", "another player")),
            ("send a letter", "/mail/write/", {"to": "Tomas", "subject": "s", "text": "x"}, ("anonymous",)),
        ]

    def whole_state(self):
        return self.state(), sorted((a.key, str(a.value)) for a in self.char2.attributes.all())

    def test_every_form_refuses_the_wrong_person_and_nothing_changes(self):
        clients = {"anonymous": self.client_for(), "another player": self.client_for(self.account3)}
        before = self.whole_state()
        for what, url, data, refused_to in self.forms():
            for who in refused_to:
                with self.subTest(f"{what} as {who}"):
                    page = self.post(clients[who], url, data)
                    if who == "anonymous":
                        self.assertIn("/auth/login", page.get("Location", ""))
                    else:
                        self.assertNotEqual(page.status_code, 302, f"{what} went through")
                        self.assertIn(page.status_code, (200, 403, 404))
                    self.assertEqual(self.whole_state(), before)

    def test_a_builder_posts_where_players_may_not(self):
        from features.community import boards

        self.account3.permissions.add("Builder")
        for board in (self.news, self.staffroom):
            page = self.post(self.client_for(self.account3), f"/boards/{board.number}/",
                             {"title": "From staff", "text": "x"})
            self.assertEqual(page.status_code, 302)
            self.assertEqual(boards.posts(board)[0].author, self.tomas)
