"""Bura's rules in the bot: the first-move draw played before deal 1, surrender, the match winner."""

from __future__ import annotations

import secrets
from typing import Any, ClassVar

from bot.rules.base import GameRules, Start
from engines.bura import Bura
from engines.bura.rules import TARGET
from engines.protocol import Action, Game

#: the letter of a draw's pick on a button, followed by the position (two digits)
PICK = "k"


class BuraRules(GameRules):
    engine = Bura
    default_capacity = 2
    surrender = True

    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        """Who leads deal 1 is drawn by the players before it (:meth:`open_draw`)."""
        return Start()

    # ----- the first-move draw (docs/rules/bura.md, version 2) -------------------------------------
    def open_draw(self, game: Game) -> bool:
        assert isinstance(game, Bura)
        game.begin_draw()
        return True

    def in_draw(self, game: Game) -> bool:
        return isinstance(game, Bura) and game.phase == "draw"

    def chance_label(self, game: Game) -> str | None:
        return game.draw_label() if isinstance(game, Bura) and game.needs_spread() else None

    def feed_chance(self, game: Game, deck: list[str]) -> None:
        assert isinstance(game, Bura)
        game.spread_deck(deck)

    def draw_result(self, game: Game) -> dict[str, Any] | None:
        return game.draw_result() if isinstance(game, Bura) else None

    def chance_seats(self, game: Game) -> list[int]:
        return game.to_act() if self.in_draw(game) else []

    def chance_move(self, game: Game, seat: int) -> Action:
        """A free position of the spread, uniformly, from ``secrets`` (bura.md: recorded like a pick)."""
        picks = game.legal_actions(seat)
        return picks[secrets.randbelow(len(picks))]

    def move_code(self, action: Action) -> str | None:
        if action.type == "pick" and action.position is not None:
            return f"{PICK}{action.position:02d}"
        return super().move_code(action)

    def move_of(self, code: str, seat: int) -> Action | None:
        if code[:1] == PICK:
            digits = code[1:]
            if len(digits) != 2 or not digits.isdigit():
                return None
            return Action("pick", seat, position=int(digits))
        return super().move_of(code, seat)

    move_letters: ClassVar[dict[str, str]] = {
        "lead": "l", "beat": "b", "dump": "d", "enough": "e", "continue": "c", "stop": "s",
    }  # fmt: skip

    def context(self, game: Game, seat: int) -> str:
        """The trick: the deal, the cards left in the stock and the tricks taken (a lead after the
        «Стоп!» window closed is the same lead; the next trick's is not); in the draw, its round."""
        if not isinstance(game, Bura):
            return super().context(game, seat)
        view = game.view(None)
        if game.phase == "draw":
            return f"draw:{len((view['draw'] or {}).get('rounds') or [])}"
        return f"{view['deal']}:{view['stock']}:{sum(view['tricks'])}:{view['attacker']}"
    def winner_side(self, options: dict[str, Any], deal_results: list[Any]) -> int | None:
        """The match winner from its deals' awards: a surrender, or the first to reach 12."""
        score = [0, 0]
        for result in deal_results:
            award = (result or {}).get("award") or {}
            seat = award.get("seat")
            if seat not in (0, 1):
                continue
            if award.get("reason") == "surrender":
                return int(seat)
            score[seat] += int(award.get("points") or 0)
            if score[seat] >= TARGET:
                return int(seat)
        return None
