"""Site locks: what connections from an address, a network or a host name
may do.

A pattern is one of:

* an address (``203.0.113.7``, ``2001:db8::1``): that address only;
* a network in CIDR form (``203.0.113.0/24``): every address in it
  (Python's :mod:`ipaddress`);
* a glob (``*.example.net``, ``203.0.113.*``): matched with
  :mod:`fnmatch`, without regard to case, against the address and against
  its host name (a reverse lookup, made only while some glob needs it).

And a kind:

* ``ban``: nobody logs in or makes an account from there, checked before
  any password;
* ``register``: no new accounts from there; existing accounts log in;
* ``suspect``: staff are told when someone logs in from there.

The game's ``+sitelock`` and the staff's web pages call :func:`add_lock`,
:func:`remove_lock` and :func:`locks`; each change writes an
:class:`~features.moderation.models.AuditEntry`. The typeclasses reach
:func:`site_lock` through the ``site_lock`` feature hook (telnet's
``connect`` and ``create``, the web client's, and the website's login and
registration all go through the account's ``authenticate`` and
``create``).
"""

from __future__ import annotations

import fnmatch
import ipaddress
import re
import socket
from functools import lru_cache

from django.db import transaction
from django.utils import timezone
from evennia.utils import logger

from core.errors import StorageError
from core.staff import passes
from features.moderation.models import AuditEntry, SiteLock

KINDS = SiteLock.KINDS
REASON_LIMIT = 300
PATTERN_LIMIT = 255
STAFF_CHANNEL = "Staff"

BANNED = "|rConnections from your site are banned.|n If you think that is a mistake, write to the staff."
NO_REGISTRATION = ("|rNew accounts cannot be made from your site.|n If you need one, "
                   "write to the staff.")

# Who may add and remove site locks (and read them).
MODERATOR_LOCK = "perm(Admin)"
NOT_ALLOWED = "Site locks are for Admins."

_GLOB = re.compile(r"^[A-Za-z0-9.*?:\[\]_-]+$")
_ADDRESS_LIKE = re.compile(r"^[0-9.]+$|^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$")


class SiteLockError(StorageError):
    """A site lock that cannot be made or removed as asked."""


def may_moderate(who) -> bool:
    """True when ``who`` (a character, an account or a web user) may see
    and change site locks."""
    return passes(who, MODERATOR_LOCK)


def _check_allowed(by) -> None:
    """Refuse a change by someone who may not make it (None is the game)."""
    if by is not None and not may_moderate(by):
        raise SiteLockError(NOT_ALLOWED)


def pattern_form(pattern: str) -> str:
    """What ``pattern`` is ("address", "network" or "glob"), or a
    :class:`SiteLockError` saying why it is none of them."""
    pattern = str(pattern or "").strip()
    if not pattern:
        raise SiteLockError("Give an address, a network (CIDR) or a host name pattern.")
    if len(pattern) > PATTERN_LIMIT:
        raise SiteLockError(f"A pattern is at most {PATTERN_LIMIT} characters.")
    if "/" in pattern:
        try:
            ipaddress.ip_network(pattern, strict=False)
        except ValueError:
            raise SiteLockError(f"'{pattern}' is not a network in CIDR form "
                                "(such as 203.0.113.0/24).") from None
        return "network"
    if "*" not in pattern and "?" not in pattern and "[" not in pattern and _ADDRESS_LIKE.match(pattern):
        try:
            ipaddress.ip_address(pattern)
        except ValueError:
            raise SiteLockError(f"'{pattern}' is not an address.") from None
        return "address"
    if not _GLOB.match(pattern):
        raise SiteLockError(f"'{pattern}' is not a host name pattern: use letters, digits, "
                            "dots, hyphens and * or ?.")
    return "glob"


def _address(text):
    try:
        return ipaddress.ip_address(str(text or "").strip())
    except ValueError:
        return None


@lru_cache(maxsize=512)
def _host_name(address: str) -> str:
    """The host name of ``address`` by reverse lookup ('' when it has none)."""
    try:
        return socket.gethostbyaddr(address)[0].lower()
    except (OSError, UnicodeError):
        return ""


def matches(pattern: str, address: str, host: str | None = None) -> bool:
    """True when a connection from ``address`` (host name ``host``, looked
    up when needed and not given) falls under ``pattern``."""
    address = str(address or "").strip()
    if not address:
        return False
    try:
        form = pattern_form(pattern)
    except SiteLockError:
        return False
    pattern = pattern.strip()
    if form == "address":
        return _address(address) == ipaddress.ip_address(pattern)
    if form == "network":
        found = _address(address)
        network = ipaddress.ip_network(pattern, strict=False)
        return found is not None and found.version == network.version and found in network
    glob = pattern.lower()
    if fnmatch.fnmatchcase(address.lower(), glob):
        return True
    if any(ch.isalpha() for ch in glob.replace("*", "")):  # a host name pattern
        host = _host_name(address) if host is None else host.lower()
        return bool(host) and fnmatch.fnmatchcase(host, glob)
    return False


