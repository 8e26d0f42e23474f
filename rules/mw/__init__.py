"""mw: the Words of Power ruleset of the Muscle Wizard text.

Modules: ladder (die sizes and Gains per explosion), words (Words of Power,
sides and archetypes), sheet, roll (threshold walkthrough, explosion chains,
fumbles, items, DC), action (a roll planned from a sheet), gains (raising,
one-roll boosts, healing) and damage (harm, injury, death, curses).
"""
