"""Scenes: the Django app that stores every scene and its log.

One row per scene (:class:`features.scenes.models.Scene`), one per participant and
one per logged line (:class:`features.scenes.models.SceneEntry`, indexed by scene and
order), so a long log is read a page at a time. The running scenes
and the writing of their logs are features/scenes/log.py (its ``LOG`` is
the ``room_log`` hook); the commands in features/scenes/commands/; the
web pages in features/scenes/web/views.py; following and posting to a
running scene from the browser in features/scenes/live/.
"""

from core.features import Feature

FEATURE = Feature(
    key="scenes",
    name="Scenes and their logs",
    app="features.scenes.apps.ScenesConfig",
    urls="features.scenes.web.urls",
    requires=("community", "places"),
    character_commands=(
        "features.scenes.commands.scene.CmdScene",
        "features.scenes.commands.reading.CmdScenes",
        "features.scenes.commands.reading.CmdPot",
        "features.scenes.commands.plot.CmdPlot",
        "features.scenes.commands.plot.CmdPlots",
    ),
    hooks={"room_log": "features.scenes.log.LOG",
           "at_post_puppet": ("features.scenes.hooks.repose_on_puppet",
                              "features.scenes.live.push.at_post_puppet"),
           "at_post_move": "features.scenes.live.push.at_post_move",
           "at_session_end": "features.scenes.live.watchers.drop_session"},
)
