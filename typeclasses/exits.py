"""Exits: the links between rooms, with what every Fourfold object shares."""

from evennia.objects.objects import DefaultExit

from typeclasses.objects import ObjectParent


class Exit(ObjectParent, DefaultExit):
    """A way from one room to another, named by the command that takes it."""
