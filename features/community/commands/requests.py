"""+request (players) and +job/+jobs (staff): requests to staff."""


from core.command import FourfoldCommand
from core.text import tables
from features.community import requests as store
from features.community.commands.common import number, when

RULE = "-" * 78


def show_request(request, staff: bool) -> str:
    """The whole request: header, text and the comments ``staff`` may see."""
    lines = [RULE, f"|wRequest #{request.id}|n: {request.title}",
             f"From {request.requester_name} on {when(request.created)}; "
             f"{request.status}" + (f", assigned to {request.assigned_name}"
                                    if staff and request.assigned_name else "")
             + (f"; category {request.category}" if staff else ""),
             RULE, request.text]
    for comment in store.comments(request, staff):
        mark = " |y(staff note)|n" if comment.staff_only else ""
        lines += ["", f"|w{comment.author_name}|n on {when(comment.created)}{mark}:", comment.text]
    lines.append(RULE)
    return "\n".join(lines)


def request_table(requests, staff: bool) -> str:
    columns = ["|w#|n", "|wTitle|n", "|wStatus|n", "|wUpdated|n"]
    if staff:
        columns[2:2] = ["|wFrom|n", "|wTo|n"]
    rows = []
    for req in requests:
        row = [req.id, req.title, req.status, req.updated.strftime("%m-%d %H:%M")]
        if staff:
            row[2:2] = [req.requester_name, req.assigned_name or "-"]
        rows.append(row)
    return tables.table(columns, rows)


class CmdRequest(FourfoldCommand):
    """
    Ask staff for something, and follow your requests.

    Usage:
      +request <title>=<text>
      +requests
      +request <number>
      +request/comment <number>=<text>

    A request goes to staff, who are told at once when online and at
    their next login otherwise. +requests lists yours; +request <number>
    shows one with the answers staff gave you; /comment adds to it. You
    see your own requests only. When staff answer or close one while you
    are away, you hear of it at your next login.

    Examples:
      +request Name change=Please rename Mara to Marra.
      +requests
      +request 12
      +request/comment 12=Thanks, that looks right.
    """

    key = "+request"
    aliases = ["+requests"]
    switch_options = ("comment",)
    syntax = "+request <title>=<text>  or  +request <number>  or  +request/comment <number>=<text>"
    help_category = "Community"

    def own(self, text):
        return store.own_request(number(self, text, "request number"), [self.caller.id])

    def explain(self, err):
        if err.message.startswith("You have no request"):
            return f"{err.message[:-1]} (see +requests)."
        return err.message

    def run(self):
        if self.has_switch("comment"):
            if not self.rhs or not self.lhs:
                self.fail("Give a request number and a comment.")
            request = self.own(self.lhs)
            store.requester_comment(request, self.caller, self.rhs)
            self.caller.msg(f"You added a comment to request #{request.id}; staff will see it.")
            return
        if self.rhs is not None:
            request = store.file_checked(self.caller, self.lhs, self.rhs)
            self.caller.msg(f"Request #{request.id} filed: {request.title}. Staff have been told; "
                            f"see it with +request {request.id}.")
            return
        if self.args.strip():
            if not self.args.strip().lstrip("#").isdigit():
                self.fail("Give a title and a text, or a request number.")
            request = self.own(self.args)
            self.caller.msg(show_request(request, staff=False))
            store.seen_by_requester(request)
            return
        mine = store.requests_of(self.caller)
        if not mine:
            self.caller.msg("You have filed no requests. To file one: +request <title>=<text>")
            return
        self.caller.msg(f"|wYour requests|n\n{request_table(mine, staff=False)}")


class CmdJob(FourfoldCommand):
    """
    Work through players' requests (staff).

    Usage:
      +jobs                       open requests
      +jobs/all                   every request, closed ones too
      +job <number>               one request with all its comments
      +job/assign <number>=<staff>
      +job/comment <number>=<text>   the requester sees it
      +job/note <number>=<text>      staff only, never shown to the requester
      +job/close <number>[=<text>]   the text is a last answer they see

    Requests come from +request, from +chargen/submit in every ruleset
    (closed by +approve) and from other game systems. The requester is
    told of comments and of the closing, at once or at their next login.

    Examples:
      +jobs
      +job 12
      +job/assign 12=Admin
      +job/note 12=Checked the logs, nothing odd.
      +job/close 12=Done, enjoy the new name.
    """

    key = "+job"
    aliases = ["+jobs"]
    locks = "cmd:perm(Builder)"
    switch_options = ("all", "assign", "comment", "note", "close")
    syntax = "+jobs  or  +job <number>  or  +job/<assign||comment||note||close> <number>=<text>"
    help_category = "Community"

    def find(self, text):
        request = store.get(number(self, text, "request number"))
        if request is None:
            self.fail(f"There is no request #{text.strip().lstrip('#')}.", syntax=False)
        return request

    def run(self):
        self.require_staff("Working on requests")
        switches = [s for s in self.switches if s != "all"]
        if len(switches) > 1:
            self.fail("Use one switch at a time.")
        switch = switches[0] if switches else ""
        if switch:
            return getattr(self, f"do_{switch}")()
        if self.args.strip():
            request = self.find(self.args)
            self.caller.msg(show_request(request, staff=True))
            return
        from features.community.models import Request

        found = list(Request.objects.all()) if self.has_switch("all") else store.open_requests()
        if not found:
            self.caller.msg("There are no open requests." if not self.has_switch("all")
                            else "Nobody has filed a request yet.")
            return
        title = "All requests" if self.has_switch("all") else "Open requests"
        self.caller.msg(f"|w{title}|n\n{request_table(found, staff=True)}")

    def do_assign(self):
        if not self.lhs or not self.rhs:
            self.fail("Give a request number and a staff member.")
        request = self.find(self.lhs)
        who = self.find_character(self.rhs, anywhere=True)
        store.assign_checked(request, who, by=self.caller)
        self.caller.msg(f"Request #{request.id} is assigned to {who.key}.")

    def _comment(self, staff_only):
        if not self.lhs or not self.rhs:
            self.fail("Give a request number and a comment.")
        request = self.find(self.lhs)
        store.staff_comment(request, self.caller, self.rhs, staff_only=staff_only)
        who = "staff only" if staff_only else f"{request.requester_name} sees it"
        self.caller.msg(f"You commented on request #{request.id} ({who}).")

    def do_comment(self):
        self._comment(False)

    def do_note(self):
        self._comment(True)

    def do_close(self):
        if not self.lhs:
            self.fail("Give a request number.")
        request = self.find(self.lhs)
        store.close_checked(request, self.caller, self.rhs or "")
        self.caller.msg(f"Request #{request.id} is closed.")
