"""fs3 advancement on a scripted clock: the cost of every step, the sheet's
limits, one raise per ability per week, the bank's cap, Luck never bought,
and the weekly award."""

import pytest

from rules.advancement import WEEK, Bank, Raise, wait_text
from rules.errors import RulesError
from rules.fs3.abilities import ATTRIBUTE_MAX, SKILL_MAX, Ability, Catalogue
from rules.fs3.advancement import XpRules, award, find_buyable, plan_raise, raise_cost, weekly_award

SKILL = Ability("Melee", "skill", "Brawn")
ATTR = Ability("Brawn", "attribute", None)
CAT = Catalogue((ATTR, SKILL, Ability("Alertness", "skill", "Brawn")))
RULES = XpRules()
NOW = 1_000_000_000.0


@pytest.mark.parametrize("rating,cost", [(r, r + 1) for r in range(0, SKILL_MAX)])
def test_a_skill_step_costs_the_new_rating(rating, cost):
    assert raise_cost(SKILL, rating, RULES) == cost
    assert plan_raise(SKILL, rating, Bank(balance=cost), NOW, RULES) == Raise("Melee", rating, rating + 1, cost)


@pytest.mark.parametrize("rating,cost", [(r, 2 * (r + 1)) for r in range(1, ATTRIBUTE_MAX)])
def test_an_attribute_step_costs_twice_the_new_rating(rating, cost):
    assert raise_cost(ATTR, rating, RULES) == cost
    assert plan_raise(ATTR, rating, Bank(balance=20), NOW, RULES).cost == cost


def test_the_examples_of_the_ruling():
    assert raise_cost(SKILL, 0, RULES) == 1 and raise_cost(SKILL, 7, RULES) == 8
    assert raise_cost(ATTR, 1, RULES) == 4 and raise_cost(ATTR, 4, RULES) == 10


def test_the_factors_are_rules_data():
    rules = XpRules(skill_factor=3, attribute_factor=5)
    assert raise_cost(SKILL, 2, rules) == 9 and raise_cost(ATTR, 2, rules) == 15


def test_the_sheet_limits_stand():
    with pytest.raises(RulesError, match="Melee is 8, as high as it goes"):
        plan_raise(SKILL, SKILL_MAX, Bank(balance=20), NOW, RULES)
    with pytest.raises(RulesError, match="Brawn is 5, as high as it goes"):
        plan_raise(ATTR, ATTRIBUTE_MAX, Bank(balance=20), NOW, RULES)


def test_too_poor_says_cost_and_balance():
    with pytest.raises(RulesError, match=r"from 3 to 4 costs 4 XP; you have 3"):
        plan_raise(SKILL, 3, Bank(balance=3), NOW, RULES)


def test_one_raise_per_ability_per_week():
    bank = Bank(balance=20, last_raised={"Melee": NOW})
    for later in (0, 1, WEEK / 2, WEEK - 1):
        with pytest.raises(RulesError, match="Melee was raised less than 7 days ago"):
            plan_raise(SKILL, 3, bank, NOW + later, RULES)
    # another ability is free the same day
    assert plan_raise(ATTR, 2, bank, NOW + 1, RULES).ability == "Brawn"
    # and a week on Melee rises again
    assert plan_raise(SKILL, 3, bank, NOW + WEEK, RULES).new == 4


def test_the_refusal_says_when():
    bank = Bank(balance=20, last_raised={"Melee": NOW})
    with pytest.raises(RulesError, match="rise again in 4 days"):
        plan_raise(SKILL, 3, bank, NOW + 3 * 86400, RULES)
    with pytest.raises(RulesError, match="in 2 hours"):
        plan_raise(SKILL, 3, bank, NOW + WEEK - 5400, RULES)


def test_wait_text_rounds_up():
    assert [wait_text(s) for s in (1, 59, 61, 3600, 3601, 86400, 86401)] == [
        "1 minute", "1 minute", "2 minutes", "1 hour", "2 hours", "1 day", "2 days"]


def test_luck_is_never_bought():
    for name in ("Luck", "luck", " LUCK ", "lu"):
        with pytest.raises(RulesError, match="Luck is never bought"):
            find_buyable(CAT, name)
    assert find_buyable(CAT, "mel") is SKILL
    with pytest.raises(RulesError, match="no ability called 'Sorcery'"):
        find_buyable(CAT, "Sorcery")


@pytest.mark.parametrize("balance,amount,taken", [
    (0, 5, 5), (15, 5, 5), (18, 5, 2), (20, 5, 0), (25, 1, 0), (0, 30, 20), (3, 0, 0), (3, -2, 0)])
def test_the_bank_holds_twenty(balance, amount, taken):
    assert award(balance, amount, RULES) == taken


def test_the_cap_is_rules_data():
    assert award(0, 50, XpRules(bank_cap=None)) == 50
    assert award(8, 5, XpRules(bank_cap=10)) == 2


def test_the_weekly_award():
    assert weekly_award(True, True, 0, RULES) == 2
    assert weekly_award(True, True, 19, RULES) == 1
    assert weekly_award(True, True, 20, RULES) == 0
    assert weekly_award(False, True, 0, RULES) == 0   # not approved
    assert weekly_award(True, False, 0, RULES) == 0   # no scene that week
    assert weekly_award(True, True, 0, XpRules(weekly_amount=0)) == 0


def test_a_week_of_xp_on_a_scripted_clock():
    """Four weeks of play, a raise bought each week: the bank and the weekly
    limit agree at every step."""
    bank, rating, clock, spent = 0, 0, NOW, []
    last = {}
    for week in range(4):
        bank += weekly_award(True, True, bank, RULES)
        plan = None
        try:
            plan = plan_raise(SKILL, rating, Bank(bank, dict(last)), clock, RULES)
        except RulesError:
            pass
        if plan:
            bank -= plan.cost
            rating = plan.new
            last["Melee"] = clock
            spent.append(plan.cost)
            with pytest.raises(RulesError):  # a second raise the same week is refused
                plan_raise(SKILL, rating, Bank(bank + 50, dict(last)), clock + 3600, RULES)
        clock += WEEK
    # 2 XP a week: 0->1 (1 of 2), 1->2 (2 of 3), 2->3 (3 of 3); 3->4 costs 4 with 2 banked
    assert spent == [1, 2, 3]
    assert (rating, bank) == (3, 2)
