"""The kinds of room message (say, pose, emit, ooc) are named once, in
core/message_types.py: the scene log, nospoof and the commands that send
them all read that one definition."""

import ast
import pathlib
import unittest

from core import message_types
from core.text import player
from features.scenes import log as scene_log
from features.scenes import store as scene_store

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGES = ("core", "ops", "typeclasses", "features", "rulesets", "commands", "world", "web", "speedups")
KINDS = {"say", "pose", "emit", "ooc"}


def _kind(node) -> bool:
    return isinstance(node, ast.Constant) and node.value in KINDS


def written_out(tree) -> list[str]:
    """The places in ``tree`` that spell the kinds out: a tuple of two or
    more of them, ``{"type": <kind>}`` or ``type=<kind>``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple) and len(node.elts) > 1 and all(map(_kind, node.elts)):
            found.append(ast.unparse(node))
        elif isinstance(node, ast.Dict):
            found += [ast.unparse(v) for k, v in zip(node.keys, node.values)
                      if isinstance(k, ast.Constant) and k.value == "type" and _kind(v)]
        elif isinstance(node, ast.keyword) and node.arg == "type" and _kind(node.value):
            found.append(ast.unparse(node))
    return found


class OneDefinitionTest(unittest.TestCase):
    def test_the_kinds_are_written_out_only_in_core_message_types(self):
        found = []
        for package in PACKAGES:
            for path in (ROOT / package).rglob("*.py"):
                rel = path.relative_to(ROOT).as_posix()
                # migrations keep the values they were written with
                if rel == "core/message_types.py" or "/migrations/" in rel:
                    continue
                found += [f"{rel}: {text}" for text in written_out(ast.parse(path.read_text()))]
        self.assertEqual(found, [])

    def test_the_check_finds_each_way_of_spelling_a_kind_out(self):
        code = 'A = ("pose", "say")\nmsg((t, {"type": "emit"}))\nsend(t, type="ooc")\nB = ("pose",)'
        self.assertEqual(len(written_out(ast.parse(code))), 3)

    def test_the_readers_use_the_one_definition(self):
        self.assertIs(scene_store.POSE_KINDS, message_types.POSE_KINDS)
        self.assertIs(scene_log.POSE_KINDS, message_types.POSE_KINDS)
        self.assertIs(player.SPOOFABLE, message_types.SPOOFABLE)

    def test_what_the_scene_log_keeps(self):
        for kind in message_types.POSE_KINDS:
            self.assertEqual(message_types.logged_kind({"type": kind}), kind)
        self.assertIsNone(message_types.logged_kind({"type": message_types.OOC}))
        self.assertEqual(message_types.logged_kind({}), "system")
