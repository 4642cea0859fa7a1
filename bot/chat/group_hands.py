"""Hands in the group: a person's hand as an ephemeral message in the group (Bot API 10.2), seen by
them only, beside (or instead of) their private message.

Its slot is ``(room, group, "g<user>")`` on the group's lane of the outbox: every call it makes is
paced like the group's own (``GROUP_EDIT_INTERVAL_SECONDS``), as Telegram's own limits for ephemeral
messages are not published — unless ``EPHEMERAL_PER_MINUTE`` gives them a pace of their own (a lane
of their own in the group, :mod:`bot.outbox.ephemeral`). What Telegram allows, as relied on
(README «Hands in the group»):

- a bot that is not an administrator of the group sends one only in answer to that person's own
  button press (``callback_query_id``) within about 15 seconds (``EPHEMERAL_ANSWER_SECONDS`` here,
  with a margin); an administrator sends one at any time — so it brings the hand to the person
  whose turn it is without a press;
- an existing one can be edited (``editEphemeralMessageText``) and deleted at any time; a press on
  its buttons is an ordinary callback query;
- a client may lose it (offline, restarted): the bot is not told, so «🃏 Мои карты» always sends it
  anew (the old one deleted).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.model import Room
from bot.outbox import Outbox, Renderer
from bot.outbox.ephemeral import receiver_of as receiver_of  # re-exported
from bot.outbox.local import is_local
from bot.plumbing import clock
from bot.plumbing.bounded import LRU
from bot.storage import Database, api

MAX_HANDS = 20_000
MAX_GROUPS = 5_000
ADMINS = ("creator", "administrator")
#: calls of an ephemeral lane a race must last for its bar to tick in a hand in the group
TICK_CALLS = 6


def kind_of(user_id: int) -> str:
    """The slot kind of ``user_id``'s hand in the group."""
    return f"g{user_id}"


