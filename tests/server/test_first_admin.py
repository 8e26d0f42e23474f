"""The admin account the first `./fourfold start` makes (server/first_admin.py):
a random password printed once and kept in an owner-only file
when none is given, and the published password found on any superuser."""

import stat

import pytest
from evennia.accounts.models import AccountDB

from server import first_admin

pytestmark = pytest.mark.django_db


@pytest.fixture
def no_superuser():
    AccountDB.objects.filter(is_superuser=True).delete()


def run(tmp_path, monkeypatch, capsys, **env):
    monkeypatch.setattr(first_admin, "PASSWORD_FILE", tmp_path / "admin_password")
    code = first_admin.main(env)
    return code, capsys.readouterr().out


def test_no_password_given_makes_a_random_one_printed_and_kept(
        no_superuser, tmp_path, monkeypatch, capsys):
    code, out = run(tmp_path, monkeypatch, capsys)
    kept = tmp_path / "admin_password"
    password = kept.read_text().strip()
    assert code == 0
    assert password in out and "admin" in out
    assert first_admin.PUBLISHED_PASSWORD not in password
    assert len(password) >= 16
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    admin = AccountDB.objects.get(username="admin")
    assert admin.is_superuser and admin.check_password(password)
    # valid by the game's own rules for passwords
    from evennia.accounts.accounts import DefaultAccount

    assert DefaultAccount.validate_password(password, account=admin)[0]


def test_printed_once(no_superuser, tmp_path, monkeypatch, capsys):
    _, first = run(tmp_path, monkeypatch, capsys)
    password = (tmp_path / "admin_password").read_text().strip()
    code, second = run(tmp_path, monkeypatch, capsys)
    assert password in first
    assert code == 0 and password not in second
    assert AccountDB.objects.filter(is_superuser=True).count() == 1


def test_two_games_get_different_passwords(no_superuser, tmp_path, monkeypatch, capsys):
    run(tmp_path, monkeypatch, capsys)
    one = (tmp_path / "admin_password").read_text()
    AccountDB.objects.filter(is_superuser=True).delete()
    run(tmp_path, monkeypatch, capsys)
    assert (tmp_path / "admin_password").read_text() != one


def test_a_given_password_is_used_and_not_written_or_printed(
        no_superuser, tmp_path, monkeypatch, capsys):
    code, out = run(tmp_path, monkeypatch, capsys,
                    FOURFOLD_ADMIN="Boss", FOURFOLD_ADMIN_PASSWORD="my-own-Secret-77")
    assert code == 0
    assert AccountDB.objects.get(username="Boss").check_password("my-own-Secret-77")
    assert "my-own-Secret-77" not in out
    assert not (tmp_path / "admin_password").exists()


def test_the_published_password_is_refused_the_network(
        no_superuser, tmp_path, monkeypatch, capsys):
    code, out = run(tmp_path, monkeypatch, capsys, FOURFOLD_ADMIN_PASSWORD="fourfold-admin")
    assert code == first_admin.PUBLISHED
    assert "127.0.0.1" in out
    # and on every later start while it is unchanged
    code, out = run(tmp_path, monkeypatch, capsys)
    assert code == first_admin.PUBLISHED and "'admin'" in out
    admin = AccountDB.objects.get(username="admin")
    admin.set_password("a-Better-one-42")
    admin.save()
    code, out = run(tmp_path, monkeypatch, capsys)
    assert code == 0 and "127.0.0.1" not in out
