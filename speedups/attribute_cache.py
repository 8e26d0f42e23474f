"""
An Attribute cache that knows what is missing once it has read everything.

Evennia caches each Attribute it reads, and caches "no such Attribute" too,
but only after asking the database about that one key. A character's first
roll after being loaded asks about five keys one query at a time (its
ratings, Luck, wounds, banked aid...), most of them missing on a new sheet.
With a thousand players that is seconds of queries just as everyone starts
to play, and the load benchmark's +roll queued behind them.

Evennia can read all of an object's Attributes at once
(``attributes.all()``), and it then marks its cache complete until the
next change to any of them. This backend trusts that mark: while the cache is
complete, a key it does not hold is missing, with no query. Any add,
change or removal clears the mark and lookups go Evennia's way again, so
nothing read here can differ from what Evennia would read
(tests/speedups/test_attribute_cache.py checks this).

Evennia's queries also fetch each Attribute found in a query of its own
after the query for the links; here they come with the links (one query,
however many Attributes). Characters read all their Attributes when
puppeted, accounts when they log in (``FOURFOLD_ATTRIBUTE_PRELOAD = False``
turns that off).
"""

from __future__ import annotations

from django.conf import settings
from evennia.typeclasses import attributes as _attributes
from evennia.typeclasses.attributes import AttributeHandler, ModelAttributeBackend
from evennia.utils.utils import lazy_property

from speedups import mixins
from speedups.switches import is_on


class CompleteCacheBackend(ModelAttributeBackend):
    """Evennia's database backend; a key missing from a complete cache is
    missing, and the Attributes come with their links in one query."""

    # Evennia's queries select the object-to-Attribute links and then fetch
    # each link's Attribute on its own: one query more per Attribute found.
    def query_all(self):
        links = getattr(self.obj, self._m2m_fieldname).through.objects.filter(**{
            "%s__id" % self._model: self._objid,
            "attribute__db_model__iexact": self._model,
            "attribute__db_attrtype": self._attrtype,
        })
        return [link.attribute for link in links.select_related("attribute")]

    def query_key(self, key, category):
        links = super().query_key(key, category)
        return links.select_related("attribute") if hasattr(links, "select_related") else links

    def _get_cache_key(self, key, category):
        if self._cache_complete and _attributes._TYPECLASS_AGGRESSIVE_CACHE:
            cachekey = f"{key}-{category}"
            if cachekey not in self._cache:
                self._cache[cachekey] = None  # as Evennia caches a miss
                return []
        return super()._get_cache_key(key, category)


def preload_enabled() -> bool:
    return is_on("attribute_cache", settings)


class CompleteAttributeCache:
    """Mixin for typeclasses (before Evennia's class in the bases)."""

    @lazy_property
    def attributes(self):
        return AttributeHandler(self, CompleteCacheBackend)

    def preload_attributes(self) -> None:
        """Read every Attribute of this object in one query (if enabled)."""
        if preload_enabled():
            self.attributes.all()


_METHODS = {"attributes": vars(CompleteAttributeCache)["attributes"]}


def install() -> None:
    mixins.install(CompleteAttributeCache, _METHODS)


def uninstall() -> None:
    """Objects made from now on get Evennia's AttributeHandler and backend
    (one already loaded keeps the handler it has)."""
    mixins.uninstall(CompleteAttributeCache, _METHODS)
