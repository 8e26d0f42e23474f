"""Live scenes: the game's side of the protocol between the game and the
browser (the scene page and the play page), over Evennia's websocket as
out-of-band commands. The protocol is written down in
docs/live_protocol.md; in short:

- the browser sends ``scene_watch`` / ``scene_unwatch`` / ``scene_post``
  (features/scenes/live/inputfuncs.py, listed in INPUT_FUNC_MODULES);
- the game sends ``scene_entry`` (a logged line, after its commit),
  ``scene_state`` (who is in it, the pose order, whose turn, what you may
  do), ``your_turn`` and ``room_scene`` (features/scenes/live/push.py).

Who watches which scene is kept in memory, on nothing but this module's
dicts (features/scenes/live/watchers.py): a session's subscriptions end
with it. A scene's state is worked out once per change, from memory after
a pose (features/scenes/live/state.py), never once per watcher, and a pose
with nobody watching costs one dict lookup.
"""
