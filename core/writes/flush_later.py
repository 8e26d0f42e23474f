"""One pending reactor call at a time: the write-behind caches (the roll
history) keep changes in memory and ask for a single flush a
little later, however many changes arrive before it runs."""


class FlushLater:
    def __init__(self, flush):
        self.flush = flush
        self.pending = False

    def schedule(self, delay: float) -> None:
        """Run ``flush`` in ``delay`` seconds, unless a run is already due."""
        if self.pending:
            return
        from twisted.internet import reactor

        self.pending = True
        reactor.callLater(delay, self._run)

    def _run(self) -> None:
        self.pending = False
        self.flush()

    def reset(self) -> None:
        self.pending = False
