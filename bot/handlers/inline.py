"""Invitations from any chat (issue 32): inline mode.

``@<bot> `` in any chat offers the three games (``durak 3``, ``bura``, ``скопа 4`` … narrow them); the
chosen one posts an invitation card there «via @bot» — the bot need not be in that chat. Each result
carries a fresh room id; the room is made with that id when Telegram reports the result chosen
(chosen_inline_result, which needs @BotFather's /setinlinefeedback), its creator the person who posted
it. ``j<room>`` (the lobby's «📨 Пригласить», through Telegram's chat picker) offers a card of that
room. «➕ Присоединиться» on a card is a press from an inline message — it carries
``inline_message_id`` and no message: it seats the presser as the invitation link does (a person whose
private chat with the bot is not open yet gets that link: Telegram opens the bot with it), and the
card is redrawn with who is seated.
"""

from __future__ import annotations

import contextlib
import re

from aiogram import Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.types import (
    CallbackQuery,
    ChosenInlineResult,
    InlineQuery,
    InlineQueryResultArticle,
    InputTextMessageContent,
)
from aiogram.types.inline_query_result_union import InlineQueryResultUnion

from bot import games
from bot.chat.callbacks import CardJoin
from bot.chat.presenter import Presenter
from bot.handlers.commands import JOIN
from bot.i18n import LANGUAGES, Translator
from bot.model import CLOSED, new_room_id
from bot.outbox import Outbox
from bot.render.context import invite_url
from bot.render.invite import card
from bot.rooms.cards import is_card_of
from bot.rooms.service import RoomLimit, RoomService
from engines.registry import game_class

#: a result's id: ``n.<game>.<seats, 0: the room's default>.<room>`` (a new room), ``j.<room>``
RESULT = re.compile(
    r"n\.(?P<game>[a-z]{1,12})\.(?P<seats>[0-9])\.(?P<room>[A-Za-z0-9]{4,16})|j\.(?P<old>[A-Za-z0-9]{4,16})"
)


def _aliases() -> dict[str, str]:
    """Every name of a game a query may use (``durak``, «дурак», «durak» …) -> the game."""
    out: dict[str, str] = {}
    for game in games.names():
        out[game] = game
        for lang in LANGUAGES:
            out[Translator(lang)(f"game-{game}").lower()] = game
    return out


def parse_query(query: str) -> list[tuple[str, int | None]]:
    """The games a query asks for, each with the seats it named (None: the room's default): a word
    naming a game (or its beginning) narrows the list, a number sets the seats where the game has
    that many. Nothing recognised: all three games."""
    aliases = _aliases()
    wanted: list[str] = []
    seats: int | None = None
    for word in query.lower().split():
        if word.isdigit():
            seats = int(word)
            continue
        for alias, game in aliases.items():
            if alias.startswith(word) and game not in wanted:
                wanted.append(game)
    chosen = [g for g in games.names() if g in wanted] or list(games.names())
    return [(g, seats if seats in game_class(g).SEAT_COUNTS else None) for g in chosen]


async def offer(
    query: InlineQuery, t: Translator, rooms: RoomService, presenter: Presenter, outbox: Outbox
) -> None:
    """The results for ``@bot <query>``: the games (each a card for a room made when chosen), or the
    card of the asker's own room (``j<room>``)."""
    host = query.from_user.first_name or query.from_user.username or "?"
    results: list[InlineQueryResultUnion] = []
    link = JOIN.fullmatch(query.query.strip())
    room = await rooms.get(link["room"]) if link else None
    if room is not None and room.status != CLOSED and room.seat_of(query.from_user.id) is not None:
        text, kb = await presenter.cards.card_of(room)
        title = t("inline-room-title", game=t(f"game-{room.game}"))
        results.append(_article(f"j.{room.id}", title, t("inline-room-desc"), text, kb))
    else:
        for game, seats in parse_query(query.query):
            room_id = new_room_id()
            text, kb = card(t, room_id, game, host, seats=seats)
            title = t("inline-title", game=t(f"game-{game}"), n=seats or 0)
            results.append(_article(f"n.{game}.{seats or 0}.{room_id}", title, t("inline-desc"), text, kb))
    # every answer carries fresh room ids: never cached, never shared with another person
    with contextlib.suppress(TelegramBadRequest):  # too late (the person typed on): nothing to do
        await outbox.call(
            None, lambda: outbox.bot.answer_inline_query(query.id, results, cache_time=0, is_personal=True)
        )


