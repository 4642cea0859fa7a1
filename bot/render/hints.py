"""«💡 Подсказка» (issue 46) in words: the move the strongest computer would make (as the chat's buttons
name moves) and why, one locale sentence per reason of ``engines.ai.hint`` (its code and numbers).
No I/O."""

from __future__ import annotations

from typing import Any

from bot import games
from bot.render.context import Ctx
from engines.registry import game_class

#: the reasons ``engines.ai.hint`` gives, each worded by ``hint-why-<code>`` (``_`` as ``-``; ``best``
#: by its unit); a code this bot does not know is worded as ``best``
REASONS = frozenset(
    {
        "cover", "take", "transfer", "throw_in", "hold", "lead_low", "enough", "not_yet", "stop",
        "sweep", "settebello", "primiera", "no_sweep", "capture", "only", "luck", "best",
    }
)  # fmt: skip


def reason_words(hint: dict[str, Any], ctx: Ctx) -> str:
    """Why, in a few words: «Кройте козырем: иначе вам на руку придёт 6 карт». The reason's numbers
    are its sentence's variables (``cards`` as «6 карт», ``trump`` as yes/no)."""
    t = ctx.t
    reason = str(hint.get("reason") or "best")
    numbers = {str(k): int(v) for k, v in (hint.get("numbers") or {}).items()}
    if reason not in REASONS:
        reason, numbers = "best", {}
    if reason == "best":
        if "chance" in numbers:
            return t("hint-why-best-chance", percent=numbers["chance"])
        if numbers.get("points", 0) > 0:
            return t("hint-why-best-points", points=f"{numbers['points'] / 10:.1f}")
        return t("hint-why-best-plain")
    args: dict[str, Any] = dict(numbers)
    if "cards" in numbers:
        args["cards"] = t("cards-count", n=numbers["cards"])
    if "trump" in numbers:
        args["trump"] = "yes" if numbers["trump"] else "no"
    return t("hint-why-" + reason.replace("_", "-"), **args)


def hint_text(hint: dict[str, Any], game: str, ctx: Ctx) -> str:
    """The hint as the person reads it: the move, then why."""
    ui, cls = games.get(game), game_class(game)
    move = ui.action_label(cls.parse_action(hint["action"]), ctx)
    return ctx.t("hint-move", move=move) + "\n" + reason_words(hint, ctx)
