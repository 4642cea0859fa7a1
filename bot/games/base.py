"""What the bot needs to know of a game, beyond its engine: one :class:`GameUI` per game module
(``bot/games/durak.py``, ``bura.py``, ``scopa.py``), registered in ``bot/games/__init__.py``.

A game module reads only ``Game.view(seat)`` (``view(None)`` for the group), ``Game.memory(seat)``
for what a player has already seen, and ``legal_actions(seat)`` for the buttons.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from aiogram.types import InlineKeyboardButton as Button

from bot.callbacks import Act, Back, PickCard
from bot.i18n import Translator
from bot.render.context import Ctx, Name
from bot.render.timing import bar_text
from bot.rooms.model import Room, sorted_legal
from engines.protocol import Action, Game

CARDS_PER_ROW = 6


@dataclass(frozen=True)
class Start:
    """How a match starts: who plays first, who deals, Bura's first-move draw (for the record)."""

    first: int = 0
    dealer: int = 0
    draws: dict[str, Any] | None = None


class GameUI:
    """Defaults shared by the games; each game module overrides what differs."""

    name: ClassVar[str]
    #: seats of a new room
    default_capacity: ClassVar[int] = 2
    #: «🏳 Сдаться» is offered while a deal runs (and the bot ends the match between deals)
    surrender: ClassVar[bool] = False

    # ----- the match ---------------------------------------------------------------------------------------
    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        return Start()

    # ----- the lobby ---------------------------------------------------------------------------------------
    def title(self, room: Room, t: Translator) -> str:
        return t(f"title-{self.name}")

    def options_line(self, room: Room, t: Translator) -> str:
        return t(f"options-{self.name}")

    def option_rows(self, room: Room, t: Translator) -> list[list[Button]]:
        return []

    def option_value(self, room: Room, key: str, value: str) -> dict[str, Any] | None:
        """The room's options with ``key`` set to ``value`` (not yet normalized); None when the game
        has no such option or value."""
        return None

    # ----- cards -------------------------------------------------------------------------------------------
    def glyph(self, card: str, style: str = "italian") -> str:
        raise NotImplementedError

    def glyphs(self, cards: list[str] | tuple[str, ...], style: str = "italian", sep: str = " ") -> str:
        return sep.join(self.glyph(c, style) for c in cards)

    def all_glyphs(self, card: str) -> set[str]:
        """Every way a card may be written (tests look for hidden cards in group messages)."""
        return {self.glyph(card)}

    # ----- the table and the hand --------------------------------------------------------------------------
    def table_lines(
        self, room: Room, view: dict[str, Any], ctx: Ctx, name: Name, seat: int | None
    ) -> list[str]:
        raise NotImplementedError

    def prompt_key(self, view: dict[str, Any], legal: list[Action], seat: int) -> str:
        raise NotImplementedError

    def before_hand(self, view: dict[str, Any], memory: dict[str, Any], ctx: Ctx, name: Name) -> list[str]:
        """Lines shown above the hand (Bura: what the opponent did with my lead)."""
        return []

    def bar_kind(self, view: dict[str, Any], seat: int) -> str | None:
        """Which progress bar ``seat`` sees against the clock, from its own view only."""
        return None

    def hand_lines(
        self, room: Room, view: dict[str, Any], memory: dict[str, Any], ctx: Ctx, name: Name, seat: int
    ) -> list[str]:
        t = ctx.t
        hand = view.get("hand") or []
        out = self.before_hand(view, memory, ctx, name)
        out += ["", t("your-hand", cards=self.glyphs(hand, ctx.style) if hand else "—")]
        game = room.engine()
        assert game is not None
        legal = game.legal_actions(seat)
        if legal and any(a.type != "surrender" for a in legal):
            out.append(t(self.prompt_key(view, legal, seat)))
            bar = self.bar_line(view, seat, ctx)
            if bar:
                out.append(bar)
        else:
            waiting = [name(s) for s in (view.get("to_act") or []) if s != seat]
            out.append(t("waiting-for", names=", ".join(waiting) if waiting else "…"))
        return out

    def bar_line(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str | None:
        """The progress bar above «Стоп!» for the one seat that races the clock."""
        clock = ctx.timing.clock
        kind = self.bar_kind(view, seat)
        if clock is None or kind is None or not self.bar_matches(kind, clock.action):
            return None
        left = max(0.0, clock.due - ctx.timing.now)
        return ctx.t(f"bar-{kind}", bar=bar_text(left, clock.total), n=math.ceil(left - 1e-9))

    def bar_matches(self, kind: str, action: str) -> bool:
        return False

    def action_label(self, a: Action, ctx: Ctx) -> str:
        return ctx.t(f"act-{a.type}")

    def hand_rows(
        self,
        room: Room,
        game: Game,
        view: dict[str, Any],
        ctx: Ctx,
        seat: int,
        *,
        selection: int = 0,
        pick: str | None = None,
    ) -> list[list[Button]]:
        """One button per playable card (a card with several moves opens them), then the moves
        without a card."""
        legal = sorted_legal(game, seat)
        t = ctx.t
        turn = room.turn
        rows: list[list[Button]] = []
        by_card: dict[str, list[int]] = {}
        plain: list[int] = []
        for i, a in enumerate(legal):
            if a.card is not None:
                by_card.setdefault(a.card, []).append(i)
            elif a.type != "surrender":
                plain.append(i)

        def act(i: int, text: str) -> Button:
            return Button(text=text, callback_data=Act(room=room.id, turn=turn, seat=seat, index=i).pack())

        if pick is not None and pick in by_card:
            rows += [[act(i, self.action_label(legal[i], ctx))] for i in by_card[pick]]
            rows.append(
                [Button(text=t("btn-back"), callback_data=Back(room=room.id, turn=turn, seat=seat).pack())]
            )
            return rows
        buttons = []
        for card in view.get("hand") or []:
            if card not in by_card:
                continue
            idx = by_card[card]
            if len(idx) == 1:
                buttons.append(act(idx[0], self.glyph(card, ctx.style)))
            else:
                data = PickCard(room=room.id, turn=turn, seat=seat, card=card).pack()
                buttons.append(Button(text=self.glyph(card, ctx.style) + " …", callback_data=data))
        rows += [buttons[k : k + CARDS_PER_ROW] for k in range(0, len(buttons), CARDS_PER_ROW)]
        if plain:
            rows.append([act(i, self.action_label(legal[i], ctx)) for i in plain])
        return rows

    # ----- results -----------------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        raise NotImplementedError

    # ----- pings -------------------------------------------------------------------------------------------
    def waiting_for(self, room: Room, seat: int) -> bool:
        """Is ``seat`` being waited for now (a «Ваш ход» ping)? By default: it is to act."""
        game = room.engine()
        if game is None or not room.game_running():
            return False
        return seat in (game.view(seat).get("to_act") or [])
