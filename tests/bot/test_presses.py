"""A press means what its button said (issue 36): a move button names its move and what it meant, so
a press on a screen the room has moved past plays exactly that move when it is still legal and means
the same, and is refused in the screen's own words otherwise; marks and picks survive changes that
leave their cards in hand; card buttons keep their places."""

from __future__ import annotations

import random
import time

from bot.chat.callbacks import Move
from bot.games.base import Layout, place
from bot.model import Room, Seat
from bot.rooms.service import Reply
from bot.rules import rules_of
from bot.storage import Tx
from bot.storage.actions import unpack as unpack_action
from engines.bura import Bura
from engines.durak import Durak
from engines.protocol import Action
from engines.registry import game_class as engine_of
from tests.support.bot_e2e import (
    durak_private_room,
    logged_count,
    make_settings,
    message_of,
    move_data,
    press_action,
    private_room,
    rig,
    running_bot,
    settle,
    tr,
    wait_room,
)

ANNA, BORIS = 3601, 3602


# ----- the payload ------------------------------------------------------------------------------------------
def test_every_move_round_trips_through_its_button_within_64_bytes() -> None:
    """Random games of every game: each legal move's code names it back, the longest payload fits."""
    rng = random.Random(36)
    for name, seats in (("durak", 2), ("durak", 6), ("bura", 2), ("scopa", 4)):
        rules = rules_of(name)
        for _ in range(3):
            game = engine_of(name).new(seats, {})
            game.deal_from_deck(rng.sample(list(game.deck), len(game.deck)))
            for _step in range(400):
                if not game.to_act():
                    break
                for seat in range(seats):
                    for a in game.legal_actions(seat):
                        code = rules.move_code(a)
                        if code is None:
                            assert a.type == "surrender"
                            continue
                        assert rules.move_of(code, seat) == a, (a, code)
                        data = Move(room="A" * 16, turn=10**9, seat=seat, move=code, ctx="AbC_").pack()
                        assert len(data.encode()) <= 64, data
                seat = game.to_act()[0]
                legal = [a for a in game.legal_actions(seat) if a.type != "surrender"]
                if not legal:
                    break
                game.apply(legal[rng.randrange(len(legal))])
                if game.needs_deal():
                    break
    assert rules_of("durak").move_of("x6S", 0) is None and rules_of("durak").move_of("a6S7S", 0) is None


def test_card_buttons_keep_their_places() -> None:
    first = place(None, ["6S", "7S", "8S", "9D"], ["6S", "7S", "9D"])
    assert first.slots == ("6S", "7S", "9D")
    # 6♠ is played: no button where it was (issue 44: a button that says nothing is a defect), 7♠
    # and 9♦ keep their order; a newly playable card comes last
    after = place(first, ["7S", "8S", "9D"], ["7S", "9D", "8S"])
    assert after.slots == ("7S", "9D", "8S")
    # a card that stops being playable leaves no button either
    assert place(after, ["7S", "8S", "9D"], ["9D", "7S"]).slots == ("7S", "9D")
    assert place(after, ["7S", "8S", "9D"], ["7S"]).slots == ("7S",)
    # the hand gained a card (a draw): the hand's order anew
    assert place(after, ["7S", "8S", "9D", "AS"], ["7S", "AS"]).slots == ("7S", "AS")
    assert place(Layout(), [], []).slots == ()
    # another bout (context): the hand's order anew
    assert place(after, ["7S", "8S", "9D"], ["7S", "9D"], "next bout").slots == ("7S", "9D")


def _room(game: object, turn: int = 5) -> Room:
    now = time.time()
    state = game.to_json()  # type: ignore[attr-defined]
    name = game.name  # type: ignore[attr-defined]
    return Room("R00001", name, None, "ru", 1, 2, {}, "playing", turn, 1, state, None, None, None,
                None, now, now, [Seat(0, 1), Seat(1, 2)])  # fmt: skip


def test_what_a_move_means_follows_each_games_rules() -> None:
    """Durak: the same bout against the same defender — a throw-in by someone else leaves «Беру» and
    a cover meaning the same, the next bout does not. Bura: a lead after the «Стоп!» window closed is
    the same lead."""
    durak, rules = Durak.new(2, {"mode": "podkidnoy"}), rules_of("durak")
    durak.deal_from_layout({
        "hands": [["6S", "6H", "6D", "7C", "8C", "9C"], ["AS", "AH", "QD", "KD", "JD", "TC"]],
        "stock": ["7D", "8D", "9D"],
        "trump": "D",
    })  # fmt: skip
    durak.apply(Action("attack", 0, "6S"))
    drawn = rules.token(_room(durak), durak, 1)
    durak.apply(Action("attack", 0, "6H"))  # thrown in meanwhile
    assert rules.token(_room(durak, 6), durak, 1) == drawn
    for a in (Action("defend", 1, "AS", "6S"), Action("defend", 1, "AH", "6H")):
        durak.apply(a)
    durak.apply(Action("pass", 0))  # the bout is over: the next one means something else
    assert rules.token(_room(durak, 9), durak, 1) != drawn

    bura, rules = Bura.new(2, {}), rules_of("bura")
    deck = list(Bura.deck)
    bura.deal_from_deck(deck)
    leader = bura.view(None)["attacker"]
    assert bura.view(None)["window"]
    drawn = rules.token(_room(bura), bura, leader)
    bura.apply(Action("window_close"))
    assert rules.token(_room(bura, 6), bura, leader) == drawn


