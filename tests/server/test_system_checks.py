"""Django's system checks find nothing in the game's configuration: a clean
start prints no warning (Evennia's web client routes beside the play page
that replaces them would make Django warn that the "webclient" namespace
is not unique)."""

from django.core import checks
from django.urls import reverse


def test_no_check_finds_anything():
    found = [f"{m.id}: {m.msg}" for m in checks.run_checks(include_deployment_checks=False)
             if m.level >= checks.WARNING]
    assert found == []


def test_the_play_page_keeps_its_names_and_old_address():
    assert reverse("webclient:index") == "/play/"
    assert reverse("webclient:old-address") == "/webclient/"
