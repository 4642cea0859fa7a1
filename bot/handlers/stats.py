"""/stats, /top and /forget: a person's own results (in private: everywhere; in a group:
that group's) and ratings, a group's leaderboard and the global rating board (``/top global``) with
buttons that edit them in place, and deleting one's data."""

from __future__ import annotations

import time
from collections.abc import Sequence

from aiogram import F, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message, User
from aiogram.types import InlineKeyboardButton as Button

from bot import games
from bot.chat import stats
from bot.chat.callbacks import Forget, StatsChart, Top, TopGlobal, TopSeason, TopTournament
from bot.chat.presenter import Presenter
from bot.config import Settings
from bot.handlers.common import Answers, anonymous, own_message, own_screen
from bot.i18n import Translator
from bot.outbox import Outbox
from bot.render.chart import chart_png
from bot.render.ratings import global_text, season_name
from bot.render.stats import PERIODS, replay_rows, stats_text, tally, top_text
from bot.render.tournaments import final as final_standings
from bot.rooms.service import RoomService
from bot.storage.tournaments import Champion

GROUPS = {"group", "supergroup"}


def name_of(user: User) -> str:
    """How a group reads whose statistics these are: the person's first name (else their username)."""
    return user.first_name or user.username or str(user.id)


async def show_stats(
    message: Message, t: Translator, rooms: RoomService, outbox: Outbox, presenter: Presenter
) -> None:
    if anonymous(message):
        await outbox.send(message.chat.id, t("err-anonymous"))
        return
    assert message.from_user is not None
    uid = message.from_user.id
    group = message.chat.type in GROUPS
    rows = await stats.results_of(rooms.storage, uid, message.chat.id if group else None)
    ratings = await stats.ratings_of(rooms.storage, uid)
    best = await stats.best_seasons(rooms.storage, uid)
    text = stats_text(
        t, tally(rows), group=group, ratings=ratings, name=name_of(message.from_user), best=best
    )
    buttons = []
    if rows:
        chart = StatsChart(user=uid, chat=message.chat.id if group else 0).pack()
        buttons.append([Button(text=t("btn-stats-chart"), callback_data=chart)])
    replays = await replay_rows_of(uid, message.chat.id if group else None, t, rooms, presenter, group=group)
    if replays:
        text += "\n\n" + t("stats-replays")
        buttons += replays
    kb = InlineKeyboardMarkup(inline_keyboard=buttons) if buttons else None
    await outbox.send(message.chat.id, text, kb)


async def replay_rows_of(
    uid: int, chat_id: int | None, t: Translator, rooms: RoomService, presenter: Presenter, *, group: bool
) -> list[list[Button]]:
    """The «▶️» buttons of the person's latest finished deals (issue 46): Mini App buttons in a
    private chat, the bot's direct links in a group (its deals there only, as /stats' figures);
    none without the Mini App (WEBAPP_URL; WEBAPP_SHORT_NAME in a group) — nothing is read then."""
    webapp_url = rooms.settings.webapp_url
    link = presenter.app_link
    if not (link if group else webapp_url):
        return []
    deals = await stats.recent_deals(rooms.storage, uid, chat_id)
    return replay_rows(t, deals, private=not group, webapp_url=webapp_url, link=link)


@own_message
async def send_chart(
    query: CallbackQuery, callback_data: StatsChart, t: Translator, rooms: RoomService, outbox: Outbox
) -> None:
    uid = query.from_user.id
    if uid != callback_data.user:
        await outbox.answer(query.id, t("err-not-your-stats"), alert=True)
        return
    if query.message is None:
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    await outbox.answer(query.id)
    rows = await stats.results_of(rooms.storage, uid, callback_data.chat or None)
    png = chart_png(rows, t)
    # in a group everyone sees the chart: its caption names whose it is
    caption = (
        t("stats-chart-caption-group", name=name_of(query.from_user))
        if callback_data.chat
        else t("stats-chart-caption")
    )
    await outbox.send_photo(query.message.chat.id, "stats.png", png, caption)


def top_keyboard(
    t: Translator, game: str, period: str, champions: Sequence[Champion] = ()
) -> InlineKeyboardMarkup:
    """The games, the periods, then a button of each listed tournament's final standings."""

    def mark(on: bool, text: str) -> str:
        return ("• " if on else "") + text

    rows = [
        [
            Button(text=mark(g == game, t(f"game-{g}")), callback_data=Top(game=g, period=period).pack())
            for g in games.names()
        ],
        [
            Button(
                text=mark(p == period, t("btn-top-period", period=p)),
                callback_data=Top(game=game, period=p).pack(),
            )
            for p in PERIODS
        ],
    ]
    for c in champions:
        date = time.strftime("%d.%m", time.gmtime(c.ended_at))
        data = TopTournament(id=c.id, game=game, period=period).pack()
        rows.append([Button(text=t("btn-top-tournament", name=c.name, date=date), callback_data=data)])
    return InlineKeyboardMarkup(inline_keyboard=rows)


