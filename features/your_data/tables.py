"""The Django tables a data file holds, one JSON file each, in the order an
import makes them (a row comes after the rows it points at).

Each :class:`Table` names its model, its fields and, for the fields that
point somewhere, what they point at: ``character`` (a character's id,
written the same in every file), ``account``, ``room`` (a room of the game
the file came from, kept by name beside it), or ``row:<file>`` (a row of
another file in this list). The manifest carries this list as the file's
schema (docs/data-format.md), so a reader needs nothing else to follow the
references.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.apps import apps

CHARACTER, ACCOUNT, ROOM = "character", "account", "room"


def row(file: str) -> str:
    return f"row:{file}"


@dataclass(frozen=True)
class Table:
    file: str                      # the JSON file's name, without ".json"
    model: str                     # "app_label.Model"
    fields: tuple[str, ...]        # every field written, beside "id"
    refs: dict = field(default_factory=dict)  # field -> what it points at
    many: dict = field(default_factory=dict)  # many-to-many field -> what its ids point at

    def model_class(self):
        return apps.get_model(self.model)

    def schema(self) -> dict:
        return {"model": self.model, "fields": ["id", *self.fields, *self.many],
                "refs": {**self.refs, **self.many}}


TABLES = (
    Table("scenes", "scenes.Scene",
          ("room_id", "room_name", "title", "summary", "scene_type", "owner_id", "owner_name",
           "staff_run", "counted", "state", "private", "shared", "order_on", "warning",
           "started", "finished"),
          {"room_id": ROOM, "owner_id": CHARACTER}),
    Table("scene_participants", "scenes.Participant", ("scene", "char_id", "name", "joined"),
          {"scene": row("scenes"), "char_id": CHARACTER}),
    Table("scene_entries", "scenes.SceneEntry",
          ("scene", "seq", "kind", "author_id", "author_name", "text", "private", "created",
           "edited_at"),
          {"scene": row("scenes"), "author_id": CHARACTER}),
    Table("scene_edits", "scenes.SceneEdit",
          ("entry", "old_text", "how", "editor_id", "editor_name", "edited"),
          {"entry": row("scene_entries"), "editor_id": CHARACTER}),
    Table("scene_invites", "scenes.SceneInvite",
          ("scene", "char_id", "name", "by_id", "by_name", "invited"),
          {"scene": row("scenes"), "char_id": CHARACTER, "by_id": CHARACTER}),
    Table("plots", "scenes.Plot", ("title", "summary", "creator_id", "creator_name", "created"),
          {"creator_id": CHARACTER}),
    Table("plot_scenes", "scenes.PlotScene", ("plot", "scene", "added"),
          {"plot": row("plots"), "scene": row("scenes")}),
    Table("fights", "scenes.Fight",
          ("number", "ruleset", "room_id", "room_name", "organizer_name", "fighters", "readers",
           "turns", "last_turn", "log_url", "ended"),
          {"room_id": ROOM, "readers": CHARACTER}, {"scenes": row("scenes")}),
    Table("boards", "community.Board",
          ("number", "name", "description", "read_lock", "post_lock")),
    Table("board_posts", "community.Post",
          ("board", "parent", "author", "author_name", "title", "text", "created"),
          {"board": row("boards"), "parent": row("board_posts"), "author": CHARACTER}),
    Table("board_reads", "community.PostRead", ("post", "reader"),
          {"post": row("board_posts"), "reader": CHARACTER}),
    Table("requests", "community.Request",
          ("requester", "requester_name", "title", "text", "category", "status", "assigned_name",
           "created", "updated", "closed", "requester_news"),
          {"requester": CHARACTER}),
    Table("request_comments", "community.RequestComment",
          ("request", "author_name", "text", "staff_only", "created"),
          {"request": row("requests")}),
    Table("wiki_pages", "wiki.Page",
          ("slug", "title", "category", "access", "revisions_count", "created", "updated")),
    Table("wiki_revisions", "wiki.Revision",
          ("page", "number", "title", "category", "access", "text", "note", "author_id",
           "author_name", "created"),
          {"page": row("wiki_pages"), "author_id": ACCOUNT}),
    Table("advancement", "advancement.Entry",
          ("char_id", "char_name", "ruleset", "kind", "amount", "levels", "ability", "old_rating",
           "new_rating", "reason", "by_id", "by_name", "created", "undoes"),
          {"char_id": CHARACTER, "by_id": CHARACTER, "undoes": row("advancement")}),
    Table("account_deletions", "account_deletion.Deletion",
          ("account_id", "placeholder", "by_id", "by_name", "by_staff", "reason", "poses_name",
           "removed", "when"),
          {"account_id": ACCOUNT, "by_id": ACCOUNT}),
    Table("game_settings", "staff_console.GameSetting", ("name", "value")),
    Table("setting_changes", "staff_console.SettingChange", ("name", "old", "new", "by_id", "by_name", "when"),
          {"by_id": ACCOUNT}),
    Table("staff_actions", "staff_console.StaffAction",
          ("action", "target", "reason", "by_id", "by_name", "when"), {"by_id": ACCOUNT}),
    Table("login_records", "staff_console.LoginRecord",
          ("account_id", "account_name", "character", "address", "client", "when"), {"account_id": ACCOUNT}),
    Table("site_locks", "moderation.SiteLock",
          ("pattern", "kind", "reason", "by_id", "by_name", "created"),
          {"by_id": ACCOUNT}),
    Table("moderation_log", "moderation.AuditEntry",
          ("action", "target", "by_id", "by_name", "when"),
          {"by_id": ACCOUNT}),
)


def column(table: Table, name: str) -> str:
    """The model attribute holding ``name``'s raw value (``board_id`` for the
    foreign key ``board``)."""
    model_field = table.model_class()._meta.get_field(name)
    return model_field.attname
