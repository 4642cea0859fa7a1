"""Helpers to state Bura positions by hand."""

from __future__ import annotations

from collections.abc import Sequence

from engines.bura import Bura
from engines.bura.rules import pile_points
from engines.cards import DECK_36
from engines.protocol import Action


def act(type: str, seat: int | None = None, **kw: object) -> Action:
    return Action.make(type, seat, **kw)  # type: ignore[arg-type]


def lead(seat: int, *cards: str) -> Action:
    return Action.make("lead", seat, cards=cards)


def beat(seat: int, *pairs: str) -> Action:
    """``beat(1, "9H-QH", "7C-6S")``: each pair written as lead-cover."""
    return Action.make("beat", seat, pairs=[tuple(p.split("-")) for p in pairs])


def dump(seat: int, *cards: str) -> Action:
    return Action.make("dump", seat, cards=cards)


WINDOW_CLOSE = Action("window_close")
CLAIM_TIMEOUT = Action("claim_timeout")


def position(
    hands: Sequence[Sequence[str]],
    *,
    trump: str = "6D",
    attacker: int = 0,
    top: Sequence[str] = (),
    piles: Sequence[Sequence[str]] = ((), ()),
    table: Sequence[str] = (),
    phase: str = "lead",
    window: bool = False,
    score: Sequence[int] = (0, 0),
    rest: str | int = "stock",
    leader: int | None = None,
    tricks: Sequence[int] | None = None,
) -> Bura:
    """A running deal in the middle of play, every one of the 36 cards placed.

    Cards not named go to the stock (``rest="stock"``: after ``top``, before the trump card, in
    canonical order) or into pile ``rest`` (0 or 1) when the stock is already used up.
    """
    used = [*hands[0], *hands[1], *piles[0], *piles[1], *table, *top]
    assert len(set(used)) == len(used), "a card is placed twice"
    leftovers = [c for c in DECK_36 if c not in used and c != trump]
    pile_lists = [list(piles[0]), list(piles[1])]
    if rest == "stock":
        assert trump not in used, "the trump card is still in the stock"
        stock = [*top, *leftovers, trump]
    else:
        assert not top
        if trump not in used:
            leftovers.append(trump)
        pile_lists[int(rest)].extend(leftovers)
        stock = []
    g = Bura.new(2, first=leader if leader is not None else attacker)
    g.score = list(score)
    g.results = [None]
    g.hands = [list(hands[0]), list(hands[1])]
    g.stock = stock
    g.trump = trump
    g.piles = pile_lists
    g.tricks = list(tricks) if tricks is not None else [len(p) // 2 for p in pile_lists]
    g.leader = leader if leader is not None else attacker
    g.attacker = attacker
    g.table = list(table)
    g.window = window
    g.phase = phase
    assert_accounted(g)
    return g


def all_cards(g: Bura) -> list[str]:
    return [*g.hands[0], *g.hands[1], *g.stock, *g.piles[0], *g.piles[1], *g.table]


def assert_accounted(g: Bura) -> None:
    cards = all_cards(g)
    assert sorted(cards) == sorted(DECK_36), "the 36 cards are not all accounted for"


def points(cards: Sequence[str]) -> int:
    return pile_points(cards)


def legal(g: Bura, seat: int) -> set[Action]:
    return set(g.legal_actions(seat))
