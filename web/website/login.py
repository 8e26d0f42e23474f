"""The website's login, through the login throttle telnet uses.

Django's login page (``/auth/login/``) and the admin's ask the
authentication backends to check a password. :class:`ThrottledModelBackend`
(settings.AUTHENTICATION_BACKENDS) answers a web request through
``core/login_guard.py``, as ``connect`` on telnet does: the same
per-address and per-account counts and settings (LOGIN_THROTTLE_LIMIT,
LOGIN_THROTTLE_TIMEOUT), the same bans and the same lines in the security
log. A throttled attempt is refused before its password is checked, and
:class:`ThrottledLoginView` answers it with HTTP 429 (Too Many Requests)
and a line saying to wait.

The address counted is the visitor's own: Evennia's Portal passes it to the
Server in X-Forwarded-For (web/forwarding.py) and
``ip_from_request`` takes the last address there that is not one of
settings.UPSTREAM_IPS, so a visitor's own X-Forwarded-For is not believed.
"""

from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.views import LoginView
from django.core.exceptions import NON_FIELD_ERRORS, PermissionDenied, ValidationError
from evennia.utils import class_from_module, ip_from_request
from evennia.web.utils.backends import CaseInsensitiveModelBackend

from core import login_guard

THROTTLED_FLAG = "fourfold_login_throttled"
BANNED_FLAG = "fourfold_login_banned"


def client_address(request) -> str:
    """The visitor's address (see the module's docstring)."""
    return ip_from_request(request) or ""


BACKEND = "web.website.login.ThrottledModelBackend"


class ThrottledModelBackend(CaseInsensitiveModelBackend):
    """Evennia's case-insensitive backend; a check with a web request
    behind it goes through the login throttle. A check without one (telnet,
    through ``Account.authenticate``, which has counted it already) is
    Evennia's, and so is the web client's auto-login, under this backend's
    name.

    A password it does not accept is refused with PermissionDenied, which
    stops Django from asking the backends after it: Evennia's, listed after
    this one only so that a login made before this backend existed stays
    logged in, must never check a password the throttle has not counted.
    """

    def authenticate(self, request, username=None, password=None, autologin=None, **kwargs):
        if autologin is not None:
            account = super().authenticate(request, autologin=autologin)
            account.backend = BACKEND
            return account
        if request is None:
            account = super().authenticate(request, username=username, password=password)
        else:
            account = self._throttled(request, username, password)
        if account is None:
            raise PermissionDenied
        return account

    @staticmethod
    def _throttled(request, username, password):
        address = client_address(request)
        if login_guard.refusal(username, address):
            setattr(request, THROTTLED_FLAG, True)
            return None
        account_class = class_from_module(settings.BASE_ACCOUNT_TYPECLASS)
        account, errors = login_guard.authenticate(account_class, username, password, ip=address)
        if login_guard.BANNED in errors:  # a ban (or a site lock's) is said as such
            setattr(request, BANNED_FLAG, True)
        return account


class ThrottledAuthenticationForm(AuthenticationForm):
    """Django's login form, saying so when the throttle refused it."""

    error_messages = {**AuthenticationForm.error_messages, "invalid_login": login_guard.WRONG,
                      "throttled": login_guard.THROTTLED, "banned": login_guard.BANNED_PLAIN}

    def clean(self):
        try:
            return super().clean()
        except ValidationError:
            if getattr(self.request, THROTTLED_FLAG, False):
                raise ValidationError(self.error_messages["throttled"], code="throttled") from None
            if getattr(self.request, BANNED_FLAG, False):
                raise ValidationError(self.error_messages["banned"], code="banned") from None
            raise


class ThrottledLoginView(LoginView):
    """Django's login page; a throttled attempt is answered 429."""

    form_class = ThrottledAuthenticationForm

    def form_invalid(self, form):
        response = super().form_invalid(form)
        if form.has_error(NON_FIELD_ERRORS, "throttled"):
            response.status_code = 429
            found = login_guard.limits()
            if found:
                response["Retry-After"] = str(int(found[1]))
        return response
