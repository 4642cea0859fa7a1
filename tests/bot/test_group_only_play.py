"""Issue 31, acceptance: a 4-seat Durak in a group where three people never open the private chat
with the bot (plus one computer), played to the end — with the bot as the group's administrator
(it brings each hand when its move comes) and as a plain member (each taps «🃏 Мои карты» when
told) — never over Telegram's limits, every deal's record verified, and no card hidden from a
member ever shown to them (what each member sees of the group, read from the fake Bot API)."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from bot import games
from bot.chat.viewers import Snapshot
from bot.model import Room
from bot.render.room import render
from bot.rooms.records import build_record
from bot.sandbox.fakeapi import EphemeralMessage, FakeTelegram
from engines.fairness import fingerprint
from engines.records import verify
from tests.support.bot_e2e import (
    choose_short,
    fragment,
    hidden_cards,
    latest_room,
    make_settings,
    move_data,
    pause,
    press_setting,
    running_bot,
    settle,
    tr,
    wait_room,
)

GROUP = -100777
PEOPLE = [3201, 3202, 3203]
NEXT = tr("btn-next-deal")
#: every card code of every game (a card not in a game's deck is never hidden there either)
CARDS = {r + u for r in "23456789TJQKA" for u in "SHDC"}
#: the bot as the group's administrator, and as a plain member. The two differ in what Telegram lets
#: the bot send (a hand brought unasked, or only in answer to «🃏 Мои карты»: the outbox and the
#: fake's rules), not in what it keeps (the same rooms, slots and records: on SQLite, as the other
#: tests that play in groups; tests/bot/conftest.py)
ADMIN_OR_MEMBER = [
    pytest.param(True, id="administrator"),
    pytest.param(False, id="member"),
]


def hand_of(fake: FakeTelegram, uid: int) -> EphemeralMessage | None:
    shown = fake.ephemeral_messages(GROUP, uid)
    return shown[-1] if shown else None


async def ensure_hand(fake: FakeTelegram, uid: int, table_id: int) -> EphemeralMessage:
    """The person's hand in the group; tapped for on the table when there is none."""
    hand = hand_of(fake, uid)
    if hand is None:
        await fake.wait_answer(fake.press_button(uid, fake.message(GROUP, table_id), tr("btn-my-cards")))
        await fake.wait_for(lambda: hand_of(fake, uid))
        hand = hand_of(fake, uid)
    assert hand is not None
    return hand


async def play_in_group(app, fake: FakeTelegram, room: Room, uid: int, table_id: int, rng) -> bool:  # type: ignore[no-untyped-def]
    """One legal move of ``uid`` pressed on their hand in the group (a card's moves picked first);
    False when none was pressed (the room moved on meanwhile)."""
    seat = room.seat_of(uid).seat  # type: ignore[union-attr]
    legal = [a for a in room.engine().legal_actions(seat) if a.type != "surrender"]  # type: ignore[union-attr]
    if not legal:
        return False
    action = choose_short(legal, rng)  # Bura: «Хватит» whenever it may be said (short deals)
    target = move_data(room, seat, action)
    prefix = f"{room.id}:{room.turn}:{seat}:"
    hand = await ensure_hand(fake, uid, table_id)

    def data() -> list[str]:
        current = hand_of(fake, uid)
        return [b["callback_data"] for b in (current.buttons() if current else []) if "callback_data" in b]

    async def drawn(check) -> bool:  # type: ignore[no-untyped-def]
        try:
            await fake.wait_for(lambda: check(data()), timeout=3)
            return True
        except AssertionError:
            return False

    mine = ("m:" + prefix, "p:" + prefix, "t:" + prefix)
    if not await drawn(lambda d: any(x.startswith(mine) for x in d)):
        return False  # the room moved on (the caller looks again)
    if room.game == "bura" and target not in data() and action.type in ("lead", "dump", "beat"):
        # Bura: the move's cards marked (and no other), then its button
        cards = set(action.cards or ()) | {c for _, c in (action.pairs or ())}
        for x in [x for x in data() if x.startswith("t:" + prefix)]:
            card, on = x.split(":")[4:]
            if (card in cards) == (on == "1"):  # pressing it makes it as the move wants
                await fake.wait_answer(fake.press(uid, hand_of(fake, uid), x))  # type: ignore[arg-type]
                flipped = f"t:{prefix}{card}:{1 - int(on)}"
                if not await drawn(lambda d, f=flipped: f in d):
                    return False
        if not await drawn(lambda d: target in d):
            return False
    elif target not in data() and action.card is not None:
        pick = f"p:{prefix}{action.card}"
        if pick not in data():
            return False
        await fake.wait_answer(fake.press(uid, hand_of(fake, uid), pick))  # type: ignore[arg-type]
        if not await drawn(lambda d: target in d):
            return False
    if target in data():
        await fake.wait_answer(fake.press(uid, hand_of(fake, uid), target))  # type: ignore[arg-type]
        return True
    del hand
    return False


