"""«💡 Подсказка» (issue 46): the press on a person's hand in a room against computers, and the lobby's
«💡 Подсказки» switch (the same setting as /profile's)."""

from __future__ import annotations

from typing import Any

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.chat.callbacks import HintPress, HintsSwitch
from bot.chat.talk import TableTalk
from bot.handlers.common import Answers, words_asked
from bot.i18n import Translator
from bot.render.context import Ctx
from bot.render.hints import hint_text
from bot.rooms.service import Reply, RoomService

#: a kept hint is shown in the press's answer when it fits (Telegram: 200 characters), else sent again
ANSWER_CHARS = 200

REFUSALS = {
    "refused": "err-hint-not-yours",
    "not_allowed": "err-hint-not-allowed",
    "stale": "err-hint-stale",
}


async def hint(
    query: CallbackQuery,
    callback_data: HintPress,
    t: Translator,
    rooms: RoomService,
    answers: Answers,
    table_talk: TableTalk,
    private_chat: str = "unknown",
) -> None:
    """«💡»: the press is answered at once; the hint of this position comes as a message (computed
    once: a second press shows the kept one, a double tap while it is computed gets «думаю»).
    Refused in words, with nothing computed: someone else's seat or a forged payload, a room that
    is not against computers (a person joined, a quick match, a tournament), hints off in /profile,
    not the presser's move (an older message: the hand is redrawn). Never changes the game.
    Pressed on the table page, the hint comes to that page (``common.words_asked``)."""
    cd, uid = callback_data, query.from_user.id
    room = await rooms.get(cd.room)
    prefs = await answers.presenter.user_prefs(uid)
    asked = await rooms.hints.ask(room, uid, cd.turn, cd.seat, prefs.hints)
    if asked.kind in REFUSALS:
        stale = asked.kind == "stale"
        await answers.reply(query, t, Reply(REFUSALS[asked.kind], alert=True, redraw=stale), cd.room)
        return
    if asked.kind == "busy":
        await answers.reply(query, t, Reply("hint-thinking"), cd.room)
        return
    ctx = Ctx(t, answers.presenter.bot_username, style=prefs.style)

    def words(found: dict[str, Any] | None) -> str:
        return hint_text(found, asked.game, ctx) if found is not None else t("err-hint-failed")

    await words_asked(
        query, t, answers, table_talk, private_chat, cd.room, f"hint-{cd.room}-{cd.turn}-{cd.seat}",
        kept=asked.hint if asked.kind == "kept" else None, words=words, working="hint-thinking",
        run=lambda deliver: rooms.hints.run(asked, deliver), answer_chars=ANSWER_CHARS,
    )


async def switch(
    query: CallbackQuery,
    callback_data: HintsSwitch,
    t: Translator,
    rooms: RoomService,
    answers: Answers,
) -> None:
    """The lobby's «💡 Подсказки»: the presser's own setting (a seated person of that room), then
    their messages of their rooms are redrawn."""
    cd, uid = callback_data, query.from_user.id
    room = await rooms.get(cd.room)
    if room is None or room.seat_of(uid) is None:
        await answers.reply(query, t, Reply("err-hint-not-yours", alert=True), cd.room)
        return
    await rooms.set_pref(uid, "hints", cd.on)
    await answers.reply(query, t, Reply("hints-on" if cd.on else "hints-off"), cd.room)
    for mine in await rooms.rooms_of_user(uid):
        await answers.presenter.show_user(mine, uid)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="hints")
    router.callback_query.register(hint, HintPress.filter())
    router.callback_query.register(switch, HintsSwitch.filter())
    return router
