"""Site locks (features/moderation/sitelocks.py and ``+sitelock``): an
address, a CIDR network and a host name glob match what they should; a
``register`` lock refuses a new account (in the game's ``create`` path and
the website's registration form, features/chargen's page) while an existing account still logs in;
a ``ban`` lock refuses the login before its password is checked; a
``suspect`` login is told to staff. Bad input and a plain player change
nothing, and every change leaves an audit record."""

from unittest import mock

from django.test import Client, SimpleTestCase
from evennia.accounts.models import AccountDB
from evennia.utils import create

from core import login_guard
from features.moderation import sitelocks
from features.moderation.commands.sitelock import CmdSitelock
from features.moderation.models import AuditEntry, SiteLock
from tests.helpers.game import FourfoldCommandTest
from typeclasses.accounts import Account


class TestMatching(SimpleTestCase):
    def test_address_network_and_glob(self):
        self.assertTrue(sitelocks.matches("203.0.113.7", "203.0.113.7"))
        self.assertFalse(sitelocks.matches("203.0.113.7", "203.0.113.8"))
        self.assertTrue(sitelocks.matches("203.0.113.0/24", "203.0.113.200"))
        self.assertFalse(sitelocks.matches("203.0.113.0/24", "203.0.114.1"))
        self.assertTrue(sitelocks.matches("2001:db8::/32", "2001:db8::5"))
        self.assertFalse(sitelocks.matches("2001:db8::/32", "203.0.113.1"))
        self.assertTrue(sitelocks.matches("203.0.113.*", "203.0.113.9"))
        self.assertTrue(sitelocks.matches("*.example.net", "198.51.100.3", host="dsl-3.Example.NET"))
        self.assertFalse(sitelocks.matches("*.example.net", "198.51.100.3", host="other.org"))
        self.assertFalse(sitelocks.matches("*.example.net", "", host="a.example.net"))

    def test_bad_patterns_say_why(self):
        for bad, why in (("10.0.0.0/33", "CIDR"), ("300.1.1.1", "not an address"),
                         ("bad host!", "host name pattern"), ("", "Give an address")):
            with self.subTest(bad=bad), self.assertRaisesRegex(sitelocks.SiteLockError, why):
                sitelocks.pattern_form(bad)


class SitelockCommandTest(FourfoldCommandTest):
    def state(self, *extra):
        return (list(SiteLock.objects.values_list("pattern", "kind", "reason")),
                AuditEntry.objects.count())

    def test_add_list_check_and_delete_with_audit(self):
        self.call(CmdSitelock(), "/add 203.0.113.0/24=register/Throwaway accounts",
                  "Site lock 1 added: register 203.0.113.0/24: Throwaway accounts", caller=self.account)
        lock = SiteLock.objects.get()
        self.assertEqual((lock.by_id, lock.by_name), (self.account.id, self.account.key))
        out = self.call(CmdSitelock(), "", caller=self.account)
        self.assertIn("203.0.113.0/24", out)
        self.assertIn("Throwaway", out)
        self.call(CmdSitelock(), "/check 203.0.113.9", "203.0.113.9 falls under: register",
                  caller=self.account)
        self.call(CmdSitelock(), "/check 198.51.100.1", "No site lock covers", caller=self.account)
        self.call(CmdSitelock(), "/del 1", "Site lock removed: register 203.0.113.0/24",
                  caller=self.account)
        self.assertFalse(SiteLock.objects.exists())
        actions = [(e.action, e.by_name) for e in AuditEntry.objects.order_by("id")]
        self.assertEqual(actions, [("sitelock add", self.account.key),
                                   ("sitelock del", self.account.key)])
        out = self.call(CmdSitelock(), "/log", caller=self.account)
        self.assertIn("sitelock del", out)

    def test_bad_input_changes_nothing(self):
        sitelocks.add_lock("198.51.100.0/24", "suspect", "watch", by=self.account)
        cases = [
            ("/add 10.0.0.0/33=ban/spam", "'10.0.0.0/33' is not a network in CIDR form"),
            ("/add 10.0.0.1=evil/spam", "'evil' is not a kind of site lock"),
            ("/add 10.0.0.1=ban", "Give the pattern, the kind and a reason."),
            ("/add 10.0.0.1=ban/", "Say why"),
            ("/add 198.51.100.0/24=suspect/again", "'198.51.100.0/24' already has a suspect lock."),
            ("/del 7", "There is no site lock number 7 (there are 1)."),
            ("/del two", "'two' is not a site lock's number."),
            ("/frob", ""),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdSitelock(), args, expected, caller=self.account)

    def test_a_player_is_refused(self):
        before = self.state()
        self.account2.execute_cmd("+sitelock/add 10.0.0.1=ban/spite")
        self.account2.execute_cmd("+sitelock")
        self.assertFalse(CmdSitelock().access(self.account2, "cmd"))
        self.assertTrue(CmdSitelock().access(self.account, "cmd"))
        # the command and the functions a web page calls refuse them too
        self.call(CmdSitelock(), "/add 10.0.0.1=ban/spite", "Site locks are for Admins.",
                  caller=self.account2)
        with self.assertRaisesRegex(sitelocks.SiteLockError, "for Admins"):
            sitelocks.add_lock("10.0.0.1", "ban", "spite", by=self.account2)
        self.assertEqual(self.state(), before)
        # the same line typed by an admin does make the lock
        self.account.execute_cmd("+sitelock/add 10.0.0.1=ban/spite")
        self.assertEqual(list(SiteLock.objects.values_list("pattern", flat=True)), ["10.0.0.1"])


