"""A progress line on stderr for long runs, shown only on a terminal."""

from __future__ import annotations

import sys
import time


class Progress:
    """Counts files as they finish and redraws `[n files]` at most ten times a second."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.count = 0
        self.start = time.monotonic()
        self._last = 0.0
        self._shown = False

    def step(self) -> None:
        self.count += 1
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last >= 0.1 and now - self.start >= 0.5:
            self._last = now
            rate = self.count / max(now - self.start, 1e-9)
            sys.stderr.write(f"\rextract: {self.count} files, {rate:.0f}/s ")
            sys.stderr.flush()
            self._shown = True

    def clear(self) -> None:
        """Wipe the line before another message goes to stderr."""
        if self._shown:
            sys.stderr.write("\r\033[K")
            self._shown = False

    def done(self) -> None:
        self.clear()
