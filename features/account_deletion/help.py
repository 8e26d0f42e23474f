"""Help topics for deleting an account; the command's own entry comes from
its docstring."""

HELP_ENTRY_DICTS = [
    {
        "key": "deleting your account",
        "aliases": ["account deletion", "delete account"],
        "category": "General",
        "text": """
        You can delete your account yourself, in the game with
        +account/delete <your password> and then +account/delete/yes, or on
        the website's account page (Delete account), which asks for your
        password too. Staff can do it for you if you ask them.

        What goes: your characters retire (nobody plays them again; they
        leave the roster and the character gallery), their profiles,
        descriptions and settings are erased, mail they received is
        deleted, and you can no longer log in.

        What stays: your poses in scenes and your board posts, because
        other players' stories depend on them. They keep your character's
        name, or read "a former player" when the game is set that way.
        Letters you sent stay with the people who received them.

        Every deletion leaves a record of who asked, when and how much was
        removed, never the removed data itself. Backups made before the
        deletion still hold your data until they rotate out: the game keeps
        daily, weekly and monthly backups (the FOURFOLD_BACKUP_KEEP_*
        settings), so with the usual settings the last copy is gone about
        six months later.

        Examples:
          +account/delete my-secret-password
          +account/delete/yes
        """,
    },
]
