"""``./fourfold backup``, ``./fourfold backups`` and ``./fourfold restore``:

    python -m ops.backups.cli backup [--kind KIND]   make one now, print it
    python -m ops.backups.cli list                   the backups and verdicts
    python -m ops.backups.cli check <file|latest> [--force]
                                 print the file a restore would use, or refuse
    python -m ops.backups.cli restore <file> [--force]
                                 restore it (the game must be stopped)

Exit status 0 when it worked, 1 when it failed or was refused (the reason
on stderr). ./fourfold stops the game between ``check`` and ``restore``,
then migrates and starts it again.
"""

import argparse
import os
import sys
from pathlib import Path


def _setup():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import django

    django.setup()


def main(argv=None) -> int:
    """Run one command; anything unforeseen is one line on stderr and exit 1."""
    try:
        return _main(argv)
    except SystemExit:
        raise
    except Exception as err:
        print(f"[fourfold] ERROR: {type(err).__name__}: {err}", file=sys.stderr)
        return 1


def _main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="./fourfold", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="what", required=True)
    made = sub.add_parser("backup")
    made.add_argument("--kind", default="manual", choices=("manual", "nightly", "pre-upgrade"))
    sub.add_parser("list")
    for name in ("check", "restore"):
        one = sub.add_parser(name)
        one.add_argument("file")
        one.add_argument("--force", action="store_true")
    args = parser.parse_args(argv)
    _setup()
    from ops.backups import restore, run, store

    if args.what == "backup":
        verdict = run.backup(args.kind)
        print(run.summary(verdict))
        if verdict["ok"] and not verdict["copy_failures"]:
            return 0
        from ops.backups import staff

        staff.file_request(verdict)  # the Server's Staff channel is not reachable from here
        return 1
    if args.what == "list":
        found = store.backups()
        if not found:
            print(f"no backups in {store.backup_dir()}")
        for path in found:
            print(listing_line(path, store.read_verdict(path)))
        return 0
    try:
        path = restore.resolve(args.file)
        if args.what == "check":
            restore.check(path, args.force)
            print(path)
            return 0
        for line in restore.restore(path, args.force):
            print(f"[fourfold] {line}")
    except restore.Refused as err:
        print(f"[fourfold] ERROR: restore refused: {err}", file=sys.stderr)
        if getattr(err, "unreadable", False):
            restore.mark_failed(path, str(err))
        return 1
    return 0


def listing_line(path, verdict) -> str:
    from ops.backups import run

    size = run._size(path.stat().st_size)
    if verdict is None:
        state = "NOT CHECKED"
    elif verdict.get("ok"):
        state = "OK"
        if verdict.get("copy_failures"):
            state += " (second copy failed)"
    else:
        state = f"FAILED: {verdict.get('reason')}"
    if verdict is not None and verdict.get("size") not in (None, path.stat().st_size) \
            and verdict.get("ok"):
        state = (f"FAILED: the file changed since its check ({path.stat().st_size} bytes, "
                 f"checked at {verdict['size']})")
    return f"{path.name}  {size:>9}  {state}"


if __name__ == "__main__":
    sys.exit(main())
