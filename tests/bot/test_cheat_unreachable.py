"""The ladder's cheating search (engines/ai/cheat.py) sees every hand: no room setting, server
setting, callback or stored value may ever select it (issue 34, item 5)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import get_args

import pytest

from bot.chat.callbacks import AiLevel, Option, Solo
from bot.config import AI_LEVELS, Settings, SettingsError, load_settings
from bot.rooms import ai_pool
from bot.rooms.computers import Computers
from bot.rooms.lobby import AI_LEVELS as LOBBY_LEVELS
from engines.ai import LEVELS, get_player, random_player
from engines.ai.cheat import NAME, cheating_player
from engines.ai.ladder import ENTRANTS
from tests.bot.test_room_service import service_on, stored

GAMES = ("durak", "bura", "scopa")


def test_the_cheater_is_in_no_registry_of_room_levels() -> None:
    assert NAME in ENTRANTS  # the ladder has it …
    for levels in (LEVELS, AI_LEVELS, LOBBY_LEVELS, get_args(AiLevel)):
        assert NAME not in levels  # … no room, server setting or button does
    for game in GAMES:
        with pytest.raises(KeyError):
            get_player(NAME, game)
        # and it is no Player at all: it wants the game, not a seat's view
        assert cheating_player(game).__code__.co_varnames[0] == "game"


def test_server_setting_refuses_the_cheater() -> None:
    with pytest.raises(SettingsError, match="AI_LEVEL must be one of random, heuristic, ismcts"):
        load_settings(env={"BOT_TOKEN": "1:x", "AI_LEVEL": NAME})
    with pytest.raises(SettingsError):
        load_settings(env={"BOT_TOKEN": "1:x", "AI_LEVEL": NAME.upper()})


def test_buttons_cannot_carry_the_cheater() -> None:
    with pytest.raises(ValueError):
        Solo.unpack(f"vs:ROOM1:1:{NAME}")
    # the lobby's option button carries any short word: the service refuses it (below)
    assert Option.unpack(f"o:ROOM1:ai:{NAME}").value == NAME


def test_a_forged_or_stored_level_plays_no_cheater() -> None:
    fake = SimpleNamespace(k=SimpleNamespace(settings=Settings.of(bot_token="1:x")))
    for game in GAMES:
        assert Computers.player(fake, game, NAME) is random_player  # type: ignore[arg-type]
        with pytest.raises(KeyError):  # the worker processes' entry point loads levels the same way
            ai_pool.think(NAME, game, {}, {}, [], 0, 50.0, 0.0)  # type: ignore[arg-type]


async def test_room_service_refuses_the_cheater(tmp_path: Path) -> None:
    async with service_on(tmp_path) as (service, storage, notifier):
        room = await service.create_room("durak", 1, -77, "ru")
        assert (await service.set_option(room.id, 1, "ai", "ismcts")).key == "ai-level-ok"
        before = await stored(storage, room.id)
        assert (await service.set_option(room.id, 1, "ai", NAME)).key == "err-forged"
        assert (await service.play_computer(room.id, 1, 1, NAME, "cb")).key == "err-forged"
        assert await stored(storage, room.id) == before
        async with storage.read() as tx:
            again = await tx.rooms.load(room.id)
        assert again is not None and again.ai_level == "ismcts" and not again.game_running()

