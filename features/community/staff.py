"""Who is staff, who of them is online, and telling them something."""

from core.staff import is_staff


def is_staff_character(character) -> bool:
    """True for a staff character, online or not: offline characters have no
    account to check, so the account of the same name is asked too (the
    usual staff habit of one character named like the account)."""
    if is_staff(character):
        return True
    from evennia.accounts.models import AccountDB

    account = AccountDB.objects.filter(username__iexact=character.key).first()
    return account is not None and is_staff(account)


def online_staff() -> list:
    """The connected accounts that are staff."""
    import evennia

    return [acc for acc in evennia.SESSION_HANDLER.all_connected_accounts()
            if acc is not None and is_staff(acc)]


def tell_staff(text: str, exclude=None) -> int:
    """Send ``text`` to every staff account online (not ``exclude``'s);
    returns how many were told."""
    exclude_account = getattr(exclude, "account", None) or exclude
    told = 0
    for account in online_staff():
        if account == exclude_account:
            continue
        account.msg(text)
        told += 1
    return told


def tell(character, text: str) -> bool:
    """Send ``text`` to ``character`` when its player is online; False when not."""
    if character is None or not character.sessions.count():
        return False
    character.msg(text)
    return True
