"""Presses against a bot process killed with SIGKILL (issue 44, item 10).

People press the buttons of their hands as fast as a person mashing them (marks, picks, moves,
«Готов» between deals) while ``python -m bot`` runs against the fake Bot API; the process is
killed with SIGKILL now and then and started again on the same database. Every press is recorded
with its answer; :func:`audit` then reads the database and says, for every press answered as a
played move, whether its action is there.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.chat.callbacks import Move
from bot.rules import rules_of
from bot.sandbox.fakeapi import FakeTelegram
from bot.storage.actions import unpack
from tests.support.bot_e2e import fragment, wall
from tests.support.botproc import BotProc, start_bot

#: the prefixes of the buttons a player presses during a deal (and «Готов» between deals)
GAME_BUTTONS = ("m:", "t:", "p:", "h:", "r:")


@dataclass
class Press:
    user: int
    data: str
    query: str
    at: float = field(default_factory=time.monotonic)
    answer: dict[str, Any] | None = None


@dataclass
class BotProcess:
    env: dict[str, str]
    cwd: Path
    proc: BotProc | None = None
    lines: list[str] = field(default_factory=list)
    reader: asyncio.Task[None] | None = None

    async def start(self) -> None:
        running = asyncio.Event()
        # forked from the zygote (tests/support/botproc.py): a process of its own to kill, without
        # paying aiogram's import at each of the many starts
        self.proc = proc = await start_bot(self.cwd, self.env, interruptible=True)

        async def drain() -> None:  # a full pipe would stop the bot
            assert proc.stdout is not None
            async for line in proc.stdout:
                self.lines.append(line.decode(errors="replace"))
                if "Kozyr is running" in self.lines[-1]:
                    running.set()

        self.reader = asyncio.create_task(drain())
        try:
            await asyncio.wait_for(running.wait(), timeout=wall(60))
        except TimeoutError:
            raise AssertionError("the bot did not start:\n" + "".join(self.lines[-30:])) from None

    async def kill(self, sig: int = signal.SIGKILL) -> None:
        assert self.proc is not None
        if self.proc.returncode is None:
            os.kill(self.proc.pid, sig)
        await asyncio.wait_for(self.proc.wait(), 30)
        if self.reader is not None:
            self.reader.cancel()
        with open(self.cwd / "bot.log", "a") as log:
            log.write("".join(self.lines) + f"----- killed with {sig}\n")


def hand_buttons(fake: FakeTelegram, user: int) -> tuple[Any, list[str]] | None:
    """The user's newest private message with game buttons, and those buttons."""
    for message in reversed(fake.chat_messages(user)):
        markup = message.reply_markup or {}
        data = [
            b["callback_data"]
            for row in markup.get("inline_keyboard", [])
            for b in row
            if b.get("callback_data", "").startswith(GAME_BUTTONS)
        ]
        if data:
            return message, data
    return None


async def clicker(
    fake: FakeTelegram, user: int, presses: list[Press], stop: asyncio.Event, seed: int
) -> None:
    """Press a random game button of the user's hand, a moment after the answer of the last press
    (or after two seconds without one: a person presses again when the button keeps spinning); a
    move now and then twice at once (a double tap)."""
    rng = random.Random(seed)
    while not stop.is_set():
        found = hand_buttons(fake, user)
        if found is not None:
            message, data = found
            moves = [d for d in data if d.startswith("m:")]
            pick = rng.choice(moves) if moves and rng.random() < 0.6 else rng.choice(data)
            for _ in range(2 if pick.startswith("m:") and rng.random() < 0.2 else 1):
                presses.append(Press(user, pick, fake.press(user, message, pick)))
            with contextlib.suppress(AssertionError):
                await fake.wait_answer(presses[-1].query, timeout=2)
        await asyncio.sleep(rng.uniform(0.05, 0.4))


async def open_rooms(fake: FakeTelegram, people: list[int], game: str) -> None:
    """Pairs of people each open a room of ``game`` together (the second joins by the invitation)
    and press «Готов»; a person left alone plays against a computer."""
    for i in range(0, len(people), 2):
        a, b = people[i], people[i + 1] if i + 1 < len(people) else None
        fake.send_text(a, f"/{game}")
        invite = await fake.wait_message(a, fragment("invite-forward"), timeout=wall(20))
        if b is None:
            lobby = await fake.wait_message(a, "🤖", timeout=wall(20))
            fake.press_button(a, lobby, "🤖")
            continue
        url = next(w for w in invite.text.split() if "t.me/" in w)
        fake.send_text(b, f"/start {url.split('start=')[1]}")
        for uid in (a, b):
            ready = await fake.wait_for(lambda uid=uid: _ready_button(fake, uid), timeout=wall(20))
            fake.press(uid, ready[0], ready[1])


def _ready_button(fake: FakeTelegram, user: int) -> tuple[Any, str] | None:
    for message in reversed(fake.chat_messages(user)):
        for row in (message.reply_markup or {}).get("inline_keyboard", []):
            for b in row:
                if b.get("callback_data", "").startswith("r:"):
                    return message, b["callback_data"]
    return None


@dataclass
class Audit:
    """Presses by how they were answered, and the accepted moves without their action."""

    by_kind: dict[str, int] = field(default_factory=dict)
    lost: list[Press] = field(default_factory=list)
    unanswered: int = 0
    actions: int = 0


