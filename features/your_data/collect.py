"""What a data file holds: the whole game's player data, or one account's.

:func:`whole_game` and :func:`for_account` each answer a :class:`Selection`:
the accounts, the characters, the rows of every table in tables.py, the
mail and the events, as JSON-ready records (docs/data-format.md lists their
fields). Both go through the same record makers, so a player's file reads
exactly like the same part of the game's.

The whole game's characters are every object of the game's character
typeclass (or one made from it) except the demo world's built-in ones,
which every game builds for itself; rooms, exits and things are not in the
file (a backup keeps the whole database). One account's file holds its
characters and what they took part in: scenes they joined, posed in or ran
(without other people's private entries), mail they sent or got, their
board posts, their requests (without staff-only comments), events they made
or signed up for, their XP records and the wiki revisions they wrote. Its
account record never holds the password's hash.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.conf import settings
from django.db.models import Q

from features.your_data import values
from features.your_data.tables import TABLES, Table, column

# Evennia's set-up makes object #1, the first admin's character, in every game
SETUP_CHARACTER_ID = 1
DEMO_TAG, DEMO_CATEGORY = "fourfold_demo", "demo"  # the demo world's own objects (features/demo/build.py)
MAIL_CATEGORY, MAIL_TO_CATEGORY = "mail", "mail_to"  # features/community/mail.py
EVENTS_KEY, EVENTS_CATEGORY = "fourfold_events", "event"  # features/community/events.py


@dataclass
class Selection:
    kind: str                                  # "game" or "account"
    accounts: list = field(default_factory=list)
    characters: list = field(default_factory=list)
    rows: dict = field(default_factory=dict)   # table file -> queryset or list of model rows
    mail: list = field(default_factory=list)   # Msg rows
    events: list = field(default_factory=list)  # event dicts
    account: object = None                     # the account of a personal file


def stamp(value):
    """A datetime as ISO 8601 text (JSON has no dates); other values as they are."""
    return value.isoformat() if isinstance(value, datetime) else value


# --- records -----------------------------------------------------------------------
def _attributes(holder) -> list[dict]:
    out = []
    for attr in holder.db_attributes.all().order_by("id"):
        out.append({"key": attr.db_key, "category": attr.db_category, "type": attr.db_attrtype,
                    "value": values.to_json(attr.value), "text": attr.db_strvalue})
    return out


def _tags(holder, tagtype=None) -> list:
    return sorted([t.db_key, t.db_category] for t in holder.db_tags.all()
                  if t.db_tagtype == tagtype)


def _place(obj):
    return {"id": obj.id, "key": obj.db_key} if obj is not None else None


def owners() -> dict[int, int]:
    """character id -> the id of the account it belongs to. Evennia sets a
    character's own ``account`` only while it is played; whose it is is the
    account's list of characters (``account.characters``)."""
    from evennia.accounts.models import AccountDB

    found = {}
    for account in AccountDB.objects.all().order_by("id"):
        for char in characters_of(account):
            found.setdefault(char.id, account.id)
    return found


def characters_of(account) -> list:
    """The characters ``account`` holds (its ``characters``), Nones left out."""
    held = account.characters
    return [c for c in (held.all() if hasattr(held, "all") else held) if c is not None]


def character_record(char, owner=None) -> dict:
    return {
        "id": char.id, "key": char.db_key, "typeclass": char.db_typeclass_path,
        "account": char.db_account_id or owner, "location": _place(char.db_location),
        "home": _place(char.db_home), "created": stamp(char.db_date_created),
        "locks": char.db_lock_storage, "permissions": _tags(char, "permission"),
        "aliases": _tags(char, "alias"), "tags": _tags(char), "attributes": _attributes(char),
    }


def account_record(account, with_password: bool) -> dict:
    record = {
        "id": account.id, "username": account.username, "email": account.email or "",
        "typeclass": account.db_typeclass_path, "is_superuser": account.is_superuser,
        "is_active": account.is_active, "date_joined": stamp(account.date_joined),
        "last_login": stamp(account.last_login), "locks": account.db_lock_storage,
        "permissions": _tags(account, "permission"), "tags": _tags(account),
        "attributes": _attributes(account),
    }
    if with_password:
        record["password"] = account.password
    return record


def row_record(table: Table, row) -> dict:
    record = {"id": row.pk}
    for name in table.fields:
        record[name] = stamp(getattr(row, column(table, name)))
    for name in table.many:
        record[name] = sorted(getattr(row, name).values_list("pk", flat=True))
    return record


def mail_record(message) -> dict:
    return {
        "id": message.id, "header": message.db_header, "message": message.db_message,
        "created": stamp(message.db_date_created), "locks": message.db_lock_storage,
        "sender_characters": sorted(message.db_sender_objects.values_list("id", flat=True)),
        "sender_accounts": sorted(message.db_sender_accounts.values_list("id", flat=True)),
        "sender_external": message.db_sender_external or "",
        "receiver_characters": sorted(message.db_receivers_objects.values_list("id", flat=True)),
        "receiver_accounts": sorted(message.db_receivers_accounts.values_list("id", flat=True)),
        "tags": _tags(message),
    }


def event_record(event: dict) -> dict:
    return values.to_json(dict(event))


