"""The wiki: theme, policy and help pages that staff write in Markdown on
the web site, each save a numbered revision that is kept (history, any two
compared), each page readable by everyone, by players or by staff alone;
and the game's help (every command and rule topic) on the site's help pages.

Its records are a small Django app (label ``wiki``): pages and revisions
(models.py). The storage and its rules (store.py), the Markdown renderer
and sanitiser (markup.py) and the revision diff (diff.py) know nothing of
the web; the pages are in web/. See README.md beside this file for why it
is a small app of its own and not a wiki package.
"""

from core.features import Feature

FEATURE = Feature(
    key="wiki",
    name="Wiki: theme, policy and help pages on the web site; the help on the web",
    app="features.wiki.apps.WikiConfig",
    urls="features.wiki.web.urls",
    help_modules=("features.wiki.help",),
)