def check_nothing_hidden_is_seen(
    fake: FakeTelegram, room: Room, public: set[str], own: dict[int, set[str]], people: list[int]
) -> None:
    """No member sees a card hidden from them: only cards ever public (on the table, the trump) or
    ever in their own hand may appear in what they see of the group."""
    ui = games.get(room.game)
    game = room.engine()
    assert game is not None
    state = game.to_json()
    for seat_no, hand in enumerate(state["hands"]):
        uid = room.seats[seat_no].user_id
        if uid is not None:
            own.setdefault(uid, set()).update(hand)
    public.update(CARDS - hidden_cards(room))  # on the table, taken, the trump: seen once
    # and every card the group's own messages show (seen by all: not one member's secret)
    shown = "\n".join(m.text + " ".join(m.button_texts()) for m in fake.chat_messages(GROUP))
    public.update(c for c in CARDS if any(g in shown for g in ui.all_glyphs(c)))
    for uid in people:
        seen = fake.seen_text(GROUP, uid)
        for card in hidden_cards(room) - public - own.get(uid, set()):
            for glyph in ui.all_glyphs(card):
                assert glyph not in seen, f"{uid} sees {card} ({glyph}) of someone else's hand"


async def see_the_fingerprint(
    app, fake: FakeTelegram, room_id: str, people: list[int], seen: dict[int, set[str]]
) -> None:  # type: ignore[no-untyped-def]
    """Before a deal (the lobby, between deals): everyone sees the next deck's fingerprint in what
    they see of the group (their own message, or the table)."""
    room = await app.rooms.get(room_id)
    if room is None or not room.pending:
        return
    fp = fingerprint(room.pending["commitment"])
    for uid in people:
        await fake.wait_for(lambda uid=uid: fp in fake.seen_text(GROUP, uid), timeout=30)
        seen[uid].add(fp)


def watch_public(app, public: set[str], allowed: dict[int, set[str]]) -> None:  # type: ignore[no-untyped-def]
    """Every state the bot commits: the cards its group table shows join ``public`` (a card played
    face up stays known once taken, though a paced table may show that state after a hand did), and
    the cards each person's own hand shows join ``allowed[person]`` (in Bura the other's beat is
    shown to both players): what each may ever see."""
    original = app.presenter.room_changed

    def cards_in(room: Room, viewer: int | None) -> set[str]:
        text, markup = render(room, viewer, app.presenter.ctx(room, Snapshot(), viewer))
        blob = text + json.dumps(markup.model_dump() if markup else {}, ensure_ascii=False)
        glyphs = games.get(room.game).all_glyphs
        return {c for c in CARDS if any(g in blob for g in glyphs(c))}

    async def notify(room: Room, *, by: int | None = None, before: Room | None = None) -> None:
        if room.engine() is not None and room.chat_id is not None:
            public.update(cards_in(room, None))
            for uid in room.human_ids():
                if room.seat_of(uid) is not None:
                    allowed.setdefault(uid, set()).update(cards_in(room, uid))
        await original(room, by=by, before=before)

    app.presenter.room_changed = notify


