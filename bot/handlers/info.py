"""Presses that send information: a deal's record, its review («🔎 Разбор»), the deck's fingerprint."""

from __future__ import annotations

import json
import math
from typing import Any

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.chat.callbacks import Fingerprint, Record, Review
from bot.chat.talk import TableTalk
from bot.handlers.common import Answers, from_page, words_asked
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.outbox.ephemeral import send_ephemeral_document, send_ephemeral_text
from bot.render.context import Ctx
from bot.render.reviews import review_text
from bot.rooms.service import Reply, RoomService


async def record(
    query: CallbackQuery,
    callback_data: Record,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
    private_chat: str = "unknown",
) -> None:
    """The deal's record as a JSON file in the presser's private chat (the press answered first:
    :meth:`Answers.before_sending`)."""
    cd, uid = callback_data, query.from_user.id
    # a record holds every player's cards and Telegram id: it goes to the people who played it
    player = await rooms.played_in(cd.room, cd.match, uid)
    rec = await rooms.record(cd.room, cd.match, cd.deal) if player else None
    if not player:
        await answers.reply(query, t, Reply("err-record-players-only", alert=True), cd.room)
        return
    if rec is None:
        await answers.reply(query, t, Reply("err-record-unavailable", alert=True), cd.room)
        return
    in_group = query.message is not None and query.message.chat.id != uid
    data = json.dumps(rec, ensure_ascii=False, indent=1).encode("utf-8")
    name = f"kozyr-{rec['game']}-{cd.room}-m{cd.match}-d{cd.deal}.json"
    caption = record_caption(t, rec, cd.deal)
    group = query.message.chat.id if query.message is not None and in_group else None
    if group is not None and private_chat != "open" and await answers.presenter.hands.enabled(group):
        # never opened the private chat (hands in the group): the file here, for the presser only
        await answers.reply(query, t, Reply(None), cd.room)
        if not await send_ephemeral_document(outbox, group, uid, query.id, name, data, caption):
            await outbox.send_document(uid, name, data, caption)  # the private chat, should it be open
        return
    sent = Reply("record-sent-private" if in_group else None)
    if await answers.before_sending(query, t, private_chat, sent, cd.room):
        await outbox.send_document(uid, name, data, caption)


def record_caption(t: Translator, rec: dict[str, Any], deal: int) -> str:
    """The record's text: the game and the deal, how to check it, and a line for each deal dealt
    again (a Scopa table of three or four kings: its deck's label ``…:rK``)."""
    caption = t("record-caption", game=t(f"game-{rec['game']}"), n=deal)
    for d, given in enumerate(rec.get("deals") or [], start=1):
        label = str((given.get("fairness") or {}).get("label") or "")
        tail = label.rsplit(":r", 1)[1] if ":r" in label else ""
        if tail.isdigit():
            caption += "\n" + t("record-redeal", deal=d, n=int(tail))
    return caption


async def review(
    query: CallbackQuery,
    callback_data: Review,
    t: Translator,
    rooms: RoomService,
    answers: Answers,
    table_talk: TableTalk,
    private_chat: str = "unknown",
) -> None:
    """«🔎 Разбор»: the review of the presser's own seat in that deal, in their private chat — a
    kept one at once; else the press is answered at once («Разбираю раздачу…») and the review comes
    when the review worker is done (``bot/rooms/reviews.py``). Refused in words, with nothing
    computed: a presser who did not play that match, a deal not (or no longer) there, the hour's
    reviews used up (when the next one is possible), a chat that refused the bot. Pressed on the
    table page, the review comes to that page (``common.words_asked``), whatever the chat."""
    cd, uid = callback_data, query.from_user.id
    on_page = from_page(query)
    if await rooms.seat_in_match(cd.room, cd.match, uid) is None:
        await answers.reply(query, t, Reply("err-review-players-only", alert=True), cd.room)
        return
    if private_chat == "closed" and not on_page:  # nowhere to send it: ask them to open the bot
        await answers.before_sending(query, t, private_chat, Reply(None), cd.room)
        return
    asked = await rooms.reviews.ask(cd.room, cd.match, cd.deal, uid)
    if asked.kind in ("refused", "unavailable"):
        key = "err-review-players-only" if asked.kind == "refused" else "err-review-unavailable"
        await answers.reply(query, t, Reply(key, alert=True), cd.room)
        return
    if asked.kind == "limit":
        minutes = max(1, math.ceil(asked.wait / 60))
        await answers.reply(query, t, Reply("err-review-limit", {"minutes": minutes}, alert=True), cd.room)
        return
    if asked.kind == "busy":
        await answers.reply(query, t, Reply("review-busy"), cd.room)
        return
    prefs = await answers.presenter.user_prefs(uid)
    ctx = Ctx(t, answers.presenter.bot_username, style=prefs.style)

    def words(done: dict[str, Any] | None) -> str:
        return review_text(done, cd.deal, ctx) if done is not None else t("err-review-failed")

    await words_asked(
        query, t, answers, table_talk, private_chat, cd.room, f"review-{cd.room}-{cd.match}-{cd.deal}",
        kept=asked.review if asked.kind == "kept" else None, words=words, working="review-working",
        run=lambda deliver: rooms.reviews.run(asked, deliver),
    )


async def fingerprint(
    query: CallbackQuery,
    callback_data: Fingerprint,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
    private_chat: str = "unknown",
) -> None:
    """The whole commitment of the current deal (and the revealed seed of the last one), in the
    presser's private chat (the press answered first, as :func:`record`) — or, pressed in a group
    by someone who never opened it, in the group for them only."""
    rid = callback_data.room
    room = await rooms.get(rid)
    if room is None:
        await answers.reply(query, t, Reply("err-unknown-room", alert=True), rid)
        return
    game = room.engine()
    lines = []
    if game is not None and room.game_running():
        info = await rooms.deal_info(rid, room.match_no, game.deal_number())
        if info:
            lines.append(t("fp-current", n=game.deal_number(), commitment=info.commitment))
    if game is not None and room.match_no:
        done = len([r for r in game.deal_results() if r is not None])
        if done:
            info = await rooms.deal_info(rid, room.match_no, done)
            if info and info.ended_at:
                lines.append(t("fp-revealed", n=done, commitment=info.commitment, seed=info.seed))
    if room.pending and not room.game_running():
        lines.append(t("fp-next", commitment=room.pending["commitment"]))
    lines.append(t("fp-how"))
    uid, text = query.from_user.id, "\n\n".join(lines)
    group = query.message.chat.id if query.message is not None and query.message.chat.id != uid else None
    if group is not None and private_chat != "open" and await answers.presenter.hands.enabled(group):
        # never opened the private chat (hands in the group): here, for the presser only
        await answers.reply(query, t, Reply(None), rid)
        if not await send_ephemeral_text(outbox, group, uid, query.id, text):
            await outbox.send(uid, text)  # the private chat, should it be open
        return
    if await answers.before_sending(query, t, private_chat, Reply(None), rid):
        await outbox.send(uid, text)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="info")
    router.callback_query.register(record, Record.filter())
    router.callback_query.register(review, Review.filter())
    router.callback_query.register(fingerprint, Fingerprint.filter())
    return router
