"""Evennia's channel and character pages, answering 404 for an address that
names nothing.

Evennia's own views *raise* an ``HttpResponseBadRequest`` (a response, not
an exception) when no channel matches the address or a character's name
does not match its number, and look a character up with ``objects.get``, so
an unknown number raised ``DoesNotExist`` and one too big for the database
raised ``OverflowError``: each was a 500. These subclasses find the object
the same way and raise ``Http404`` instead; web/website/urls.py routes the
same addresses to them, ahead of Evennia's.
"""

from django.http import Http404
from django.utils.text import slugify
from evennia.web.website.views import channels, characters

# The biggest primary key SQLite and PostgreSQL (bigint) can hold.
MAX_PK = 2 ** 63 - 1


class SafeChannelDetailView(channels.ChannelDetailView):
    def get_object(self, queryset=None):
        if not queryset:
            queryset = self.get_queryset()  # only the channels this visitor may see
        wanted = slugify(self.kwargs.get("slug", ""))
        found = next((x for x in queryset if slugify(x.db_key) == wanted), None)
        if found is None:
            raise Http404("There is no such channel.")
        return found


class SafeObjectMixin:
    """``get_object`` of Evennia's ObjectDetailView, with 404 for an unknown
    number, a number out of the database's range or a wrong name."""

    def get_object(self, queryset=None):
        pk = self.kwargs.get("pk")
        if not isinstance(pk, int) or not 0 < pk <= MAX_PK:
            raise Http404("There is no such character.")
        obj = self.typeclass.objects.filter(pk=pk).first()
        if obj is None or slugify(obj.name) != self.kwargs.get(self.slug_url_kwarg):
            raise Http404("There is no such character.")
        return super().get_object(queryset)


class SafeCharacterDetailView(SafeObjectMixin, characters.CharacterDetailView):
    pass


class SafeCharacterPuppetView(SafeObjectMixin, characters.CharacterPuppetView):
    pass


class SafeCharacterUpdateView(SafeObjectMixin, characters.CharacterUpdateView):
    pass


class SafeCharacterDeleteView(SafeObjectMixin, characters.CharacterDeleteView):
    pass
