"""Every Bot API call goes through here, within Telegram's limits, newest frame first.

Three kinds of call:

* **Answers** to callback queries go out at once on their own lane: Telegram does not count them
  against chat limits, so they never wait behind a chat's edits (:meth:`Outbox.answer`).
* **Standing messages** (a room's table in a group, a player's hand in private) are *slots*:
  (room, chat, kind). :meth:`Outbox.mark` only remembers that a slot needs a redraw; when the
  chat's turn to send comes, the outbox asks its ``renderer`` for the slot's frame *as the room is
  now*, so a burst of changes becomes one edit showing the newest state. A frame equal to what the
  message already shows (a digest per message, kept in storage) is not sent: "message is not
  modified" should not happen. After a 429 the outbox waits ``retry_after`` and renders anew; a
  refused frame is never re-sent. A slot moves to a new message at the bottom of its chat only when
  asked (``fresh``; ``lift``: if a newer message pushed it up, :mod:`bot.outbox.tails`; ``ring``: with
  sound), its old message deleted or kept as the frame's ``retired`` version says.
* **One-off messages** (pings, announcements, documents, the profile): :meth:`Outbox.send` and
  friends queue them on the chat's lane, paced like everything else in that chat.

Pacing: each private chat a token bucket (``PRIVATE_EDIT_INTERVAL_SECONDS`` per call sustained,
``PRIVATE_BURST`` at once), each group one call per ``GROUP_EDIT_INTERVAL_SECONDS`` (Telegram
allows 20 a minute), all chats together at most ``GLOBAL_RATE_PER_SECOND``. Within a chat, one-off
messages go first, then urgent slots (the person who must act, the presser), then the others once
their coalescing delay (``WATCH_DELAY_SECONDS``) has passed. A 403 (the user never opened the bot,
or blocked it) is reported to ``on_unreachable`` instead of raised.

Several worker processes: the pacing above is this process's; with a ``pacing`` (a
:class:`SharedLimiter`, e.g. ``bot.storage.pacing.SharedPacing`` on PostgreSQL) every chat call, once
the local pace allows it, also reserves its slot there — the same limits for the whole bot — and
sleeps until that slot; a 429 is recorded there, so every worker leaves the chat alone.

The package: :mod:`bot.outbox.core` (the lanes and slots, :class:`Outbox`), :mod:`bot.outbox.pacer`
(the limits), :mod:`bot.outbox.transport` (the calls, Telegram's refusals, the retries),
:mod:`bot.outbox.ledger` (what the standing messages show, kept by ``bot.storage.ledger``),
:mod:`bot.outbox.tails` (which messages are the newest in each chat) and :mod:`bot.outbox.lanes`
(which slot a lane draws next: on a group's lane a stale table keeps its share beside hands in the
group).
"""

from bot.outbox.core import Frame, Outbox, Renderer, Retired, Slot, Stats
from bot.outbox.ledger import MessageLedger, digest
from bot.outbox.pacer import Limits, SharedLimiter, SharedSlot
from bot.outbox.transport import ANSWER_LIMIT, CAPTION_LIMIT, TEXT_LIMIT, Unreachable, fit

__all__ = [
    "ANSWER_LIMIT",
    "CAPTION_LIMIT",
    "TEXT_LIMIT",
    "Frame",
    "Limits",
    "MessageLedger",
    "Outbox",
    "Renderer",
    "Retired",
    "SharedLimiter",
    "SharedSlot",
    "Slot",
    "Stats",
    "Unreachable",
    "digest",
    "fit",
]
