"""A room → (text, keyboard) for the group table or one player's private message."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.i18n import Translator
from bot.keyboards.callbacks import cb
from bot.render import games, timers
from bot.rooms.model import CLOSED, LOBBY, PLAYING, Room
from engines.fairness import fingerprint

Button = InlineKeyboardButton


@dataclass
class Ctx:
    t: Translator
    bot_username: str
    style: str = "italian"
    show_fp: bool = False
    names: dict[int, str] = field(default_factory=dict)
    unreachable: set[int] = field(default_factory=set)
    deals: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)  # (match, deal) -> info
    timing: dict[str, Any] = field(default_factory=dict)  # bot/clock.py Clock.timing(room)
    #: a closed room's finished deals still on record: (match, last finished deal), newest first
    records: list[tuple[int, int]] = field(default_factory=list)


def invite_url(bot_username: str, room_id: str) -> str:
    return f"https://t.me/{bot_username}?start=j{room_id}"


def start_url(bot_username: str) -> str:
    return f"https://t.me/{bot_username}?start=hi"


def namer(room: Room, ctx: Ctx) -> Callable[[int], str]:
    users: list[int | None]
    if room.match_info is not None and room.state is not None:
        users = list(room.match_info["users"])
    else:
        users = [s.user_id for s in room.seats]

    def name(seat: int) -> str:
        uid = users[seat] if 0 <= seat < len(users) else None
        if uid is None:
            return ctx.t("computer-name", n=seat + 1)
        return ctx.names.get(uid) or ctx.t("player-name", n=seat + 1)

    return name


def render(room: Room, viewer: int | None, ctx: Ctx, *, selection: int = 0, pick: str | None = None) -> tuple[str, InlineKeyboardMarkup | None]:
    """The group table (``viewer`` None) or a seated user's private message."""
    t = ctx.t
    seat = room.seat_of(viewer) if viewer is not None else None
    seat_no = seat.seat if seat is not None else None
    name = namer(room, ctx)
    lines: list[str] = [games.title(room, t)]
    rows: list[list[Button]] = []
    game = room.engine()
    if room.status == CLOSED:
        return timers.closed_text(room, ctx, lines[0]), _record_markup(room, ctx)
    paused = timers.pause_line(room, ctx, start_url(ctx.bot_username))

    if room.status == PLAYING and game is not None and room.game_running():
        view = game.view(seat_no)
        lines += [""] + games.table_lines(room, view, ctx, name, seat_no)
        lost = [ctx.names.get(s.user_id, "?") for s in room.humans() if s.user_id in ctx.unreachable]
        if lost and not paused:
            lines.append(t("unreachable", names=", ".join(lost), url=start_url(ctx.bot_username)))
        if paused:
            lines.append(paused)
        hurry = timers.hurry_row(room, view, ctx, seat_no)
        if hurry:
            rows.append(hurry)
        if ctx.show_fp and seat_no is not None:
            info = ctx.deals.get((room.match_no, game.deal_number()))
            if info:
                rows.append([Button(text="🔒 " + fingerprint(info["commitment"]), callback_data=cb("f", room.id))])
        if seat_no is not None:
            memory = game.memory(seat_no)
            lines += games.hand_lines(room, view, memory, ctx, name, seat_no)
            rows = games.hand_rows(room, game, view, ctx, seat_no, selection=selection, pick=pick) + rows
            rows.append(_leave_row(room, t, seat_no))
        elif room.chat_id is not None:
            rows.append([Button(text=t("btn-end-game"), callback_data=cb("e", room.id))])
        return "\n".join(lines)[:4000], InlineKeyboardMarkup(inline_keyboard=rows)

    # between deals, after a match, or a fresh lobby
    if game is not None and room.state is not None:
        lines += [""] + games.results_lines(room, game, ctx, name)
        if room.outcome:
            lines.append(_outcome_line(room, ctx, name))
        last_deal = _last_deal_no(game)
        info = ctx.deals.get((room.match_no, last_deal))
        if info is not None and info.get("ended_at") is not None:
            verdict = (info.get("result") or {}).get("verified")
            if verdict is True:
                lines.append(t("fair-ok"))
            elif (info.get("result") or {}).get("interrupted"):
                lines.append(t("fair-interrupted"))
            else:
                lines.append(t("fair-warning"))
            rows.append([Button(text=t("btn-record"), callback_data=cb("d", room.id, room.match_no, last_deal))])
    if room.between_deals():
        assert game is not None
        lines += ["", t("next-deal-header", n=game.deal_number())]
        lines += _seat_lines(room, ctx, name, ready_word=True)
        lines.append(t("commitment-line", fp=fingerprint(room.pending["commitment"]) if room.pending else "—"))
        if paused:
            lines.append(paused)
        if seat_no is not None or room.chat_id is not None:
            rows.append([Button(text=t("btn-next-deal"), callback_data=cb("r", room.id))])
        if seat_no is not None and ctx.show_fp and room.pending:
            rows.append([Button(text="🔒 " + fingerprint(room.pending["commitment"]), callback_data=cb("f", room.id))])
        if seat_no is not None:
            rows.append(_leave_row(room, t, seat_no))
        return "\n".join(lines)[:4000], InlineKeyboardMarkup(inline_keyboard=[r for r in rows if r])

    # the lobby
    assert room.status == LOBBY
    lines += ["", t("lobby-header", taken=len(room.seats), capacity=room.capacity)]
    lines += _seat_lines(room, ctx, name, ready_word=False)
    lines.append(games.options_line(room, t))
    lines.append(t("commitment-line", fp=fingerprint(room.pending["commitment"]) if room.pending else "—"))
    lines.append(t("lobby-hint"))
    ttl = timers.ttl_line(ctx)
    if ttl:
        lines.append(ttl)
    lost = [ctx.names.get(s.user_id, "?") for s in room.humans() if s.user_id in ctx.unreachable]
    if lost:
        lines.append(t("unreachable", names=", ".join(lost), url=start_url(ctx.bot_username)))
    if room.chat_id is None:
        lines += ["", t("invite-line", url=invite_url(ctx.bot_username, room.id))]
    if room.chat_id is not None and viewer is None:
        rows.append([
            Button(text=t("btn-join"), url=invite_url(ctx.bot_username, room.id)),
            Button(text=t("btn-ready"), callback_data=cb("r", room.id)),
        ])
    elif seat is not None:
        rows.append([Button(text=t("btn-unready") if seat.ready else t("btn-ready"), callback_data=cb("u" if seat.ready else "r", room.id))])
    if viewer is None or room.chat_id is None:
        # the buttons carry the computer count drawn, not the turn: people joining meanwhile (the
        # group table is redrawn at a slow pace) do not make them stale, a double tap adds one seat
        computers = sum(1 for s in room.seats if s.computer)
        comp = [Button(text=t("btn-add-computer"), callback_data=cb("c", room.id, "+", computers))]
        if computers:
            comp.append(Button(text=t("btn-remove-computer"), callback_data=cb("c", room.id, "-", computers)))
        rows.append(comp)
        rows += games.option_rows(room, t)
    if seat is not None and ctx.show_fp and room.pending:
        rows.append([Button(text="🔒 " + fingerprint(room.pending["commitment"]), callback_data=cb("f", room.id))])
    if seat is not None:
        rows.append([Button(text=t("btn-leave"), callback_data=cb("l", room.id))])
    return "\n".join(lines)[:4000], InlineKeyboardMarkup(inline_keyboard=rows)


