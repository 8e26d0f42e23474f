"""The browser's side of live scenes: Evennia input functions (this module
is in settings.INPUT_FUNC_MODULES, and every public function in it answers
the client command of its name, so it holds nothing else).

``scene_watch {scene}``, ``scene_unwatch {scene}``, ``scene_post {scene,
kind, text}``; a refusal is answered with ``scene_error {scene, message}``
and changes nothing. See features/scenes/live/__init__.py.
"""

from __future__ import annotations


def scene_watch(session, *args, **kwargs):
    """Follow a scene live (if this session's account may read it)."""
    from features.scenes.live import watching

    watching.watch(session, kwargs.get("scene"))


def scene_unwatch(session, *args, **kwargs):
    """Stop following a scene."""
    from features.scenes.live import watching

    watching.unwatch(session, kwargs.get("scene"))


def scene_post(session, *args, **kwargs):
    """Post a pose, say, emit, ooc line or roll into a running scene."""
    from features.scenes.live import post

    post.post_from(session, kwargs.get("scene"), kwargs.get("kind"), kwargs.get("text"))
