"""Issue 45, items 3 and 4, against the fake Bot API: the table page is opened from where people are
— «🎴 Стол» on a private lobby and hand (a Mini App button, WEBAPP_URL), the bot's direct Mini App
link on a group's lobby, table and hands in the group (WEBAPP_SHORT_NAME) — and a person whose
table page is open costs no Bot API call for their own chat messages of the room (no hand drawn, no
«Ваш ход», no hand brought into the group) while the others' are drawn; once the page closes, or
stops being renewed, or they press in the chat, their chat is drawn again as the room is then. The
fake's call log is the proof; with KOZYR_TEST_POSTGRES the same runs on PostgreSQL."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.app import KozyrApp
from bot.model import Room
from bot.rules import rules_of
from bot.sandbox.fakeapi import EphemeralMessage, FakeTelegram
from bot.sandbox.fakeapi.wire import Call, FakeMessage
from bot.storage import api
from tests.support.bot_e2e import (
    bura_in_group_only,
    choose,
    fragment,
    latest_room,
    make_settings,
    message_of,
    press_action,
    private_room,
    running_bot,
    tr,
    until,
    wait_move,
    wait_room,
    waited_for,
)
from tests.support.pacing import max_in_window

WEBAPP = "https://kozyr.example/app/"
SHORT = "table"
TABLE = tr("btn-table")


def table_buttons(message: FakeMessage) -> list[dict[str, Any]]:
    return [b for b in message.buttons() if b.get("text") == TABLE]


def web_app_url(message: FakeMessage) -> str | None:
    """The «🎴 Стол» Mini App button's page (None: no such button)."""
    found = [b for b in table_buttons(message) if "web_app" in b]
    return found[0]["web_app"]["url"] if found else None


def link_url(message: FakeMessage) -> str | None:
    """The «🎴 Стол» URL button's address (None: no such button)."""
    found = [b for b in table_buttons(message) if "url" in b]
    return found[0]["url"] if found else None


def receiver_of(call: Call) -> int | None:
    """Whom an ephemeral call (a hand in the group) is for."""
    spec = call.params.get("ephemeral_message_parameters")
    if isinstance(spec, dict):
        return spec.get("receiver_user_id")
    return call.params.get("receiver_user_id")


def calls_for(fake: FakeTelegram, uid: int, since: int) -> list[Call]:
    """Every Bot API call since the ``since``-th that drew something for ``uid``: in their private
    chat, or a message in a group only they see."""
    return [c for c in fake.calls[since:] if c.chat_id == uid or receiver_of(c) == uid]


async def page_move(app: KozyrApp, room: Room, uid: int, rng: random.Random) -> None:
    """``uid`` plays a move from the table page: straight through the room service, as the page's
    server does with the move's data — no chat button pressed."""
    seat = room.seat_of(uid)
    game = room.engine()
    assert seat is not None and game is not None
    action = choose(game.legal_actions(seat.seat), rng)
    rules = rules_of(room.game)
    code = rules.move_code(action)
    assert code is not None
    token = rules.token(room, game, seat.seat)
    await app.rooms.move(room.id, uid, room.turn, seat.seat, code, token)  # type: ignore[union-attr]
    await wait_room(app, room.id, lambda r: r.turn > room.turn)


async def move_once(app: KozyrApp, fake: FakeTelegram, room_id: str, on_page: int, rng: random.Random) -> int:
    """Whoever the table waits for moves once — ``on_page`` from the table page, anyone else on
    their chat buttons; who moved."""
    while True:
        room, uid, action = await wait_move(app, room_id)
        if uid == on_page:
            await page_move(app, room, uid, rng)
            return uid
        if await press_action(app, fake, room, uid, action):
            return uid


async def hand_shows_turn(app: KozyrApp, fake: FakeTelegram, room_id: str, uid: int) -> FakeMessage:
    """``uid``'s private hand once it shows their moves of the room's newest turn."""

    async def probe() -> FakeMessage | None:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        msg = await message_of(app, fake, room_id, uid, "hand")
        mine = f":{room_id}:{room.turn}:"
        return msg if any(mine in str(b.get("callback_data")) for b in msg.buttons()) else None

    return await until(probe, f"{uid}'s hand of the newest turn")


