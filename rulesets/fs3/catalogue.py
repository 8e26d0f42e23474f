"""Loads the fs3 ability catalogue from the data module named in settings."""

from functools import lru_cache
from importlib import import_module

from core.game_settings import setting
from rules.fs3.abilities import Catalogue
from rules.fs3.sheet import Budget


@lru_cache(maxsize=4)
def _load(module_path: str) -> Catalogue:
    data = import_module(module_path)
    return Catalogue.from_data(data.ATTRIBUTES, data.SKILLS)


def catalogue() -> Catalogue:
    return _load(setting("FOURFOLD_FS3_ABILITIES"))


def chargen_budget() -> Budget:
    return Budget(
        attribute_points=setting("FOURFOLD_FS3_ATTRIBUTE_POINTS"),
        skill_points=setting("FOURFOLD_FS3_SKILL_POINTS"),
    )
