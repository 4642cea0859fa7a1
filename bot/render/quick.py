"""Quick match's one message (issue 32), edited in place: the choices (game, seats, variant, wait),
then the queue's state (waiting, the offer of computers), then the table found."""

from __future__ import annotations

from dataclasses import dataclass, replace

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot import games
from bot.chat.callbacks import Quick
from bot.i18n import Translator
from bot.rules import rules_of
from bot.storage.queue import Waiting

#: the waits a person may choose before computers are offered (seconds)
WAITS = (15, 30, 60, 120)
DEFAULT_WAIT = 30


@dataclass(frozen=True)
class Choice:
    """What a person asks the queue for: a game, the seat counts accepted (digits: "234"), the
    variant (index into the game's ``quick_variants``) and the wait before computers are offered."""

    game: str
    seats: str
    variant: int = 0
    wait: int = DEFAULT_WAIT

    @classmethod
    def default(cls, game: str | None = None, seats: int | None = None) -> Choice:
        game = game if game in games.names() else games.names()[0]
        quick = rules_of(game).quick_seats
        chosen = str(seats) if seats in quick else "".join(str(n) for n in quick)
        return cls(game, chosen)

    def valid(self) -> bool:
        if self.game not in games.names() or self.wait not in WAITS:
            return False
        rules = rules_of(self.game)
        counts = [int(c) for c in self.seats] if self.seats.isdigit() else []
        return (
            bool(counts)
            and all(n in rules.quick_seats for n in counts)
            and (0 <= self.variant < len(rules.quick_variants))
        )

    @property
    def variant_name(self) -> str:
        return rules_of(self.game).quick_variants[self.variant]

    def button(self, act: str, user: int, **change: object) -> str:
        c = replace(self, **change)  # type: ignore[arg-type]
        return Quick(act=act, game=c.game, seats=c.seats, variant=c.variant, wait=c.wait, user=user).pack()


def describe(t: Translator, game: str, seats: str, variant: str) -> str:
    """«Дурак, подкидной, 2–4 игрока» in the reader's language."""
    parts = [t(f"game-{game}")]
    if variant:
        parts.append(t("opt-mode", mode=variant))
    low, high = min(seats), max(seats)
    parts.append(t("quick-seats", n=int(low)) if low == high else t("quick-seats-range", low=low, high=high))
    return ", ".join(parts)


def menu(t: Translator, c: Choice, user: int) -> tuple[str, InlineKeyboardMarkup]:
    """The choices, each a row of buttons (• marks the chosen), and «🎲 Встать в очередь»."""
    rules = rules_of(c.game)

    def b(text: str, act: str, on: bool, **change: object) -> InlineKeyboardButton:
        return InlineKeyboardButton(
            text=("• " if on else "") + text, callback_data=c.button(act, user, **change)
        )

    rows = [[b(t(f"game-{g}"), "c", g == c.game, **_game_change(g)) for g in games.names()]]
    if len(rules.quick_seats) > 1:
        every = "".join(str(n) for n in rules.quick_seats)
        rows.append(
            [b(str(n), "c", c.seats == str(n), seats=str(n)) for n in rules.quick_seats]
            + [b(t("btn-quick-any"), "c", c.seats == every, seats=every)]
        )
    if len(rules.quick_variants) > 1:
        rows.append(
            [
                b(t("opt-mode", mode=v), "c", i == c.variant, variant=i)
                for i, v in enumerate(rules.quick_variants)
            ]
        )
    rows.append([b(t("btn-quick-wait", sec=w), "c", w == c.wait, wait=w) for w in WAITS])
    rows.append([InlineKeyboardButton(text=t("btn-quick-go"), callback_data=c.button("go", user))])
    text = "\n".join(
        [t("quick-menu-title"), t("quick-menu-choice", what=describe(t, c.game, c.seats, c.variant_name)),
         t("quick-menu-hint", sec=c.wait)]
    )  # fmt: skip
    return text, InlineKeyboardMarkup(inline_keyboard=rows)


def _game_change(game: str) -> dict[str, object]:
    d = Choice.default(game)
    return {"game": game, "seats": d.seats, "variant": 0}


def _choice_of(w: Waiting) -> Choice:
    variants = rules_of(w.game).quick_variants
    variant = variants.index(w.variant) if w.variant in variants else 0
    return Choice(w.game, w.seats, variant, w.wait_seconds if w.wait_seconds in WAITS else DEFAULT_WAIT)


def waiting(t: Translator, w: Waiting) -> tuple[str, InlineKeyboardMarkup]:
    """In the queue (a stored row)."""
    return waiting_for(t, _choice_of(w), w.user_id)


def waiting_for(t: Translator, c: Choice, user: int) -> tuple[str, InlineKeyboardMarkup]:
    """In the queue with these choices (drawn before the row is written, so a match found at once
    edits it after)."""
    text = t("quick-waiting", what=describe(t, c.game, c.seats, c.variant_name), sec=c.wait)
    leave = InlineKeyboardButton(text=t("btn-quick-leave"), callback_data=c.button("x", user))
    return text, InlineKeyboardMarkup(inline_keyboard=[[leave]])


def state(t: Translator, w: Waiting) -> tuple[str, InlineKeyboardMarkup]:
    """The queue's state for ``/play`` again: waiting, or the offer of computers."""
    return offer(t, w) if w.offered else waiting(t, w)


def offer(t: Translator, w: Waiting) -> tuple[str, InlineKeyboardMarkup]:
    c = _choice_of(w)
    text = t("quick-offer", what=describe(t, w.game, w.seats, w.variant), n=min(w.seat_counts) - 1)
    rows = [
        [InlineKeyboardButton(text=t("btn-quick-fill"), callback_data=c.button("f", w.user_id))],
        [
            InlineKeyboardButton(
                text=t("btn-quick-keep", sec=w.wait_seconds), callback_data=c.button("k", w.user_id)
            )
        ],
        [InlineKeyboardButton(text=t("btn-quick-leave"), callback_data=c.button("x", w.user_id))],
    ]
    return text, InlineKeyboardMarkup(inline_keyboard=rows)


def again(t: Translator, text: str, c: Choice, user: int) -> tuple[str, InlineKeyboardMarkup]:
    """A message that ended the queue (left, refused): «🎲 Играть с кем угодно» opens the choices again."""
    kb = [[InlineKeyboardButton(text=t("btn-quick"), callback_data=c.button("c", user))]]
    return text, InlineKeyboardMarkup(inline_keyboard=kb)


def choice_of(w: Waiting) -> Choice:
    return _choice_of(w)
