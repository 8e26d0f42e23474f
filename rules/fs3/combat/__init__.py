"""fs3 combat, as pure rules: stances, armor, hit locations, wounds, one
attack, and the turn resolver that runs a whole turn of a fight.

Modules (one idea each):

- ``stances``   the stance list, its dice modifiers and who may take which
- ``weapons``   the Weapon record and the unarmed fallback
- ``armor``     the printed stop-chance tables, the protection formula, armor checks
- ``locations`` the humanoid hit table and each location's wound modifier
- ``wounds``    the wound roll, severities, Wound records, penalties, KO threshold
- ``healing``   daily healing points and treatment
- ``combatant`` one fighter's serializable state
- ``pools``     the dice pool for every roll a fighter makes in combat
- ``checks``    the KO check and the mounted fall check
- ``attack``    one attack from the first die to the wound
- ``state``     the whole fight's serializable state and the ways to change it
                between turns (queueing actions, stance, luck, hero)
- ``turn``      ``resolve_turn(state, rng) -> (new_state, events)``
- ``odds``      exact probabilities (through icepool) for +odds and for tests

Nothing here formats text for players; the command layer turns the records
and event dicts into messages.
"""
