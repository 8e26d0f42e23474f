"""The test feature's command: says the feature's setting."""

from django.conf import settings

from core.command import FourfoldCommand


class CmdSample(FourfoldCommand):
    """
    Hear the sample feature.

    Usage:
      +sample
    """

    key = "+sample"
    locks = "cmd:all()"
    help_category = "General"

    def func(self):
        self.caller.msg(settings.FOURFOLD_SAMPLE_GREETING)
