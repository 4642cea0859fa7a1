"""/stats lists the person's latest finished deals with their replays (issue 46), end to end against
the fake Bot API: a Durak in a group between two people and a Bura match in private against the
computer; Mini App buttons in private, the bot's direct links in the group (that group's deals only),
nothing after /forget, nothing without the Mini App."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.bot.test_stats import ANYA, BOB, GROUP, ask, bura_against_the_computer, durak_for_two, rows
from tests.support.bot_e2e import make_settings, running_bot, tr

WEBAPP = "https://kozyr.example/app/"
SHORT = "table"


def keyboard(msg: Any) -> list[list[dict[str, Any]]]:
    return (msg.reply_markup or {}).get("inline_keyboard", [])


async def deals_of(app: Any, room: Any) -> list[tuple[int, str, float]]:
    """The room's finished deals, newest first: (deal, its replay's token, when it ended)."""
    out = []
    for deal_no, ended_at in await rows(
        app, "SELECT deal_no, ended_at FROM deals WHERE room_id = ? AND match_no = ? ORDER BY deal_no DESC",
        (room.id, room.match_no),
    ):  # fmt: skip
        token = await app.rooms.replay_token(room.id, room.match_no, deal_no)
        out.append((deal_no, token, float(ended_at)))
    return out


def label(game: str, deal_no: int, ended_at: float, several: bool) -> str:
    date = time.strftime("%d.%m", time.gmtime(ended_at))  # the deal's day, UTC (the chart's too)
    name = tr(f"game-{game}", "en")
    if several:
        return tr("btn-stats-replay-deal", "en", game=name, date=date, deal=deal_no)
    return tr("btn-stats-replay", "en", game=name, date=date)


@pytest.mark.both_databases
async def test_stats_lists_the_latest_deals_with_their_replays(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    fake.add_user(ANYA, "Аня", language_code="ru")
    fake.add_user(BOB, "Bob", language_code="en")
    db = tmp_path / "k.sqlite3"
    mini_app = {"webapp_url": WEBAPP, "webhook_port": 0, "webapp_short_name": SHORT}
    async with running_bot(make_settings(fake, db, ai_level="random", **mini_app)) as app:
        durak = await durak_for_two(app, fake)
        bura = await bura_against_the_computer(app, fake, BOB, durak.id)
        (durak_deal,) = await deals_of(app, durak)
        bura_deals = await deals_of(app, bura)
        assert len(bura_deals) > 1  # a Bura match of several deals: each names its number

        # in private: Bob's five latest deals across games, newest first, each a Mini App button
        stats = await ask(fake, BOB, "/stats", contains=tr("stats-title", "en"))
        assert stats.text.endswith(tr("stats-replays", "en"))
        chart, *listed = keyboard(stats)
        assert [b["text"] for b in chart] == [tr("btn-stats-chart", "en")]
        want = [("bura", n, token, at, True) for n, token, at in bura_deals]
        want += [("durak", durak_deal[0], durak_deal[1], durak_deal[2], False)]
        assert [row for row in listed] == [
            [{"text": label(game, n, at, several), "web_app": {"url": f"{WEBAPP}table?replay={token}"}}]
            for game, n, token, at, several in want[:5]
        ]

        # in the group: this group's deals only (no Bura), as the bot's direct link
        stats = await ask(fake, BOB, "/stats", GROUP, tr("stats-title-group", "en", name="Bob"))
        link = f"https://t.me/{fake.bot_username}/{SHORT}?startapp=r{durak_deal[1]}"
        assert keyboard(stats)[1:] == [[{"text": label("durak", 1, durak_deal[2], False), "url": link}]]
        assert tr("stats-replays", "en") in stats.text

        # Аня's own Durak in her private chat, until she uses /forget: then none is listed
        anya = await ask(fake, ANYA, "/stats", contains=tr("stats-title", "ru"))
        assert [b.get("web_app") for row in keyboard(anya)[1:] for b in row] == [
            {"url": f"{WEBAPP}table?replay={durak_deal[1]}"}
        ]
        for room in await app.rooms.rooms_of_user(ANYA):
            await app.rooms.leave(room.id, ANYA)
        forget = await ask(fake, ANYA, "/forget", contains=tr("forget-ask", "ru"))
        await fake.wait_answer(fake.press_button(ANYA, forget, tr("btn-forget-yes", "ru")))
        await fake.wait_for(lambda: tr("forget-done", "ru") in fake.message(ANYA, forget.message_id).text)
        anya = await ask(fake, ANYA, "/stats", contains=tr("stats-title", "ru"))
        assert tr("stats-none", "ru") in anya.text and tr("stats-replays", "ru") not in anya.text
        assert keyboard(anya) == []

    # without the Mini App (no WEBAPP_URL): /stats as it was, its chart only
    async with running_bot(make_settings(fake, db, ai_level="random")):
        stats = await ask(fake, BOB, "/stats", contains=tr("stats-title", "en"))
        assert tr("stats-replays", "en") not in stats.text
        assert [[b["text"] for b in row] for row in keyboard(stats)] == [[tr("btn-stats-chart", "en")]]
