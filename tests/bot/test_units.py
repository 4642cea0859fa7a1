"""Locales (both languages hold the same keys; Russian plurals), callback parsing,
card glyphs and deck styles, the Bura first-move draw, records and their verification."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer

from bot import games
from bot.i18n import LOCALES_DIR, Translator, pick_language
from bot.outbox import Outbox
from bot.rooms.records import verify_record
from bot.storage import Storage
from engines import fairness
from tests.bot.conftest_bot import issued_calls


def _keys(lang: str) -> set[str]:
    text = (LOCALES_DIR / lang / "kozyr.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9_-]*) =", text, flags=re.M))


def test_both_languages_hold_the_same_sentences() -> None:
    assert _keys("ru") == _keys("en")
    assert len(_keys("ru")) > 150


def test_every_key_used_in_the_code_exists() -> None:
    code = "\n".join(p.read_text(encoding="utf-8") for p in Path("bot").rglob("*.py"))
    used = set(re.findall(r'\bt\(\s*"([a-z0-9_-]+)"', code)) | set(re.findall(r'Reply\("([a-z-]+)"', code))
    missing = used - _keys("ru")
    assert not missing, missing


def test_russian_plurals() -> None:
    t = Translator("ru")
    assert [t("cards-count", n=n) for n in (1, 2, 5, 11, 21, 22, 25)] == [
        "1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт"
    ]
    assert Translator("en")("cards-count", n=1) == "1 card"
    assert Translator("en")("cards-count", n=3) == "3 cards"


def test_language_choice() -> None:
    assert pick_language(None, "ru-RU", "en") == "ru"
    assert pick_language(None, "uk", "en") == "ru"
    assert pick_language(None, "en-GB", "ru") == "en"
    assert pick_language(None, "de", "en") == "en"
    assert pick_language("en", "ru", "ru") == "en"


def test_glyphs_and_deck_styles() -> None:
    assert games.get("durak").glyph("TH") == "10♥"
    assert games.get("scopa").glyph("7D", "french") == "7♦"
    assert games.get("scopa").glyph("7D", "italian") == "7🪙"
    assert games.get("scopa").glyph("KC", "italian") == "R🪵"
    assert len({games.get("scopa").glyph("QS", s) for s in ("italian", "french", "roses")}) == 3


def test_bura_draw_follows_the_labels() -> None:
    seed = bytes(range(32))
    start = games.get("bura").start(seed, ["1:abc"], 2)
    first, info = start.first, start.draws
    last = info["draws"][-1]
    deck = fairness.derive_deck("bura", seed, ["1:abc"], last["label"])
    assert last["cards"] == deck[:2]
    ranks = "6789TJQKA"
    assert first == (0 if ranks.index(deck[0][0]) > ranks.index(deck[1][0]) else 1)
    for d in info["draws"][:-1]:
        assert d["cards"][0][0] == d["cards"][1][0]


def test_verify_record_catches_a_wrong_seed() -> None:
    from engines.durak import Durak

    seed = bytes(range(32))
    label = "durak:1"
    game = Durak.new(2)
    game.deal_from_deck(fairness.derive_deck("durak", seed, ["7:1"], label))
    seat = game.to_act()[0]
    action = game.legal_actions(seat)[0]
    record = {
        "game": "durak", "seats": 2, "options": Durak.normalize_options(None), "first": 0, "dealer": 0,
        "deals": [{"fairness": {"commitment": fairness.commitment(seed), "seed": seed.hex(), "contributions": ["7:1"], "label": label},
                   "actions": [action.to_json()]}],
    }
    assert verify_record(record)
    record["deals"][0]["fairness"]["commitment"] = "0" * 64
    assert not verify_record(record)


@asynccontextmanager
async def outbox_on(fake: Any, db: Path, group_interval: float) -> AsyncIterator[tuple[Outbox, Bot]]:
    """An Outbox over a real aiogram Bot pointed at the fake Bot API, closed afterwards."""
    storage = Storage(db)
    await storage.open()
    bot = Bot(fake.token, session=AiohttpSession(api=TelegramAPIServer.from_base(fake.base_url)))
    outbox = Outbox(bot, storage, group_interval=group_interval, private_interval=0.0)
    try:
        yield outbox, bot
    finally:
        await outbox.close()
        await bot.session.close()
        await storage.close()


async def test_outbox_coalesces_group_edits_and_treats_not_modified_as_success(fake_tg, tmp_path: Path) -> None:
    fake = fake_tg
    fake.add_group(-77, "G")
    async with outbox_on(fake, tmp_path / "o.sqlite3", 0.3) as (outbox, _bot):
        slot = ("room1", -77, "table")
        outbox.show(slot, "first", None)
        await outbox.flush()
        for i in range(20):
            outbox.show(slot, f"text {i}", None)
            await asyncio.sleep(0.01)
        await outbox.flush()
        outbox.show(slot, "text 19", None)  # identical: "message is not modified" is success
        await outbox.flush()
        calls = [c for c in fake.calls if c.method in ("sendMessage", "editMessageText")]
        assert len(calls) <= 4, [c.params.get("text") for c in calls]
        assert fake.last_message(-77).text == "text 19"
        assert len(fake.chat_messages(-77)) == 1


async def test_outbox_paces_concurrent_calls_to_one_group(fake_tg, tmp_path: Path) -> None:
    """A standing-message worker and one-off sends to the same group wait their turn: no two calls to
    the group go out closer than the interval, however many start at once (this once raced)."""
    fake = fake_tg
    fake.add_group(-78, "G")
    interval = 0.15
    async with outbox_on(fake, tmp_path / "p.sqlite3", interval) as (outbox, bot):
        issued = issued_calls(bot)
        outbox.show(("room1", -78, "table"), "table", None)
        await asyncio.gather(*(outbox.send(-78, f"ping {i}") for i in range(4)))
        await outbox.flush()
        times = [at for _method, chat, at in issued if chat == -78]
        assert len(times) == 5 and len(fake.chat_messages(-78)) == 5
        gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
        assert min(gaps) >= interval - 0.002, gaps


async def test_scopa_redeal_uses_the_rK_label(tmp_path: Path) -> None:
    """A table with three or four kings is dealt again from the same seed with ``scopa:N:rK``."""
    from bot.config import Settings
    from bot.rooms.service import RoomService
    from bot.storage import Storage
    from bot.storage.repos import dumps
    from engines.scopa import layout_from_deck, needs_redeal
    from tests.bot.doubles import RecordingNotifier

    seed = bytes(range(32))
    press = next(
        str(i) for i in range(200000)
        if needs_redeal(layout_from_deck(fairness.derive_deck("scopa", seed, [f"1:{i}"], "scopa:1"), 2, 1)["table"])
    )
    storage = Storage(tmp_path / "r.sqlite3")
    await storage.open()
    service = RoomService(storage, Settings.of(bot_token="1:x", computer_delay=0.0), RecordingNotifier())
    try:
        room = await service.create_room("scopa", 1, None, "ru")
        async with storage.transaction() as tx:
            await tx.run("UPDATE rooms SET pending = ? WHERE id = ?",
                         (dumps({"seed": seed.hex(), "commitment": fairness.commitment(seed)}), room.id))
        await service.add_computer(room.id, 1)
        await service.ready(room.id, 1, press)
        info = await service.deal_info(room.id, 1, 1)
        assert info is not None and info["label"].startswith("scopa:1:r")
        k = int(info["label"].rsplit("r", 1)[1])
        for j in range(k):
            label = "scopa:1" if j == 0 else f"scopa:1:r{j}"
            assert needs_redeal(layout_from_deck(fairness.derive_deck("scopa", seed, [f"1:{press}"], label), 2, 1)["table"])
        room = await service.get(room.id)
        assert room is not None and room.game_running()
    finally:
        await service.close()
        await storage.close()


def test_two_pick_moves_and_single_choices() -> None:
    """Durak: a card that can cover two attack cards asks for the target; a card with one move is
    one tap. Scopa: a card with several capture sets asks which."""
    import time as _time

    from bot.i18n import Translator
    from bot.render.room import Ctx
    from bot.rooms.model import Room, Seat
    from engines.durak import Durak
    from engines.protocol import Action

    game = Durak.new(2, {"mode": "podkidnoy"})
    game.deal_from_layout({"hands": [["6S", "6H", "6D", "7C", "8C", "9C"], ["AS", "AH", "QD", "KD", "JD", "TC"]],
                           "stock": ["7D", "8D", "9D"], "trump": "D"})
    assert game.to_act() == [0]  # the lowest trump (6D) leads
    game.apply(Action("attack", 0, "6S"))
    game.apply(Action("attack", 0, "6H"))
    room = Room("R00001", "durak", None, "ru", 1, 2, {}, "playing", 5, 1, game.to_json(), None, None, None, None,
                _time.time(), _time.time(), [Seat(0, 1), Seat(1, 2)])
    ctx = Ctx(Translator("ru"), "bot")
    rows = games.get(room.game).hand_rows(room, room.engine(), room.engine().view(1), ctx, 1)
    data = {b.text: b.callback_data for r in rows for b in r}
    assert data["Q♦ …"] == "p:R00001:5:1:QD"   # a trump covers either six: pick the target
    assert data["A♠"].startswith("a:R00001:5:1:")  # only one move with the ace of spades: one tap
    assert data["Беру"].startswith("a:R00001:5:1:")
    assert "10♣" not in data  # no legal move with it: no button
    rows = games.get(room.game).hand_rows(room, room.engine(), room.engine().view(1), ctx, 1, pick="QD")
    labels = [b.text for r in rows for b in r]
    assert sorted(labels[:2]) == ["Отбиться: Q♦ на 6♠", "Отбиться: Q♦ на 6♥"] and labels[2] == "← Назад"


def test_durak_defender_prompt_mentions_transfer_only_when_it_is_possible() -> None:
    from bot.rooms.model import Room
    from engines.durak import Durak
    from engines.protocol import Action

    for mode, target_card, expected in (
        ("podkidnoy", "6S", "prompt-durak-defend"),
        ("perevodnoy", "6S", "prompt-durak-defend-transfer"),  # seat 1 holds 6C: may transfer
        ("perevodnoy", "7C", "prompt-durak-defend"),  # no seven in seat 1's hand: no transfer
    ):
        game = Durak.new(2, {"mode": mode})
        game.deal_from_layout({"hands": [["6S", "7C", "8D"], ["6C", "AS", "KD"]], "stock": ["9D", "TD"]})
        assert game.to_act() == [0]  # the lowest trump (8D) leads
        game.apply(Action("attack", game.to_act()[0], target_card))
        room = Room.__new__(Room)
        room.game = "durak"
        view = game.view(1)
        assert games.get(room.game).prompt_key(view, game.legal_actions(1), 1) == expected, (mode, target_card)
