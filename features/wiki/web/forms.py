"""The wiki's edit form. It only types the fields; the rules (lengths, the
address, the choices) are the store's (features/wiki/store.py), whose
refusals the view puts back on the form beside the field they are about."""

from django import forms

from core.game_settings import setting
from features.wiki.models import ACCESS, CATEGORIES


class PageForm(forms.Form):
    slug = forms.CharField(label="Address (wiki/…/)", required=False, max_length=200,
                           error_messages={"max_length": "An address is at most 60 characters."},
                           help_text="Lower-case letters, digits and dashes, e.g. house-rules.")
    title = forms.CharField(label="Title", required=False, max_length=400,
                            error_messages={"max_length": "That title is far too long."})
    category = forms.ChoiceField(label="Category", choices=CATEGORIES, error_messages={
        "required": "Choose a category.", "invalid_choice": "Choose one of the categories listed."})
    access = forms.ChoiceField(label="Who may read it", choices=ACCESS, error_messages={
        "required": "Choose who may read the page.",
        "invalid_choice": "Choose who may read the page from the list."})
    text = forms.CharField(label="Text (Markdown)", required=False, widget=forms.Textarea(
        attrs={"rows": 18, "cols": 60, "spellcheck": "true"}))
    note = forms.CharField(label="What changed (a line, optional)", required=False, max_length=1000,
                           error_messages={"max_length": "That note is far too long."})
    base = forms.IntegerField(required=False, widget=forms.HiddenInput, min_value=0, error_messages={
        "invalid": "The form lost track of the revision: open the page's edit form again.",
        "min_value": "The form lost track of the revision: open the page's edit form again."})

    def __init__(self, *args, new: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        if not new:
            del self.fields["slug"]
        self.fields["text"].max_length = None
        text_max = setting("FOURFOLD_WIKI_TEXT_MAX")
        self.fields["text"].help_text = f"At most {text_max} characters. Raw HTML is shown as text."
