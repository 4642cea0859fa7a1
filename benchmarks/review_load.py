"""Press → answer in rooms whose people ask for reviews (and hints) beside rooms whose people do not,
in one run of one bot (issue 46: «a room with a person who asked for reviews and hints keeps its
press → answer p95 within 10 % of one without»).

One bot process (``python -m bot``, webhook, SQLite unless ``--database postgresql``; its computers'
pool and its review worker as configured: ``AI_PROCESSES``) against the load benchmark's fake Bot
API (``benchmarks/bot_load.py``: Telegram's limits on). ``--people`` people play private Durak
against the computer at a person's pace (a press 0.2–0.6 s after their buttons appear), each game
after the last, for ``--seconds`` after a warm-up (longer, until ``--least-side`` side requests
of each kind were answered). Half of them (``--asking``) also make **side requests** — :data:`SIDES`, chosen
with ``--side`` (default: every one this checkout has):

- ``review``: «🔎 Разбор» under each finished game's result (the review is computed in the review
  worker at the budget ``--review-budget`` while the person plays on);
- ``hint``: «💡» on the hand before every third move (the person switched hints on in ``/profile``
  first; the hint is computed in its worker while the person plays on);

A side request is pressed like a move and its answer waited for, but it is not a move: only the
presses of moves are compared. The run prints, for the moves of each group, how many presses were
answered and their press → answer p50 / p95 (ms), the ratio of the asking group's p95 to the plain
group's (the target: ≤ 1.10) with its 95 % bootstrap interval over people — beside the same ratio
between two halves of the plain group, the run's own noise —, and per side request how many were
pressed, answered, and what they were answered (e.g. started, kept, over the hour's limit) and how
many were delivered.

    taskset -c 0,1 .venv/bin/python benchmarks/review_load.py            # 16 people, 120 s
    .venv/bin/python benchmarks/review_load.py --people 4 --seconds 5 --scale 20 --review-budget 8,60,2,16
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.bot_load import (  # noqa: E402
    Config,
    Crowd,
    Database,
    LoadFake,
    Worker,
    make_fake,
    pct,
    start_workers,
)
from benchmarks.machine import machine  # noqa: E402
from bot.chat.middlewares import TOO_FAST_EVERY_SECONDS  # noqa: E402
from bot.sandbox.fakeapi import FakeMessage  # noqa: E402


# ---------------------------------------------------------------------------------------- side requests
@dataclass(frozen=True)
class Side:
    """A request beside the moves: its button's payload starts with ``prefix`` (and names the room);
    ``after`` the game (under its result), else during it — before every ``every``-th move, when the
    hand shows the button."""

    name: str
    prefix: str
    after: bool
    every: int = 1
    #: the start of the press's answer when the bot starts computing it (the people speak English)
    working: str = ""
    #: the start of the bot's message that delivers it later
    delivered: str = ""
    #: what a person does once, before their first game, to be offered it: a command, then the
    #: payload (of the user id) of a button of its answer
    setup: tuple[str, Callable[[int], str]] | None = None


#: every side request this checkout has
SIDES: dict[str, Side] = {
    # «🔎 Разбор» under each finished game's result
    "review": Side("review", "rv:", True, working="Reviewing the deal…", delivered="🔎 Review"),
    # «💡» on the hand (a person who switched hints on in /profile), before every third move
    "hint": Side(
        "hint",
        "hn:",
        False,
        every=3,
        working="💡 Thinking",
        delivered="💡 The strongest",
        setup=("/profile", lambda uid: f"pf:hints:on:{uid}"),
    ),
}

#: the press's answer when a review starts (the smoke test looks)
WORKING = SIDES["review"].working


@dataclass
class SideStats:
    pressed: int = 0
    latencies: list[float] = field(default_factory=list)
    answers: Counter[str] = field(default_factory=Counter)
    delivered: int = 0
    #: the payloads whose press was answered as started: each brings one message (a second press
    #: of the same position while it is computed gets the same words, and no second message)
    started: set[str] = field(default_factory=set)


class AskingCrowd(Crowd):
    """The load benchmark's people, each keeping to one person for all their games; those in
    ``asking`` make the ``sides`` requests too."""

    def __init__(self, fake: LoadFake, db: Database, sides: list[Side], **kwargs: object) -> None:
        super().__init__(fake, db, **kwargs)  # type: ignore[arg-type]
        self.sides = sides
        self.asking: set[int] = set()
        self.side_stats: dict[str, SideStats] = {s.name: SideStats() for s in sides}
        self.measuring = False

    async def person(self, rng: random.Random, asking: bool = False) -> None:  # type: ignore[override]
        uid = self.new_person()
        if asking:
            self.asking.add(uid)
            for side in self.sides:
                if side.setup is not None:
                    await self.set_up(uid, *side.setup)
        self.playing += 1
        while not self.stop.is_set():
            room = await self.open_room(uid, rng)
            if room is None:
                self.stats.setup_failures += 1
                await asyncio.sleep(1)
                continue
            self.stats.rooms.append((room, uid))
            await self.play(uid, room, rng)
            if asking:
                # the result read before asking, as a person does: a press within the throttle's
                # second of their last move is answered «too fast» (bot/chat/middlewares.py)
                await asyncio.sleep(TOO_FAST_EVERY_SECONDS)
                for side in self.sides:
                    if side.after:
                        await self.side_request(uid, room, side)

    async def play(self, uid: int, room: str, rng: random.Random) -> None:
        fake = self.fake
        pressed: tuple[int, int] | None = None
        pressed_at = 0.0
        moves = 0
        while not self.stop.is_set() and room not in self.finished_rooms:
            msg = self.hand(uid, room)
            version = (msg.message_id, len(msg.history)) if msg is not None else None
            choices = self.moves(msg, room) if msg is not None else []
            if not choices or (version == pressed and time.monotonic() - pressed_at < 3.0):
                await fake.changed(uid, 1.0)
                continue
            await asyncio.sleep(rng.uniform(*self.think))
            if self.stop.is_set():
                return
            assert msg is not None
            if uid in self.asking:
                for side in self.sides:
                    if not side.after and moves % side.every == 0:
                        await self.side_request(uid, room, side)
            done = await self.press_move(uid, room, msg, rng, record=self.measuring)
            if done is None:
                continue
            pressed, pressed_at = done, time.monotonic()
            moves += 1

    def _button(self, uid: int, room: str, prefix: str) -> tuple[FakeMessage, str] | None:
        for msg in reversed(self.fake.chat_messages(uid)):
            for b in msg.buttons():
                data = b.get("callback_data") or ""
                if data.startswith(prefix) and room in data:
                    return msg, data
        return None

    async def set_up(self, uid: int, command: str, payload: Callable[[int], str]) -> None:
        """``command``, then the button ``payload(uid)`` of its answer (waited for up to a minute)."""
        self.fake.send_text(uid, command)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            for msg in reversed(self.fake.chat_messages(uid)):
                if any(b.get("callback_data") == payload(uid) for b in msg.buttons()):
                    await self.fake.answer_of(self.fake.press(uid, msg, payload(uid)), 60)
                    return
            await self.fake.changed(uid, 1.0)
        raise RuntimeError(f"no {payload(uid)} after {command}")

    async def side_request(self, uid: int, room: str, side: Side) -> None:
        """Press the side request's button (after the game: waiting a few seconds for it to show;
        during it: if the hand shows it now), and wait for its answer."""
        if not side.after:  # on the hand as it is now (an older message's button is stale)
            hand = self.hand(uid, room)
            shown = [b.get("callback_data") or "" for b in (hand.buttons() if hand else [])]
            data = next((d for d in shown if d.startswith(side.prefix)), None)
            if hand is None or data is None:
                return
            found: tuple[FakeMessage, str] | None = (hand, data)
        else:
            found = self._button(uid, room, side.prefix)
        deadline = time.monotonic() + (10 if side.after else 0)
        while found is None and time.monotonic() < deadline and not self.stop.is_set():
            found = self._button(uid, room, side.prefix)
            if found is None:
                await self.fake.changed(uid, 1.0)
        if found is None:
            return
        msg, data = found
        stats = self.side_stats[side.name]
        at = time.monotonic()
        query = self.fake.press(uid, msg, data)
        stats.pressed += 1
        answer = await self.fake.answer_of(query, 30.0)
        if answer is not None:
            stats.latencies.append(self.fake.answered_at[query] - at)
            text = str(answer.get("text") or "")
            working = side.working and text.startswith(side.working)
            stats.answers[side.working if working else text[:40] or "(no words)"] += 1
            if working:
                stats.started.add(data)

    def count_delivered(self) -> None:
        for side in self.sides:
            if side.delivered:
                self.side_stats[side.name].delivered = sum(
                    1
                    for uid in self.asking
                    for m in self.fake.chat_messages(uid)
                    if (m.text or "").startswith(side.delivered)
                )


# ---------------------------------------------------------------------------------------- the run
@dataclass
class Result:
    plain: list[float]
    asking: list[float]
    unanswered: int
    cpu: float
    seconds: float
    sides: dict[str, SideStats]
    #: the people who do not ask, in two halves: their p95s' ratio is the run's own noise
    plain_halves: tuple[list[float], list[float]] = ([], [])
    #: each person's move latencies, per group (the interval resamples people, not presses: one
    #: person's presses share their room and their moments, so they are not independent)
    plain_people: list[list[float]] = field(default_factory=list)
    asking_people: list[list[float]] = field(default_factory=list)

    @property
    def ratio(self) -> float:
        return pct(self.asking, 0.95) / pct(self.plain, 0.95)

    @property
    def noise(self) -> float:
        return pct(self.plain_halves[0], 0.95) / pct(self.plain_halves[1], 0.95)

    def interval(self, resamples: int = 1000, seed: int = 0) -> tuple[float, float]:
        """A 95 % percentile-bootstrap interval of :attr:`ratio`: each group's people drawn with
        replacement (all of a drawn person's presses), the ratio of the two p95s recomputed."""
        if not self.plain_people or not self.asking_people:
            return (float("nan"), float("nan"))
        rng = random.Random(seed)

        def drawn(people: list[list[float]]) -> list[float]:
            return [x for _ in people for x in people[rng.randrange(len(people))]]

        ratios = sorted(
            pct(drawn(self.asking_people), 0.95) / pct(drawn(self.plain_people), 0.95)
            for _ in range(resamples)
        )
        return ratios[int(0.025 * resamples)], ratios[int(0.975 * resamples) - 1]


async def run(args: argparse.Namespace, workdir: Path) -> Result:
    sides = [SIDES[name] for name in args.side]
    fake = make_fake(args)
    await fake.start()
    db = Database(args.database, workdir)
    await db.create()
    crowd = AskingCrowd(
        fake, db, sides, seed=args.seed, hard_share=0.0, think=(0.2 / args.scale, 0.6 / args.scale)
    )
    samples, iterations, refine, refine_samples = args.review_budget
    extra = {
        "REVIEWS_PER_HOUR": str(args.reviews_per_hour),
        "REVIEW_SAMPLES": str(samples),
        "REVIEW_ITERATIONS": str(iterations),
        "REVIEW_REFINE": str(refine),
        "REVIEW_REFINE_SAMPLES": str(refine_samples),
        "HINT_ITERATIONS": str(args.hint_budget[0]),
        "HINT_SAMPLES": str(args.hint_budget[1]),
        "REVIEW_NICENESS": str(args.review_niceness),
    }
    workers: list[Worker] = []
    tasks: list[asyncio.Task[None]] = []
    try:
        config = Config(f"{args.database} webhook", args.database, 1, True)
        workers = await start_workers(config, fake, db, workdir, args, extra)
        watcher = asyncio.create_task(crowd.watch_finished())
        for i in range(args.people):
            rng = random.Random(crowd.rng.random())
            tasks.append(asyncio.create_task(crowd.person(rng, asking=i % 2 == 1 and i // 2 < args.asking)))
        await asyncio.sleep(args.warmup)
        cpu0, t0 = sum(w.cpu() for w in workers), time.monotonic()
        crowd.measuring = True
        await asyncio.sleep(args.seconds)
        # longer, until --least-side side requests of each kind were answered (a window without one
        # compares nothing)
        longest = time.monotonic() + args.least_side_seconds
        while time.monotonic() < longest and (
            min((len(s.latencies) for s in crowd.side_stats.values()), default=args.least_side)
            < args.least_side
        ):
            await asyncio.sleep(0.25)
        crowd.measuring = False
        seconds = time.monotonic() - t0
        cpu = sum(w.cpu() for w in workers) - cpu0
        crowd.stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        await watcher
        # what was asked for is delivered, one message per position started (at most --drain
        # seconds more): counting the presses instead, a double tap's second «thinking» would wait
        # for a message that never comes, until --drain is over
        drain = time.monotonic() + args.drain
        while True:
            crowd.count_delivered()
            if all(
                crowd.side_stats[s.name].delivered >= len(crowd.side_stats[s.name].started)
                for s in sides
                if s.delivered
            ) or time.monotonic() > drain:
                break
            await asyncio.sleep(0.5)
    finally:
        crowd.stop.set()
        for task in tasks:
            task.cancel()
        for w in workers:
            await w.stop()
        await fake.stop()
        await db.drop()
    answered = [p for p in crowd.stats.presses if p.latency is not None]
    plain_people = sorted({p.user for p in answered if p.user not in crowd.asking})
    half = set(plain_people[::2])
    return Result(
        plain=[p.latency for p in answered if p.user not in crowd.asking and p.latency is not None],
        plain_halves=(
            [p.latency for p in answered if p.user in half and p.latency is not None],
            [p.latency for p in answered if p.user not in half and p.user not in crowd.asking and p.latency],
        ),
        asking=[p.latency for p in answered if p.user in crowd.asking and p.latency is not None],
        plain_people=[
            [p.latency for p in answered if p.user == uid and p.latency is not None] for uid in plain_people
        ],
        asking_people=[
            mine
            for uid in sorted(crowd.asking)
            if (mine := [p.latency for p in answered if p.user == uid and p.latency is not None])
        ],
        unanswered=len(crowd.stats.presses) - len(answered),
        cpu=cpu,
        seconds=seconds,
        sides=crowd.side_stats,
    )


def report(result: Result, args: argparse.Namespace) -> str:
    def row(name: str, values: list[float]) -> str:
        p50, p95 = pct(values, 0.5) * 1000, pct(values, 0.95) * 1000
        return f"  {name:<24} {len(values):>7}  {p50:>8.0f}  {p95:>8.0f}"

    low, high = result.interval()
    lines = [
        f"review_load: {args.people} people ({args.asking} asking: {', '.join(args.side) or 'nothing'}), "
        f"{args.database}, {result.seconds:.0f} s measured, review budget "
        f"{','.join(map(str, args.review_budget))}; the bot's CPU {result.cpu / result.seconds:.2f} cores",
        f"  {'moves of':<24} {'answered':>7}  {'p50 ms':>8}  {'p95 ms':>8}",
        row("people who do not ask", result.plain),
        row("people who ask", result.asking),
        f"  p95 asking / not asking: {result.ratio:.3f} (95 % interval over people {low:.3f}–{high:.3f}; "
        f"target ≤ 1.10); unanswered: {result.unanswered}",
        f"  the noise: p95 of one half of the people who do not ask / the other's: {result.noise:.3f}",
    ]
    for name, s in result.sides.items():
        answers = "; ".join(f"{n}× «{text}»" for text, n in s.answers.most_common(3))
        lines.append(
            f"  side «{name}»: {s.pressed} pressed, answer p50 {pct(s.latencies, 0.5) * 1000:.0f} ms, "
            f"p95 {pct(s.latencies, 0.95) * 1000:.0f} ms; delivered {s.delivered}; {answers}"
        )
    return "\n".join(lines)


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--people", type=int, default=16, help="people playing at once (default 16)")
    parser.add_argument("--asking", type=int, default=None, help="of them asking (default: half)")
    parser.add_argument(
        "--side", nargs="*", choices=sorted(SIDES), default=sorted(SIDES), help="the side requests made"
    )
    parser.add_argument("--seconds", type=float, default=120.0, help="the measured time")
    parser.add_argument("--warmup", type=float, default=15.0, help="seconds before it")
    parser.add_argument("--database", choices=["sqlite", "postgresql"], default="sqlite")
    parser.add_argument(
        "--review-budget",
        type=lambda s: tuple(int(x) for x in s.split(",")),
        default=(48, 800, 6, 256),
        help="REVIEW_SAMPLES,REVIEW_ITERATIONS,REVIEW_REFINE,REVIEW_REFINE_SAMPLES (the bot's default)",
    )
    parser.add_argument(
        "--hint-budget",
        type=lambda s: tuple(int(x) for x in s.split(",")),
        default=(800, 32),
        help="HINT_ITERATIONS,HINT_SAMPLES (the bot's default)",
    )
    parser.add_argument(
        "--review-niceness",
        type=int,
        default=19,
        help="REVIEW_NICENESS: the reviews' and hints' worker priority, 10..19 (the bot's default 19:"
        " only CPU nothing else wants)",
    )
    parser.add_argument(
        "--reviews-per-hour", type=int, default=1000, help="REVIEWS_PER_HOUR (a review every game)"
    )
    parser.add_argument("--global-rate", type=int, default=1000, help="the fake's global calls per second")
    parser.add_argument(
        "--scale", type=float, default=1.0, help="the bot's waits and the limits this much faster"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--least-side", type=int, default=1, help="the measured time lasts until this many side requests"
    )
    parser.add_argument(
        "--least-side-seconds", type=float, default=600.0, help="... but at most this many seconds more"
    )
    parser.add_argument(
        "--drain", type=float, default=60.0, help="seconds the reviews asked for may take to arrive after"
    )
    parser.add_argument("--start-timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    if args.asking is None:
        args.asking = args.people // 2
    args.asking = min(args.asking, args.people // 2)
    args.worker_cpu = 0.0  # (bot_load's start_workers)
    return args


async def main_async(args: argparse.Namespace) -> int:
    print(machine(), flush=True)
    with tempfile.TemporaryDirectory(prefix="kozyr-review-load-") as tmp:
        result = await run(args, Path(tmp))
    print(report(result, args), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(main_async(arguments(argv)))
    return 1


if __name__ == "__main__":
    sys.exit(main())
