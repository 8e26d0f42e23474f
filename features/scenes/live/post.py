"""Posting into a running scene from its web page (``scene_post``).

docs/rulings.md, "Scenes": a participant of a running scene may post into it from
the page wherever their character stands; the scene's room sees the post
as if made there and it is logged like any pose. So a post goes through the
same functions as the commands, with the scene's room as where it happens
and the character left where it stands: features/community/speech.py
(pose, say, emit, ooc) and, for a roll, the ``roll`` part of the ruleset
of the scene's room (rulesets/base.py), which its ``+roll`` calls too.
Combat actions are taken in the room only: a post is one of
:data:`KINDS`, nothing else.

A refusal (not signed in, no such scene, not running, not a participant,
an empty text, too many posts, or what the roll refuses, too many rolls
among them: FOURFOLD_ROLL_RATE) is raised as :class:`Refused` and answered
with ``scene_error``; nothing is stored.
"""

from __future__ import annotations

from collections import deque

from evennia.utils import logger

from core.errors import CommandFailed
from core.game_settings import setting
from core.message_types import EMIT, OOC, POSE, SAY, SPOOFABLE
from core.rolls import ratelimit
from core.text.controls import strip_controls
from core.text.player import strip_links
from features.community import speech
from features.scenes import access
from features.scenes import log as scene_log
from features.scenes import store as scene_store
from features.scenes.live import watching

ROLL = "roll"
KINDS = (POSE, SAY, EMIT, OOC, ROLL)


class Refused(Exception):
    """The post is refused: the message is for the player."""


def post_from(session, value, kind, text) -> bool:
    """``scene_post`` from ``session``; a refusal goes back as ``scene_error``."""
    scene_id = watching.scene_id_of(value)
    account = getattr(session, "account", None) if getattr(session, "logged_in", False) else None
    try:
        post(account, getattr(session, "puppet", None), scene_id, kind, text)
    except Refused as err:
        watching.refuse(session, scene_id if scene_id is not None else None, str(err))
        return False
    return True


def clean(kind: str, text) -> str:
    """The text as a typed line is cleaned (no control characters, no link
    codes); a line break typed in the composer is ``|/`` in a pose or an
    emit, a space elsewhere."""
    text = strip_links(strip_controls(text.replace("\r\n", "\n").replace("\r", "\n")))
    if kind in SPOOFABLE:  # pose and emit may run over several lines
        return text.strip().replace("\n", "|/")
    return " ".join(text.split())


def post(account, puppet, scene_id, kind, text) -> None:
    """Post ``text`` as ``kind`` into the scene, for ``account`` (through
    ``puppet`` when that is one of the scene's participants). Raises
    :class:`Refused`."""
    if account is None:
        raise Refused("Sign in to post into a scene.")
    if kind not in KINDS:
        raise Refused("Post a pose, say, emit, ooc or roll.")
    if not isinstance(text, str) or not clean(kind, text):
        raise Refused("Write something to post first.")
    text = clean(kind, text)
    scene = scene_store.get(scene_id) if scene_id is not None else None
    if scene is None or not access.may_read(account, scene):
        raise Refused("There is no such scene to post into.")
    room = _room(scene)
    if room is None or scene_log.running_scene_id(room) != scene.id:
        raise Refused(f"Scene {scene.id} is not running: nothing can be posted into it now.")
    char = access.poster(account, scene, puppet)
    if char is None:
        raise Refused(f"Only those in scene {scene.id} post into it (+scene/join {scene.id} "
                      "in its room).")
    _check_rate(account)
    if kind == ROLL:
        _roll(char, room, text)
    else:
        _speak(char, room, kind, text)
    _note_post(account)


def _room(scene):
    from evennia.objects.models import ObjectDB

    return ObjectDB.objects.get_id(scene.room_id)


def _speak(char, room, kind: str, text: str) -> None:
    try:
        if kind == POSE:
            speech.pose(char, room, text, place=_place(char, room))
        elif kind == EMIT:
            speech.emit(char, room, text)
        elif kind == OOC:
            speech.ooc(char, room, text)
        else:
            speech.say(char, room, text)
    except speech.NothingToSay as err:
        raise Refused(str(err)) from None


def _place(char, room):
    """The place ``char`` sits at, when it stands in the scene's room."""
    if char.location != room:
        return None
    from features.places import store as places

    return places.place_of(room, char)


def _roll(char, room, text: str) -> None:
    """The roll of the ruleset of the scene's room, made there; what it
    refuses is the post's refusal. It counts against the roller's limit of
    rolls as the ``+roll`` command does (core/rolls/ratelimit.py)."""
    from rulesets import registry

    ruleset = registry.get(registry.ruleset_for_room(room)[0])
    roll = ruleset.load("roll") if ruleset is not None else None
    if roll is None:
        raise Refused("Rolls cannot be posted into this scene: roll in its room.")
    refused = ratelimit.refusal(char)
    if refused:
        raise Refused(refused)
    try:
        roll(char, room, text)
    except CommandFailed as err:
        raise Refused(str(err)) from None
    except Exception:  # never let a player see a traceback
        logger.log_trace(f"Posting the roll {text!r} into {room!r} failed")
        raise Refused("Something went wrong with that command; staff can find it in the log.") from None
    ratelimit.record_for(char)


# --- how often one account may post from the web -----------------------------------
def _limit():
    rate = setting("FOURFOLD_SCENE_POST_RATE")
    if not rate or rate[0] <= 0 or rate[1] <= 0:
        return None
    return int(rate[0]), float(rate[1])


def _times(account, limit) -> deque:
    times = account.ndb.fourfold_scene_posts
    if not isinstance(times, deque):
        times = account.ndb.fourfold_scene_posts = deque()
    now = ratelimit.clock()
    while times and now - times[0] >= limit[1]:
        times.popleft()
    return times


def _check_rate(account) -> None:
    limit = _limit()
    if limit and len(_times(account, limit)) >= limit[0]:
        raise Refused(f"Too many posts: at most {limit[0]} every {limit[1]:g} seconds. "
                      "Wait a moment and send it again.")


def _note_post(account) -> None:
    limit = _limit()
    if limit:
        _times(account, limit).append(ratelimit.clock())
