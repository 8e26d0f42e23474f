"""Shared set-up for the scene tests: every in-memory copy of the scene
registry and the group commit is dropped before and after each test, and
:meth:`SceneTest.state` is what a refused +scene or +plot command must leave
alone (scenes, their logs and edits, invitations, plots)."""

from evennia.commands.default.general import CmdPose, CmdSay

from core.writes import group_commit
from features.scenes import log as scene_log
from features.scenes.commands.scene import CmdScene
from features.scenes.models import Participant, Plot, PlotScene, Scene, SceneEdit, SceneEntry, SceneInvite
from tests.helpers.game import FS3CommandTest


class SceneTest(FS3CommandTest):
    def setUp(self):
        super().setUp()
        scene_log.forget()
        group_commit.forget()
        self.addCleanup(scene_log.forget)
        self.addCleanup(group_commit.forget)

    def state(self, *extra):
        out = super().state(*extra)
        out["scenes"] = list(Scene.objects.values())
        out["entries"] = list(SceneEntry.objects.values())
        out["participants"] = sorted(Participant.objects.values_list("scene_id", "char_id"))
        out["edits"] = list(SceneEdit.objects.values())
        out["invites"] = list(SceneInvite.objects.values())
        out["plots"] = (list(Plot.objects.values()), list(PlotScene.objects.values()))
        return out

    # --- doing things in a scene ----------------------------------------------
    def start(self, title="", caller=None):
        self.call(CmdScene(), f"/start {title}".rstrip(), caller=caller or self.char1)
        return Scene.objects.order_by("-id").first()

    def pose(self, text, caller=None):
        return self.call(CmdPose(), text, caller=caller or self.char1)

    def say(self, text, caller=None):
        return self.call(CmdSay(), text, caller=caller or self.char1)

    def log(self, scene=None):
        """(kind, author name, text) of every entry, in order."""
        rows = SceneEntry.objects.all() if scene is None else scene.entries.all()
        return [(e.kind, e.author_name, e.text) for e in rows.order_by("scene_id", "seq")]

    def kinds(self, scene=None):
        return [row[0] for row in self.log(scene)]
