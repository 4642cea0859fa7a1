"""«🔎 Разбор» (issue 46): the button under a finished deal's result, and a review in words — the
costliest decisions of the person's deal (``engines.ai.review.Review.to_json()``), each as the move
made, the move the review prefers (as the chat's buttons name moves) and what the choice cost in the
game's unit (``GameUI.review_unit``: Durak, the chance of not being the durak; else points). No I/O."""

from __future__ import annotations

from typing import Any

from aiogram.types import InlineKeyboardButton as Button

from bot import games
from bot.chat.callbacks import Review
from bot.render.context import Ctx
from engines.registry import game_class


def review_button(ctx: Ctx, room_id: str, match_no: int, deal_no: int) -> Button:
    """«🔎 Разбор» of that deal: whoever presses it gets the review of their own seat."""
    data = Review(room=room_id, match=match_no, deal=deal_no).pack()
    return Button(text=ctx.t("btn-review"), callback_data=data)


def cost_words(unit: str, cost: float, ctx: Ctx) -> str:
    """What a decision cost, in words: «~45 % шанса не остаться дураком», «~1.7 очка»."""
    if unit == "chance":
        return ctx.t("review-cost-chance", percent=max(1, round(cost * 100)))
    return ctx.t("review-cost-points", points=f"{cost:.1f}")


def review_text(review: dict[str, Any], deal_no: int, ctx: Ctx) -> str:
    """The review as the person reads it: a title, then one line per mistake (costliest first), or a
    friendly word when there is none."""
    t = ctx.t
    game = str(review["game"])
    ui, cls = games.get(game), game_class(game)
    lines = [t("review-title", game=t(f"game-{game}"), n=deal_no)]
    mistakes = review.get("mistakes") or []
    for m in mistakes:
        lines.append(
            t(
                "review-mistake",
                move=int(m["index"]) + 1,
                played=ui.action_label(cls.parse_action(m["played"]), ctx),
                better=ui.action_label(cls.parse_action(m["better"]), ctx),
                cost=cost_words(ui.review_unit, float(m["cost"]), ctx),
            )
        )
    if not mistakes:
        lines.append(t("review-none", n=int(review.get("decisions") or 0)))
    else:
        lines.append(t("review-how"))
    return "\n\n".join(lines)
