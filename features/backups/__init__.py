"""Backups in the game: the nightly backup (a Script made at every start
when missing, the work in a thread off the Server's event loop), staff told
at once of a failed one (a line on the Staff channel and the server log;
an Admin's next login shows it) and ``+backup`` for Admins (status, make
one now, the list). The backups themselves are ops/backups/.
"""

from core.features import Feature

FEATURE = Feature(
    key="backups",
    name="Nightly backups and +backup for Admins",
    character_commands=("features.backups.commands.backup.CmdBackup",),
    hooks={
        "at_server_start": "features.backups.nightly.ensure",
        "login_notice": "features.backups.report.login_notice",
    },
)
