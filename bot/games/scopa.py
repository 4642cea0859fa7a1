"""Scopa in the bot: two players or 2×2, the target score, deck styles, captures, results."""

from __future__ import annotations

from typing import Any

from aiogram.types import InlineKeyboardButton as Button

from bot.games.base import GameUI, choice
from bot.i18n import Translator
from bot.model import Room
from bot.render.cards import STYLED_RANKS, STYLES, styled
from bot.render.context import Ctx, Name
from bot.rules.sides import TEAM_MARKS
from bot.storage.values import Deal
from engines.protocol import Action, Game
from engines.scopa import TARGETS, Scopa
from engines.scopa.view import ScopaView


def redeal_count(deal: Deal | None) -> int:
    """How many times the deal was dealt again (its fair-deck label ``scopa:N:rK``: K)."""
    if deal is None or ":r" not in deal.label:
        return 0
    tail = deal.label.rsplit(":r", 1)[1]
    return int(tail) if tail.isdigit() else 0


def legend(ctx: Ctx) -> str:
    style = ctx.style if ctx.style in STYLED_RANKS else "italian"
    letters = STYLED_RANKS[style]
    return ctx.t("scopa-legend", f=letters.get("J", "J"), c=letters.get("Q", "Q"), r=letters.get("K", "K"))


class ScopaUI(GameUI[ScopaView]):
    name = "scopa"

    def title(self, room: Room, t: Translator) -> str:
        return t("title-scopa", seats=room.capacity, target=room.options.get("target", 11))

    def options_line(self, room: Room, t: Translator) -> str:
        return t("options-scopa", seats=room.capacity, target=room.options.get("target", 11))

    def option_rows(self, room: Room, t: Translator) -> list[list[Button]]:
        """Every value a button, the current one marked: one on one or 2×2, every target
        (11, 16, 21, 31 … 101)."""
        target = int(room.options.get("target", 11))
        seats = [
            choice(room, t("opt-scopa-seats", seats=n), "seats", n, room.capacity == n)
            for n in (2, 4)
            if n == room.capacity or n >= len(room.seats)
        ]
        targets = [choice(room, str(n), "target", n, n == target) for n in TARGETS]
        rows = [seats, targets[:6], targets[6:]]
        return [r for r in rows if r]

    def seat_mark(self, room: Room, seat: int) -> str:
        k = self.rules.team_count(room)
        return TEAM_MARKS[seat % k] + " " if k else ""

    def glyph(self, card: str, style: str = "italian") -> str:
        return styled(card, style)

    def all_glyphs(self, card: str) -> set[str]:
        return {styled(card, s) for s in STYLES}

    # ----- the table ----------------------------------------------------------------------------------------
    def table_lines(self, room: Room, v: ScopaView, ctx: Ctx, name: Name, seat: int | None) -> list[str]:
        t = ctx.t
        g = lambda c: self.glyph(c, ctx.style)  # noqa: E731
        out = [t("scopa-status", deal=v.get("deal", 1), stock=v.get("stock", 0), target=v.get("target", 11))]
        redeals = redeal_count(ctx.deals.get((room.match_no, v.get("deal", 1))))
        if redeals:  # the first table held three or four kings: dealt again (scopa:N:rK)
            out.append(t("scopa-redeal", n=redeals))
        table = v.get("table") or []
        out.append(t("table-cards", cards=self.glyphs(table, ctx.style)) if table else t("table-empty"))
        teams = v.get("teams") or [[0], [1]]
        for side, seats in enumerate(teams):
            who = ", ".join(name(s) for s in seats)
            out.append(
                t(
                    "scopa-side",
                    side=side + 1,
                    who=who,
                    score=v["score"][side],
                    pile=v["piles"][side],
                    scopas=v["scopas"][side],
                )
            )
        turn = v.get("turn")
        for s in range(v["seats"]):
            mark = "⏳" if s == turn else "  "
            cards = t("cards-count", n=v["hand_sizes"][s])
            out.append(f"{mark} {self.seat_mark(room, s)}{name(s)} — {cards}")
        lp = v.get("last_play")
        if lp:
            if lp.get("capture"):
                cards = self.glyphs(lp["capture"], ctx.style)
                line = t("scopa-last-capture", name=name(lp["seat"]), card=g(lp["card"]), cards=cards)
                out.append(line + (" 🧹" if lp.get("scopa") else ""))
            else:
                out.append(t("scopa-last-drop", name=name(lp["seat"]), card=g(lp["card"])))
        return out

    # ----- the hand -----------------------------------------------------------------------------------------
    def hand_lines(
        self, room: Room, view: ScopaView, memory: dict[str, Any], ctx: Ctx, name: Name, seat: int
    ) -> list[str]:
        """The hand, with the legend of the figures' values under it (F = 8, C = 9, R = 10 in the
        Italian style; the player's own deck style's letters)."""
        out = super().hand_lines(room, view, memory, ctx, name, seat)
        at = len(self.before_hand(view, memory, ctx, name)) + 2  # after the blank line and the hand
        out.insert(at, legend(ctx))
        return out

    def prompt_key(self, view: ScopaView, legal: list[Action], seat: int) -> str:
        return "prompt-scopa"

    def action_label(self, a: Action, ctx: Ctx) -> str:
        g = lambda c: self.glyph(c, ctx.style)  # noqa: E731
        if a.capture:
            return ctx.t("act-capture", card=g(a.card or ""), cards="+".join(g(c) for c in sorted(a.capture)))
        return ctx.t("act-drop", card=g(a.card or ""))

    # ----- results ------------------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        t = ctx.t
        results = game.deal_results()
        last = next((r for r in reversed(results) if r is not None), None)
        match = game.match_result() or {}
        assert isinstance(game, Scopa)
        teams = game.view(None)["teams"]

        def side_names(side: int) -> str:
            return ", ".join(name(s) for s in teams[side])

        out: list[str] = []
        if last is not None:
            out.append(
                t("deal-result-header", n=len(results) if results[-1] is not None else len(results) - 1)
            )
            for side in range(len(teams)):
                out.append(
                    t(
                        "scopa-deal-side",
                        who=side_names(side),
                        cards=last["cards"][side],
                        coins=last["coins"][side],
                        settebello="✓" if last.get("settebello") == side else "—",
                        primiera=last["primiera"][side],
                        scopas=last["scopas"][side],
                        points=last["points"][side],
                    )
                )
            # which side won each category (a tie: nobody)
            for category in ("cards", "coins", "primiera"):
                a, b = last[category][0], last[category][1]
                winner = side_names(0) if a > b else side_names(1) if b > a else t("scopa-nobody")
                out.append(t("scopa-won", category=category, counts=f"{a} : {b}", who=winner))
            sette = last.get("settebello")
            who = side_names(sette) if sette is not None else t("scopa-nobody")
            out.append(t("scopa-won-settebello", who=who))
        score = match.get("score")
        if score is not None:
            out.append(t("match-score", score=f"{side_names(0)} {score[0]} : {score[1]} {side_names(1)}"))
        outcome = room.outcome or {}
        if outcome.get("type") == "surrender":
            out.append(t("match-winner", name=side_names(outcome["winner"])))
        elif match.get("over") and match.get("winner") is not None:
            out.append(t("match-winner", name=side_names(match["winner"])))
        return out

    # ----- statistics ---------------------------------------------------------------------------------------
    def mode_text(self, mode: str, t: Translator) -> str | None:
        seats = mode.partition(":")[0]
        return t("stats-mode-scopa", seats=int(seats) if seats.isdigit() else 2)
