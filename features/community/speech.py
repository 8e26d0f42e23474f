"""What a character says or does to a room: pose, say, emit and OOC
speech, shared by the commands (pose, say, emit, ooc) and the scene page,
which posts into a scene's room from wherever the character stands
(docs/rulings.md, "Scenes"; features/scenes/live/post.py).

Each function sends to ``room`` with the author as ``from_obj`` (so nospoof
shows who wrote it: core/text/player.py) and the message type the scene
log reads (a running scene logs pose, say and emit, never ooc). Nothing to
say raises :class:`NothingToSay`, and then nothing is sent.
"""

from __future__ import annotations

from core import gags
from core.errors import StorageError
from core.message_types import EMIT, OOC, POSE
from core.text.literal import literal
from core.text.mush_subs import mush_subs
from core.text.player import one_line_breaks_as_spaces

OOC_PREFIX = "|w<OOC>|n"


class NothingToSay(StorageError):
    """The text was empty: nothing was sent."""


class Gagged(NothingToSay):
    """Staff have gagged the speaker for now (core/gags.py): nothing was sent."""


def _not_gagged(char) -> None:
    refusal = gags.refusal(char)
    if refusal:
        raise Gagged(refusal)


NO_GAP = ("'", ",", ":")


def pose_text(name: str, args: str, semipose: bool = False) -> str:
    """``Name args``, MUSH style: a space between unless the text starts with
    ``'``, ``,`` or ``:`` (``pose 's eyes narrow`` and ``:'s eyes narrow``
    both give "Dee's eyes narrow"). A semipose (``;``) never puts a space
    there: ``;-shaped`` gives "Dee-shaped"."""
    args = (args or "").strip()
    gap = "" if semipose or args[:1] in NO_GAP else " "
    return f"{name}{gap}{args}"


def pose(char, room, args: str, place: str | None = None, semipose: bool = False) -> None:
    """``char`` poses ``args`` to ``room`` (``place``: the place it sits at,
    whose name comes first; ``semipose``: no space after the name)."""
    _not_gagged(char)
    if not (args or "").strip():
        raise NothingToSay("What do you want to do?")
    text = pose_text(char.name, mush_subs(args), semipose)
    if place:
        text = f"At {place}, {text}"
    room.msg_contents(text=(text, {"type": POSE}), from_obj=char)


def say(char, room, text: str) -> None:
    """``char`` says ``text`` to ``room``, through its own ``at_pre_say``
    (one line) and ``at_say`` (typeclasses/held_speech.py), as Evennia's
    say command does; it hears its own "You say" wherever it stands."""
    _not_gagged(char)
    speech = char.at_pre_say(text or "") if (text or "").strip() else ""
    if not speech:
        raise NothingToSay("Say what?")
    char.at_say(speech, msg_self=True, room=room)


def emit(char, room, text: str) -> None:
    """``text`` to ``room`` without a name in front (nospoof shows it)."""
    _not_gagged(char)
    message = mush_subs((text or "").strip())
    if not message:
        raise NothingToSay("Usage: emit <text>")
    room.msg_contents(text=(message, {"type": EMIT}), from_obj=char)


def ooc_line(name: str, text: str) -> str | None:
    """The line the room sees for ``ooc <text>``: a say, or a pose when the
    text starts with ``:`` (``;`` poses without the space). None when
    nothing would be said."""
    text = one_line_breaks_as_spaces(text)
    if text.startswith(":") or text.startswith(";"):
        joiner = " " if text[0] == ":" else ""
        body = text[1:].strip()
        if not body:
            return None
        return f"{OOC_PREFIX} {name}{joiner}{body}|n"
    if not text:
        return None
    return f'{OOC_PREFIX} {name} says, "{text}|n"'


def ooc(char, room, text: str) -> None:
    """Out-of-character speech to ``room``: typed ``ooc``, so no scene logs it."""
    _not_gagged(char)
    line = ooc_line(char.key, (text or "").strip())
    if line is None:
        raise NothingToSay("Say what, out of character?")
    room.msg_contents((literal(line), {"type": OOC}), from_obj=char)
