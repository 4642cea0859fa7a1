"""Durak in the bot: options (mode, seats, throw-in after «Беру»), the table, the hand, results."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton as Button

from bot.chat.callbacks import Option, ThrowWait
from bot.games.base import GameUI, checkbox, choice
from bot.i18n import Translator, ltr
from bot.model import Room
from bot.render.cards import FRENCH_SUITS, TRUMP_MARK, french, french_button, trumps_last
from bot.render.context import Ctx, Name
from bot.rules.durak import MODES, TEAM_CHOICES, THROW_IN_TIMINGS
from bot.rules.sides import TEAM_MARKS
from engines.durak import Durak
from engines.durak.view import DurakView
from engines.protocol import Action, Game

UNCOVERED = "❗"  # an attack card nobody has covered yet
#: the locale's selector word for each team option (Fluent variant keys cannot start with a digit)
TEAM_WORDS = {"2x2": "pairs", "3x2": "threepairs", "2x3": "threes", "none": "none"}


class DurakUI(GameUI[DurakView]):
    name = "durak"
    tally_key = "durak"
    review_unit = "chance"
    loser_board = True

    def title(self, room: Room, t: Translator) -> str:
        return t("title-durak", mode=room.options.get("mode", "podkidnoy"), seats=room.capacity)

    def options_line(self, room: Room, t: Translator) -> str:
        o = room.options
        return t(
            "options-durak",
            mode=o.get("mode"),
            seats=room.capacity,
            tat="yes" if o.get("throw_in_after_take") else "no",
        ) + "\n" + self._rule_lines(room, t)

    def _rule_lines(self, room: Room, t: Translator) -> str:
        """The throw-in timing rule line, and the teams line in a team room."""
        o = room.options
        lines = [t("durak-rule-throw-in", timing=o.get("throw_in", "any_time"))]
        teams = o.get("teams")
        if teams:
            lines.append(t("durak-rule-teams", teams=TEAM_WORDS[teams]))
        return "\n".join(lines)

    def option_rows(self, room: Room, t: Translator) -> list[list[Button]]:
        o = room.options
        rid = room.id

        def option(text: str, key: str, value: object) -> Button:
            return Button(text=text, callback_data=Option(room=rid, key=key, value=str(value)).pack())

        # every value of an option is a button, the current one marked
        rows = [[choice(room, t("opt-mode", mode=m), "mode", m, o.get("mode") == m) for m in MODES]]
        seat_row = []
        if room.capacity > max(2, len(room.seats)):
            seat_row.append(option(t("btn-seats-minus"), "seats", room.capacity - 1))
        if room.capacity < 6:
            seat_row.append(option(t("btn-seats-plus"), "seats", room.capacity + 1))
        rows.append(seat_row)
        rows.append([checkbox(room, t("opt-tat"), "tat", bool(o.get("throw_in_after_take")))])
        timing = o.get("throw_in") or "any_time"
        rows.append(
            [choice(room, t("opt-ti", timing=v), "ti", v, timing == v) for v in THROW_IN_TIMINGS]
        )
        choices = TEAM_CHOICES.get(room.capacity, ())
        if choices:  # team options only when the seat count fits
            now = o.get("teams") or "none"
            rows.append(
                [
                    choice(room, t("opt-teams", teams=TEAM_WORDS[v]), "teams", v, now == v)
                    for v in ("none", *choices)
                ]
            )
        return [r for r in rows if r]

    def changed_lines(self, room: Room, ctx: Ctx) -> list[str]:
        """Throw-ins after «Беру», their timing, the teams and the throw-in wait, when not a new
        room's (the title names the mode and the seats)."""
        t, o = ctx.t, room.options
        default = room.cls.normalize_options(None)
        out = []
        if bool(o.get("throw_in_after_take")) != bool(default.get("throw_in_after_take")):
            out.append(t("durak-rule-tat", tat="yes" if o.get("throw_in_after_take") else "no"))
        if (o.get("throw_in") or "any_time") != (default.get("throw_in") or "any_time"):
            out.append(t("durak-rule-throw-in", timing=o.get("throw_in")))
        if o.get("teams"):
            out.append(t("durak-rule-teams", teams=TEAM_WORDS[o["teams"]]))
        if self._wait(room, ctx) != round(ctx.timing.throw_wait_default):
            out += self.room_option_lines(room, ctx)
        return out

    def seat_mark(self, room: Room, seat: int) -> str:
        k = self.rules.team_count(room)
        return TEAM_MARKS[seat % k] + " " if k else ""

    def glyph(self, card: str, style: str = "italian") -> str:
        return french(card)

    def all_glyphs(self, card: str) -> set[str]:
        return {french(card), french_button(card)}

    def hand_order(self, view: DurakView) -> list[str]:
        return trumps_last(view.get("hand") or [], view.get("trump"))

    def hand_text(self, view: DurakView, ctx: Ctx) -> str:
        trump = view.get("trump")
        cards = " ".join(self.glyph(c) + (TRUMP_MARK if c[1] == trump else "") for c in self.hand_order(view))
        return ltr(cards, ctx.t.lang)

    def button_text(self, card: str, view: DurakView, ctx: Ctx) -> str:
        return french_button(card) + (TRUMP_MARK if card[1] == view.get("trump") else "")

    # ----- the table ----------------------------------------------------------------------------------------
    def table_lines(self, room: Room, v: DurakView, ctx: Ctx, name: Name, seat: int | None) -> list[str]:
        t = ctx.t
        out = []
        trump = v.get("trump")
        trump_text = FRENCH_SUITS[trump] if trump else "—"
        if trump_card := v.get("trump_card"):
            trump_text += " (" + ltr(self.glyph(trump_card), t.lang) + ")"
        out.append(t("durak-status", trump=trump_text, stock=v.get("stock", 0), discard=v.get("discard", 0)))
        table = v.get("table") or []
        if table:
            # attack ← cover, an uncovered card marked; two pairs a line, so it never wraps on a phone
            out.append(t("durak-table"))
            # an attack card is never None: only its cover may be missing
            pairs = [f"{self.glyph(a or '')} ← {self.glyph(c) if c else UNCOVERED}" for a, c in table]
            pairs = [ltr(pair, t.lang) for pair in pairs]  # Persian, Arabic: the cards still left to right
            out += ["   " + "   ".join(pairs[k : k + 2]) for k in range(0, len(pairs), 2)]
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
            line = f"{mark} {self.seat_mark(room, s)}{name(s)} — {t('cards-count', n=v['hand_sizes'][s])}"
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
        if kind == "pass" and (room.last or {}).get("timeout"):
            return t("last-durak-throw-timeout")
        if kind in ("take", "pass"):
            return t(f"last-durak-{kind}", name=who)
        return None

    # ----- the hand -----------------------------------------------------------------------------------------
    def prompt_key(self, view: DurakView, legal: list[Action], seat: int) -> str:
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

    # ----- results ------------------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        t = ctx.t
        last = next((r for r in reversed(game.deal_results()) if r is not None), None)
        if last is None:
            return [t("result-none")]
        loser = last.get("loser")
        assert isinstance(game, Durak)
        sizes = game.view(None)["hand_sizes"]

        def durak_line(seat: int) -> str:
            left = sizes[seat] if seat < len(sizes) else 0
            return t("durak-loser-cards", name=name(seat), cards=t("cards-count", n=left))

        team = last.get("loser_team")
        if team is not None:  # a team game: name the losing team, and its durak when there is one
            k = self.rules.team_count(room) or 1
            members = ", ".join(name(s) for s in range(room.capacity) if s % k == team)
            out = [t("durak-loser-team", mark=TEAM_MARKS[team % len(TEAM_MARKS)], n=team + 1, names=members)]
            if loser is not None:
                out.append(durak_line(loser))
        else:
            out = [durak_line(loser) if loser is not None else t("durak-draw")]
        if last.get("out"):
            order = " · ".join(f"{i}. {name(s)}" for i, s in enumerate(last["out"], 1))
            out.append(t("durak-out-order", names=order))
        return out

    # ----- statistics ---------------------------------------------------------------------------------------
    def mode_text(self, mode: str, t: Translator) -> str | None:
        seats, _, rest = mode.partition(":")
        kind, _, teams = rest.partition(":")
        return t(
            "stats-mode-durak",
            seats=int(seats) if seats.isdigit() else 0,
            mode=kind or "podkidnoy",
            teams=TEAM_WORDS.get(teams, "none"),
        )

    # ----- the throw-in wait --------------------------------------------------------------------------------
    #: the throw-in wait's choices in the lobby (seconds; 0 off), the room's default added
    WAIT_CHOICES = (5, 10, 20, 0)

    def _wait(self, room: Room, ctx: Ctx) -> int:
        value = room.extra.get("throw_wait")
        return round(ctx.timing.throw_wait_default if value is None else float(value))

    def room_option_lines(self, room: Room, ctx: Ctx) -> list[str]:
        wait = self._wait(room, ctx)
        if not wait:
            return [ctx.t("durak-throw-wait-off")]
        # with throw-ins after «Беру» the wait also runs once the defender takes
        take = room.options.get("throw_in_after_take", True)
        return [ctx.t("durak-throw-wait-take" if take else "durak-throw-wait", n=wait)]

    def room_option_rows(self, room: Room, ctx: Ctx) -> list[list[Button]]:
        wait = self._wait(room, ctx)
        choices = sorted({*self.WAIT_CHOICES[:-1], round(ctx.timing.throw_wait_default)} - {0}) + [0]
        nxt = choices[(choices.index(wait) + 1) % len(choices)] if wait in choices else choices[0]
        text = ctx.t("btn-throw-wait", n=wait) if wait else ctx.t("btn-throw-wait-off")
        return [[Button(text=text, callback_data=ThrowWait(room=room.id, seconds=nxt).pack())]]

    def bar_kind(self, view: DurakView, seat: int) -> str | None:
        """``throwin`` for a seat the covered round waits for, ``throwin-take`` for one the round
        waits for after the defender's «Беру» (its own countdown)."""
        table = view.get("table") or []
        if not table or seat == view.get("defender") or seat not in (view.get("to_act") or []):
            return None
        if view.get("taking"):
            return "throwin-take"
        if all(c is not None for _, c in table):
            return "throwin"
        return None

    def bar_matches(self, kind: str, action: str) -> bool:
        return kind in ("throwin", "throwin-take") and action == "pass"