# --- selections --------------------------------------------------------------------
def game_characters() -> list:
    from evennia.objects.models import ObjectDB

    base = settings.BASE_CHARACTER_TYPECLASS
    demo = set(ObjectDB.objects.get_by_tag(DEMO_TAG, category=DEMO_CATEGORY).values_list("id", flat=True))
    return [obj for obj in ObjectDB.objects.all().order_by("id")
            if obj.id not in demo and obj.is_typeclass(base, exact=False)]


def mail_messages():
    from evennia.comms.models import Msg

    return Msg.objects.get_by_tag(category=MAIL_CATEGORY).distinct().order_by("db_date_created", "id")


def calendar_events() -> list[dict]:
    from evennia.scripts.models import ScriptDB

    cal = ScriptDB.objects.filter(db_key=EVENTS_KEY).first()
    if cal is None:
        return []
    found = [a.value for a in cal.db_attributes.all() if a.db_category == EVENTS_CATEGORY]
    return sorted((dict(e) for e in found), key=lambda e: e.get("id", 0))


def whole_game() -> Selection:
    from evennia.accounts.models import AccountDB

    rows = {t.file: t.model_class().objects.all().order_by("pk") for t in TABLES}
    return Selection("game", accounts=list(AccountDB.objects.all().order_by("id")),
                     characters=game_characters(), rows=rows, mail=list(mail_messages()),
                     events=calendar_events())


def account_characters(account) -> list:
    from evennia.objects.models import ObjectDB

    own = {obj.id: obj for obj in ObjectDB.objects.filter(db_account=account)}
    for char in characters_of(account):
        own.setdefault(char.id, char)
    return [own[i] for i in sorted(own)]


def for_account(account) -> Selection:
    """Everything of ``account``'s (see the module's docstring)."""
    from features.scenes.models import Participant, SceneEntry

    chars = account_characters(account)
    ids = [c.id for c in chars]
    model = {t.file: t.model_class() for t in TABLES}
    scene_ids = set(Participant.objects.filter(char_id__in=ids).values_list("scene_id", flat=True))
    scene_ids |= set(SceneEntry.objects.filter(author_id__in=ids).values_list("scene_id", flat=True))
    scene_ids |= set(model["scenes"].objects.filter(owner_id__in=ids).values_list("id", flat=True))
    posts = model["board_posts"].objects.filter(author_id__in=ids).order_by("pk")
    requests = model["requests"].objects.filter(requester_id__in=ids).order_by("pk")
    revisions = model["wiki_revisions"].objects.filter(author_id=account.id).order_by("pk")
    plot_links = model["plot_scenes"].objects.filter(scene_id__in=scene_ids).order_by("pk")
    entries = model["scene_entries"].objects.filter(scene_id__in=scene_ids).filter(
        Q(private=False) | Q(author_id__in=ids)).order_by("pk")
    rows = {
        "scenes": model["scenes"].objects.filter(id__in=scene_ids).order_by("pk"),
        "scene_participants": model["scene_participants"].objects.filter(
            scene_id__in=scene_ids).order_by("pk"),
        "scene_entries": entries,
        "scene_edits": model["scene_edits"].objects.filter(entry__in=entries,
                                                           entry__author_id__in=ids).order_by("pk"),
        "scene_invites": model["scene_invites"].objects.filter(scene_id__in=scene_ids,
                                                               char_id__in=ids).order_by("pk"),
        "plots": model["plots"].objects.filter(links__in=plot_links).distinct().order_by("pk"),
        "plot_scenes": plot_links,
        "fights": [f for f in model["fights"].objects.order_by("pk")
                   if set(f.readers or []) & set(ids)],
        "boards": model["boards"].objects.filter(posts__in=posts).distinct().order_by("pk"),
        "board_posts": posts,
        "board_reads": model["board_reads"].objects.filter(reader_id__in=ids,
                                                           post__in=posts).order_by("pk"),
        "requests": requests,
        "request_comments": model["request_comments"].objects.filter(
            request__in=requests, staff_only=False).order_by("pk"),
        "wiki_pages": model["wiki_pages"].objects.filter(revisions__in=revisions).distinct().order_by("pk"),
        "wiki_revisions": revisions,
        "advancement": model["advancement"].objects.filter(char_id__in=ids).order_by("pk"),
        "login_records": model["login_records"].objects.filter(account_id=account.id).order_by("pk"),
    }
    mine = (Q(db_sender_objects__in=ids) | Q(db_receivers_objects__in=ids)
            | Q(db_sender_accounts=account) | Q(db_receivers_accounts=account))
    mail = list(mail_messages().filter(mine).distinct())
    events = [e for e in calendar_events()
              if e.get("creator") in ids or set(e.get("signups") or []) & set(ids)]
    return Selection("account", accounts=[account], characters=chars, rows=rows, mail=mail,
                     events=events, account=account)


def records(selection: Selection) -> dict[str, list]:
    """file name (without .json) -> its records, for every file of the format."""
    game = selection.kind == "game"
    owner = owners() if game else {c.id: selection.account.id for c in selection.characters}
    out = {
        "accounts": [account_record(a, with_password=game) for a in selection.accounts],
        "characters": [character_record(c, owner.get(c.id)) for c in selection.characters],
    }
    for table in TABLES:
        out[table.file] = [row_record(table, r) for r in selection.rows.get(table.file, [])]
    out["mail"] = [mail_record(m) for m in selection.mail]
    out["events"] = [event_record(e) for e in selection.events]
    return out
