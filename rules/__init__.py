"""Fourfold's rules layer: pure Python, one subpackage per ruleset.

Nothing here imports evennia, django, twisted or the game's other packages
(typeclasses, commands, world, server, web); tests/rules/test_purity.py
enforces it. Functions take plain values and return result records.
"""
