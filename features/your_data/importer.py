"""A whole-game data file into an empty game (``./fourfold import``).

Everything is made in one database transaction: a file that fails any
check, or any record that cannot be made, leaves the game exactly as it
was. New rows get new ids; every reference in the file (a character's id in
a scene entry, a board post's parent, an Attribute pointing at a character)
is pointed at what was made from it. A reference to a character the file
does not hold (one deleted before the export) is kept as minus its old id
where the column takes any number, and as nothing where it must name a row.

A game is empty (:func:`why_not_empty`) when nobody but superuser accounts
(the first admin that set-up makes) has an account, no character exists but
theirs, the demo world's and object #1 (set-up's first character), and it holds no scenes, plots, fights, posts,
requests, wiki pages, XP records, mail or events. Boards may exist (the
demo world makes some): a board of the file takes the place of the one with
its number or name. A superuser of the file whose name the game already
has is that account (its password stays the game's), and a character of
theirs with the same name is that character (given the file's Attributes);
the file's object #1 is the game's object #1.
"""

from __future__ import annotations

import re
import secrets
from datetime import datetime

from django.conf import settings
from django.db import DatabaseError, transaction

from features.your_data import archive, collect, values
from features.your_data.archive import DataFileError
from features.your_data.tables import ACCOUNT, CHARACTER, ROOM, TABLES, Table, column

_LOCK_IDS = re.compile(r"\b(pid|id)\(\s*#?(\d+)\s*\)")


def why_not_empty() -> list[str]:
    """What the game holds that an import needs it not to (empty: none)."""
    from evennia.accounts.models import AccountDB

    found = []
    players = AccountDB.objects.filter(is_superuser=False).count()
    if players:
        found.append(f"{players} account(s) besides the superusers")
    admins = set(AccountDB.objects.filter(is_superuser=True).values_list("id", flat=True))
    owner = collect.owners()
    chars = [c for c in collect.game_characters() if c.id != collect.SETUP_CHARACTER_ID
             and (c.db_account_id or owner.get(c.id)) not in admins]
    if chars:
        found.append(f"{len(chars)} character(s) of players or nobody")
    for table in TABLES:
        if table.file == "boards":
            continue
        rows = table.model_class().objects.all()
        if table.file == "board_posts":
            rows = rows.exclude(author__isnull=True)  # the game's own (the demo's welcome)
        count = rows.count()
        if count:
            found.append(f"{count} {table.file.replace('_', ' ')}")
    mail = collect.mail_messages().count()
    if mail:
        found.append(f"{mail} mail message(s)")
    events = len(collect.calendar_events())
    if events:
        found.append(f"{events} event(s)")
    return found


def check(path) -> tuple[dict, dict]:
    """The file's (manifest, data) once every check an import makes before
    it writes has passed; a :class:`DataFileError` otherwise."""
    head, data = archive.read(path)
    if head["kind"] != "game":
        raise DataFileError("That is one player's data file, not a whole game's: only a "
                            "whole-game file (./fourfold export) can be imported.")
    newer = archive.unknown_migrations(head)
    if newer:
        raise DataFileError("The file comes from a game with database changes this one "
                            f"lacks ({', '.join(newer[:5])}): update this game first.")
    busy = why_not_empty()
    if busy:
        raise DataFileError("This game is not empty (it holds " + "; ".join(busy) + "): "
                            "import only into a new game.")
    return head, data


def import_file(path) -> dict[str, int]:
    """Import the whole-game file at ``path``; answers kind -> records made."""
    head, data = check(path)
    try:
        with transaction.atomic():
            if why_not_empty():  # something was made since the check
                raise DataFileError("This game stopped being empty during the import.")
            return _Import(data).run()
    except DataFileError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, LookupError, DatabaseError) as err:
        raise DataFileError(f"A record of the file cannot be made ({type(err).__name__}: "
                            f"{err}); nothing was imported.") from None
    except Exception as err:  # noqa: BLE001 - whatever a hostile record provokes, the transaction took it back
        raise DataFileError(f"The import stopped on a record of the file ({type(err).__name__}: "
                            f"{err}); nothing was imported.") from None


