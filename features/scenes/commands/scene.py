"""+scene: run a scene in a room (every ruleset). Reading scenes (+scenes,
+scene <id>, +scene/log, +pot) is in features/scenes/commands/reading.py; storage in
features/scenes/store.py and features/scenes/log.py."""

from __future__ import annotations

from django.conf import settings

from core.command import FourfoldCommand
from core.text.player import one_line_collapsed
from features.scenes import log as scene_log
from features.scenes import store as scene_store
from features.scenes import tools as scene_tools
from features.scenes.commands.reading import SceneReading
from features.scenes.commands.tools import SceneTools
from features.scenes.text import shown

TITLE_MAX = 60
# What +scene/finish says of the end of a session (the ruling on "once a
# scene": features/scenes/store.py ``counts``). Nothing else hangs on it: the
# weekly XP comes from taking part in any scene.
CLOSES_A_SESSION = ("This scene closes a session for everyone in it: what a ruleset allows once "
                    "a scene (such as the muse heal) can be used again.")
CLOSES_NO_SESSION = ("This scene closes no session (staff did not run it, and fewer than two people "
                     "in it posed): what a ruleset allows once a scene (such as the muse heal) "
                     "is not given back.")
SUMMARY_MAX = 2000


def request_unshare(scene, requester) -> str:
    """Ask staff to take a shared scene out of the archive: a request to
    staff (features/community/requests.py), which staff online hear of at once and
    the rest at login. Returns the line for the requester."""
    from features.community.requests import file_request

    title = shown(scene.title) or "untitled"
    request = file_request(
        requester, f"Unshare scene {scene.id}",
        f"{requester.key} asks that scene {scene.id} ('{title}') be taken out of the web "
        f"archive. To do it: +scene/private {scene.id}", category="scene")
    return (f"You asked staff to take scene {scene.id} out of the archive (request "
            f"#{request.id}; +request {request.id} shows what they say).")


