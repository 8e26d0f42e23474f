"""The Markdown files of a data file: each scene's log, each character's
sheet in every ruleset it has one in, and each character's profile. They are
for people to read; the JSON beside them is what an import reads. Colour
codes are taken out (``plain``) and every line a player wrote is shown as
text, never as Markdown of its own (backslashes before the signs Markdown
reads).
"""

from __future__ import annotations

import re

from core.text.plain import plain

_MARKDOWN_SIGNS = re.compile(r"([\\`*_{}\[\]<>()#+\-.!|~])")


def text(value) -> str:
    """A player's text as Markdown shows it literally, colour codes removed."""
    return _MARKDOWN_SIGNS.sub(r"\\\1", plain(str(value if value is not None else "")))


def slug(value: str) -> str:
    """A file-name-safe form of ``value`` (letters, digits and dashes)."""
    cleaned = re.sub(r"[^A-Za-z0-9]+", "-", plain(value or "")).strip("-").lower()
    return cleaned[:40] or "untitled"


def scene_log(scene: dict, participants: list[dict], entries: list[dict]) -> str:
    """A scene record and its entries' records as a Markdown log."""
    title = scene.get("title") or "(untitled)"
    lines = [f"# Scene {scene['id']}: {text(title)}", ""]
    lines.append(f"- Where: {text(scene.get('room_name'))}")
    lines.append(f"- Started: {scene.get('started')}")
    if scene.get("finished"):
        lines.append(f"- Finished: {scene['finished']}")
    lines.append(f"- Run by: {text(scene.get('owner_name'))}")
    names = ", ".join(text(p["name"]) for p in participants)
    lines.append(f"- Taking part: {names or '-'}")
    if scene.get("warning"):
        lines.append(f"- Content warning: {text(scene['warning'])}")
    if scene.get("summary"):
        lines += ["", "## Summary", "", text(scene["summary"])]
    lines += ["", "## Log", ""]
    for entry in entries:
        head = f"**{text(entry['author_name'] or 'The game')}** ({entry['kind']}, {entry['created']}"
        head += ", private)" if entry.get("private") else ")"
        body = "  \n".join(text(line) for line in str(entry["text"]).splitlines()) or ""
        lines += [head, "", body, ""]
    return "\n".join(lines).rstrip() + "\n"


def _value_lines(value, depth: int = 0) -> list[str]:
    pad = "  " * depth
    if isinstance(value, dict):
        out = []
        for key, inner in value.items():
            if isinstance(inner, (dict, list)) and inner:
                out.append(f"{pad}- **{text(key)}**:")
                out += _value_lines(inner, depth + 1)
            else:
                out.append(f"{pad}- **{text(key)}**: {text(_scalar(inner))}")
        return out
    if isinstance(value, list):
        out = []
        for item in value:
            if isinstance(item, dict):
                out.append(f"{pad}- " + "; ".join(f"{text(k)}: {text(_scalar(v))}" for k, v in item.items()))
            else:
                out.append(f"{pad}- {text(_scalar(item))}")
        return out or [f"{pad}- (none)"]
    return [f"{pad}{text(_scalar(value))}"]


def _scalar(value) -> str:
    if value is None or value == [] or value == {}:
        return "-"
    if isinstance(value, (list, tuple)):
        return ", ".join(_scalar(v) for v in value)
    return str(value)


def sheet(char_name: str, ruleset_name: str, section: dict) -> str:
    """A ruleset's sheet section (what the web sheet shows) as Markdown."""
    lines = [f"# {text(char_name)}: {text(ruleset_name)} sheet", ""]
    lines += _value_lines(section)
    return "\n".join(lines) + "\n"


def profile(char_name: str, fields: list[tuple[str, str]], desc: str) -> str:
    """A character's profile fields and description as Markdown."""
    lines = [f"# {text(char_name)}", ""]
    for label, value in fields:
        lines.append(f"- **{text(label)}**: {text(value or '-')}")
    lines += ["", "## Description", ""]
    lines += [text(line) for line in (desc or "-").splitlines()]
    return "\n".join(lines) + "\n"
