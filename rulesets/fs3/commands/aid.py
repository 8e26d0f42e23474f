"""+aid: aid up, aid down and cancelling aid in fs3."""

import time

from django.conf import settings

from core.command import FourfoldCommand
from core.rolls.announce import announce_roll
from rules.dice import game_rng
from rules.fs3 import aid as aid_rules
from rules.fs3.roll import build_pool, roll_pool
from rulesets.fs3.catalogue import catalogue
from rulesets.fs3.commands import format as fmt


class CmdAid(FourfoldCommand):
    """
    Help someone else's next roll.

    Usage:
      +aid <name>=<skill>                  (aid up)
      +aid/down <name>[,<name>...]=<skill> (aid down)
      +aid/cancel                          (take back aid you gave)

    Aid up: you roll the skill now, and your result becomes a bonus on
    their next roll of that skill: Failure -1 die, Success 0, Good +1,
    Great +2, Amazing +3. Two helpers at most; together they add no more
    than +3.

    Aid down: someone with the skill at 4 or more lifts a group whose
    skill is 3 or less, up to half their own rating in people. One roll;
    each of them gets the bonus for its result.

    Nobody gives and receives aid in one skill at once, and nobody gets
    both kinds. Aid lapses if it is not used within 10 minutes.

    Examples:
      +aid Mara=Persuasion
      +aid/down Tam,Ollie=Stealth
    """

    key = "+aid"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    switch_options = ("down", "cancel")
    syntax = "+aid <name>=<skill>  or  +aid/down <name>[,<name>...]=<skill>  or  +aid/cancel"
    help_category = "fs3"

    def run(self):
        if self.has_switch("cancel"):
            return self.cancel()
        if not self.lhs or not self.rhs:
            self.fail("Name who you help and the skill.")
        ability = catalogue().find(self.rhs)
        if ability.is_attribute:
            self.fail("Aid goes with skills, not attributes.")
        names = [n.strip() for n in self.lhs.split(",") if n.strip()]
        down = self.has_switch("down")
        if not down and len(names) != 1:
            self.fail("Aid up helps one character; use +aid/down for a group.")
        targets = [self.find_character(n) for n in names]
        now = time.time()
        helper = self.caller.fs3.party(ability.name)
        parties = [t.fs3.party(ability.name) for t in targets]
        if down:
            aid_rules.check_aid_down(helper, parties, ability.name, now)
        else:
            aid_rules.check_aid_up(helper, parties[0], ability.name, now)
        handler = self.caller.fs3
        pool = build_pool(handler.sheet(), ability, catalogue(), wound_penalty=handler.wound_penalty())
        result = roll_pool(pool, game_rng())
        grants = aid_rules.make_grants(
            aid_rules.DOWN if down else aid_rules.UP, helper, parties, ability.name, result.level, now,
            lapse_seconds=settings.FOURFOLD_FS3_AID_LAPSE)
        for target, grant in zip(targets, grants):
            target.fs3.add_received(grant)
            handler.add_given(grant)
        who = ", ".join(t.key for t in targets)
        bonus = aid_rules.level_bonus(result.level)
        line = (f"{fmt.roll_line(self.caller.key, result)}\n"
                f"  Aid {'down' if down else 'up'} for {who}: {bonus:+d} "
                f"{'die' if abs(bonus) == 1 else 'dice'} on their next {ability.name} roll.")
        announce_roll(self.caller, line, kind="aid")

    def cancel(self):
        from typeclasses.characters import Character

        given = self.caller.fs3.aid_given
        if not given:
            self.fail("You have no aid waiting to be used.", syntax=False)
        for grant in given:
            found = Character.objects.filter_family(id=int(grant.recipient.lstrip("#")))
            if found:
                found[0].fs3.drop_received([grant])
                found[0].msg(f"{self.caller.key} took back their aid on {grant.skill}.")
        self.caller.fs3.drop_given(given)
        self.caller.msg(f"You took back {len(given)} banked aid.")
