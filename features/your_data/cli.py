"""``./fourfold export`` and ``./fourfold import``:

    python -m features.your_data.cli export [FILE] [--account NAME]
        write the whole game's data file (or one account's) to FILE
        (default: fourfold-export-<time>.zip in the current folder)
    python -m features.your_data.cli import FILE
        import a whole-game data file into this game, which must be empty

Exit status 0 when it worked, 1 when it was refused or failed (the reason on
stderr, nothing in the game changed), 2 for a command line it cannot read.
The file's format is in docs/data-format.md.
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import UTC, datetime
from pathlib import Path


def _setup():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import django

    django.setup()
    import evennia

    evennia._init()  # Evennia's handlers (sessions, scripts), which making accounts and objects reaches


def parser() -> argparse.ArgumentParser:
    made = argparse.ArgumentParser(prog="./fourfold", description=__doc__,
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = made.add_subparsers(dest="what", required=True)
    export = sub.add_parser("export", help="write the game's (or one account's) data file")
    export.add_argument("file", nargs="?")
    export.add_argument("--account", help="only this account's data (its name)")
    into = sub.add_parser("import", help="import a whole-game data file into an empty game")
    into.add_argument("file")
    return made


def main(argv=None, setup=True) -> int:
    args = parser().parse_args(argv)
    if setup:
        _setup()
    return run(args)


def run(args) -> int:
    from core.errors import StorageError

    try:
        if args.what == "export":
            return export(args.file, args.account)
        return import_(args.file)
    except StorageError as err:
        print(f"fourfold {args.what}: {err}", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"fourfold {args.what}: {err.strerror or err} ({err.filename or args.file})",
              file=sys.stderr)
        return 1


def export(file, account_name=None) -> int:
    from evennia.accounts.models import AccountDB

    from features.your_data import archive, collect, personal

    if file is None:
        file = f"fourfold-export-{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}.zip"
    if Path(file).exists():
        raise personal.FileThere(f"{file} is there already: give a new name (nothing was written).")
    if account_name:
        account = AccountDB.objects.filter(username__iexact=account_name).first()
        if account is None:
            raise personal.NoSuchAccount(f"There is no account named {account_name} (deleted, "
                                         f"or never made): nothing was written.")
        personal.check_account(account)
        selection = collect.for_account(account)
    else:
        selection = collect.whole_game()
    path = archive.write(selection, file)
    print(f"wrote {path} ({len(selection.accounts)} accounts, {len(selection.characters)} characters)")
    return 0


def import_(file) -> int:
    from features.your_data import importer

    made = importer.import_file(file)
    counts = ", ".join(f"{count} {kind.replace('_', ' ')}" for kind, count in made.items() if count)
    print(f"imported {file}: {counts or 'nothing (the file was empty)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