class GroupHands:
    """Who has a hand in the group, the press each may be answered by, and whether the bot is an
    administrator of a group (asked of Telegram, trusted ``admin_ttl`` seconds)."""

    def __init__(
        self,
        outbox: Outbox,
        render: Renderer,
        storage: Database,
        where: Callable[[int], Awaitable[str]],
        *,
        default_on: bool = True,
        answer_seconds: float = 12.0,
        admin_ttl: float = 300.0,
        pace: float = 3.2,
    ) -> None:
        """``render``: the slots' renderer (the presenter's); ``where``: where a person's hand goes
        ("both", "group", "private": their choice in /profile, "group" for someone who never
        opened the private chat); ``default_on``: GROUP_HANDS, for a group whose
        administrators did not choose with /hands."""
        self.outbox = outbox
        self.render = render
        self.storage = storage
        self.where = where
        self.default_on = default_on
        self.answer_seconds = answer_seconds
        self.admin_ttl = admin_ttl
        #: seconds between two ephemeral calls in a group (EPHEMERAL_PER_MINUTE, else the group's)
        self.pace = pace
        #: (room, user) -> the last press (callback query id, when) that may be answered
        self._presses: LRU[tuple[str, int], tuple[str, float]] = LRU(MAX_HANDS)
        #: (room, user) -> True: the person's hand is (or is to be) in the group
        self._active: LRU[tuple[str, int], bool] = LRU(MAX_HANDS)
        #: group -> (the bot is an administrator, when learnt)
        self._admin: LRU[int, tuple[bool, float]] = LRU(MAX_GROUPS)
        #: group -> (its administrators' switch, when read)
        self._on: LRU[int, tuple[bool, float]] = LRU(MAX_GROUPS)

    async def enabled(self, chat_id: int) -> bool:
        """Are hands in the group on there (its /hands, else GROUP_HANDS)? Read once a while."""
        known = self._on.get(chat_id)
        if known is not None and clock.monotonic() - known[1] <= self.admin_ttl:
            return known[0]
        chosen = await api.chat_hands(self.storage, chat_id)
        on = self.default_on if chosen is None else chosen
        self._on.put(chat_id, (on, clock.monotonic()))
        return on

    def on(self, chat_id: int) -> bool:
        """The switch as last read (GROUP_HANDS until it is: a frame reads it first)."""
        known = self._on.get(chat_id)
        return self.default_on if known is None else known[0]

    def switched(self, chat_id: int, on: bool) -> None:
        """The group's administrators switched hands in the group (stored already)."""
        self._on.put(chat_id, (on, clock.monotonic()))

    async def bring(self, room: Room, user_id: int, *, urgent: bool, fresh: bool) -> None:
        """The room changed: redraw the person's hand in the group (``fresh``: anew, as they are
        waited for now — only an administrator bot can send it unasked)."""
        chat_id = room.chat_id
        if chat_id is None or not await self.enabled(chat_id):
            return
        if not self.active(room.id, user_id):
            # not known here (a restart): a hand already in the group is redrawn where it is
            shown = await self.outbox.ledger.shown(room.id, chat_id, kind_of(user_id))
            unknown = shown is None or shown[0] is None
            # brought unasked only to those who play in the group (who chose it, or never opened the
            # private chat): the others have their private hand, and the group's pace stays the table's
            if unknown and (
                not fresh or await self.where(user_id) != "group" or not await self.is_admin(chat_id)
            ):
                return  # a plain member bot cannot bring it: the table says to tap «🃏 Мои карты»
            self.activate(room.id, user_id)
        self.outbox.mark((room.id, chat_id, kind_of(user_id)), self.render, urgent=urgent, fresh=fresh)

    def ticks(self, total: float) -> bool:
        """Can a hand in the group afford the «Стоп!» bar's ticks over a race of ``total`` seconds?
        The race's first calls on the ephemeral lane are the racer's hand brought down (a new
        message and the old one's delete) and the other hands' redraws; two ticks more need six
        calls' time in all. If not, the hand says the time left once, in words (``Ctx.bar_still``):
        on the group's own pace (20 calls a minute, shared with the table) Bura's 5-second window
        fits about one edit, and a bar standing still would mislead."""
        return TICK_CALLS * self.pace <= total

    def tick(self, room: Room, user_id: int) -> None:
        """Redraw the person's hand in the group (the bar's time left), if it is there."""
        if room.chat_id is not None and self.active(room.id, user_id):
            self.outbox.mark((room.id, room.chat_id, kind_of(user_id)), self.render, urgent=True)

    async def only_here(self, room: Room, started: bool, where: str) -> bool:
        """Does a person (``started``: opened the private chat; ``where``: their /profile choice)
        play this room in its group only — what reaches them is what the group shows them?"""
        chat_id = room.chat_id
        return chat_id is not None and (not started or where == "group") and await self.enabled(chat_id)

    async def hurry(self, room: Room, user_id: int) -> bool:
        """«Поторопить» for someone who plays in the group only: an administrator bot brings their
        hand anew (the ping, with sound while it is their move); False when the bot may not send it
        unasked (the group is told instead)."""
        if room.chat_id is None or not await self.is_admin(room.chat_id):
            return False
        self.activate(room.id, user_id)
        self.outbox.mark((room.id, room.chat_id, kind_of(user_id)), self.render, urgent=True, fresh=True)
        return True

    def asked(self, room: Room, user_id: int, query_id: str) -> None:
        """«🃏 Мои карты» pressed on the group table: the hand anew in the group, for them only."""
        assert room.chat_id is not None
        self.pressed(room.id, user_id, query_id)
        self.outbox.mark((room.id, room.chat_id, kind_of(user_id)), self.render, urgent=True, fresh=True)

    def pressed(self, room_id: str, user_id: int, query_id: str) -> None:
        """``user_id`` pressed a button of the room: an answer in the group may follow it."""
        self._presses.put((room_id, user_id), (query_id, clock.monotonic()))
        self._active.put((room_id, user_id), True)

    def query(self, room_id: str, user_id: int) -> str | None:
        """The person's press still young enough to be answered with a new ephemeral message (not one
        made on the table page: Telegram knows no such press)."""
        known = self._presses.get((room_id, user_id))
        if known is None or is_local(known[0]) or clock.monotonic() - known[1] > self.answer_seconds:
            return None
        return known[0]

    def activate(self, room_id: str, user_id: int) -> None:
        self._active.put((room_id, user_id), True)

    def active(self, room_id: str, user_id: int) -> bool:
        return bool(self._active.get((room_id, user_id)))

    def forget(self, room_id: str) -> None:
        for key in [k for k in self._active if k[0] == room_id]:
            self._active.pop(key)
        for key in [k for k in self._presses if k[0] == room_id]:
            self._presses.pop(key)

    def admin_known(self, chat_id: int) -> bool | None:
        """What is known of the bot's administrator right in the group (None: not yet, or too old)."""
        known = self._admin.get(chat_id)
        if known is None or clock.monotonic() - known[1] > self.admin_ttl:
            return None
        return known[0]

    async def is_admin(self, chat_id: int) -> bool:
        known = self.admin_known(chat_id)
        if known is not None:
            return known
        try:
            bot = self.outbox.bot
            member = await self.outbox.call(None, lambda: bot.get_chat_member(chat_id, bot.id))
            status: str | None = getattr(member.status, "value", str(member.status))
        except Exception:  # unknown: as a plain member (a press is then needed)
            status = None
        admin = status in ADMINS
        self._admin.put(chat_id, (admin, clock.monotonic()))
        return admin

    async def tap(self, room: Room, chat_id: int) -> list[int]:
        """Whom the group table tells to tap «🃏 Мои карты»: those waited for whose hand is not in
        the group already (it is edited there as the game goes), unless an administrator bot brings
        them their hands."""
        game = room.engine()
        if game is None or not room.game_running() or room.paused or await self.is_admin(chat_id):
            return []
        to_act = game.to_act()
        seats = [s for s in room.humans() if s.seat in to_act and not room.auto(s.seat)]
        waited = [s.user_id for s in seats if s.user_id]
        return [uid for uid in waited if not self.active(room.id, uid)]

    def learnt(self, chat_id: int, status: str) -> None:
        """A my_chat_member update told the bot's status in the group."""
        self._admin.put(chat_id, (status in ADMINS, clock.monotonic()))
