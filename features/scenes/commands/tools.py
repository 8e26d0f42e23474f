"""+scene's tools for a scene in play: edit your own last pose
(/replace, /typo), invite people to a private scene (/invite, /uninvite),
content warnings (/warn, /unwarn), and the repose shown on joining.
Storage is features/scenes/tools.py; the rulings are in docs/rulings.md, "Scenes".
"""

from __future__ import annotations

from core.message_types import POSE
from core.text.player import one_line_collapsed
from features.scenes import store as scene_store
from features.scenes import tools as scene_tools
from features.scenes.text import repose_block, shown

WARNING_MAX = 200


class SceneTools:
    """Mixed into CmdScene (features/scenes/commands/scene.py), which gives
    ``here``, ``require_owner``, ``tell_room``, ``fail`` and ``is_staff``."""

    # --- the repose ----------------------------------------------------------------
    def show_repose(self, scene):
        first, rows = scene_tools.repose(scene, staff=self.is_staff())
        self.caller.msg(repose_block(scene, first, rows))

    # --- editing your own last pose --------------------------------------------------
    def do_replace(self):
        self.edit_last_pose("replace")

    def do_typo(self):
        self.edit_last_pose("typo")

    def edit_last_pose(self, how: str):
        from features.scenes.models import RUNNING

        scene = scene_store.in_room(self.caller.location)
        if scene is None:
            self.fail("No scene is running here; a finished log is staff's to edit.",
                      syntax=False)
        if scene.state != RUNNING:
            self.fail(f"Scene {scene.id} is paused: edit your pose once it resumes.",
                      syntax=False)
        text = self.args.strip()
        if not text:
            self.fail(f"Give the new text: +scene/{how} <text>.")
        entry = scene_store.last_pose(scene, self.caller)
        if entry is None:
            self.fail("You have no pose in this scene's log to change.", syntax=False)
        new_text = scene_tools.reworded(entry, text)
        if new_text == entry.text:
            self.fail("Your last pose says that already.", syntax=False)
        scene_tools.edit_entry(entry, new_text, self.caller, how)
        room = self.caller.location
        if how == "typo":
            room.msg_contents(f"{self.caller.key} fixes a typo in their last pose in scene "
                              f"{scene.id}'s log.", exclude=[self.caller], scene_log=False)
            self.caller.msg(f"Your last pose now reads: {new_text}")
            return
        # the new text goes out as a pose of its author's (nospoof shows who)
        room.msg_contents(text=(f"|x[{self.caller.key} replaces their last pose:]|n {new_text}",
                                {"type": POSE}), from_obj=self.caller, scene_log=False)

    # --- invitations ---------------------------------------------------------------
    def scene_and_name(self, what: str):
        """(scene, name) from ``<name>`` (the scene here) or ``<id>=<name>``."""
        if self.rhs is not None:
            scene = scene_store.get(self.lhs)
            name = self.rhs.strip()
            if scene is None:
                self.fail(f"There is no scene {self.lhs.strip()}.")
        else:
            scene, name = self.here(), self.args.strip()
        if not name:
            self.fail(f"Name who to {what}: +scene/{what} <name> or +scene/{what} <id>=<name>.")
        if not scene.active:
            self.fail(f"Scene {scene.id} is finished.", syntax=False)
        return scene, name

    def do_invite(self):
        scene, name = self.scene_and_name("invite")
        if not self.is_staff() and not scene_store.is_participant(scene, self.caller):
            self.fail(f"Only those in scene {scene.id}, or staff, invite people to it.",
                      syntax=False)
        target = self.find_character(name, anywhere=True)
        if target.db_account_id is None:
            self.fail(f"{target.key} is not a player's character: nobody needs inviting to "
                      "play them.", syntax=False)
        if scene_store.is_participant(scene, target):
            self.fail(f"{target.key} is in scene {scene.id} already.", syntax=False)
        if not scene_tools.invite(scene, target, self.caller):
            self.fail(f"{target.key} is invited to scene {scene.id} already.", syntax=False)
        title = f" ('{shown(scene.title)}')" if scene.title else ""
        self.caller.msg(f"You invite {target.key} to scene {scene.id}{title}; they join it if "
                        "they choose.")
        target.msg(f"{self.caller.key} invites you to scene {scene.id}{title} in "
                   f"{shown(scene.room_name)}. To join it: +scene/join {scene.id}"
                   + (f" (content warning: {shown(scene.warning)})" if scene.warning else "")
                   + ".")

    def do_uninvite(self):
        scene, name = self.scene_and_name("uninvite")
        target = self.find_character(name, anywhere=True)
        invite = scene_tools.invite_of(scene, target)
        if invite is None:
            self.fail(f"{target.key} is not invited to scene {scene.id}.", syntax=False)
        if invite.by_id != self.caller.id and scene.owner_id != self.caller.id \
                and not self.is_staff():
            self.fail(f"Only {shown(invite.by_name)}, who invited them, "
                      f"{shown(scene.owner_name)}, who organizes this scene, or staff can take "
                      "the invitation back.", syntax=False)
        scene_tools.uninvite(scene, target)
        self.caller.msg(f"{target.key} is no longer invited to scene {scene.id}.")
        target.msg(f"Your invitation to scene {scene.id} was taken back.")

    # --- content warnings ----------------------------------------------------------
    def do_warn(self):
        scene = self.here()
        self.require_owner(scene, "set its content warning")
        text = one_line_collapsed(self.args, 10_000)
        if not text or len(text) > WARNING_MAX:
            self.fail(f"Give a content warning of 1 to {WARNING_MAX} characters.")
        scene_store.update(scene, warning=text)
        self.tell_room(f"{self.caller.key} sets scene {scene.id}'s content warning: "
                       f"{shown(text)}")

    def do_unwarn(self):
        scene = self.here()
        self.require_owner(scene, "clear its content warning")
        if self.args.strip():
            self.fail("Nothing goes after +scene/unwarn.")
        if not scene.warning:
            self.fail(f"Scene {scene.id} has no content warning.", syntax=False)
        scene_store.update(scene, warning="")
        self.tell_room(f"{self.caller.key} clears scene {scene.id}'s content warning.")
