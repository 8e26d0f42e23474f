"""The types a message to a room carries in its out-kwargs (``msg_contents(
(text, {"type": ...}))``), defined once for the commands that send them and
for what reads them: the scene log, nospoof, the OOC filter.

``say`` and ``pose`` are the types Evennia's own say and pose use; ``emit``
is Fourfold's emit and pemit; ``ooc`` is OOC speech, which no scene logs.
"""

SAY, POSE, EMIT, OOC = "say", "pose", "emit", "ooc"

# What players write in a scene: the kinds a scene log records as poses,
# counts towards "posed in the scene" and orders with +scene/order.
POSE_KINDS = (POSE, SAY, EMIT)

# The kinds whose lines a nospoof reader sees with the author's name.
SPOOFABLE = (POSE, EMIT)


def logged_kind(outkwargs) -> str | None:
    """The kind a room's log keeps a message with these out-kwargs as, or
    None when it is not kept: a typed pose, say or emit by its type, the
    game's own untyped output (rolls, combat, damage) as ``system``, and
    nothing of any other type (moving, look, whisper, ooc)."""
    msg_type = outkwargs.get("type") if isinstance(outkwargs, dict) else None
    if msg_type is None:
        return "system"
    return msg_type if msg_type in POSE_KINDS else None
