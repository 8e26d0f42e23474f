"""The website's login over HTTP (Django's test client) goes through the
login throttle telnet uses (core/login_guard.py): after
LOGIN_THROTTLE_LIMIT failures an address is answered 429 without its
password being checked, the account's owner still logs in from another
address, the counts are shared with telnet's ``Account.authenticate``, and
each failure is logged as a telnet one is. The game's settings turn the
throttle on; the test settings turn it off, so these tests turn it on."""

from unittest import mock

from django.conf import settings
from django.test import Client, override_settings
from evennia.accounts.models import AccountDB
from evennia.utils import class_from_module

from core import login_guard
from tests.helpers.web import WebTest

ON = {"LOGIN_THROTTLE_LIMIT": 5, "LOGIN_THROTTLE_TIMEOUT": 300}
ATTACKER, OWNER_HOME = "203.0.113.7", "198.51.100.20"


def account_class():
    return class_from_module(settings.BASE_ACCOUNT_TYPECLASS)


@override_settings(**ON)
class WebLoginThrottleTest(WebTest):
    def setUp(self):
        super().setUp()
        login_guard.forget()

    def tearDown(self):
        login_guard.forget()
        super().tearDown()

    def post(self, password, address, username="Owner", url="/auth/login/", client=None, **extra):
        client = client or Client(REMOTE_ADDR=address, **extra)
        return client.post(url, {"username": username, "password": password})

    def logged_in(self, response):
        return response.wsgi_request.user.is_authenticated

    def test_thirty_wrong_passwords_are_throttled_after_the_limit(self):
        checks = mock.patch.object(AccountDB, "check_password", autospec=True, side_effect=lambda *a: False)
        with checks as check_password:
            statuses = [self.post(f"guess-{n}", ATTACKER).status_code for n in range(30)]
        self.assertEqual(statuses[:5], [200] * 5)  # the login page again, with its error
        self.assertEqual(statuses[5:], [429] * 25)
        self.assertEqual(check_password.call_count, 5)  # a throttled attempt checks no password
        refused = self.post("guess", ATTACKER)
        self.assertContains(refused, login_guard.THROTTLED, status_code=429)
        self.assertEqual(refused["Retry-After"], "300")
        self.assertFalse(self.logged_in(refused))

    def test_the_right_password_from_the_throttled_address_is_refused_too(self):
        for n in range(5):
            self.post(f"guess-{n}", ATTACKER)
        response = self.post("pw-owner-1", ATTACKER)
        self.assertEqual(response.status_code, 429)
        self.assertFalse(self.logged_in(response))

    def test_the_owner_still_logs_in_from_another_address(self):
        for n in range(30):
            self.post(f"guess-{n}", ATTACKER)
        response = self.post("pw-owner-1", OWNER_HOME)
        self.assertEqual(response.status_code, 302)
        self.assertTrue(self.logged_in(response))
        self.assertEqual(response.wsgi_request.user, self.owner)

    def test_an_account_under_attack_from_many_addresses(self):
        """Five failures from five addresses put the account under attack:
        each of those addresses is refused for it (one guess each, not five),
        a new address still has its password checked, and another account
        is not touched."""
        spread = [f"192.0.2.{n}" for n in range(1, 6)]
        for address in spread:
            self.assertEqual(self.post("guess", address).status_code, 200)
        self.assertEqual(self.post("guess", spread[0]).status_code, 429)
        self.assertEqual(self.post("guess", "192.0.2.99").status_code, 200)  # checked, wrong
        self.assertEqual(self.post("guess", "192.0.2.99").status_code, 429)
        self.assertEqual(self.post("pw-other-1", spread[0], username="Other").status_code, 302)
        self.assertEqual(self.post("pw-owner-1", OWNER_HOME).status_code, 302)

    def test_names_count_whatever_their_case_and_whether_they_exist(self):
        for n, name in enumerate(("owner", "OWNER", "Owner ", "oWnEr", "Owner")):
            self.post("guess", f"192.0.2.{n + 1}", username=name)
        self.assertEqual(self.post("pw-owner-1", "192.0.2.1").status_code, 429)
        for n in range(5):
            self.assertEqual(self.post("guess", f"192.0.2.{n + 10}", username="nobody").status_code, 200)
        self.assertEqual(self.post("guess", "192.0.2.10", username="nobody").status_code, 429)

    def test_shared_with_telnet_both_ways(self):
        for n in range(5):
            self.post(f"guess-{n}", ATTACKER)
        account, errors = account_class().authenticate("Owner", "pw-owner-1", ip=ATTACKER)
        self.assertIsNone(account)
        self.assertEqual(errors, [login_guard.THROTTLED])
        account, errors = account_class().authenticate("Owner", "pw-owner-1", ip=OWNER_HOME)
        self.assertEqual(account, self.owner)
        for n in range(5):
            self.assertEqual(account_class().authenticate("Other", f"guess-{n}", ip="192.0.2.50")[1],
                             [login_guard.WRONG])
        self.assertEqual(self.post("pw-staff-1", "192.0.2.50", username="Staffer").status_code, 429)

    def test_failures_are_logged_as_telnet_ones_and_refusals_are_not(self):
        with mock.patch("evennia.utils.logger.log_sec") as log_sec:
            for n in range(8):
                self.post(f"guess-{n}", ATTACKER)
            self.post("pw-owner-1", OWNER_HOME)
        lines = [call.args[0] for call in log_sec.call_args_list]
        failures = [line for line in lines if line.startswith("Authentication Failure")]
        self.assertEqual(failures, [f"Authentication Failure: Owner (IP: {ATTACKER})."] * 5)
        self.assertEqual(len([line for line in lines if line.startswith("Throttle Activated")]), 2)
        self.assertEqual(lines[-1], f"Authentication Success: {self.owner} (IP: {OWNER_HOME}).")
        with mock.patch("evennia.utils.logger.log_sec") as log_sec:
            account_class().authenticate("Owner", "nope", ip="192.0.2.77")
        self.assertEqual(log_sec.call_args.args[0], "Authentication Failure: Owner (IP: 192.0.2.77).")

    def test_a_name_cannot_forge_log_lines(self):
        with mock.patch("evennia.utils.logger.log_sec") as log_sec:
            self.post("guess", ATTACKER, username="Owner\nAuthentication Success: admin")
        self.assertNotIn("\n", log_sec.call_args_list[0].args[0])

    def test_a_visitors_own_forwarded_for_is_not_believed(self):
        """Behind the Portal (REMOTE_ADDR 127.0.0.1) the address is the last
        one the Portal added; changing what comes before it escapes nothing."""
        for n in range(5):
            self.post("guess", "127.0.0.1", HTTP_X_FORWARDED_FOR=f"10.9.9.{n}, {ATTACKER}")
        self.assertEqual(self.post("guess", "127.0.0.1", HTTP_X_FORWARDED_FOR=f"10.9.9.9, {ATTACKER}",
                                   username="Other").status_code, 429)
        response = self.post("pw-owner-1", "127.0.0.1", HTTP_X_FORWARDED_FOR=OWNER_HOME)
        self.assertEqual(response.status_code, 302)

    def test_the_admin_login_is_throttled_too(self):
        checks = mock.patch.object(AccountDB, "check_password", autospec=True, side_effect=lambda *a: False)
        with checks as check_password:
            for n in range(12):
                self.post(f"guess-{n}", ATTACKER, username="Staffer", url="/admin/login/")
        self.assertEqual(check_password.call_count, 5)

    def test_an_empty_form_is_no_failure(self):
        client = Client(REMOTE_ADDR=ATTACKER)
        for _ in range(10):
            self.assertEqual(client.post("/auth/login/", {"next": "/"}).status_code, 200)
        self.assertEqual(self.post("pw-owner-1", ATTACKER).status_code, 302)

    @override_settings(LOGIN_THROTTLE_LIMIT=None)
    def test_no_limit_turns_the_throttle_off(self):
        self.assertEqual({self.post(f"guess-{n}", ATTACKER).status_code for n in range(10)}, {200})
        self.assertEqual(self.post("pw-owner-1", ATTACKER).status_code, 302)


class WebSessionTest(WebTest):
    def test_a_login_made_under_evennias_backend_stays_logged_in(self):
        client = Client()
        client.force_login(self.owner, backend="evennia.web.utils.backends.CaseInsensitiveModelBackend")
        self.assertEqual(client.get("/characters/sheets/").status_code, 200)

    def test_the_web_clients_login_carries_over_to_the_site(self):
        client = Client()
        session = client.session
        session["webclient_authenticated_uid"] = self.owner.id
        session.save()
        response = client.get("/characters/sheets/")
        self.assertEqual(response.status_code, 200)
        self.assertEqual(response.wsgi_request.user, self.owner)
        self.assertEqual(client.get("/characters/sheets/").status_code, 200)  # and stays so
