"""Quick match (issue 32): ``/play`` puts a person in the queue (``bot/storage/queue.py``), the matcher
(``bot/rules/matching.py``) seats compatible people together in a new room without a group
(``bot/rooms/quick.py``), and after the wait the person chose the bot offers computers for the free
seats. One message per person shows it all, edited in place (``bot/render/quick.py``).

Every worker runs :meth:`QuickMatch.tick` each ``TICK_SECONDS`` (a chore of the deadline scheduler,
on virtual time in the tests): a matching pass (a person who has waited longer accepts a wider
rating spread, later other languages) and the offers whose wait is over. Both run under the queue's
lock, so with several workers on PostgreSQL a person is seated once and offered once; the queue and
its due times are rows, so a restarted bot goes on where the stopped one was.

The rating a person is matched by is their Glicko-2 rating in the game (``RoomService.rating_of``;
:data:`DEFAULT_RATING` for people without one, or when it cannot be read).

Limits (every one answered in words): at most ``JOINS_PER_MINUTE`` joins a minute per person, and a
stored cool-down after leaving a quick match early (``bot/rooms/quick.py``).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import InlineKeyboardMarkup

from bot.chat.presenter import Presenter
from bot.i18n import Translator
from bot.outbox import Outbox, Unreachable
from bot.plumbing import clock
from bot.render import quick as view
from bot.rooms.quick import Seated
from bot.rooms.service import RoomService
from bot.rules.matching import DEFAULT_RATING
from bot.storage import StorageBusy, queue
from bot.storage.queue import Penalty, Waiting

log = logging.getLogger(__name__)

TICK_SECONDS = 1.0
JOINS_PER_MINUTE = 5
JOIN_WINDOW_SECONDS = 60.0
#: a join waits for the queue's lock this many times (each up to DB_BUSY_TIMEOUT_MS) before it fails
BUSY_TRIES = 5

RatingOf = Callable[[int, str], Awaitable[float]]


@dataclass(frozen=True)
class Refusal:
    """Why a join was refused: a locale key and its arguments."""

    key: str
    args: dict[str, object]


class QuickMatch:
    def __init__(
        self,
        rooms: RoomService,
        outbox: Outbox,
        presenter: Presenter,
        rating_of: RatingOf,
        joins_per_minute: int = JOINS_PER_MINUTE,
    ) -> None:
        self.rooms, self.outbox, self.presenter = rooms, outbox, presenter
        self.storage = rooms.storage
        self.rating_of = rating_of
        self.joins_per_minute = joins_per_minute
        #: how many joins this process committed; ``_empty_at``: that count when the queue was last
        #: seen empty (None: not since start). Equal, on SQLite, the queue is still empty: only this
        #: process writes there, and only a join adds a row — so a tick costs no statement then
        self._joins = 0
        self._empty_at: int | None = None

    async def rating(self, user_id: int, game: str) -> float:
        try:
            return float(await self.rating_of(user_id, game))
        except Exception:
            log.exception("rating of %s in %s failed: the starting value instead", user_id, game)
            return DEFAULT_RATING

    # ----- a person's own requests -------------------------------------------------------------------------
    async def waiting(self, user_id: int) -> Waiting | None:
        async with self.storage.read() as tx:
            return await queue.get(tx, user_id)

    async def join(
        self,
        user_id: int,
        chat_id: int,
        message_id: int | None,
        choice: view.Choice,
        lang: str,
        name: str,
        contribution: str,
    ) -> Refusal | None:
        """Into the queue (or, already in it, with these choices instead); None when joined — and
        matched at once when compatible people wait. A refusal says why, in words."""
        rating = await self.rating(user_id, choice.game)
        for attempt in range(BUSY_TRIES):  # many joins at once wait for the queue's lock in turn
            try:
                refusal = await self._join(
                    user_id, chat_id, message_id, choice, lang, name, contribution, rating
                )
                break
            except StorageBusy:
                if attempt == BUSY_TRIES - 1:
                    raise
                await asyncio.sleep(0.05 * (attempt + 1))
        if refusal is None:
            await self.match_quietly()
        return refusal

    async def _join(
        self,
        user_id: int,
        chat_id: int,
        message_id: int | None,
        choice: view.Choice,
        lang: str,
        name: str,
        contribution: str,
        rating: float,
    ) -> Refusal | None:
        now = clock.now()
        async with self.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            p = await queue.penalty(tx, user_id)
            if p.blocked_until > now:
                return Refusal("quick-cooldown", {"sec": math.ceil(p.blocked_until - now), "n": p.strikes})
            recent = [at for at in p.joins if now - at < JOIN_WINDOW_SECONDS]
            if len(recent) >= self.joins_per_minute:
                wait = math.ceil(JOIN_WINDOW_SECONDS - (now - min(recent)))
                return Refusal("quick-too-many-joins", {"n": self.joins_per_minute, "sec": max(1, wait)})
            joins = Penalty([*recent, now], p.strikes, p.struck_at, p.blocked_until)
            await queue.put_penalty(tx, user_id, joins)
            await queue.put(
                tx,
                Waiting(
                    user_id, choice.game, choice.variant_name, choice.seats, choice.wait, lang, rating, name,
                    contribution, chat_id, message_id, now, now + choice.wait, False,
                ),
            )  # fmt: skip
        self._joins += 1  # committed: the queue is not empty (a tick counts it again)
        return None

    async def match_quietly(self) -> None:
        """A matching pass that may wait for another's: if the lock stays busy, the next tick matches."""
        try:
            await self.match()
        except StorageBusy:
            log.info("quick match: the queue was busy, matched at the next tick")

    async def leave(self, user_id: int) -> bool:
        """«Выйти из очереди»: False when they were not in it (seated meanwhile, or left already)."""
        async with self.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            return await queue.remove(tx, user_id) > 0

    async def keep_waiting(self, user_id: int) -> Waiting | None:
        """«⏳ Ждать ещё»: the same wait again from now; None when no longer in the queue."""
        async with self.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            w = await queue.get(tx, user_id)
            if w is None:
                return None
            await queue.wait_again(tx, user_id, clock.now() + w.wait_seconds)
        await self.match_quietly()
        return await self.waiting(user_id)

    async def fill(self, user_id: int) -> Seated | None:
        """«🤖 Заполнить компьютерами»; None when no longer in the queue."""
        seated = await self.rooms.quick.fill(user_id)
        if seated is not None:
            await self.matched(seated)
        return seated

    async def set_message(self, user_id: int, message_id: int) -> None:
        async with self.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            await queue.set_message(tx, user_id, message_id)

    # ----- the chore ---------------------------------------------------------------------------------------
    async def tick(self) -> None:
        """Each ``TICK_SECONDS`` on every worker: match, then offer computers to those whose wait is over.
        Nothing to do while the queue is empty: one process's (SQLite) queue seen empty stays so
        until this process's next join, and is not counted again until then; several workers'
        (PostgreSQL), where another worker's join adds rows, is counted each tick."""
        joins = self._joins
        if not self.storage.shared and self._empty_at == joins:
            return
        async with self.storage.read() as tx:
            if await queue.count(tx) == 0:
                self._empty_at = joins  # (a join committed since the count moved ``_joins`` on)
                return
        await self.match()
        async with self.storage.transaction() as tx:
            await tx.lock(queue.LOCK)
            due = await queue.take_due(tx, clock.now())
        for w in due:
            t = await self._t(w.user_id)
            await self.show(w, *view.offer(t, w))

    async def match(self) -> list[Seated]:
        made = await self.rooms.quick.match_queue()
        for seated in made:
            await self.matched(seated)
        return made

    async def matched(self, seated: Seated) -> None:
        """Each person's queue message says the table is found and whom they play with."""
        for w in seated.people:
            t = await self._t(w.user_id)
            others = [p.name for p in seated.people if p.user_id != w.user_id]
            computers = seated.room.computers()
            text = (
                t("quick-matched", names=", ".join(others), n=computers)
                if others
                else t("quick-filled", n=computers)
            )
            await self.show(w, text, None)

    async def show(self, w: Waiting, text: str, kb: InlineKeyboardMarkup | None) -> None:
        """Edit the person's queue message (gone: a new one)."""
        if w.message_id is None or not await self.edit(w.chat_id, w.message_id, text, kb):
            await self.outbox.send(w.chat_id, text, kb)

    async def edit(self, chat: int, mid: int, text: str, kb: InlineKeyboardMarkup | None) -> bool:
        """Edit a message in place; False when it is gone (unchanged counts as done)."""
        bot = self.outbox.bot
        try:
            await self.outbox.call(
                chat, lambda: bot.edit_message_text(text=text, chat_id=chat, message_id=mid, reply_markup=kb)
            )
        except TelegramBadRequest as exc:
            return "not modified" in str(exc)
        except Unreachable:
            return True  # the chat refuses us: a new message would not reach them either
        return True

    async def _t(self, user_id: int) -> Translator:
        return Translator((await self.presenter.user_prefs(user_id)).lang)
