"""A room as one player (or the group) sees it -> (text, inline keyboard).

The parts every game shares (lobby, seats, between deals, results frame, closed room, timing
lines) are drawn here; everything game-specific comes from the room's game module
(``bot.games.get(room.game)``).
"""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import InlineKeyboardMarkup, WebAppInfo

from bot import games
from bot.chat.callbacks import (
    EndGame,
    Fingerprint,
    HintPress,
    Hurry,
    Leave,
    MyCards,
    Ready,
    Record,
    Surrender,
    TakeOver,
)
from bot.games.base import GameUI, Layout
from bot.i18n import Translator
from bot.model import CLOSED, LOBBY, PLAYING, Room
from bot.render.context import Ctx, Name, invite_url, namer, start_url
from bot.render.lobby import ai_level, ready_app_button, render_lobby, with_table
from bot.render.replays import replay_button
from bot.render.reviews import review_button
from bot.render.timing import fmt_duration
from engines.fairness import fingerprint
from engines.protocol import Game

Rendered = tuple[str, InlineKeyboardMarkup | None]
MAX_CLOSED_RECORDS = 5


def render(
    room: Room,
    viewer: int | None,
    ctx: Ctx,
    *,
    selection: frozenset[str] = frozenset(),
    pick: str | None = None,
    layout: Layout | None = None,
) -> Rendered:
    """The group table (``viewer`` None) or a seated user's private message."""
    ui = games.get(room.game)
    title = ui.title(room, ctx.t)
    if room.status == CLOSED:
        return closed_text(room, ctx, title), _record_markup(room, ctx)
    seat = room.seat_of(viewer) if viewer is not None else None
    seat_no = seat.seat if seat is not None else None
    if room.status == PLAYING and room.game_running():
        return _playing(room, ui, ctx, title, seat_no, selection, pick, layout)
    return _between_or_lobby(room, ui, ctx, title, viewer, seat_no)


def _playing(
    room: Room,
    ui: GameUI,
    ctx: Ctx,
    title: str,
    seat_no: int | None,
    selection: frozenset[str],
    pick: str | None,
    layout: Layout | None,
) -> Rendered:
    t = ctx.t
    game = room.engine()
    assert game is not None
    name = namer(room, ctx)
    view = game.view(seat_no)
    lines = [title, ""] + ui.table_lines(room, view, ctx, name, seat_no)
    if room.computers():
        lines.append(t("ai-level-line", level=ai_level(room, ctx)))
    rows: list[list[Button]] = []
    paused = pause_line(room, ctx)
    lost = [ctx.names.get(u, "?") for u in room.human_ids() if u in ctx.unreachable]
    if lost and not paused:
        lines.append(t("unreachable", names=", ".join(lost), url=start_url(ctx.bot_username)))
    if paused:
        lines.append(paused)
    if ctx.timing.hurry and (seat_no is None or seat_no not in (view.get("to_act") or [])):
        rows.append([Button(text=t("btn-hurry"), callback_data=Hurry(room=room.id, turn=room.turn).pack())])
    rows += _takeover_rows(room, ctx, seat_no)
    if ctx.show_fp and seat_no is not None:
        info = ctx.deals.get((room.match_no, game.deal_number()))
        if info:
            rows.append([_fp_button(room, info.commitment)])
    if seat_no is not None and ui.rules.seat_out(room, seat_no):
        # out of the deal: nothing to play, no «🚪 Выйти» that would sound like interrupting anyone
        lines += ["", t("you-are-out")]
        leave = [Button(text=t("btn-leave-out"), callback_data=Leave(room=room.id).pack())]
        rows.append(with_table(leave, room, ctx, private=True))
    elif seat_no is not None:
        if room.auto(seat_no):
            lines += ["", t("computer-plays-for-you")]
        lines += ui.hand_lines(room, view, game.memory(seat_no), ctx, name, seat_no)
        rows = ui.hand_rows(
            room, game, view, ctx, seat_no, selection=selection, pick=pick, layout=layout
        ) + rows
        if room.hint_offered(seat_no, ctx.hints):  # «💡»: the strongest computer's move, and why
            press = HintPress(room=room.id, turn=room.turn, seat=seat_no).pack()
            rows.append([Button(text=t("btn-hint"), callback_data=press)])
        rows.append(with_table(_leave_row(room, ui, t), room, ctx, private=True))
    elif room.chat_id is not None and ctx.group_hands:
        # one's own cards here, as a message only the presser sees (bot/chat/group_hands.py)
        if ctx.tap:
            lines.append(t("tap-my-cards", names=", ".join(ctx.names.get(u, "?") for u in ctx.tap)))
        mine = [Button(text=t("btn-my-cards"), callback_data=MyCards(room=room.id).pack())]
        rows.append(with_table(mine, room, ctx, private=False, first=False))
        rows.append([Button(text=t("btn-end-game"), callback_data=EndGame(room=room.id).pack())])
    elif room.chat_id is not None:
        # the way to one's own cards (the private chat, where /start j<room> re-sends them)
        mine = [Button(text=t("btn-my-cards"), url=invite_url(ctx.bot_username, room.id))]
        rows.append(with_table(mine, room, ctx, private=False, first=False))
        rows.append([Button(text=t("btn-end-game"), callback_data=EndGame(room=room.id).pack())])
    return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=rows)


