"""Every inline button's payload: one aiogram ``CallbackData`` class per kind of button.

Payloads are ``<prefix>:<field>:…`` (ASCII, ≤ 64 bytes). Fields are typed and constrained, so a
malformed or forged payload matches no filter and is answered as an unknown button by the
fallback handler (``bot/handlers/errors.py``); nothing changes. Buttons that change a game carry
the room's turn counter and the seat they act for, so a stale or foreign press is refused by the
room service.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from aiogram.filters.callback_data import CallbackData
from pydantic import Field, StringConstraints

from bot.i18n import LANGUAGES

RoomId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9]{4,16}$")]
Card = Annotated[str, StringConstraints(pattern=r"^[0-9TJQKA][SHDC]$")]
Token = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_]{1,12}$")]
Num = Annotated[int, Field(ge=0, le=10**9)]
UserId = Annotated[int, Field(ge=1, le=2**53)]

#: the ``chat_instance`` of a press made on the table page (``bot/web/table.py`` feeds it to the
#: dispatcher as a button press): its handler may answer on the page instead of in a chat
PAGE_CHAT_INSTANCE = "web"


#: a move's type letter and its cards, or a place in a face-down spread (two digits: Bura's draw)
MoveCode = Annotated[str, StringConstraints(pattern=r"^[a-z](?:(?:[0-9TJQKA][SHDC]){0,12}|[0-9]{2})$")]
ContextToken = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{4}$")]


class Move(CallbackData, prefix="m"):
    """A move by its identity: ``move`` is its type's letter and its cards
    (``bot/rules/base.py: GameRules.move_code``), ``ctx`` the token of what it meant on the screen
    drawn at ``turn`` (the bout, the trick, the table). A press after the room moved on plays the
    move if it is still legal for the seat and still means the same."""

    room: RoomId
    turn: Num
    seat: Num
    move: MoveCode
    ctx: ContextToken


class Act(CallbackData, prefix="a"):
    """A move of older messages: the index into the seat's sorted legal actions at ``turn`` (still
    understood; refused once the room moved on)."""

    room: RoomId
    turn: Num
    seat: Num
    index: Num


class PickCard(CallbackData, prefix="p"):
    """A card with several moves: show them (the seat's own message only)."""

    room: RoomId
    turn: Num
    seat: Num
    card: Card


class Toggle(CallbackData, prefix="t"):
    """Bura: mark (``on`` 1) or unmark (0) a card of the hand; the same press twice is one mark."""

    room: RoomId
    turn: Num
    seat: Num
    card: Card
    on: Annotated[int, Field(ge=0, le=1)]


class Back(CallbackData, prefix="h"):
    """Back from a card's moves to the hand."""

    room: RoomId
    turn: Num
    seat: Num


class JoinHere(CallbackData, prefix="jn"):
    """«➕ Присоединиться» on a group lobby with hands in the group: a seat without the private chat
    (the confirmation and «Готово» come as a message only the presser sees)."""

    room: RoomId


class MyCards(CallbackData, prefix="mc"):
    """«🃏 Мои карты» on a group table: the presser's hand as an ephemeral message in the group."""

    room: RoomId


class Ready(CallbackData, prefix="r"):
    """«Готов» in the lobby, «Следующая раздача» between deals."""

    room: RoomId


class Unready(CallbackData, prefix="u"):
    room: RoomId


class Leave(CallbackData, prefix="l"):
    """Leave the room (a second press within a few seconds confirms while a game runs)."""

    room: RoomId


class EndGame(CallbackData, prefix="e"):
    """The creator ends the running game (confirmed by a second press)."""

    room: RoomId


class Surrender(CallbackData, prefix="s"):
    room: RoomId
    turn: Num


class Computer(CallbackData, prefix="c"):
    """Add (``+``) or remove (``-``) a computer seat, or give every free seat to a computer (``*``);
    ``drawn`` is the computer count on the button, so the second tap of a double tap changes
    nothing."""

    room: RoomId
    sign: Literal["+", "-", "*"]
    drawn: Num


class Option(CallbackData, prefix="o"):
    """A lobby option (the game module says which keys and values exist)."""

    room: RoomId
    key: Token
    value: Token


class Team(CallbackData, prefix="k"):
    """A side of a lobby with teams (Scopa 2×2, Durak in pairs or threes): a seated person picks it
    while seats are still free or once they are all taken; someone not seated yet is sent the
    invitation link that seats them on it."""

    room: RoomId
    team: Num


class LobbySettings(CallbackData, prefix="st"):
    """«⚙️ Настройки» (``open`` 1): the creator's options in place of the lobby's buttons on the same
    message; «← Назад» (0) closes them."""

    room: RoomId
    open: Annotated[int, Field(ge=0, le=1)]


class Shuffle(CallbackData, prefix="sx"):
    """The creator mixes the sides of a lobby with teams (drawn at ``turn``: a double tap mixes once)."""

    room: RoomId
    turn: Num


class Record(CallbackData, prefix="d"):
    """Send the record of a finished deal."""

    room: RoomId
    match: Num
    deal: Num


class Review(CallbackData, prefix="rv"):
    """«🔎 Разбор» of a finished deal (issue 46): the presser's own seat's review, for a seat they
    held in that match only."""

    room: RoomId
    match: Num
    deal: Num


class HintPress(CallbackData, prefix="hn"):
    """«💡» on a person's hand at ``turn`` (issue 46): the move the strongest computer would make
    from ``seat``'s view, and why; only in a room against computers, only on that seat's move."""

    room: RoomId
    turn: Num
    seat: Num


class HintsSwitch(CallbackData, prefix="hs"):
    """«💡 Подсказки» in the lobby of a room against computers: the presser's setting on (1) or off."""

    room: RoomId
    on: Annotated[int, Field(ge=0, le=1)]


class Fingerprint(CallbackData, prefix="f"):
    room: RoomId


class Hurry(CallbackData, prefix="y"):
    """«Поторопить» at ``turn``."""

    room: RoomId
    turn: Num


class Profile(CallbackData, prefix="pf"):
    """A /profile choice of ``user`` (the person the profile message was made for)."""

    key: Literal["lang", "style", "fp", "pings", "hide", "talk", "hands", "rated", "name", "hints"]
    value: Annotated[str, StringConstraints(pattern=r"^[a-z]{1,10}$")]
    user: UserId


class NewGame(CallbackData, prefix="g"):
    """The /new picker of ``user``: open a room of ``game``."""

    game: Annotated[str, StringConstraints(pattern=r"^[a-z]{1,12}$")]
    user: UserId


LanguageCode = Annotated[str, StringConstraints(pattern=r"^(" + "|".join(LANGUAGES) + r")$")]


class MyLanguage(CallbackData, prefix="lm"):
    """/language in private: the presser's own language."""

    code: LanguageCode


class ChatLanguage(CallbackData, prefix="lg"):
    """/language in a group: the group table's language (administrators only)."""

    code: LanguageCode


class GroupHandsSwitch(CallbackData, prefix="gh"):
    """/hands in a group: hands in the group on or off (administrators only)."""

    on: bool


class Rules(CallbackData, prefix="rl"):
    """A game's rules: ``send`` 1 sends them to the presser's private chat (a lobby's «ℹ️» button),
    0 shows them in the rules message's own message; ``page`` 0 the summary, 1 «📖 Подробнее»."""

    game: Annotated[str, StringConstraints(pattern=r"^[a-z]{1,12}$")]
    send: Annotated[int, Field(ge=0, le=1)] = 0
    page: Annotated[int, Field(ge=0, le=1)] = 0


# ----- playing the computer at once -------------------------------------------------------------------------
AiLevel = Literal["random", "heuristic", "ismcts"]


class Solo(CallbackData, prefix="vs"):
    """«🤖 Играть с компьютером»: the room's creator plays ``n`` computer opponents at ``level`` —
    the deal starts at once (the level is the one the button was drawn with)."""

    room: RoomId
    n: Annotated[int, Field(ge=1, le=5)]
    level: AiLevel


class SoloGame(CallbackData, prefix="gv"):
    """The /new picker's «🤖 <game>» of ``user``: open a room of ``game`` and start it against the
    computer at once (the creator's remembered seats and level in that chat, else one opponent)."""

    game: Annotated[str, StringConstraints(pattern=r"^[a-z]{1,12}$")]
    user: UserId


# ----- statistics -------------------------------------------------------------------------------------------
GameName = Annotated[str, StringConstraints(pattern=r"^[a-z]{1,12}$")]
ChatId = Annotated[int, Field(ge=-(2**53), le=2**53)]


class Top(CallbackData, prefix="tp"):
    """A group's /top board: show ``game`` for ``period`` (edited in place)."""

    game: GameName
    period: Literal["week", "month", "all"]


class TopGlobal(CallbackData, prefix="tb"):
    """``/top global``: show the rating board of ``game`` in the current season (edited in place)."""

    game: GameName


class TopSeason(CallbackData, prefix="ts"):
    """``/top global``: show the rating board of ``game`` in ``season`` (issue 47; a season id of
    ``bot/rules/seasons.py``, checked by the handler: a mangled or forgotten one is answered in words)."""

    game: GameName
    season: Annotated[str, StringConstraints(pattern=r"^[0-9A-Z-]{1,10}$")]


class TopTournament(CallbackData, prefix="tt"):
    """A group's /top board: the final standings of its finished tournament ``id`` (issue 47; edited
    in place, «← Назад» back to ``game`` for ``period``). The handler shows only a finished
    tournament of the chat it is pressed in: another group's, a forged or a forgotten id is
    answered in words."""

    id: RoomId
    game: GameName
    period: Literal["week", "month", "all"]


class StatsChart(CallbackData, prefix="sc"):
    """/stats: send ``user`` the chart of their results (in ``chat``: 0 = everywhere)."""

    user: UserId
    chat: ChatId = 0


class Forget(CallbackData, prefix="fg"):
    """/forget's confirmation of ``user``: ``yes`` deletes their data, ``no`` keeps it."""

    user: UserId
    answer: Literal["yes", "no"]


# ----- table manners ----------------------------------------------------------------------------------------
class TakeOver(CallbackData, prefix="to"):
    """«🤖 Сыграть за …»: hand ``user``'s seat to the computer (they were silent at ``turn``)."""

    room: RoomId
    turn: Num
    user: UserId


class Kick(CallbackData, prefix="kk"):
    """The creator removes ``user`` from a lobby seat."""

    room: RoomId
    user: UserId


class Lock(CallbackData, prefix="lk"):
    """The creator closes (1) or opens (0) the lobby to newcomers."""

    room: RoomId
    on: Annotated[int, Field(ge=0, le=1)]


class ThrowWait(CallbackData, prefix="tw"):
    """Durak's throw-in wait of the room in seconds (0: off)."""

    room: RoomId
    seconds: Annotated[int, Field(ge=0, le=600)]


# ----- beyond one group: invitations from any chat, table talk ---------------------------------------------
class CardJoin(CallbackData, prefix="ij"):
    """«➕ Присоединиться» on an invitation card posted through inline mode (its press carries the
    card's ``inline_message_id`` and no message): a seat in ``room``, as the invitation link gives."""

    room: RoomId


class TalkReport(CallbackData, prefix="tr"):
    """«⚠️ Пожаловаться» under a relayed table-talk message: the presser reports the person at
    ``seat`` of ``room`` (they are kept out of the presser's future quick matches)."""

    room: RoomId
    seat: Num


class TalkPhrase(CallbackData, prefix="ph"):
    """A fixed phrase of table talk (``bot/handlers/talk.py: PHRASES``, by its index), offered while a
    team deal runs: the presser says it to the others seated in ``room``, each in their language."""

    room: RoomId
    phrase: Annotated[int, Field(ge=0, le=15)]


class Quick(CallbackData, prefix="qm"):
    """Quick match's message (issue 32): ``act`` — ``m`` the choices in a new message (the /start
    and /new button), ``c`` a choice changed (the fields are the new
    choices), ``go`` join the queue, ``x`` leave it, ``f`` fill with computers, ``k`` keep waiting;
    the choices ride along, so a press needs no stored menu. ``user``: whose message it is."""

    act: Annotated[str, StringConstraints(pattern=r"^(m|c|go|x|f|k)$")]
    game: Token
    seats: Annotated[str, StringConstraints(pattern=r"^[2-9]{1,6}$")]
    variant: Annotated[int, Field(ge=0, le=9)]
    wait: Annotated[int, Field(ge=1, le=600)]
    user: UserId


def room_of_payload(data: str) -> str | None:
    """The room a button belongs to (every payload whose first field is ``room``), else None."""
    prefix, _, rest = data.partition(":")
    if prefix not in _room_prefixes():
        return None
    room = rest.split(":", 1)[0]
    return room if _ROOM_ID.fullmatch(room) else None


_ROOM_ID = re.compile(r"[A-Za-z0-9]{4,16}")


def _room_prefixes() -> set[str]:
    return {
        str(cls.__prefix__)
        for cls in CallbackData.__subclasses__()
        if cls.__module__ == __name__ and next(iter(cls.model_fields), None) == "room"
    }


class Tourney(CallbackData, prefix="tn"):
    """A tournament's sign-up message (issue 47): ``act`` — ``j`` join, ``l`` leave, ``s`` start
    (its creator or a group administrator), ``x`` call it off (the same), ``e`` end it while it
    runs (the same); its controls (the same people, ``bot/rooms/tournament_control.py``): ``q``
    the start 15 minutes later, ``h`` an hour later, ``n`` no start time, ``p`` pause, ``r``
    resume, ``d`` the list of people to drop, ``b`` back from it."""

    id: RoomId
    act: Literal["j", "l", "s", "x", "e", "q", "h", "n", "p", "r", "d", "b"]


class TourneyDrop(CallbackData, prefix="tnd"):
    """Drop ``user`` from tournament ``id`` (the list «🚫 Исключить игрока» opens)."""

    id: RoomId
    user: int


class TourneyOption(CallbackData, prefix="tno"):
    """An option of a tournament's tables on its sign-up message (issue 47; its creator's or a
    group administrator's, while it signs up): a lobby option's ``key`` and ``value``
    (``bot/rooms/tournament_tables.py``), or ``seats`` — ``2`` pairs, ``34`` tables of 3–4."""

    id: RoomId
    key: Token
    value: Token
