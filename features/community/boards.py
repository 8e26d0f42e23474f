"""Bulletin boards: who may read and post (lock functions on the board),
posts numbered by place, replies, and what each reader has read.

``who`` is a character in the game or an account on the website; the
locks are checked against it (superusers pass every lock). A post or reply
is written through :func:`new_post` and :func:`new_reply`, by +bbpost and
+bbreply and by the boards' web pages alike; on the web a player writes as
one of their characters, unpuppeted, so the locks there are asked of the
account and of the character (``holders``: either passing is enough, as
the character played in the game passes perm() by its account's
permissions and id() by its own)."""

from django.db import IntegrityError, transaction
from django.db.models import Max
from evennia.locks.lockhandler import check_lockstring, validate_lockstring

from core.errors import NotFound, StorageError
from features.community import texts
from features.community.models import Board, Post, PostRead

NAME_LIMIT = Board._meta.get_field("name").max_length
TITLE_LIMIT = Post._meta.get_field("title").max_length


class BoardError(StorageError):
    """A board or post that cannot be found or made; the message says why."""


class NoSuchBoard(BoardError, NotFound):
    """No board of that number or name that the asker may read."""


class NoSuchPost(BoardError, NotFound):
    """The board has no post of that number."""


class MayNotPost(BoardError):
    """The board's post lock keeps the writer out."""


# --- locks -----------------------------------------------------------------
def can_read(board, who) -> bool:
    return who is not None and check_lockstring(who, f"read:{board.read_lock}")


def can_post(board, who) -> bool:
    return who is not None and can_read(board, who) and check_lockstring(who, f"post:{board.post_lock}")


def may_read(board, *holders) -> bool:
    """Whether any of ``holders`` (an account, a character) passes the read lock."""
    return any(can_read(board, h) for h in holders if h is not None)


def may_post(board, *holders) -> bool:
    return any(can_post(board, h) for h in holders if h is not None)


def check_lock(lock: str) -> str:
    """``lock`` (lock functions such as ``perm(Builder)`` or ``all()``) when
    Evennia can read it; BoardError otherwise."""
    lock = (lock or "").strip()
    if not lock or ":" in lock or ";" in lock:
        raise BoardError("Give lock functions such as all() or perm(Builder).")
    valid, error = validate_lockstring(f"read:{lock}")
    if not valid:
        raise BoardError(f"That is not a lock Evennia understands: {lock}")
    return lock


# --- boards ----------------------------------------------------------------
def readable_boards(who) -> list:
    return [b for b in Board.objects.all() if can_read(b, who)]


def find_board(text, who):
    """The board numbered or named ``text`` (a unique name prefix will do)
    that ``who`` may read; NoSuchBoard otherwise (BoardError for no name
    or an ambiguous one). Boards ``who`` may not read are treated as
    missing."""
    text = (text or "").strip()
    if not text:
        raise BoardError("Name a board (its number or name).")
    boards = readable_boards(who)
    if text.isdigit():
        found = [b for b in boards if b.number == int(text)]
    else:
        found = [b for b in boards if b.name.lower() == text.lower()] or [
            b for b in boards if b.name.lower().startswith(text.lower())]
    if not found:
        raise NoSuchBoard(f"There is no board '{text}'.")
    if len(found) > 1:
        names = ", ".join(b.name for b in found)
        raise BoardError(f"'{text}' could be {names}: type more of the name.")
    return found[0]


def create_board(name, read_lock="all()", post_lock="all()", description="", number=None):
    """A new board (numbered after the last one unless ``number`` is given)."""
    name = (name or "").strip()
    if not name or len(name) > NAME_LIMIT or "/" in name or "=" in name or name.isdigit():
        raise BoardError(f"A board name is 1-{NAME_LIMIT} characters, not only digits, "
                         "without / or =.")
    if Board.objects.filter(name__iexact=name).exists():
        raise BoardError(f"There is already a board called {name}.")
    read_lock, post_lock = check_lock(read_lock), check_lock(post_lock)
    with transaction.atomic():
        if number is None:
            number = (Board.objects.aggregate(n=Max("number"))["n"] or 0) + 1
        try:
            return Board.objects.create(number=number, name=name, description=description,
                                        read_lock=read_lock, post_lock=post_lock)
        except IntegrityError:
            raise BoardError(f"Board number {number} is taken.") from None


