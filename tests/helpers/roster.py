"""Shared set-up for the roster tests: players whose accounts hold their
characters the way Evennia's account creation leaves them, a scripted
clock, and a 'nothing changed' state that covers the roster's marks, the
characters' locks and who plays whom."""

from evennia.utils import create

from features.community.profile import CATEGORY as PROFILE
from features.roster.rules import DAY
from tests.helpers.mail_boards import CommunityTest

ACCOUNT = "typeclasses.accounts.Account"
T0 = 1_700_000_000.0  # the scripted clock's day 0


def at(days: float) -> float:
    return T0 + days * DAY


class RosterTest(CommunityTest):
    """char1 is staff on TestAccount; char2 a player on TestAccount2; Dee a
    player on DeeAccount, last seen on day 0 of the scripted clock."""

    def setUp(self):
        super().setUp()
        self.account.characters.add(self.char1)
        self.account2.characters.add(self.char2)
        self.dee_account = self.make_account("DeeAccount")
        self.own(self.dee_account, self.dee)
        for char in (self.char2, self.dee):
            self.seen(char, 0)

    def make_account(self, name):
        account = create.create_account(name, email=f"{name.lower()}@example.com",
                                        password="a long password 1", typeclass=ACCOUNT)
        self.addCleanup(account.delete)
        return account

    def own(self, account, char):
        """``char`` is ``account``'s, with the locks Evennia gives a new character."""
        account.characters.add(char)
        char.locks.add(type(char).get_default_lockstring(account=account, character=char.id))
        char.db.creator_id = account.id

    def seen(self, char, days):
        """``char`` was last online on day ``days`` of the scripted clock."""
        char.attributes.add("last_online", at(days), category=PROFILE)

    def state(self, *extra):
        out = super().state(*extra)
        from evennia.accounts.models import AccountDB
        from evennia.objects.models import ObjectDB

        out["chars"] = sorted(
            (o.id, o.db_lock_storage,
             sorted(str(t) for t in o.tags.all(return_key_and_category=True)),
             sorted((a.db_key, a.db_category, repr(a.value)) for a in o.attributes.all()))
            for o in ObjectDB.objects.all())
        out["playable"] = sorted((a.id, tuple(c.id for c in a.characters.all()))
                                 for a in AccountDB.objects.all())
        return out
