"""Play a game on the code of the current directory: a character in every
ruleset, an fs3 fight, a scene with poses, mail, a wiki page. Prints the
ids of what it made (see __init__.py)."""

import json
import os
import sys

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
import django  # noqa: E402

django.setup()
import evennia  # noqa: E402

evennia._init()
from django.conf import settings  # noqa: E402
from evennia.utils import create  # noqa: E402

from core.writes import group_commit  # noqa: E402
from features.community import mail  # noqa: E402
from features.scenes import log as scene_log  # noqa: E402
from features.scenes import store as scene_store  # noqa: E402
from features.wiki import store as wiki_store  # noqa: E402
from rules.mw.sheet import new_sheet as mw_sheet  # noqa: E402
from rules.pbta.sheet import STATS  # noqa: E402
from rules.pbta.sheet import new_sheet as pbta_sheet  # noqa: E402
from rulesets.fs3.combat_script import FS3CombatScript  # noqa: E402

# the superuser (#1) and Limbo (#2), as the first start makes them
admin = create.create_account("UpgradeAdmin", None, "an-upgrade-password-1", is_superuser=True)
from evennia.server import initial_setup  # noqa: E402

initial_setup.create_objects()
room = create.create_object("typeclasses.rooms.Room", key="Upgrade Hall")
chars = {}
for key in ("fs3", "muse", "pbta", "mw"):
    chars[key] = create.create_object(settings.BASE_CHARACTER_TYPECLASS, key=f"Up{key.title()}",
                                      location=room, home=room)
chars["fs3"].attributes.add("ratings", {"Melee": 4, "Brawn": 3, "Dodge": 2}, category="fs3")
chars["muse"].muse.set_rating("Might", 4)
chars["pbta"].pbta.save(pbta_sheet("human", {s: 1 for s in STATS}))
chars["mw"].mw.save(mw_sheet("muscle_wizard", {"M": "Might", "Z": "Zap"}))

fight = FS3CombatScript.begin(room, chars["fs3"])
fight.add_fighter(chars["fs3"])
fight.add_fighter(chars["mw"])

scene = scene_store.start(room, chars["fs3"], "Before the upgrade")
for char in chars.values():
    text = f"{char.key} waves from the old release."
    if hasattr(scene_log, "LOG"):  # the scene log as one object
        scene_log.LOG.record(room, text, "pose", author=char)
    else:  # the release before it: module functions
        scene_log.log(room, "pose", text, author=char)
group_commit.flush()

mail.send(chars["fs3"], [chars["muse"]], "Old news", "Written before the upgrade.")
group_commit.flush()
wiki_store.create_page(admin, "before-upgrade", "Before the upgrade", "Kept across it.",
                       "theme", "public")

print("RESULT " + json.dumps({
    "room": room.id, "chars": {k: c.id for k, c in chars.items()}, "fight": fight.id,
    "scene": scene.id if hasattr(scene, "id") else scene, "admin": admin.id,
    "objects": {str(o.id): o.db_typeclass_path for o in [room, *chars.values()]},
    "scripts": {str(fight.id): fight.db_typeclass_path},
}))
