"""Time in the game on screen: the «Стоп!» progress bar, «Поторопить», the pause line and the closed
room. Everything here reads the viewer's own view and the room's public timing (bot/clock.py)."""

from __future__ import annotations

import math
import time
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from aiogram.types import InlineKeyboardButton as Button

from bot.clock import bar_kind, bar_text, fmt_duration
from bot.keyboards.callbacks import cb
from bot.rooms.model import Room

if TYPE_CHECKING:
    from bot.render.room import Ctx


def bar_line(view: dict[str, Any], seat: int, ctx: Ctx) -> str | None:
    """The progress bar above «Стоп!» for the one seat that races the clock (never the attacker
    during a window: its screen is the same whatever the defender holds)."""
    clock = ctx.timing.get("clock")
    kind = bar_kind(view, seat)
    if clock is None or kind is None:
        return None
    if (kind == "window") != (clock["action"] == "window_close"):
        return None
    left = max(0.0, clock["due"] - time.time())
    return ctx.t(f"bar-{kind}", bar=bar_text(left, clock["total"]), n=math.ceil(left - 1e-9))


def hurry_row(room: Room, view: dict[str, Any], ctx: Ctx, seat: int | None) -> list[Button] | None:
    """«Поторопить» for the others (and on the group table) once the player to act was silent."""
    if not ctx.timing.get("hurry"):
        return None
    if seat is not None and seat in (view.get("to_act") or []):
        return None
    return [Button(text=ctx.t("btn-hurry"), callback_data=cb("y", room.id, room.turn))]


def pause_line(room: Room, ctx: Ctx, start_url: str) -> str | None:
    pause = ctx.timing.get("pause")
    if not pause:
        return None
    names = ", ".join(ctx.names.get(u, "?") for u in pause["users"])
    until = datetime.fromtimestamp(pause["until"], UTC).strftime("%H:%M")
    left = fmt_duration(ctx.t, pause["until"] - time.time())
    return ctx.t("pause-line", names=names, until=until, url=start_url, dur=left)


def ttl_line(ctx: Ctx) -> str | None:
    hours = ctx.timing.get("ttl_hours")
    if hours is None:
        return None
    return ctx.t("room-ttl-hint", dur=fmt_duration(ctx.t, hours * 3600))


def closed_text(room: Room, ctx: Ctx, title: str) -> str:
    outcome = (room.outcome or {}).get("type")
    if outcome == "expired":
        hours = ctx.timing.get("ttl_hours", 24)
        return title + "\n\n" + ctx.t("room-expired", dur=fmt_duration(ctx.t, hours * 3600))
    return title + "\n\n" + ctx.t("room-closed")
