"""The pose order of a scene: who is waiting to pose, longest first.

Read by ``+scene/order`` (features/scenes/commands/reading.py) and, after
each pose in a scene with the order on, by the scene log's "is next"
notice (features/scenes/log.py).
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db.models import Max

from core.message_types import POSE_KINDS
from features.scenes.clock import now


def pose_order(scene, at=None) -> list[tuple[str, int, float]]:
    """The pose order: (name, char id, seconds waited) for each participant
    who has posed or joined within ``FOURFOLD_SCENE_ORDER_DROP`` seconds,
    longest waiting first."""
    at = at or now()
    drop = timedelta(seconds=settings.FOURFOLD_SCENE_ORDER_DROP)
    last = dict(scene.entries.filter(kind__in=POSE_KINDS, author_id__isnull=False)
                .values("author_id").annotate(t=Max("created")).values_list("author_id", "t"))
    order = []
    for part in scene.participants.all():
        since = last.get(part.char_id) or part.joined
        if at - since > drop:
            continue
        order.append((part.name, part.char_id, max(0.0, (at - since).total_seconds())))
    order.sort(key=lambda row: -row[2])
    return order
