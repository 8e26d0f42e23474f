"""Evennia as it ships, for the reference side of the differential tests.

Inside ``with unpatched():`` every speed-up is taken out: the patches
install_all made (lock_eval, cmdset_merge, call_lock, cmdset_provider,
room_messages, room_fanout, attribute_cache) are uninstalled, the command handler calls
Evennia's parser, the session handler cleans messages Evennia's way, and
``FOURFOLD_SPEEDUPS`` is False for the speed-ups that ask at each call
(quick_input, AMP batching, TCP_NODELAY, gc pauses). On leaving,
install_all puts back every speed-up that is on.

``changed_source`` shows the start-up check (speedups/guard.py) a watched
Evennia function as an upgrade might change it, without touching the files.

Objects whose Attributes were already read keep the handler they have:
compare Attributes through a fresh handler or a freshly loaded object.
"""

from __future__ import annotations

from contextlib import ExitStack, contextmanager
from functools import partial
from unittest import mock


@contextmanager
def unpatched():
    import evennia
    from django.test import override_settings
    from evennia.commands import cmdhandler
    from evennia.commands import cmdparser as evennia_parser
    from evennia.server.sessionhandler import ServerSessionHandler

    import speedups

    with ExitStack() as stack:
        stack.callback(speedups.install_all, log=False)
        speedups.uninstall_all()
        stack.enter_context(override_settings(FOURFOLD_SPEEDUPS=False))
        stack.enter_context(mock.patch.object(cmdhandler, "_COMMAND_PARSER",
                                              evennia_parser.cmdparser))
        handler = evennia.SERVER_SESSION_HANDLER
        if handler is not None and "clean_senddata" in vars(type(handler)):
            stack.enter_context(mock.patch.object(
                handler, "clean_senddata", partial(ServerSessionHandler.clean_senddata, handler)))
        yield


_REAL_SPANS: dict = {}


@contextmanager
def changed_source(*names: str):
    """Evennia's files as if an upgrade had changed the watched functions
    ``names``: a comment is added to the last line of each (in memory: the
    files are not touched), and speedups/guard.py asks again. Yields {path:
    the changed text}; on leaving, the real files are read again."""
    from speedups import guard, source

    real = source.read_text
    texts: dict[str, str] = {}
    for name in names:
        if name not in _REAL_SPANS:  # the installed files do not change during the tests
            _REAL_SPANS[name] = source.spans(name)
        path, found = _REAL_SPANS[name]
        lines = texts.get(path, real(path)).splitlines(keepends=True)
        last = found[-1][1] - 1
        lines[last] = lines[last].rstrip("\n") + "  # changed by an upgrade\n"
        texts[path] = "".join(lines)
    try:
        with mock.patch.object(source, "read_text", lambda path: texts.get(path) or real(path)):
            guard.reset()
            yield texts
    finally:
        guard.reset()
