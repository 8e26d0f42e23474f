"""Bulletin boards, in the habits of Myrddin's MUSH bboards: +bbread,
+bbpost, +bbreply, +bbnew, +bbcatchup, +bbremove, and staff's +bbnewgroup,
+bblock, +bbwritelock, +bbcleargroup. Storage: features/community/boards.py."""


from core.command import FourfoldCommand
from core.text import tables
from features.community import boards as store
from features.community.commands.common import check_text, check_title, when

RULE = "-" * 78


class BoardCommand(FourfoldCommand):
    help_category = "Community"
    # a board or post the storage refuses: the form was right
    usage_on_rules_error = False

    def explain(self, err):
        if isinstance(err, store.NoSuchBoard):
            return f"{err.message} +bbread lists the boards you may read."
        return err.message

    def board(self, text):
        return store.find_board(text, self.caller)

    def post(self, board, text):
        return store.find_post(board, (text or "").strip())

    def board_and_post(self, text):
        if "/" not in (text or ""):
            self.fail("Give a board and a post number, as <board>/<number>.")
        board_text, number = text.split("/", 1)
        board = self.board(board_text)
        return board, self.post(board, number)

    def show(self, board, post):
        number = store.number_of(post)
        lines = [RULE, f"|w{board.name}|n ({board.number}) post {number}: |w{post.title}|n",
                 f"By {post.author_name} on {when(post.created)}", RULE, post.text]
        for reply in store.replies(post):
            lines += ["", f"|wReply|n by {reply.author_name} on {when(reply.created)}:", reply.text]
        lines.append(RULE)
        self.caller.msg("\n".join(lines))
        store.mark_read(post, self.caller)


class CmdBBRead(BoardCommand):
    """
    Read the bulletin boards.

    Usage:
      +bbread                    the boards you may read, with unread counts
      +bbread <board>            the posts on a board (U marks unread)
      +bbread <board>/<number>   read a post and its replies

    A board is named by its number or by its name (the start of it will
    do). Some boards only staff may post on (Announcements); some only
    staff may read. +bbnew reads your next unread post; the website
    shows the boards too.

    Examples:
      +bbread
      +bbread 2
      +bbread Public/3
    """

    key = "+bbread"
    aliases = ["+bbs", "+bblist"]
    syntax = "+bbread [<board>[/<number>]]"

    def run(self):
        args = self.args.strip()
        if not args:
            return self.list_boards()
        if "/" in args:
            board, post = self.board_and_post(args)
            return self.show(board, post)
        board = self.board(args)
        found = store.posts(board)
        if not found:
            self.caller.msg(f"{board.name} has no posts yet.")
            return
        rows = []
        for n, post in enumerate(found, 1):
            count = post.replies.count()
            title = post.title + (f" ({count} repl{'y' if count == 1 else 'ies'})" if count else "")
            rows.append((n, "U" if store.is_unread(post, self.caller) else "", title,
                         post.author_name, when(post.created)[:10]))
        table = tables.table(("|w#|n", "", "|wTitle|n", "|wBy|n", "|wDate|n"), rows)
        self.caller.msg(f"|w{board.number}. {board.name}|n {board.description}\n{table}")

    def list_boards(self):
        found = store.readable_boards(self.caller)
        if not found:
            self.caller.msg("There are no boards yet.")
            return
        rows = [(board.number, board.name, board.posts.filter(parent=None).count(),
                 store.unread_count(board, self.caller) or "",
                 "read, post" if store.can_post(board, self.caller) else "read") for board in found]
        table = tables.table(("|w#|n", "|wBoard|n", "|wPosts|n", "|wUnread|n", "|wYou may|n"), rows)
        self.caller.msg(f"|wBoards|n\n{table}\nRead one with +bbread <board>; +bbnew reads the next unread post.")


class CmdBBPost(BoardCommand):
    """
    Post on a bulletin board.

    Usage:
      +bbpost <board>/<title>=<text>

    Everyone who may read the board sees it as unread. Staff-only boards
    (such as Announcements) refuse posts from players.

    Example:
      +bbpost Public/Looking for a scene=Anyone up for a tavern brawl tonight?
    """

    key = "+bbpost"
    syntax = "+bbpost <board>/<title>=<text>"

    def run(self):
        if "/" not in self.lhs or self.rhs is None:
            self.fail("Give a board, a title and a text.")
        board_text, title = self.lhs.split("/", 1)
        board = self.board(board_text)
        store.check_may_post(board, self.caller)
        # the form's faults with the usage line, before the storage checks again
        title = check_title(self, title)
        text = check_text(self, self.rhs)
        post = store.new_post(board, self.caller, title, text)
        self.caller.msg(f"Posted on {board.name} as post {store.number_of(post)}: {title}")