def _article(rid: str, title: str, desc: str, text: str, kb: object) -> InlineQueryResultArticle:
    return InlineQueryResultArticle(
        id=rid,
        title=title,
        description=desc,
        input_message_content=InputTextMessageContent(message_text=text),
        reply_markup=kb,  # type: ignore[arg-type]
    )


async def chosen(result: ChosenInlineResult, t: Translator, rooms: RoomService, presenter: Presenter) -> None:
    """A card was posted: a new game's room is made now, with the id the card's button carries; the
    room remembers the card (whoever joins or leaves later, by any way, redraws it)."""
    found = RESULT.fullmatch(result.result_id)
    if found is None:
        return
    inline_id = result.inline_message_id
    room_id = found["room"] or found["old"]
    if found["game"] is not None:
        if found["game"] not in games.names():
            return
        seats = int(found["seats"]) or None
        try:
            uid = result.from_user.id
            await rooms.create_room(
                found["game"], uid, None, t.lang, room_id=room_id, seats=seats, card=inline_id
            )
        except RoomLimit as limit:
            if inline_id is not None:
                await presenter.cards.edit(inline_id, t(limit.key, n=limit.limit), None)
            return
    if inline_id is not None:
        await rooms.add_card(room_id, inline_id)


async def join(
    query: CallbackQuery,
    callback_data: CardJoin,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
    private_chat: str,
    bot_username: str,
) -> None:
    """«➕ Присоединиться» on a card: a seat, as the invitation link gives one. Only on a card: such a
    payload pressed on a chat's message (a group lobby's, forged) is an unknown button there; and
    only on a card of that room: another room's payload forged onto a card seats nobody and redraws
    nothing (the card would show that other room's table). A card pressed before the bot handled its
    ``chosen_inline_result`` is taken as the named room's (bound now), or, when that room is not made
    yet, answered «a moment» (pressed again, it seats)."""
    if query.inline_message_id is None:
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    inline_id = query.inline_message_id
    room = await rooms.get(callback_data.room)
    if room is None:
        if await rooms.card_owner(inline_id) is None:  # its room is being made (chosen_inline_result)
            await outbox.answer(query.id, t("card-not-ready"))
        else:
            await outbox.answer(query.id, t("err-invite-unknown"), alert=True)
        return
    if not is_card_of(room, inline_id):  # a card no room has yet is this one's; another's is refused
        bound = await rooms.add_card(room.id, inline_id)
        if bound.key is not None:
            await outbox.answer(query.id, t(bound.key), alert=True)
            return
    uid = query.from_user.id
    if private_chat != "open":  # the bot may not write to them yet: the link opens it and seats them
        await outbox.answer(query.id, t("card-open-bot"), url=invite_url(bot_username, room.id))
        return
    reply = await rooms.join(room.id, uid)
    if reply.key == "join-already":
        await outbox.answer(query.id, t("card-seated-already"))
        await presenter.show_user(room, uid, fresh=True)
        return
    if reply.room is None:
        await outbox.answer(query.id, t(reply.key or "err-unknown-button", **reply.args), alert=True)
        return
    await outbox.answer(query.id, t("card-joined"))
    await presenter.cards.redraw(reply.room, also=inline_id)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="inline")
    router.inline_query.register(offer)
    router.chosen_inline_result.register(chosen)
    router.callback_query.register(join, CardJoin.filter())
    return router
