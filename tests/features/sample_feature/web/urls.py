"""The test feature's web page, drawn with a template from its app
(templates/sample_feature/), served under its ``url_prefix``."""

from django.conf import settings
from django.shortcuts import render
from django.urls import path


def hello(request):
    return render(request, "sample_feature/hello.html", {"greeting": settings.FOURFOLD_SAMPLE_GREETING})


urlpatterns = [path("", hello, name="sample-hello")]
