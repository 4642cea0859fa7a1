"""How the bot draws a game: one :class:`GameUI` per game module (``bot/games/durak.py``,
``bura.py``, ``scopa.py``), registered in ``bot/games/__init__.py``. What the room service needs to
know of a game (options, teams, who a round waits for, winners) is its rules, ``bot/rules/``: a game
module reads them and only renders.

A game module reads only ``Game.view(seat)`` (``view(None)`` for the group), ``Game.memory(seat)``
for what a player has already seen, and ``legal_actions(seat)`` for the buttons.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from aiogram.types import InlineKeyboardButton as Button

from bot.chat.callbacks import Back, Move, Option, PickCard
from bot.i18n import Translator
from bot.model import Room, sorted_legal
from bot.render.context import Ctx, Name
from bot.render.timing import bar_text
from bot.rules import GameRules, rules_of
from engines.protocol import Action, Game, View

CARDS_PER_ROW = 5  # five buttons fit a phone's width without cutting the labels
#: how a lobby option button shows its value: the current one marked, as settings read
CHOSEN, OTHER = "• ", "○ "
CHECKED, UNCHECKED = "✅ ", "⬜ "


def choice(room: Room, label: str, key: str, value: object, current: bool) -> Button:
    """One value of a lobby option: marked when it is the room's value now (a press on it answers
    «Уже так» and changes nothing), else a press picks it."""
    data = Option(room=room.id, key=key, value=str(value)).pack()
    return Button(text=(CHOSEN if current else OTHER) + label, callback_data=data)


def checkbox(room: Room, label: str, key: str, on: bool) -> Button:
    """A yes/no lobby option: ✅ when on; a press switches it."""
    data = Option(room=room.id, key=key, value="0" if on else "1").pack()
    return Button(text=(CHECKED if on else UNCHECKED) + label, callback_data=data)


@dataclass(frozen=True)
class Layout:
    """Where a hand's card buttons were drawn: ``slots`` in button order, for the ``hand`` they were
    drawn from, in the ``context`` of the moves (``GameRules.token``)."""

    hand: frozenset[str] = frozenset()
    slots: tuple[str, ...] = ()
    context: str = ""


def place(
    previous: Layout | None, hand: Sequence[str], playable: Sequence[str], context: str = ""
) -> Layout:
    """The card buttons' order: the cards that stay playable keep theirs, newly playable cards come
    last; the hand's own order anew when the hand gained a card (a draw, a take, a new deal), the
    moves' context changed (a new bout, trick or table) or nothing was drawn before. A card that
    went (played, or no longer playable) leaves no button behind: a button that says nothing is no
    button (issue 44) — and a press made on the screen before still plays only what its button
    named, or is refused in words."""
    cards = frozenset(hand)
    if (
        previous is None
        or previous.context != context
        or not cards <= previous.hand
        or not any(c in playable for c in previous.slots)
    ):
        return Layout(cards, tuple(playable), context)
    slots = [c for c in previous.slots if c in playable]
    slots += [c for c in playable if c not in previous.slots]
    return Layout(cards, tuple(slots), context)


def move_button(room: Room, seat: int, action: Action, text: str, token: str) -> Button:
    """A move's button: the move itself (its kind and cards) and what it meant when drawn."""
    code = rules_of(room.game).move_code(action)
    assert code is not None, action
    data = Move(room=room.id, turn=room.turn, seat=seat, move=code, ctx=token).pack()
    return Button(text=text, callback_data=data)


#: the game's view (``engines/<game>/view.py``): a game module reads it through its ``TypedDict``
V = TypeVar("V", bound=View)


