"""Reading scenes in the game: +scenes, +scene <id>, +scene/log, +pot."""

from __future__ import annotations

from django.conf import settings

from core.command import FourfoldCommand
from core.text import tables
from features.scenes import store as scene_store
from features.scenes import tools as scene_tools
from features.scenes.order import pose_order
from features.scenes.text import game_line, shown


def _idle(seconds: float) -> str:
    minutes = int(seconds // 60)
    return f"{minutes // 60}h{minutes % 60:02d}m" if minutes >= 60 else f"{minutes}m"


class SceneReading:
    """What +scene shares with the readers: may the caller read a scene,
    the one-scene summary and the paged log."""

    def may_read(self, scene) -> bool:
        return (not scene.private or self.is_staff()
                or scene_store.is_participant(scene, self.caller))

    def readable(self, text: str):
        scene = scene_store.get(text)
        if scene is None:
            self.fail(f"There is no scene {text.strip()}.", syntax=False)
        if not self.may_read(scene):
            self.fail(f"Scene {scene.id} is private: only its participants and staff read it.",
                      syntax=False)
        return scene

    def show_scene(self, args: str):
        if args.strip():
            scene = self.readable(args)
        else:
            scene = scene_store.in_room(self.caller.location)
            if scene is None:
                self.fail("No scene is running here. +scenes lists them; +scene/start starts one.",
                          syntax=False)
        names = [shown(p.name) for p in scene_store.participants(scene)]
        poses = sum(scene_store.posers(scene).values())
        state = scene.state + (", private" if scene.private else "")
        self.caller.msg("\n".join([
            f"|wScene {scene.id}|n: {shown(scene.title) or '(untitled)'} ({scene.scene_type}; {state})",
            f"Owner: {shown(scene.owner_name)}   Place: {shown(scene.room_name)}   "
            f"Started: {scene.started.strftime('%Y-%m-%d %H:%M')} UTC",
            f"Participants: {', '.join(names) or 'nobody'}",
            f"Poses: {poses}   Log entries: {scene_store.entry_count(scene, self.is_staff())}"
            + (f"\n|rContent warning:|n {shown(scene.warning)}" if scene.warning else "")
            + (f"\nSummary: {shown(scene.summary)}" if scene.summary else "")]))

    def do_log(self):
        words = self.args.split()
        if len(words) > 2:
            self.fail("Say +scene/log [<id>] [<page>].")
        scene = self.readable(words[0]) if words else scene_store.in_room(self.caller.location)
        if scene is None:
            self.fail("No scene is running here: name one, +scene/log <id>.", syntax=False)
        page_text = words[1] if len(words) > 1 else "1"
        if not page_text.isascii() or not page_text.isdigit() or len(page_text) > 6 \
                or int(page_text) < 1:
            self.fail("The page is a number from 1.")
        page = int(page_text)
        size = max(1, int(settings.FOURFOLD_SCENE_LOG_PAGE))
        staff = self.is_staff()
        total = scene_store.entry_count(scene, staff)
        pages = max(1, -(-total // size))
        if page > pages:
            self.fail(f"Scene {scene.id}'s log has {pages} page(s).", syntax=False)
        start = (page - 1) * size
        rows = scene_store.entries(scene, staff=staff, start=start, count=size)
        # staff read what an edited pose said before (features/scenes/tools.py)
        edits = scene_tools.earlier_texts(r.id for r in rows if r.edited_at) if staff else {}
        lines = [f"|wScene {scene.id}|n: {shown(scene.title) or '(untitled)'} - page {page} of {pages}"]
        lines += [game_line(start + i + 1, row, edits.get(row.id, ()))
                  for i, row in enumerate(rows)] or ["(nothing logged yet)"]
        if page < pages:
            lines.append(f"More: +scene/log {scene.id} {page + 1}")
        self.caller.msg("\n".join(lines))


class CmdScenes(SceneReading, FourfoldCommand):
    """
    List the scenes running now and the latest finished ones.

    Usage:
      +scenes

    Private scenes are listed only for their participants and staff. A
    scene's content warning (+scene/warn) is listed under the table, marked
    CW with the scene's id. Read one with +scene <id> and its log with
    +scene/log <id>; the finished, shared ones are also on the web at
    /scenes/, and plots of several scenes with +plots.

    Example:
      +scenes
    """

    key = "+scenes"
    syntax = "+scenes"
    help_category = "Scenes"

    def run(self):
        from features.scenes.models import FINISHED, Scene

        if self.args.strip():
            self.fail("Nothing goes after +scenes; +scene <id> shows one.")
        active = list(Scene.objects.exclude(state=FINISHED).order_by("started"))
        recent = list(Scene.objects.filter(state=FINISHED)
                      .order_by("-finished")[:max(0, int(settings.FOURFOLD_SCENE_RECENT)) * 3])
        rows = [s for s in active if self.may_read(s)]
        done = [s for s in recent if self.may_read(s)][:int(settings.FOURFOLD_SCENE_RECENT)]
        if not rows and not done:
            self.caller.msg("No scenes yet. Start one with +scene/start.")
            return
        table = tables.table(("Id", "Title", "Place", "Owner", "State"),
                             [(scene.id, shown(scene.title) or "(untitled)", shown(scene.room_name),
                               shown(scene.owner_name), scene.state + ("*" if scene.private else ""))
                              for scene in rows + done])
        warned = [f"|rCW|n {scene.id}: {shown(scene.warning)}" for scene in rows + done
                  if scene.warning]
        self.caller.msg("\n".join([table, "* private"] + warned))


class CmdPot(FourfoldCommand):
    """
    The pose order of the scene here.

    Usage:
      +pot

    Lists the scene's participants, who has waited longest since their
    last pose first, with how long that has been. Someone who has not
    posed for an hour (a setting, FOURFOLD_SCENE_ORDER_DROP) drops off the
    order until they pose again. The scene's owner can have the next in
    line named after every pose with +scene/order on.

    Example:
      +pot
    """

    key = "+pot"
    syntax = "+pot"
    help_category = "Scenes"

    def run(self):
        if self.args.strip():
            self.fail("Nothing goes after +pot.")
        scene = scene_store.in_room(self.caller.location)
        if scene is None:
            self.fail("No scene is running here.", syntax=False)
        order = pose_order(scene)
        if not order:
            self.caller.msg(f"Nobody is in scene {scene.id}'s pose order (an hour without a pose drops you).")
            return
        lines = [f"|wPose order, scene {scene.id}|n (longest waiting first):"]
        lines += [f"  {i}. {shown(name)} - {_idle(wait)}" for i, (name, _cid, wait) in enumerate(order, 1)]
        self.caller.msg("\n".join(lines))
