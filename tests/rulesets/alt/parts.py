"""The test ruleset's storage side: a sheet handler (one rating, ``char.alt``),
help, demo wing and sample character, web sheet section and vitals."""

from __future__ import annotations

from typeclasses.sheet_handler import SheetHandler


class AltHandler(SheetHandler):
    category = "alt"

    @property
    def grit(self) -> int:
        return int(self.obj.attributes.get("grit", default=0, category=self.category))

    @grit.setter
    def grit(self, value: int) -> None:
        self.obj.attributes.add("grit", int(value), category=self.category)

    def has_sheet(self) -> bool:
        return self.obj.attributes.has("grit", category=self.category)


HELP_ENTRY_DICTS = [{"key": "alt", "category": "alt", "text": "The test ruleset flips one coin."}]

WING = {
    "ruleset": "alt", "area": "demo_alt", "exit": "alt", "aliases": ["alt wing"],
    "rooms": [{"ident": "alt_hall", "key": "Coin Hall", "desc": "A hall where coins are flipped."}],
    "sign": "alt wing: +roll flips the coin.",
}

TEMPLATE = {"name": "Penny", "summary": "A coin flipper.", "grit": 2}


def apply_template(char, template: dict) -> None:
    char.alt.grit = template["grit"]


def template_values(template: dict) -> dict:
    return {"Grit": template["grit"]}


def sheet_section(char) -> dict | None:
    handler = getattr(char, "alt", None)
    return {"grit": handler.grit} if handler is not None and handler.has_sheet() else None


def vitals(char) -> dict:
    handler = getattr(char, "alt", None)
    return {"grit": handler.grit} if handler is not None and handler.has_sheet() else {}
