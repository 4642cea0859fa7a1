"""The lobby's commands: making a room, joining, Ready, computers, options, teams, the lock, the
creator's remembered options and the one-tap game against the computer.

Each command is a change run by the kernel (``bot/rooms/kernel.py``) behind its guards
(``bot/rooms/guards.py``); a refusal changes nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.i18n import pick_language
from bot.model import CLOSED, LOBBY, Room, Seat, new_room_id
from bot.plumbing import clock
from bot.rooms import match
from bot.rooms.cards import with_card
from bot.rooms.guards import (
    CREATOR_LOBBY,
    IN_ROOM,
    JOIN_FIRST,
    creator_only,
    lobby_only,
    refused_seat,
    seated_or_creator,
)
from bot.rooms.kernel import Guard, Kernel, Reply, advance
from bot.rules import rules_of, sides
from bot.rules.sides import TEAM_MARKS
from bot.storage import Tx
from bot.storage.repos import CorruptRoom
from engines import fairness
from engines.ai import LEVELS as AI_LEVELS
from engines.registry import game_class


class RoomLimit(Exception):
    """No new room: its creator, or its group, has as many open rooms as allowed (``key`` says
    which, ``limit`` how many)."""

    def __init__(self, key: str, limit: int) -> None:
        super().__init__(key)
        self.key, self.limit = key, limit


def _drawn(drawn: int | None) -> Guard:
    """A press on a lobby drawn with ``drawn`` computers, made when the count has changed since
    (the second tap of a double tap), changes nothing."""

    def guard(room: Room, user_id: int) -> Reply | None:
        if drawn is not None and drawn != room.computers():
            return Reply("lobby-stale", redraw=True)  # lobby wording: no cards here
        return None

    return guard


def _computer_guards(drawn: int | None) -> tuple[Guard, ...]:
    """Computer seats are the creator's (README); others are told so."""
    return (seated_or_creator("err-join-first"), creator_only, _drawn(drawn), lobby_only)


