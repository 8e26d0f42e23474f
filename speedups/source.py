"""The source of a watched function or class as its module's FILE has it.

A speed-up replaces Evennia's code on the live objects (a module's
function, a class's method), and Evennia's decorators do not all keep
``__wrapped__``, so the live object's source (``inspect.getsource``) may be
Fourfold's replacement or a decorator's inner wrapper. Here nothing is
imported: the module's file is found from its top-level package's location,
parsed with :mod:`ast`, and the definition named by the dotted path is cut
out of the text, from its first decorator to its last line. Every
definition of that name at that level is taken (a property and its setter,
``typing.overload`` stubs, a function defined in both branches of an
``if``); a method a class inherits from a class of the same module is
found there.

Pure file reading and hashlib, so settings.py can use it before Django is
set up; each file is read and parsed once per process (:func:`reset`
forgets them). Parsing all the watched files takes about half a second,
so speedups/guard.py compares whole-file hashes first and parses only a
file that changed. Tests point :func:`read_text` at a changed copy.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import os
from functools import lru_cache


class NotFound(LookupError):
    """The module's file or the definition in it is not there."""


def read_text(path: str) -> str:
    """The text of ``path`` (tests replace this to show a changed file)."""
    with open(path, encoding="utf-8") as handle:
        return handle.read()


@lru_cache(maxsize=None)
def _package_dirs(top: str) -> tuple[str, ...]:
    spec = importlib.util.find_spec(top)  # a top-level name: imports nothing
    if spec is None:
        return ()
    if spec.submodule_search_locations:
        return tuple(spec.submodule_search_locations)
    return (os.path.dirname(spec.origin),) if spec.origin else ()


@lru_cache(maxsize=None)
def module_file(module: str) -> str | None:
    """The ``.py`` file of the dotted ``module`` (found where Python would
    import it from), or None."""
    top, *rest = module.split(".")
    for base in _package_dirs(top):
        if not rest:
            candidates = [os.path.join(base, "__init__.py")]
        else:
            stem = os.path.join(base, *rest)
            candidates = [stem + ".py", os.path.join(stem, "__init__.py")]
        for path in candidates:
            if os.path.isfile(path):
                return path
    return None


@lru_cache(maxsize=None)
def split(dotted: str) -> tuple[str, str, tuple[str, ...]]:
    """``dotted`` as (module, its file, the names inside it), the module
    being the longest prefix that has a file."""
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        path = module_file(".".join(parts[:cut]))
        if path:
            return ".".join(parts[:cut]), path, tuple(parts[cut:])
    raise NotFound(f"no module file for {dotted}")


@lru_cache(maxsize=None)
def text(path: str) -> str:
    """The text of ``path``, read once."""
    return read_text(path)


def file_hash(path: str) -> str:
    """sha256 of the whole file: when it is the stored one, every function
    in it is as it was, and nothing needs parsing (a few ms for all)."""
    return hashlib.sha256(text(path).encode()).hexdigest()


@lru_cache(maxsize=None)
def _parsed(path: str) -> tuple[list[str], ast.Module]:
    content = text(path)
    return content.splitlines(keepends=True), ast.parse(content, filename=path)


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _defs(body: list, name: str) -> list:
    """The definitions called ``name`` in ``body``, also those inside an
    ``if``/``try`` at that level (conditional definitions)."""
    found = []
    for node in body:
        if isinstance(node, _DEFS):
            if node.name == name:
                found.append(node)
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            for inner in (node.body, getattr(node, "orelse", []), getattr(node, "finalbody", []),
                          *[handler.body for handler in getattr(node, "handlers", [])]):
                found += _defs(inner, name)
    return found


def _lookup(tree: ast.Module, node, name: str, seen=()) -> list:
    """``name`` in ``node``'s body; for a class that does not define it, in
    its bases defined in the same module, in order (as inheritance finds it)."""
    found = _defs(node.body, name)
    if found or not isinstance(node, ast.ClassDef) or node in seen:
        return found
    for base in node.bases:
        if isinstance(base, ast.Name):
            for parent in _defs(tree.body, base.id):
                if isinstance(parent, ast.ClassDef):
                    found = _lookup(tree, parent, name, (*seen, node))
                    if found:
                        return found
    return []


def spans(dotted: str) -> tuple[str, list[tuple[int, int]]]:
    """The file ``dotted`` is defined in and the (first, last) line numbers
    of each of its definitions there, from the first decorator on."""
    _, path, names = split(dotted)
    try:
        _, tree = _parsed(path)
    except (OSError, SyntaxError, ValueError) as error:  # unreadable, not Python
        raise NotFound(f"{path} cannot be read: {error}") from error
    nodes = [tree]
    for name in names:
        nodes = [found for node in nodes if isinstance(node, (ast.Module, ast.ClassDef))
                 for found in _lookup(tree, node, name)]
        if not nodes:
            raise NotFound(f"{dotted} is not defined in {path}")
    return path, [(min([node.lineno] + [d.lineno for d in node.decorator_list]), node.end_lineno)
                  for node in nodes]


def source(dotted: str) -> str:
    """The text of the definition(s) ``dotted`` names, decorators included."""
    path, found = spans(dotted)
    lines = _parsed(path)[0]
    return "\n".join("".join(lines[first - 1:last]) for first, last in found)


def fingerprint(dotted: str) -> str:
    """sha256 of :func:`source` of ``dotted``."""
    return hashlib.sha256(source(dotted).encode()).hexdigest()


def drop_trees() -> None:
    """Let the parsed files go (a big module's tree is megabytes); their
    text stays."""
    _parsed.cache_clear()


def reset() -> None:
    """Forget the files read (and where packages are)."""
    for cached in (text, _parsed, split, module_file, _package_dirs):
        cached.cache_clear()