# ----- an outdated press, end to end ------------------------------------------------------------------------
async def _deal(app, room_id: str, hands: list[list[str]]) -> Room:
    """Durak: give the two seats these hands (diamonds trump; seat 0 leads with the six)."""

    async def fn(tx: Tx, room: Room) -> Reply:
        game = Durak.new(2, room.engine().options)  # type: ignore[union-attr]
        rest = [c for c in Durak.deck if c not in hands[0] + hands[1] and c != "7D"]
        game.deal_from_layout({"hands": hands, "stock": rest + ["7D"], "trump": "D"})
        room.set_engine(game)
        return Reply(None, room=room)

    await app.rooms.kernel.change(room_id, fn)
    room = await app.rooms.get(room_id)
    assert room is not None and room.engine().to_act() == [0]
    return room


async def test_an_outdated_press_plays_exactly_the_move_its_button_named(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANNA, "Anna")
    fake.add_user(BORIS, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await durak_private_room(app, fake, ANNA, BORIS)
        room = await app.rooms.get(room_id)
        attacker, defender = room.seats[0].user_id, room.seats[1].user_id
        room = await _deal(
            app, room_id, [["6S", "6H", "6D", "7C", "8C", "9C"], ["AS", "7S", "QD", "KD", "JD", "TC"]]
        )
        assert await press_action(app, fake, room, attacker, Action("attack", 0, "6S"))
        room = await wait_room(app, room_id, lambda r: 1 in r.engine().to_act())
        # the defender looks at their cards: A♠ covers the six of spades, so does 7♠
        msg = await message_of(app, fake, room_id, defender, "hand")
        cover_ace = move_data(room, 1, Action("defend", 1, "AS", "6S"))
        cover_seven = move_data(room, 1, Action("defend", 1, "7S", "6S"))
        await fake.wait_for(
            lambda: (
                cover_ace
                in [b.get("callback_data") for b in fake.message(defender, msg.message_id).buttons()]
            )
        )
        looked = fake.message(defender, msg.message_id)
        label = {b["callback_data"]: b["text"] for b in looked.buttons()}
        assert label[cover_ace].startswith("A♠") and label[cover_seven].startswith("7♠")
        # meanwhile the attacker throws in the six of hearts: the room moves on
        assert await press_action(app, fake, room, attacker, Action("attack", 0, "6H"))
        moved = await wait_room(
            app, room_id, lambda r: r.turn > room.turn and len(r.engine().view(None)["table"]) == 2
        )
        # the press on the screen looked at: still legal, the same bout: it plays A♠ on 6♠, nothing else
        q = fake.press(defender, looked, cover_ace)
        answer = await fake.wait_answer(q)
        assert not answer.get("text"), answer
        after = await wait_room(app, room_id, lambda r: r.turn > moved.turn)
        table = after.engine().view(None)["table"]
        assert ["6S", "AS"] in table and ["6H", None] in table
        async with app.storage.read() as tx:
            rows = await tx.all("SELECT action FROM actions WHERE room_id = ? ORDER BY id", (room_id,))
        assert unpack_action(rows[-1]["action"]) == {
            "seat": 1,
            "type": "defend",
            "card": "AS",
            "target": "6S",
        }
        # a double tap of that button is the same one move
        q = fake.press(defender, looked, cover_ace)
        assert not (await fake.wait_answer(q)).get("text")
        # the seven's button: 6♠ is covered now, so that move is gone — refused naming it, nothing played
        before = (await app.rooms.get(room_id)).turn
        q = fake.press(defender, looked, cover_seven)
        answer = await fake.wait_answer(q)
        assert answer.get("text") == tr("err-move-gone", move=tr("act-defend", card="7♠", target="6♠")), (
            answer
        )
        await settle(fake)
        assert (await app.rooms.get(room_id)).turn == before


# ----- Bura: a mark survives the window's closing -----------------------------------------------------------
async def test_a_bura_mark_made_inside_the_window_survives_its_closing(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(ANNA, "Anna")
    fake.add_user(BORIS, "Boris")
    settings = make_settings(fake, tmp_path / "k.sqlite3", clock_shortcut_seconds=None, window_seconds=1.0)
    async with running_bot(settings) as app:
        room_id = await private_room(app, fake, "bura", ANNA, BORIS)
        room = await rig(app, room_id, defender_triple=False)
        assert room.engine().view(None)["window"]
        attacker = (
            room.seat_of(ANNA)
            if room.seat_of(ANNA).seat == room.engine().view(None)["attacker"]
            else room.seat_of(BORIS)
        )
        uid, seat = attacker.user_id, attacker.seat
        hand = room.engine().view(seat)["hand"]
        first, second = (
            hand[0],
            next(c for c in hand[1:] if c[1] == hand[0][1])
            if any(c[1] == hand[0][1] for c in hand[1:])
            else hand[1],
        )
        msg = await message_of(app, fake, room_id, uid, "hand")
        mark = f"t:{room_id}:{room.turn}:{seat}:{first}:1"
        await fake.wait_for(
            lambda: mark in [b.get("callback_data") for b in fake.message(uid, msg.message_id).buttons()]
        )
        looked = fake.message(uid, msg.message_id)
        closes = await logged_count(app, room_id, "window_close")
        q = fake.press(uid, looked, mark)  # inside the window
        assert not (await fake.wait_answer(q)).get("text")
        # the window closes by itself (the turn moves on)
        deadline = time.monotonic() + 5
        while await logged_count(app, room_id, "window_close") == closes:
            assert time.monotonic() < deadline, "the window did not close"
            await settle(fake)
        closed = await app.rooms.get(room_id)
        assert closed.turn > room.turn and not closed.engine().view(None)["window"]
        lead = move_data(closed, seat, Action("lead", seat, cards=[first]))

        def marked_after_close() -> bool:
            current = fake.message(uid, msg.message_id)
            data = [b.get("callback_data") for b in current.buttons()]
            return f"t:{room_id}:{closed.turn}:{seat}:{first}:0" in data and lead in data

        await fake.wait_for(marked_after_close, timeout=5)
        # a press on the screen drawn before the closing is answered and counts too
        q = fake.press(uid, looked, f"t:{room_id}:{room.turn}:{seat}:{second}:1")
        assert not (await fake.wait_answer(q)).get("text")
        await fake.wait_for(
            lambda: (
                f"t:{room_id}:{closed.turn}:{seat}:{second}:0"
                in [b.get("callback_data") for b in fake.message(uid, msg.message_id).buttons()]
            ),
            timeout=5,
        )


# ----- Durak: a picked card's choice survives a throw-in ----------------------------------------------------
async def test_a_picked_card_keeps_its_choice_when_a_throw_in_changes_the_table(fake_tg, tmp_path):
    """The defender picks Q♦ (a trump: it covers either attack card) and, before they choose the target,
    the attacker throws in a third card. The redrawn hand still shows Q♦'s choice — now with the new
    card among its targets — instead of dropping the defender back to the whole hand."""
    fake = fake_tg
    fake.add_user(ANNA, "Anna")
    fake.add_user(BORIS, "Boris")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        room_id = await durak_private_room(app, fake, ANNA, BORIS)
        room = await app.rooms.get(room_id)
        attacker, defender = room.seats[0].user_id, room.seats[1].user_id
        room = await _deal(
            app, room_id, [["6S", "6H", "6C", "6D", "8C", "9C"], ["AS", "7S", "QD", "KD", "JD", "TC"]]
        )
        for n, card in enumerate(("6S", "6H"), 1):
            room = await app.rooms.get(room_id)
            assert await press_action(app, fake, room, attacker, Action("attack", 0, card))
            room = await wait_room(app, room_id, lambda r, n=n: len(r.engine().view(None)["table"]) == n)
        msg = await message_of(app, fake, room_id, defender, "hand")
        pick = f"p:{room_id}:{room.turn}:1:QD"
        await fake.wait_for(
            lambda: pick in [b.get("callback_data") for b in fake.message(defender, msg.message_id).buttons()]
        )
        q = fake.press(defender, fake.message(defender, msg.message_id), pick)
        assert not (await fake.wait_answer(q)).get("text")
        on_spade = move_data(room, 1, Action("defend", 1, "QD", "6S"))
        await fake.wait_for(
            lambda: (
                on_spade in [b.get("callback_data") for b in fake.message(defender, msg.message_id).buttons()]
            )
        )
        # the attacker throws in the six of clubs meanwhile
        assert await press_action(app, fake, room, attacker, Action("attack", 0, "6C"))
        moved = await wait_room(app, room_id, lambda r: len(r.engine().view(None)["table"]) == 3)
        on_club = move_data(moved, 1, Action("defend", 1, "QD", "6C"))

        def still_picked() -> bool:
            data = [b.get("callback_data") for b in fake.message(defender, msg.message_id).buttons()]
            return on_club in data and move_data(moved, 1, Action("defend", 1, "QD", "6S")) in data

        await fake.wait_for(still_picked, timeout=5)
        data = [b.get("callback_data") for b in fake.message(defender, msg.message_id).buttons()]
        assert f"p:{room_id}:{moved.turn}:1:KD" not in data  # Q♦'s choice, not the whole hand again
