"""The site's password change: Django's page, and then the play pages of
the account's other browsers are signed out (web/webclient/signout.py).
Django keeps this browser signed in (its session gets the new password's
hash) and signs the other browsers' website sessions out; their play page
websockets would otherwise go on playing."""

from __future__ import annotations

from django.contrib.auth import views as auth_views

from web.webclient import signout


class PasswordChangeView(auth_views.PasswordChangeView):
    def form_valid(self, form):
        before = self.request.session.session_key
        response = super().form_valid(form)
        signout.sign_out_other_play_pages(self.request.user, keep=(before, self.request.session.session_key))
        return response
