"""What the building commands check before Evennia's code runs: names that
show, and the co-building rule (core/building.py) on what they change."""

from core.building import may_build, name_problem
from core.staff import passes
from core.text.controls import strip_controls


def find_quietly(caller, name: str):
    """The one object ``name`` means (here first, then anywhere), or None
    when nothing or several match; the command's own search then says why."""
    name = (name or "").strip()
    if not name:
        return None
    found = caller.search(name, quiet=True)
    if not found:
        found = caller.search(name, global_search=True, quiet=True)
    return found[0] if len(found) == 1 else None


def bad_names(objdefs, what: str) -> str | None:
    """The refusal for the first name in ``objdefs`` (ObjManipCommand's
    parsed {"name", "aliases"} dicts) that cannot be used, or None."""
    for objdef in objdefs:
        problem = name_problem(objdef.get("name", ""))
        if problem:
            return f"Give the new {what} a name. {problem}"
    return None


def refusal(caller, obj) -> str | None:
    """The line refusing ``caller`` a change to ``obj``, or None when allowed."""
    if obj is None or may_build(caller, obj):
        return None
    return f"{obj.get_display_name(caller)} is not yours to change: an Admin keeps it."


class ControlsStripped:
    """Mixin for one of Evennia's commands: control characters are taken out
    of its arguments before it parses them, so a NUL or an escape never
    reaches a search or the database. The game's input drops them already
    (server/conf/inputfuncs.py); this holds however the command is run."""

    def parse(self):
        self.args = strip_controls(self.args or "")
        super().parse()


class Guarded(ControlsStripped):
    """Mixin for an Evennia building command: :meth:`problem` returns a
    line that refuses the command before anything is made or changed."""

    def problem(self) -> str | None:
        return None

    stopped = False  # set when Evennia's parse already answered and stopped

    def func(self):
        if self.stopped:
            return
        # the command's cmd: lock keeps players out; this holds if it is loosened
        text = None if passes(self.caller, "perm(Builder)") else "Building is for staff only."
        text = text or self.problem()
        if text:
            self.msg(text)
            return
        super().func()