def locks():
    """Every site lock, oldest first (the numbers ``+sitelock`` shows)."""
    return list(SiteLock.objects.all())


def matching(address: str, kinds=KINDS, host: str | None = None) -> list:
    """The site locks of ``kinds`` that a connection from ``address`` falls
    under."""
    return [lock for lock in SiteLock.objects.filter(kind__in=kinds)
            if matches(lock.pattern, address, host)]


def _who(by):
    """(id, name) of the staff member ``by`` (a character, an account or a
    web user; None for the game itself)."""
    if by is None:
        return None, "(the game)"
    account = getattr(by, "account", None) or by
    name = getattr(by, "key", None) or getattr(by, "username", None) or str(by)
    return getattr(account, "id", None), str(name)[:80]


def audit(action: str, target: str, by=None) -> AuditEntry:
    """Write the record of one change."""
    by_id, by_name = _who(by)
    return AuditEntry.objects.create(action=action[:40], target=target, by_id=by_id,
                                     by_name=by_name, when=timezone.now())


def add_lock(pattern: str, kind: str, reason: str = "", by=None) -> SiteLock:
    """Lock a site; returns the new lock. Raises :class:`SiteLockError`
    (nothing changed) for a bad pattern or kind, or a ``by`` who is not
    an Admin."""
    _check_allowed(by)
    pattern = str(pattern or "").strip()
    pattern_form(pattern)
    kind = str(kind or "").strip().lower()
    if kind not in KINDS:
        raise SiteLockError(f"'{kind}' is not a kind of site lock: say {', '.join(KINDS)}.")
    reason = " ".join(str(reason or "").split())
    if len(reason) > REASON_LIMIT:
        raise SiteLockError(f"A reason is at most {REASON_LIMIT} characters.")
    if SiteLock.objects.filter(pattern__iexact=pattern, kind=kind).exists():
        raise SiteLockError(f"'{pattern}' already has a {kind} lock.")
    by_id, by_name = _who(by)
    with transaction.atomic():
        lock = SiteLock.objects.create(pattern=pattern, kind=kind, reason=reason, by_id=by_id,
                                       by_name=by_name, created=timezone.now())
        audit("sitelock add", describe(lock), by)
    return lock


def describe(lock) -> str:
    return f"{lock.kind} {lock.pattern}" + (f": {lock.reason}" if lock.reason else "")


def remove_lock(number, by=None) -> SiteLock:
    """Remove the lock shown as ``number`` (1 is the oldest, as
    :func:`locks` lists them); returns it. Raises :class:`SiteLockError`
    for a number that names none, or a ``by`` who is not an Admin."""
    _check_allowed(by)
    try:
        index = int(str(number).strip())
    except (TypeError, ValueError):
        raise SiteLockError(f"'{number}' is not a site lock's number.") from None
    every = locks()
    if not 1 <= index <= len(every):
        raise SiteLockError(f"There is no site lock number {index}"
                            + (f" (there are {len(every)})." if every else " (there are none)."))
    lock = every[index - 1]
    with transaction.atomic():
        audit("sitelock del", describe(lock), by)
        lock.delete()
    return lock


def audit_entries(limit: int = 20) -> list:
    """The latest moderation changes, newest first."""
    return list(AuditEntry.objects.all()[:limit])


def site_lock(address, action, account=None):
    """The ``site_lock`` hook. ``action`` is ``"login"`` (before a password
    is checked), ``"create"`` (before an account is made) or
    ``"logged_in"`` (after a login succeeded, with the ``account``).
    Returns the line a refused connection reads, or None."""
    address = str(address[0] if isinstance(address, (tuple, list)) else address or "").strip()
    if not address:
        return None
    if action == "login":
        return BANNED if matching(address, (SiteLock.BAN,)) else None
    if action == "create":
        found = matching(address, (SiteLock.BAN, SiteLock.REGISTER))
        if any(lock.kind == SiteLock.BAN for lock in found):
            return BANNED
        return NO_REGISTRATION if found else None
    if action == "logged_in":
        found = matching(address, (SiteLock.SUSPECT,))
        if found:
            tell_staff_suspect(account, address, found[0])
    return None


def tell_staff_suspect(account, address, lock) -> None:
    """Say on the Staff channel who logged in from a suspect site."""
    from evennia.comms.models import ChannelDB

    name = getattr(account, "key", None) or "Someone"
    text = (f"|ySuspect site:|n {name} logged in from {address} "
            f"(lock '{lock.pattern}'" + (f": {lock.reason}" if lock.reason else "") + ").")
    logger.log_sec(f"Suspect site login: {name} (IP: {address}, lock {lock.pattern}).")
    channel = ChannelDB.objects.filter(db_key__iexact=STAFF_CHANNEL).first()
    if channel is not None:
        channel.msg(text)
