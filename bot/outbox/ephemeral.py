"""A standing message that is an ephemeral message in a group (a hand seen by one person only, see
:mod:`bot.chat.group_hands`): drawn on the group's lane, so paced like the group's own calls — or, with
``EPHEMERAL_PER_MINUTE`` set (``Limits.ephemeral_interval``), on a lane of its own in that group
(every receiver's together), paced at that rate apart from the group's own calls.

Unlike an ordinary standing message it is edited with ``editEphemeralMessageText`` (its id is the
``ephemeral_message_id``), and a new one can be sent only by an administrator bot or in answer to
the receiver's press of the last seconds (``Frame.query``): without either, an existing one is
edited in place, and none is sent at all (the group table tells the person to tap).
"""

from __future__ import annotations

import logging
from typing import Any

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import BufferedInputFile, EphemeralMessageParameters, Message

from bot.outbox.ledger import digest
from bot.outbox.pacer import Limits, lane_of
from bot.outbox.transport import CAPTION_LIMIT, Unreachable, fit

log = logging.getLogger("bot.outbox")


def receiver_of(kind: str) -> int | None:
    """The person a slot kind shows an ephemeral hand to (None: not such a slot)."""
    if kind.startswith("g") and kind[1:].isdigit():
        return int(kind[1:])
    return None


def slot_lane(slot: tuple[str, int, str], limits: Limits) -> int:
    """The outbox lane a standing slot is drawn on (an ephemeral hand's own, when it has a pace)."""
    return lane_of(slot[1], limits, receiver_of(slot[2]) is not None)


async def draw_ephemeral(
    outbox: Any, slot: tuple[str, int, str], frame: Any, *, fresh: bool, render: Any = None
) -> None:
    """Draw ``frame`` (a :class:`~bot.outbox.core.Frame` with a ``receiver``) for ``outbox``'s slot
    (typed loosely: this module is below the outbox's core in the import tree). When the call's
    turn comes (the pace, the shared pacing may hold it) and the frame's state is no longer the
    newest, ``render`` draws the slot again and that frame goes: an older hand never lands after a
    newer one another worker drew."""
    room_id, chat_id, kind = slot
    lane = lane_of(chat_id, outbox.limits, True)
    receiver = frame.receiver
    assert receiver is not None
    bot = outbox.bot
    text, markup = fit(frame.text), frame.markup
    new_digest = digest(text, markup)
    shown = await outbox.ledger.shown(room_id, chat_id, kind)
    old_id, old_digest = shown if shown else (None, None)
    may_send = frame.admin or frame.query is not None

    async def newest() -> None:
        nonlocal frame, text, markup, new_digest
        try:
            if render is None or frame.current is None or await frame.current():
                return
            again = await render(slot)
        except Exception:  # the database busy, say: the frame in hand goes (a redraw follows)
            log.warning("could not check that %s is the newest state", slot, exc_info=True)
            return
        if again is not None and again.receiver == receiver:
            outbox.stats.rendered_again += 1
            frame, text, markup = again, fit(again.text), again.markup
            new_digest = digest(text, markup)

    if old_id is not None and (not fresh or not may_send):
        if old_digest == new_digest:
            outbox.stats.skipped_same += 1
            outbox._note_shown(slot, frame, delivered=False)
            return
        mid = old_id
        try:
            await outbox._paced(
                lane,
                lambda: bot.edit_ephemeral_message_text(
                    chat_id=chat_id, receiver_user_id=receiver, ephemeral_message_id=mid,
                    text=text, reply_markup=markup,
                ),
                newest,
            )  # fmt: skip
            await outbox.ledger.remember(room_id, chat_id, kind, mid, new_digest)
            outbox._note_shown(slot, frame, delivered=True)  # its state's age (the budget benchmark)
            return
        except Unreachable:
            return
        except TelegramBadRequest as exc:
            if "not modified" in exc.message:
                outbox.stats.not_modified += 1
                await outbox.ledger.remember(room_id, chat_id, kind, mid, new_digest)
                return
            log.info("ephemeral edit of %s failed (%s)", slot, exc.message)
            await outbox.ledger.remember(room_id, chat_id, kind, None, None)
            old_id = None
    if not may_send:
        return  # only a press (or the administrator right) lets a new one be sent
    params = EphemeralMessageParameters(receiver_user_id=receiver, callback_query_id=frame.query)
    try:
        sent = await outbox._paced(
            lane,
            lambda: bot.send_message(
                chat_id, text, reply_markup=markup, ephemeral_message_parameters=params,
                disable_notification=frame.lane != "act",
            ),
            newest,
        )  # fmt: skip
    except TelegramBadRequest as exc:  # the press too old by the time the group's turn came
        log.info("ephemeral message %s not sent (%s)", slot, exc.message)
        return
    except Unreachable:
        return
    new_id = sent.ephemeral_message_id if isinstance(sent, Message) else None
    await outbox.ledger.remember(room_id, chat_id, kind, new_id, new_digest)
    outbox._note_shown(slot, frame, delivered=True)
    if old_id is not None and old_id != new_id:
        gone = old_id
        await outbox._paced_retrying(
            lane,
            lambda: bot.delete_ephemeral_message(
                chat_id=chat_id, receiver_user_id=receiver, ephemeral_message_id=gone
            ),
        )


async def send_ephemeral_document(
    outbox: Any, chat_id: int, receiver: int, query_id: str, filename: str, data: bytes, caption: str
) -> bool:
    """A file in the group seen by ``receiver`` only, in answer to their press ``query_id`` (a deal's
    record for someone who never opened the private chat); False when Telegram refused it."""
    upload, text = BufferedInputFile(data, filename=filename), fit(caption, CAPTION_LIMIT)
    params = EphemeralMessageParameters(receiver_user_id=receiver, callback_query_id=query_id)
    try:
        await outbox.call(
            lane_of(chat_id, outbox.limits, True),
            lambda: outbox.bot.send_document(
                chat_id, upload, caption=text, ephemeral_message_parameters=params
            ),
        )
        return True
    except (TelegramBadRequest, Unreachable) as exc:
        log.info("ephemeral document to %s in %s refused: %s", receiver, chat_id, exc)
        return False


async def send_ephemeral_text(outbox: Any, chat_id: int, receiver: int, query_id: str, text: str) -> bool:
    """A message in the group seen by ``receiver`` only, in answer to their press ``query_id`` (the
    deck's fingerprint for someone who never opened the private chat); False when refused."""
    params = EphemeralMessageParameters(receiver_user_id=receiver, callback_query_id=query_id)
    try:
        await outbox.call(
            lane_of(chat_id, outbox.limits, True),
            lambda: outbox.bot.send_message(chat_id, fit(text), ephemeral_message_parameters=params),
        )
        return True
    except (TelegramBadRequest, Unreachable) as exc:
        log.info("ephemeral message to %s in %s refused: %s", receiver, chat_id, exc)
        return False
