"""Refused presses: a person who takes a while to choose, playing 4-seat Durak against three
computers, through the real bot against the test fake Bot API (Telegram's limits on).

The person looks at their hand message, thinks (0.7 s, 1.5 s, 2.5 s: one row each, ±20 %), then
presses the button they chose *on the screen they looked at* — meanwhile the computers (one move a
second, ``COMPUTER_DELAY_SECONDS``) may have changed the room and the message. They cover or throw
in when a card allows it, else «Не подкидываю», else «Беру»; a card with several moves opens them
and the person picks one at once (0.4 s). After a move they wait for the screen that shows it (a
screen drawn before it and delivered after the tap is not looked at). A press answered with a
text (an alert: «Этот ход уже недоступен», …) is refused. Prints per row: presses, presses made
on an outdated screen (the button's turn older than the room's when pressed), refused presses and
their share, and why they were refused (``--verbose``: each refusal and the moves before it).

    .venv/bin/python benchmarks/refused_presses.py [--games 2] [--scale 1] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.app import KozyrApp  # noqa: E402
from bot.rules import rules_of  # noqa: E402
from bot.sandbox.fakeapi import FakeTelegram  # noqa: E402
from tests.support.bot_e2e import message_of, tr  # noqa: E402
from tests.support.pacing import scaled_settings  # noqa: E402

THINK = (0.7, 1.5, 2.5)
#: a move button: a move, or a card that opens its moves (old buttons: ``a:``, an index at a turn)
MOVE_PREFIXES = ("a:", "m:", "p:")
PICK_THINK = 0.4
VERBOSE = False


@dataclass
class Row:
    think: float
    presses: int = 0
    outdated: int = 0
    refused: int = 0
    refusals: dict[str, int] = field(default_factory=dict)
    #: why a move button (``m:``) was refused, judged against the room right after: the move is no
    #: longer legal, or still legal but its context changed (another bout, trick or table)
    reasons: dict[str, int] = field(default_factory=dict)
    games: int = 0
    unfinished: int = 0


def turn_of(data: str) -> int | None:
    parts = data.split(":")
    return int(parts[2]) if len(parts) > 3 and parts[2].isdigit() else None


def choose(buttons: list[dict[str, str]], rng: random.Random) -> dict[str, str] | None:
    """Cover or throw in when a card allows it (any such button), else pass, else take."""
    moves = [b for b in buttons if b.get("callback_data", "").startswith(MOVE_PREFIXES)]
    if not moves:
        return None
    take, passing = tr("act-take"), tr("act-pass")
    cards = [b for b in moves if b["text"] not in (take, passing)]
    for group in (cards, [b for b in moves if b["text"] == passing], moves):
        if group:
            return group[rng.randrange(len(group))]
    return None


async def reason(app: KozyrApp, room_id: str, data: str) -> str:
    """Why a press was refused, judged against the room as it is now."""
    parts = data.split(":")
    room = await app.rooms.get(room_id)  # type: ignore[union-attr]
    if parts[0] != "m" or room is None or room.engine() is None:
        return "old button" if parts[0] == "a" else "other"
    game, seat, rules = room.engine(), int(parts[3]), rules_of(room.game)
    assert game is not None
    move = rules.move_of(parts[4], seat)
    same = rules.token(room, game, seat) == parts[5]
    legal = move is not None and move in game.legal_actions(seat)
    return ("legal" if legal else "not legal") + (" in the same context" if same else ", another context")


async def play(
    app: KozyrApp, fake: FakeTelegram, row: Row, uid: int, rng: random.Random, scale: float
) -> None:
    rooms = app.rooms
    assert rooms is not None
    fake.add_user(uid, f"P{uid}")
    await rooms.touch_user(uid, f"P{uid}", None, "ru", started=True)
    room = await rooms.create_room("durak", uid, None, "ru")
    for _ in range(3):
        await rooms.add_computer(room.id, uid)
    await rooms.ready(room.id, uid, f"bench-{uid}")
    msg = await message_of(app, fake, room.id, uid, "hand", timeout=30)
    seen: tuple[object, ...] | None = None
    shown = 0  # the turn after the person's last move: older screens do not show it yet
    think = row.think
    deadline = time.monotonic() + 20 * 60 / scale
    while time.monotonic() < deadline:
        now = await rooms.get(room.id)
        if now is None or now.status != "playing":
            row.games += 1
            return
        current = fake.message(uid, msg.message_id)
        assert current is not None
        buttons = [dict(b) for b in current.buttons()]
        screen = (current.text, tuple(b.get("callback_data") for b in buttons))
        turns = [t for b in buttons if (t := turn_of(b.get("callback_data", ""))) is not None]
        echo = bool(turns) and max(turns) < shown
        chosen = choose(buttons, rng) if screen != seen and not echo else None
        if chosen is None:
            await fake.changed(0.05)
            continue
        seen = screen  # the person looked at this screen; they press what they chose on it
        await asyncio.sleep(think * rng.uniform(0.8, 1.2) / scale)
        data = chosen["callback_data"]
        known = await rooms.get(room.id)
        drawn = turn_of(data)
        if known is not None and drawn is not None and drawn < known.turn:
            row.outdated += 1
        q = fake.press(uid, current, data)
        answer = await fake.wait_answer(q, timeout=60)
        row.presses += 1
        text = answer.get("text") or ""
        if text:
            row.refused += 1
            row.refusals[text] = row.refusals.get(text, 0) + 1
            why = await reason(app, room.id, data)
            row.reasons[why] = row.reasons.get(why, 0) + 1
            if VERBOSE:
                async with app.storage.read() as tx:
                    done = await tx.all(
                        "SELECT turn, action FROM actions WHERE room_id = ? AND turn >= ? ORDER BY id",
                        (room.id, drawn or 0),
                    )
                print(f"{row.think} refused {data} ({why}) at turn {known.turn if known else '?'}:",
                      [(r[0], r[1]) for r in done], file=sys.stderr)
            think = row.think
        else:
            think = PICK_THINK if data.startswith("p:") else row.think
            if not data.startswith("p:"):
                after = await rooms.get(room.id)
                shown = after.turn if after is not None else shown
    row.unfinished += 1


async def run(games: int, scale: float, seed: int) -> int:
    fake = FakeTelegram(limits=True, limit_scale=scale)
    await fake.start()
    rows = [Row(t) for t in THINK]
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        app = KozyrApp(scaled_settings(fake, Path(tmp) / "k.sqlite3", scale))
        await app.start()
        try:

            async def series(i: int, row: Row) -> None:
                for g in range(games):
                    await play(app, fake, row, 1000 * (i + 1) + g, random.Random(rng.random()), scale)

            await asyncio.gather(*(series(i, row) for i, row in enumerate(rows)))
        finally:
            await app.stop()
            await fake.stop()
    print(f"4-seat Durak, a person against three computers; {games} game(s) a row, scale {scale:g}\n")
    print(f"{'think s':>7} {'presses':>8} {'outdated':>9} {'refused':>8} {'refused %':>10}")
    for row in rows:
        share = 100 * row.refused / max(1, row.presses)
        print(f"{row.think:>7.1f} {row.presses:>8} {row.outdated:>9} {row.refused:>8} {share:>9.1f}%")
    for row in rows:
        if row.reasons:
            whys = ", ".join(f"{n} {why}" for why, n in row.reasons.items())
            print(f"  {row.think:.1f} s refused: {whys}")
    for row in rows:
        for text, n in sorted(row.refusals.items(), key=lambda x: -x[1])[:5]:
            print(f"  {row.think:.1f} s: {n} × {text}")
        if row.unfinished:
            print(f"  {row.think:.1f} s: {row.unfinished} game(s) not finished in time")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per row (default 2)")
    parser.add_argument("--scale", type=float, default=1.0, help="run this many times faster (default 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="each refusal and the moves before it")
    args = parser.parse_args()
    global VERBOSE
    VERBOSE = args.verbose
    return asyncio.run(run(args.games, args.scale, args.seed))


if __name__ == "__main__":
    sys.exit(main())