class Lobby:
    def __init__(self, kernel: Kernel) -> None:
        self.k = kernel

    async def create_room(
        self,
        game: str,
        creator: int,
        chat_id: int | None,
        locale: str,
        *,
        room_id: str | None = None,
        seats: int | None = None,
        card: str | None = None,
    ) -> Room:
        """A new lobby; raises :class:`RoomLimit` when the creator or the group has as many open rooms
        as allowed. The creator's own empty lobby in the same chat (nobody else seated, no match
        played) is not kept beside it: it becomes the new lobby (the same message is redrawn).

        ``room_id``: the id an invitation card posted through inline mode already carries (a room of
        its own, never the reused lobby; made once: the same id again gives the room made);
        ``seats``: the seat count that card named (when the game has it); ``card``: that card's
        ``inline_message_id``, remembered by the new room from the start (its Join then works)."""
        game_rules = rules_of(game)
        now = clock.now()
        s = self.k.settings
        async with self.k.storage.transaction() as tx:
            # several workers: a creator's (and a group's) lobbies are counted and made one at a time
            await tx.lock(f"rooms-of-user:{creator}")
            if chat_id is not None:
                await tx.lock(f"rooms-of-chat:{chat_id}")
                locale = await tx.chats.language(chat_id) or locale  # the group's /language
            if room_id is not None and (made := await tx.rooms.load(room_id)) is not None:
                return made
            reused = None if room_id is not None else await self._empty_lobby(tx, creator, chat_id)
            if reused is None:
                if await tx.rooms.open_count_of_creator(creator) >= s.max_rooms_per_user:
                    raise RoomLimit("err-too-many-rooms", s.max_rooms_per_user)
                if chat_id is not None and await tx.rooms.open_count_of_chat(chat_id) >= s.max_rooms_per_chat:
                    raise RoomLimit("err-chat-rooms", s.max_rooms_per_chat)
                room = Room(
                    id=room_id or new_room_id(), game=game, chat_id=chat_id, locale=locale, creator=creator,
                    capacity=game_rules.default_capacity, options=game_class(game).normalize_options(None),
                    status=LOBBY, turn=0, match_no=0, state=None, match_info=None,
                    pending=match.new_pending(), last=None, outcome=None, created_at=now, updated_at=now,
                )
                if chat_id is None:
                    room.seats.append(Seat(0, creator))
                await _apply_defaults(tx, room)
                if seats is not None and seats != room.capacity:
                    _apply_option(room, "seats", str(seats))  # quietly not, when the game has no such count
                if card is not None:
                    with_card(room, card)
                    await tx.cards.bind(card, room.id, now)
                await tx.rooms.save(room, new=True)
            else:
                room = reused
                room.game, room.locale = game, locale
                room.capacity = game_rules.default_capacity
                room.options = game_class(game).normalize_options(None)
                room.ai_level, room.lobby_note = None, None
                await _apply_defaults(tx, room)
                room.clear_ready(commitment_kept=True)  # the same 🔒: randomness given for it stays
                room.outcome = None
                advance(room)
                await tx.rooms.save(room)
            plan = await self.k.sync_deadlines(tx, room)
        self.k.schedule(room.id, plan)
        await self.k.show(room, before=self.k.cache.offer(room))
        return room

    @staticmethod
    async def _empty_lobby(tx: Tx, creator: int, chat_id: int | None) -> Room | None:
        for room_id in await tx.rooms.open_ids_by(creator, chat_id):
            try:
                old = await tx.rooms.load(room_id)
            except CorruptRoom:
                continue
            if (
                old is not None and old.status == LOBBY and old.match_no == 0
                and all(u == creator for u in old.human_ids()) and not old.computers()
            ):
                return old
        return None

    async def join(self, room_id: str, user_id: int, team: int | None = None) -> Reply:
        """Take a seat by the invitation link; ``team``: the side its button named (a lobby with
        teams), taken when it still has a place — else the first place left, as without one."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status == CLOSED:
                return Reply("err-invite-expired", alert=True)
            if room.seat_of(user_id) is not None:
                return Reply("join-already")
            if (refused := refused_seat(room)) is not None:
                return refused
            if await tx.rooms.lobby_count_of_user(user_id) >= (cap := self.k.settings.max_lobbies_per_user):
                return Reply("err-too-many-lobbies", {"n": cap}, alert=True)
            room.seats.append(Seat(len(room.seats), user_id))
            k = sides.team_count(room)
            if team is not None and 0 <= team < k and sides.room_for(room, team, user_id):
                _move_side(room, user_id, team)
            room.locale = await _table_language(tx, room, self.k.settings.default_locale)
            return Reply("join-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id)

    async def unready(self, room_id: str, user_id: int) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            assert seat is not None
            if room.status != LOBBY or not seat.ready:
                return Reply("unready-ok")
            seat.unready()
            return Reply("unready-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=(IN_ROOM,))

    async def ready(self, room_id: str, user_id: int, callback_id: str) -> Reply:
        """«Готов» in the lobby or «Следующая раздача» between deals; the press's callback query id
        is the seat's contribution to the next deck (docs/rules/fairness.md)."""
        return await self._ready(room_id, user_id, fairness.press_contribution(user_id, callback_id))

    async def ready_app(self, room_id: str, user_id: int, randomness: bytes) -> Reply:
        """The same «Готово» pressed in the Mini App: the 32 bytes the person's own browser drew are
        the seat's contribution (``<id>:app:<hex>``). The caller has checked Telegram's signature
        that ``user_id`` is who pressed it."""
        return await self._ready(room_id, user_id, fairness.app_contribution(user_id, randomness))

    async def _ready(self, room_id: str, user_id: int, contribution: str) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            seat = room.seat_of(user_id)
            assert seat is not None
            if room.status == LOBBY or room.between_deals():
                if seat.ready:
                    return Reply("ready-already")
                seat.give(contribution)
                room.lobby_note = None
                await match.maybe_start(tx, room)
                return Reply("ready-ok", room=room)
            return Reply("err-stale", redraw=True)

        return await self.k.change(room_id, fn, by=user_id, guards=(JOIN_FIRST,))

    async def add_computer(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        """``drawn``: the computer count on the pressed button; a press made when the count has
        changed since (the second tap of a double tap) changes nothing."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if len(room.seats) >= room.capacity:
                return Reply("err-room-full", alert=True)
            room.seats.append(Seat(len(room.seats), None))
            await match.maybe_start(tx, room)
            return Reply("computer-added", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=_computer_guards(drawn))

    async def fill_computers(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        """Every free seat to a computer in one tap (the deal starts if every person is ready)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            free = room.capacity - len(room.seats)
            if free <= 0:
                return Reply("err-room-full", alert=True)
            room.seats += [Seat(len(room.seats) + i, None) for i in range(free)]
            room.compact()
            await match.maybe_start(tx, room)
            return Reply("computers-filled", {"n": free}, room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=_computer_guards(drawn))

    async def remove_computer(self, room_id: str, user_id: int, drawn: int | None = None) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            computers = [s for s in room.seats if s.computer]
            if not computers:
                return Reply("err-no-computer", alert=True)
            room.seats.remove(computers[-1])
            room.compact()
            return Reply("computer-removed", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=_computer_guards(drawn))

    async def set_option(self, room_id: str, user_id: int, key: str, value: str) -> Reply:
        async def fn(tx: Tx, room: Room) -> Reply:
            before = (room.capacity, dict(room.options), room.ai_level)
            teams = (sides.team_count(room), room.capacity)
            if key == "ai":
                if value not in AI_LEVELS:
                    return Reply("err-forged", alert=True)
                room.ai_level = value
            elif not _apply_option(room, key, value):
                return Reply("err-forged", alert=True)
            if (room.capacity, room.options, room.ai_level) == before:
                return Reply("option-same")  # nothing changed: the ready marks stay
            answer = "ai-level-ok"
            if (sides.team_count(room), room.capacity) != teams:  # other teams: sides chosen anew
                sides.forget(room)
            if key != "ai":  # the rules changed: everyone agrees again
                answer = _clear_ready_for_new_rules(room)
            await _remember_defaults(tx, room)
            return Reply(answer, room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=CREATOR_LOBBY)

    async def pick_team(self, room_id: str, user_id: int, team: int) -> Reply:
        """A person picks a side, while seats are free or once they are all taken: the deal places
        them there (``bot/rules/sides.py``). Someone not seated yet is answered ``err-join-first``
        (the handler sends the link that seats them on that side), unless no seat or no place on
        that side is left. Whoever this moves to another side gives their «Готово» again."""

        async def fn(tx: Tx, room: Room) -> Reply:
            k = sides.team_count(room)
            if not k or not 0 <= team < k:
                return Reply("err-stale", redraw=True)
            words = {"mark": TEAM_MARKS[team], "n": team + 1}
            if not sides.room_for(room, team, user_id):
                return Reply("err-team-full", words, alert=True)
            if room.seat_of(user_id) is None:
                return refused_seat(room) or Reply("err-join-first", words)
            if sides.chosen(room).get(user_id) == team:
                return Reply("team-already", words)
            _move_side(room, user_id, team)
            return Reply("team-ok", words, room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=(lobby_only,))

    async def shuffle_sides(self, room_id: str, user_id: int, turn: int) -> Reply:
        """The creator mixes the sides at random (a press drawn before the last change: stale)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.turn != turn:
                return Reply("lobby-stale", redraw=True)
            if not sides.team_count(room) or len(room.humans()) < 2:
                return Reply("err-stale", redraw=True)
            before = {u: sides.side_of(room, u) for u in room.human_ids()}
            sides.shuffle(room, random.SystemRandom())
            _moved_unready(room, before)
            return Reply("shuffle-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=CREATOR_LOBBY)

    async def show_settings(self, room_id: str, user_id: int, show: bool) -> Reply:
        """«⚙️ Настройки»: the creator's options in place of the lobby's buttons (on the group's table,
        or the creator's own message), «← Назад» back. Nothing a button refers to changes."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if user_id != room.creator:
                person = await tx.users.get(room.creator)
                name = (person.first_name or person.username or "?") if person else "?"
                return Reply("err-settings-creator", {"name": name}, alert=True)
            if bool(room.extra.get("settings")) == show:
                return Reply(None, room=room, same_turn=True)  # as it is: drawn again
            if show:
                room.extra["settings"] = 1
            else:
                room.extra.pop("settings", None)
            return Reply(None, room=room, same_turn=True)

        return await self.k.change(room_id, fn, by=user_id, guards=(lobby_only,))

    async def play_computer(
        self, room_id: str, user_id: int, opponents: int, level: str, callback_id: str, *, here: bool = False
    ) -> Reply:
        """«🤖 Играть с компьютером»: the creator plays ``opponents`` computers at ``level`` — the
        seats are set, filled, the creator is ready and the deal starts at once. Only while no other
        person sits in the lobby (they would be pushed out). ``here``: pressed in a group with hands
        in the group, where someone who never opened the bot plays on them."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if any(u != user_id for u in room.human_ids()):
                return Reply("err-solo-others", alert=True)
            seats = opponents + 1
            if level not in AI_LEVELS or seats not in rules_of(room.game).solo_seats():
                return Reply("err-forged", alert=True)
            if room.seat_of(user_id) is None:  # a group lobby: the hand goes to the private chat
                person = await tx.users.get(user_id)  # (or, ``here``, to the group if never opened)
                started = person is not None and person.started
                if person is None or not (started or here) or (started and not person.reachable):
                    return Reply("err-open-bot", alert=True)
            if seats != room.capacity:
                room.options = rules_of(room.game).options_for_seats(room, seats)
                room.capacity = seats
            room.ai_level = level
            mine = room.seat_of(user_id) or Seat(0, user_id)
            room.seats = [mine] + [Seat(0, None) for _ in range(opponents)]
            room.compact()
            mine.give(fairness.press_contribution(user_id, callback_id))  # the app's randomness stays
            room.lobby_note = None
            await _remember_defaults(tx, room)
            await match.maybe_start(tx, room)
            return Reply("solo-ok", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=CREATOR_LOBBY)

    async def kick(self, room_id: str, user_id: int, target: int) -> Reply:
        """The creator removes a person from a lobby seat (say, one who never presses «Готов»)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if target == user_id or room.seat_of(target) is None:
                return Reply("err-stale", redraw=True)
            room.seats = [s for s in room.seats if s.user_id != target]
            room.compact()
            sides.forget(room, target)
            return Reply("kick-ok", room=room)

        reply = await self.k.change(room_id, fn, by=user_id, guards=CREATOR_LOBBY)
        if reply.room is not None:
            await self.k.notifier.left(reply.room, target)
        return reply

    async def set_lobby_locked(self, room_id: str, user_id: int, locked: bool) -> Reply:
        """The creator closes the lobby to newcomers (the invitation link then says so), or opens it."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.locked == locked:
                return Reply("lock-already")
            if locked:
                room.extra["locked"] = True
            else:
                room.extra.pop("locked", None)
            return Reply("lock-on" if locked else "lock-off", room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=CREATOR_LOBBY)

    async def set_throw_wait(self, room_id: str, user_id: int, seconds: int) -> Reply:
        """Durak's throw-in wait of the room (0: off, the round waits for every thrower's answer)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if not rules_of(room.game).throw_wait or not 0 <= seconds <= 600:
                return Reply("err-forged", alert=True)
            if room.extra.get("throw_wait") == seconds:
                return Reply("option-same")
            room.extra["throw_wait"] = seconds
            return Reply(_clear_ready_for_new_rules(room), room=room)

        return await self.k.change(room_id, fn, by=user_id, guards=CREATOR_LOBBY)


def _move_side(room: Room, user_id: int, team: int) -> None:
    """``user_id`` chose ``team``; whoever that moves to another side gives their «Готово» again."""
    before = {u: sides.side_of(room, u) for u in room.human_ids()}
    sides.set_chosen(room, {**sides.chosen(room), user_id: team})
    _moved_unready(room, before)


def _moved_unready(room: Room, before: dict[int, int | None]) -> None:
    """The people the sides' change moved lose their «Готово» (the lobby says so when someone had one)."""
    lost = False
    for s in room.humans():
        if s.user_id is not None and sides.side_of(room, s.user_id) != before.get(s.user_id):
            lost = lost or s.ready
            s.unready()
    if lost:
        room.lobby_note = "sides-cleared"


def _clear_ready_for_new_rules(room: Room) -> str:
    """The rules changed: every «Готово» mark goes. The answer says so only when there was one to
    lose (``option-ok-cleared``, and the lobby's note); else just that the rules changed."""
    someone = any(s.ready for s in room.humans())
    room.clear_ready(commitment_kept=True)
    if not someone:
        return "option-ok"
    room.lobby_note = "ready-cleared"
    return "option-ok-cleared"


async def _apply_defaults(tx: Tx, room: Room) -> None:
    """A new lobby starts with its creator's last options in this chat for this game (those the
    engine still accepts)."""
    found = await tx.lobby_defaults.get(room.chat_id or 0, room.creator, room.game)
    if found is None:
        return
    capacity, options, level = found
    try:
        options = room.cls.normalize_options(options)
        room.cls.check_options(options, capacity)
    except Exception:
        return
    if capacity in room.cls.SEAT_COUNTS and capacity >= len(room.seats):
        room.capacity, room.options = capacity, options
    room.ai_level = level if level in AI_LEVELS else None


async def _remember_defaults(tx: Tx, room: Room) -> None:
    await tx.lobby_defaults.put(
        room.chat_id or 0, room.creator, room.game, room.capacity, room.options, room.ai_level
    )


def _apply_option(room: Room, key: str, value: str) -> bool:
    """Seats are every game's option; the rest the game module knows. The engine validates."""
    if key == "seats":
        if not value.isdigit():
            return False
        n = int(value)
        if n not in room.cls.SEAT_COUNTS or n < len(room.seats):
            return False
        room.options = rules_of(room.game).options_for_seats(room, n)
        room.capacity = n
        return True
    options: Any = rules_of(room.game).option_value(room, key, value)
    if options is None:
        return False
    try:
        options = room.cls.normalize_options(options)
        room.cls.check_options(options, room.capacity)  # a team option needs its seat count
    except Exception:
        return False
    room.options = options
    return True


async def _table_language(tx: Tx, room: Room, default: str) -> str:
    """A group table's language: the one the group's administrators chose with /language, else the
    language most of its seated people speak (a tie keeps the table's language: its creator's, or the
    one it already had). A private room keeps its own."""
    if room.chat_id is None or room.chat_id >= 0 or await tx.chats.language(room.chat_id) is not None:
        return room.locale
    people = await tx.users.many(room.human_ids())
    seated = [people[uid] for uid in room.human_ids() if uid in people]
    votes = Counter(pick_language(p.language, p.tg_language, default) for p in seated)
    if not votes:
        return room.locale
    top = max(votes.values())
    if votes.get(room.locale, 0) == top:
        return room.locale
    return next(lang for lang, n in votes.items() if n == top)
