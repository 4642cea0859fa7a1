"""Quick match's rooms (issue 32): the people the matcher (``bot/rules/matching.py``) put at one
table are taken out of the queue and seated in a new room without a group — each plays in their
private chat, as an invited room does — and the match starts at once, all in one transaction under
the queue's lock (``bot/storage/queue.py``), so a person is seated once or not at all.

A quick room is marked ``room.extra["quick"]`` (ratings and the abuse rules tell it apart) and keeps
the names its people are shown by (``room.extra["names"]``: the first name, or the full name for
who chose «показывать имя» in /profile) — never a Telegram username. Each person's join press is
their contribution to the first deck, as «Готово» is in a lobby (docs/rules/fairness.md).

A person who leaves a running quick match early — surrender, leaving, their seat handed to the
computer for their absence — gets a strike (:func:`strike_if_quick`): their next join waits
``COOLDOWN_SECONDS`` × 2^(strikes − 1) (at most ``COOLDOWN_MAX_SECONDS``); strikes are forgotten
after ``STRIKE_MEMORY_SECONDS`` without a new one.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.model import LOBBY, PLAYING, Room, Seat, new_room_id
from bot.plumbing import clock
from bot.rooms import match
from bot.rooms.kernel import Kernel, Plan, advance
from bot.rules import matching, rules_of
from bot.storage import Tx, queue
from bot.storage.queue import Penalty, Waiting

COOLDOWN_SECONDS = 60.0
COOLDOWN_MAX_SECONDS = 3600.0
STRIKE_MEMORY_SECONDS = 86400.0


@dataclass(frozen=True)
class Seated:
    """A quick room made, with the queue rows of the people seated in it (their messages)."""

    room: Room
    people: list[Waiting]


def entry_of(w: Waiting, avoid: set[int]) -> matching.Entry:
    return matching.Entry(
        w.user_id, w.game, w.variant, w.seat_counts, w.lang, w.rating, w.joined_at, frozenset(avoid)
    )


class QuickRooms:
    def __init__(self, k: Kernel, tuning: matching.Tuning | None = None) -> None:
        self.k = k
        self.tuning = tuning or matching.Tuning()

    async def match_queue(self) -> list[Seated]:
        """One matching pass over the whole queue: every table the matcher finds is made."""
        made: list[tuple[Seated, Plan]] = []
        now = clock.now()
        async with self.k.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            waiting = await queue.all_waiting(tx)
            if len(waiting) < 2:
                return []
            avoid = await queue.avoided(tx, [w.user_id for w in waiting])
            entries = [entry_of(w, avoid.get(w.user_id, set())) for w in waiting]
            by_id = {w.user_id: w for w in waiting}
            for table in matching.match(entries, now, self.tuning):
                people = [by_id[u] for u in table.users]
                if await queue.remove(tx, *table.users) != len(people):
                    raise RuntimeError("the queue changed under its lock")  # rolled back: nobody seated
                room, plan = await self._seat(tx, table.game, table.variant, table.seats, people, now)
                made.append((Seated(room, people), plan))
        return await self._after(made)

    async def fill(self, user_id: int) -> Seated | None:
        """«🤖 Заполнить компьютерами»: the person's table of their smallest seat count, the free seats
        to computers, dealt at once. None: they are not in the queue any more (seated, or left)."""
        now = clock.now()
        async with self.k.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            w = await queue.get(tx, user_id)
            if w is None:
                return None
            await queue.remove(tx, user_id)
            n = min(w.seat_counts)
            room, plan = await self._seat(tx, w.game, w.variant, n, [w], now)
        return (await self._after([(Seated(room, [w]), plan)]))[0]

    async def _seat(
        self, tx: Tx, game: str, variant: str, n: int, people: list[Waiting], now: float
    ) -> tuple[Room, Plan]:
        rules = rules_of(game)
        first = people[0]
        room = Room(
            id=new_room_id(), game=game, chat_id=None, locale=first.lang, creator=first.user_id,
            capacity=n, options=rules.quick_options(variant), status=LOBBY, turn=0, match_no=0, state=None,
            match_info=None, pending=match.new_pending(), last=None, outcome=None, created_at=now,
            updated_at=now,
        )  # fmt: skip
        room.seats = [Seat(i, p.user_id, True, p.contribution) for i, p in enumerate(people)]
        room.seats += [Seat(len(people) + i, None) for i in range(n - len(people))]
        room.extra["quick"] = True
        room.extra["names"] = {str(p.user_id): p.name for p in people}
        await tx.rooms.save(room, new=True)
        await match.maybe_start(tx, room)
        advance(room)
        await tx.rooms.save(room)
        return room, await self.k.sync_deadlines(tx, room)

    async def _after(self, made: list[tuple[Seated, Plan]]) -> list[Seated]:
        """Committed: remember, arm and show each room (its hands go to the private chats)."""
        for seated, plan in made:
            room = seated.room
            before = self.k.cache.offer(room)
            self.k.schedule(room.id, plan)
            await self.k.show(room, before=before)
        return [s for s, _ in made]


def cooldown(strikes: int) -> float:
    return min(COOLDOWN_SECONDS * 2 ** max(0, strikes - 1), COOLDOWN_MAX_SECONDS) if strikes else 0.0


async def strike_if_quick(tx: Tx, room: Room, user_id: int) -> None:
    """``user_id`` leaves a running quick match early (inside that change's transaction): one more
    strike, and a longer wait before their next join."""
    if not room.extra.get("quick") or room.status != PLAYING:
        return
    seat = room.seat_of(user_id)
    if seat is not None and rules_of(room.game).seat_out(room, seat.seat):
        return  # Durak: out of the game with no cards left, leaving ends nothing early
    now = clock.now()
    p = await queue.penalty(tx, user_id)
    strikes = p.strikes + 1
    if p.struck_at is not None and now - p.struck_at > STRIKE_MEMORY_SECONDS:
        strikes = 1
    until = max(p.blocked_until, now + cooldown(strikes))
    await queue.put_penalty(tx, user_id, Penalty(p.joins, strikes, now, until))
