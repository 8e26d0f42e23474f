"""What the community adds when the demo world is built (the ``demo_build``
hook, core/features.py): the OOC lounge, the boards and the welcome post."""

from __future__ import annotations


def build_demo(hub, report: list) -> None:
    from features.community.demo_boards import build_boards
    from features.community.demo_lounge import build_lounge

    build_lounge(hub, report)
    build_boards(report)
