"""
Evennia's ``get_and_merge_cmdsets`` without the Deferreds in between.

On every command Evennia's command handler gathers the cmdsets of the
session, the account, the character, everything in the room and the room
itself, and merges them (the merge is cached). The gathering is written as
five nested ``inlineCallbacks`` generators, each of which wraps its value in
a Deferred, although every step is an ordinary function call: the waiting
costs about as much as the work. Here the same steps run as plain calls and
the result is handed back in one already-fired Deferred, so callers (the
command handler, ``examine``) see the same API.

Same steps, same order, same hooks (``at_cmdset_get`` on each provider and
each object in the room, the ``call`` lock on each object), same merge cache
(Evennia's own, with a cheaper lookup in front of it: see ``_BY_IDENTITY``),
same error messages. tests/speedups/test_cmdset_merge.py
compares the merged cmdset with Evennia's in rooms with exits, objects with
cmdsets, locked objects, ``no_objs``/``no_exits`` cmdsets and broken
cmdsets. One case is Evennia's alone: a provider's ``at_cmdset_get`` that
returns a Deferred (Evennia waits for it). Then this function hands the
whole gathering to Evennia's (the hooks that already ran run once more).

``FOURFOLD_QUICK_CMDSET_MERGE = False`` in settings leaves Evennia's in place.
"""

from __future__ import annotations

from collections import OrderedDict
from itertools import chain

from evennia.commands import cmdhandler as ch  # its names are read at each call
from evennia.objects.objects import DefaultObject
from twisted.internet import defer

from speedups import call_lock as _call_lock

_evennia_merge = None  # Evennia's function, kept while ours is installed
_EVENNIAS_AT_ACCESS = DefaultObject.at_access


class _WaitsForHook(Exception):
    """A provider's at_cmdset_get returned a Deferred: Evennia's way waits."""


def _provider_cmdsets(obj, current, caller, raw_string):
    try:
        if isinstance(obj.at_cmdset_get(caller=caller, current=current), defer.Deferred):
            raise _WaitsForHook
    except _WaitsForHook:
        raise
    except Exception:
        ch._msg_err(caller, ch._ERROR_CMDSETS)
        raise ch.ErrorReported(raw_string)
    try:
        return obj.get_cmdsets(caller=caller, current=current)
    except AttributeError:
        return (ch.CmdSet(), [])


def _may_call(obj, caller) -> bool:
    """``obj.access(caller, "call", no_superuser_bypass=True)``. In a room of
    150 characters that is 150 calls a command, each answering a constant
    ``false()`` lock (speedups/call_lock.py) and calling an ``at_access``
    hook that does nothing; when both are so, the answer is read directly."""
    cls = type(obj)
    if cls.access is _call_lock.QuickConstantLocks.access \
            and cls.at_access is _EVENNIAS_AT_ACCESS and "access" not in vars(obj):
        answer = _call_lock.constant_lock(obj.locks, "call")
        if answer is not None:
            return answer
    return obj.access(caller, access_type="call", no_superuser_bypass=True)


def _local_obj_cmdsets(obj, caller, raw_string):
    """The cmdsets of what is in the room and in hand, and of the room."""
    try:
        local_obj_cmdsets = []
        try:
            location = obj.location
        except Exception:
            location = None
        if location:
            local_objlist = location.contents_get(exclude=obj) + obj.contents_get() + [location]
            local_objlist = [o for o in local_objlist
                             if not o._is_deleted and _may_call(o, caller)]
            for lobj in local_objlist:
                try:
                    ch._GA(lobj, "at_cmdset_get")(caller=caller)
                except Exception:
                    ch.logger.log_trace()
            local_obj_cmdsets = list(
                chain.from_iterable(
                    lobj.cmdset.cmdset_stack for lobj in local_objlist if lobj.cmdset.current
                )
            )
            for cset in local_obj_cmdsets:
                # keep objects' same-named commands apart in a busy room
                cset.old_duplicates = cset.duplicates
                cset.duplicates = True if cset.duplicates is None else cset.duplicates
        return local_obj_cmdsets
    except Exception:
        ch._msg_err(caller, ch._ERROR_CMDSETS)
        raise ch.ErrorReported(raw_string)


# Evennia keys its merge cache by the cmdsets' fingerprints: tuples of
# tuples holding game objects, which Python hashes anew (a Python-level
# __hash__ per object) on every lookup. In front of it sits this cache, keyed
# by the identities of the fingerprint tuples. A fingerprint is kept (and a
# new tuple made) until the cmdset's commands change, and each entry holds
# its fingerprints, so no other object can take their ids while it exists;
# a hit is checked with ``is`` all the same.
_BY_IDENTITY: OrderedDict = OrderedDict()


