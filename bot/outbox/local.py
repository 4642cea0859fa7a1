"""Answers to presses that did not come from Telegram: a button pressed on the Mini App's table
(``bot/web/table.py``) is fed to the dispatcher as a callback query whose id starts with
:data:`PREFIX`. Its handler answers it as it answers any press (``Outbox.answer``), and the answer is
caught here for the web request that made the press instead of going to Telegram — which would
refuse an id it never issued, and a web press should cost no Bot API call for its answer.

An answer for a local id nobody waits for (the request gave up) is dropped, never sent.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

#: the callback query ids of presses made on the web
PREFIX = "web:"
#: how many presses may wait for their answers at once (each is one web request under way)
MAX_WAITING = 10_000


def new_id() -> str:
    """A fresh local callback query id: unguessable, like Telegram's (a «Готово» press's id is the
    seat's contribution to the next deck)."""
    return PREFIX + secrets.token_hex(12)


def is_local(callback_id: str) -> bool:
    return callback_id.startswith(PREFIX)


@dataclass
class Answer:
    """What a handler answered a press: the text shown (None: a silent answer), as an alert or not,
    a link to open, and the locale key of the text when the handler said which."""

    text: str | None = None
    alert: bool = False
    url: str | None = None
    key: str | None = None


class Captured:
    """The answer of one local press, once its handler gave it (``answer`` stays None otherwise)."""

    def __init__(self) -> None:
        self.answer: Answer | None = None


class LocalAnswers:
    def __init__(self, max_waiting: int = MAX_WAITING) -> None:
        self.max_waiting = max_waiting
        self._waiting: dict[str, Captured] = {}

    @contextmanager
    def capture(self, callback_id: str) -> Iterator[Captured]:
        """Catch the first answer to ``callback_id`` while the block runs."""
        if len(self._waiting) >= self.max_waiting:
            raise OverflowError("too many local presses under way")
        captured = self._waiting[callback_id] = Captured()
        try:
            yield captured
        finally:
            self._waiting.pop(callback_id, None)

    def take(self, callback_id: str, answer: Answer) -> bool:
        """True when ``callback_id`` is a local press's: its answer is kept for its request (the
        first one; a later answer to the same press is dropped, as Telegram takes one) and nothing
        goes to Telegram."""
        if not is_local(callback_id):
            return False
        captured = self._waiting.get(callback_id)
        if captured is not None and captured.answer is None:
            captured.answer = answer
        return True

    def __len__(self) -> int:
        return len(self._waiting)
