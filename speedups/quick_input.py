"""
Evennia's ``text`` input function, asking for nicks only when there may be
some.

Every line a player types goes through the nick replacement of the
puppet and of its account (``nick`` aliases for whole input lines). Evennia
gathers both handlers' ``inputline`` nicks into a dict and walks it on
every line, even when there are none, which is nearly always: a visible
share of the Server's time in the load benchmark. Here the replacement runs only when a
handler may hold such a nick. "No nicks" is read from Evennia's own
Attribute cache, and only when that cache says it knows the whole
category (it forgets as soon as a nick is added or removed); otherwise
Evennia's replacement runs as before. tests/speedups/test_quick_input.py
compares the outcome with Evennia's.

The rest is Evennia's ``text`` (evennia/server/inputfuncs.py), step for
step: the idle command, incoming MXP, the command handler, the session's
counters. Called by ``text`` in server/conf/inputfuncs.py after it has
stripped control characters.
"""

from __future__ import annotations

from evennia.server import inputfuncs as _evennia
from evennia.typeclasses import attributes as _attributes

CATEGORY = "inputline"
_CATKEY = f"-{CATEGORY}"


def may_have_nicks(obj) -> bool:
    """False only when ``obj``'s cached nicks are known to hold no input-line nick."""
    if not _attributes._TYPECLASS_AGGRESSIVE_CACHE:
        return True
    backend = obj.nicks.backend
    if _CATKEY not in backend._catcache:
        return True  # not read yet, or changed since: Evennia reads it anew
    return any(attr for key, attr in backend._cache.items() if key.endswith(_CATKEY))


def replace_nicks(session, txt: str) -> str:
    """``txt`` after the nick replacement Evennia's ``text`` does."""
    account = session.account
    if not account:
        return txt
    puppet = session.puppet
    if puppet:
        if may_have_nicks(puppet) or (puppet.has_account and may_have_nicks(puppet.account)):
            return puppet.nicks.nickreplace(txt, categories=(CATEGORY,), include_account=True)
        return txt
    if may_have_nicks(account):
        return account.nicks.nickreplace(txt, categories=(CATEGORY,), include_account=False)
    return txt


def text(session, *args, **kwargs):
    """Evennia's ``text`` input function with :func:`replace_nicks`."""
    txt = args[0] if args else None
    if txt is None:
        return
    if txt.strip() in _evennia._IDLE_COMMAND:
        session.update_session_counters(idle=True)
        return
    txt = replace_nicks(session, _evennia._maybe_strip_incoming_mxp(txt))
    kwargs.pop("options", None)
    _evennia.cmdhandler(session, txt, callertype="session", session=session, **kwargs)
    session.update_session_counters()
