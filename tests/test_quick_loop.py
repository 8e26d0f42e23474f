"""``./fourfold test -m "not slow"`` is a quick loop: the end-to-end tests
and the long fuzzing tests are left out of it, and nothing else."""

import pytest

from tests import conftest
from tests.commands import test_hostile_input as hostile


class _Item:
    def __init__(self, *marks):
        self.marks = set(marks)

    def get_closest_marker(self, name):
        return name if name in self.marks else None

    def add_marker(self, mark):
        self.marks.add(mark.name)


def _marks(cls) -> set[str]:
    return {m.name for m in getattr(cls, "pytestmark", [])}


def test_end_to_end_and_browser_tests_count_as_slow():
    e2e, browser, unit = _Item("e2e"), _Item("e2e", "browser"), _Item()
    conftest.pytest_collection_modifyitems(None, [e2e, browser, unit])
    assert "slow" in e2e.marks and "slow" in browser.marks
    assert unit.marks == set()


@pytest.mark.parametrize("cls", [hostile.HostileInputTest, hostile.HostileNumbersTest])
def test_the_fuzzing_tests_are_slow(cls):
    assert "slow" in _marks(cls)


def test_the_detectors_check_stays_in_the_quick_loop():
    assert "slow" not in _marks(hostile.TestTheDetectorsWork)