async def top_view(
    rooms: RoomService, settings: Settings, t: Translator, chat_id: int, game: str, period: str
) -> tuple[str, InlineKeyboardMarkup]:
    n = settings.stats_min_games
    board, loser = await stats.board(
        rooms.storage, chat_id, game, period, n, loser=games.get(game).loser_board
    )
    champions = await rooms.tournaments.champions(chat_id, game)
    text = top_text(t, game, period, board, n, loser, [(c.name, c.players) for c in champions])
    return text, top_keyboard(t, game, period, champions)


async def _group_t(rooms: RoomService, t: Translator, chat_id: int) -> Translator:
    """The group's language (/language) for its board, else the presser's."""
    lang = await rooms.chat_language(chat_id)
    return Translator(lang) if lang else t


async def show_top(
    message: Message,
    command: CommandObject,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    settings: Settings,
) -> None:
    """In a group: the group's board (its arguments ignored, as ever). ``/top global [game]``
    anywhere, and ``/top [game]`` in private: the rating board (issue 32)."""
    words = (command.args or "").lower().split()
    rated = bool(words) and words[0] == "global"
    if rated or message.chat.type not in GROUPS:
        await show_global(message, words[1:] if rated else words, t, rooms, outbox, settings)
        return
    t = await _group_t(rooms, t, message.chat.id)
    game, period = games.names()[0], "week"
    await outbox.send(message.chat.id, *await top_view(rooms, settings, t, message.chat.id, game, period))


def _top_screen(data: str) -> str:
    """The group's /top board's buttons (Top, TopTournament) are one screen: a tournament's
    standings shown in its place keep «← Назад» to the board."""
    prefix = data.split(":", 1)[0]
    return "top" if prefix in ("tp", "tt") else prefix


@own_screen(_top_screen)
async def switch_top(
    query: CallbackQuery,
    callback_data: Top,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
    settings: Settings,
) -> None:
    game, period = callback_data.game, callback_data.period
    if query.message is None or game not in games.names():
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    await outbox.answer(query.id)
    chat_id = query.message.chat.id
    t = await _group_t(rooms, t, chat_id)
    view = await top_view(rooms, settings, t, chat_id, game, period)
    await answers.edit(chat_id, query.message.message_id, *view)


@own_screen(_top_screen)
async def show_tournament(
    query: CallbackQuery,
    callback_data: TopTournament,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
) -> None:
    """A listed tournament's final standings in the board's place (the words of its end's message,
    ``bot/render/tournaments.py: final``), and «← Назад» to the board. Only a finished tournament
    of this very group: another group's, one retention deleted or a forged id is answered in words."""
    game, period = callback_data.game, callback_data.period
    if query.message is None or game not in games.names():
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    chat_id = query.message.chat.id
    state = await rooms.tournaments.finished_in(chat_id, callback_data.id)
    if state is None:
        await outbox.answer(query.id, t("top-tournament-unknown"), alert=True)
        return
    await outbox.answer(query.id)
    t = await _group_t(rooms, t, chat_id)
    back = Button(text=t("btn-back"), callback_data=Top(game=game, period=period).pack())
    kb = InlineKeyboardMarkup(inline_keyboard=[[back]])
    await answers.edit(chat_id, query.message.message_id, final_standings(t, state), kb)


def global_keyboard(t: Translator, game: str, board: stats.SeasonBoard) -> InlineKeyboardMarkup:
    """The games (each in the current season), then the latest earlier seasons of this game and,
    on a past season's board, the way back to the current one (issue 47)."""
    rows = [
        [
            Button(
                text=("• " if g == game else "") + t(f"game-{g}"), callback_data=TopGlobal(game=g).pack()
            )
            for g in games.names()
        ]
    ]
    seasons = [
        Button(
            text=("• " if s == board.season else "") + t("btn-season", season=season_name(t, s)),
            callback_data=TopSeason(game=game, season=s).pack(),
        )
        for s in board.past
    ]
    if not board.current:
        seasons.insert(0, Button(text=t("btn-season-current"), callback_data=TopGlobal(game=game).pack()))
    if seasons:
        rows.append(seasons)
    return InlineKeyboardMarkup(inline_keyboard=rows)


