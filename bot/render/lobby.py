"""A lobby as one viewer sees it (issue 36): four rows of buttons and the few lines that matter.

- **Row 1** — take part: «➕ Присоединиться» and «✅ Готово» on a group's table, «✅ Готово» or
  «↩ Отменить» on a seated person's own message; in a room with teams the sides are this row
  («🔴 Команда 1» «🔵 Команда 2» …: pressed by someone not seated yet, it opens the bot and seats them
  on that side).
- **Row 2** — the computers in one tap: the creator alone plays them at once («🤖 Играть с
  компьютером»); else free seats are filled with computers in one tap, or one computer goes.
- **Row 3** — «⚙️ Настройки»: the creator's options open in place, as this message's own keyboard,
  and «← Назад» closes them (others are told who decides); beside it, in a room without a group,
  «📨 Пригласить» (Telegram's chat picker: the room's invitation card posted in any chat).
- **Row 4** — «ℹ️ Правила» (and «🚪 Выйти» on a seated person's own message; there «📨 Пригласить»
  for the people seated who are not the creator); first in it, with the Mini App set up, «🎴 Стол»
  (the room's table page: :func:`table_button`).

The text names the seats and only what differs from the defaults. After a match the result comes
first and the lobby folds to the rematch row.
"""

from __future__ import annotations

from collections.abc import Callable

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import InlineKeyboardMarkup, SwitchInlineQueryChosenChat, WebAppInfo

from bot import games
from bot.chat.callbacks import (
    Computer,
    Fingerprint,
    HintsSwitch,
    Hurry,
    JoinHere,
    Kick,
    Leave,
    LobbySettings,
    Lock,
    Ready,
    Rules,
    Shuffle,
    Solo,
    Team,
    Unready,
)
from bot.games.base import CHOSEN, OTHER, GameUI, choice
from bot.i18n import isolated
from bot.model import Room, Seat
from bot.render.context import Ctx, invite_url, start_url
from bot.render.timing import fmt_duration
from bot.rules import sides
from bot.rules.sides import TEAM_MARKS
from engines.ai import LEVELS as AI_LEVELS
from engines.fairness import fingerprint

Rendered = tuple[str, InlineKeyboardMarkup | None]
#: lobby notes (``Room.lobby_note``) -> their line, shown while someone has a «Готово» to give again
NOTES = {"ready-cleared": "lobby-ready-cleared", "sides-cleared": "lobby-sides-cleared"}


def ai_level(room: Room, ctx: Ctx) -> str:
    """The computer's level in this room (easy, normal, hard = random, heuristic, ismcts): chosen in
    the lobby, else the server's AI_LEVEL."""
    level = room.ai_level or ctx.ai_level
    return level if level in AI_LEVELS else "heuristic"


def options_here(room: Room, viewer: int | None) -> bool:
    """Is this the message the creator's options live on: a group's table, or the creator's own
    message of a room without a group."""
    if room.chat_id is not None:
        return viewer is None
    return viewer is not None and viewer == room.creator


