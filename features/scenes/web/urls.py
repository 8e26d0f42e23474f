"""The scene archive's and the plots' addresses (features/scenes/web/views.py,
features/scenes/web/plots.py): its FEATURE's ``urls``, mounted at the
site's root (web/website/feature_pages.py)."""

from django.urls import path

from features.scenes.web import plots, views

urlpatterns = [
    path("scenes/", views.scene_list, name="fourfold-scenes"),
    path("scenes/<int:scene_id>/", views.scene_page, name="fourfold-scene"),
    path("scenes/<int:scene_id>/entries/", views.scene_entries, name="fourfold-scene-entries"),
    path("scenes/<int:scene_id>/log.txt", views.scene_text_download, name="fourfold-scene-txt"),
    path("scenes/<int:scene_id>/log.md", views.scene_markdown_download, name="fourfold-scene-md"),
    path("plots/", plots.plot_list, name="fourfold-plots"),
    path("plots/<int:plot_id>/", plots.plot_page, name="fourfold-plot"),
]
