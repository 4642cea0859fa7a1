"""«🔎 Разбор» in the sandbox names the planted blunder (issue 46's acceptance): Аня plays a deal of
Durak (2 seats), of Bura and of Scopa against a computer in her private chat of the sandbox, makes
one planted blunder, plays the rest as the heuristic player would, then — on the sandbox's page in
Debian's headless Chromium — presses «🔎 Разбор» under the deal's result, and the review the bot
sends to her chat names that move: its number and the move as the chat's buttons name it.

Her moves are pressed on her hand's buttons (``press_action``: the fake's press, as the page's own
press is); which move she makes is decided from **her view alone** — ``Game.view`` and
``Game.memory`` of her seat, her legal moves, the match's public score — never from a hidden card:

- the rest of the deal: the heuristic player's move from that view;
- the blunder, planted at the first decision where the game's classic one is on her screen and the
  engine, judging from the same view (``engines.ai.review.judge``, a small budget), finds it clearly
  costly — Durak, once the stock is out: «Беру» while a card of hers covers (else another move of
  hers the judge finds costly); Bura: «Хватит!» with 20–30 points she knows are in her pile (after
  ``CLASSIC_DEALS`` deals without that moment, with fewer points too); Scopa:
  a card that captures nothing while another sweeps the table (else while another captures).

Where the deal she plays brings no such moment she plays the next deal of the match (Bura, Scopa)
or another match (Durak) until one does. Decks come from a seeded commitment (``new_seed``) and the
fake's numbered presses, the computers (heuristic) from seeded generators (their draw's pick in Bura
too), her choices from a seeded one: the same deals each run, but for what the real clock decides
(which of two presses comes first). The review runs at the budget the bot's settings
(``REVIEW_SAMPLES`` …) set for this test — the engine tests' (``LOOK``)."""

from __future__ import annotations

import asyncio
import itertools
import random
import types
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot import games
from bot.i18n import Translator
from bot.model import Room
from bot.render.context import Ctx
from bot.sandbox.server import FIRST_USER_ID, Sandbox
from engines.ai import Budget, get_player
from engines.ai import review as rv
from engines.protocol import Action, Game
from engines.records import start_deal
from engines.replay import chosen_deal
from tests.engines.ai.test_review import LOOK
from tests.support.bot_e2e import (
    message_of,
    press_action,
    press_ready,
    settle,
    tr,
    until,
    wait_latest_room,
    wait_room,
    waited_for,
)
from tests.support.browser import browser_page, expect, sandbox_for_browser

pytestmark = pytest.mark.slow  # a browser, the sandbox's bot, whole deals on the real clock

ANYA = FIRST_USER_ID  # Аня, Russian
#: the judge's budget when the test looks for the moment of the blunder (from Аня's view)
PEEK = rv.Settings(samples=8, iterations=100)
#: how much the blunder must cost at least, by the judge from her view (the game's unit)
CLEARLY = {"durak": 0.5, "bura": 1.0, "scopa": 1.0}
#: a deal (or a Durak match) without the blunder's moment: at most this many are played
DEALS = 6
#: deals played for the classic blunder before another costly move of hers will do (Bura: the classic
#: moment, «Хватит!» on 20–30 known points, comes in about one deal in eight between two heuristic
#: players, so six deals found none in about 45 % of orders — and which deals come depends on which
#: of two presses the real clock lets in first)
CLASSIC_DEALS = 2
#: how long one step (a move, a deal's end, the review) may take on a busy 2-core machine
STEP = 120.0


@pytest.fixture
async def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Sandbox]:
    import bot.rooms.computers as computers
    import bot.rules.bura as bura_rules
    import engines.fairness as fairness

    seeds = random.Random(46)
    monkeypatch.setattr(fairness, "new_seed", lambda: seeds.randbytes(fairness.SEED_BYTES))
    counter = itertools.count(460)
    seeded = types.SimpleNamespace(Random=lambda: random.Random(next(counter)))
    monkeypatch.setattr(computers, "random", seeded)
    picks = random.Random(4646)  # the computer's pick in Bura's first-move draw
    monkeypatch.setattr(bura_rules, "secrets", types.SimpleNamespace(randbelow=picks.randrange))
    budget = {
        "review_samples": LOOK.samples,
        "review_iterations": LOOK.iterations,
        "review_refine": LOOK.refine,
        "review_refine_samples": LOOK.refine_samples,
    }
    async with sandbox_for_browser(
        tmp_path, computer_delay=0.05, ai_level="heuristic", reviews_per_hour=10, **budget
    ) as box:
        yield box


