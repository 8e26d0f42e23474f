"""The line diff between two revisions (features/wiki/diff.py)."""

from types import SimpleNamespace

from features.wiki.diff import ADDED, KEPT, REMOVED, SKIPPED, field_changes, line_rows


def kinds(rows):
    return [(r.kind, r.old, r.new, r.text) for r in rows]


def test_a_changed_line_is_taken_out_and_put_in_with_context_around_it():
    old = "\n".join(f"line {i}" for i in range(1, 21))
    new = old.replace("line 10", "line ten") + "\nthe end"
    rows = line_rows(old, new)
    assert kinds(rows)[:5] == [(SKIPPED, None, None, "6"), (KEPT, 7, 7, "line 7"), (KEPT, 8, 8, "line 8"),
                               (KEPT, 9, 9, "line 9"), (REMOVED, 10, None, "line 10")]
    assert (ADDED, None, 10, "line ten") in kinds(rows)
    assert kinds(rows)[-1] == (ADDED, None, 21, "the end")
    assert (SKIPPED, None, None, "4") in kinds(rows)  # lines 14-17 between the two changes


def test_no_change_shows_the_text_whole_and_new_text_is_all_added():
    assert kinds(line_rows("a\nb", "a\nb")) == [(KEPT, 1, 1, "a"), (KEPT, 2, 2, "b")]
    assert kinds(line_rows("", "a\nb")) == [(ADDED, None, 1, "a"), (ADDED, None, 2, "b")]
    assert kinds(line_rows("a", "")) == [(REMOVED, 1, None, "a")]


def test_lines_are_kept_as_typed_for_the_page_to_escape():
    rows = line_rows("x", "<script>alert(1)</script>")
    assert rows[-1].text == "<script>alert(1)</script>"


def revision(title, category, access):
    return SimpleNamespace(title=title, category=category, access=access,
                           get_category_display=lambda: category.title(),
                           get_access_display=lambda: access.title())


def test_title_category_and_access_changes_are_listed():
    older, newer = revision("Rules", "policy", "public"), revision("House rules", "policy", "staff")
    assert field_changes(older, newer) == [("Title", "Rules", "House rules"),
                                           ("Who may read", "Public", "Staff")]
    assert field_changes(older, older) == []
