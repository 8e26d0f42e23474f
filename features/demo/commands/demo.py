"""The demo world's commands: +template (copy a sample character),
+demo/build (staff: build or refresh the demo world) and read (a sign)."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.staff import passes
from features.demo import data as demo_data
from features.demo.templates import apply_template, template_for
from rules.errors import RulesError
from rulesets import registry as rulesets

BUILD_LOCK = "perm(Admin)"


def template_lines(ruleset: str, template: dict) -> list[str]:
    values = rulesets.get(ruleset).load("demo").template_values(template)
    shown = ", ".join(f"{k} {v}" for k, v in values.items())
    extra = []
    if template.get("path"):
        extra.append(f"Path {template['path']}")
    if template.get("key_trait"):
        extra.append(f"Key Trait {template['key_trait']}")
    if template.get("people"):
        extra.append(f"people {template['people']}")
    if template.get("archetype"):
        extra.append(f"archetype {template['archetype'].replace('_', ' ')}")
    lines = [f"  {template['name']} ({ruleset}): {template['summary']}"]
    lines.append("    " + shown + (f"; {', '.join(extra)}" if extra else ""))
    return lines


class CmdTemplate(FourfoldCommand):
    """
    Sample characters you can copy to start playing at once.

    Usage:
      +template                 (the sample for this room's ruleset)
      +template <ruleset>       (the sample for fs3, muse, pbta or mw)
      +template/all             (every sample)
      +template/apply <name>    (copy it onto your sheet here)

    Each ruleset has one ready-made character. /apply copies its ratings
    onto your sheet for the ruleset of the room you stand in, and only
    while that sheet is not yet approved: you can then change anything
    with the usual chargen commands before you submit it. It never
    touches your sheets for the other rulesets.

    Examples:
      +template
      +template muse
      +template/apply Rook
    """

    key = "+template"
    aliases = ["+templates"]
    switch_options = ("all", "apply")
    syntax = "+template [<ruleset>]  or  +template/apply <name>"
    help_category = "General"

    def run(self):
        here = rulesets.ruleset_for_room(self.caller.location)[0]
        if self.has_switch("apply"):
            return self.apply(here)
        if self.has_switch("all"):
            keys = list(demo_data.templates())
        elif self.args.strip():
            key = rulesets.check_key(self.args)
            if key is None:
                self.fail(f"'{self.args.strip()}' is not a ruleset; choose from "
                          f"{', '.join(rulesets.installed())}.")
            keys = [key]
        else:
            keys = [here]
        lines = ["Sample characters (+template/apply <name> in a room of that ruleset):"]
        for key in keys:
            template = template_for(key)
            if template:
                lines += template_lines(key, template)
            else:
                lines.append(f"  {key}: no sample character yet.")
        self.caller.msg("\n".join(lines))

    def apply(self, here: str):
        name = self.args.strip()
        if not name:
            self.fail("Apply which template?")
        found = [(k, t) for k, t in demo_data.templates().items() if t["name"].lower() == name.lower()]
        if not found:
            self.fail(f"There is no template called '{name}'; +template/all lists them.")
        key, template = found[0]
        if key != here:
            self.fail(f"{template['name']} is a {key} character, and this room uses {here}. "
                      f"Walk into the {key} wing first.", syntax=False)
        # the same step as the web chargen page's template button
        try:
            withdrawn = apply_template(self.caller, key, template)
        except RulesError as err:
            self.fail(err.message, syntax=False)
        note = " Your submission is withdrawn; +chargen/submit again when ready." if withdrawn else ""
        self.caller.msg(f"Copied {template['name']} onto your {key} sheet. See +sheet, adjust "
                        f"anything you like, then submit it with +chargen/submit.{note}")


class CmdDemo(FourfoldCommand):
    """
    Build or refresh the demo world (staff).

    Usage:
      +demo               (what the demo world holds)
      +demo/build         (build it, or bring it back up to date)

    The demo world is the hub and one wing per ruleset, with signs, gear,
    training opponents and sample characters; its content lives in
    features/demo/data.py. /build is safe to run again: it finds what it
    made before and never duplicates it. Admin and Developer only.

    Examples:
      +demo
      +demo/build
    """

    key = "+demo"
    switch_options = ("build",)
    syntax = "+demo[/build]"
    help_category = "Building"

    def run(self):
        from features.demo import build as demo_build

        if self.has_switch("build"):
            if not passes(self.caller, BUILD_LOCK):
                self.fail("Building the demo world is for Admins and Developers only.", syntax=False)
            made = demo_build.build(self.caller)
            if made:
                self.caller.msg(f"Demo world built: {len(made)} new objects ({', '.join(made[:12])}"
                                + (", ..." if len(made) > 12 else "") + ").")
            else:
                self.caller.msg("Demo world is up to date: nothing new was needed.")
            return
        objs = demo_build.demo_objects()
        rooms = sorted(o.key for o in objs if o.destination is None and o.location is None)
        self.caller.msg(f"The demo world has {len(objs)} objects; rooms: {', '.join(rooms) or 'none yet'}.")


class CmdRead(FourfoldCommand):
    """
    Read a sign or anything with writing on it.

    Usage:
      read <thing>

    Example:
      read sign
    """

    key = "read"
    syntax = "read <thing>"
    help_category = "General"

    def run(self):
        if not self.args.strip():
            self.fail("Read what?")
        target = self.caller.search(self.args.strip(), quiet=True)
        if not target:
            self.fail(f"You see no '{self.args.strip()}' here.", syntax=False)
        target = target[0]
        text = target.db.readable
        if not text:
            self.fail(f"There is nothing written on {target.key}.", syntax=False)
        self.caller.msg(f"{target.key} reads:\n{text}")