class CmdBBReply(BoardCommand):
    """
    Answer a post on a bulletin board.

    Usage:
      +bbreply <board>/<number>=<text>

    The reply is shown under the post, and the post counts as unread
    again for those who read it before. You need leave to post on the
    board to reply there.

    Example:
      +bbreply Public/3=Count me in.
    """

    key = "+bbreply"
    syntax = "+bbreply <board>/<number>=<text>"

    def run(self):
        if self.rhs is None:
            self.fail("Give a board, a post number and a text.")
        board, post = self.board_and_post(self.lhs)
        store.check_may_post(board, self.caller)
        text = check_text(self, self.rhs)
        store.new_reply(board, post, self.caller, text)
        self.caller.msg(f"You replied to {board.name} post {store.number_of(post)}: {post.title}")


class CmdBBNew(BoardCommand):
    """
    Read your next unread bulletin board post.

    Usage:
      +bbnew

    Goes through every board you may read, lowest number first. A post
    with a new reply counts as unread.

    Example:
      +bbnew
    """

    key = "+bbnew"
    aliases = ["+bbnext"]
    syntax = "+bbnew"

    def run(self):
        if self.args.strip():
            self.fail("+bbnew takes no arguments.")
        post = store.next_unread(self.caller)
        if post is None:
            self.caller.msg("You have read every post.")
            return
        self.show(post.board, post)


class CmdBBCatchup(BoardCommand):
    """
    Mark a board's posts, or every board's, as read.

    Usage:
      +bbcatchup <board>
      +bbcatchup all

    Example:
      +bbcatchup Public
    """

    key = "+bbcatchup"
    syntax = "+bbcatchup <board>  or  +bbcatchup all"

    def run(self):
        args = self.args.strip()
        if not args:
            self.fail("Name a board, or all.")
        found = store.readable_boards(self.caller) if args.lower() == "all" else [self.board(args)]
        for board in found:
            for post in store.posts(board):
                store.mark_read(post, self.caller)
        self.caller.msg("Every post is marked read." if args.lower() == "all"
                        else f"Every post on {found[0].name} is marked read.")


class CmdBBRemove(BoardCommand):
    """
    Remove a post (your own; staff may remove any).

    Usage:
      +bbremove <board>/<number>

    The post goes with its replies, and the later posts move up a number.

    Example:
      +bbremove Public/3
    """

    key = "+bbremove"
    syntax = "+bbremove <board>/<number>"

    def run(self):
        board, post = self.board_and_post(self.args.strip())
        if post.author != self.caller and not self.is_staff():
            self.fail("Removing other people's posts is for staff only.", syntax=False)
        title = post.title
        store.remove(post)
        self.caller.msg(f"Removed from {board.name}: {title}")


class CmdBBAdmin(BoardCommand):
    """
    Make boards and set who may read and post on them (staff).

    Usage:
      +bbnewgroup <name>[=<description>]
      +bblock <board>=<lock>          who may read it
      +bbwritelock <board>=<lock>     who may post and reply
      +bbcleargroup <board>           delete a board and all its posts

    A lock is made of Evennia lock functions: all() for everyone,
    perm(Builder) for staff, perm(Builder) or id(12) and so on. New
    boards are readable and open to posts by all.

    Examples:
      +bbnewgroup Plots=Ongoing plots and how to join them
      +bbwritelock Announcements=perm(Builder)
      +bblock Staff=perm(Builder)
    """

    key = "+bbnewgroup"
    aliases = ["+bblock", "+bbwritelock", "+bbcleargroup"]
    locks = "cmd:perm(Builder)"
    syntax = "+bbnewgroup <name>  or  +bblock <board>=<lock>  or  +bbwritelock <board>=<lock>"
    # a name or lock the storage refuses may be the form's fault: show the usage
    usage_on_rules_error = True

    def run(self):
        self.require_staff("Managing boards")
        which = self.cmdstring.lower().lstrip("+")
        if which == "bbcleargroup":
            board = self.board(self.args)
            name = board.name
            board.delete()
            self.caller.msg(f"Board {name} and its posts are deleted.")
        elif which in ("bblock", "bbwritelock"):
            if not self.lhs or not self.rhs:
                self.fail("Give a board and a lock.")
            board = self.board(self.lhs)
            kind = "read" if which == "bblock" else "post"
            store.set_lock(board, kind, self.rhs)
            self.caller.msg(f"{board.name}: {kind} lock is now {self.rhs.strip()}.")
        else:
            description = (self.rhs or "").strip()
            if len(description) > 200:
                self.fail("A board's description is at most 200 characters.")
            board = store.create_board(self.lhs, description=description)
            self.caller.msg(f"Board {board.number}, {board.name}, is made (all may read and post).")
