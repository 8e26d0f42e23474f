"""Scene text shared by the game and the web: a log entry as a line, a whole
log as plain text or Markdown (downloads). A title is made one line by
:func:`core.text.player.one_line_collapsed`."""

from __future__ import annotations

import re

from core.text.plain import plain_with_breaks

KIND_LABEL = {"roll": "roll", "combat": "combat", "system": "game"}


def shown(text: str) -> str:
    """A one-line field (title, name) safe to put in a line of ours: its bars
    doubled so none of it is read as markup."""
    return (text or "").replace("|", "||")


def stamp(when) -> str:
    return when.strftime("%Y-%m-%d %H:%M")


def html_entry(entry) -> str:
    """One entry as HTML for the scene page: a pose is a paragraph, the
    game's lines a smaller block with their label. Everything escaped."""
    from django.utils.html import escape

    body = escape(plain_with_breaks(entry.text))
    when = entry.created.strftime("%Y-%m-%d %H:%M")
    label = KIND_LABEL.get(entry.kind)
    if label is None:
        return f'<p class="ff-pose" title="{when}">{body}</p>'
    private = " (private)" if entry.private else ""
    return (f'<div class="ff-game"><span class="ff-when">{label}{private}, {when[11:]}</span>'
            f"<pre>{body}</pre></div>")


def game_line(number: int, entry) -> str:
    """One entry for +scene/log: poses as they were, the game's lines marked."""
    label = KIND_LABEL.get(entry.kind)
    private = " |y(private)|n" if entry.private else ""
    head = f"|x[{number} {entry.created.strftime('%H:%M')}]|n"
    if label:
        return f"{head} |c<{label}>|n{private} {entry.text}"
    return f"{head} {entry.text}"


def header_lines(scene, names: list[str]) -> list[str]:
    title = scene.title or "(untitled)"
    when = stamp(scene.started)
    lines = [f"Scene {scene.id}: {title}",
             f"Place: {scene.room_name}   Type: {scene.scene_type}   Started: {when}"
             + (f"   Finished: {stamp(scene.finished)}" if scene.finished else ""),
             f"Owner: {scene.owner_name}   Participants: {', '.join(names) or 'nobody'}"]
    if scene.summary:
        lines.append(f"Summary: {scene.summary}")
    return lines


def as_text(scene, names: list[str], entries) -> str:
    """The whole log as plain text (the download)."""
    out = [plain_with_breaks(line) for line in header_lines(scene, names)] + [""]
    for entry in entries:
        label = KIND_LABEL.get(entry.kind)
        body = plain_with_breaks(entry.text)
        if label:
            out.append(f"[{stamp(entry.created)}] <{label}> {body}")
        else:
            out.append(f"[{stamp(entry.created)}] {body}")
        out.append("")
    return "\n".join(out)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]#<>|])")


def _md(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", text)


def as_markdown(scene, names: list[str], entries) -> str:
    """The whole log as Markdown: poses as paragraphs, the game's lines as
    quoted code so they stand apart."""
    head = header_lines(scene, names)
    out = [f"# {_md(plain_with_breaks(head[0]))}", ""] + [_md(plain_with_breaks(line)) + "  " for line in head[1:]] + [""]
    for entry in entries:
        body = plain_with_breaks(entry.text)
        if entry.kind in KIND_LABEL:
            block = body.replace("```", "'''")
            out += [f"> *{KIND_LABEL[entry.kind]}, {stamp(entry.created)}*", ">",
                    "> ```"] + [f"> {line}" for line in block.split("\n")] + ["> ```", ""]
        else:
            out += [_md(body).replace("\n", "  \n"), ""]
    return "\n".join(out)