MAX_CLOSED_RECORDS = 5


def _record_markup(room: Room, ctx: Ctx) -> InlineKeyboardMarkup | None:
    """A closed room keeps its finished deals' records (RECORD_RETENTION_DAYS): one button per match
    (its last finished deal's record holds the whole match so far), the newest few."""
    records = ctx.records[:MAX_CLOSED_RECORDS]
    if not records:
        return None
    if len(records) == 1:
        match_no, deal_no = records[0]
        return InlineKeyboardMarkup(inline_keyboard=[[Button(text=ctx.t("btn-record"), callback_data=cb("d", room.id, match_no, deal_no))]])
    rows = [[Button(text=ctx.t("btn-record-match", n=m), callback_data=cb("d", room.id, m, d))] for m, d in records]
    return InlineKeyboardMarkup(inline_keyboard=rows)


def _last_deal_no(game: Any) -> int:
    return len(game.deal_results())


def _leave_row(room: Room, t: Translator, seat_no: int) -> list[Button]:
    row = [Button(text=t("btn-leave"), callback_data=cb("l", room.id))]
    if room.game in ("bura", "scopa") and room.game_running():
        row.append(Button(text=t("btn-surrender"), callback_data=cb("s", room.id, room.turn)))
    return row


def _seat_lines(room: Room, ctx: Ctx, name: Callable[[int], str], *, ready_word: bool) -> list[str]:
    t = ctx.t
    out = []
    for s in room.seats:
        label = ctx.t("computer-name", n=s.seat + 1) if s.computer else (ctx.names.get(s.user_id or 0) or t("player-name", n=s.seat + 1))
        mark = "" if s.computer else ("✅ " if s.ready else "⏳ ")
        out.append(f"{s.seat + 1}. {mark}{label}")
    for i in range(len(room.seats), room.capacity):
        out.append(f"{i + 1}. {t('seat-free')}")
    return out


def _outcome_line(room: Room, ctx: Ctx, name: Callable[[int], str]) -> str:
    o = room.outcome or {}
    t = ctx.t
    who = ctx.names.get(o.get("user") or 0, "?")
    kind = o.get("type")
    if kind == "left":
        return t("outcome-left", name=who)
    if kind == "ended":
        return t("outcome-ended", name=who)
    if kind == "surrender":
        return t("outcome-surrender", name=who)
    if kind == "cancelled":
        return t("outcome-cancelled", name=", ".join(ctx.names.get(u, "?") for u in o.get("users") or []) or who)
    if kind == "expired":
        return t("outcome-expired")
    return ""


def render_pick_menu(room: Room, viewer: int, ctx: Ctx, card: str) -> tuple[str, InlineKeyboardMarkup | None]:
    return render(room, viewer, ctx, pick=card)
