"""
Accounts: the login that puppets characters. Fourfold's adds the login
throttle, the RollLog channel for staff, a first-login welcome and new
characters kept out of sight until first played. Guests (off unless
GUEST_ENABLED) get the same speed-ups.
"""

from evennia.accounts.accounts import DefaultAccount, DefaultGuest
from evennia.utils import logger
from evennia.utils.utils import make_iter

from core import features, login_guard, pager
from core.rolls import roll_channel as roll_channels
from speedups.attribute_cache import CompleteAttributeCache
from speedups.cmdset_provider import QuickCmdsetProvider
from typeclasses.channel_history import spoken
from typeclasses.shared_puppet import SharedSwitch

NO_CHARACTER = ("You have no character to play yet. |wcharcreate <name>|n makes one; "
                "|wic <name>|n then plays it, and |whelp|n lists what else you can do.")

# What features do at an account's very first login (core/features.py).
_FIRST_LOGIN = features.hook("at_first_login")
# Site locks: what connections from an address may do (core/features.py).
_SITE_LOCK = features.hook("site_lock")


def site_refusal(address, action, account=None):
    """The first line a feature's site lock refuses ``action`` from
    ``address`` with, or None."""
    return next((line for line in _SITE_LOCK(address, action, account=account) if line), None)


class Account(SharedSwitch, QuickCmdsetProvider, CompleteAttributeCache, DefaultAccount):
    """A player's account: what logs in, talks on channels and puppets
    characters."""

    @classmethod
    def authenticate(cls, username, password, ip="", **kwargs):
        """Evennia's check with Fourfold's login throttle (per address and
        per account, shared with the website: core/login_guard.py)."""
        return login_guard.authenticate(cls, username, password, ip=ip, session=kwargs.get("session"))

    @classmethod
    def is_banned(cls, **kwargs):
        """Evennia's bans, then the site locks that ban the address: both
        are asked before a password is checked (core/login_guard.py) and
        before an account is made."""
        if super().is_banned(**kwargs):
            return True
        return bool(kwargs.get("ip")) and site_refusal(kwargs["ip"], "login") is not None

    @classmethod
    def create(cls, *args, **kwargs):
        """Evennia's account creation, refused from a site whose lock
        forbids new accounts (telnet's and the web client's ``create`` and
        the website's registration all come here with the address)."""
        ip = kwargs.get("ip")
        refusal = site_refusal(ip, "create") if ip else None
        if refusal:
            logger.log_sec(f"Account Creation Denied (site lock): "
                           f"{login_guard.shown(kwargs.get('username'))} (IP: {ip}).")
            return None, [refusal]
        return super().create(*args, **kwargs)

    def at_post_create_character(self, character, **kwargs):
        """A new character waits out of sight (location None, as Evennia keeps
        an unpuppeted character) until it is first played: an account made
        but never logged in leaves nobody standing in the start room. The
        first puppet puts it where it would have stood (Evennia's
        at_pre_puppet reads ``prelogout_location``)."""
        super().at_post_create_character(character, **kwargs)
        if character.location is not None and not character.sessions.count():
            character.db.prelogout_location = character.location
            character.location = None

    def at_post_login(self, session=None, **kwargs):
        if len(self.sessions.all()) <= 1:
            pager.close_quietly(self)  # an out-of-character page left open last time
        self._choose_character_to_play()
        super().at_post_login(session=session, **kwargs)
        roll_channels.join_roll_channel(self)  # staff are on RollLog from the start
        # The first time an account logs in the features greet it (the demo:
        # where it stands, the hub, and what to type next). A flag keeps it to once.
        if not self.db.fourfold_welcomed:
            _FIRST_LOGIN(self, session)
            self.db.fourfold_welcomed = True
        self.preload_attributes()  # one query now instead of one per key later
        if session is not None:  # staff hear of a login from a suspect site
            site_refusal(session.address, "logged_in", account=self)

    def _choose_character_to_play(self):
        """The character a login plays (Evennia reads ``_last_puppet``): the
        last one played, or, when that one is gone (deleted, or moved to
        another account by the roster), the first the account still has."""
        last = self.db._last_puppet
        if last is not None and last.access(self, "puppet"):
            return
        mine = [char for char in self.characters if char.access(self, "puppet")]
        self.db._last_puppet = mine[0] if mine else None

    def puppet_object(self, session, obj):
        """Evennia's; asked to play nothing (a login with no character of
        its own), it says how to make one instead of raising (Evennia then
        logged a traceback and told the player "The Character does not
        exist.")."""
        if obj is None and session is not None:
            session.msg(NO_CHARACTER)
            return None
        return super().puppet_object(session, obj)

    def at_pre_channel_msg(self, message, channel, senders=None, **kwargs):
        """A channel line from a ``speaker`` (the sender's name and channel
        title, worked out once by the channel commands: features/channels)
        reads MUSH style, ``:`` a pose and ``;`` a pose without the space
        (typeclasses/channel_history.py), with no per-listener look-up;
        other lines are Evennia's."""
        speaker = kwargs.get("speaker")
        if not speaker or not senders or not isinstance(message, str):
            return super().at_pre_channel_msg(message, channel, senders=senders, **kwargs)
        text = spoken(speaker, message)
        if kwargs.get("no_prefix") or kwargs.get("emit"):
            return text
        return channel.channel_prefix() + text

    def at_post_disconnect(self, **kwargs):
        super().at_post_disconnect(**kwargs)
        if not self.sessions.all():
            pager.close_quietly(self)

    def unpuppet_object(self, session):
        """Evennia's, but a character still played from another of the
        account's connections (MULTISESSION_MODE 1) keeps its "puppeted"
        tag, by which a Server restarted after a crash finds who was in play."""
        puppets = [s.puppet for s in make_iter(session) if getattr(s, "puppet", None)]
        super().unpuppet_object(session)
        for obj in puppets:
            if obj.sessions.count():
                obj.tags.add("puppeted", category="account")


class Guest(QuickCmdsetProvider, CompleteAttributeCache, DefaultGuest):
    """A guest login: it and its character are deleted when it disconnects."""
