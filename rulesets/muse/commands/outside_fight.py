"""What +heal and +wake share: both are done to someone here, by name,
outside a fight (in a fight, +combat/heal and +combat/wake do it)."""

from __future__ import annotations

from core.command import FourfoldCommand


def fight_here(room) -> bool:
    return room is not None and any(getattr(s, "is_combat", False) for s in room.scripts.all())


class OutsideFightCommand(FourfoldCommand):
    """A muse roll done to the character named after the command.
    ``no_name`` is the refusal when no name is given; :meth:`act` does the
    rest with the character found."""

    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    help_category = "muse"
    no_name = ""

    def run(self):
        if not self.args.strip():
            self.fail(self.no_name)
        self.act(self.find_character(self.args))

    def act(self, target):
        raise NotImplementedError

    def refuse_in_fight(self, instead: str):
        """Fail when a fight runs here, pointing to the fight's own command."""
        if fight_here(self.caller.location):
            self.fail(f"There is a fight here: {instead}.", syntax=False)