def ensure_board(number, name, read_lock, post_lock, description=""):
    """The board called ``name``, made (as ``number`` when free) if missing;
    safe to call again (the demo build does)."""
    found = Board.objects.filter(name__iexact=name).first()
    if found:
        return found
    if Board.objects.filter(number=number).exists():
        number = None
    return create_board(name, read_lock, post_lock, description, number=number)


def set_lock(board, kind: str, lock: str):
    lock = check_lock(lock)
    setattr(board, f"{kind}_lock", lock)
    board.save(update_fields=[f"{kind}_lock"])


# --- posts -----------------------------------------------------------------
def posts(board) -> list:
    """The board's posts (not replies), numbered 1.. in this order."""
    return list(board.posts.filter(parent=None).order_by("id"))


def replies(post) -> list:
    return list(post.replies.order_by("id"))


def find_post(board, number):
    found = posts(board)
    if str(number).strip() == "":
        raise BoardError("Give a post number after the /.")
    try:
        n = int(number)
    except (TypeError, ValueError):
        raise BoardError(f"'{number}' is not a post number.") from None
    if not 1 <= n <= len(found):
        raise NoSuchPost(f"{board.name} has no post {n} (it has {len(found)}).")
    return found[n - 1]


def number_of(post) -> int:
    top = post.parent or post
    return top.board.posts.filter(parent=None, id__lte=top.id).count()


def write(board, author, title, text, parent=None, author_name=None):
    """Store a post (or a reply to ``parent``); its author has read it.
    ``author`` may be None for a post from the game itself (``author_name``
    then says who signs it)."""
    with transaction.atomic():
        post = Post.objects.create(board=board, parent=parent, author=author,
                                   author_name=author_name or getattr(author, "key", "Staff"),
                                   title=str(title)[:TITLE_LIMIT], text=str(text))
        if author is not None:
            PostRead.objects.create(post=post, reader=author)
    return post


def check_may_post(board, author, holders=()) -> None:
    """MayNotPost unless ``author`` (or one of ``holders``) passes the post lock."""
    if not may_post(board, author, *holders):
        raise MayNotPost(f"You may not post on {board.name}.")


def new_post(board, author, title, text, holders=()):
    """A post by ``author`` (a character) on ``board``, checked as +bbpost
    and the web check it: the post lock, then a one-line title and a text
    within the game's limits (features/community/texts.py). Nothing is
    stored when a check fails (BoardError, TextRefused)."""
    check_may_post(board, author, holders)
    title, text = texts.check_title(title), texts.check_text(text)
    return write(board, author, title, text)


def new_reply(board, post, author, text, holders=()):
    """A reply by ``author`` to ``post`` on ``board``, checked as new_post."""
    check_may_post(board, author, holders)
    text = texts.check_text(text)
    return write(board, author, f"Re: {post.title}", text, parent=post)


def mark_read(post, reader):
    """``reader`` has read ``post`` and every reply to it."""
    ids = [post.id] + [r.id for r in post.replies.all()]
    done = set(PostRead.objects.filter(reader=reader, post_id__in=ids).values_list("post_id", flat=True))
    PostRead.objects.bulk_create([PostRead(post_id=i, reader=reader) for i in ids if i not in done],
                                 ignore_conflicts=True)


def _unread(reader, boards):
    return (Post.objects.filter(board__in=boards).exclude(reads__reader=reader).order_by("board__number", "id"))


def unread_count(board, reader) -> int:
    return _unread(reader, [board]).count()


def is_unread(post, reader) -> bool:
    """``post`` or one of its replies is unread by ``reader``."""
    ids = [post.id] + [r.id for r in post.replies.all()]
    return PostRead.objects.filter(reader=reader, post_id__in=ids).count() < len(ids)


def unread_total(reader) -> int:
    return _unread(reader, readable_boards(reader)).count()


def next_unread(reader):
    """The first post with something ``reader`` has not read (a reply's
    post when the reply is what is new), or None."""
    first = _unread(reader, readable_boards(reader)).first()
    return (first.parent or first) if first else None


def remove(post):
    post.delete()
