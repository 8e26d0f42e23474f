"""The stored-descriptions half of ``+desc`` (``/save``, ``/wear``,
``/list``, ``/view``, ``/delete``): parsing and the lines players see. The
storage is features/community/descs.py (Evennia's multidescer contrib's)."""

from __future__ import annotations

from evennia.utils.utils import crop

from core.text.mush_subs import mush_subs
from core.text.plain import plain
from core.text.player import one_line
from features.community import descs, profile

SWITCHES = ("save", "wear", "list", "view", "delete")


class StoredDescs:
    """Mixin for CmdDesc: ``run_stored()`` handles a stored-description switch."""

    def run_stored(self, length_limit: int) -> None:
        try:
            if self.has_switch("list"):
                self.list_descs()
            elif self.has_switch("save"):
                self.save_desc(length_limit)
            elif self.has_switch("wear"):
                name = self.desc_name()
                descs.wear(self.caller, name)
                self.caller.msg(f"You wear your '{name.lower()}' description. (look me to see it)")
            elif self.has_switch("view"):
                name = self.desc_name()
                text = descs.find(self.caller, name)
                if text is None:
                    self.fail(f"You have no description called '{name.lower()}'.", syntax=False)
                self.caller.msg(f"|wYour '{name.lower()}' description:|n\n{text}")
            elif self.has_switch("delete"):
                name = self.desc_name()
                descs.delete(self.caller, name)
                self.caller.msg(f"Your '{name.lower()}' description is deleted "
                                "(what you wear now stays).")
        except descs.DescError as err:
            self.fail(str(err), syntax=False)

    def desc_name(self, name: str | None = None) -> str:
        name = " ".join((self.args if name is None else name).split())
        if not name:
            self.fail("Name the description, e.g. +desc/wear formal.")
        if name != one_line(name) or "|" in name:
            self.fail("A description's name is plain words, without codes.")
        if len(name) > descs.NAME_LENGTH:
            self.fail(f"Keep a description's name to {descs.NAME_LENGTH} characters.")
        return name

    def save_desc(self, length_limit: int) -> None:
        name, has_text, text = self.args.partition("=")
        name = self.desc_name(name)
        if has_text:
            text = mush_subs(text.strip())
            if not text:
                self.fail("Give the text after the =, or leave out the = to save what you wear.")
        else:
            text = profile.desc(self.caller) or ""
            if not text:
                self.fail("You have no description to save yet: desc <text> sets one.",
                          syntax=False)
        if len(plain(text)) > length_limit:
            self.fail(f"Keep a description to {length_limit} characters "
                      f"(that one has {len(plain(text))}).", syntax=False)
        replaced = descs.save(self.caller, name, text)
        verb = "replaced" if replaced else "saved"
        self.caller.msg(f"Description '{name.lower()}' {verb}. (+desc/wear {name.lower()} "
                        "puts it on)")

    def list_descs(self) -> None:
        if self.args.strip():
            self.fail("+desc/list takes no name; +desc/view <name> shows one.")
        have = descs.stored(self.caller)
        if not have:
            self.caller.msg("You have no stored descriptions. +desc/save <name> keeps the one "
                            "you wear.")
            return
        worn = descs.worn_name(self.caller)
        lines = [f"|wYour descriptions ({len(have)} of {descs.most_stored()}):|n"]
        for name, text in have:
            mark = " |g(worn)|n" if name == worn else ""
            lines.append(f"  |w{name}|n{mark}: {crop(plain(text), width=50)}")
        self.caller.msg("\n".join(lines))
