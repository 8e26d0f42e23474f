"""The building commands of Evennia as Fourfold has them: names that show,
one co-building rule (core/building.py) on everything they change, and
`home` for everyone (docs/builders.md)."""


def building_commands():
    """The command classes the character cmdset adds over Evennia's own."""
    from commands.building.changing import (
        CmdCpAttr,
        CmdLink,
        CmdName,
        CmdSetAttribute,
        CmdSetHome,
        CmdTag,
        CmdUnLink,
        CmdWipe,
    )
    from commands.building.home import CmdHome
    from commands.building.making import CmdCreate, CmdDig, CmdOpen

    return (CmdCreate, CmdOpen, CmdDig, CmdName, CmdLink, CmdUnLink, CmdSetHome, CmdCpAttr,
            CmdTag, CmdSetAttribute, CmdWipe, CmdHome)
