"""Scripts run by tests/ops/test_upgrade_previous_release.py in a game
directory of their own, each in a Python of that directory's code: play.py
on the previous release (it makes a game and prints what it made),
check.py on the upgraded code (it loads all of it and prints what it
found). Each prints one JSON line after ``RESULT ``."""
