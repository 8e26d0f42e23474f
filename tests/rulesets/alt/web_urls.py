"""The test ruleset's own web page, as a ruleset adds one (``web_urls``): a
page drawn with a template from the package (templates/rulesets/alt/)."""

from django.shortcuts import render
from django.urls import path


def grit_page(request):
    return render(request, "rulesets/alt/grit.html", {"grit": 3})


urlpatterns = [path("alt/grit/", grit_page, name="alt-grit")]

links = [("alt-grit", "The grit table", "what grit does"),
         ("alt-not-served", "A page nobody serves", "left out")]
