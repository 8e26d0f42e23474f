"""Exit 0 when the database has every migration applied, 1 when one is
missing (or the database cannot be read): ``./fourfold start`` migrates only
then. Django's ``migrate --check`` answers it; this runs it without
Evennia's launcher, which would stop to ask for a superuser on a database
that has none yet."""

import os
import sys
from pathlib import Path

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import django

    django.setup()
    from django.core.management import call_command

    try:
        call_command("migrate", check_unapplied=True, verbosity=0, interactive=False)
    except SystemExit as done:
        sys.exit(1 if done.code else 0)
    except Exception:  # no database yet, or one that cannot be read: migrate says why
        sys.exit(1)
    sys.exit(0)
