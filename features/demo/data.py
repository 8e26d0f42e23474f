"""The demo world's content: room texts, signs, gear on the racks, the
training opponents and the sample characters new players can copy with
+template. Plain data; features/demo/build.py turns it into objects. Edit
freely and run +demo/build again: nothing is duplicated.

Every object gets an ``ident`` (unique within the demo) that the builder
uses to find it again.
"""

HUB_NAME = "Fourfold Hub"
HUB_DESC = (
    "A round hall of pale stone with four archways, one in each wall, and a "
    "worn brass compass set into the floor. Fourfold runs scenes under four "
    "different rule systems, and each archway leads to a wing where one of "
    "them holds sway: |wfs3|n (d8 skill pools and tactical combat), |wmuse|n "
    "(d6 Traits, challenges and Tribulations), |wpbta|n (2d6 moves in a "
    "stone-age land) and |wmw|n (Muscle Wizard's exploding Words of Power).\n\n"
    "Walk through an archway by typing its name (|wfs3|n, |wmuse|n, |wpbta|n "
    "or |wmw|n). Once inside, |w+ruleset|n tells you which rules apply, "
    "|w+template|n lists a ready-made character you can copy, and |w+odds|n "
    "shows the exact chance of any roll before you make it. |whelp fourfold|n "
    "explains the rest."
)
HUB_SIGN = (
    "First steps:\n"
    "  1. Pick a wing and walk in: fs3, muse, pbta or mw.\n"
    "  2. +template to see the sample character; +template/apply <name> to copy it.\n"
    "  3. +sheet to look at what you have; +odds <roll> to see your chances.\n"
    "  4. +roll <roll> to roll for real. help <command> explains any command.\n"
    "Come back here with the 'hub' exit from the first room of any wing."
)

# Each wing: its ruleset, the area tag its rooms carry, the archway's name
# from the hub, and its rooms in order (the first is entered from the hub;
# each room leads on to the next). Sample characters are copied with
# +template/apply <name> onto the caller's sheet for the room's ruleset
# while that sheet is unapproved.
# WINGS, TEMPLATES and OPPONENTS: the wing, sample character and training
# opponent of each installed ruleset, from its demo module (Ruleset.demo,
# e.g. rulesets/fs3/demo.py), read through the module __getattr__ at the end
# of this file.

WELCOME = (
    "|wWelcome to Fourfold!|n You start in Limbo, the hub. Four archways lead to four "
    "rule systems: type |wfs3|n, |wmuse|n, |wpbta|n or |wmw|n to walk into a wing. "
    "There, |wread sign|n says what to try, |w+template|n gives you a ready-made "
    "character, and |w+odds|n shows your chances before any roll. "
    "|whelp fourfold|n has the whole picture."
)


def wings() -> list[dict]:
    """The demo wing of every installed ruleset that has one, in order."""
    from rulesets.registry import installed

    return [demo.WING for demo in (rs.load("demo") for rs in installed().values()) if demo is not None]


def templates() -> dict[str, dict]:
    """ruleset key -> its sample character, for every installed ruleset with one."""
    from rulesets.registry import installed

    found = {}
    for key, ruleset in installed().items():
        demo = ruleset.load("demo")
        if demo is not None and getattr(demo, "TEMPLATE", None):
            found[key] = demo.TEMPLATE
    return found


def opponents() -> list[dict]:
    """The training opponent of every installed ruleset's wing that has one."""
    from rulesets.registry import installed

    return [demo.OPPONENT for demo in (rs.load("demo") for rs in installed().values())
            if demo is not None and getattr(demo, "OPPONENT", None)]


def __getattr__(name: str):
    # WINGS, TEMPLATES and OPPONENTS are read from the installed rulesets.
    if name == "WINGS":
        return wings()
    if name == "TEMPLATES":
        return templates()
    if name == "OPPONENTS":
        return opponents()
    raise AttributeError(name)
