"""mail: letters between characters (Evennia's mail contrib's storage,
see features/community/mail.py), with reply and forward."""

from core.command import FourfoldCommand
from core.game_settings import setting
from core.text import tables
from core.text.mush_subs import mush_subs
from features.community import mail as store
from features.community import profile
from features.community.commands.common import check_text, check_title, number, when

RULE = "-" * 78


class CmdMail(FourfoldCommand):
    """
    Send and read letters to other characters.

    Usage:
      mail                                  list your mail
      mail <number>                         read one
      mail <name>[,<name>...]=<subject>/<text>
      mail/reply <number>=<text>            answer whoever sent it
      mail/replyall <number>=<text>         answer the sender and everyone it went to
      mail/forward <number>=<name>[,<name>...][/<note>]
      mail/delete <number>

    Mail goes to characters, wherever they are; they are told at once if
    they are online and at their next login otherwise. You only ever see
    your own mailbox. Several names separated by commas send one copy to
    each (up to 20). Numbers are those of your list, oldest first, and
    close up when you delete one. A player who blocked you (+block) takes
    none of your mail: you are told they are not taking mail. Times are
    in your own timezone (+finger/set timezone=<name>; UTC until set).

    Examples:
      mail Mara,Dee=Tonight/Meet at the docks at nine.
      mail 2
      mail/reply 2=I will be there.
      mail/replyall 2=See you all there.
      mail/forward 2=Tomas/You should see this.
      mail/delete 2
    """

    key = "mail"
    aliases = ["@mail", "+mail"]
    switch_options = ("reply", "replyall", "forward", "delete")
    syntax = "mail [<number>]  or  mail <names>=<subject>/<text>  or  mail/<reply||forward||delete> <number>..."
    help_category = "Community"

    def letter(self, text):
        """The caller's own letter numbered ``text`` (a list position)."""
        n = number(self, text, "mail number")
        box = store.inbox(self.caller)
        if n > len(box):
            self.fail(f"You have no mail numbered {n} (you have {len(box)}).", syntax=False)
        return box[n - 1]

    def recipients(self, text):
        try:
            names = store.split_names(text)
        except store.MailError as err:
            self.fail(err.message)
        found = []
        for name in names:
            who = self.find_character(name, anywhere=True)
            if who not in found:
                found.append(who)
        return found

    def deliver(self, to, subject, body):
        """Send to those of ``to`` who take mail from the caller
        (store.deliver); fail, sending nothing, when none does. Returns whom
        it went to and the lines for those who refused it."""
        try:
            taking, refused = store.deliver(self.caller, to, subject, body)
        except store.NobodyTakesIt as err:
            self.fail(err.message, syntax=False)
        return taking, self.refused_lines(refused)

    @staticmethod
    def refused_lines(refused) -> str:
        return "".join(f"\n{store.not_taking(c)}" for c in refused)

    def run(self):
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        if self.switches:
            return getattr(self, f"do_{self.switches[0]}")()
        if self.rhs is not None:
            return self.do_send()
        if self.args.strip():
            return self.do_read()
        box = store.inbox(self.caller)
        if not box:
            self.caller.msg("Your mailbox is empty.")
            return
        rows = []
        tz = profile.tzinfo(self.caller)
        for n, message in enumerate(box, 1):
            rows.append((n, store.sender_name(message), message.header or "",
                         when(message.db_date_created, tz), "|gNEW|n" if store.is_new(message) else ""))
        table = tables.table(("|w#|n", "|wFrom|n", "|wSubject|n", "|wSent|n", ""), rows)
        unread = sum(1 for m in box if store.is_new(m))
        self.caller.msg(f"|wYour mail|n ({len(box)}, {unread} unread)\n{table}\n"
                        f"Times are in {profile.tz_name(self.caller)}.")

    def do_send(self):
        if "/" not in self.rhs:
            self.fail("Give a subject and a text, separated by /.")
        subject, body = self.rhs.split("/", 1)
        subject = check_title(self, subject, "subject")
        body = mush_subs(check_text(self, body))
        to, refused = self.deliver(self.recipients(self.lhs), subject, body)
        self.caller.msg(f"Mail sent to {', '.join(c.key for c in to)}: {subject}{refused}")

    def do_read(self):
        message = self.letter(self.args)
        self.caller.msg("\n".join([
            RULE, f"|wFrom:|n {store.sender_name(message)}   |wSent:|n "
                  f"{when(message.db_date_created, profile.tzinfo(self.caller))} {profile.tz_name(self.caller)}",
            f"|wSubject:|n {message.header}", RULE, message.message, RULE]))
        store.mark_read(message)

    def do_reply(self, everyone=False):
        if not self.lhs or not self.rhs:
            self.fail("Give a mail number and your answer.")
        message = self.letter(self.lhs)
        body = mush_subs(check_text(self, self.rhs))
        try:
            to, refused, subject = store.answer(self.caller, message, body, everyone=everyone)
        except store.FromTheGame as err:
            self.fail(f"{err.message[:-1]}; use +request to write to staff.", syntax=False)
        except store.MailError as err:
            self.fail(err.message, syntax=False)
        self.caller.msg(f"You answered {', '.join(p.key for p in to)}: {subject}{self.refused_lines(refused)}")

    def do_replyall(self):
        self.do_reply(everyone=True)

    def do_forward(self):
        if not self.lhs or not self.rhs:
            self.fail("Give a mail number and who gets it.")
        message = self.letter(self.lhs)
        names, _, note = self.rhs.partition("/")
        to = self.recipients(names)
        note = mush_subs(note.strip())
        if len(note) > setting("FOURFOLD_TEXT_MAX"):
            check_text(self, note, "note")
        body = (f"{note}\n\n" if note else "") + (
            f"----- forwarded by {self.caller.key}; {store.sender_name(message)} wrote -----\n"
            f"{message.message}")
        subject = f"Fwd: {message.header}"[:80]
        to, refused = self.deliver(to, subject, body)
        self.caller.msg(f"Forwarded to {', '.join(c.key for c in to)}: {subject}{refused}")

    def do_delete(self):
        if not self.args.strip():
            self.fail("Give the number of the mail to delete.")
        message = self.letter(self.args)
        subject = message.header
        store.delete(message)
        self.caller.msg(f"Deleted: {subject}")