def _between_or_lobby(
    room: Room, ui: GameUI, ctx: Ctx, title: str, viewer: int | None, seat_no: int | None
) -> Rendered:
    t = ctx.t
    name = namer(room, ctx)
    game = room.engine()
    lines = [title]
    rows: list[list[Button]] = []
    if game is not None and room.state is not None:
        lines += [""] + ui.results_lines(room, game, ctx, name)
        if room.outcome:
            lines.append(_outcome_line(room, ctx))
        tally = tally_line(room, ctx) if room.status == LOBBY else None
        if tally:
            lines.append(tally)
        rows += _verdict(room, game, ctx, lines, private=viewer is not None)
    commitment = fingerprint(room.pending["commitment"]) if room.pending else "—"
    if room.between_deals():
        assert game is not None
        lines += ["", t("next-deal-header", n=game.deal_number())]
        lines += _seat_lines(room, ctx, name)
        lines.append(t("commitment-line", fp=commitment))
        paused = pause_line(room, ctx)
        if paused:
            lines.append(paused)
        if ctx.timing.next_due is not None and not paused:
            lines.append(t("next-deal-auto", dur=fmt_duration(t, ctx.timing.next_due - ctx.timing.now)))
        if seat_no is not None or room.chat_id is not None:
            row = [Button(text=t("btn-next-deal"), callback_data=Ready(room=room.id).pack())]
            if seat_no is None:  # the group's table (a seated person's own has it beside «🚪 Выйти»)
                row = with_table(row, room, ctx, private=False, first=False)
            rows.append(row)
        mine = room.seat_of(viewer) if viewer is not None else None
        if mine is not None and not mine.ready:
            app = ready_app_button(room, ctx)
            rows += [[app]] if app is not None else []
        if ctx.timing.hurry and (mine is None or mine.ready):
            data = Hurry(room=room.id, turn=room.turn).pack()
            rows.append([Button(text=t("btn-hurry"), callback_data=data)])
        rows += _takeover_rows(room, ctx, seat_no)
        if seat_no is not None and ctx.show_fp and room.pending:
            rows.append([_fp_button(room, room.pending["commitment"])])
        if seat_no is not None:
            rows.append(with_table(_leave_row(room, ui, t), room, ctx, private=True))
        return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=[r for r in rows if r])

    assert room.status == LOBBY
    result = (lines[2:], rows) if game is not None and room.state is not None else None
    return render_lobby(room, ctx, title, viewer, result)


def _takeover_rows(room: Room, ctx: Ctx, seat_no: int | None) -> list[list[Button]]:
    """«🤖 Сыграть за …» for each person silent long enough, on everyone else's screen."""
    rows = []
    mine = room.seats[seat_no].user_id if seat_no is not None else None
    for uid in ctx.timing.absent:
        if uid == mine:
            continue
        label = ctx.t("btn-take-over", name=ctx.names.get(uid, "?"))
        data = TakeOver(room=room.id, turn=room.turn, user=uid).pack()
        rows.append([Button(text=label, callback_data=data)])
    return rows


