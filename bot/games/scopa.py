"""Scopa in the bot: two players or 2×2, the target score, deck styles, captures, results."""

from __future__ import annotations

from typing import Any

from aiogram.types import InlineKeyboardButton as Button

from bot.callbacks import Option
from bot.games.base import GameUI, Start
from bot.i18n import Translator
from bot.render.cards import STYLES, styled
from bot.render.context import Ctx, Name
from bot.rooms.model import Room
from engines.protocol import Action, Game


class ScopaUI(GameUI):
    name = "scopa"
    default_capacity = 2
    surrender = True

    def start(self, seed: bytes, contributions: list[str], seats: int) -> Start:
        return Start(dealer=seats - 1)  # so seat 0 (the room's first seat) plays first

    def title(self, room: Room, t: Translator) -> str:
        return t("title-scopa", seats=room.capacity, target=room.options.get("target", 11))

    def options_line(self, room: Room, t: Translator) -> str:
        return t("options-scopa", seats=room.capacity, target=room.options.get("target", 11))

    def option_rows(self, room: Room, t: Translator) -> list[list[Button]]:
        rid = room.id

        def option(text: str, key: str, value: object) -> Button:
            return Button(text=text, callback_data=Option(room=rid, key=key, value=str(value)).pack())

        target = int(room.options.get("target", 11))
        row = []
        if room.capacity == 2:
            row.append(option(t("btn-scopa-4"), "seats", 4))
        elif len(room.seats) <= 2:
            row.append(option(t("btn-scopa-2"), "seats", 2))
        targets = []
        if target > 11:
            targets.append(option(t("btn-target", n=target - 10), "target", target - 10))
        if target < 101:
            targets.append(option(t("btn-target", n=target + 10), "target", target + 10))
        return [r for r in (row, targets) if r]

    def option_value(self, room: Room, key: str, value: str) -> dict[str, Any] | None:
        if key != "target" or not value.isdigit():
            return None
        return {**room.options, "target": int(value)}

    def glyph(self, card: str, style: str = "italian") -> str:
        return styled(card, style)

    def all_glyphs(self, card: str) -> set[str]:
        return {styled(card, s) for s in STYLES}

    # ----- the table ---------------------------------------------------------------------------------------
    def table_lines(self, room: Room, v: dict[str, Any], ctx: Ctx, name: Name, seat: int | None) -> list[str]:
        t = ctx.t
        g = lambda c: self.glyph(c, ctx.style)  # noqa: E731
        out = [t("scopa-status", deal=v.get("deal", 1), stock=v.get("stock", 0), target=v.get("target", 11))]
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
            out.append(f"{mark} {name(s)} — {t('cards-count', n=v['hand_sizes'][s])}")
        lp = v.get("last_play")
        if lp:
            if lp.get("capture"):
                cards = self.glyphs(lp["capture"], ctx.style)
                line = t("scopa-last-capture", name=name(lp["seat"]), card=g(lp["card"]), cards=cards)
                out.append(line + (" 🧹" if lp.get("scopa") else ""))
            else:
                out.append(t("scopa-last-drop", name=name(lp["seat"]), card=g(lp["card"])))
        return out

    # ----- the hand ----------------------------------------------------------------------------------------
    def prompt_key(self, view: dict[str, Any], legal: list[Action], seat: int) -> str:
        return "prompt-scopa"

    def action_label(self, a: Action, ctx: Ctx) -> str:
        g = lambda c: self.glyph(c, ctx.style)  # noqa: E731
        if a.capture:
            return ctx.t("act-capture", card=g(a.card or ""), cards="+".join(g(c) for c in sorted(a.capture)))
        return ctx.t("act-drop", card=g(a.card or ""))

    # ----- results -----------------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        t = ctx.t
        results = game.deal_results()
        last = next((r for r in reversed(results) if r is not None), None)
        match = game.match_result() or {}
        teams = game.view(None).get("teams") or [[0], [1]]

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
        score = match.get("score")
        if score is not None:
            out.append(t("match-score", score=" : ".join(map(str, score))))
        outcome = room.outcome or {}
        if outcome.get("type") == "surrender":
            out.append(t("match-winner", name=side_names(outcome["winner"])))
        elif match.get("over") and match.get("winner") is not None:
            out.append(t("match-winner", name=side_names(match["winner"])))
        return out
