"""Chargen's addresses (its FEATURE's ``urls``, mounted at the site's root
by web/website/feature_pages.py before Evennia's, so the registration page
takes the place of Evennia's at the same address and name)."""

from django.urls import path

from features.chargen.web import player, register, staff

urlpatterns = [
    path("auth/register", register.RegisterView.as_view(), name="register"),
    # a player's chargen
    path("chargen/", player.index, name="fourfold-chargen"),
    path("chargen/<int:char_id>/<str:key>/", player.sheet, name="fourfold-chargen-sheet"),
    path("chargen/<int:char_id>/<str:key>/odds/", player.odds, name="fourfold-chargen-odds"),
    path("chargen/<int:char_id>/<str:key>/template/", player.use_template,
         name="fourfold-chargen-template"),
    path("chargen/<int:char_id>/<str:key>/submit/", player.submit, name="fourfold-chargen-submit"),
    path("chargen/<int:char_id>/<str:key>/reply/", player.reply, name="fourfold-chargen-reply"),
    # staff's review
    path("chargen/review/", staff.waiting, name="fourfold-chargen-review-list"),
    path("chargen/review/<int:char_id>/<str:key>/", staff.sheet, name="fourfold-chargen-review"),
    path("chargen/review/<int:char_id>/<str:key>/approve/", staff.approve,
         name="fourfold-chargen-approve"),
    path("chargen/review/<int:char_id>/<str:key>/unapprove/", staff.unapprove,
         name="fourfold-chargen-unapprove"),
    path("chargen/review/<int:char_id>/<str:key>/return/", staff.send_back,
         name="fourfold-chargen-return"),
    path("chargen/review/<int:char_id>/<str:key>/comment/", staff.comment,
         name="fourfold-chargen-comment"),
]
