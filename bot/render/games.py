"""Per-game parts of a room's rendering: titles, options, the table, the hand and its buttons,
results. Only ``view``/``memory``/``legal_actions`` of the viewing seat are read."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiogram.types import InlineKeyboardButton as Button

from bot.i18n import Translator
from bot.keyboards.callbacks import cb
from bot.render.cards import glyph, glyphs, suit_symbol
from bot.rooms.model import Room, sorted_legal
from engines.protocol import Action, Game

if TYPE_CHECKING:
    from bot.render.room import Ctx

Name = Callable[[int], str]


# ----- titles and options ------------------------------------------------------------------------------
def title(room: Room, t: Translator) -> str:
    o = room.options
    if room.game == "durak":
        return t("title-durak", mode=o.get("mode", "podkidnoy"), seats=room.capacity)
    if room.game == "scopa":
        return t("title-scopa", seats=room.capacity, target=o.get("target", 11))
    return t("title-bura")


def options_line(room: Room, t: Translator) -> str:
    o = room.options
    if room.game == "durak":
        return t("options-durak", mode=o.get("mode"), seats=room.capacity, tat="yes" if o.get("throw_in_after_take") else "no")
    if room.game == "scopa":
        return t("options-scopa", seats=room.capacity, target=o.get("target", 11))
    return t("options-bura")


def option_rows(room: Room, t: Translator) -> list[list[Button]]:
    o = room.options
    rid = room.id
    if room.game == "durak":
        other = "perevodnoy" if o.get("mode") == "podkidnoy" else "podkidnoy"
        rows = [[Button(text=t("btn-mode", mode=other), callback_data=cb("o", rid, "mode", other))]]
        seat_row = []
        if room.capacity > max(2, len(room.seats)):
            seat_row.append(Button(text=t("btn-seats-minus"), callback_data=cb("o", rid, "seats", room.capacity - 1)))
        if room.capacity < 6:
            seat_row.append(Button(text=t("btn-seats-plus"), callback_data=cb("o", rid, "seats", room.capacity + 1)))
        rows.append(seat_row)
        tat = o.get("throw_in_after_take")
        rows.append([Button(text=t("btn-tat", tat="no" if tat else "yes"), callback_data=cb("o", rid, "tat", "0" if tat else "1"))])
        return [r for r in rows if r]
    if room.game == "scopa":
        target = int(o.get("target", 11))
        row = []
        if room.capacity == 2:
            row.append(Button(text=t("btn-scopa-4"), callback_data=cb("o", rid, "seats", 4)))
        elif len(room.seats) <= 2:
            row.append(Button(text=t("btn-scopa-2"), callback_data=cb("o", rid, "seats", 2)))
        targets = []
        if target > 11:
            targets.append(Button(text=t("btn-target", n=target - 10), callback_data=cb("o", rid, "target", target - 10)))
        if target < 101:
            targets.append(Button(text=t("btn-target", n=target + 10), callback_data=cb("o", rid, "target", target + 10)))
        return [r for r in (row, targets) if r]
    return []


# ----- the table ----------------------------------------------------------------------------------------
def table_lines(room: Room, view: dict[str, Any], ctx: Ctx, name: Name, seat: int | None) -> list[str]:
    if room.game == "durak":
        return _durak_table(room, view, ctx, name)
    if room.game == "scopa":
        return _scopa_table(room, view, ctx, name)
    return _bura_table(room, view, ctx, name, seat)


def _g(room: Room, ctx: Ctx, card: str) -> str:
    return glyph(card, room.game, ctx.style)


def _durak_table(room: Room, v: dict[str, Any], ctx: Ctx, name: Name) -> list[str]:
    t = ctx.t
    out = []
    trump = v.get("trump")
    trump_text = suit_symbol(trump, "durak") if trump else "—"
    if v.get("trump_card"):
        trump_text += " (" + _g(room, ctx, v["trump_card"]) + ")"
    out.append(t("durak-status", trump=trump_text, stock=v.get("stock", 0), discard=v.get("discard", 0)))
    table = v.get("table") or []
    if table:
        pairs = [_g(room, ctx, a) + ("/" + _g(room, ctx, c) if c else "/·") for a, c in table]
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
        out.append(f"{mark} {name(s)} — {t('cards-count', n=v['hand_sizes'][s])}" + (" · " + " ".join(extra) if extra else ""))
    on_table = {c for pair in table for c in pair if c}
    last = _last_line(room, ctx, name, on_table)
    if last:
        out.append(last)
    return out


def _scopa_table(room: Room, v: dict[str, Any], ctx: Ctx, name: Name) -> list[str]:
    t = ctx.t
    out = [t("scopa-status", deal=v.get("deal", 1), stock=v.get("stock", 0), target=v.get("target", 11))]
    table = v.get("table") or []
    out.append(t("table-cards", cards=glyphs(table, "scopa", ctx.style)) if table else t("table-empty"))
    teams = v.get("teams") or [[0], [1]]
    for side, seats in enumerate(teams):
        who = ", ".join(name(s) for s in seats)
        out.append(t("scopa-side", side=side + 1, who=who, score=v["score"][side], pile=v["piles"][side], scopas=v["scopas"][side]))
    turn = v.get("turn")
    for s in range(v["seats"]):
        mark = "⏳" if s == turn else "  "
        out.append(f"{mark} {name(s)} — {t('cards-count', n=v['hand_sizes'][s])}")
    lp = v.get("last_play")
    if lp:
        if lp.get("capture"):
            out.append(t("scopa-last-capture", name=name(lp["seat"]), card=_g(room, ctx, lp["card"]), cards=glyphs(lp["capture"], "scopa", ctx.style)) + (" 🧹" if lp.get("scopa") else ""))
        else:
            out.append(t("scopa-last-drop", name=name(lp["seat"]), card=_g(room, ctx, lp["card"])))
    return out


def _bura_table(room: Room, v: dict[str, Any], ctx: Ctx, name: Name, seat: int | None) -> list[str]:
    t = ctx.t
    trump = _g(room, ctx, v["trump"]) if v.get("trump") else "—"
    out = [t("bura-status", deal=v.get("deal", 1), trump=trump, stock=v.get("stock", 0))]
    lead = (v.get("table") or {}).get("lead") or []
    if lead:
        out.append(t("bura-lead", name=name(v["table"]["attacker"]), cards=glyphs(lead, "bura")))
    else:
        out.append(t("table-empty"))
    to_act = set(v.get("to_act") or [])
    for s in (0, 1):
        mark = "⚔" if s == v.get("attacker") else ("🛡" if s == v.get("defender") else "  ")
        wait = " ⏳" if s in to_act else ""
        out.append(f"{mark} {name(s)} — {t('cards-count', n=v['hand_sizes'][s])}, {t('tricks-count', n=v['tricks'][s])}, {t('score-points', n=v['score'][s])}{wait}")
    if v.get("window"):
        out.append(t("bura-window"))
    if v.get("claim"):
        out.append(t("bura-claim"))
    if seat is None:
        last = _last_line(room, ctx, name)
        if last:
            out.append(last)
    return out


def _last_line(room: Room, ctx: Ctx, name: Name, on_table: set[str] | None = None) -> str | None:
    """The last move, public part only: a card is named only while it still lies on the table
    (a Bura dump never shows its cards)."""
    last = (room.last or {}).get("action")
    if not last:
        return None
    t = ctx.t
    kind = last.get("type")
    who = name(last["seat"]) if "seat" in last else ""
    if room.game == "durak":
        if on_table is not None and (last.get("card") not in on_table or last.get("target", last.get("card")) not in on_table):
            kind = {"attack": "take-none", "transfer": "take-none", "defend": "take-none"}.get(kind, kind)
            if kind == "take-none":
                return None
        if kind in ("attack", "transfer") and last.get("card"):
            return t(f"last-durak-{kind}", name=who, card=_g(room, ctx, last["card"]))
        if kind == "defend":
            return t("last-durak-defend", name=who, card=_g(room, ctx, last["card"]), target=_g(room, ctx, last["target"]))
        if kind in ("take", "pass"):
            return t(f"last-durak-{kind}", name=who)
    if room.game == "bura":
        if kind == "lead":
            return t("last-bura-lead", name=who, n=len(last.get("cards") or []))
        if kind in ("beat", "dump", "enough", "continue", "stop", "surrender"):
            return t(f"last-bura-{kind}", name=who, n=len(last.get("cards") or last.get("pairs") or []))
    return None


# ----- the private hand -----------------------------------------------------------------------------------
def hand_lines(room: Room, view: dict[str, Any], memory: dict[str, Any], ctx: Ctx, name: Name, seat: int) -> list[str]:
    from bot.render.timers import bar_line

    t = ctx.t
    hand = view.get("hand") or []
    out = ["", t("your-hand", cards=glyphs(hand, room.game, ctx.style) if hand else "—")]
    game = room.engine()
    assert game is not None
    legal = game.legal_actions(seat)
    if room.game == "bura":
        ex = (memory.get("exchanges") or [])
        if ex:
            e = ex[-1]
            if e.get("beat"):
                pairs = ", ".join(f"{glyph(a, 'bura')}→{glyph(c, 'bura')}" for a, c in e["beat"])
                out.insert(0, t("bura-last-beat", name=name(e["defender"]), pairs=pairs))
            elif e.get("dump_count"):
                dump = e.get("dump")
                out.insert(0, t("bura-last-dump", name=name(e["defender"]), n=e["dump_count"], cards=glyphs(dump, "bura") if dump else "🂠" * e["dump_count"]))
    if legal and any(a.type != "surrender" for a in legal):
        out.append(t(_prompt_key(room, view, legal, seat)))
        bar = bar_line(view, seat, ctx)  # the «Стоп!» progress bar (bot/render/timers.py)
        if bar:
            out.append(bar)
    else:
        waiting = [name(s) for s in (view.get("to_act") or []) if s != seat]
        out.append(t("waiting-for", names=", ".join(waiting) if waiting else "…"))
    return out


def _prompt_key(room: Room, view: dict[str, Any], legal: list[Action], seat: int) -> str:
    types = {a.type for a in legal}
    if room.game == "durak":
        if seat == view.get("defender"):
            return "prompt-durak-defend-transfer" if "transfer" in types else "prompt-durak-defend"
        if not view.get("table"):
            return "prompt-durak-lead"
        return "prompt-durak-throw"
    if room.game == "scopa":
        return "prompt-scopa"
    if "enough" in types:
        return "prompt-bura-decide"
    if types <= {"stop", "surrender"} and view.get("phase") != "claim":
        return "prompt-bura-stop"
    if view.get("phase") == "defend" and seat == view.get("defender"):
        return "prompt-bura-defend"
    if view.get("phase") == "claim":
        return "prompt-bura-claim"
    return "prompt-bura-lead"


def hand_rows(room: Room, game: Game, view: dict[str, Any], ctx: Ctx, seat: int, *, selection: int = 0, pick: str | None = None) -> list[list[Button]]:
    legal = sorted_legal(game, seat)
    if room.game == "bura":
        return _bura_rows(room, view, ctx, seat, legal, selection)
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
    if pick is not None and pick in by_card:
        for i in by_card[pick]:
            rows.append([Button(text=action_label(room, legal[i], ctx), callback_data=cb("a", room.id, turn, seat, i))])
        rows.append([Button(text=t("btn-back"), callback_data=cb("h", room.id, turn, seat))])
        return rows
    buttons = []
    for card in view.get("hand") or []:
        if card not in by_card:
            continue
        idx = by_card[card]
        if len(idx) == 1:
            buttons.append(Button(text=_g(room, ctx, card), callback_data=cb("a", room.id, turn, seat, idx[0])))
        else:
            buttons.append(Button(text=_g(room, ctx, card) + " …", callback_data=cb("p", room.id, turn, seat, card)))
    for k in range(0, len(buttons), 6):
        rows.append(buttons[k : k + 6])
    if plain:
        rows.append([Button(text=action_label(room, legal[i], ctx), callback_data=cb("a", room.id, turn, seat, i)) for i in plain])
    return rows


def action_label(room: Room, a: Action, ctx: Ctx) -> str:
    t = ctx.t
    g = lambda c: _g(room, ctx, c)  # noqa: E731
    if room.game == "durak":
        if a.type == "attack":
            return t("act-attack", card=g(a.card or ""))
        if a.type == "defend":
            return t("act-defend", card=g(a.card or ""), target=g(a.target or ""))
        if a.type == "transfer":
            return t("act-transfer", card=g(a.card or ""))
        return t(f"act-{a.type}")
    if room.game == "scopa":
        if a.capture:
            return t("act-capture", card=g(a.card or ""), cards="+".join(g(c) for c in sorted(a.capture)))
        return t("act-drop", card=g(a.card or ""))
    # bura
    if a.type == "lead":
        return t("act-lead", cards=glyphs(sorted(a.cards or []), "bura"))
    if a.type == "dump":
        return t("act-dump", cards=glyphs(sorted(a.cards or []), "bura"))
    if a.type == "beat":
        return t("act-beat", pairs=", ".join(f"{g(c)}→{g(x)}" for c, x in sorted(a.pairs or [])))
    return t(f"act-{a.type}")


def _bura_rows(room: Room, view: dict[str, Any], ctx: Ctx, seat: int, legal: list[Action], selection: int) -> list[list[Button]]:
    """Bura: tap cards to select them, then the moves that use exactly the selected cards appear."""
    hand = view.get("hand") or []
    turn = room.turn
    chosen = {c for i, c in enumerate(hand) if selection >> i & 1}
    card_moves = [(i, a) for i, a in enumerate(legal) if a.type in ("lead", "dump", "beat")]
    usable = set()
    for _, a in card_moves:
        usable |= set(a.cards or ()) | {x for _, x in (a.pairs or ())}
    rows: list[list[Button]] = []
    cards_row = []
    for i, c in enumerate(hand):
        if c in usable:
            mark = "✅" if c in chosen else ""
            cards_row.append(Button(text=mark + glyph(c, "bura"), callback_data=cb("t", room.id, turn, seat, selection ^ (1 << i))))
    if cards_row:
        rows.append(cards_row)
    if chosen:
        for i, a in card_moves:
            used = set(a.cards or ()) | {x for _, x in (a.pairs or ())}
            if used == chosen:
                rows.append([Button(text=action_label(room, a, ctx), callback_data=cb("a", room.id, turn, seat, i))])
    other = [Button(text=action_label(room, a, ctx), callback_data=cb("a", room.id, turn, seat, i)) for i, a in enumerate(legal) if a.type in ("enough", "continue", "stop")]
    if other:
        rows.append(other)
    return rows


# ----- results ----------------------------------------------------------------------------------------------
def results_lines(room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
    t = ctx.t
    results = game.deal_results()
    last = next((r for r in reversed(results) if r is not None), None)
    out: list[str] = []
    if room.game == "durak":
        if last is None:
            return [t("result-none")]
        loser = last.get("loser")
        out.append(t("durak-loser", name=name(loser)) if loser is not None else t("durak-draw"))
        if last.get("out"):
            out.append(t("durak-out-order", names=", ".join(name(s) for s in last["out"])))
        return out
    match = game.match_result() or {}
    if last is not None:
        out.append(t("deal-result-header", n=len(results) if results[-1] is not None else len(results) - 1))
        if room.game == "bura":
            award = last.get("award") or {}
            reason = award.get("reason", "tie")
            who = name(award["seat"]) if award.get("seat") is not None else "—"
            out.append(t(f"bura-award-{reason}", name=who, n=award.get("points", 0)))
            pp, tr = last.get("pile_points") or [0, 0], last.get("tricks") or [0, 0]
            for s in (0, 1):
                out.append(t("bura-pile", name=name(s), points=pp[s], tricks=tr[s]))
        else:
            teams = game.view(None).get("teams") or [[0], [1]]
            for side, seats in enumerate(teams):
                who = ", ".join(name(s) for s in seats)
                out.append(
                    t(
                        "scopa-deal-side",
                        who=who,
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
        if room.game == "bura":
            out.append(t("match-score", score=" : ".join(map(str, score))))
        else:
            out.append(t("match-score", score=" : ".join(map(str, score))))
    outcome = room.outcome or {}
    if outcome.get("type") == "surrender" and room.game == "scopa":
        winner = outcome.get("winner")
        teams = game.view(None).get("teams") or [[0], [1]]
        out.append(t("match-winner", name=", ".join(name(s) for s in teams[winner])))
    elif match.get("over") and match.get("winner") is not None:
        w = match["winner"]
        if room.game == "scopa":
            teams = game.view(None).get("teams") or [[0], [1]]
            out.append(t("match-winner", name=", ".join(name(s) for s in teams[w])))
        else:
            out.append(t("match-winner", name=name(w)))
    return out
