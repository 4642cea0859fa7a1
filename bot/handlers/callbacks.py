"""Every inline button press. Payloads are parsed strictly; the room service refuses anything
stale, foreign or forged and changes nothing."""

from __future__ import annotations

import contextlib
import json
import logging

from aiogram import Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery

from bot.handlers.commands import create_from_picker
from bot.handlers.profile import profile_view, set_profile
from bot.i18n import Translator
from bot.keyboards.callbacks import PICK_RE, PROFILE_RE, parse
from bot.outbox import Unreachable
from bot.render.room import invite_url, start_url
from bot.rooms.model import sorted_legal
from bot.rooms.service import Reply
from bot.services import Services

log = logging.getLogger(__name__)


def create_router(svc: Services) -> Router:
    router = Router(name="callbacks")

    @router.callback_query()
    async def on_press(query: CallbackQuery) -> None:
        user = query.from_user
        private = query.message is not None and query.message.chat.type == "private"
        data = query.data or ""
        t = Translator(svc.settings.default_locale)
        try:  # every query is answered, whatever fails (the user row too)
            t = await svc.touch(user, started=private)
            await _dispatch(svc, query, t, data)
        except Exception:
            log.exception("callback %r failed", data)
            await svc.outbox.answer(query.id, t("err-internal"))

    return router


async def _answer(svc: Services, query: CallbackQuery, t: Translator, reply: Reply, room_id: str | None = None) -> None:
    url = None
    if reply.key == "err-join-first" and room_id is not None:
        url = invite_url(svc.bot_username, room_id)
    elif reply.key == "err-open-bot":
        url = start_url(svc.bot_username)
    text = t(reply.key, **reply.args) if reply.key else None
    await svc.outbox.answer(query.id, text, alert=reply.alert, url=url)
    if reply.redraw and room_id is not None:
        room = await svc.rooms.get(room_id)
        if room is not None and room.seat_of(query.from_user.id) is not None:
            await svc.presenter.show_user(room, query.from_user.id)


async def _dispatch(svc: Services, query: CallbackQuery, t: Translator, data: str) -> None:
    uid = query.from_user.id
    m = PROFILE_RE.match(data)
    if m:
        if await set_profile(svc, uid, m.group(1), m.group(2)):
            text, kb = await profile_view(svc, uid)
            await svc.outbox.answer(query.id)
            if query.message is not None:
                chat_id, mid = query.message.chat.id, query.message.message_id
                await _edit(svc, chat_id, mid, text, kb)
            for room in await svc.rooms.rooms_of_user(uid):
                await svc.presenter.show_user(room, uid)
        else:
            await svc.outbox.answer(query.id, t("err-unknown-button"))
        return
    m = PICK_RE.match(data)
    if m:
        if query.message is None:
            await svc.outbox.answer(query.id, t("err-unknown-button"))
            return
        chat_id, mid = query.message.chat.id, query.message.message_id
        if not svc.claim_picker(chat_id, mid):  # a double tap (or a second person) opens no second room
            await svc.outbox.answer(query.id, t("err-picked"))
            return
        await svc.outbox.answer(query.id)
        game = m.group(1)
        await _edit(svc, chat_id, mid, t("pick-done", game=t(f"game-{game}")), None)
        await create_from_picker(svc, chat_id, query.message.chat.type, uid, game, t)
        return
    cbd = parse(data)
    if cbd is None:
        await svc.outbox.answer(query.id, t("err-unknown-button"), alert=True)
        return
    rooms = svc.rooms
    rid = cbd.room
    kind = cbd.kind
    if kind == "a":
        turn, seat, index = cbd.args
        reply = await rooms.act(rid, uid, int(turn), int(seat), int(index))
    elif kind in ("p", "t", "h"):
        reply = await _ui(svc, rid, uid, kind, cbd.args)
    elif kind == "r":
        reply = await rooms.ready(rid, uid, query.id)
    elif kind == "u":
        reply = await rooms.unready(rid, uid)
    elif kind == "j":
        reply = Reply("err-join-first")
    elif kind in ("l", "L"):
        room = await rooms.get(rid)
        if room is None:
            reply = Reply("err-unknown-room", alert=True)
        elif room.seat_of(uid) is None:
            reply = Reply("err-not-in-room", alert=True)
        elif room.status == "playing" and not svc.confirm(uid, rid, "leave"):
            reply = Reply("confirm-leave", alert=True)
        else:
            reply = await rooms.leave(rid, uid)
            if reply.room is not None:
                await svc.presenter.show_left(reply.room, uid)
    elif kind in ("e", "E"):
        room = await rooms.get(rid)
        if room is None:
            reply = Reply("err-unknown-room", alert=True)
        elif uid != room.creator:
            reply = Reply("err-creator-only", alert=True)
        elif not svc.confirm(uid, rid, "end"):
            reply = Reply("confirm-end", alert=True)
        else:
            reply = await rooms.end_game(rid, uid)
    elif kind in ("s", "S"):
        (turn,) = cbd.args
        room = await rooms.get(rid)
        if room is None or room.seat_of(uid) is None:
            reply = Reply("err-not-in-room", alert=True)
        elif not svc.confirm(uid, rid, "surrender"):
            reply = Reply("confirm-surrender", alert=True)
        else:
            reply = await rooms.surrender(rid, uid, int(turn))
    elif kind == "c":
        sign, drawn = str(cbd.args[0]), int(cbd.args[1])
        if sign == "+":
            reply = await rooms.add_computer(rid, uid, drawn)
        elif sign == "-":
            reply = await rooms.remove_computer(rid, uid, drawn)
        else:
            reply = Reply("err-unknown-button", alert=True)
    elif kind == "o":
        reply = await rooms.set_option(rid, uid, str(cbd.args[0]), str(cbd.args[1]))
    elif kind == "d":
        reply = await _send_record(svc, query, t, rid, int(cbd.args[0]), int(cbd.args[1]))
    elif kind == "f":
        reply = await _send_fingerprint(svc, query, t, rid)
    elif kind == "y":
        reply = await rooms.clock.hurry(rid, uid, int(cbd.args[0]))
    else:  # pragma: no cover - parse() knows every kind
        reply = Reply("err-unknown-button", alert=True)
    await _answer(svc, query, t, reply, rid)


