"""The login throttle that telnet, the web client and the website share.

Every password check goes through :func:`authenticate` (our
``Account.authenticate``, which Evennia's ``connect`` command calls, and the
website's login through ``web/website/login.py``), so each way in counts
failures in the same place, under the same settings:
``LOGIN_THROTTLE_LIMIT`` failures in ``LOGIN_THROTTLE_TIMEOUT`` seconds
(``None`` as the limit turns both counts off). The settings are read at
each attempt, not when the module is imported.

Two counts, kept in Evennia's ``throttle`` cache:

* **Per address** (Evennia's own count, the same cache entries as its
  ``LOGIN_THROTTLE``): an address with ``LIMIT`` recent failures, whatever
  the account names, is refused until ``TIMEOUT`` seconds after its last
  failure.
* **Per account**: failures against one account name from any address.
  Once an account has ``LIMIT`` recent failures it is *under attack*: an
  address that has itself failed against that account recently is refused
  for it, while an address that has not (its owner at home, or on a phone)
  still has its password checked. So nobody can lock an owner out by
  guessing at their account, and an attacker spread over many addresses
  gets one guess per address at an account under attack instead of
  ``LIMIT``. The cost: an owner who mistypes from an address while their
  account is under attack waits ``TIMEOUT`` at that address (another
  address still works). Account names are counted whether or not they
  exist, so the answer tells nothing about which names are real.

A refused attempt never checks the password and is not logged again (a
throttle that logged every refused hit would let an attacker fill the
disk); each failure is logged as Evennia logs a telnet one, and the
moment a throttle engages is logged once.
"""

from __future__ import annotations

import hashlib
import time

from django.conf import settings
from django.contrib.auth import authenticate as django_authenticate
from django.core.cache import caches
from evennia.server.throttle import Throttle
from evennia.utils import logger

# What a refused player is told (telnet and the website).
THROTTLED = "Too many failed logins; wait a few minutes before you try again."
WRONG = "That account name or password is not right."
BANNED_PLAIN = "This account or address is banned. If you think that is a mistake, write to the staff."
BANNED = "|rThis account or address is banned.|n If you think that is a mistake, write to the staff."

# The most recent failures remembered per account (their addresses are what
# the per-account count refuses); older ones are forgotten early.
ACCOUNT_MEMORY = 100
DEFAULT_TIMEOUT = 5 * 60


def limits() -> tuple[int, float] | None:
    """``(limit, timeout)`` in force now, or None when the throttle is off."""
    limit = getattr(settings, "LOGIN_THROTTLE_LIMIT", None)
    if not limit or limit <= 0:
        return None
    timeout = getattr(settings, "LOGIN_THROTTLE_TIMEOUT", None)
    return int(limit), (timeout if timeout and timeout > 0 else DEFAULT_TIMEOUT)


def _storage():
    try:
        return caches["throttle"]
    except Exception:  # Evennia's Throttle falls back the same way
        return caches["default"]


class LiveThrottle(Throttle):
    """Evennia's per-address Throttle (same name, same cache entries), with
    the limit and timeout read from the settings at each use."""

    def __init__(self, name):  # Throttle.__init__ would freeze the settings
        self.storage = _storage()
        self.name = name

    @property
    def limit(self):
        found = limits()
        return found[0] if found else None

    @property
    def timeout(self):
        found = limits()
        return found[1] if found else DEFAULT_TIMEOUT

    @property
    def cache_size(self):
        return self.limit


ADDRESS = LiveThrottle("login")


def shown(text, length=60) -> str:
    """``text`` safe for one log line: control characters as '?', cut short."""
    text = "".join("?" if ord(ch) < 32 or ord(ch) == 127 else ch for ch in str(text or ""))
    return text if len(text) <= length else text[:length] + "..."


def _account_key(username) -> str:
    name = str(username or "").strip().lower().encode("utf-8", "replace")
    return "login-account-" + hashlib.sha256(name).hexdigest()[:32]


def _account_failures(username, timeout) -> list:
    now = time.time()
    entries = _storage().get(_account_key(username)) or []
    return [(when, address) for when, address in entries if now - when < timeout]


def refusal(username, ip) -> str | None:
    """Why a login to ``username`` from ``ip`` is refused without checking
    its password ("address" or "account"), or None when it may be tried."""
    found = limits()
    if found is None:
        return None
    limit, timeout = found
    ip = str(ip or "")
    if ip and ADDRESS.check(ip):
        return "address"
    failures = _account_failures(username, timeout)
    if len(failures) >= limit and ip in {address for _, address in failures}:
        return "account"
    return None


def record_failure(username, ip) -> None:
    """Count one failed login to ``username`` from ``ip`` in both counts."""
    found = limits()
    if found is None:
        return
    limit, timeout = found
    ip = str(ip or "")
    if ip:
        ADDRESS.update(ip, "Too many failed logins from one address.")
    failures = _account_failures(username, timeout)
    failures.append((time.time(), ip))
    _storage().set(_account_key(username), failures[-ACCOUNT_MEMORY:], timeout)
    if len(failures) == limit:
        logger.log_sec(f"Throttle Activated: too many failed logins to one account: {shown(username)} "
                       f"(IP: {ip}, {limit} hits in {timeout} seconds.)")


def forget() -> None:
    """Clear both counts (tests; a game's staff can restart instead)."""
    _storage().clear()


def authenticate(account_class, username, password, ip="", session=None):
    """Evennia's ``DefaultAccount.authenticate`` with both counts: returns
    ``(account, [])`` or ``(None, [why])``. Logs as Evennia does."""
    ip = str(ip) if ip else ""
    if refusal(username, ip):
        return None, [THROTTLED]
    if account_class.is_banned(username=username, ip=ip):
        logger.log_sec(f"Authentication Denied (Banned): {shown(username)} (IP: {ip}).")
        if ip and limits():
            ADDRESS.update(ip, "Too many sightings of banned artifact.")
        return None, [BANNED]
    account = django_authenticate(username=username, password=password)
    if not account:
        logger.log_sec(f"Authentication Failure: {shown(username)} (IP: {ip}).")
        record_failure(username, ip)
        if session:
            _failed_login_hooks(username, session)
        return None, [WRONG]
    logger.log_sec(f"Authentication Success: {account} (IP: {ip}).")
    return account, []


def _failed_login_hooks(username, session):
    """Evennia's signal and ``at_failed_login`` for a session's failure."""
    from evennia.accounts.models import AccountDB
    from evennia.server.signals import SIGNAL_ACCOUNT_POST_LOGIN_FAIL

    account = AccountDB.objects.get_account_from_name(username)
    if account:
        SIGNAL_ACCOUNT_POST_LOGIN_FAIL.send(sender=account, session=session)
        account.at_failed_login(session)
