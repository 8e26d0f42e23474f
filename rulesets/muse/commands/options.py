"""The muse settings, with their defaults (see server/conf/settings.py)."""

from core.game_settings import setting

# the sheet handler counts the chargen budget too, so it keeps the setting
from rulesets.muse.handler import DEFAULT_TRAIT_POINTS, trait_points  # noqa: F401


def async_penalties() -> bool:
    """True: a failed overexertion costs its die for 1d6 real days; False:
    until a scene that counts ends (+scene/end)."""
    return bool(setting("FOURFOLD_MUSE_ASYNC_PENALTIES"))
