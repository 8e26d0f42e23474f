"""Load, on the code of the current directory, what play.py made (its
output is the first argument) and print what was found (see __init__.py):
each object and Script as its real class, each ruleset's sheet, the
fight's fighters, the scene's poses, the mail and the wiki page."""

import json
import os
import sys

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
import django  # noqa: E402

django.setup()
import evennia  # noqa: E402

evennia._init()
from evennia.objects.models import ObjectDB  # noqa: E402
from evennia.scripts.models import ScriptDB  # noqa: E402

from features.community import mail  # noqa: E402
from features.scenes.models import Scene, SceneEntry  # noqa: E402
from features.wiki import store as wiki_store  # noqa: E402

made = json.loads(sys.argv[1])


def real_class(obj) -> str:
    return f"{type(obj).__module__}.{type(obj).__name__}"


found = {"objects": {}, "scripts": {}}
for key, model in (("objects", ObjectDB), ("scripts", ScriptDB)):
    for pk in made[key]:
        obj = model.objects.get(pk=int(pk))
        found[key][pk] = real_class(obj)
chars = {k: ObjectDB.objects.get(pk=pk) for k, pk in made["chars"].items()}
fs3 = chars["fs3"].attributes.get("ratings", category="fs3")
found["sheets"] = {
    "fs3": fs3 and fs3.get("Melee"),
    "muse": chars["muse"].muse.rating("Might"),
    "pbta": sorted(chars["pbta"].pbta.sheet().stats.values()) if chars["pbta"].pbta.sheet() else None,
    "mw": sorted(w.name for w in chars["mw"].mw.sheet().words) if chars["mw"].mw.sheet() else None,
}
fight = ScriptDB.objects.get(pk=made["fight"])
found["fighters"] = sorted(c.key for c in fight.fighter_objects().values())
found["combatants"] = sorted(fight.get_state().combatants)
scene = Scene.objects.get(pk=made["scene"])
found["scene"] = {"title": scene.title,
                  "poses": SceneEntry.objects.filter(scene=scene, kind="pose").count()}
letters = mail.inbox(chars["muse"])
found["mail"] = [(m.header, m.message) for m in letters]
page = wiki_store.get_page("before-upgrade")
found["wiki"] = page and wiki_store.current(page).text
print("RESULT " + json.dumps(found))