class GameUI(Generic[V]):
    """Defaults shared by the games; each game module overrides what differs."""

    name: ClassVar[str]
    #: /top also names who lost most this week (Durak: «the durak of the week»)
    loser_board: ClassVar[bool] = False
    #: what the room's tally counts (locale ``tally-<key>``): matches won, or Durak's durak
    tally_key: ClassVar[str] = "wins"
    #: what a review's cost is measured in (``review-cost-<unit>``): the deal's points, or (Durak)
    #: the chance of not being the durak
    review_unit: ClassVar[str] = "points"

    @property
    def rules(self) -> GameRules:
        """The game's rules (``bot/rules/``): what the pictures show comes from them."""
        return rules_of(self.name)

    # ----- the lobby ----------------------------------------------------------------------------------------
    def title(self, room: Room, t: Translator) -> str:
        return t(f"title-{self.name}")

    def options_line(self, room: Room, t: Translator) -> str:
        return t(f"options-{self.name}")

    def option_rows(self, room: Room, t: Translator) -> list[list[Button]]:
        """The creator's option buttons (in the lobby's «⚙️ Настройки»)."""
        return []

    def changed_lines(self, room: Room, ctx: Ctx) -> list[str]:
        """The lobby's lines of the rules that differ from a new room's (the title says the rest)."""
        return []

    def seat_mark(self, room: Room, seat: int) -> str:
        """A mark before a seat's name in the lobby and on the table (Durak: its team's colour)."""
        return ""

    # ----- cards --------------------------------------------------------------------------------------------
    def glyph(self, card: str, style: str = "italian") -> str:
        raise NotImplementedError

    def glyphs(self, cards: list[str] | tuple[str, ...], style: str = "italian", sep: str = " ") -> str:
        return sep.join(self.glyph(c, style) for c in cards)

    def hand_order(self, view: V) -> list[str]:
        """The hand in the order it is shown (Durak and Bura: trumps last)."""
        common: View = view  # the keys every game's view has
        return list(common.get("hand") or [])

    def hand_text(self, view: V, ctx: Ctx) -> str:
        """The «Ваши карты» line's cards."""
        return self.glyphs(self.hand_order(view), ctx.style)

    def button_text(self, card: str, view: V, ctx: Ctx) -> str:
        """A card's button."""
        return self.glyph(card, ctx.style)

    def all_glyphs(self, card: str) -> set[str]:
        """Every way a card may be written (tests look for hidden cards in group messages)."""
        return {self.glyph(card)}

    # ----- the table and the hand ---------------------------------------------------------------------------
    def table_lines(
        self, room: Room, view: V, ctx: Ctx, name: Name, seat: int | None
    ) -> list[str]:
        raise NotImplementedError

    def prompt_key(self, view: V, legal: list[Action], seat: int) -> str:
        raise NotImplementedError

    def before_hand(self, view: V, memory: dict[str, Any], ctx: Ctx, name: Name) -> list[str]:
        """Lines shown above the hand (Bura: what the opponent did with my lead)."""
        return []

    def bar_kind(self, view: V, seat: int) -> str | None:
        """Which progress bar ``seat`` sees against the clock, from its own view only."""
        return None

    def hand_lines(
        self, room: Room, view: V, memory: dict[str, Any], ctx: Ctx, name: Name, seat: int
    ) -> list[str]:
        t = ctx.t
        common: View = view  # the keys every game's view has
        hand = common.get("hand") or []
        out = self.before_hand(view, memory, ctx, name)
        out += ["", t("your-hand", cards=self.hand_text(view, ctx) if hand else "—")]
        game = room.engine()
        assert game is not None
        legal = game.legal_actions(seat)
        if legal and any(a.type != "surrender" for a in legal):
            out.append(t(self.prompt_key(view, legal, seat)))
            bar = self.bar_line(view, seat, ctx)
            if bar:
                out.append(bar)
        else:
            waiting = [name(s) for s in common["to_act"] if s != seat]
            out.append(t("waiting-for", names=", ".join(waiting) if waiting else "…"))
        return out

    def bar_line(self, view: V, seat: int, ctx: Ctx) -> str | None:
        """The progress bar above «Стоп!» for the one seat that races the clock."""
        clock = ctx.timing.clock
        kind = self.bar_kind(view, seat)
        if clock is None or kind is None or not self.bar_matches(kind, clock.action):
            return None
        left = max(0.0, clock.due - ctx.timing.now)
        n = math.ceil(left - 1e-9)
        if ctx.bar_still:  # a hand in the group that is not redrawn while the clock runs
            return ctx.t(f"bar-{kind}", bar="⌛", n=n) + "\n" + ctx.t("bar-still", n=n)
        return ctx.t(f"bar-{kind}", bar=bar_text(left, clock.total), n=n)

    def bar_matches(self, kind: str, action: str) -> bool:
        return False

    def action_label(self, a: Action, ctx: Ctx) -> str:
        return ctx.t(f"act-{a.type}")

    def markable(self, game: Game, seat: int) -> set[str]:
        """The cards a mark may choose now (Bura: those of some lead, beat or dump); none by default."""
        return set()

    def playable(self, game: Game, view: V, seat: int) -> list[str]:
        """The hand's cards that have a move, in the order shown."""
        cards = {a.card for a in game.legal_actions(seat) if a.card is not None}
        return [c for c in self.hand_order(view) if c in cards]

    def hand_rows(
        self,
        room: Room,
        game: Game,
        view: V,
        ctx: Ctx,
        seat: int,
        *,
        selection: frozenset[str] = frozenset(),
        pick: str | None = None,
        layout: Layout | None = None,
    ) -> list[list[Button]]:
        """One button per playable card (a card with several moves opens them; each card where
        ``layout`` placed it), then the moves without a card."""
        legal = sorted_legal(game, seat)
        t = ctx.t
        turn = room.turn
        token = self.rules.token(room, game, seat)
        rows: list[list[Button]] = []
        by_card: dict[str, list[Action]] = {}
        plain: list[Action] = []
        for a in legal:
            if a.card is not None:
                by_card.setdefault(a.card, []).append(a)
            elif a.type != "surrender":
                plain.append(a)

        def act(a: Action, text: str) -> Button:
            return move_button(room, seat, a, text, token)

        if pick is not None and len(by_card.get(pick, ())) > 1:
            rows += [[act(a, self.action_label(a, ctx))] for a in by_card[pick]]
            rows.append(
                [Button(text=t("btn-back"), callback_data=Back(room=room.id, turn=turn, seat=seat).pack())]
            )
            return rows
        if layout is None:
            common: View = view  # the keys every game's view has
            layout = place(None, common.get("hand") or [], self.playable(game, view, seat))
        buttons = []
        for card in layout.slots:
            if card not in by_card:
                continue  # no move with it now: no button (never one that says nothing)
            if len(by_card[card]) == 1:
                buttons.append(act(by_card[card][0], self.button_text(card, view, ctx)))
            else:  # a card with several moves: its button opens them
                data = PickCard(room=room.id, turn=turn, seat=seat, card=card).pack()
                buttons.append(Button(text=self.button_text(card, view, ctx), callback_data=data))
        rows += [buttons[k : k + CARDS_PER_ROW] for k in range(0, len(buttons), CARDS_PER_ROW)]
        if plain:
            rows.append([act(a, self.action_label(a, ctx)) for a in plain])
        return rows

    # ----- results ------------------------------------------------------------------------------------------
    def results_lines(self, room: Room, game: Game, ctx: Ctx, name: Name) -> list[str]:
        raise NotImplementedError

    # ----- the room's bot-side options ----------------------------------------------------------------------
    def room_option_lines(self, room: Room, ctx: Ctx) -> list[str]:
        """Lobby lines of the room's bot-side options (Durak: the throw-in wait)."""
        return []

    def room_option_rows(self, room: Room, ctx: Ctx) -> list[list[Button]]:
        """Lobby buttons of the room's bot-side options (the creator's)."""
        return []

    # ----- statistics ---------------------------------------------------------------------------------------
    def mode_text(self, mode: str, t: Translator) -> str | None:
        """The mode a match was played in (``GameRules.mode``), in words for «favourite mode»; None
        for a game played one way only (Bura), which has no favourite to tell."""
        return None