class _Import:
    def __init__(self, data: dict):
        self.data = data
        self.accounts: dict = {}     # id in the file -> AccountDB
        self.objects: dict = {}      # id in the file -> ObjectDB (characters)
        self.rows: dict = {t.file: {} for t in TABLES}  # file -> id in the file -> new pk
        self.rooms: dict = {}

    def run(self) -> dict[str, int]:
        for record in self.data["accounts"]:
            self.account(record)
        for record in self.data["characters"]:
            self.character(record)
        for record in self.data["accounts"]:
            self.give_attributes(self.accounts[record["id"]], record)
        for record in self.data["characters"]:
            char = self.objects[record["id"]]
            self.give_attributes(char, record)
            owner = self.accounts.get(record.get("account"))
            if owner is not None and char not in collect.characters_of(owner):
                owner.characters.add(char)
        for table in TABLES:
            self.table(table)
        for record in self.data["mail"]:
            self.mail(record)
        self.events(self.data["events"])
        return {kind: len(records) for kind, records in self.data.items()}

    # --- references --------------------------------------------------------------
    def char_id(self, old, nullable: bool):
        if old is None:
            return None
        made = self.objects.get(old)
        if made is not None:
            return made.id
        return None if nullable else -abs(int(old))

    def room_id(self, old, name: str, nullable: bool):
        from evennia.objects.models import ObjectDB

        if name not in self.rooms:
            found = [o for o in ObjectDB.objects.filter(db_key__iexact=name, db_location__isnull=True)
                     if o.is_typeclass(settings.BASE_ROOM_TYPECLASS, exact=False)] if name else []
            self.rooms[name] = found[0].id if len(found) == 1 else None
        made = self.rooms[name]
        if made is not None:
            return made
        return None if nullable else 0

    # --- accounts and characters ------------------------------------------------------
    def account(self, record: dict) -> None:
        from evennia.accounts.models import AccountDB
        from evennia.utils import create

        existing = AccountDB.objects.filter(username__iexact=record["username"]).first()
        if existing is not None:
            if not (existing.is_superuser and record.get("is_superuser")):
                raise DataFileError(f"The game already has an account {record['username']}.")
            self.accounts[record["id"]] = existing
            return
        account = create.create_account(
            record["username"], record.get("email") or None, secrets.token_urlsafe(24),
            typeclass=_typeclass(record.get("typeclass"), settings.BASE_ACCOUNT_TYPECLASS),
            is_superuser=bool(record.get("is_superuser")))
        if record.get("password"):
            account.password = record["password"]
        account.is_active = bool(record.get("is_active", True))
        if record.get("date_joined"):
            account.date_joined = datetime.fromisoformat(record["date_joined"])
        account.last_login = datetime.fromisoformat(record["last_login"]) if record.get("last_login") else None
        account.save()
        self.accounts[record["id"]] = account

    def character(self, record: dict) -> None:
        from evennia.utils import create

        if record["id"] == collect.SETUP_CHARACTER_ID:
            made = [c for c in collect.game_characters() if c.id == collect.SETUP_CHARACTER_ID]
            if made:  # both games' set-up made it: the same character
                self.objects[record["id"]] = made[0]
                return
        owner = self.accounts.get(record.get("account"))
        if owner is not None and owner.is_superuser:
            same = [c for c in collect.characters_of(owner) if c.db_key.lower() == record["key"].lower()]
            if same:
                self.objects[record["id"]] = same[0]
                return
        home = self._room(record.get("home")) or self._room(record.get("location")) or _default_home()
        where = self._room(record.get("location")) or home
        char = create.create_object(
            _typeclass(record.get("typeclass"), settings.BASE_CHARACTER_TYPECLASS),
            key=record["key"], location=where, home=home)
        if record.get("created"):
            char.db_date_created = datetime.fromisoformat(record["created"])
        char.save()
        self.objects[record["id"]] = char

    def _room_named(self, key):
        return self._room({"key": key}) if key else None

    def _room(self, place):
        from evennia.objects.models import ObjectDB

        if not place:
            return None
        found = self.room_id(place.get("id"), place.get("key") or "", nullable=True)
        return ObjectDB.objects.filter(id=found).first() if found else None

    def give_attributes(self, holder, record: dict) -> None:
        """The file's Attributes, tags, permissions, aliases and locks on
        ``holder``, in place of what its creation gave it."""
        from evennia.typeclasses.attributes import AttributeHandler

        holder.attributes.clear()
        holder.nicks.clear()
        for attr in record.get("attributes") or []:
            value = values.from_json(attr["value"], self.objects, self.accounts, self._room_named)
            handler = holder.nicks if attr.get("type") == "nick" else holder.attributes
            AttributeHandler.add(handler, attr["key"], value, category=attr.get("category"),
                                 strattr=False)
            if attr.get("text") is not None:
                AttributeHandler.add(handler, attr["key"], attr["text"],
                                     category=attr.get("category"), strattr=True)
        holder.tags.clear()
        for key, category in record.get("tags") or []:
            holder.tags.add(key, category=category)
        holder.permissions.clear()
        for key, _category in record.get("permissions") or []:
            holder.permissions.add(key)
        if hasattr(holder, "aliases"):
            holder.aliases.clear()
            for key, category in record.get("aliases") or []:
                holder.aliases.add(key, category=category)
        if record.get("locks"):
            holder.locks.clear()
            holder.locks.add(self.locks(record["locks"]))

    def locks(self, text: str) -> str:
        """A lock string with ``id(N)`` and ``pid(N)`` pointing at what was
        made from N (a character's puppet lock names its own and its
        account's ids)."""
        def swap(match):
            kind, old = match.group(1), int(match.group(2))
            made = (self.accounts if kind == "pid" else self.objects).get(old)
            return f"{kind}({made.id if made is not None else -old})"

        return _LOCK_IDS.sub(swap, text)

    # --- tables ----------------------------------------------------------------------
    def table(self, table: Table) -> None:
        model = table.model_class()
        later: list = []  # (new pk, column, old id): rows of this table pointing at others of it
        for record in self.data[table.file]:
            fields, dated, pending = {}, {}, []
            for name in table.fields:
                meta = model._meta.get_field(name)
                value = self.value(table, name, record.get(name), record, meta, pending)
                if getattr(meta, "auto_now", False) or getattr(meta, "auto_now_add", False):
                    dated[name] = value
                else:
                    fields[column(table, name)] = value
            if table.file == "board_posts" and fields.get("author_id") is None:
                same = model.objects.filter(author__isnull=True, board_id=fields["board_id"],
                                            title=fields["title"], text=fields["text"]).first()
                if same is not None:  # the game's own post, which the new game made too
                    model.objects.filter(pk=same.pk).update(**dated)
                    self.rows["board_posts"][record["id"]] = same.pk
                    continue
            if table.file == "boards":
                existing = model.objects.filter(number=fields["number"]).first() or \
                    model.objects.filter(name=fields["name"]).first()
                if existing is not None:
                    model.objects.filter(pk=existing.pk).update(**fields)
                    self.rows["boards"][record["id"]] = existing.pk
                    continue
            made = model.objects.create(**fields)
            if dated:
                model.objects.filter(pk=made.pk).update(**dated)
            self.rows[table.file][record["id"]] = made.pk
            later += [(made.pk, col, old) for _pk, col, old in pending]
            for name, target in table.many.items():
                ids = [self.rows[target[len("row:"):]][old] for old in record.get(name) or []]
                getattr(made, name).set(ids)
        for pk, col, old in later:
            model.objects.filter(pk=pk).update(**{col: self.rows[table.file][old]})

    def value(self, table, name, value, record, meta, later):
        ref = table.refs.get(name)
        if ref is None:
            if meta.get_internal_type() == "DateTimeField" and value:
                return datetime.fromisoformat(value)
            return value
        nullable = meta.null
        if ref == CHARACTER:
            if isinstance(value, list):
                return [self.char_id(v, nullable=False) for v in value]
            return self.char_id(value, nullable=nullable)
        if ref == ACCOUNT:
            made = self.accounts.get(value)
            return made.id if made is not None else None
        if ref == ROOM:
            return self.room_id(value, record.get("room_name") or "", nullable)
        target = ref[len("row:"):]
        if value is None:
            return None
        if target == table.file:
            later.append((None, column(table, name), value))
            return None
        return self.rows[target][value]

    # --- mail and events -------------------------------------------------------------
    def mail(self, record: dict) -> None:
        from evennia.comms.models import Msg

        message = Msg.objects.create(db_header=record.get("header") or "",
                                     db_message=record.get("message") or "",
                                     db_sender_external=record.get("sender_external") or None,
                                     db_lock_storage=record.get("locks") or "")
        if record.get("created"):  # (the first save set it to now)
            message.db_date_created = datetime.fromisoformat(record["created"])
            message.save(update_fields=["db_date_created"])
        message.db_sender_objects.set(self._made(record.get("sender_characters"), self.objects))
        message.db_sender_accounts.set(self._made(record.get("sender_accounts"), self.accounts))
        message.db_receivers_objects.set(self._made(record.get("receiver_characters"), self.objects))
        message.db_receivers_accounts.set(self._made(record.get("receiver_accounts"), self.accounts))
        for key, category in record.get("tags") or []:
            if category == collect.MAIL_TO_CATEGORY:
                ids = [self.char_id(int(i), nullable=False) for i in str(key).split(",") if i.strip()]
                key = ",".join(str(i) for i in ids)
            message.tags.add(key, category=category)

    @staticmethod
    def _made(old_ids, made: dict) -> list:
        return [made[old] for old in old_ids or [] if old in made]

    def events(self, records: list) -> None:
        if not records:
            return
        from features.community.events import CATEGORY, calendar

        cal = calendar(create=True)
        for record in records:
            event = values.from_json(record, self.objects, self.accounts)
            event["creator"] = self.char_id(event.get("creator"), nullable=True)
            event["signups"] = [self.char_id(c, nullable=False) for c in event.get("signups") or []]
            cal.attributes.add(str(event["id"]), event, category=CATEGORY)
        cal.db.next_id = max(int(r["id"]) for r in records) + 1


def _typeclass(path, default: str) -> str:
    """``path`` when it names one of this game's typeclasses made from
    ``default``'s (only under ``typeclasses.`` or Evennia's own: a file
    never makes the game import any other module), else ``default``."""
    from evennia.utils.utils import class_from_module

    if isinstance(path, str) and path.startswith(("typeclasses.", "evennia.")):
        try:
            found = class_from_module(path)
            if isinstance(found, type) and issubclass(found, class_from_module(default)):
                return path
        except Exception:  # noqa: BLE001 - any import failure means the game lacks it
            pass
    return default


def _default_home():
    from evennia.objects.models import ObjectDB

    return ObjectDB.objects.filter(id=_dbref(settings.DEFAULT_HOME)).first()


def _dbref(text) -> int:
    return int(str(text).lstrip("#"))