def _merge(cmdsets):
    """Merge ``cmdsets`` as Evennia does, through Evennia's merge cache."""
    fingerprints = tuple(cmdset.fingerprint for cmdset in cmdsets)
    key = tuple(map(id, fingerprints))
    hit = _BY_IDENTITY.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], fingerprints)):
        _BY_IDENTITY.move_to_end(key)
        return hit[1]
    cmdset = _evennias_merge(cmdsets, fingerprints)
    _BY_IDENTITY[key] = (fingerprints, cmdset)
    if len(_BY_IDENTITY) > ch._CMDSET_MERGE_CACHE_MAXSIZE:
        _BY_IDENTITY.popitem(last=False)
    return cmdset


def _evennias_merge(cmdsets, mergehash):
    """Evennia's merge, through Evennia's cache (keyed by the fingerprints)."""
    cache = ch._CMDSET_MERGE_CACHE
    if mergehash in cache:
        cache.move_to_end(mergehash)
        return cache[mergehash]
    tempmergers = {}
    for cmdset in cmdsets:
        prio = cmdset.priority
        if prio in tempmergers:
            tempmergers[prio] = tempmergers[prio] + cmdset
        else:
            tempmergers[prio] = cmdset
    sorted_cmdsets = sorted(list(tempmergers.values()), key=lambda x: x.priority)
    cmdset = sorted_cmdsets[0]
    for merging_cmdset in sorted_cmdsets[1:]:
        cmdset = cmdset + merging_cmdset
    cmdset.merged_from = cmdsets
    cache[mergehash] = cmdset
    if len(cache) > ch._CMDSET_MERGE_CACHE_MAXSIZE:
        cache.popitem(last=False)
    return cmdset


def merged_cmdset(caller, cmdset_providers, callertype, raw_string, report_to=None, cmdid=None):
    """The merged cmdset, computed without Deferreds (raises on errors)."""
    try:
        local_obj_cmdsets = []
        current_cmdset = ch.CmdSet()
        object_cmdsets = []
        for cmdobj in cmdset_providers:
            current, cur_cmdsets = _provider_cmdsets(cmdobj, current_cmdset, caller, raw_string)
            if current:
                current_cmdset = current_cmdset + current
            if cur_cmdsets:
                object_cmdsets += cur_cmdsets
            if cmdobj.cmdset_provider_type == "object" and not current.no_objs:
                local_obj_cmdsets = _local_obj_cmdsets(cmdobj, caller, raw_string)
                if current.no_exits:
                    local_obj_cmdsets = [c for c in local_obj_cmdsets if c.key != "ExitCmdSet"]
                object_cmdsets += local_obj_cmdsets

        cmdsets = [c for c in object_cmdsets if c and c.key != "_EMPTY_CMDSET"]
        if report_to:
            for cmdset in cmdsets:
                if cmdset.key == "_CMDSET_ERROR":
                    report_to.msg(ch.err_helper(cmdset.errmessage, cmdid=cmdid))
        cmdset = _merge(cmdsets) if cmdsets else None
        for cset in (cset for cset in local_obj_cmdsets if cset):
            cset.duplicates = cset.old_duplicates
        return cmdset
    except (ch.ErrorReported, _WaitsForHook):
        raise
    except Exception:
        ch._msg_err(caller, ch._ERROR_CMDSETS)
        raise


def get_and_merge_cmdsets(caller, cmdset_providers, callertype, raw_string, report_to=None, cmdid=None):
    """Drop-in for Evennia's: a Deferred that has already fired."""
    try:
        return defer.succeed(
            merged_cmdset(caller, cmdset_providers, callertype, raw_string, report_to, cmdid)
        )
    except _WaitsForHook:
        return _evennia_merge(caller, cmdset_providers, callertype, raw_string, report_to, cmdid)
    except Exception:
        return defer.fail()


def install() -> None:
    """Put ours in the command handler's module (where it looks it up)."""
    global _evennia_merge
    if ch.get_and_merge_cmdsets is not get_and_merge_cmdsets:
        _evennia_merge = ch.get_and_merge_cmdsets
        ch.get_and_merge_cmdsets = get_and_merge_cmdsets


def uninstall() -> None:
    if _evennia_merge is not None:
        ch.get_and_merge_cmdsets = _evennia_merge
