"""What the presenter knows of the people who see a room, besides the room itself: their
preferences, the choice each has made on their own message, and one storage read per room state
(:class:`Snapshot`) that gathers what every viewer's render needs."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.games.base import Layout
from bot.storage.values import Deadline, Deal


@dataclass
class Prefs:
    lang: str
    style: str = "italian"
    fp: bool = False
    pings: bool = True
    #: they hear table talk (/profile)
    talk: bool = True
    hands: str = "both"  # where their hand of a group game goes (/profile)
    started: bool = True  # they opened the private chat (so a private hand can reach them)
    #: «💡 Подсказки» in their games against computers (/profile, the lobby)
    hints: bool = False


@dataclass(frozen=True)
class Choice:
    """What a player has chosen on their own message, kept across every change that leaves the
    chosen cards in hand (the deal's own: ``deal`` is (match, deal))."""

    deal: tuple[int, int] = (0, 0)
    #: Bura's marked cards
    marked: frozenset[str] = frozenset()
    #: a card whose moves are shown (Durak's targets, Scopa's captures)
    pick: str | None = None
    #: where the card buttons were last drawn
    layout: Layout | None = None


@dataclass
class Snapshot:
    """What the renders of one room need besides the room, read at once."""

    prefs: dict[int, Prefs] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    unreachable: set[int] = field(default_factory=set)
    deals: dict[tuple[int, int], Deal] = field(default_factory=dict)
    records: list[tuple[int, int]] = field(default_factory=list)
    deadlines: dict[str, Deadline] = field(default_factory=dict)
    #: user -> until when their table page of the room counts as open (their chat quiet meanwhile:
    #: bot/chat/quiet.py)
    tables: dict[int, float] = field(default_factory=dict)

    def lost(self, group_hands: bool) -> set[int]:
        """Whom a room's messages tell to open the bot: those it cannot write to — but where hands
        are in the group, not who never opened it: they play there, on what the group shows them."""
        if not group_hands:
            return self.unreachable
        return {u for u in self.unreachable if (p := self.prefs.get(u)) is None or p.started}