class SiteLockLoginTest(FourfoldCommandTest):
    """What each kind does to logging in and making an account."""

    def setUp(self):
        super().setUp()
        login_guard.forget()
        self.addCleanup(login_guard.forget)
        self.old = create.create_account("SitelockOld", email="old@example.com",
                                         password="amber-quill-4471", typeclass=Account)
        self.addCleanup(self.old.delete)

    def test_register_refuses_a_new_account_but_not_a_login(self):
        sitelocks.add_lock("203.0.113.0/24", "register", "throwaways", by=self.account)
        account, errors = Account.create(username="SitelockNew", password="violet-harbor-9902",
                                         ip="203.0.113.5")
        self.assertIsNone(account)
        self.assertIn("New accounts cannot be made from your site", errors[0])
        self.assertFalse(AccountDB.objects.filter(username__iexact="SitelockNew").exists())
        found, errors = Account.authenticate("SitelockOld", "amber-quill-4471", ip="203.0.113.5")
        self.assertEqual((found, errors), (self.old, []))
        # from elsewhere the account is made
        account, errors = Account.create(username="SitelockNew", password="violet-harbor-9902",
                                         ip="198.51.100.5")
        self.assertIsNotNone(account, errors)
        self.addCleanup(account.delete)

    def test_ban_refuses_before_the_password_is_checked(self):
        sitelocks.add_lock("*.spam.example", "ban", "bots", by=self.account)
        with mock.patch.object(sitelocks, "_host_name", return_value="x1.spam.example"), \
                mock.patch.object(login_guard, "django_authenticate") as checked:
            found, errors = Account.authenticate("SitelockOld", "amber-quill-4471", ip="192.0.2.4")
            account, create_errors = Account.create(username="SitelockNew2",
                                                    password="violet-harbor-9902", ip="192.0.2.4")
        self.assertIsNone(found)
        self.assertIn("banned", errors[0])
        checked.assert_not_called()
        self.assertIsNone(account)
        self.assertIn("banned", create_errors[0])

    def test_suspect_tells_staff(self):
        sitelocks.add_lock("192.0.2.0/24", "suspect", "ban evader?", by=self.account)
        with mock.patch.object(sitelocks, "tell_staff_suspect") as told:
            self.assertIsNone(sitelocks.site_lock("192.0.2.77", "logged_in", account=self.old))
            sitelocks.site_lock("198.51.100.77", "logged_in", account=self.old)
        self.assertEqual(told.call_count, 1)
        self.assertEqual(told.call_args.args[:2], (self.old, "192.0.2.77"))
        found, errors = Account.authenticate("SitelockOld", "amber-quill-4471", ip="192.0.2.77")
        self.assertEqual(found, self.old)

    def test_suspect_login_is_said_on_the_staff_channel(self):
        staff = create.create_channel("Staff", typeclass="typeclasses.channels.Channel")
        self.addCleanup(staff.delete)
        sitelocks.add_lock("192.0.2.0/24", "suspect", "ban evader?", by=self.account)
        session = mock.Mock(address="192.0.2.77")
        self.old.at_post_login(session=session)
        lines = [call.args[1] for call in self.channel_msg.call_args_list
                 if call.args[0] == staff]
        self.assertTrue(any("SitelockOld logged in from 192.0.2.77" in line and "ban evader?" in line
                            for line in lines), lines)

    def test_website_registration_reads_the_address(self):
        sitelocks.add_lock("203.0.113.0/24", "register", "throwaways", by=self.account)
        form = {"username": "SitelockWeb", "email": "web@example.com",
                "password1": "copper-lantern-5123", "password2": "copper-lantern-5123"}
        response = Client(REMOTE_ADDR="203.0.113.50").post("/auth/register", form)
        self.assertEqual(response.status_code, 200)
        self.assertContains(response, "New accounts cannot be made from your site")
        self.assertFalse(AccountDB.objects.filter(username__iexact="SitelockWeb").exists())
        response = Client(REMOTE_ADDR="198.51.100.50").post("/auth/register", form)
        self.assertEqual(response.status_code, 302)
        made = AccountDB.objects.get(username__iexact="SitelockWeb")
        self.addCleanup(made.delete)

    def test_website_login_of_an_existing_account_works_under_register(self):
        sitelocks.add_lock("203.0.113.0/24", "register", "throwaways", by=self.account)
        client = Client(REMOTE_ADDR="203.0.113.50")
        response = client.post("/auth/login/", {"username": "SitelockOld",
                                                "password": "amber-quill-4471"})
        self.assertEqual(response.status_code, 302)
        sitelocks.add_lock("203.0.113.50", "ban", "bots", by=self.account)
        response = Client(REMOTE_ADDR="203.0.113.50").post(
            "/auth/login/", {"username": "SitelockOld", "password": "amber-quill-4471"})
        self.assertEqual(response.status_code, 200)
        self.assertContains(response, "banned")
