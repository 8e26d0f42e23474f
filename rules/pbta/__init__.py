"""pbta: the 2d6 + stat ruleset of the stone-age moves text.

Modules: stats (stats, peoples, chargen), bands (outcome bands), roll (the
2d6 roll record and forwards), moves and uses (every move as data), damage
(weapon dice), sheet, health (damage, rest, Keep Fighting, bargaining),
defend (Readiness), watch (Take Watch and the camp), combat (attacks) and
levels (tokens and level-ups).
"""
