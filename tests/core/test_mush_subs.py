"""PennMUSH/TinyMUX substitutions (core/text/mush_subs.py) read as Evennia's
markup where a player's text comes in: the codes, what is left as typed,
and that descriptions, poses, emits, think and mail take them while a say
still cannot be broken into lines with them."""

from unittest import mock

from core.text.mush_subs import mush_subs
from features.community import profile
from features.community.commands.describe import CmdDesc
from features.community.commands.think import CmdThink
from features.places.commands.places import CmdPose
from tests.helpers.community import CommunityTest


class TestTheCodes(CommunityTest):
    def test_layout(self):
        self.assertEqual(mush_subs("a%rb%Rc"), "a|/b|/c")
        self.assertEqual(mush_subs("a%tb%bc"), "a|-b c")

    def test_colours_in_both_spellings(self):
        self.assertEqual(mush_subs("%xhBold%xn %crred%cn"), "|hBold|n |rred|n")
        self.assertEqual(mush_subs("%xRon red%xn %xgmoss"), "|[ron red|n |gmoss")
        self.assertEqual(mush_subs("%xu%xi%xf"), "|u|*|^")

    def test_what_is_not_a_code_stays(self):
        for text in ("50% off", "%s smiles", "100%", "%xq", "%", "", "a % b"):
            self.assertEqual(mush_subs(text), text, text)
        self.assertEqual(mush_subs("%%r is typed as %%r"), "%r is typed as %r")
        self.assertEqual(mush_subs(None), "")


class TestWhereTheyAreRead(CommunityTest):
    def test_a_description(self):
        self.call(CmdDesc(), "%xhTall%xn.%rQuiet.", "Your description is set.")
        self.assertEqual(profile.desc(self.char1), "|hTall|n.|/Quiet.")

    def test_a_pose(self):
        out = self.call(CmdPose(), "waves.%rThen sits.", {self.char1: None, self.char2: None})
        self.assertEqual(out[self.char2].replace("\r\n", "\n"), "Char waves.\nThen sits.")

    def test_think(self):
        out = self.call(CmdThink(), "one%rtwo")
        self.assertEqual(out.replace("\r\n", "\n"), "one\ntwo")

    def test_mail(self):
        from features.community.commands.mail import CmdMail

        with mock.patch("features.community.mail.send") as sent:
            self.call(CmdMail(), "Char2=Hi/Line one%rLine two")
        self.assertEqual(sent.call_args.args[3], "Line one|/Line two")

    def test_a_say_is_left_alone(self):
        heard = []
        real = type(self.char2).msg

        def msg(obj, text=None, **kwargs):
            if obj == self.char2:
                heard.append(str(text[0] if isinstance(text, tuple) else text))
            else:
                real(obj, text, **kwargs)

        with mock.patch.object(type(self.char2), "msg", msg):
            self.char1.execute_cmd("say one%rtwo")
        self.assertEqual(heard, ['Char says, "one%rtwo"'])
