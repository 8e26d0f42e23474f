"""The pages players write on: the boards with posting and
replying, mail, the profile form and the character gallery; included by
features/community/web/urls.py."""

from django.urls import path

from features.community.web import board_pages, gallery, mail_pages, profile_edit

urlpatterns = [
    path("characters/gallery/", gallery.gallery, name="fourfold-gallery"),
    path("characters/<int:char_id>/profile/edit/", profile_edit.profile_edit,
         name="fourfold-profile-edit"),
    path("boards/", board_pages.board_list, name="fourfold-boards"),
    path("boards/<int:number>/", board_pages.board_posts, name="fourfold-board"),
    path("boards/<int:number>/<int:post>/", board_pages.board_post, name="fourfold-board-post"),
    path("mail/", mail_pages.inbox, name="fourfold-mail"),
    path("mail/write/", mail_pages.write, name="fourfold-mail-write"),
    path("mail/<int:msg_id>/", mail_pages.read, name="fourfold-mail-read"),
    path("mail/<int:msg_id>/delete/", mail_pages.delete, name="fourfold-mail-delete"),
]
