"""Fourfold's input functions (settings.INPUT_FUNC_MODULES): what a client
may send besides typed lines (the vitals a rich client asks for), and the
cleaning every typed line gets before any command sees it. Each global
function here answers the client command of its name."""


def get_vitals(session, *args, **kwargs):
    """A rich client asks for the puppet's vitals (GMCP ``Core.Get_Vitals``,
    MSDP ``get_vitals``). Answers with ``char_vitals`` (GMCP ``Char.Vitals``;
    see typeclasses/vitals.py), an empty table when nothing is puppeted."""
    from typeclasses.vitals import OOB_CMDNAME, send_vitals

    puppet = session.puppet
    if puppet is None or send_vitals(puppet, session=session) is None:
        session.msg(**{OOB_CMDNAME: ((), {})})


def char_vitals_get(session, *args, **kwargs):
    """GMCP ``Char.Vitals.Get``: the same as :func:`get_vitals`."""
    get_vitals(session, *args, **kwargs)


def text(session, *args, **kwargs):
    """Every line a client sends, with control characters and link codes
    removed before any command (Fourfold's or Evennia's) sees it: a NUL
    cannot be stored or searched for in PostgreSQL, the other controls mean
    nothing in a command, and a player's text is never a clickable link in
    anyone's client (core/text/player.py, strip_links).
    Then Evennia's ``text``, or the same steps with nicks looked for only
    when there may be some (speedups/quick_input.py;
    ``FOURFOLD_QUICK_INPUT = False`` turns that off)."""
    from django.conf import settings
    from evennia.server.inputfuncs import text as evennia_text

    from core.text.controls import strip_controls
    from core.text.player import strip_links
    from speedups import quick_input
    from speedups.switches import is_on

    if args and isinstance(args[0], str):
        args = (strip_links(strip_controls(args[0])),) + tuple(args[1:])
    if is_on("quick_input", settings):
        return quick_input.text(session, *args, **kwargs)
    return evennia_text(session, *args, **kwargs)


def fourfold_preview(session, *args, **kwargs):
    """The play page's composer asks how a text will look (colour codes,
    ``|/``) before it is sent: answered with ``fourfold_preview`` {id, html},
    the HTML the web client would get for that text (link codes and
    control characters taken out first, as for a typed line; at most
    FOURFOLD_PLAY_PREVIEW_LENGTH characters). Nothing is sent to anyone else
    and nothing changes (web/webclient/preview.py)."""
    from web.webclient.preview import answer

    answer(session, *args, **kwargs)