async def group_hand_shows_turn(
    app: KozyrApp, fake: FakeTelegram, room_id: str, group: int, uid: int
) -> EphemeralMessage:
    """``uid``'s newest hand in the group once it plays their moves of the room's newest turn. Not
    of a turn read before: a clock (Bura's «Стоп!» window closing) may move the room on while the
    hand waits for the group's pace, and the hand then brought shows that turn."""

    async def probe() -> EphemeralMessage | None:
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        assert room is not None
        hand = in_play_here(fake, group, uid)
        data = [str(b.get("callback_data")) for b in hand.buttons()] if hand is not None else []
        mine = f"m:{room_id}:{room.turn}:", f"t:{room_id}:{room.turn}:"
        return hand if any(d.startswith(mine) for d in data) else None

    return await until(probe, f"{uid}'s hand in the group of the newest turn", timeout=30)


async def to_act(app: KozyrApp, room_id: str, uid: int) -> Room:
    """The room once it waits for ``uid``."""
    return await wait_room(app, room_id, lambda r: uid in waited_for(r))


# ----- the buttons ----------------------------------------------------------------------------------------
async def test_without_webapp_url_nothing_opens_the_table(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    fake = fake_tg
    fake.add_user(4501, "Anna")
    fake.add_user(4502, "Boris")
    mini_app: list[list[dict[str, Any]]] = []  # what each message showed of the Mini App

    def look_at(msg: FakeMessage) -> None:
        mini_app.append([b for b in msg.buttons() if "web_app" in b or b.get("text") == TABLE])

    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:

        async def lobby(room_id: str) -> None:
            look_at(await message_of(app, fake, room_id, 4501, "hand"))

        room_id = await private_room(app, fake, "scopa", 4501, 4502, lobby=lobby)
        room = await app.rooms.get(room_id)  # type: ignore[union-attr]
        look_at(await hand_shows_turn(app, fake, room_id, waited_for(room)[0]))  # type: ignore[arg-type]
        assert mini_app == [[], []]


async def test_a_private_lobby_and_hand_open_the_table_page(fake_tg: FakeTelegram, tmp_path: Path) -> None:
    fake = fake_tg
    fake.add_user(4511, "Anna")
    fake.add_user(4512, "Boris")
    settings = make_settings(fake, tmp_path / "k.sqlite3", webapp_url=WEBAPP, webhook_port=0)
    lobby: list[tuple[str | None, str | None, list[str]]] = []  # as the lobby showed it
    async with running_bot(settings) as app:

        async def look(room_id: str) -> None:
            msg = await message_of(app, fake, room_id, 4511, "hand")
            await fake.wait_for(lambda: table_buttons(msg))
            lobby.append((web_app_url(msg), link_url(msg), rows(msg)[-1]))

        room_id = await private_room(app, fake, "scopa", 4511, 4512, lobby=look)
        page = f"{WEBAPP}table?room={room_id}"
        # the lobby: first in the last row, beside «ℹ️ Правила»
        (app_url, link, last_row), = lobby
        assert app_url == page and link is None
        assert last_row[:2] == [TABLE, tr("btn-rules")], last_row
        for uid in (4511, 4512):
            hand = await until(lambda uid=uid: in_play(app, fake, room_id, uid), f"{uid}'s hand in play")
            assert web_app_url(hand) == page, hand.buttons()
            assert link_url(hand) is None  # no short name: no link


def rows(message: FakeMessage) -> list[list[str]]:
    keyboard = (message.reply_markup or {}).get("inline_keyboard", [])
    return [[b.get("text", "") for b in row] for row in keyboard]


async def in_play(app: KozyrApp, fake: FakeTelegram, room_id: str, uid: int) -> FakeMessage | None:
    """``uid``'s private message once it is their hand in play: «🎴 Стол» before «🚪 Выйти»."""
    msg = await message_of(app, fake, room_id, uid, "hand")
    return msg if [TABLE, tr("btn-leave")] in [r[:2] for r in rows(msg)] else None


async def test_a_group_links_to_the_mini_app_only_with_its_short_name(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """Groups allow no Mini App button: the lobby, the table and the hands in the group carry the bot's
    direct link — with WEBAPP_SHORT_NAME only."""
    fake = fake_tg
    anna, boris = 4521, 4522
    fake.add_user(anna, "Anna", started=False)  # they play in the group only
    fake.add_user(boris, "Boris", started=False)
    for group in (-4520, -4530):
        fake.add_group(group, "Bura club")
        fake.set_member_status(group, fake.bot_id, "administrator")  # hands in the group come unasked
    for group, short in ((-4520, ""), (-4530, SHORT)):
        settings = make_settings(
            fake, tmp_path / f"{-group}.sqlite3", webapp_url=WEBAPP, webhook_port=0, group_hands=True,
            webapp_short_name=short,
        )  # fmt: skip
        async with running_bot(settings) as app:
            room_id = await bura_in_group_only(app, fake, group, anna, boris)
            link = f"https://t.me/{fake.bot_username}/{SHORT}?startapp=t{room_id}" if short else None
            table = await message_of(app, fake, room_id, group, "table")
            mine = [r for r in rows(fake.message(group, table.message_id)) if tr("btn-my-cards") in r]  # type: ignore[arg-type]
            assert mine == [[tr("btn-my-cards"), TABLE] if short else [tr("btn-my-cards")]]
            assert link_url(fake.message(group, table.message_id)) == link  # type: ignore[arg-type]
            # the hand in the group of whoever is waited for (brought by an administrator bot)
            mover = waited_for(await app.rooms.get(room_id))[0]  # type: ignore[union-attr]
            hand = await fake.wait_for(lambda g=group, u=mover: in_play_here(fake, g, u))
            assert isinstance(hand, EphemeralMessage)
            assert link_url(hand) == link and web_app_url(hand) is None, hand.buttons()
            # a lobby in the group: first in its last row, beside «ℹ️ Правила»
            fake.send_text(anna, "/durak", chat_id=group)
            lobby = await fake.wait_message(group, fragment("title-durak"))
            lobby_id = (await latest_room(app, group)).id
            want = [TABLE, tr("btn-rules")] if short else [tr("btn-rules")]
            mid = lobby.message_id
            shown = await fake.wait_for(lambda g=group, m=mid, w=want: last_row_is(fake, g, m, w))
            assert isinstance(shown, FakeMessage)
            assert link_url(shown) == (
                f"https://t.me/{fake.bot_username}/{SHORT}?startapp=t{lobby_id}" if short else None
            )


def last_row_is(fake: FakeTelegram, chat_id: int, message_id: int, want: list[str]) -> FakeMessage | None:
    msg = fake.message(chat_id, message_id)
    return msg if msg is not None and rows(msg)[-1] == want else None


def in_play_here(fake: FakeTelegram, group: int, uid: int) -> EphemeralMessage | None:
    """``uid``'s newest hand in the group once it is in play (its «🚪 Выйти» row)."""
    mine = fake.ephemeral_messages(group, uid)
    return mine[-1] if mine and tr("btn-leave") in mine[-1].button_texts() else None


# ----- a quiet chat while the table is open ---------------------------------------------------------------
@pytest.mark.both_databases
async def test_a_person_on_the_table_page_costs_no_call_until_it_closes(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """Anna plays a private Scopa on her table page, Boris on his chat buttons: from the moment her
    page is open, nothing is drawn in her chat — no hand edited or sent, no «Ваш ход» though she is
    waited for past the ping's delay — while Boris's hand goes on; once the page closes her hand
    comes back as the room is then, and her chat buttons play again."""
    fake = fake_tg
    anna, boris = 4541, 4542
    fake.add_user(anna, "Anna")
    fake.add_user(boris, "Boris")
    rng = random.Random(45)
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", turn_pings=True, ping_delay_seconds=1.0, ping_interval_seconds=60.0
    )
    async with running_bot(settings) as app:
        assert app.presenter is not None and app.outbox is not None
        room_id = await private_room(app, fake, "scopa", anna, boris)
        await app.outbox.flush(timeout=30)
        await api.table_seen(app.storage, room_id, anna, 60, opened=True)  # her page connected
        since = len(fake.calls)
        pinger = app.presenter.pinger
        kept: list[int] = []  # whose «Ваш ход» the open page kept from the chat
        original = pinger.quiet
        assert original is not None

        async def spy(room: Room, uid: int) -> bool:
            held = await original(room, uid)
            if held:
                kept.append(uid)
            return held

        pinger.quiet = spy
        moved = {anna: 0, boris: 0}
        while not (moved[boris] >= 2 and moved[anna] >= 1):
            moved[await move_once(app, fake, room_id, anna, rng)] += 1
        await to_act(app, room_id, anna)
        await until(lambda: _true(anna in kept), "Anna's ping kept from her chat", timeout=30)
        await app.outbox.flush(timeout=30)
        assert not calls_for(fake, anna, since), calls_for(fake, anna, since)
        assert calls_for(fake, boris, since)  # Boris's hand was drawn all along
        assert anna not in [uid for _, uid, _ in pinger.sent]
        assert app.presenter.quiet.holds(room_id, anna)

        # the page closes: her hand comes back, of the turn that waits for her, and plays
        closed = len(fake.calls)
        await api.table_gone(app.storage, room_id, anna)
        await hand_shows_turn(app, fake, room_id, anna)
        assert calls_for(fake, anna, closed)
        assert not app.presenter.quiet.holds(room_id, anna)
        room, uid, action = await wait_move(app, room_id)
        assert uid == anna and await press_action(app, fake, room, anna, action)


async def _true(value: bool) -> bool | None:
    return value or None


async def test_a_page_no_longer_renewed_expires_and_the_hand_comes_back(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """A page whose server died (no renewal, no word of its closing): the chat is quiet until the page
    stops counting as open, then drawn again without any move in the room."""
    fake = fake_tg
    anna, boris = 4551, 4552
    fake.add_user(anna, "Anna")
    fake.add_user(boris, "Boris")
    rng = random.Random(46)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        assert app.presenter is not None and app.outbox is not None
        room_id = await private_room(app, fake, "scopa", anna, boris)
        await app.outbox.flush(timeout=30)
        await api.table_seen(app.storage, room_id, anna, 60)
        since = len(fake.calls)

        async def waits_for_anna() -> bool:
            return anna in waited_for(await app.rooms.get(room_id))  # type: ignore[arg-type, union-attr]

        while not (await waits_for_anna() and calls_for(fake, boris, since)):
            await move_once(app, fake, room_id, anna, rng)
        await app.outbox.flush(timeout=30)
        assert not calls_for(fake, anna, since)
        turn = (await app.rooms.get(room_id)).turn  # type: ignore[union-attr]
        await hand_shows_turn(app, fake, room_id, anna)  # a minute later, by itself
        assert (await app.rooms.get(room_id)).turn == turn  # type: ignore[union-attr]
        assert not app.presenter.quiet.holds(room_id, anna)


async def test_a_press_in_the_chat_gives_it_back_until_the_page_is_opened_anew(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """Anna's page is open (on her laptop, say) while she asks for her hand in the chat (/hand, a
    button): she plays there now, so her chat is drawn as before — also when the page's renewals go
    on — until the page is opened anew."""
    fake = fake_tg
    anna, boris = 4561, 4562
    fake.add_user(anna, "Anna")
    fake.add_user(boris, "Boris")
    rng = random.Random(47)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        assert app.presenter is not None and app.outbox is not None
        room_id = await private_room(app, fake, "scopa", anna, boris)
        await app.outbox.flush(timeout=30)
        await api.table_seen(app.storage, room_id, anna, 60, opened=True)
        since = len(fake.calls)
        await move_once(app, fake, room_id, anna, rng)
        await app.outbox.flush(timeout=30)
        assert not calls_for(fake, anna, since)

        # she asks for her hand in the chat: drawn anew at once, and stored for every worker
        fake.send_text(anna, "/hand")
        await until(lambda: _true(bool(calls_for(fake, anna, since))), "Anna's hand in the chat")
        assert await api.open_tables(app.storage, [room_id]) == {}
        # the page's renewals go on: her chat stays drawn as the room moves
        await api.table_seen(app.storage, room_id, anna, 60)
        for _ in range(2):
            mark = len(fake.calls)
            # Anna on her chat buttons now, Boris (on his page, say) moves without a chat call
            await move_once(app, fake, room_id, boris, rng)
            await until(lambda m=mark: _true(bool(calls_for(fake, anna, m))), "Anna's hand redrawn")

        # every redraw of those moves sent (a move can bring more than one call for her chat) before
        # the page opened anew takes the quiet back
        await app.outbox.flush(timeout=30)
        await api.table_seen(app.storage, room_id, anna, 60, opened=True)
        mark = len(fake.calls)
        await move_once(app, fake, room_id, anna, rng)
        await app.outbox.flush(timeout=30)
        assert not calls_for(fake, anna, mark), calls_for(fake, anna, mark)
        # and any button of the room pressed in the chat gives it back again («🚪 Выйти» asks first)
        hand = await message_of(app, fake, room_id, anna, "hand")
        answer = await fake.wait_answer(fake.press_button(anna, hand, tr("btn-leave")))
        assert answer.get("text") == tr("confirm-leave", game="scopa", people="yes")
        # (a move was made while her chat rested: her hand differs from what it shows, and is redrawn)
        await until(lambda m=mark: _true(bool(calls_for(fake, anna, m))), "Anna's hand drawn again")
        assert await api.open_tables(app.storage, [room_id]) == {}


async def test_hands_in_the_group_stay_quiet_while_the_table_goes_on(
    fake_tg: FakeTelegram, tmp_path: Path
) -> None:
    """A group Bura whose people play in the group only, the bot its administrator (it brings each
    their hand when waited for): Anna on her table page gets no hand in the group — not brought, not
    edited — while Boris's comes and goes; the group's table is drawn within its 20 calls a minute
    and its last frame says the result; once her page closes her hand is brought to her again."""
    fake = fake_tg
    group, anna, boris = -4570, 4571, 4572
    fake.add_user(anna, "Anna", started=False)
    fake.add_user(boris, "Boris", started=False)
    fake.add_group(group, "Bura club")
    fake.set_member_status(group, fake.bot_id, "administrator")
    rng = random.Random(48)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        assert app.presenter is not None and app.outbox is not None
        room_id = await bura_in_group_only(app, fake, group, anna, boris)
        await app.outbox.flush(timeout=30)
        await api.table_seen(app.storage, room_id, anna, 600, opened=True)
        since = len(fake.calls)
        waited = {anna: 0, boris: 0}
        while not (waited[anna] >= 2 and waited[boris] >= 1):  # both play from their pages, as it were
            room, uid, _ = await wait_move(app, room_id)
            waited[uid] += 1
            await page_move(app, room, uid, rng)
        await app.outbox.flush(timeout=30)
        assert not calls_for(fake, anna, since), calls_for(fake, anna, since)
        assert calls_for(fake, boris, since)  # his hand in the group, brought and edited
        table = await message_of(app, fake, room_id, group, "table")
        assert [c for c in fake.calls[since:] if c.chat_id == group and receiver_of(c) is None]
        assert fragment("tap-my-cards") not in table.text

        # her page closes while the room waits for her: her hand is brought to her in the group.
        # They play on (from their pages) until it is her turn with the «Стоп!» window open (while
        # the stock lasts): the window closes by the clock, a turn later, while her hand waits for the
        # group's pace — the hand brought is of that newer turn (a wait for the turn read here
        # was the flake of session 23's note)
        while True:
            room, uid, _ = await wait_move(app, room_id)
            game = room.engine()
            assert game is not None
            view = game.view(None)
            if uid == anna and (view.get("window") or not view.get("stock")):
                break
            await page_move(app, room, uid, rng)
        closed = len(fake.calls)
        await api.table_gone(app.storage, room_id, anna)
        await group_hand_shows_turn(app, fake, room_id, group, anna)
        assert calls_for(fake, anna, closed)

        # she gives up (on the room's newest turn): the table's last frame says so, within the pace
        async def gave_up() -> bool:
            now = await app.rooms.get(room_id)  # type: ignore[union-attr]
            assert now is not None
            reply = await app.rooms.surrender(room_id, anna, now.turn)  # type: ignore[union-attr]
            return reply.key == "surrender-ok"

        await until(gave_up, "Anna's surrender")
        await wait_room(app, room_id, lambda r: not r.game_running())
        result = fragment("match-winner")
        await fake.wait_for(lambda: result in fake.message(group, table.message_id).text, timeout=30)  # type: ignore[union-attr]
        await app.outbox.flush(timeout=30)
        drawn = [c.at for c in fake.calls if c.chat_id == group and c.counted]
        assert max_in_window(drawn, 60.0) <= 20
