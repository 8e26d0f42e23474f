"""The installed features, and how the layers below reach them.

A feature (scenes, community, the demo, practice fights) is one package,
``features/<name>/``, whose ``__init__`` holds ``FEATURE = Feature(...)``;
installing it is one line in ``settings.FOURFOLD_FEATURES``, as a ruleset
is one line in ``FOURFOLD_RULESETS`` (rulesets/registry.py). The
description names every part by dotted path, imported only when used, so
this module and every feature's ``__init__`` stay free of Evennia and
Django: ``server/conf/settings.py`` reads them for the help modules, the
Django apps, the web addresses and the settings defaults (:func:`configure`),
and refuses to start a game whose list lacks a feature another requires or
whose feature names a hook that does not exist (:func:`refusals`).

Typeclasses never import a feature. Where one must act (a room message
in a running scene, a character logging in, someone leaving a room) it
calls a named hook: :func:`hook` gives a :class:`Hook` once, at import, and
the Hook finds its functions at first use, again only when
``FOURFOLD_FEATURES`` changes (tests). The hooks (:data:`HOOKS`; any other
name is refused), and what each is called with:

``room_log``
    one object with ``logging(room) -> bool`` and ``record(room, text, kind,
    author=None, private=False) -> bool``: the log a room's lines are kept
    in (features/scenes/log.py), reached only through core/room_record.py.
    The first feature that gives one is used.
``at_post_puppet(char)``, ``at_post_unpuppet(char)``
    a character was put in play / left by its last connection.
``at_post_move(char, source_location)``
    a character moved (any way: walking, teleport, going home).
``at_session_end(session)``
    a connection to the Server ends (before Evennia forgets its account).
``login_notice(char) -> str``
    lines shown at login; the non-empty ones are joined.
``at_object_leave(room, obj)``
    ``obj`` left ``room``; a function may return a line to tell ``obj``.
``at_first_login(account, session)``
    an account's very first login.
``at_server_start()``
    the Server started (a cold start, a reload or a restart after a crash).
``demo_build(hub, report)``
    the demo world is built: add this feature's rooms and objects.
``staff_request(title, text, category)``
    code below the features (a failed backup, ops/backups/staff.py) asks
    staff to act: the requests feature files it where staff look for work.
``refuses(recipient, sender, kind) -> bool``
    ``recipient`` takes no message of ``kind`` ("page", "mail") from
    ``sender`` (a block); any feature answering True refuses it.
``site_lock(address, action, account=None) -> str | None``
    a connection from ``address`` is about to ``"login"`` (before its
    password is checked) or ``"create"`` an account, or has ``"logged_in"``
    as ``account``: a line refusing it, or None to let it through.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from core.dotted_path import load_path

SETTING = "FOURFOLD_FEATURES"
APPS_SETTING = "INSTALLED_APPS"
# (prefix, URL module) of each installed feature with web pages, in order
# (web/website/feature_pages.py mounts them)
URLS_SETTING = "FOURFOLD_FEATURE_URLS"

# Every hook a feature may give (the module docstring says what each is).
HOOKS = frozenset({
    "room_log", "at_post_puppet", "at_post_unpuppet", "at_post_move", "at_session_end",
    "login_notice", "at_object_leave", "at_first_login", "at_server_start", "demo_build",
    "refuses", "staff_request", "site_lock",
})


class FeatureError(Exception):
    """The installed features cannot make a game: a feature another needs is
    not installed, or a feature names a hook that does not exist."""


@dataclass(frozen=True)
class Feature:
    key: str                               # e.g. "scenes"
    name: str = ""                         # what it is, for people
    # what a Character's / an Account's default cmdset gets, in order: dotted
    # paths of Command classes (an instance is added) or of functions(cmdset)
    character_commands: tuple[str, ...] = ()
    account_commands: tuple[str, ...] = ()
    help_modules: tuple[str, ...] = ()     # FILE_HELP_ENTRY_MODULES modules
    # hook name (one of HOOKS) -> a dotted path, or several
    hooks: dict[str, str | tuple[str, ...]] = field(default_factory=dict)
    # its Django app (an AppConfig's dotted path) when it has tables,
    # templates or static files; added to INSTALLED_APPS. The app's label
    # names its tables and migrations: it never changes.
    app: str | None = None
    # a module with ``urlpatterns``: its web pages, served under url_prefix
    # ("" is the site's root, before Evennia's pages, so a page may take the
    # place of Evennia's at the same address and name)
    urls: str | None = None
    url_prefix: str = ""
    # setting name -> default, used where the game's settings set none
    settings: dict[str, Any] = field(default_factory=dict)
    # the keys of the features it cannot work without (it imports them)
    requires: tuple[str, ...] = ()

    def hook_paths(self, name: str) -> tuple[str, ...]:
        paths = self.hooks.get(name, ())
        return (paths,) if isinstance(paths, str) else tuple(paths)


def describe(package: str) -> Feature:
    """The Feature a package exports (``<package>.FEATURE``)."""
    return import_module(package).FEATURE


def help_modules(packages) -> list[str]:
    """The help-entry modules of these feature packages, in order."""
    return [module for feature in map(describe, packages) for module in feature.help_modules]


def refusals(features, others=()) -> list[str]:
    """Why a game with these features (Feature descriptions) cannot start,
    one line per reason; none when it can. ``others`` are (who, required
    feature keys) of what else requires features, e.g. ("The ruleset 'fs3'",
    ("practice",))."""
    features = list(features)
    keys = {feature.key for feature in features}
    found = []
    for feature in features:
        found += [f"The feature {feature.key!r} gives a hook named {name!r}, and there is no such "
                  f"hook (core/features.py HOOKS: {', '.join(sorted(HOOKS))})."
                  for name in feature.hooks if name not in HOOKS]
    needs = [(f"The feature {feature.key!r}", feature.requires) for feature in features]
    for who, required in [*needs, *others]:
        found += [f"{who} requires the feature {key!r}, which {SETTING} does not list."
                  for key in required if key not in keys]
    return found


def configure(namespace: dict, others=()) -> None:
    """Settings from ``namespace[FOURFOLD_FEATURES]``, set in ``namespace``
    (a settings module's globals): each feature's app added to
    INSTALLED_APPS, the URL list (URLS_SETTING), and each feature's settings
    defaults where the namespace has none. Raises FeatureError, naming every
    reason (:func:`refusals`), when the features cannot make a game."""
    features = [describe(package) for package in namespace[SETTING]]
    problems = refusals(features, others)
    if problems:
        raise FeatureError("\n".join(problems))
    apps = list(namespace.get(APPS_SETTING, ()))
    apps += [feature.app for feature in features if feature.app and feature.app not in apps]
    namespace[APPS_SETTING] = apps
    namespace[URLS_SETTING] = [(feature.url_prefix, feature.urls) for feature in features if feature.urls]
    for feature in features:
        for name, value in feature.settings.items():
            namespace.setdefault(name, value)


_cache: tuple = (None, {})


def installed() -> dict[str, Feature]:
    """key -> Feature for every package in ``settings.FOURFOLD_FEATURES``, in
    the order listed."""
    global _cache
    from django.conf import settings

    packages = tuple(getattr(settings, SETTING, ()))
    if _cache[0] != packages:
        _cache = (packages, {f.key: f for f in map(describe, packages)})
    return dict(_cache[1])


def get(key: str) -> Feature | None:
    return installed().get(key)


class Hook:
    """The functions the installed features give for one hook name."""

    __slots__ = ("name", "_funcs")

    def __init__(self, name: str):
        self.name = name
        self._funcs = None

    @property
    def funcs(self) -> tuple:
        funcs = self._funcs
        if funcs is None:
            funcs = self._funcs = tuple(load_path(path) for feature in installed().values()
                                        for path in feature.hook_paths(self.name))
        return funcs

    @property
    def first(self) -> Any:
        """The first feature's function (or object) for this hook, or None."""
        funcs = self.funcs
        return funcs[0] if funcs else None

    def __call__(self, *args, **kwargs) -> list:
        """Call every function; their answers in order."""
        return [func(*args, **kwargs) for func in self.funcs]

    def forget(self) -> None:
        self._funcs = None


_hooks: dict[str, Hook] = {}


def hook(name: str) -> Hook:
    """The one Hook called ``name`` (keep it: a module-level name). A name
    not in HOOKS raises FeatureError, when the module asking is imported."""
    found = _hooks.get(name)
    if found is None:
        if name not in HOOKS:
            raise FeatureError(f"There is no feature hook named {name!r} "
                               f"(core/features.py HOOKS: {', '.join(sorted(HOOKS))}).")
        found = _hooks[name] = Hook(name)
    return found


def forget() -> None:
    """Read the features again at next use (``FOURFOLD_FEATURES`` changed)."""
    global _cache
    _cache = (None, {})
    load_path.cache_clear()
    for each in _hooks.values():
        each.forget()


def add_commands(cmdset, which: str) -> None:
    """Add every installed feature's ``<which>_commands`` ("character" or
    "account") to ``cmdset``, feature by feature in the order installed."""
    for feature in installed().values():
        for path in getattr(feature, f"{which}_commands"):
            part = load_path(path)
            if isinstance(part, type):
                cmdset.add(part())
            else:
                part(cmdset)


def _on_setting_changed(setting=None, **kwargs) -> None:
    if setting == SETTING:
        forget()


def _listen() -> None:
    from django.core.signals import setting_changed

    setting_changed.connect(_on_setting_changed, dispatch_uid="fourfold-features")


_listen()
