"""Roster claims: a claim is a request to staff (features/community/requests.py,
category ``roster``, the same store +request and +jobs use); approving one
moves the character (features/roster/transfer.py) and closes the request,
and closes every other open claim on that character with a word to its
claimant. Closing a claim with +job/close declines it."""

from __future__ import annotations

from evennia.accounts.models import AccountDB

from features.community import requests
from features.community.models import Request
from features.roster import store, transfer

CATEGORY = "roster"


class ClaimError(Exception):
    """Why a claim or an approval cannot go ahead (a line for the caller)."""


def open_claims(char) -> dict:
    """request number -> (request, claimant record) for the open claims on ``char``."""
    found = store.claims(char)
    live = {r.id: r for r in Request.objects.filter(id__in=list(found), status=Request.OPEN)}
    return {n: (live[n], who) for n, who in sorted(found.items()) if n in live}


def file_claim(char, claimant, why: str):
    """``claimant`` (a character, played by an account) asks for ``char``."""
    account = getattr(claimant, "account", None)
    if store.state(char) != store.ROSTER:
        raise ClaimError(f"{char.key} is not on the roster (see +roster).")
    if account is None:
        raise ClaimError("Claim from a character you are playing.")
    if char in account.characters.all():
        raise ClaimError(f"{char.key} is already yours.")
    if any(who["account"] == account.id for _r, who in open_claims(char).values()):
        raise ClaimError(f"You have already asked for {char.key}; staff will answer it.")
    text = (f"{claimant.key} (account {account.key}) asks to take up {char.key} from the roster.\n"
            f"Why: {why or '(no reason given)'}\n"
            f"Staff: +roster/approve {char.key} moves the character; +job/close declines.")
    request = requests.file_request(claimant, f"Roster claim: {char.key}", text, category=CATEGORY)
    store.add_claim(char, request.id, account, claimant)
    return request


def approve(char, now: float, by=None, number: int | None = None) -> dict:
    """Approve the open claim ``number`` on ``char`` (the only one, when not
    given): the character moves and the claims are closed."""
    found = open_claims(char)
    if store.state(char) != store.ROSTER:
        raise ClaimError(f"{char.key} is not on the roster.")
    if not found:
        raise ClaimError(f"Nobody has an open claim on {char.key}.")
    if number is None:
        if len(found) > 1:
            numbers = ", ".join(f"#{n} ({who['name']})" for n, (_r, who) in found.items())
            raise ClaimError(f"{char.key} has {len(found)} claims: {numbers}. "
                             f"Name one: +roster/approve {char.key}=<request number>.")
        number = next(iter(found))
    if number not in found:
        raise ClaimError(f"Request #{number} is not an open claim on {char.key}.")
    request, who = found[number]
    account = AccountDB.objects.filter(id=who["account"]).first()
    if account is None:
        raise ClaimError(f"The account that asked for {char.key} is gone.")
    moved = transfer.move(char, account, now, by=by, request_id=number)
    requests.close(request, by, f"Approved: {char.key} is yours now. Type: ic {char.key}")
    for other, (req, _who) in found.items():
        if other != number:
            requests.close(req, by, f"{char.key} went to another player.")
    return {**moved, "account": account, "request": request}
