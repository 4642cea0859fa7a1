"""Bura in the bot: the first-move draw, the table, selecting cards, «Стоп!» and its bar, results."""

from __future__ import annotations

from typing import Any

from aiogram.types import InlineKeyboardButton as Button

from bot.chat.callbacks import Toggle
from bot.games.base import GameUI, Layout, move_button
from bot.i18n import ltr
from bot.model import Room, sorted_legal
from bot.render.cards import TRUMP_MARK, french, french_button, trumps_last
from bot.render.context import Ctx, Name
from engines.bura import Bura
from engines.bura.view import BuraView
from engines.protocol import Action, Game

BURA_ORDER = "6789JQKTA"  # the order for beating: the ten outranks the face cards
#: the face-down spread of the first-move draw: buttons a row
SPREAD_ROW = 6
BACK = "🂠"


class BuraUI(GameUI[BuraView]):
    name = "bura"

    def glyph(self, card: str, style: str = "italian") -> str:
        return french(card)

    def all_glyphs(self, card: str) -> set[str]:
        return {french(card), french_button(card)}

    def hand_order(self, view: BuraView) -> list[str]:
        return trumps_last(view.get("hand") or [], view.get("trump_suit"), BURA_ORDER)

    def hand_text(self, view: BuraView, ctx: Ctx) -> str:
        trump = view.get("trump_suit")
        return " ".join(self.glyph(c) + (TRUMP_MARK if c[1] == trump else "") for c in self.hand_order(view))

    def button_text(self, card: str, view: BuraView, ctx: Ctx) -> str:
        return french_button(card) + (TRUMP_MARK if card[1] == view.get("trump_suit") else "")

    # ----- the table ---------------------------------------------------------------------------------------
    def table_lines(self, room: Room, v: BuraView, ctx: Ctx, name: Name, seat: int | None) -> list[str]:
        t = ctx.t
        drawn = v.get("draw")
        if v.get("phase") == "draw" and drawn is not None:
            return self._draw_lines(drawn, ctx, name)
        trump = self.glyph(card) if (card := v.get("trump")) else "—"
        out = [t("bura-status", deal=v.get("deal", 1), trump=trump, stock=v.get("stock", 0))]
        if drawn is not None and drawn.get("first") is not None and v.get("deal") == 1:
            out.insert(0, self._drawn_line(drawn["rounds"][-1]["cards"], drawn["first"], ctx, name))
        lead, leader = v["table"]["lead"], v["table"]["attacker"]
        if lead and leader is not None:
            out.append(t("bura-lead", name=name(leader), cards=self.glyphs(lead)))
        else:
            out.append(t("table-empty"))
        to_act = set(v.get("to_act") or [])
        for s in (0, 1):
            mark = "⚔" if s == v.get("attacker") else ("🛡" if s == v.get("defender") else "  ")
            wait = " ⏳" if s in to_act else ""
            counts = [
                t("cards-count", n=v["hand_sizes"][s]),
                t("tricks-count", n=v["tricks"][s]),
                t("score-points", n=v["score"][s]),
            ]
            out.append(f"{mark} {name(s)} — {', '.join(counts)}{wait}")
        if v.get("window"):
            out.append(t("bura-window"))
        if v.get("claim"):
            out.append(t("bura-claim"))
        if seat is None:
            last = self._last_line(room, ctx, name)
            if last:
                out.append(last)
        return out

    # ----- the first-move draw (docs/rules/bura.md, version 2) ----------------------------------------
    def _draw_lines(self, drawn: dict[str, Any], ctx: Ctx, name: Name) -> list[str]:
        """The draw as everyone sees it: how it goes, the ties so far, who has picked a card."""
        t = ctx.t
        out = [t("bura-draw-header")]
        rounds = drawn.get("rounds") or []
        for r in rounds:
            if None not in r["cards"] and r["cards"][0][0] == r["cards"][1][0]:
                out.append(t("bura-draw-tie", a=name(0), ca=self.glyph(r["cards"][0]),
                             b=name(1), cb=self.glyph(r["cards"][1])))
        if drawn.get("spread") is not None and rounds:
            picks = rounds[-1]["picks"]
            for s in (0, 1):
                key = "bura-draw-picked" if picks[s] is not None else "bura-draw-picking"
                out.append(t(key, name=name(s)))
        return out

    def _drawn_line(self, cards: list[str], first: int, ctx: Ctx, name: Name) -> str:
        """«Аня: 7♠, Компьютер: 10♣ → ходит Компьютер» — the draw that decided who leads deal 1."""
        return ctx.t("bura-draw-result", a=name(0), ca=self.glyph(cards[0]), b=name(1),
                     cb=self.glyph(cards[1]), first=name(first))

    def _last_line(self, room: Room, ctx: Ctx, name: Name) -> str | None:
        """The last move, public part only (a dump never shows its cards)."""
        last = (room.last or {}).get("action")
        if not last:
            return None
        kind = last.get("type")
        who = name(last["seat"]) if "seat" in last else ""
        if kind == "lead":
            return ctx.t("last-bura-lead", name=who, n=len(last.get("cards") or []))
        if kind in ("beat", "dump", "enough", "continue", "stop", "surrender"):
            return ctx.t(f"last-bura-{kind}", name=who, n=len(last.get("cards") or last.get("pairs") or []))
        return None

    # ----- the hand ----------------------------------------------------------------------------------------
    def hand_lines(
        self, room: Room, view: BuraView, memory: dict[str, Any], ctx: Ctx, name: Name, seat: int
    ) -> list[str]:
        """In the draw: no hand yet, only the invitation to pick (or whom the draw waits for)."""
        if view.get("phase") != "draw":
            return super().hand_lines(room, view, memory, ctx, name, seat)
        if seat in (view.get("to_act") or []):
            return ["", ctx.t("prompt-bura-draw")]
        waiting = [name(s) for s in view.get("to_act") or []]
        return ["", ctx.t("waiting-for", names=", ".join(waiting) if waiting else "…")]

    def before_hand(self, view: BuraView, memory: dict[str, Any], ctx: Ctx, name: Name) -> list[str]:
        ex = memory.get("exchanges") or []
        if not ex:
            return []
        e = ex[-1]
        if e.get("beat"):
            pairs = ", ".join(f"{self.glyph(a)}→{self.glyph(c)}" for a, c in e["beat"])
            return [ctx.t("bura-last-beat", name=name(e["defender"]), pairs=pairs)]
        if e.get("dump_count"):
            dump = e.get("dump")
            cards = self.glyphs(dump) if dump else "🂠" * e["dump_count"]
            return [ctx.t("bura-last-dump", name=name(e["defender"]), n=e["dump_count"], cards=cards)]
        return []

    def prompt_key(self, view: BuraView, legal: list[Action], seat: int) -> str:
        types = {a.type for a in legal}
        if "enough" in types:
            return "prompt-bura-decide"
        if types <= {"stop", "surrender"} and view.get("phase") != "claim":
            return "prompt-bura-stop"
        if view.get("phase") == "defend" and seat == view.get("defender"):
            return "prompt-bura-defend"
        if view.get("phase") == "claim":
            return "prompt-bura-claim"
        return "prompt-bura-lead"

    def bar_kind(self, view: BuraView, seat: int) -> str | None:
        """``window`` for the defender who may intercept with three of one suit while the window is
        open, ``claim`` for the attacker answering a claim; ``None`` for everyone else (the
        attacker during a window included: its screen is the same whatever the defender holds)."""
        if not view.get("can_stop"):
            return None
        if view.get("claim") and seat == view.get("attacker"):
            return "claim"
        hand = view.get("hand") or []
        if (
            view.get("window")
            and seat == view.get("defender")
            and view.get("phase") in ("lead", "defend")
            and len(hand) == 3
            and len({c[1] for c in hand}) == 1
        ):
            return "window"
        return None

    def bar_matches(self, kind: str, action: str) -> bool:
        return (kind == "window") == (action == "window_close")

    def action_label(self, a: Action, ctx: Ctx) -> str:
        t = ctx.t
        if a.type == "lead":
            return t("act-lead", cards=self.glyphs(sorted(a.cards or [])))
        if a.type == "dump":
            return t("act-dump", cards=self.glyphs(sorted(a.cards or [])))
        if a.type == "pick":
            return t("act-pick", n=(a.position or 0) + 1)
        if a.type == "beat":
            return t(
                "act-beat",
                pairs=", ".join(f"{self.glyph(c)}→{self.glyph(x)}" for c, x in sorted(a.pairs or [])),
            )
        return t(f"act-{a.type}")

    def hand_rows(
        self,
        room: Room,
        game: Game,
        view: BuraView,
        ctx: Ctx,
        seat: int,
        *,
        selection: frozenset[str] = frozenset(),
        pick: str | None = None,
        layout: Layout | None = None,
    ) -> list[list[Button]]:
        """Tap cards to mark them, then the moves that use exactly the marked cards appear. In the
        first-move draw: the face-down spread, a back per free position."""
        legal = sorted_legal(game, seat)
        turn = room.turn
        token = self.rules.token(room, game, seat)
        if view.get("phase") == "draw":
            picks = sorted((a for a in legal if a.type == "pick"), key=lambda a: a.position or 0)
            backs = [move_button(room, seat, a, BACK, token) for a in picks]
            return [backs[i : i + SPREAD_ROW] for i in range(0, len(backs), SPREAD_ROW)]
        chosen = set(selection)
        card_moves = [a for a in legal if a.type in ("lead", "dump", "beat")]

        def used(a: Action) -> set[str]:
            return set(a.cards or ()) | {x for _, x in (a.pairs or ())}

        def act(a: Action) -> Button:
            return move_button(room, seat, a, self.action_label(a, ctx), token)

        usable: set[str] = set()
        for a in card_moves:
            usable |= used(a)
        rows: list[list[Button]] = []
        cards_row = []
        for c in self.hand_order(view):  # shown trumps last
            if c in usable:
                on = 0 if c in chosen else 1
                data = Toggle(room=room.id, turn=turn, seat=seat, card=c, on=on).pack()
                text = ("✅" if c in chosen else "") + self.button_text(c, view, ctx)
                cards_row.append(Button(text=text, callback_data=data))
        if cards_row:
            rows.append(cards_row)
        if chosen:
            rows += [[act(a)] for a in card_moves if used(a) == chosen]
        other = [act(a) for a in legal if a.type in ("enough", "continue", "stop")]
        if other:
            rows.append(other)
        return rows

    def markable(self, game: Game, seat: int) -> set[str]:
        """The cards a mark may choose now (those of some lead, beat or dump)."""
        out: set[str] = set()
        for a in game.legal_actions(seat):
            if a.type in ("lead", "dump", "beat"):
                out |= set(a.cards or ()) | {x for _, x in (a.pairs or ())}
        return out

    # ----- results -----------------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        """Who declared «Хватит!» with how many card points against the 41–70 range, who got the
        award, both piles card by card (the view reveals them once the deal is over) and the match
        score with names."""
        t = ctx.t
        assert isinstance(game, Bura)
        view = game.view(None)
        results = game.deal_results()
        last = next((r for r in reversed(results) if r is not None), None)
        match = game.match_result() or {}
        out: list[str] = []
        if last is not None:
            out.append(
                t("deal-result-header", n=len(results) if results[-1] is not None else len(results) - 1)
            )
            award = last.get("award") or {}
            reason = award.get("reason", "tie")
            pp, tr = last.get("pile_points") or [0, 0], last.get("tricks") or [0, 0]
            if reason in ("enough", "enough_wrong"):
                declarer = award["seat"] if reason == "enough" else 1 - award["seat"]
                key = "bura-declared-ok" if reason == "enough" else "bura-declared-wrong"
                out.append(t(key, name=name(declarer), points=pp[declarer]))
            who = name(award["seat"]) if award.get("seat") is not None else "—"
            out.append(t(f"bura-award-{reason}", name=who, n=award.get("points", 0)))
            revealed = view.get("revealed")
            for s in (0, 1):
                out.append(t("bura-pile", name=name(s), points=pp[s], tricks=tr[s]))
                if revealed is not None:
                    # a line the code composes: Persian, Arabic keep the cards left to right
                    out.append("   " + (ltr(self.glyphs(revealed[s]), t.lang) if revealed[s] else "—"))
        score = match.get("score")
        if score is not None:
            out.append(t("match-score", score=score_line(name, score)))
        if match.get("over") and match.get("winner") is not None:
            out.append(t("match-winner", name=name(match["winner"])))
        return out



def score_line(name: Name, score: list[int]) -> str:
    """``Вера 2 : 0 🤖 Компьютер 2``: the score with the names around it."""
    return f"{name(0)} {score[0]} : {score[1]} {name(1)}"

