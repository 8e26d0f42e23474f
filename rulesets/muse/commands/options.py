"""The muse settings, with their defaults (see server/conf/settings.py)."""

from django.conf import settings

DEFAULT_TRAIT_POINTS = 18


def trait_points() -> int:
    """Chargen points to spend above 1 in each Trait."""
    return int(getattr(settings, "FOURFOLD_MUSE_TRAIT_POINTS", DEFAULT_TRAIT_POINTS))


def async_penalties() -> bool:
    """True: a failed overexertion costs its die for 1d6 real days; False:
    until a scene that counts ends (+scene/end)."""
    return bool(getattr(settings, "FOURFOLD_MUSE_ASYNC_PENALTIES", False))