def render_lobby(
    room: Room,
    ctx: Ctx,
    title: str,
    viewer: int | None,
    result: tuple[list[str], list[list[Button]]] | None = None,
) -> Rendered:
    """The lobby (``result``: the last match's lines and record button, when one was played)."""
    ui = games.get(room.game)
    t = ctx.t
    lines = [title]
    if result is not None:
        lines += [""] + result[0]
    seat = room.seat_of(viewer) if viewer is not None else None
    if room.extra.get("settings") and options_here(room, viewer):
        # the first row stays: settings left open never keep anyone from joining or «Готово»
        first = _take_part(room, ctx, viewer, seat, rematch=result is not None)
        return _settings(room, ui, ctx, lines, first)
    fp = fingerprint(room.pending["commitment"]) if room.pending else "—"
    rows: list[list[Button]] = [_take_part(room, ctx, viewer, seat, rematch=result is not None)]
    if result is not None:  # folded: who is in for the next one, the record, the settings
        lines.append(t("rematch-line", list=" · ".join(_seat_words(room, ctx)), fp=fp))
        lines += _notes(room, ctx)
        rows += result[1]
    else:
        lines.append("")
        lines += _seat_lines(room, ctx)
        lines += ui.changed_lines(room, ctx)
        level = ai_level(room, ctx)
        if room.ai_level and level != ctx.ai_level:
            lines.append(t("ai-level-line", level=level))
        lines += _notes(room, ctx)
        lines.append(t("lobby-hint", fp=fp))
        lines.append(t("room-ttl-hint", dur=fmt_duration(t, ctx.timing.ttl_seconds)))
        solo = solo_row(room, ui, ctx, viewer)
        if solo:
            lines += ["", t("solo-hint")]
            rows.append(solo)
        elif options_here(room, viewer):
            rows.append(_computer_row(room, ctx))
    if room.chat_id is None:
        lines += ["", t("invite-line", url=invite_url(ctx.bot_username, room.id))]
    # the settings: the group's table shows them to all (others are told who decides), a room
    # without a group to its creator
    invite = _invite(room, ctx, seat)
    if options_here(room, viewer):
        data = LobbySettings(room=room.id, open=1).pack()
        rows.append([Button(text=t("btn-settings"), callback_data=data), *invite])
        invite = []
    if seat is not None and viewer is not None and room.against_computers():
        # «💡 Подсказки» (issue 46): the person's own switch, as in /profile
        data = HintsSwitch(room=room.id, on=0 if ctx.hints else 1).pack()
        rows.append([Button(text=t("btn-hints", on="no" if ctx.hints else "yes"), callback_data=data)])
    last: list[Button] = []
    if result is None:
        last.append(Button(text=t("btn-rules"), callback_data=Rules(game=room.game, send=1).pack()))
    if seat is not None and ctx.show_fp and room.pending:
        last.append(Button(text="🔒 " + fp, callback_data=Fingerprint(room=room.id).pack()))
    if seat is not None:
        last.append(Button(text=t("btn-leave"), callback_data=Leave(room=room.id).pack()))
    if seat is not None or viewer is None:  # a seated person's own message, or the group's table
        last = with_table(last, room, ctx, private=viewer is not None)
    rows.append(last + invite)
    return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=[r for r in rows if r])


def _invite(room: Room, ctx: Ctx, seat: Seat | None) -> list[Button]:
    """«📨 Пригласить» on a seated person's own lobby of a room without a group, while a seat is free:
    Telegram's chat picker, then the room's invitation card posted there through inline mode (beside
    «⚙️ Настройки» on the creator's message, else in the last row: the lobby keeps its four rows)."""
    if room.chat_id is not None or seat is None or len(room.seats) >= room.capacity:
        return []
    picker = SwitchInlineQueryChosenChat(
        query=f"j{room.id}", allow_user_chats=True, allow_group_chats=True, allow_channel_chats=False
    )
    return [Button(text=ctx.t("btn-invite"), switch_inline_query_chosen_chat=picker)]


def _notes(room: Room, ctx: Ctx) -> list[str]:
    out = []
    note = NOTES.get(room.lobby_note or "")
    if note and not all(s.ready for s in room.humans()):
        out.append(ctx.t(note))
    if room.locked:
        out.append(ctx.t("lobby-locked"))
    lost = [ctx.names.get(u, "?") for u in room.human_ids() if u in ctx.unreachable]
    if lost:
        out.append(ctx.t("unreachable", names=", ".join(lost), url=start_url(ctx.bot_username)))
    return out


