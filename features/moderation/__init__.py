"""Moderation: site locks on addresses, networks and host names
(``+sitelock``: ``ban``, ``register``, ``suspect``) and gags that keep a
player off channels and out of public speech for some minutes (``+gag``),
and players' reports to staff with the words they saw (``+report``).

The logic is plain functions in features/moderation/sitelocks.py and
gags.py (whose state core/gags.py keeps, where the speech paths read it), which the
game's command and a web page both call; every change leaves an audit
record (models.py ``AuditEntry``: who, when, what). The typeclasses reach
the locks only through the ``site_lock`` hook (core/features.py).
"""

from core.features import Feature

FEATURE = Feature(
    key="moderation",
    name="Site locks and gags",
    app="features.moderation.apps.ModerationConfig",
    account_commands=("features.moderation.commands.sitelock.CmdSitelock",),
    character_commands=("features.moderation.commands.gag.CmdGag",
                        "features.moderation.commands.report.CmdReport"),
    requires=("community", "scenes", "pages"),
    help_modules=("features.moderation.help",),
    hooks={"site_lock": "features.moderation.sitelocks.site_lock"},
)
