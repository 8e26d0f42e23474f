"""The mw (Muscle Wizard) ruleset's commands: Words of Power, rolls with
explosion chains, spotting, vetoes, Gains, items, harm and healing."""
