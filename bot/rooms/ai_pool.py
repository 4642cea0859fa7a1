"""Computer moves on every core.

Search players (``ismcts``) think in a pool of worker processes, so two rooms whose computers think at
once use two cores instead of sharing one interpreter lock; the quick players (``random``,
``heuristic``: microseconds to a millisecond a move) stay in this process, on a thread, since sending
a view to another process and back would cost them more than the move itself. ``AI_PROCESSES=0``
keeps every player on threads, as before.

The room's thinking time holds under load: a move that waited in the pool's queue thinks only what is
left of the room's budget (:func:`remaining_ms`, never less than a floor so that a move is always
made), and the room waits for at most its budget plus :data:`MARGIN_SECONDS` before it plays at
random. A worker that dies (``BrokenProcessPool``) or a player that raises costs one random move, and
a broken pool is replaced — a room never hangs on its computer.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import multiprocessing
import os
import random
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from importlib import import_module
from typing import Any

from engines.ai import Budget, get_player, random_player
from engines.protocol import Action, View
from engines.registry import names

log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1  # linux/prctl.h

#: levels whose moves go to the pool; the others are fast enough to stay in this process
POOL_LEVELS = frozenset({"ismcts"})
#: a move thinks at least this share of the room's budget, however long it waited …
FLOOR_FRACTION = 0.1
#: … and at least this many milliseconds
FLOOR_MS = 5.0
#: what the room waits beyond its think time (queueing, pickling, a worker's start) before it plays
#: at random
MARGIN_SECONDS = 0.5
#: how much lower the workers' CPU priority is than the bot process's (``nice``): a search thinks for
#: a fixed time and only explores less when the cores are busy, while a person's press waits for the
#: bot process — so the bot goes first when both want a core
NICENESS = 10

JSON = dict[str, Any]
#: the function a worker runs: (level, game, view, memory, legal, seed, think_ms, requested_at)
#: -> (action, the worker's pid)
Task = Callable[[str, str, View, JSON, Sequence[Action], int, float, float], tuple[Action, int]]


def remaining_ms(think_ms: float, requested_at: float, now: float) -> float:
    """What is left of a budget of ``think_ms`` asked for at ``requested_at`` (seconds of a monotonic
    clock), at ``now``: the budget minus the wait, never below the floor (``FLOOR_FRACTION`` of the
    budget, at least ``FLOOR_MS`` — but never more than the budget itself)."""
    waited_ms = max(0.0, (now - requested_at) * 1000.0)
    floor = min(think_ms, max(FLOOR_MS, think_ms * FLOOR_FRACTION))
    return max(floor, think_ms - waited_ms)


def think(
    level: str,
    game: str,
    view: View,
    memory: JSON,
    legal: Sequence[Action],
    seed: int,
    think_ms: float,
    requested_at: float,
) -> tuple[Action, int]:
    """One computer decision in a worker process: the player of ``level`` for ``game`` thinks for what
    is left of ``think_ms`` since ``requested_at`` (``time.monotonic()`` of the asking process: the
    monotonic clock is system-wide, so a worker reads the same one). Returns the action and the
    worker's pid (the pool counts which process made each move)."""
    budget_ms = remaining_ms(think_ms, requested_at, time.monotonic())
    player = get_player(level, game)
    budget = Budget(think_ms=budget_ms, clock=time.monotonic)
    return player(view, memory, legal, random.Random(seed), budget), os.getpid()


def _warm(module: str = "engines.ai", hold: float = 0.0) -> int:
    """Starts a worker: imports what its moves need (the task's module and every game's players,
    which ``get_player`` would otherwise import inside the first move's budget); ``hold``: then
    stays busy that long, so that the next such task goes to another worker."""
    import_module(module)
    for game in names():
        import_module(f"engines.ai.{game}")
    time.sleep(hold)
    return os.getpid()


def _die_with_parent(parent: int) -> None:
    """A worker's initializer: on Linux, the kernel kills the worker when its parent goes (a bot
    process killed with SIGKILL leaves no computer thinking for nobody); a worker whose parent went
    while it was still starting leaves at once. The worker runs at a lower priority
    (:data:`NICENESS`)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(0)
    with contextlib.suppress(OSError, AttributeError):  # not on every platform
        os.nice(NICENESS)


def _context() -> Any:
    """Workers start from a fresh interpreter (spawn): forking a process that runs an event loop and
    database threads could copy a held lock into the child. Spawned, not through a forkserver: a
    forkserver outlives a bot process killed with SIGKILL (seen), while a spawned worker is the bot's
    own child and goes with it (``_die_with_parent``)."""
    return multiprocessing.get_context("spawn")


def pool_size(setting: int | None) -> int:
    """``AI_PROCESSES`` unset: the machine's cores; 0: no pool (threads in this process)."""
    if setting is None:
        return os.cpu_count() or 1
    return setting


