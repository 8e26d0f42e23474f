"""Builders, an Admin and a player for the building command tests.

``self.char1`` (Evennia's test character, a Developer) is the Admin;
``self.wright`` and ``self.mason`` are two Builders, ``self.char2`` a plain
player. :meth:`built_by` makes a room, exit or thing with the locks
Evennia's building commands give what a caller makes."""

from evennia.utils import create

from tests.helpers.game import CHARACTER, ROOM, FourfoldCommandTest

EXIT = "typeclasses.exits.Exit"
THING = "typeclasses.objects.Object"
MADE_LOCKS = "control:id({id}) or perm(Admin);delete:id({id}) or perm(Admin);edit:id({id}) or perm(Admin)"


def command(module, name):
    """A new instance of a building command (imported once Evennia is set
    up: its building module cannot be imported before)."""
    import importlib

    return getattr(importlib.import_module(f"commands.building.{module}"), name)()


class BuildingTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.wright = self.make_staff("Wright", "Builder")
        self.mason = self.make_staff("Mason", "Builder")

    def make_staff(self, key, perm):
        account = create.create_account(f"{key}Acct{self.id()[-12:].replace('.', '')}",
                                        email=None, password="pw-for-tests-1")
        account.permissions.add(perm)
        self.addCleanup(account.delete)
        char = create.create_object(CHARACTER, key=key, location=self.room1, home=self.room1)
        char.account = account
        return char

    def built_by(self, maker, key, typeclass=ROOM, location=None, destination=None):
        return create.create_object(typeclass, key=key, location=location,
                                    destination=destination, home=location or self.room1,
                                    locks=MADE_LOCKS.format(id=maker.id))

    def state(self, *extra):
        out = {}
        for obj in (self.room1, self.room2, self.char1, self.char2, self.wright,
                    self.mason) + extra:
            obj.refresh_from_db()
            out[obj.id] = (obj.db_key, obj.location.id if obj.location else None,
                           obj.db_lock_storage, sorted(obj.tags.all(return_key_and_category=True)),
                           sorted((a.key, a.category, str(a.value)) for a in obj.attributes.all()))
        from evennia.objects.models import ObjectDB

        out["objects"] = ObjectDB.objects.count()
        return out
