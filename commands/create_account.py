"""`create <name> <password>` at the login screen.

Evennia's `create` repeats the password in its "[Y]/N?" question, checks
the password only after that question, takes any answer but n/no as yes,
and reads `create Sparring Sergeant hunter22` as the name "Sparring" with
the password "Sergeant hunter22". Here:

- the password is never shown back;
- the name and the password are checked (Evennia's username validators,
  Django's AUTH_PASSWORD_VALIDATORS) before anything is asked;
- three or more words without quotes are refused: which part is the name
  cannot be known, and an account name is one word anyway;
- the account comes with a character of its name, as `create` gives one
  on a MUSH (the website's registration makes none);
- only y / yes confirms; n / no cancels; an empty line asks again. Any
  other line cancels and is then run as a command, so nothing typed is
  lost, except a `connect` with the same name and password, which is what
  a client's login trigger sends right after `create`: it confirms, and
  is run once the account exists, so such a client ends up connected.
"""

import re

from django.conf import settings
from evennia.commands.default.unloggedin import CmdUnconnectedCreate as EvenniaCreate
from evennia.utils.utils import class_from_module, delay

YES = ("y", "yes")
NO = ("n", "no")

USAGE = ("Usage: create <name> <password>  (the name is one word; put double "
         'quotes around a password with spaces: create Mara "my long secret")')
TOO_MANY_WORDS = ("Which part is the name? An account name is one word (letters, digits "
                  "and . @ + - _, e.g. Mara_Vell), and a password with spaces goes in double "
                  'quotes: create Mara_Vell "my long secret". Nothing was created.')
NAME_WITH_SPACES = "An account name is one word, without spaces (Mara_Vell, say)."


def split_name_password(args):
    """``(name, password)`` from what follows `create`, or ``(None, message)``
    when it cannot be told which is which. Double quotes group words."""
    args = args.strip()
    if '"' in args:
        parts = [part.strip() for part in re.split(r'"', args) if part.strip()]
        if len(parts) != 2:
            return None, USAGE
        return parts[0], parts[1]
    words = args.split()
    if len(words) < 2:
        return None, USAGE
    if len(words) > 2:
        return None, TOO_MANY_WORDS
    return words[0], words[1]


def same_login(line, username, password):
    """Whether ``line`` is `connect` with this account's name and password."""
    command, _, rest = line.strip().partition(" ")
    if command.lower() not in ("connect", "conn", "con", "co"):
        return False
    name, other = split_name_password(rest)
    return name is not None and name.lower() == username.lower() and other == password


class CmdUnconnectedCreate(EvenniaCreate):
    """
    Make a new account.

    Usage:
      create <name> <password>

    The name is one word (letters, digits and . @ + - _). Put double quotes
    around a password that has spaces. The password must be at least 8
    characters and not a common one. You are asked to confirm: type y (or
    yes) to create the account, n to cancel.

    Examples:
      create Mara 7-lanterns-Lit
      create Mara_Vell "a long and odd secret"
    """

    def at_pre_cmd(self):
        """Refuse while registration is closed (core/registration.py), which
        staff may change on the console without a reload."""
        from core.registration import registration_open

        if not registration_open():
            self.msg("New accounts cannot be made at the moment. Returning players can still connect.")
            return True
        return super().at_pre_cmd()

    def func(self):
        session = self.caller
        username, password = split_name_password(self.args)
        if username is None:
            session.msg(password)
            return
        account_class = class_from_module(settings.BASE_ACCOUNT_TYPECLASS)
        normalized = account_class.normalize_username(username)
        if normalized != username:
            session.msg("Note: your name was changed to leave out spaces at its ends and "
                        "letters that look like others.")
            username = normalized
        errors = self.refusals(account_class, username, password)
        refusal = self.site_refusal(session)
        if refusal:  # a site lock: said before the question, as create would say it after
            errors = [refusal]
        if errors:
            session.msg("|R%s|n\nNothing was created." % "\n".join(errors))
            return

        question = f"Create the account '{username}' with the password you typed? [Y]/N?"
        while True:
            answer = yield question
            answer = (answer or "").strip()
            if answer.lower() in YES or same_login(answer, username, password):
                break
            if answer:
                session.msg(f"The account '{username}' was not created.")
                if answer.lower() not in NO:
                    # the line was meant as a command: run it after this reply
                    delay(0, session.execute_cmd, answer)
                return
            question = f"Type y (or yes) to create '{username}', n to cancel. [Y]/N?"

        if self.make_account(account_class, username, password) and answer.lower() not in YES:
            delay(0, session.execute_cmd, answer)  # the client's connect

    @staticmethod
    def site_refusal(session):
        """Why no account may be made from this connection's address (a
        site lock, features/moderation), or None."""
        from typeclasses.accounts import site_refusal

        return site_refusal(session.address, "create") if session.address else None

    @staticmethod
    def refusals(account_class, username, password):
        """What stops this account from being made, checked before asking."""
        valid, errors = account_class.validate_username(username)
        if not valid:
            return ([NAME_WITH_SPACES] if " " in username else []) + list(errors)
        valid, error = account_class.validate_password(
            password, account=account_class(username=username))
        if not valid:
            return list(error.messages)
        return []

    def make_account(self, account_class, username, password):
        """Create the account (Evennia checks throttles and bans) with a
        character of its name, as a MUSH's `create` gives one (the setting
        AUTO_CREATE_CHARACTER_WITH_ACCOUNT is off so that the website's
        registration makes none), and say how to log in. Returns the
        account, or None."""
        session = self.caller
        account, errors = account_class.create(
            username=username, password=password, ip=session.address, session=session)
        if not account:
            session.msg("|R%s|n" % "\n".join(errors))
            return None
        _character, errors = account.create_character(typeclass=account.default_character_typeclass)
        if errors:  # the account stands; charcreate makes a character later
            session.msg("|R%s|n" % "\n".join(errors))
        session.msg(f"A new account '{username}' was created. Welcome!\n\n"
                    f"You can now log in with the command 'connect {username} <your password>'.")
        return account