class CmdScene(SceneTools, SceneReading, FourfoldCommand):
    """
    Run a scene: a log of everything said and rolled in a room.

    Usage:
      +scene/start [<title>]      start one here; everyone here joins
      +scene/event <number>       start one here for a planned event (+events)
      +scene/join [<id>]          join the scene here (or scene <id>)
      +scene/leave                leave the scene here
      +scene/pause  +scene/resume a paused scene logs nothing
      +scene/finish               end it (its owner or staff; /end too)
      +scene/title <title>        +scene/summary <text>
      +scene/type <type>          social, plot, combat, event, vignette
      +scene/private  +scene/open  keep it out of the web archive, or not
      +scene/order on|off         announce whose turn it is after each pose
      +scene/undo                 take your last pose out of the log
      +scene/replace <text>       replace your last pose; the room sees it anew
      +scene/typo <text>          fix your last pose in the log quietly
      +scene/invite [<id>=]<name>  invite someone (a private scene takes
      +scene/uninvite [<id>=]<name>  only its people and those invited)
      +scene/warn <text>          content warnings (+scene/unwarn clears)
      +scene/unshare <id>         ask staff to take a scene off the web
      +scene/strike <id>=<entry>  staff: remove one entry from any log
      +scene <id>   +scene/log [<id>] [<page>]   read (see +scenes, +pot)

    While a scene runs here, every pose, say and emit is kept with its
    author and time, and so is the game's own output: every roll of every
    ruleset, combat turns, aid, damage. A private roll is kept for staff's
    eyes only; OOC speech and people coming and going are not kept. What the
    room sees is written to the log first, so nothing anyone saw is lost.

    A scene closes a session for those in it when staff started it, or
    when at least two people in it each posed (a pose, say or emit). Only
    then is what a ruleset allows once a scene (such as the muse heal)
    given back, and what lasts until a session ends (a muse overexertion
    penalty) lifted; a scene opened and closed by one player closes
    nothing. +scene/finish says which it was. The weekly XP does not hang
    on it: taking part in any scene that week earns it.

    Joining a scene, or coming back into play while in one, shows its
    last entries (the repose; 10 of them, FOURFOLD_SCENE_REPOSE) and its
    content warning. A private scene can be joined only by its
    participants, those invited to it and staff: anyone in it may invite
    someone (+scene/invite), who is told and joins with +scene/join <id>
    if they choose.

    While the scene runs, /replace and /typo change your own last pose,
    say or emit: write it again in full after the switch (for a pose, the
    words after your name). The log keeps the earlier text for staff and
    marks the pose (edited) for everyone, here, on the web and in the
    downloads; the room is told. /replace shows the room the new text,
    /typo only that you fixed one.

    The scene's owner (whoever started it) or staff pause, resume, finish,
    set the content warning of and retitle it. A finished scene goes to the web archive at /scenes/
    unless it is private. Once finished, its log is staff's alone to edit.

    Examples:
      +scene/start The bandit road
      +scene/event 3
      +scene/type plot
      +scene/warn violence, blood
      +scene/invite Mara
      +scene/invite 12=Mara
      +scene/uninvite Mara
      +scene/unwarn
      +scene/typo draws her sword, not her blade.
      +scene/replace steps back into the shadows.
      +scene/finish
    """

    key = "+scene"
    switch_options = ("start", "event", "join", "leave", "pause", "resume", "finish", "end", "title",
                      "summary", "type", "private", "open", "order", "undo", "unshare", "strike",
                      "log", "replace", "typo", "invite", "uninvite", "warn", "unwarn")
    syntax = "+scene/<switch> [<args>]  (see help +scene)"
    help_category = "Scenes"

    def run(self):
        if len(self.switches) > 1:
            self.fail("Give one switch at a time.")
        switch = self.switches[0] if self.switches else None
        if switch is None:
            return self.show_scene(self.args)
        if switch == "end":
            switch = "finish"
        getattr(self, f"do_{switch}")()

    # --- helpers ---------------------------------------------------------------
    def here(self):
        room = self.caller.location
        scene = scene_store.in_room(room)
        if scene is None:
            self.fail("No scene is running here. Start one with +scene/start.", syntax=False)
        return scene

    def require_owner(self, scene, what: str):
        if scene.owner_id != self.caller.id and not self.is_staff():
            self.fail(f"Only {shown(scene.owner_name)}, who organizes this scene, or staff can "
                      f"{what}.", syntax=False)

    def tell_room(self, text: str):
        self.caller.location.msg_contents(text, scene_log=False)

    # --- switches ----------------------------------------------------------------
    def do_start(self):
        room = self.caller.location
        if room is None:
            self.fail("You need to be in a room for a scene.", syntax=False)
        found = scene_store.in_room(room)
        if found is not None:
            self.fail(f"Scene {found.id} is already running here (owner {shown(found.owner_name)}): "
                      "+scene/join it, or its owner finishes it first.", syntax=False)
        title = one_line_collapsed(self.args, 10_000)
        if len(title) > TITLE_MAX:
            self.fail(f"Keep the title to {TITLE_MAX} characters.")
        scene = scene_store.start(room, self.caller, title, staff=self.is_staff())
        named = f" '{shown(title)}'" if title else ""
        self.tell_room(f"{self.caller.key} starts scene {scene.id}{named} here. Everything "
                       "said and rolled here is logged until it finishes (+scene/finish).")

    def do_event(self):
        """A scene for a planned event: titled after it, of type "event", for
        its creator, those signed up, or staff; those signed up who are
        online hear where it runs."""
        from core.numbers import parse_int
        from features.community import events

        number = parse_int(self.args.strip().lstrip("#"), 1, 10**9, "an event number", signs="")
        event = events.get_event(number)
        if event is None:
            self.fail(f"There is no event {number}; +events lists them.", syntax=False)
        allowed = {event.get("creator")} | set(event.get("signups") or [])
        if self.caller.id not in allowed and not self.is_staff():
            self.fail(f"Sign up for event {number} first (+event/signup {number}).", syntax=False)
        self.args = event["title"][:TITLE_MAX]
        self.do_start()
        scene = scene_store.in_room(self.caller.location)
        if scene is None:
            return
        if "event" in [t.lower() for t in settings.FOURFOLD_SCENE_TYPES]:
            scene_store.update(scene, scene_type="event")
        where = self.caller.location.key
        from evennia.objects.models import ObjectDB

        for char in ObjectDB.objects.filter(id__in=event.get("signups") or []):
            if char.id != self.caller.id and char.location != self.caller.location:
                char.msg(f"The scene for event {number} ('{shown(event['title'])}') has started in "
                         f"{where} (scene {scene.id}).")

    def do_join(self):
        if self.args.strip():
            scene = scene_store.get(self.args)
            if scene is None or not scene.active:
                self.fail(f"There is no running scene {self.args.strip()}.")
        else:
            scene = self.here()
        if not scene_tools.may_join(scene, self.caller, self.is_staff()):
            self.fail(f"Scene {scene.id} is private: you join it once someone in it invites "
                      "you (+scene/invite).", syntax=False)
        if not scene_store.join(scene, self.caller):
            self.fail(f"You are already in scene {scene.id}.", syntax=False)
        self.caller.msg(f"You join scene {scene.id}.")
        self.show_repose(scene)

    def do_leave(self):
        scene = self.here()
        if not scene_store.leave(scene, self.caller):
            self.fail(f"You are not in scene {scene.id}.", syntax=False)
        self.caller.msg(f"You leave scene {scene.id}; what you posed stays in its log.")

    def do_pause(self):
        from features.scenes.models import PAUSED, RUNNING

        scene = self.here()
        self.require_owner(scene, "pause it")
        if scene.state != RUNNING:
            self.fail("The scene is already paused.", syntax=False)
        scene_store.set_state(scene, PAUSED)
        self.tell_room(f"{self.caller.key} pauses scene {scene.id}: nothing is logged until "
                       "+scene/resume.")

    def do_resume(self):
        from features.scenes.models import PAUSED, RUNNING

        scene = self.here()
        self.require_owner(scene, "resume it")
        if scene.state != PAUSED:
            self.fail("The scene is not paused.", syntax=False)
        scene_store.set_state(scene, RUNNING)
        self.tell_room(f"{self.caller.key} resumes scene {scene.id}: logging again.")

    def do_finish(self):
        scene = self.here()
        self.require_owner(scene, "finish it")
        counts = scene_store.finish(scene)
        lines = [f"{self.caller.key} finishes scene {scene.id}."
                 + ("" if scene.private else " Its log is in the archive (+scene/log, /scenes/).")]
        if counts:
            lines.append(CLOSES_A_SESSION)
            from rulesets import registry

            for ruleset in registry.installed().values():
                scene_end = ruleset.load("scene_end")
                if scene_end is not None:
                    lines += scene_end(scene)
        else:
            lines.append(CLOSES_NO_SESSION)
        self.tell_room("\n".join(lines))

    def do_title(self):
        scene = self.here()
        self.require_owner(scene, "retitle it")
        title = one_line_collapsed(self.args, 10_000)
        if not title or len(title) > TITLE_MAX:
            self.fail(f"Give a title of 1 to {TITLE_MAX} characters.")
        scene_store.update(scene, title=title)
        self.caller.msg(f"Scene {scene.id} is now titled '{shown(title)}'.")

    def do_summary(self):
        scene = self.here()
        self.require_owner(scene, "summarize it")
        text = " ".join(self.args.split())
        if not text or len(text) > SUMMARY_MAX:
            self.fail(f"Give a summary of 1 to {SUMMARY_MAX} characters.")
        scene_store.update(scene, summary=text)
        self.caller.msg(f"Scene {scene.id} has its summary.")

    def do_type(self):
        scene = self.here()
        self.require_owner(scene, "set its type")
        types = [t.lower() for t in settings.FOURFOLD_SCENE_TYPES]
        wanted = self.args.strip().lower()
        if wanted not in types:
            self.fail(f"Scene types: {', '.join(types)}.")
        scene_store.update(scene, scene_type=wanted)
        self.caller.msg(f"Scene {scene.id} is a {wanted} scene.")

    def do_private(self):
        self.set_private(True)

    def do_open(self):
        self.set_private(False)

    def set_private(self, private: bool):
        if self.args.strip():
            scene = scene_store.get(self.args)
            if scene is None:
                self.fail(f"There is no scene {self.args.strip()}.")
        else:
            scene = self.here()
        self.require_owner(scene, "change who may read it")
        if not scene.active and not self.is_staff():
            self.fail("A finished scene's sharing is changed by staff: ask with +scene/unshare.",
                      syntax=False)
        scene_store.update(scene, private=private)
        self.caller.msg(f"Scene {scene.id} is {'private' if private else 'open'}: "
                        + ("only its participants and staff can read it."
                           if private else "it goes to the archive when it finishes."))

    def do_order(self):
        scene = self.here()
        self.require_owner(scene, "turn the pose order on or off")
        wanted = self.args.strip().lower()
        if wanted not in ("on", "off"):
            self.fail("Say +scene/order on or +scene/order off.")
        scene_store.update(scene, order_on=wanted == "on")
        scene_log.set_order(scene.id, wanted == "on")
        self.tell_room(f"{self.caller.key} turns the pose order {wanted} for scene {scene.id}.")

    def do_undo(self):
        room = self.caller.location
        scene = scene_store.in_room(room)
        if scene is None:
            self.fail("No scene is running here; a finished log is staff's to edit.",
                      syntax=False)
        entry = scene_store.undo(scene, self.caller)
        if entry is None:
            self.fail("You have no pose in this scene's log to take back.", syntax=False)
        self.tell_room(f"{self.caller.key} takes their last pose out of the scene's log.")

    def do_unshare(self):
        scene = scene_store.get(self.args)
        if scene is None:
            self.fail("Name the scene: +scene/unshare <id>.")
        if not scene_store.is_participant(scene, self.caller) and not self.is_staff():
            self.fail("Only those who took part in a scene can ask for that.", syntax=False)
        if not scene.shared:
            self.fail(f"Scene {scene.id} is not in the archive.", syntax=False)
        self.caller.msg(request_unshare(scene, self.caller))

    def do_strike(self):
        if not self.is_staff():
            self.fail("Striking lines from a scene's log is for staff only.", syntax=False)
        scene = scene_store.get(self.lhs or "")
        number = (self.rhs or "").strip()
        if scene is None or not number.isascii() or not number.isdigit() or len(number) > 7:
            self.fail("Say +scene/strike <scene id>=<entry number>.")
        rows = scene_store.entries(scene, staff=True, start=int(number) - 1, count=1) \
            if int(number) > 0 else []
        if not rows:
            self.fail(f"Scene {scene.id} has no entry {number}.", syntax=False)
        rows[0].delete()
        self.caller.msg(f"Entry {number} of scene {scene.id} is struck from its log.")