async def audit(
    presses: list[Press], fake: FakeTelegram, actions: list[tuple[Any, ...]], rooms: dict[str, str]
) -> Audit:
    """``actions``: (room, turn, packed action, by_user) of every logged action; ``rooms``: room -> game.
    A move answered without words (played, or the second tap of a move played) must have its action
    logged at a later turn than its button's by the presser (a pick of Bura's draw is no deal's
    action: it is not looked for)."""
    out = Audit(actions=len(actions))
    logged: dict[tuple[str, int, str], list[int]] = {}
    for room, turn, packed, by_user in actions:
        if by_user is None:
            continue
        rules = rules_of(rooms[room])
        action = rules.engine.parse_action(unpack(packed))
        code = rules.move_code(action)
        if code is not None:
            logged.setdefault((room, by_user, code), []).append(int(turn))
    for press in presses:
        press.answer = fake.answers.get(press.query)
        if press.answer is None:
            out.unanswered += 1
            continue
        text = press.answer.get("text")
        kind = f"{press.data.split(':')[0]}:{'words' if text else 'silent'}"
        out.by_kind[kind] = out.by_kind.get(kind, 0) + 1
        if kind != "m:silent":
            continue
        cd = Move.unpack(press.data)
        if cd.move[1:].isdigit():
            out.by_kind["m:silent draw pick"] = out.by_kind.get("m:silent draw pick", 0) + 1
            continue
        if not any(t > cd.turn for t in logged.get((cd.room, press.user, cd.move), [])):
            out.lost.append(press)
    return out


async def experiment(
    fake: FakeTelegram,
    workdir: Path,
    env: dict[str, str],
    settings: Any,
    *,
    people: list[int],
    game: str = "bura",
    kills: int = 4,
    seed: int = 0,
    up: tuple[float, float] = (1.0, 4.0),
    down: tuple[float, float] = (0.2, 1.5),
) -> Audit:
    """Play with ``kills`` SIGKILLs (up for a random while, killed, down for a random while), then
    let the last run answer everything and audit what was answered against what was logged."""
    from tests.support.bot_e2e import sql

    rng = random.Random(seed)
    bot = BotProcess(env, workdir)
    await bot.start()
    await open_rooms(fake, people, game)
    presses: list[Press] = []
    stop = asyncio.Event()
    clickers = [asyncio.create_task(clicker(fake, u, presses, stop, seed * 1000 + u)) for u in people]
    try:
        for _ in range(kills):
            await asyncio.sleep(rng.uniform(*up))
            await bot.kill()
            await asyncio.sleep(rng.uniform(*down))
            bot = BotProcess(env, workdir)
            await bot.start()
        await asyncio.sleep(rng.uniform(*up))
    finally:
        stop.set()
        await asyncio.gather(*clickers, return_exceptions=True)
    # the last run answers what is still waiting
    pending = [p.query for p in presses]
    with contextlib.suppress(AssertionError):
        await fake.wait_for(lambda: all(q in fake.answers for q in pending[-50:]), timeout=wall(20))
    await bot.kill(signal.SIGTERM)
    rooms = {r: g for r, g in await sql(settings, "SELECT id, game FROM rooms")}
    actions = await sql(settings, "SELECT room_id, turn, action, by_user FROM actions")
    return await audit(presses, fake, actions, rooms)


async def _main(argv: list[str]) -> None:
    """``python -m tests.support.kill_play sqlite|pg KILLS SEED [GAME] [--bot PATH]``: one experiment
    (five people: two pairs and one against a computer), its figures printed; ``--bot`` runs the bot
    of another checkout (e.g. main's, to compare)."""
    import tempfile

    from tests import postgres
    from tests.bot.test_webhook import process_env
    from tests.support.bot_e2e import make_settings

    bot_path = argv[argv.index("--bot") + 1] if "--bot" in argv else None
    args = [a for a in argv if a != "--bot" and a != bot_path]
    kind, kills, seed = args[0], int(args[1]), int(args[2])
    game = args[3] if len(args) > 3 else "bura"
    fake = FakeTelegram(limits=False)
    await fake.start()
    people = [701, 702, 703, 704, 705]
    for u in people:
        fake.add_user(u, f"P{u}")
    tmp = Path(tempfile.mkdtemp(prefix="kozyr-kill-"))
    env = process_env(fake, tmp / "bot.sqlite3")
    if bot_path:
        env["PYTHONPATH"] = bot_path
    if kind == "pg":
        env["DATABASE_URL"] = url = postgres.fresh_url()
        settings = make_settings(fake, tmp / "bot.sqlite3", database_url=url)
    else:
        settings = make_settings(fake, tmp / "bot.sqlite3", database_path=tmp / "bot.sqlite3")
    try:
        found = await experiment(fake, tmp, env, settings, people=people, game=game, kills=kills, seed=seed)
    finally:
        await fake.stop()
    print(f"{kind} kills={kills} seed={seed}: {found.actions} actions logged; presses by answer:")
    print(
        "  "
        + ", ".join(f"{k} {n}" for k, n in sorted(found.by_kind.items()))
        + f"; unanswered {found.unanswered}"
    )
    print(f"  answered as played without their move: {len(found.lost)}")
    for press in found.lost:
        print(f"    {press.user} {press.data} {press.query}")
    print(f"  (database and logs in {tmp})")


if __name__ == "__main__":
    asyncio.run(_main(sys.argv[1:]))