# ----- what Аня sees, and what she does with it -------------------------------------------------------------
def seen(room: Room) -> tuple[int, Any, Any, list[Action], Any, int]:
    """What Аня's seat may know now: (her seat, her view, her memory, her legal moves, the match's
    score as the deal began, how many deals were over) — the only things the test decides by."""
    game = room.engine()
    seat = room.seat_of(ANYA)
    assert game is not None and seat is not None
    legal = [a for a in game.legal_actions(seat.seat) if a.type != "surrender"]
    done = len([r for r in game.deal_results() if r is not None])
    return seat.seat, game.view(seat.seat), game.memory(seat.seat), legal, game.match_result(), done


def sensible(name: str, view: Any, memory: Any, legal: list[Action], rng: random.Random) -> Action:
    if len(legal) == 1 or (name == "bura" and view["trump"] is None):  # (Bura's draw: a card at random)
        return legal[rng.randrange(len(legal))]
    return get_player("heuristic", name)(view, memory, legal, rng, Budget(think_ms=0.0, iterations=1))


def blunders(
    name: str, view: Any, memory: Any, legal: list[Action], chosen: Action, fallback: bool = False
) -> list[Action]:
    """The game's classic blunder where her screen offers it (the candidates, likeliest first); with
    ``fallback`` (Bura, after deals that brought no classic moment) with fewer known points too."""
    if name == "durak":
        if view["stock"] != 0 or chosen.type == "take":
            return []
        take = [a for a in legal if a.type == "take"]
        if take and any(a.type == "defend" for a in legal):
            return take  # taking while a card of hers covers
        return [a for a in legal if a != chosen][:4]
    if name == "bura":
        from engines.ai.bura import Knowledge

        enough = [a for a in legal if a.type == "enough"]
        low = 0 if fallback else 20
        if not enough or chosen.type == "enough" or not low <= Knowledge(view, memory).my_pile_known < 31:
            return []
        return enough
    table = set(view["table"])
    misses = [a for a in legal if not a.capture]
    sweeps = [a for a in legal if a.capture and set(a.capture) == table]
    if not misses or not any(a.capture for a in legal) or chosen in misses:
        return []
    return misses[: 1 if sweeps else 2]  # the table swept (else a capture) left for the opponent


def costly(
    name: str, view: Any, memory: Any, legal: list[Action], before: Any, done: int, fallback: bool = False
) -> list[Action]:
    """The candidate blunders the judge, from her view, finds clearly costly."""
    chosen = sensible(name, view, memory, legal, random.Random(0))
    found = []
    for i, b in enumerate(blunders(name, view, memory, legal, chosen, fallback)):
        better, better_value, value = rv.judge(name, view, memory, legal, b, before, done, 4600 + i, PEEK)
        if better != b and better_value - value >= CLEARLY[name]:
            found.append(b)
    return found


async def against_a_computer(sandbox: Sandbox, name: str) -> str:
    """Аня's private room of ``name`` against one computer («🤖 Играть с компьютером»: dealt at
    once, at the level the button was drawn with — the sandbox's, the heuristic player): its id."""
    app, fake = sandbox.app, sandbox.fake
    assert app is not None
    fake.send_text(ANYA, f"/{name}")
    room = await wait_room(app, (await wait_latest_room(app, timeout=STEP)).id, lambda r: len(r.seats) == 1)
    msg = await message_of(app, fake, room.id, ANYA, "hand", timeout=STEP)

    def solo() -> str | None:
        current = fake.message(msg.chat_id, msg.message_id)
        found = [d for b in (current.buttons() if current else []) if (d := b.get("callback_data") or "")]
        return next((d for d in found if d.startswith(f"vs:{room.id}:1:")), None)

    data = await fake.wait_for(solo, timeout=STEP)
    assert data.endswith(":heuristic"), data
    await fake.wait_answer(fake.press(ANYA, fake.message(msg.chat_id, msg.message_id), data), timeout=STEP)
    await wait_room(app, room.id, lambda r: r.status == "playing", timeout=STEP)
    return room.id


async def play_a_deal(
    sandbox: Sandbox, room_id: str, rng: random.Random, fallback: bool = False
) -> tuple[Any, Action] | None:
    """Аня plays the deal under way to its end, the blunder planted at its first moment: (her view
    when she made it, the blunder), or None when the deal brought no such moment (``fallback``:
    :func:`blunders`)."""
    app, fake = sandbox.app, sandbox.fake
    assert app is not None
    room = await wait_room(app, room_id, lambda r: r.game_running(), timeout=STEP)
    name = room.game
    deals_before = len([r for r in room.engine().deal_results() if r is not None])  # type: ignore[union-attr]
    planted: tuple[Any, Action] | None = None

    def deal_over(r: Room) -> bool:
        game = r.engine()
        return game is None or rv.deal_over(game, deals_before) or r.status != "playing"

    loop = asyncio.get_running_loop()
    deadline = loop.time() + STEP
    while True:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        if loop.time() > deadline:
            game = room.engine()
            raise AssertionError(f"no move of hers for {STEP} s: {room.status} {game and game.view(None)}")
        if deal_over(room):
            return planted
        seat = room.seat_of(ANYA)
        assert seat is not None
        if ANYA not in waited_for(room):
            await settle(fake)
            continue
        _, view, memory, legal, before, done = seen(room)
        if not legal:
            await settle(fake)
            continue
        action = sensible(name, view, memory, legal, rng)
        found = []
        if planted is None and len(legal) > 1:
            found = costly(name, view, memory, legal, before, done, fallback)
        if found:
            action = found[0]
            if await press_action(app, fake, room, ANYA, action):
                planted = (view, action)
                deadline = loop.time() + STEP
            continue
        await press_action(app, fake, room, ANYA, action)
        deadline = loop.time() + STEP