def _take_part(room: Room, ctx: Ctx, viewer: int | None, seat: Seat | None, *, rematch: bool) -> list[Button]:
    """Row 1: the sides (a room with teams), joining, «Готово» or taking it back, «Поторопить»."""
    t = ctx.t
    row: list[Button] = []
    k = sides.team_count(room)
    mine = sides.side_of(room, seat.user_id) if seat is not None and seat.user_id is not None else None
    for team in range(k):
        # two sides by name; three (Durak's three pairs) by colour, so four buttons fit a phone's row
        mark = TEAM_MARKS[team]
        label = t("btn-team", mark=mark, n=team + 1) if k == 2 else f"{mark} {team + 1}"
        if seat is not None:  # one's own message: one's side marked, as the settings mark a value
            label = (CHOSEN if mine == team else OTHER) + label
        row.append(Button(text=label, callback_data=Team(room=room.id, team=team).pack()))
    ready = t("btn-rematch") if rematch else t("btn-ready")
    if viewer is None:
        if not k and len(room.seats) < room.capacity and ctx.group_hands:
            row.append(Button(text=t("btn-join"), callback_data=JoinHere(room=room.id).pack()))
        elif not k and len(room.seats) < room.capacity:
            row.append(Button(text=t("btn-join"), url=invite_url(ctx.bot_username, room.id)))
        row.append(Button(text=ready, callback_data=Ready(room=room.id).pack()))
    elif seat is not None:
        if seat.ready:
            row.append(Button(text=t("btn-unready"), callback_data=Unready(room=room.id).pack()))
        else:
            row.append(Button(text=ready, callback_data=Ready(room=room.id).pack()))
            app = ready_app_button(room, ctx)
            if app is not None:
                row.append(app)
    if ctx.timing.hurry and (seat is None or seat.ready):
        row.append(Button(text=t("btn-hurry"), callback_data=Hurry(room=room.id, turn=room.turn).pack()))
    return row


def ready_app_button(room: Room, ctx: Ctx) -> Button | None:
    """«Готово» in the Mini App (a person's own message, WEBAPP_URL set): the person's own browser
    draws the randomness mixed into the next deck (docs/rules/fairness.md, second form)."""
    if not ctx.webapp_url:
        return None
    return Button(text=ctx.t("btn-ready-app"), web_app=WebAppInfo(url=f"{ctx.webapp_url}?ready={room.id}"))


def table_button(room: Room, ctx: Ctx, *, private: bool) -> Button | None:
    """«🎴 Стол»: the room's table page in the Mini App (issue 45). On a person's own message in their
    private chat a Mini App button (WEBAPP_URL); in a group — its table, and a hand in the group,
    where Telegram allows no Mini App button — the bot's direct link to its Mini App
    (WEBAPP_SHORT_NAME), which opens the same page with ``start_param`` ``t<room>``. None when
    neither is set up."""
    if private and ctx.webapp_url:
        app = WebAppInfo(url=f"{ctx.webapp_url}table?room={room.id}")
        return Button(text=ctx.t("btn-table"), web_app=app)
    if ctx.app_link:
        return Button(text=ctx.t("btn-table"), url=f"{ctx.app_link}?startapp=t{room.id}")
    return None


def with_table(row: list[Button], room: Room, ctx: Ctx, *, private: bool, first: bool = True) -> list[Button]:
    """``row`` with «🎴 Стол» (:func:`table_button`) first (or last), when there is one."""
    button = table_button(room, ctx, private=private)
    if button is None:
        return row
    return [button, *row] if first else [*row, button]


def _computer_row(room: Room, ctx: Ctx) -> list[Button]:
    """Row 2 once others are seated: every free seat to a computer in one tap, or one computer out.
    The buttons carry the computer count drawn: a double tap changes the seats once."""
    t = ctx.t
    drawn = room.computers()
    row = []
    free = room.capacity - len(room.seats)
    if free > 0:
        data = Computer(room=room.id, sign="*", drawn=drawn).pack()
        row.append(Button(text=t("btn-fill", n=free), callback_data=data))
    if drawn:
        data = Computer(room=room.id, sign="-", drawn=drawn).pack()
        row.append(Button(text=t("btn-remove-computer"), callback_data=data))
    return row


def solo_row(room: Room, ui: GameUI, ctx: Ctx, viewer: int | None) -> list[Button]:
    """«🤖 Играть с компьютером»: one button per number of opponents, at the room's level; for the
    creator's own lobby and the group table, while no other person is seated."""
    if any(u != room.creator for u in room.human_ids()) or not options_here(room, viewer):
        return []
    level = ai_level(room, ctx)
    counts = [n - 1 for n in ui.rules.solo_seats()]
    if len(counts) == 1:
        data = Solo(room=room.id, n=counts[0], level=level).pack()
        return [Button(text=ctx.t("btn-solo-one"), callback_data=data)]
    return [
        Button(text=ctx.t("btn-solo", n=n), callback_data=Solo(room=room.id, n=n, level=level).pack())
        for n in counts
    ]


