"""The table model: one room as one person sees it, the JSON object the Mini App's table page
draws (the contract between the server and the page, issue 45; ``bot/web/table.py`` serves it):

    v, room, game, turn     the model's version, the room, its game, its turn (grows with every change)
    status                  lobby | playing | between (between deals, or the rematch lobby) | closed
    lang, rtl, style        the person's language, its direction, their deck style (/profile)
    you                     {id, seat}: seat null for a watcher (no hand, no moves)
    title, text             the room's title; the whole text of the person's chat message for the room
    capacity, seats         the seats: {seat, name, computer, you, mark, cards, acting, out, ready, away}
    view                    the engine's view(seat) (view(null) for a watcher); null before a first deal
    moves                   the seat's legal moves: {data, type, cards, target, label} (+ pairs, captures,
                            position): ``data`` is exactly the chat button's payload
    buttons                 the chat keyboard's other rows: {text, data} | {text, url} | {text, web_app}
                            («🎴 Стол», «🃏 Мои карты» and «🎲 Готово — своя случайность» left out);
                            in a group's room then the group table's that the person's lack
    clock                   {kind: stop | claim | throw-in | next-deal, left, total} or null
    strings                 card-name-<CARD>: each card's name for screen readers
    talk                    table talk where the room has it for this person (``bot/chat/talk.py``),
                            else null: {phrases_only, phrases: [{id, text}], muted, limit}

Everything in it is what the chat shows that person, from the same code: the presenter's newest
state and its snapshot (:meth:`bot.chat.presenter.Presenter.state`), the person's render context
(language, deck style, timing), :func:`bot.render.room.render` for ``text`` and the keyboard — the
person's own private message as the chat draws it, never the group's hand in the group — the
engine's ``view(seat)``, and the seat's legal moves with exactly the payload their chat buttons
carry (:func:`bot.games.base.move_button`: the move, the turn and the context token). A person not
seated sees the table as a watcher: ``view(None)``, the table's public text, no hand, no moves.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import InlineKeyboardMarkup

from bot import games
from bot.chat.callbacks import Back, JoinHere, Move, MyCards, PickCard, Toggle
from bot.chat.presenter import Presenter
from bot.chat.talk import PHRASES, TALK_TEXT_LIMIT, may_talk
from bot.chat.viewers import Prefs, Snapshot
from bot.games.base import GameUI, move_button
from bot.i18n import RTL, Translator, pick_language
from bot.model import CLOSED, PLAYING, Room, sorted_legal
from bot.render.context import Ctx, namer
from bot.render.room import render
from bot.rooms.talk import muted
from bot.rules.sides import partners_in_deal
from bot.storage import api
from engines.cards import DECK_36, DECK_40, card_key
from engines.fairness import DECK_SIZES
from engines.protocol import Action

#: the model's version (``v``): a page that knows an older one reloads
VERSION = 1
#: the clocks the page draws, by the engine's or the deadline's action
CLOCK_KINDS = {"window_close": "stop", "claim_timeout": "claim", "pass": "throw-in"}
#: payload prefixes the model's ``buttons`` never carry: the hand's own (a card's moves, Bura's
#: marks, back to the hand — the page chooses among ``moves`` itself) and the group's «Мои карты»
NOT_BUTTONS = tuple(f"{cls.__prefix__}:" for cls in (PickCard, Toggle, Back, MyCards))
#: «➕ Присоединиться» on a group's table (hands in the group)
JOIN_HERE = f"{JoinHere.__prefix__}:"
#: Italian-suited deck styles (the profile's): their suits are named swords, cups, coins, batons
ITALIAN_STYLES = ("italian", "roses")


@dataclass
class Viewer:
    """Who looks: Telegram's signed user (``language_code`` from initData) and, once read, their
    preferences (kept for the stream's later models while they watch)."""

    id: int
    language_code: str | None = None
    prefs: Prefs | None = None


async def build(presenter: Presenter, room_id: str, viewer: Viewer) -> dict[str, Any] | None:
    """The model of ``room_id`` for ``viewer`` as the room is now; None when there is no such room."""
    state = await presenter.state(room_id)
    if state is None:
        return None
    room, snap = state
    seat = room.seat_of(viewer.id)
    ctx = await context(presenter, room, snap, viewer, seated=seat is not None)
    return {**model(room, ctx, viewer.id), "talk": talk_of(room, snap, ctx.t, viewer.id)}


def talk_of(room: Room, snap: Snapshot, t: Translator, user_id: int) -> dict[str, Any] | None:
    """Table talk as the page offers it: null where the chat has none for this person (no running
    table without a group, not seated, talk switched off); ``phrases_only`` while a team deal with
    people as partners runs (then only ``phrases``, in the person's language, are said); ``muted``:
    they muted this table (/mute) and hear nobody; ``limit``: the longest words relayed."""
    if not may_talk(room, snap, user_id):
        return None
    return {
        "phrases_only": partners_in_deal(room),
        "phrases": [{"id": i, "text": t(f"talk-phrase-{name}")} for i, name in enumerate(PHRASES)],
        "muted": user_id in muted(room),
        "limit": TALK_TEXT_LIMIT,
    }


async def context(presenter: Presenter, room: Room, snap: Snapshot, viewer: Viewer, *, seated: bool) -> Ctx:
    """The render context of the person's own message (seated), or of the table in their language
    and deck style (a watcher: the snapshot may not know them; their row is read once)."""
    if seated:
        return presenter.ctx(room, snap, viewer.id)
    prefs = snap.prefs.get(viewer.id) or viewer.prefs
    if prefs is None:
        row = await api.person(presenter.storage, viewer.id)
        if row is not None:
            prefs = presenter.prefs_of(row)
        else:  # never met the bot: the language Telegram says they use
            prefs = Prefs(pick_language(None, viewer.language_code, presenter.settings.default_locale))
        viewer.prefs = prefs
    ctx = presenter.ctx(room, snap, None)
    return dataclasses.replace(ctx, t=Translator(prefs.lang), style=prefs.style, show_fp=prefs.fp)


def model(room: Room, ctx: Ctx, user_id: int) -> dict[str, Any]:
    """The model itself (no I/O): the module's docstring lists its fields."""
    ui = games.get(room.game)
    seat = room.seat_of(user_id)
    seat_no = seat.seat if seat is not None else None
    text, markup = render(room, user_id if seat is not None else None, ctx)
    game = room.engine()
    running = room.game_running()
    view = game.view(seat_no) if game is not None and room.state is not None else None
    moves: list[dict[str, Any]] = []
    if game is not None and running and seat_no is not None:
        token = ui.rules.token(room, game, seat_no)
        legal = [a for a in sorted_legal(game, seat_no) if a.type != "surrender"]  # «🏳» is a button
        moves = [_move(room, ui, ctx, seat_no, a, token) for a in legal]
    return {
        "v": VERSION,
        "room": room.id,
        "game": room.game,
        "turn": room.turn,
        "status": status_of(room),
        "lang": ctx.t.lang,
        "rtl": ctx.t.lang in RTL,
        "style": ctx.style,
        "you": {"id": user_id, "seat": seat_no},
        "title": ui.title(room, ctx.t),
        "text": text,
        "capacity": room.capacity,
        "seats": _seats(room, ui, ctx, user_id),
        "view": view,
        "moves": moves,
        "buttons": _with_table_rows(room, ctx, _buttons(room, markup, ctx, seat_no), seat_no),
        "clock": _clock(room, ctx),
        "strings": card_names(ctx.t.lang, _named_styled(ui, ctx.style), DECK_SIZES.get(room.game, 36)),
    }


def status_of(room: Room) -> str:
    """``lobby``, ``playing`` (a deal runs), ``between`` (a deal or the match is over: between deals,
    or the rematch lobby) or ``closed``."""
    if room.status == CLOSED:
        return "closed"
    if room.status == PLAYING:
        return "playing" if room.game_running() else "between"
    return "between" if room.state is not None else "lobby"


def _move(room: Room, ui: GameUI[Any], ctx: Ctx, seat: int, action: Action, token: str) -> dict[str, Any]:
    """One legal move: its chat button's payload and label, and what it plays."""
    button = move_button(room, seat, action, ui.action_label(action, ctx), token)
    pairs = sorted(action.pairs or (), key=lambda p: card_key(p[0]))
    if action.card is not None:
        cards = [action.card]
    elif action.cards is not None:
        cards = sorted(action.cards, key=card_key)
    else:
        cards = [cover for _, cover in pairs]
    out: dict[str, Any] = {
        "data": button.callback_data, "type": action.type, "cards": cards, "target": action.target,
        "label": button.text,
    }  # fmt: skip
    if action.pairs is not None:
        out["pairs"] = [list(p) for p in pairs]
    if action.capture is not None:
        out["captures"] = sorted(action.capture, key=card_key)
    if action.position is not None:
        out["position"] = action.position
    return out


def _plain_move(room: Room, data: str, seat: int | None) -> bool:
    """A move button that plays no card (take, pass, «Хватит!», «Стоп!»): it stays among the
    buttons; a card's move (or a place of Bura's draw) is one of ``moves``."""
    if seat is None:
        return False
    try:
        move = Move.unpack(data)
    except (TypeError, ValueError):
        return False
    action = games.get(room.game).rules.move_of(move.move, seat)
    return action is not None and action.card is None and action.cards is None and action.pairs is None \
        and action.capture is None and action.position is None


def _buttons(
    room: Room, markup: InlineKeyboardMarkup | None, ctx: Ctx, seat: int | None
) -> list[list[dict[str, str]]]:
    """The chat keyboard's rows in its words, without what the page draws itself (the hand's cards
    and their moves, «Мои карты»), the way to this very page («🎴 Стол»), «🎲 Готово — своя
    случайность» (the page's own «Готово» is that: it sends the browser's randomness to
    ``api/ready``) or what it cannot open (Telegram's chat picker)."""
    rows: list[list[dict[str, str]]] = []
    links = {ctx.t("btn-my-cards"), ctx.t("btn-table"), ctx.t("btn-ready-app")}
    for row in markup.inline_keyboard if markup is not None else []:
        shown = [b for b in (_button(room, button, links, seat) for button in row) if b is not None]
        if shown:
            rows.append(shown)
    return rows


def _with_table_rows(
    room: Room, ctx: Ctx, rows: list[list[dict[str, str]]], seat: int | None
) -> list[list[dict[str, str]]]:
    """A seated person's rows, and in a group's room also the group table's buttons their own
    message lacks: a group keeps the lobby's options there (the computers, «⚙️ Настройки» and the
    options it opens, the sides) and whatever anyone at the table may press («Поторопить», «🤖
    Сыграть за …»), which the person would press on the group's message in the chat — the page is
    their whole table. Joining is left out (they are seated), and what their own rows have."""
    if seat is None or room.chat_id is None:
        return rows
    _, markup = render(room, None, ctx)
    have = {b.get("data") or b.get("url") or b.get("web_app") for row in rows for b in row}
    join = ctx.t("btn-join")
    more = []
    for row in _buttons(room, markup, ctx, None):
        shown = [b for b in row if (b.get("data") or b.get("url") or b.get("web_app")) not in have
                 and b["text"] != join and not b.get("data", "").startswith(JOIN_HERE)]  # fmt: skip
        if shown:
            more.append(shown)
    return rows + more


def _button(room: Room, button: Button, links: set[str], seat: int | None) -> dict[str, str] | None:
    data = button.callback_data
    if data is not None:
        if data.startswith(NOT_BUTTONS) or (data.startswith("m:") and not _plain_move(room, data, seat)):
            return None
        return {"text": button.text, "data": data}
    if button.text in links:
        return None
    if button.web_app is not None:
        return {"text": button.text, "web_app": button.web_app.url}
    if button.url is not None:
        return {"text": button.text, "url": button.url}
    return None


def _seats(room: Room, ui: GameUI[Any], ctx: Ctx, user_id: int) -> list[dict[str, Any]]:
    game = room.engine()
    public = game.view(None) if game is not None and room.state is not None else None
    sizes: list[int] = list(public["hand_sizes"]) if public is not None else []
    running = room.game_running()
    acting = set(public["to_act"]) if public is not None and running else set()
    name = namer(room, ctx)
    return [
        {
            "seat": s.seat,
            "name": name(s.seat),
            "computer": s.computer,
            "you": s.user_id == user_id,
            "mark": ui.seat_mark(room, s.seat),
            "cards": sizes[s.seat] if s.seat < len(sizes) else None,
            "acting": s.seat in acting,
            "out": running and ui.rules.seat_out(room, s.seat),
            "ready": s.ready,
            "away": room.state is not None and not s.computer and room.auto(s.seat),
        }
        for s in room.seats
    ]


def _clock(room: Room, ctx: Ctx) -> dict[str, Any] | None:
    """The running window (Bura's «Стоп!», the claim, Durak's throw-in wait), else the next deal
    starting by itself; ``left``: seconds at the moment of the model."""
    timing = ctx.timing
    race = timing.clock
    if race is not None and room.game_running():
        kind, due, total = CLOCK_KINDS.get(race.action, race.action), race.due, race.total
    elif timing.next_due is not None:
        kind, due, total = "next-deal", timing.next_due, max(0.0, timing.next_due - room.updated_at)
    else:
        return None
    return {"kind": kind, "left": round(max(0.0, due - timing.now), 2), "total": round(total, 2)}


def _named_styled(ui: GameUI[Any], style: str) -> bool:
    """Whether the game's cards are named in an Italian-suited deck style (the game draws its cards
    in the profile's deck style, and the style is Italian-suited)."""
    return style in ITALIAN_STYLES and ui.glyph("KD", "italian") != ui.glyph("KD", "french")


@lru_cache(maxsize=256)
def card_names(lang: str, italian: bool, deck_size: int) -> dict[str, str]:
    """``card-name-<CARD>`` → the card's name for screen readers («девятка червей», «sette di
    denari»), for every card of the game's deck, in ``lang``."""
    t = Translator(lang)
    deck = DECK_40 if deck_size == len(DECK_40) else DECK_36
    faces = "JQK" if italian else ""
    prefix = "card-suit-it-" if italian else "card-suit-"
    out = {}
    for card in deck:
        rank, suit = card[0], card[1].lower()
        rank_key = f"card-rank-it-{rank.lower()}" if rank in faces else f"card-rank-{rank.lower()}"
        name = t("card-name", rank=t(rank_key), suit=t(prefix + suit))
        # one direction throughout (Persian, Arabic): no isolates
        out[f"card-name-{card}"] = name.replace("\u2068", "").replace("\u2069", "")
    return out


def same(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    """Two models show the same (the seconds left on a clock aside: they only count down)."""
    return _steady(a) == _steady(b)


def _steady(m: dict[str, Any] | None) -> str:
    if m is None:
        return ""
    clock = m.get("clock")
    steady = {**m, "clock": {**clock, "left": None}} if isinstance(clock, dict) else m
    return json.dumps(steady, sort_keys=True, ensure_ascii=False)
