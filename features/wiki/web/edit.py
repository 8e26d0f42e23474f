"""Writing wiki pages on the web: a new page and a new revision of one, for
accounts the wiki's edit lock lets in (store.can_edit: Builder and up).

Both forms carry Django's CSRF token. "Preview" shows the text as the page
will show it and saves nothing; "Save" goes through the store, and a
refusal (a bad address, an empty title, text too long, someone else's
newer revision) is shown on the form beside its field with what was typed,
and nothing is saved.
"""

from django.shortcuts import redirect, render
from django.utils.safestring import mark_safe

from features.wiki import markup, store
from features.wiki.models import PUBLIC, THEME
from features.wiki.web.access import editor_only, readable_page
from features.wiki.web.forms import PageForm


def _preview(form):
    if form.is_valid() and form.cleaned_data.get("text", "").strip():
        return mark_safe(markup.render(form.cleaned_data["text"]))  # noqa: S308 (sanitised)
    return None


def _edit_page(request, form, page=None, preview=None, status=200):
    return render(request, "wiki/edit.html", {
        "form": form, "page": page, "preview": preview,
        "page_title": f"Edit {page.title}" if page else "New wiki page"}, status=status)


def _refused_on_form(form, err: store.WikiError):
    form.add_error(err.field if err.field in form.fields else None, err.message)


def wiki_new(request):
    refused = editor_only(request)
    if refused:
        return refused
    if request.method != "POST":
        return _edit_page(request, PageForm(new=True, initial={"category": THEME, "access": PUBLIC}))
    form = PageForm(request.POST, new=True)
    if "preview" in request.POST:
        return _edit_page(request, form, preview=_preview(form))
    if form.is_valid():
        data = form.cleaned_data
        try:
            saved = store.create_page(request.user, data["slug"], data["title"], data["text"],
                                      data["category"], data["access"], data["note"])
        except store.WikiError as err:
            _refused_on_form(form, err)
        else:
            return redirect("fourfold-wiki-page", slug=saved.page.slug)
    return _edit_page(request, form, status=400)


def wiki_edit(request, slug):
    refused = editor_only(request)
    if refused:
        return refused
    page, refused = readable_page(request, slug)
    if refused:
        return refused
    latest = store.current(page)
    if request.method != "POST":
        return _edit_page(request, PageForm(initial={
            "title": latest.title, "category": latest.category, "access": latest.access,
            "text": latest.text, "base": latest.number}), page)
    form = PageForm(request.POST)
    if "preview" in request.POST:
        return _edit_page(request, form, page, preview=_preview(form))
    if form.is_valid():
        data = form.cleaned_data
        try:
            store.revise_page(request.user, page, data["title"], data["text"], data["category"],
                              data["access"], data["note"], base=data.get("base"))
        except store.WikiError as err:
            _refused_on_form(form, err)
        else:
            return redirect("fourfold-wiki-page", slug=page.slug)
    return _edit_page(request, form, page, status=400)
