"""Scopa's rules in the bot: one on one or 2×2, the target score, surrender, the match winner."""

from __future__ import annotations

from typing import Any, ClassVar

from bot.model import Room
from bot.rules.base import GameRules, Start
from engines.protocol import Game
from engines.scopa import Scopa
from engines.scopa.rules import DEFAULT_TARGET


class ScopaRules(GameRules):
    engine = Scopa
    default_capacity = 2
    surrender = True

    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        return Start(dealer=seats - 1)  # so seat 0 (the room's first seat) plays first

    move_letters: ClassVar[dict[str, str]] = {"play": "p"}

    def context(self, game: Game, seat: int) -> str:
        """The deal and the cards on the table: a capture (or a drop) means the same on the same table."""
        if not isinstance(game, Scopa):
            return super().context(game, seat)
        return f"{game.deal_number()}:{','.join(sorted(game.view(None)['table']))}"

    def option_value(self, room: Room, key: str, value: str) -> dict[str, Any] | None:
        if key != "target" or not value.isdigit():
            return None
        return {**room.options, "target": int(value)}

    def team_count(self, room: Room) -> int:
        """2×2: sides are the seats 1 and 3 (team 1) against 2 and 4 (team 2), as the engine's
        ``teams``; people pick theirs in the full lobby."""
        return 2 if room.capacity == 4 else 0

    def solo_seats(self) -> tuple[int, ...]:
        return (2, 4)  # one opponent, or three in 2×2 (a computer partner)

    def winner_side(self, options: dict[str, Any], deal_results: list[Any]) -> int | None:
        """The match winner from its deals' points: ahead once a side reaches the target."""
        target = int(options.get("target") or DEFAULT_TARGET)
        score = [0, 0]
        for result in deal_results:
            if not result:
                continue
            points = result.get("points") or [0, 0]
            score = [score[0] + int(points[0]), score[1] + int(points[1])]
            if max(score) >= target and score[0] != score[1]:
                return 0 if score[0] > score[1] else 1
        return None
