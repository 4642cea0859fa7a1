"""Routers, one module per subject; :func:`get_routers` gives fresh ones in the order they are tried."""

from __future__ import annotations

from aiogram import Router

from bot.handlers import (
    commands,
    errors,
    group_hands,
    groups,
    hints,
    info,
    inline,
    language,
    lobby,
    membership,
    play,
    profile,
    quick,
    rules,
    talk,
    tournament_control,
    tournaments,
)
from bot.handlers import stats as stats_handlers


def get_routers() -> list[Router]:
    # errors last: its catch-all answers any press no other router took
    modules = (
        groups, tournament_control, quick, commands, profile, stats_handlers, language, rules, lobby, play,
        group_hands, info, hints, membership, inline, talk, tournaments, errors,
    )
    return [m.create_router() for m in modules]
