"""The game's help on the web site, in place of Evennia's stock help pages
(same addresses and URL names: ``help`` and ``help-entry-detail``): every
command and rule topic the visitor may read (web/help_index.py, the game's
locks), grouped by category as the game spells them (FS3, MW, PbtA), with a
search (``/help/?q=<words>``) that also finds the wiki pages the visitor may
read (features/wiki/store.py ``search_pages``, the wiki's own read access)."""

from django.http import Http404
from django.shortcuts import render

from core.game_settings import setting
from features.wiki import store
from features.wiki.web import help_index

QUERY_MAX = 100


def help_list(request):
    items = help_index.entries_for(request.user)
    query = " ".join(str(request.GET.get("q", "")).split())
    error, found, wiki_found = "", None, None
    if "q" in request.GET:
        if not query:
            error = "Type a word to search the help for, such as roll or scene."
        elif len(query) > QUERY_MAX:
            error = f"A search is at most {QUERY_MAX} characters."
        else:
            found = help_index.search(items, query)
            wiki_found = store.search_pages(request.user, query)
    return render(request, "wiki/help_index.html", {
        "groups": help_index.by_category(items), "query": query[:QUERY_MAX], "found": found,
        "wiki_found": wiki_found,
        "error": error, "search_max": setting("FOURFOLD_HELP_SEARCH_MAX"),
        "page_title": "Help"}, status=400 if error else 200)


def help_entry(request, category, topic):
    items = help_index.entries_for(request.user)
    item = help_index.find(items, str(category).lower(), topic)
    if item is None:
        raise Http404("No such help entry.")
    siblings = [i for i in items if i.category_slug == item.category_slug]
    index = siblings.index(item)
    return render(request, "wiki/help_entry.html", {
        "item": item, "siblings": siblings,
        "previous": siblings[index - 1] if index > 0 else None,
        "next": siblings[index + 1] if index + 1 < len(siblings) else None,
        "page_title": f"Help: {item.key}"})
