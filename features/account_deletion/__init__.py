"""A player deleting their own account, or staff deleting one on request.

One function does it (features/account_deletion/deletion.py
``delete_account``), called by ``+account/delete`` in the game and by the
``/account/delete/`` page; every deletion leaves a record (models.py
``Deletion``: who, for whom, when and how much of each kind went, never the
erased data itself). What goes, what stays and why is in deletion.py.
"""

from core.features import Feature

FEATURE = Feature(
    key="account_deletion",
    name="Deleting an account",
    app="features.account_deletion.apps.AccountDeletionConfig",
    urls="features.account_deletion.web.urls",
    requires=("scenes", "community", "roster", "pages"),
    account_commands=("features.account_deletion.commands.delete.CmdAccountDelete",),
    help_modules=("features.account_deletion.help",),
)
