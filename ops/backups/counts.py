"""What a backup is checked by: how many accounts, characters, scenes,
scene entries, letters, board posts and wiki revisions a database holds,
and which migrations it has.

Counted in plain SQL over the tables, not through the models, so the same
queries read the live database, a scratch copy of a backup opened with
sqlite3, or a scratch PostgreSQL database, with no Django connection to it.
The tables are the features' own (their app labels keep the names:
scenes_sceneentry, community_post, wiki_revision) and Evennia's: a letter is
an Evennia Msg tagged in the "mail" category (features/community/mail.py),
counted once per stored copy.
"""

import pkgutil
from importlib import import_module

from django.conf import settings

# name -> SQL giving one number; {character} is the character typeclass.
QUERIES = {
    "accounts": "SELECT COUNT(*) FROM accounts_accountdb",
    "characters": "SELECT COUNT(*) FROM objects_objectdb WHERE db_typeclass_path = {character}",
    "scenes": "SELECT COUNT(*) FROM scenes_scene",
    "scene_entries": "SELECT COUNT(*) FROM scenes_sceneentry",
    "mail": (
        "SELECT COUNT(DISTINCT mt.msg_id) FROM comms_msg_db_tags mt"
        " JOIN typeclasses_tag t ON t.id = mt.tag_id WHERE t.db_category = 'mail'"
    ),
    "board_posts": "SELECT COUNT(*) FROM community_post",
    "wiki_revisions": "SELECT COUNT(*) FROM wiki_revision",
}


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def count(cursor) -> dict:
    """The counts, read through a DB-API ``cursor`` (sqlite3 or psycopg)."""
    character = _quoted(settings.BASE_CHARACTER_TYPECLASS)
    found = {}
    for name, sql in QUERIES.items():
        cursor.execute(sql.format(character=character))
        found[name] = cursor.fetchone()[0]
    return found


def applied_migrations(cursor) -> set[tuple[str, str]]:
    cursor.execute("SELECT app, name FROM django_migrations")
    return {(app, name) for app, name in cursor.fetchall()}


def known_migrations() -> set[tuple[str, str]]:
    """Every migration the code has on disk, by file name: the set Django's
    loader finds, without importing the migrations (one of Evennia's opens
    the live database when imported, which must not be needed to restore
    over a damaged one)."""
    from django.apps import apps
    from django.db.migrations.loader import MigrationLoader

    found = set()
    for config in apps.get_app_configs():
        module_name, _explicit = MigrationLoader.migrations_module(config.label)
        if module_name is None:
            continue
        try:
            package = import_module(module_name)
        except ModuleNotFoundError:
            continue
        for info in pkgutil.iter_modules(getattr(package, "__path__", [])):
            if not info.ispkg and info.name[0] not in "_~":
                found.add((config.label, info.name))
    return found
