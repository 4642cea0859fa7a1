"""/profile: language, Scopa deck style, the deck fingerprint switch, reminders, leaderboards, the
global rating board (opt-in), table talk, «💡 Подсказки» in games against computers."""

from __future__ import annotations

from aiogram import Router
from aiogram.filters import Command
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message
from aiogram.types import InlineKeyboardButton as Button

from bot.chat import stats
from bot.chat.callbacks import Profile
from bot.chat.presenter import Presenter
from bot.handlers.common import Answers, anonymous, in_rows, own_message
from bot.i18n import LANGUAGES, Translator, endonym
from bot.outbox import Outbox
from bot.render.cards import STYLES, styled
from bot.rooms.service import RoomService
from bot.storage import api

#: where a person's hand of a group game goes (/profile; bot/chat/group_hands.py)
HANDS = ("group", "private", "both")


async def profile_view(presenter: Presenter, user_id: int) -> tuple[str, InlineKeyboardMarkup]:
    prefs = await presenter.user_prefs(user_id)
    hide = await stats.hidden(presenter.storage, user_id)
    rated = await stats.rated_public(presenter.storage, user_id)
    person = await api.person(presenter.storage, user_id)
    full = person is not None and person.show_name
    t = Translator(prefs.lang)
    style = prefs.style if prefs.style in STYLES else "italian"
    sample = " ".join(styled(c, style) for c in ("7D", "7H", "7S", "7C"))
    text = "\n".join(
        [
            t("profile-title"),
            t("profile-language", name=endonym(prefs.lang)),
            t("profile-style", style=style, sample=sample),
            t("profile-fp", on="yes" if prefs.fp else "no"),
            t("profile-pings", on="yes" if prefs.pings else "no"),
            t("profile-hands", where=prefs.hands),
            t("profile-hidden", on="yes" if hide else "no"),
            t("profile-rated", on="yes" if rated else "no"),
            t("profile-talk", on="yes" if prefs.talk else "no"),
            t("profile-name", on="yes" if full else "no"),
            t("profile-hints", on="yes" if prefs.hints else "no"),
            "",
            t("profile-fp-hint"),
        ]
    )

    def button(text: str, key: str, value: str) -> Button:
        return Button(text=text, callback_data=Profile(key=key, value=value, user=user_id).pack())

    rows = [
        *in_rows([button(("• " if prefs.lang == c else "") + endonym(c), "lang", c) for c in LANGUAGES]),
        [button(("• " if style == s else "") + t(f"style-{s}"), "style", s) for s in STYLES],
        [button(t("btn-fp", on="no" if prefs.fp else "yes"), "fp", "off" if prefs.fp else "on")],
        [button(t("btn-pings", on="no" if prefs.pings else "yes"), "pings", "off" if prefs.pings else "on")],
        [button(("• " if prefs.hands == w else "") + t("btn-hands", where=w), "hands", w) for w in HANDS],
        [button(t("btn-hide", on="no" if hide else "yes"), "hide", "off" if hide else "on")],
        [button(t("btn-rated", on="no" if rated else "yes"), "rated", "off" if rated else "on")],
        [button(t("btn-talk", on="no" if prefs.talk else "yes"), "talk", "off" if prefs.talk else "on")],
        [button(t("btn-show-name", on="no" if full else "yes"), "name", "off" if full else "on")],
        [button(t("btn-hints", on="no" if prefs.hints else "yes"), "hints", "off" if prefs.hints else "on")],
    ]
    return text, InlineKeyboardMarkup(inline_keyboard=rows)


async def profile(message: Message, t: Translator, presenter: Presenter, outbox: Outbox) -> None:
    if anonymous(message):
        await outbox.send(message.chat.id, t("err-anonymous"))
        return
    assert message.from_user is not None
    text, kb = await profile_view(presenter, message.from_user.id)
    await outbox.send(message.chat.id, text, kb)


@own_message
async def set_profile(
    query: CallbackQuery,
    callback_data: Profile,
    t: Translator,
    rooms: RoomService,
    presenter: Presenter,
    outbox: Outbox,
    answers: Answers,
) -> None:
    uid, key, value = query.from_user.id, callback_data.key, callback_data.value
    if uid != callback_data.user:
        await outbox.answer(query.id, t("err-not-your-profile"), alert=True)
        return
    if key == "lang" and value in LANGUAGES:
        await rooms.set_pref(uid, "language", value)
    elif key == "style" and value in STYLES:
        await rooms.set_pref(uid, "deck_style", value)
    elif key == "fp" and value in ("on", "off"):
        await rooms.set_pref(uid, "show_fingerprint", int(value == "on"))
    elif key == "pings" and value in ("on", "off"):
        await rooms.set_pref(uid, "pings", int(value == "on"))
    elif key == "talk" and value in ("on", "off"):
        await rooms.set_pref(uid, "table_talk", int(value == "on"))
    elif key == "name" and value in ("on", "off"):
        await rooms.set_pref(uid, "show_name", int(value == "on"))
    elif key == "hints" and value in ("on", "off"):
        await rooms.set_pref(uid, "hints", int(value == "on"))
    elif key == "hands" and value in HANDS:
        await rooms.set_pref(uid, "hands", value)
    elif key == "hide" and value in ("on", "off"):
        await stats.set_hidden(rooms.storage, uid, value == "on")
    elif key == "rated" and value in ("on", "off"):
        await stats.set_rated_public(rooms.storage, uid, value == "on")
    else:
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    await outbox.answer(query.id)
    if query.message is not None:
        text, kb = await profile_view(presenter, uid)
        await answers.edit(query.message.chat.id, query.message.message_id, text, kb)
    for room in await rooms.rooms_of_user(uid):
        await presenter.show_user(room, uid)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="profile")
    router.message.register(profile, Command("profile"))
    router.callback_query.register(set_profile, Profile.filter())
    return router
