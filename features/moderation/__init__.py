"""Moderation: site locks on addresses, networks and host names
(``+sitelock``: ``ban``, ``register``, ``suspect``).

The logic is plain functions in features/moderation/sitelocks.py, which the
game's command and a web page both call; every change leaves an audit
record (models.py ``AuditEntry``: who, when, what). The typeclasses reach
the locks only through the ``site_lock`` hook (core/features.py).
"""

from core.features import Feature

FEATURE = Feature(
    key="moderation",
    name="Site locks",
    app="features.moderation.apps.ModerationConfig",
    account_commands=("features.moderation.commands.sitelock.CmdSitelock",),
    help_modules=("features.moderation.help",),
    hooks={"site_lock": "features.moderation.sitelocks.site_lock"},
)
