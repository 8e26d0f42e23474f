"""The one block a player reads on logging in: the message of the day,
unread mail and board posts, news on their requests and, for staff, the
open requests."""

from core.staff import is_staff
from features.community import boards, mail, requests
from features.community.motd import get_motd


def _n(count, one, many):
    return f"{count} {one if count == 1 else many}"


def login_notice(character) -> str:
    """The login block for ``character`` ("" when there is nothing to say)."""
    lines = []
    motd = get_motd()
    if motd:
        lines += ["|w-- Message of the day --|n", motd]
    news = []
    unread = mail.unread_count(character)
    if unread:
        news.append(f"{_n(unread, 'unread letter', 'unread letters')} (mail)")
    posts = boards.unread_total(character)
    if posts:
        news.append(f"{_n(posts, 'unread board post', 'unread board posts')} (+bbread, +bbnew)")
    changed = requests.news_count(character)
    if changed:
        news.append(f"news on {_n(changed, 'request', 'requests')} (+requests)")
    if is_staff(character):
        open_count = requests.open_count()
        if open_count:
            news.append(f"{_n(open_count, 'open request', 'open requests')} for staff (+jobs)")
    if news:
        lines.append("You have " + "; ".join(news) + ".")
    return "\n".join(lines)