def tally_line(room: Room, ctx: Ctx) -> str | None:
    """The room's tally across rematches (Durak: who was the durak how often; Bura, Scopa: matches
    won), shown once more than one match was played or counted."""
    tally = room.extra.get("tally") or {}
    if not tally:
        return None
    parts = []
    for key, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])):
        if key.startswith("u") and key[1:].isdigit():
            who = ctx.names.get(int(key[1:]), "?")
        elif key.startswith("c") and key[1:].isdigit():
            who = ctx.t("computer-name", n=int(key[1:]) + 1)
        else:
            continue
        parts.append(ctx.t("tally-entry", name=who, n=n))
    if not parts:
        return None
    return ctx.t(f"tally-{games.get(room.game).tally_key}", list=" · ".join(parts))


def _verdict(room: Room, game: Game, ctx: Ctx, lines: list[str], *, private: bool) -> list[list[Button]]:
    """The fairness verdict of the last finished deal, and its record button; in a private chat
    (Telegram opens a Mini App from a button only there) with WEBAPP_URL set, beside it the check
    of the deck in the player's own browser; below, «▶️ Повтор» where the Mini App is set up, and
    «🔎 Разбор» of a deal played to its end (none when ``REVIEWS_PER_HOUR`` is 0)."""
    t = ctx.t
    last_deal = len(game.deal_results())
    info = ctx.deals.get((room.match_no, last_deal))
    if info is None or info.ended_at is None:
        return []
    result = info.result or {}
    if result.get("verified") is True:
        lines.append(t("fair-ok"))
    elif result.get("interrupted"):
        lines.append(t("fair-interrupted"))
    else:
        lines.append(t("fair-warning"))
    data = Record(room=room.id, match=room.match_no, deal=last_deal).pack()
    row = [Button(text=t("btn-record"), callback_data=data)]
    if private and ctx.webapp_url:
        url = f"{ctx.webapp_url}?room={room.id}&match={room.match_no}&deal={last_deal}"
        row.append(Button(text=t("btn-check-deck"), web_app=WebAppInfo(url=url)))
    replay = _replay_button(result.get("replay"), ctx, private=private)
    below = [replay] if replay is not None else []
    if ctx.reviews and not result.get("interrupted"):  # «🔎 Разбор»: each gets their own seat's
        below.append(review_button(ctx, room.id, room.match_no, last_deal))
    return [row, below] if below else [row]


def _replay_button(token: object, ctx: Ctx, *, private: bool) -> Button | None:
    """«▶️ Повтор»: the deal's replay in the Mini App (issue 46) — a Mini App button in a private
    chat (WEBAPP_URL), the bot's direct link with ``start_param`` ``r<token>`` in a group
    (WEBAPP_SHORT_NAME), as «🎴 Стол» is; None when neither is set up or the deal has no token."""
    if not isinstance(token, str) or not token:
        return None
    return replay_button(
        ctx.t("btn-replay"), token, private=private, webapp_url=ctx.webapp_url, link=ctx.app_link
    )


def _fp_button(room: Room, commitment: str) -> Button:
    return Button(text="🔒 " + fingerprint(commitment), callback_data=Fingerprint(room=room.id).pack())


def _record_markup(room: Room, ctx: Ctx) -> InlineKeyboardMarkup | None:
    """A closed room keeps its finished deals' records (RECORD_RETENTION_DAYS): one button per match
    (its last finished deal's record holds the whole match so far), the newest few."""
    records = ctx.records[:MAX_CLOSED_RECORDS]
    if not records:
        return None
    if len(records) == 1:
        match_no, deal_no = records[0]
        data = Record(room=room.id, match=match_no, deal=deal_no).pack()
        return InlineKeyboardMarkup(inline_keyboard=[[Button(text=ctx.t("btn-record"), callback_data=data)]])
    rows = [
        [
            Button(
                text=ctx.t("btn-record-match", n=m),
                callback_data=Record(room=room.id, match=m, deal=d).pack(),
            )
        ]
        for m, d in records
    ]
    return InlineKeyboardMarkup(inline_keyboard=rows)


def _leave_row(room: Room, ui: GameUI, t: Translator) -> list[Button]:
    row = [Button(text=t("btn-leave"), callback_data=Leave(room=room.id).pack())]
    if ui.rules.surrender and room.game_running():
        row.append(
            Button(
                text=t("btn-surrender", game=room.game),
                callback_data=Surrender(room=room.id, turn=room.turn).pack(),
            )
        )
    return row


