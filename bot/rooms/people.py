"""People and their seats: who arrives, leaves, cannot be reached or comes back; a seat handed to
the computer while its person is silent, and taken back with any press; a group's language, a group
lost or moved."""

from __future__ import annotations

from bot.model import CLOSED, PLAYING, Pause, Room, Seat
from bot.plumbing import clock
from bot.rooms import match
from bot.rooms.deadlines import DeadlineKind, absent_targets, paused_targets
from bot.rooms.guards import IN_ROOM
from bot.rooms.kernel import Kernel, Reply
from bot.rooms.quick import strike_if_quick
from bot.rules import sides
from bot.storage import Tx
from bot.storage.values import Person


class People:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel

    async def rooms_of_user(self, user_id: int) -> list[Room]:
        async with self.k.storage.read() as tx:
            ids = await tx.rooms.open_ids_of_user(user_id)
        rooms = [await self.k.get(rid) for rid in ids]
        return [r for r in rooms if r is not None]

    async def touch_user(
        self, user_id: int, first_name: str, username: str | None, language: str | None, *, started: bool
    ) -> Person:
        """Record the user (name, Telegram language); ``started``: they wrote to the bot in private or
        pressed a button there, so the bot reaches them again and their paused matches go on."""
        async with self.k.storage.autocommit() as tx:  # nothing here needs the statements together
            row, paused = await tx.users.arrive(user_id, first_name, username, language, started)
        for room_id in paused:
            await self._resume_for(room_id, user_id)
        return row

    async def set_pref(self, user_id: int, key: str, value: str | int) -> None:
        """A /profile choice (``language``, ``deck_style``, ``show_fingerprint``)."""
        async with self.k.storage.transaction() as tx:
            await tx.users.set_pref(user_id, key, value)

    async def chat_language(self, chat_id: int) -> str | None:
        async with self.k.storage.read() as tx:
            return await tx.chats.language(chat_id)

    async def set_chat_language(self, chat_id: int, language: str, by_user: int) -> None:
        """A group's /language: remembered for its later rooms; its open rooms' tables switch now."""
        async with self.k.storage.transaction() as tx:
            await tx.chats.set_language(chat_id, language, by_user)
            ids = await tx.rooms.open_ids_of_chat(chat_id)

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.locale == language or room.status == CLOSED:
                return Reply(None)
            room.locale = language
            return Reply(None, room=room, same_turn=True)

        for room_id in ids:
            await self.k.change(room_id, fn)

    async def user_lost(self, user_id: int) -> None:
        """The bot cannot reach ``user_id`` in private (a 403, or they blocked it): remember it, pause
        the matches they play and redraw their rooms (once, until they are back). Someone who never
        opened the private chat plays in the group (hands in the group): nothing is paused, and
        nothing more is sent to their private chat until they write there (an invitation's creator
        who never opened the bot would otherwise cost a refused call per redraw of their lobby)."""
        async with self.k.storage.transaction() as tx:
            person = await tx.users.get(user_id)
            newly = await tx.users.mark_unreachable(user_id)
            if person is not None and not person.started:
                return
        if not newly:
            return
        for room in await self.rooms_of_user(user_id):
            if room.status == PLAYING:
                await self._pause_for(room.id, user_id)
            else:
                await self.k.notifier.room_changed(room)

    async def group_lost(self, chat_id: int) -> None:
        """The bot was removed from a group (a 403 there, or the membership update): its open rooms
        stop writing there and go on in their players' private chats; the players are told once."""
        async with self.k.storage.read() as tx:
            ids = await tx.rooms.open_ids_in_chat(chat_id)

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.chat_id != chat_id:
                return Reply(None)  # already moved: told before
            room.chat_id = None
            return Reply(None, room=room)

        for room_id in ids:
            reply = await self.k.change(room_id, fn)
            if reply.room is not None:
                await self.k.notifier.announce(reply.room, "group-lost", [], exclude=set())

    async def chat_moved(self, old: int, new: int) -> None:
        """A group became a supergroup (``migrate_to_chat_id``): its rooms move with it."""
        if old == new:
            return
        async with self.k.storage.transaction() as tx:
            ids = await tx.rooms.move_chat(old, new)
        for room_id in ids:
            room = await self.k.get(room_id)
            if room is not None:
                await self.k.notifier.room_changed(room)

    async def _pause_for(self, room_id: str, user_id: int) -> None:
        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status != PLAYING or room.seat_of(user_id) is None:
                return Reply(None)
            if any(p.user_id == user_id for p in room.pauses) or user_id in room.away():
                return Reply(None)  # (the computer plays for them already: nothing waits for them)
            s = self.k.settings
            alone = all(o.computer for o in room.seats if o.user_id != user_id)
            # a tournament's table: its round waits for it, so not a day (the person named by the
            # pause running out finishes behind, bot/rooms/tournament_results.py)
            short = alone or bool(room.extra.get("tournament"))
            now = clock.now()
            pause = Pause(user_id, now, now + (s.pause_computer_seconds if short else s.pause_seconds))
            await tx.pauses.add(room.id, pause)
            room.pauses.append(pause)
            return Reply(None, room=room)

        reply = await self.k.change(room_id, fn)
        if reply.room is not None:
            await self.k.notifier.announce(reply.room, "pause-started", [user_id], exclude={user_id})

    async def _resume_for(self, room_id: str, user_id: int) -> None:
        async def fn(tx: Tx, room: Room) -> Reply:
            await tx.pauses.remove(room.id, user_id)
            room.pauses = [p for p in room.pauses if p.user_id != user_id]
            if room.status != PLAYING:
                return Reply(None)
            return Reply(None, room=room)

        reply = await self.k.change(room_id, fn)
        if reply.room is not None:
            await self.k.notifier.announce(reply.room, "pause-resumed", [user_id], exclude={user_id})

    async def leave(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            assert seat is not None
            await strike_if_quick(tx, room, user_id)
            if room.status == PLAYING and any(
                s.user_id is not None and s.user_id != user_id for s in room.seats
            ):
                # the game goes on, a computer plays the seat from now on (the others are told who
                # took over); a player who is out, or anyone between deals, interrupts nobody. A
                # rated match is lost by leaving it (rated now: the computer's end rates nobody) —
                # by the absent instead, when someone's absence is what the leaver walks away from
                absent = match.absent_seats(room, await match.absent_people(tx, room) - {user_id})
                if absent:
                    await match.forfeit_seats(tx, room, absent, self.k.settings)
                else:
                    await match.forfeit(tx, room, seat, self.k.settings)
                await _replace_by_computer(tx, room, seat)
                await match.maybe_start(tx, room)
                return Reply("left-ok", room=room)
            if room.status == PLAYING:
                await match.interrupt(tx, room, {"type": "left", "user": user_id, "seat": seat.seat})
            room.seats = [s for s in room.seats if s.user_id != user_id]
            room.compact()
            sides.forget(room, user_id)
            if not room.humans():
                room.status = CLOSED
            elif user_id == room.creator:  # the rights pass to the next seated person
                after = [s for s in room.humans() if s.seat >= seat.seat] or room.humans()
                room.creator = after[0].user_id if after[0].user_id is not None else room.creator
            return Reply("left-ok", room=room)

        reply = await self.k.change(room_id, fn, by=user_id, guards=(IN_ROOM,))
        if reply.room is not None:
            await self.k.notifier.left(reply.room, user_id)
        return reply

    def known_away(self, room_id: str, user_id: int) -> bool:
        """Whether ``user_id``'s seat in the room may be handed to the computer: so in the newest
        state this process knows, or the room is not known here (its press then reads it once)."""
        room = self.k.cache.newest(room_id)
        return room is None or user_id in room.away()

    async def come_back(self, room_id: str, user_id: int) -> bool:
        """A person whose seat the computer plays pressed a button of the room: the seat is theirs
        again (the press then does what it says). True when they were away."""
        if not self.known_away(room_id, user_id):
            return False

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id not in room.away():
                return Reply(None)
            room.set_away([u for u in room.away() if u != user_id])
            return Reply(None, room=room, same_turn=True)

        return (await self.k.change(room_id, fn, by=user_id)).room is not None

    async def take_over(self, room_id: str, user_id: int, turn: int, target: int) -> Reply:
        """«🤖 Сыграть за …»: another person at the table hands a seat to the computer until its owner
        presses any button of the room — the seat of someone the bot cannot reach (the match is
        paused for them: it goes on at once), or, where at least two other people play, of someone
        silent for ``ABSENT_AFTER_SECONDS`` (``absent_targets``; a lone opponent never takes a
        thinking person's move: nobody loses on time). A rated match is then lost by the absent
        person, at once (``match.forfeit_seats``), whatever the computer plays for them."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if target == user_id and room.status == PLAYING:  # the silent one is here: it is their seat
                return Reply("takeover-self", alert=True)
            if room.turn != turn or target == user_id:
                return Reply("err-stale", redraw=True)
            if target in paused_targets(room):
                await tx.pauses.remove(room.id, target)
                room.pauses = [p for p in room.pauses if p.user_id != target]
            elif room.paused or target not in absent_targets(room):
                return Reply("err-stale", redraw=True)
            elif not await tx.deadlines.fired(room.id, DeadlineKind.ABSENT, turn):
                return Reply("hurry-not-yet")
            room.set_away([*room.away(), target])
            seats = match.absent_seats(room, [target])
            lost.extend(await match.forfeit_seats(tx, room, seats, self.k.settings))
            await strike_if_quick(tx, room, target)
            await match.maybe_start(tx, room)
            return Reply("takeover-ok", room=room)

        lost: list[int] = []
        reply = await self.k.change(room_id, fn, by=user_id, guards=(IN_ROOM,))
        if reply.room is not None:
            key = "takeover-announce-rated" if lost else "takeover-announce"
            await self.k.notifier.announce(reply.room, key, [target], exclude={user_id})
        return reply


async def _replace_by_computer(tx: Tx, room: Room, seat: Seat) -> None:
    """A person leaves a running match: a computer plays their seat from now on (the match's
    header keeps who sat there, so the table says whose seat the computer took over)."""
    uid = seat.user_id
    assert uid is not None
    seat.user_id, seat.ready, seat.contribution = None, False, None
    room.set_away([u for u in room.away() if u != uid])
    if any(p.user_id == uid for p in room.pauses):
        await tx.pauses.remove(room.id, uid)
        room.pauses = [p for p in room.pauses if p.user_id != uid]
    if uid == room.creator:  # the rights pass to the next seated person
        people = room.present() or room.humans()
        after = [s for s in people if s.seat >= seat.seat] or people
        if after and after[0].user_id is not None:
            room.creator = after[0].user_id