def _settings(room: Room, ui: GameUI, ctx: Ctx, lines: list[str], first: list[Button]) -> Rendered:
    """The creator's options in place (below the lobby's first row): every rule with its value,
    every button that changes one, and «← Назад» back to the lobby."""
    t = ctx.t
    lines += [""] + _seat_lines(room, ctx)
    lines += ["", t("settings-header", name=ctx.names.get(room.creator, "?"))]
    lines.append(ui.options_line(room, t))
    lines += ui.room_option_lines(room, ctx)
    lines.append(t("ai-level-line", level=ai_level(room, ctx)))
    lines += _notes(room, ctx)
    rows = [first] + ui.option_rows(room, t) + ui.room_option_rows(room, ctx)
    drawn = room.computers()
    comp = []
    if len(room.seats) < room.capacity:
        data = Computer(room=room.id, sign="+", drawn=drawn).pack()
        comp.append(Button(text=t("btn-add-computer"), callback_data=data))
    if drawn:
        data = Computer(room=room.id, sign="-", drawn=drawn).pack()
        comp.append(Button(text=t("btn-remove-computer"), callback_data=data))
    rows.append(comp)
    level = ai_level(room, ctx)
    rows.append([choice(room, t("opt-ai", level=v), "ai", v, v == level) for v in AI_LEVELS])
    if sides.team_count(room) and len(room.humans()) > 1:
        data = Shuffle(room=room.id, turn=room.turn).pack()
        rows.append([Button(text=t("btn-shuffle"), callback_data=data)])
    for s in room.humans():
        if s.user_id is not None and s.user_id != room.creator:
            label = t("btn-kick", name=ctx.names.get(s.user_id) or t("player-name", n=s.seat + 1))
            rows.append([Button(text=label, callback_data=Kick(room=room.id, user=s.user_id).pack())])
    key = "btn-unlock" if room.locked else "btn-lock"
    rows.append([Button(text=t(key), callback_data=Lock(room=room.id, on=0 if room.locked else 1).pack())])
    back = LobbySettings(room=room.id, open=0).pack()
    rows.append([Button(text=t("btn-settings-back"), callback_data=back)])
    return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=[r for r in rows if r])


def _label(room: Room, ctx: Ctx, s: Seat, place: int) -> str:
    """A seat's name (in Persian and Arabic between isolates: it starts a line of its own)."""
    if s.computer:
        return isolated(ctx.t("computer-name", n=place + 1), ctx.t.lang)
    return isolated(ctx.names.get(s.user_id or 0) or ctx.t("player-name", n=place + 1), ctx.t.lang)


def _seat_lines(room: Room, ctx: Ctx) -> list[str]:
    """The places as the deal would take them (sides chosen, computers in the places left)."""
    mark: Callable[[int], str] = lambda place: games.get(room.game).seat_mark(room, place)  # noqa: E731
    out = []
    for place, s in enumerate(sides.plan(room)):
        if s is None:
            out.append(f"{place + 1}. {mark(place)}{ctx.t('seat-free')}")
            continue
        ready = "" if s.computer else ("✅ " if s.ready else "⏳ ")
        out.append(f"{place + 1}. {mark(place)}{ready}{_label(room, ctx, s, place)}")
    return out


def _seat_words(room: Room, ctx: Ctx) -> list[str]:
    """The seats in one line after a match: each person's «Готово» mark, the computers, free places."""
    out = []
    for place, s in enumerate(sides.plan(room)):
        if s is None:
            out.append(ctx.t("seat-free"))
        elif s.computer:
            out.append(_label(room, ctx, s, place))
        else:
            out.append(("✅ " if s.ready else "⏳ ") + _label(room, ctx, s, place))
    return out