def _seat_lines(room: Room, ctx: Ctx, name: Name) -> list[str]:
    t = ctx.t
    out = []
    for s in room.seats:
        if s.computer:
            label = t("computer-name", n=s.seat + 1)
        else:
            label = ctx.names.get(s.user_id or 0) or t("player-name", n=s.seat + 1)
        mark = "" if s.computer else ("✅ " if s.ready else "⏳ ")
        out.append(f"{s.seat + 1}. {games.get(room.game).seat_mark(room, s.seat)}{mark}{label}")
    for i in range(len(room.seats), room.capacity):
        out.append(f"{i + 1}. {t('seat-free')}")
    return out


def _outcome_line(room: Room, ctx: Ctx) -> str:
    line = _outcome_kind(room, ctx)
    lost = (room.outcome or {}).get("lost") or []
    if line and lost:  # a rated match someone walked away from: whose loss it counts as
        names = ", ".join(ctx.names.get(u, "?") for u in lost if isinstance(u, int))
        line += "\n" + ctx.t("outcome-rated-loss", names=names)
    return line


def _outcome_kind(room: Room, ctx: Ctx) -> str:
    o = room.outcome or {}
    t = ctx.t
    who = ctx.names.get(o.get("user") or 0, "?")
    kind = o.get("type")
    if kind in ("left", "ended", "surrender"):
        return t(f"outcome-{kind}", name=who)
    if kind == "cancelled":
        return t(
            "outcome-cancelled", name=", ".join(ctx.names.get(u, "?") for u in o.get("users") or []) or who
        )
    if kind == "expired":
        return t("outcome-expired")
    return ""


def pause_line(room: Room, ctx: Ctx) -> str | None:
    timing = ctx.timing
    if not timing.pause_users or timing.pause_until is None:
        return None
    names = ", ".join(ctx.names.get(u, "?") for u in timing.pause_users)
    left = fmt_duration(ctx.t, timing.pause_until - timing.now)  # relative: readers live in many time zones
    line = ctx.t("pause-line", names=names, url=start_url(ctx.bot_username), dur=left)
    if room.status == PLAYING and not room.computers() and not room.away():
        # a people-only match not rated yet: walking away loses it (issue 44)
        line += "\n" + ctx.t("pause-rated-note", names=names)
    return line


def closed_text(room: Room, ctx: Ctx, title: str) -> str:
    if (room.outcome or {}).get("type") == "expired":
        return title + "\n\n" + ctx.t("room-expired", dur=fmt_duration(ctx.t, ctx.timing.ttl_seconds))
    return title + "\n\n" + ctx.t("room-closed")


def finished(room: Room, ctx: Ctx, *, private: bool = False) -> Rendered:
    """A finished match, or deal, as its message keeps it once the room has moved on below it (a
    rematch or the next deal drawn anew at the bottom of the chat): the title, the result, the
    tally and the fairness verdict, and the record button (in a private chat the deck check too)
    only — no button that would play on."""
    ui = games.get(room.game)
    game = room.engine()
    lines = [ui.title(room, ctx.t)]
    if game is None or room.state is None:
        return "\n".join(lines), None
    lines += [""] + ui.results_lines(room, game, ctx, namer(room, ctx))
    if room.outcome:
        lines.append(_outcome_line(room, ctx))
    tally = tally_line(room, ctx) if room.status == LOBBY else None  # a match's, not a deal's
    if tally:
        lines.append(tally)
    rows = _verdict(room, game, ctx, lines, private=private)
    return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=rows) if rows else None


def retired_as(room: Room, ctx: Ctx, *, private: bool) -> tuple[Rendered | None, bool]:
    """What a standing message becomes once its slot moves to a new message below (see
    :class:`bot.outbox.Frame`), and whether it is kept so: a finished match keeps its result and
    record button, and so does a finished deal in a private chat (the next deal comes below it, by
    itself or pressed: issue 44); a running game's old hand says where it went, should Telegram not
    let it be deleted. ``private``: a person's own chat (the deck check opens there only)."""
    if room.status == LOBBY and room.state is not None:
        return finished(room, ctx, private=private), True
    if private and room.status == PLAYING and room.between_deals():
        return finished(room, ctx, private=True), True
    if room.status == PLAYING:
        return (ctx.t("hand-moved", game=ctx.t(f"game-{room.game}")), None), False
    return None, False
