"""Durak in the bot: options (mode, seats, throw-in after «Беру»), the table, the hand, results."""

from __future__ import annotations

from typing import Any

from aiogram.types import InlineKeyboardButton as Button

from bot.callbacks import Option
from bot.games.base import GameUI
from bot.i18n import Translator
from bot.render.cards import FRENCH_SUITS, french
from bot.render.context import Ctx, Name
from bot.rooms.model import Room
from engines.protocol import Action, Game

MODES = ("podkidnoy", "perevodnoy")


class DurakUI(GameUI):
    name = "durak"
    default_capacity = 4

    def title(self, room: Room, t: Translator) -> str:
        return t("title-durak", mode=room.options.get("mode", "podkidnoy"), seats=room.capacity)

    def options_line(self, room: Room, t: Translator) -> str:
        o = room.options
        return t(
            "options-durak",
            mode=o.get("mode"),
            seats=room.capacity,
            tat="yes" if o.get("throw_in_after_take") else "no",
        )

    def option_rows(self, room: Room, t: Translator) -> list[list[Button]]:
        o = room.options
        rid = room.id

        def option(text: str, key: str, value: object) -> Button:
            return Button(text=text, callback_data=Option(room=rid, key=key, value=str(value)).pack())

        other = "perevodnoy" if o.get("mode") == "podkidnoy" else "podkidnoy"
        rows = [[option(t("btn-mode", mode=other), "mode", other)]]
        seat_row = []
        if room.capacity > max(2, len(room.seats)):
            seat_row.append(option(t("btn-seats-minus"), "seats", room.capacity - 1))
        if room.capacity < 6:
            seat_row.append(option(t("btn-seats-plus"), "seats", room.capacity + 1))
        rows.append(seat_row)
        tat = o.get("throw_in_after_take")
        rows.append([option(t("btn-tat", tat="no" if tat else "yes"), "tat", "0" if tat else "1")])
        return [r for r in rows if r]

    def option_value(self, room: Room, key: str, value: str) -> dict[str, Any] | None:
        options = dict(room.options)
        if key == "mode" and value in MODES:
            options["mode"] = value
        elif key == "tat" and value in ("0", "1"):
            options["throw_in_after_take"] = value == "1"
        else:
            return None
        return options

    def glyph(self, card: str, style: str = "italian") -> str:
        return french(card)

    # ----- the table ---------------------------------------------------------------------------------------
    def table_lines(self, room: Room, v: dict[str, Any], ctx: Ctx, name: Name, seat: int | None) -> list[str]:
        t = ctx.t
        out = []
        trump = v.get("trump")
        trump_text = FRENCH_SUITS[trump] if trump else "—"
        if v.get("trump_card"):
            trump_text += " (" + self.glyph(v["trump_card"]) + ")"
        out.append(t("durak-status", trump=trump_text, stock=v.get("stock", 0), discard=v.get("discard", 0)))
        table = v.get("table") or []
        if table:
            pairs = [self.glyph(a) + ("/" + self.glyph(c) if c else "/·") for a, c in table]
            out.append(t("table-cards", cards="  ".join(pairs)))
        else:
            out.append(t("table-empty"))
        to_act = set(v.get("to_act") or [])
        passed = set(v.get("passed") or [])
        out_seats = list(v.get("out") or [])
        for s in range(v["seats"]):
            mark = "  "
            if s in out_seats:
                mark = "🏁"
            elif s == v.get("defender"):
                mark = "🛡"
            elif s == v.get("attacker"):
                mark = "⚔"
            extra = []
            if s in out_seats:
                extra.append(t("state-out"))
            elif s == v.get("defender") and v.get("taking"):
                extra.append(t("state-taking"))
            elif s in passed:
                extra.append(t("state-passed"))
            if s in to_act:
                extra.append("⏳")
            line = f"{mark} {name(s)} — {t('cards-count', n=v['hand_sizes'][s])}"
            out.append(line + (" · " + " ".join(extra) if extra else ""))
        on_table = {c for pair in table for c in pair if c}
        last = self._last_line(room, ctx, name, on_table)
        if last:
            out.append(last)
        return out

    def _last_line(self, room: Room, ctx: Ctx, name: Name, on_table: set[str]) -> str | None:
        """The last move while its cards still lie on the table."""
        last = (room.last or {}).get("action")
        if not last:
            return None
        t = ctx.t
        kind = last.get("type")
        who = name(last["seat"]) if "seat" in last else ""
        if kind in ("attack", "transfer", "defend") and (
            last.get("card") not in on_table or last.get("target", last.get("card")) not in on_table
        ):
            return None
        if kind in ("attack", "transfer") and last.get("card"):
            return t(f"last-durak-{kind}", name=who, card=self.glyph(last["card"]))
        if kind == "defend":
            return t(
                "last-durak-defend",
                name=who,
                card=self.glyph(last["card"]),
                target=self.glyph(last["target"]),
            )
        if kind in ("take", "pass"):
            return t(f"last-durak-{kind}", name=who)
        return None

    # ----- the hand ----------------------------------------------------------------------------------------
    def prompt_key(self, view: dict[str, Any], legal: list[Action], seat: int) -> str:
        if seat == view.get("defender"):
            return (
                "prompt-durak-defend-transfer"
                if any(a.type == "transfer" for a in legal)
                else "prompt-durak-defend"
            )
        if not view.get("table"):
            return "prompt-durak-lead"
        return "prompt-durak-throw"

    def action_label(self, a: Action, ctx: Ctx) -> str:
        t = ctx.t
        if a.type == "attack":
            return t("act-attack", card=self.glyph(a.card or ""))
        if a.type == "defend":
            return t("act-defend", card=self.glyph(a.card or ""), target=self.glyph(a.target or ""))
        if a.type == "transfer":
            return t("act-transfer", card=self.glyph(a.card or ""))
        return t(f"act-{a.type}")

    # ----- results and pings -------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        t = ctx.t
        last = next((r for r in reversed(game.deal_results()) if r is not None), None)
        if last is None:
            return [t("result-none")]
        loser = last.get("loser")
        out = [t("durak-loser", name=name(loser)) if loser is not None else t("durak-draw")]
        if last.get("out"):
            out.append(t("durak-out-order", names=", ".join(name(s) for s in last["out"])))
        return out

    def waiting_for(self, room: Room, seat: int) -> bool:
        """The defender facing an uncovered card, the player who leads an empty table, and — once
        every attack card is covered — the players who may still throw in: the round waits for
        them (an attacker with an uncovered card on the table is not waited for: the defender is)."""
        game = room.engine()
        if game is None or not room.game_running():
            return False
        view = game.view(seat)
        table = view.get("table") or []
        if seat not in (view.get("to_act") or []):
            return False
        if seat == view.get("defender"):
            return any(c is None for _, c in table) and not view.get("taking")
        if not table:
            return seat == view.get("attacker")
        return all(c is not None for _, c in table) or bool(view.get("taking"))
