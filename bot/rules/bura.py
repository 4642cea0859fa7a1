"""Bura's rules in the bot: the fair first-move draw, surrender, the match winner."""

from __future__ import annotations

from typing import Any, ClassVar

from bot.rules.base import GameRules, Start
from engines.bura import Bura, first_move_draw
from engines.bura.rules import TARGET
from engines.protocol import Game


class BuraRules(GameRules):
    engine = Bura
    default_capacity = 2
    surrender = True

    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        """Who leads deal 1: the fair first-move draw of deal 1's seed and contributions."""
        first, draws = first_move_draw(seed, contributions)
        return Start(first=first, draws={"draws": draws, "first": first})

    move_letters: ClassVar[dict[str, str]] = {
        "lead": "l", "beat": "b", "dump": "d", "enough": "e", "continue": "c", "stop": "s",
    }  # fmt: skip

    def context(self, game: Game, seat: int) -> str:
        """The trick: the deal, the cards left in the stock and the tricks taken (a lead after the
        «Стоп!» window closed is the same lead; the next trick's is not)."""
        if not isinstance(game, Bura):
            return super().context(game, seat)
        view = game.view(None)
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
