"""Pages: private lines from one character to others, wherever they are,
with the habits of PennMUSH and TinyMUX (``page Mara=Hi``, ``page
Mara=:waves``, ``page <text>`` to whoever you paged last, ``reply <text>``
to whoever paged you), a history
(``page/last``), do-not-disturb with an automatic reply (``+haven``,
``page/off``) and blocking a player (``+block``), which refuses their
pages and their mail.

Pages are kept as Evennia's own page command keeps them: one Msg per page,
tagged ``page`` in the ``comms`` category (features/pages/store.py); here
its senders and receivers are characters, not accounts. Who is taking
pages: features/pages/haven.py and features/pages/blocks.py; mail asks the
same question through the ``refuses`` hook (core/features.py).
"""

from core.features import Feature

FEATURE = Feature(
    key="pages",
    name="Pages, do-not-disturb and blocking",
    requires=("community",),
    character_commands=(
        "features.pages.commands.page.CmdPage",
        "features.pages.commands.page.CmdReply",
        "features.pages.commands.haven.CmdHaven",
        "features.pages.commands.block.CmdBlock",
        "features.pages.commands.block.CmdUnblock",
    ),
    account_commands=("features.pages.commands.page.add_account_commands",),
    help_modules=("features.pages.help",),
    hooks={
        "refuses": "features.pages.hooks.refuses",
        "login_notice": "features.pages.hooks.login_notice",
    },
)
