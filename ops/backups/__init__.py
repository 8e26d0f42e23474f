"""Backups of the game's database that prove they restore.

- make.py: one backup file (SQLite online backup API, gzipped; PostgreSQL
  ``pg_dump -Fc``) and the live counts at the moment of the copy;
- verify.py: restores it into a scratch database and checks it;
- migrate_check.py: runs the migrations on that scratch copy;
- counts.py: what is counted (accounts, characters, scenes, scene entries,
  mail, board posts, wiki revisions) and the migrations;
- store.py: file names, the verdict kept beside each backup, listing;
- copy.py: the second place (a directory, a command);
- rotate.py: which daily, weekly and monthly copies are kept;
- run.py: all of it for one backup, returning the verdict;
- restore.py: putting a backup back in place of the live database;
- cli.py: ``./fourfold backup``, ``backups`` and ``restore``;
- nightly.py: the Script that makes the nightly backup in a thread;
- staff.py: staff told of a failed backup (log, Staff channel, Admin login).

``+backup`` (commands/backup.py) is the Admins' command in the game.

The backups use Django settings and raw SQL only (no models), so they run
in the Server, in ``./fourfold`` and in tests alike.
"""