async def play_in_the_group(app, fake: FakeTelegram, game: str, people: list[int], computers: int) -> None:  # type: ignore[no-untyped-def]
    """``game`` opened in the group, ``people`` (none of whom opened the private chat) joined and
    ready there (and ``computers`` added), played to the natural end of the match on their hands in
    the group, checked move by move for hidden cards; each deal's fingerprint seen by everyone
    before it is dealt; then the records (their commitments the fingerprints seen) and the record
    button."""
    fake.send_text(people[0], f"/{game}", chat_id=GROUP)
    table = await fake.wait_message(GROUP, fragment(f"title-{game}"))
    room = await latest_room(app, GROUP)
    for uid in people:  # joined in the group: the confirmation and «Готово» for them only
        await fake.wait_answer(fake.press_button(uid, fake.message(GROUP, table.message_id), tr("btn-join")))
        await fake.wait_for(lambda uid=uid: hand_of(fake, uid))
    await wait_room(app, room.id, lambda r: len(r.seats) == len(people))
    for _ in range(computers):
        await press_setting(fake, people[0], table, tr("btn-add-computer"))
    await wait_room(app, room.id, lambda r: len(r.seats) == len(people) + computers)
    seen_fp: dict[int, set[str]] = {uid: set() for uid in people}  # the fingerprints each saw
    await see_the_fingerprint(app, fake, room.id, people, seen_fp)
    for uid in people:
        await fake.wait_for(lambda uid=uid: tr("btn-ready") in hand_of(fake, uid).button_texts())  # type: ignore[union-attr]
        await fake.wait_answer(fake.press_button(uid, hand_of(fake, uid), tr("btn-ready")))  # type: ignore[arg-type]
    await wait_room(app, room.id, lambda r: r.game_running())
    rng = random.Random(11)
    public: set[str] = set()
    own: dict[int, set[str]] = {}
    watch_public(app, public, own)
    checked = -1
    for _ in range(20_000):
        room = await app.rooms.get(room.id)  # type: ignore[union-attr]
        assert room is not None
        if room.status != "playing":
            break
        if room.turn != checked:  # each state once
            check_nothing_hidden_is_seen(fake, room, public, own, people)
            checked = room.turn
        if room.between_deals():
            await see_the_fingerprint(app, fake, room.id, people, seen_fp)
            for uid in people:  # «Следующая раздача» on their own message in the group
                seat = room.seat_of(uid)
                if seat is not None and not seat.ready:
                    hand = await ensure_hand(fake, uid, table.message_id)
                    with contextlib.suppress(AssertionError):
                        await fake.wait_for(
                            lambda uid=uid: NEXT in hand_of(fake, uid).button_texts(), timeout=10
                        )  # type: ignore[union-attr]
                        await fake.wait_answer(fake.press_button(uid, hand_of(fake, uid), NEXT))  # type: ignore[arg-type]
                    del hand
            await settle(fake)
            continue
        game = room.engine()
        assert game is not None
        movers = [u for u in people if room.seat_of(u).seat in game.to_act()]  # type: ignore[union-attr]
        if not movers:
            await settle(fake)
            continue
        if not await play_in_group(
            app, fake, room, movers[rng.randrange(len(movers))], table.message_id, rng
        ):
            await pause(0.2)  # a window or a race: look again a moment later
    else:
        raise AssertionError("the game did not end")
    assert room.engine().is_over() or room.outcome  # type: ignore[union-attr]
    # nobody ever had a private message, and every deal's record verifies
    assert not any(fake.chat_messages(uid) for uid in people)
    deals = len(room.engine().deal_results())  # type: ignore[union-attr]
    for deal in range(1, deals + 1):
        async with app.rooms.storage.read() as tx:  # type: ignore[union-attr]
            record = await build_record(tx, room, room.match_no, deal)
        assert record is not None
        status, report = verify(record)
        assert status == 0 and not report["failed"], report
        # its deck was the one whose fingerprint everybody saw before it was dealt
        shown = fingerprint(record["deals"][deal - 1]["fairness"]["commitment"])
        assert all(shown in seen_fp[uid] for uid in people), (deal, shown, seen_fp)
    # the record button on the group table: the file in the group, for the presser only
    final = await fake.wait_message(GROUP, tr("fair-ok"), timeout=30)
    await fake.wait_answer(fake.press_button(people[1], final, tr("btn-record")))
    doc = await fake.wait_for(lambda: next((d for d in fake.documents if d.get("receiver_user_id")), None))
    assert doc["chat_id"] == GROUP and doc["receiver_user_id"] == people[1]  # type: ignore[index]
    status, report = verify(json.loads(doc["bytes"]))  # type: ignore[index]
    assert status == 0 and not report["failed"], report
    assert not [m for m in fake.seen_by(GROUP, people[0]) if m.document]


@pytest.mark.parametrize("admin", ADMIN_OR_MEMBER)
async def test_a_group_durak_where_nobody_opens_the_private_chat(fake_tg, tmp_path, admin):
    fake: FakeTelegram = fake_tg
    fake.add_group(GROUP, "Friends")
    for uid, name in zip(PEOPLE, ["Аня", "Боря", "Вера"], strict=True):
        fake.add_user(uid, name, started=False)
    if admin:
        fake.set_member_status(GROUP, fake.bot_id, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        await play_in_the_group(app, fake, "durak", PEOPLE, 1)
    assert not fake.limited_calls()


@pytest.mark.parametrize("admin", ADMIN_OR_MEMBER)
@pytest.mark.parametrize("game", ["bura", "scopa"])
async def test_bura_and_scopa_of_two_people_in_a_group_without_the_private_chat(
    fake_tg, tmp_path, game, admin
):
    """A whole match, to its natural end (Bura to 12 points, Scopa to 11: the shortest its lobby
    offers, and the default)."""
    fake: FakeTelegram = fake_tg
    fake.add_group(GROUP, "Friends")
    for uid, name in zip(PEOPLE[:2], ["Аня", "Боря"], strict=True):
        fake.add_user(uid, name, started=False)
    if admin:
        fake.set_member_status(GROUP, fake.bot_id, "administrator")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        await play_in_the_group(app, fake, game, PEOPLE[:2], 0)
        room = await latest_room(app, GROUP)
        assert room.outcome is None  # nobody gave up or was timed out: the match ended by its rules
        assert games.get(game).rules.winner_side(room.options, room.engine().deal_results()) is not None  # type: ignore[union-attr]
    assert not fake.limited_calls()
