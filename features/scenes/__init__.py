"""Scenes: the Django app that stores every scene and its log.

One row per scene (:class:`features.scenes.models.Scene`), one per participant and
one per logged line (:class:`features.scenes.models.SceneEntry`, indexed by scene and
order), so a long log is read a page at a time. The running-scene registry
and the logging hook are in features/scenes/log.py; the commands in
commands/scene*.py; the web pages in features/scenes/web/views.py.
"""
