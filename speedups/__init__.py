"""Where Fourfold takes a shorter way through Evennia, for speed.

Each module here replaces or narrows one piece of Evennia's per-command or
per-message work, says why in its docstring, and has a test under
tests/speedups/ that compares its result with Evennia's own code. Each has
its own off switch, ``FOURFOLD_SPEEDUPS = False`` turns them all off, and
on an Evennia version they were not verified with they all stay off
(speedups/switches.py). A speed-up whose watched Evennia code changed is
off on its own, and the log says which function (speedups/guard.py,
speedups/watched.py). When one is off, Evennia's own code runs.

They are put in place from here:

- :func:`install_all`, from ``at_server_init``: the ones that patch Evennia
  or the mixins in our typeclasses' bases;
- settings.py, through Evennia's own hooks (``COMMAND_PARSER``,
  ``SERVER_SESSION_CLASS``, ``SERVER_SESSION_HANDLER_CLASS``,
  ``AMP_*_PROTOCOL_CLASS``), settled by speedups/hooks.py;
- the services plugins (the AMP factory swap, TCP_NODELAY, the Portal's
  gc pauses), ``at_server_start`` (gc pauses) and the ``text`` input
  function (quick_input), each asking :func:`is_on` first.
"""

from __future__ import annotations

from importlib import import_module

from speedups import guard
from speedups.switches import SWITCHES, VERIFIED_EVENNIA, is_on, verified, why_off  # noqa: F401

# the speed-ups install_all puts in place (each module has install/uninstall)
PATCHES = ("lock_eval", "cmdset_merge", "call_lock", "cmdset_provider", "room_messages",
           "room_fanout", "attribute_cache")


def install_all(log: bool = True) -> list[str]:
    """Install every patching speed-up that is on, uninstall the others;
    returns the names installed. Logs why, when they are all off, and each
    speed-up the start-up check turned off (speedups/guard.py)."""
    reason = why_off()
    if reason and log:
        from evennia.utils import logger

        logger.log_warn(f"Fourfold's speed-ups are off: {reason}.")
    if log:
        guard.log()  # a line per speed-up off (and game file to check) for changed code
    installed = []
    for name in PATCHES:
        module = import_module(f"speedups.{name}")
        if is_on(name):
            module.install()
            installed.append(name)
        else:
            module.uninstall()
    return installed


def uninstall_all() -> None:
    """Put Evennia's own code back wherever install_all patched it."""
    for name in PATCHES:
        import_module(f"speedups.{name}").uninstall()