class AIPool:
    """The computers' worker processes of one bot process (none when ``processes`` is 0)."""

    def __init__(self, processes: int, task: Task = think) -> None:
        self.processes = processes
        self.task = task
        self._pool: ProcessPoolExecutor | None = None
        #: pid of a worker -> moves it made (for logs and tests)
        self.moves_by_pid: Counter[int] = Counter()
        #: how many times a broken pool was replaced
        self.restarts = 0
        self.fallbacks = 0

    def start(self) -> None:
        """Creates the pool and starts its workers (without waiting for them)."""
        if self.processes > 0 and self._pool is None:
            self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        pool = ProcessPoolExecutor(
            max_workers=self.processes,
            mp_context=_context(),
            initializer=_die_with_parent,
            initargs=(os.getpid(),),
        )
        for _ in range(self.processes):
            pool.submit(_warm, self.task.__module__)  # the workers start now, not at the first move
        return pool

    async def ready(self, timeout: float = 60.0) -> None:
        """Waits until every worker has started and run its initializer (benchmarks and tests; the bot
        does not wait). One task per worker is not enough: a worker that started first may take them
        all, so tasks are sent until each worker has answered one."""
        pool = self._pool
        if pool is None:
            return
        seen: set[int] = set()
        deadline = time.monotonic() + timeout
        while len(seen) < self.processes and time.monotonic() < deadline:
            done = await asyncio.gather(
                *(
                    asyncio.wrap_future(pool.submit(_warm, self.task.__module__, 0.05))
                    for _ in range(self.processes)
                )
            )
            seen.update(done)

    def pids(self) -> list[int]:
        """The pool's live worker processes."""
        procs = getattr(self._pool, "_processes", None) or {}
        return [p.pid for p in procs.values() if p.is_alive()]

    async def close(self) -> None:
        """Stops the workers (a move under way is dropped) and waits for them to exit."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        if self._pool is broken:
            self._pool = self._new_pool()
            self.restarts += 1
            broken.shutdown(wait=False, cancel_futures=True)

    async def decide(
        self,
        level: str,
        game: str,
        player: Any,
        view: View,
        memory: JSON,
        legal: Sequence[Action],
        rng: random.Random,
        think_ms: float,
    ) -> Action:
        """The computer's action: in a worker for a search level when there is a pool, else
        ``player`` on a thread; on any failure or when the budget plus margin runs out, a random
        legal action."""
        pool = self._pool
        requested_at = time.monotonic()
        budget = Budget(think_ms=think_ms, clock=time.monotonic)
        if pool is None or level not in POOL_LEVELS:
            try:
                action: Action = await asyncio.to_thread(player, view, memory, legal, rng, budget)
                return action
            except Exception:
                log.exception("computer player failed; playing at random")
                self.fallbacks += 1
                return random_player(view, memory, legal, rng, budget)
        future: Future[tuple[Action, int]] | None = None
        try:
            future = pool.submit(
                self.task,
                level,
                game,
                view,
                memory,
                list(legal),
                rng.getrandbits(64),
                think_ms,
                requested_at,
            )
            timeout = think_ms / 1000.0 + MARGIN_SECONDS
            action, pid = await asyncio.wait_for(asyncio.wrap_future(future), timeout)
            self.moves_by_pid[pid] += 1
            return action
        except BrokenProcessPool:
            log.error("a computer worker process died; replacing the pool, playing at random")
            self._replace(pool)
        except TimeoutError:
            log.warning("computer move over its budget (pool busy); playing at random")
            if future is not None:
                future.cancel()
        except RuntimeError as exc:  # submitted after a shutdown (the service is closing)
            log.warning("computer pool unavailable (%s); playing at random", exc)
        except Exception:
            log.exception("computer player failed; playing at random")
        self.fallbacks += 1
        return random_player(view, memory, legal, rng, budget)


# ----- reviews («🔎 Разбор», issue 46) -------------------------------------------------------------------
#: a review's worker runs at the lowest CPU priority there is: it may take a core only when neither
#: the bot process (``nice`` 0) nor a computer's move (:data:`NICENESS`) wants it
REVIEW_NICENESS = 19


def _review_worker(parent: int, niceness: int = REVIEW_NICENESS) -> None:
    """A review worker's initializer: as a computer's worker (:func:`_die_with_parent`), then lower
    still (``niceness``, the setting ``REVIEW_NICENESS``) and, at the lowest (19), on Linux, in the
    idle scheduling class (``SCHED_IDLE``).

    ``nice`` 19 alone still leaves a review a small share of a core it shares with the bot and a short
    run before a woken press handler takes the core back; a ``SCHED_IDLE`` process runs only on a core
    nobody else wants and is preempted at once when someone does — so on a machine that something
    else keeps busy all the time, reviews wait until it is not (a lower setting gives them a share)."""
    _die_with_parent(parent)
    if niceness > NICENESS:
        with contextlib.suppress(OSError, AttributeError):
            os.nice(niceness - NICENESS)
    if niceness >= REVIEW_NICENESS:
        with contextlib.suppress(OSError, AttributeError):  # Linux only
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def review_task(record: JSON, seat: int, deal: int, budget: tuple[int, int, int, int]) -> JSON:
    """One review in a worker: ``engines.ai.review.review`` of ``seat`` in ``deal`` (from 1) of the
    record, seed 0 (the same record gives the same review), at ``budget`` (samples, iterations,
    refine, refine_samples); its JSON."""
    from engines.ai.review import Settings, review

    samples, iterations, refine, refine_samples = budget
    settings = Settings(samples=samples, iterations=iterations, refine=refine, refine_samples=refine_samples)
    result: JSON = review(record, seat, deal - 1, seed=0, settings=settings).to_json()
    return result


def hint_task(
    game: str, view: View, memory: JSON, legal: Sequence[Action], budget: tuple[int, int]
) -> JSON:
    """One hint («💡 Подсказка», issue 46) in a worker: ``engines.ai.hint.hint`` of the seat's view at
    ``budget`` (iterations, samples), seed 0 (the same position gives the same hint); its JSON."""
    from engines.ai.hint import Settings, hint

    iterations, samples = budget
    settings = Settings(iterations=iterations, samples=samples)
    result: JSON = hint(game, view, memory, legal, seed=0, settings=settings).to_json()
    return result


class ReviewPool:
    """Where reviews run: one worker process of their own, at the lowest priority, apart from the
    computers' pool — a review thinks for seconds, and in the computers' pool it would hold a worker a
    room's move waits for (a move that waits past its budget is played at random), while in a pool of
    its own at ``nice`` 19 and ``SCHED_IDLE`` it only takes what the moves and the presses leave of the
    cores. One worker: reviews wait for each other, never for the rooms. Started at the first review.
    ``processes`` 0 (``AI_PROCESSES=0``): on a thread of the bot process (tests, the smallest set-ups)."""

    def __init__(self, processes: int, niceness: int = REVIEW_NICENESS) -> None:
        self.processes = processes
        self.niceness = niceness
        self._pool: ProcessPoolExecutor | None = None
        #: reviews computed (tests: a kept review is not computed again)
        self.done = 0

    def _started(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=_context(),
                initializer=_review_worker,
                initargs=(os.getpid(), self.niceness),
            )
        return self._pool

    async def review(self, record: JSON, seat: int, deal: int, budget: tuple[int, int, int, int]) -> JSON:
        """The review's JSON (raises what the review raised; a dead worker: ``BrokenProcessPool``,
        and the next review starts a new one)."""
        return await self.call(review_task, record, seat, deal, budget)

    async def call(self, fn: Callable[..., JSON], *args: Any) -> JSON:
        """``fn(*args)`` in the worker (:func:`review_task`, :func:`hint_task`; a module-level function:
        it is pickled by name), its result counted in :attr:`done`."""
        if self.processes <= 0:
            result = await asyncio.to_thread(fn, *args)
        else:
            pool = self._started()
            try:
                result = await asyncio.wrap_future(pool.submit(fn, *args))
            except BrokenProcessPool:
                if self._pool is pool:
                    self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
                raise
        self.done += 1
        return result

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
