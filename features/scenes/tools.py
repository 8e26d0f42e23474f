"""Scene tools as storage: the repose, editing your own last pose
(the earlier text kept), invitations to private scenes and who may join.
The commands that use them are in features/scenes/commands/tools.py; the
rulings are in docs/rulings.md, "Scenes".
"""

from __future__ import annotations

from django.conf import settings
from django.db import transaction

from features.scenes import log as scene_log
from features.scenes import store
from features.scenes.clock import now


def _models():
    from features.scenes import models

    return models


# --- repose -----------------------------------------------------------------------
def repose(scene, staff: bool = False, count: int | None = None) -> tuple[int, list]:
    """(number of the first entry shown, the last ``count`` entries), in order:
    ``FOURFOLD_SCENE_REPOSE`` of them unless told. Private rolls for staff only.
    Two small queries, whatever the log's length."""
    count = max(0, int(settings.FOURFOLD_SCENE_REPOSE if count is None else count))
    if count == 0:
        return 1, []
    rows = scene.entries.all() if staff else scene.entries.filter(private=False)
    last = list(rows.order_by("-seq")[:count])
    last.reverse()
    if not last:
        return 1, []
    before = rows.filter(seq__lt=last[0].seq).count()
    return before + 1, last


def repose_here(char):
    """The scene running or paused where ``char`` stands, when ``char`` is in
    it; else None (one query when no scene is there)."""
    scene = store.in_room(getattr(char, "location", None))
    if scene is None or not store.is_participant(scene, char):
        return None
    return scene


# --- editing your own last pose ---------------------------------------------------
def reworded(entry, text: str) -> str:
    """The entry's new text from ``text``, in the entry's own kind: a pose is
    its author's name and the words (no space before ``'``, ``,`` or ``:``, as
    the pose command does), a say the words said, an emit the words alone."""
    from core.text.player import one_line

    name = entry.author_name
    if entry.kind == "say":
        return f'{name} says, "{one_line(text)}"'
    if entry.kind == "pose":
        from features.community.speech import pose_text

        return pose_text(name, text)
    return text


def edit_entry(entry, new_text: str, editor, how: str):
    """Give ``entry`` its new text, keeping the one it had as a SceneEdit row
    (for staff) and marking it edited. Returns the edit row."""
    m = _models()
    when = now()
    with transaction.atomic():
        edit = m.SceneEdit.objects.create(entry=entry, old_text=entry.text, how=how,
                                          editor_id=editor.id, editor_name=editor.key,
                                          edited=when)
        entry.text, entry.edited_at = new_text, when
        entry.save(update_fields=["text", "edited_at"])
    return edit


def earlier_texts(entry_ids) -> dict:
    """entry id -> its SceneEdit rows, oldest first (one query)."""
    found: dict = {}
    ids = list(entry_ids)
    if not ids:
        return found
    for edit in _models().SceneEdit.objects.filter(entry_id__in=ids).order_by("edited", "id"):
        found.setdefault(edit.entry_id, []).append(edit)
    return found


# --- invitations and joining ------------------------------------------------------
def invite_of(scene, char):
    return scene.invites.filter(char_id=char.id).first()


def invite(scene, char, by) -> bool:
    """Invite ``char`` to ``scene``; False when already invited."""
    _, made = _models().SceneInvite.objects.get_or_create(
        scene=scene, char_id=char.id,
        defaults={"name": char.key, "by_id": by.id, "by_name": by.key, "invited": now()})
    scene_log.forget_outsiders(scene.id)  # who the scene takes is read again
    return made


def uninvite(scene, char) -> bool:
    gone, _ = scene.invites.filter(char_id=char.id).delete()
    scene_log.forget_outsiders(scene.id)
    return bool(gone)


def may_join(scene, char, staff: bool) -> bool:
    """The ruling on joining: anyone joins an open scene; a private one takes
    its participants, those invited to it, and staff."""
    if not scene.private or staff:
        return True
    return store.is_participant(scene, char) or scene.invites.filter(char_id=char.id).exists()