async def global_view(
    rooms: RoomService, settings: Settings, t: Translator, game: str, season: str | None = None
) -> tuple[str, InlineKeyboardMarkup] | None:
    """The board of ``game`` in ``season`` (None: the current one) and its buttons; None: no such
    season kept (``stats.global_board``)."""
    n = settings.stats_min_games
    board = await stats.global_board(rooms.storage, game, n, settings.season_length, season)
    if board is None:
        return None
    text = global_text(t, game, board.lines, n, board.season, board.current)
    return text, global_keyboard(t, game, board)


async def show_global(
    message: Message, words: list[str], t: Translator, rooms: RoomService, outbox: Outbox, settings: Settings
) -> None:
    if message.chat.type in GROUPS:
        t = await _group_t(rooms, t, message.chat.id)
    game = words[0] if words else games.names()[0]
    if game not in games.names():
        known = ", ".join(games.names())
        await outbox.send(message.chat.id, t("top-global-unknown", name=game[:20], games=known))
        return
    view = await global_view(rooms, settings, t, game)
    assert view is not None  # the current season always is
    await outbox.send(message.chat.id, *view)


async def _switch_global(
    query: CallbackQuery,
    game: str,
    season: str | None,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
    settings: Settings,
) -> None:
    if query.message is None or game not in games.names():
        await outbox.answer(query.id, t("err-unknown-button"))
        return
    chat_id = query.message.chat.id
    if chat_id < 0:
        t = await _group_t(rooms, t, chat_id)
    view = await global_view(rooms, settings, t, game, season)
    if view is None:  # a forged season, or one no longer kept
        await outbox.answer(query.id, t("top-season-unknown"), alert=True)
        return
    await outbox.answer(query.id)
    await answers.edit(chat_id, query.message.message_id, *view)


def _global_screen(data: str) -> str:
    """The /top global board's buttons (TopGlobal, TopSeason) are one screen."""
    prefix = data.split(":", 1)[0]
    return "global" if prefix in ("tb", "ts") else prefix


@own_screen(_global_screen)
async def switch_global(
    query: CallbackQuery,
    callback_data: TopGlobal,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
    settings: Settings,
) -> None:
    await _switch_global(query, callback_data.game, None, t, rooms, outbox, answers, settings)


@own_screen(_global_screen)
async def switch_season(
    query: CallbackQuery,
    callback_data: TopSeason,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
    settings: Settings,
) -> None:
    await _switch_global(query, callback_data.game, callback_data.season, t, rooms, outbox, answers, settings)


async def ask_forget(message: Message, t: Translator, outbox: Outbox) -> None:
    if message.chat.type != "private" or message.from_user is None:
        await outbox.send(message.chat.id, t("forget-private-only"))
        return
    uid = message.from_user.id
    kb = InlineKeyboardMarkup(
        inline_keyboard=[
            [
                Button(text=t("btn-forget-yes"), callback_data=Forget(user=uid, answer="yes").pack()),
                Button(text=t("btn-forget-no"), callback_data=Forget(user=uid, answer="no").pack()),
            ]
        ]
    )
    await outbox.send(message.chat.id, t("forget-ask"), kb)


@own_message
async def confirm_forget(
    query: CallbackQuery,
    callback_data: Forget,
    t: Translator,
    rooms: RoomService,
    outbox: Outbox,
    answers: Answers,
) -> None:
    uid = query.from_user.id
    if uid != callback_data.user or query.message is None:
        await outbox.answer(query.id, t("err-unknown-button"), alert=uid != callback_data.user)
        return
    chat_id, message_id = query.message.chat.id, query.message.message_id
    if callback_data.answer == "no":
        await outbox.answer(query.id)
        await answers.edit(chat_id, message_id, t("forget-kept"), None)
        return
    if await rooms.rooms_of_user(uid):
        await outbox.answer(query.id, t("forget-leave-first"), alert=True)
        return
    await stats.forget(rooms.storage, uid)
    await outbox.answer(query.id)
    await answers.edit(chat_id, message_id, t("forget-done"), None)


def create_router() -> Router:
    """A fresh router with this module's handlers (a router attaches to one dispatcher)."""
    router = Router(name="stats")
    router.message.register(show_stats, Command("stats"))
    router.message.register(show_top, Command("top"))
    router.message.register(ask_forget, Command("forget"))
    router.callback_query.register(send_chart, StatsChart.filter())
    router.callback_query.register(switch_top, Top.filter())
    router.callback_query.register(show_tournament, TopTournament.filter())
    router.callback_query.register(switch_global, TopGlobal.filter())
    router.callback_query.register(switch_season, TopSeason.filter())
    router.callback_query.register(confirm_forget, Forget.filter(), F.message)
    return router