async def _edit(svc: Services, chat_id: int, message_id: int, text: str, kb: object) -> None:
    with contextlib.suppress(TelegramBadRequest, Unreachable):
        await svc.outbox.call(chat_id, lambda: svc.outbox.bot.edit_message_text(text=text, chat_id=chat_id, message_id=message_id, reply_markup=kb))  # type: ignore[arg-type]


async def _ui(svc: Services, rid: str, uid: int, kind: str, args: tuple[int | str, ...]) -> Reply:
    """Pick a card's second choice (``p``), toggle Bura's selection (``t``), back (``h``): these
    only redraw the presser's own message."""
    room = await svc.rooms.get(rid)
    if room is None:
        return Reply("err-unknown-room", alert=True)
    turn, seat_no = int(args[0]), int(args[1])
    seat = room.seat_of(uid)
    if seat is None or seat.seat != seat_no:
        return Reply("err-not-your-button", alert=True)
    if room.turn != turn or not room.game_running():
        return Reply("err-stale", redraw=True)
    game = room.engine()
    assert game is not None
    if kind == "p":
        card = str(args[2])
        if not any(a.card == card for a in sorted_legal(game, seat_no)):
            return Reply("err-stale", redraw=True)
        await svc.presenter.show_user(room, uid, pick=card)
    elif kind == "t":
        mask = int(args[2])
        hand = game.view(seat_no).get("hand") or []
        if mask < 0 or mask >= 1 << len(hand):
            return Reply("err-unknown-button", alert=True)
        await svc.presenter.show_user(room, uid, selection=mask)
    else:
        await svc.presenter.show_user(room, uid)
    return Reply(None)


async def _send_record(svc: Services, query: CallbackQuery, t: Translator, rid: str, match_no: int, deal_no: int) -> Reply:
    record = await svc.rooms.record(rid, match_no, deal_no)
    if record is None:
        return Reply("err-record-unavailable", alert=True)
    room = await svc.rooms.get(rid)
    data = json.dumps(record, ensure_ascii=False, indent=1).encode("utf-8")
    name = f"kozyr-{record['game']}-{rid}-m{match_no}-d{deal_no}.json"
    ok = await svc.outbox.send_document(query.from_user.id, name, data, t("record-caption", game=t(f"game-{record['game']}"), n=deal_no))
    if not ok:
        return Reply("err-open-bot", alert=True)
    if room is not None and query.message is not None and query.message.chat.id != query.from_user.id:
        return Reply("record-sent-private")
    return Reply(None)


async def _send_fingerprint(svc: Services, query: CallbackQuery, t: Translator, rid: str) -> Reply:
    room = await svc.rooms.get(rid)
    if room is None:
        return Reply("err-unknown-room", alert=True)
    game = room.engine()
    lines = []
    if game is not None and room.game_running():
        info = await svc.rooms.deal_info(rid, room.match_no, game.deal_number())
        if info:
            lines.append(t("fp-current", n=game.deal_number(), commitment=info["commitment"]))
    if game is not None and room.match_no:
        done = len([r for r in game.deal_results() if r is not None])
        if done:
            info = await svc.rooms.deal_info(rid, room.match_no, done)
            if info and info.get("ended_at"):
                lines.append(t("fp-revealed", n=done, commitment=info["commitment"], seed=info["seed"]))
    if room.pending and not room.game_running():
        lines.append(t("fp-next", commitment=room.pending["commitment"]))
    lines.append(t("fp-how"))
    await svc.outbox.send(query.from_user.id, "\n\n".join(lines))
    return Reply(None)
