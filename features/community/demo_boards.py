"""The demo world's boards: Announcements (staff post, all read) and a
public board with a welcome post. Safe to run again: boards are found by
name and the welcome post by its title, so nothing is made twice."""

from django.conf import settings

from features.community import boards

WELCOME_TITLE = "Welcome to Fourfold"
WELCOME_TEXT = (
    "Hello and welcome! This board is for everyone: look for scenes, share news, ask "
    "questions. Post with +bbpost Public/<title>=<text> and answer a post with "
    "+bbreply Public/<number>=<text>. Staff news goes on the Announcements board.\n\n"
    "To reach staff, file a request: +request <title>=<text>. To write to another "
    "player, use mail. Your unread mail and posts are counted each time you log in.")


def build_boards(report: list):
    made = []
    for number, name, read_lock, post_lock in settings.FOURFOLD_BOARDS:
        before = boards.Board.objects.filter(name__iexact=name).exists()
        board = boards.ensure_board(number, name, read_lock, post_lock)
        made.append(board)
        if not before:
            report.append(f"made board {name}")
    public = next((b for b in made if b.post_lock == "all()"), None)
    if public is not None and not public.posts.filter(title=WELCOME_TITLE, parent=None).exists():
        boards.write(public, None, WELCOME_TITLE, WELCOME_TEXT, author_name="Staff")
        report.append("posted the welcome post")