async def next_deal(sandbox: Sandbox, room_id: str, name: str) -> str:
    """The next deal of the match (or, the match over, another room): the room it is played in."""
    app = sandbox.app
    assert app is not None
    room = await wait_room(app, room_id, lambda r: r.between_deals() or r.status != "playing", timeout=STEP)
    if room.between_deals():
        await press_ready(app, sandbox.fake, room_id, ANYA, timeout=STEP)
        return room_id
    return await against_a_computer(sandbox, name)


def index_of(record: dict[str, Any], seat: int, view: Any, blunder: Action) -> int:
    """Where in the record's deal the blunder is: the action made when her view was ``view`` (but
    for Bura's first-move draw, which a record of a later deal does not replay)."""

    def same(a: Any, b: Any) -> bool:
        return {k: v for k, v in a.items() if k != "draw"} == {k: v for k, v in b.items() if k != "draw"}

    rec, target = chosen_deal(record, None)
    game: Game = rec.new_game()
    for entry in rec.deals[:target]:
        start_deal(game, entry, rec)
        for action in entry.actions:
            game.apply(action)
    start_deal(game, rec.deals[target], rec)
    for i, action in enumerate(rec.deals[target].actions):
        if action == blunder and same(game.view(seat), view):
            return i
        game.apply(action)
    raise AssertionError(f"the blunder {blunder} is not in the record")


# ----- the test ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["durak", "bura", "scopa"])
async def test_the_review_in_the_sandbox_names_the_planted_blunder(sandbox: Sandbox, name: str) -> None:
    app, fake = sandbox.app, sandbox.fake
    assert app is not None
    rng = random.Random(f"review-{name}")
    room_id = await against_a_computer(sandbox, name)
    for attempt in range(DEALS):
        planted = await play_a_deal(sandbox, room_id, rng, fallback=attempt >= CLASSIC_DEALS)
        if planted is not None:
            break
        room_id = await next_deal(sandbox, room_id, name)
    else:
        raise AssertionError(f"{DEALS} deals of {name} brought no moment for the blunder")
    view, blunder = planted
    room = await app.rooms.get(room_id)  # type: ignore[union-attr]
    assert room is not None
    seat = room.seat_of(ANYA)
    assert seat is not None
    match_no = room.match_no
    deal_no = len([r for r in room.engine().deal_results() if r is not None]) if name != "durak" else 1  # type: ignore[union-attr]
    record = await until(lambda: app.rooms.record(room_id, match_no, deal_no), "the deal's record", STEP)
    index = index_of(record, seat.seat, view, blunder)

    style = (await app.presenter.user_prefs(ANYA)).style
    label = games.get(name).action_label(blunder, Ctx(Translator("ru"), "", style=style))
    named = tr("review-mistake", move=index + 1, played=label, better="\0", cost="\0").split("\0")[0]
    title = tr("review-title", game=tr(f"game-{name}"), n=deal_no)
    data = f"rv:{room_id}:{match_no}:{deal_no}"
    async with browser_page(locale="ru-RU") as page:
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        await page.goto(f"{sandbox.url}#person={ANYA}&chat={ANYA}")
        await expect(page.locator("nav .chat.active")).to_have_attribute("data-chat", str(ANYA))
        button = page.locator(f'#messages button[data-data="{data}"]').last
        await expect(button).to_have_text(tr("btn-review"), timeout=STEP * 1000)
        await button.click()
        review = page.locator("#messages .msg").filter(has_text=title).last
        await expect(review).to_be_visible(timeout=STEP * 1000)
        text = await review.inner_text()
        assert named in text, (named, text)
        assert not errors, errors
    # what the page showed is what the bot sent, and what it kept with the record
    async with app.storage.read() as tx:
        kept = await tx.reviews.get((room_id, match_no, deal_no, seat.seat))
    assert kept is not None and kept.review is not None
    mistakes = {m["index"]: m for m in kept.review["mistakes"]}
    assert index in mistakes and Action.make(**mistakes[index]["played"]) == blunder, kept.review
    assert any(named in m.text for m in fake.chat_messages(ANYA) if m.text.startswith(title))
