"""The admin account of a new game, and the published password.

`./fourfold start` runs ``python -m server.first_admin`` after migrating the
database and before starting the game:

- With no superuser yet it makes one (Account #1, as Evennia's launcher
  would), named FOURFOLD_ADMIN ("admin"). Its password is
  FOURFOLD_ADMIN_PASSWORD or, when that is unset, a random one, printed
  this once and kept in the git-ignored ``server/conf/admin_password``
  (readable by its owner only).
- When a superuser's password is the one older READMEs printed
  ("fourfold-admin"), it says so and exits with ``PUBLISHED``: the script
  then starts the game on 127.0.0.1 only (FOURFOLD_LOOPBACK_ONLY).

Making the account here instead of handing EVENNIA_SUPERUSER_* to
`evennia start` also keeps the launcher's "Create a superuser below" out
of the start-up output: it prints that even when it will not ask.
"""

import os
import secrets
import sys
from pathlib import Path

PUBLISHED_PASSWORD = "fourfold-admin"
PASSWORD_FILE = Path(__file__).resolve().parent / "conf" / "admin_password"
PUBLISHED = 3  # exit status: a superuser has the published password
# no 0/O, 1/l/I: the password is read off a terminal and typed into a client
_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def say(text):
    print(f"[fourfold] {text}", flush=True)


def random_password(length=16):
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def keep_password(password, path=None):
    """Write ``password`` to ``path`` (PASSWORD_FILE), readable and writable
    by its owner only."""
    path = Path(path or PASSWORD_FILE)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as out:
        out.write(password + "\n")
    os.chmod(path, 0o600)  # an older file keeps its mode through O_CREAT


def make_first_admin(username, password=None, path=None):
    """Make the superuser if the game has none. Returns ``None`` when one
    exists, else ``(account, password, made_up)``; a made-up password is
    kept in ``path`` (PASSWORD_FILE)."""
    from evennia.accounts.models import AccountDB

    if AccountDB.objects.filter(is_superuser=True).exists():
        return None
    made_up = not password
    if made_up:
        password = random_password()
        keep_password(password, path)
    account = AccountDB.objects.create_superuser(username, None, password)
    return account, password, made_up


def published_password_admins():
    """Names of the superusers whose password is the published one."""
    from evennia.accounts.models import AccountDB

    return [a.username for a in AccountDB.objects.filter(is_superuser=True)
            if a.check_password(PUBLISHED_PASSWORD)]


def main(environ=os.environ):
    made = make_first_admin(environ.get("FOURFOLD_ADMIN") or "admin",
                            environ.get("FOURFOLD_ADMIN_PASSWORD") or None)
    if made:
        account, password, made_up = made
        name = account.username
        if made_up:
            say(f"first start: made the admin account '{name}' with the password '{password}'")
            say("(shown this once; kept in server/conf/admin_password, which git ignores)")
            say(f"log in with: connect {name} {password}")
        else:
            say(f"first start: made the admin account '{name}' with the password "
                "from FOURFOLD_ADMIN_PASSWORD")
        published = [name] if password == PUBLISHED_PASSWORD else []
    else:
        published = published_password_admins()
    if published:
        names = ", ".join(f"'{name}'" for name in published)
        say(f"the admin account {names} still has the published password "
            f"'{PUBLISHED_PASSWORD}': the game listens on 127.0.0.1 only, whatever "
            "FOURFOLD_INTERFACE says. Change it in the game (log in as that account: "
            f"password {PUBLISHED_PASSWORD} = <new password>), then ./fourfold stop "
            "and ./fourfold start.")
        return PUBLISHED
    return 0


if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import django

    django.setup()
    import evennia

    evennia._init()
    sys.exit(main())
