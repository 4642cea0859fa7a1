"""Issue 44, item 7: people who play on hands in the group (they never opened the private chat) are
never told to open the bot — not by the table, not by their hand, not by a group button — since
that mode spares them it; who plays in private and cannot be reached still is."""

from __future__ import annotations

from bot.rules import sides
from bot.sandbox.fakeapi import FakeTelegram
from tests.support.bot_e2e import (
    fragment,
    group_durak_joined_here,
    latest_room,
    make_settings,
    running_bot,
    settle,
    tr,
    wait_room,
)

GROUP = -100944
ANYA, BORYA, VERA = 4401, 4402, 4403
OPEN_THE_BOT = fragment("unreachable")  # «бот не может написать вам. Откройте бота»


def mine(fake: FakeTelegram, uid: int):  # type: ignore[no-untyped-def]
    """The person's own message of the room in the group (not the rules sent there)."""
    shown = [m for m in fake.ephemeral_messages(GROUP, uid) if fragment("title-durak") in m.text]
    return shown[-1] if shown else None


async def test_who_plays_in_the_group_is_never_told_to_open_the_bot(fake_tg: FakeTelegram, tmp_path) -> None:  # type: ignore[no-untyped-def]
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    for uid, name in ((ANYA, "Аня"), (BORYA, "Боря"), (VERA, "Вера")):
        fake.add_user(uid, name, started=False)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        table, room = await group_durak_joined_here(
            app, fake, GROUP, ANYA, (ANYA, BORYA), lambda uid: mine(fake, uid)
        )

        # «ℹ️ Правила» on the group's table: the rules come in the group, for her only
        rules = fake.press_button(ANYA, fake.message(GROUP, table.message_id), tr("btn-rules"))
        answer = await fake.wait_answer(rules)
        assert answer.get("text") != tr("err-open-bot") and not answer.get("url"), answer
        summary = tr("rules-durak")[:40]
        await fake.wait_for(lambda: any(summary in m.text for m in fake.ephemeral_messages(GROUP, ANYA)))
        assert not fake.chat_messages(ANYA)

        # a lobby button pressed by someone not seated: take a seat here, not «the bot opens now»
        shown = fake.message(GROUP, table.message_id)
        assert "🤖" in " ".join(shown.button_texts()), shown.button_texts()  # «🤖 + N компьютера»
        answer = await fake.wait_answer(fake.press_button(VERA, shown, "🤖"))
        assert answer.get("text") == tr("err-join-here", teams="no") and not answer.get("url"), answer

        # a private message to her is refused (she never opened the bot): she is unreachable there,
        # and still plays here — neither the table nor her own message tells her to open the bot
        assert await app.outbox.send(ANYA, "—") is None  # type: ignore[union-attr]
        for _ in range(200):
            async with app.storage.read() as tx:  # type: ignore[union-attr]
                person = await tx.users.get(ANYA)
            if person is not None and not person.reachable:
                break
            await settle(fake)
        assert person is not None and not person.reachable
        before = fake.message(GROUP, table.message_id).text
        assert "✅" not in before, before
        await fake.wait_answer(fake.press_button(BORYA, mine(fake, BORYA), tr("btn-ready")))
        await wait_room(app, room.id, lambda r: r.seat_of(BORYA).ready)  # type: ignore[union-attr]
        ready_line = "✅"
        await fake.wait_for(lambda: ready_line in fake.message(GROUP, table.message_id).text, timeout=10)
        await fake.wait_for(lambda: ready_line in mine(fake, ANYA).text, timeout=10)
        assert OPEN_THE_BOT not in fake.message(GROUP, table.message_id).text
        assert OPEN_THE_BOT not in mine(fake, ANYA).text
        assert OPEN_THE_BOT not in fake.seen_text(GROUP, ANYA)


async def test_a_team_button_seats_who_plays_in_the_group_on_that_side_there(
    fake_tg: FakeTelegram, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """A Durak of two teams in a group with hands there: «🔵 Команда 2» pressed by someone not seated
    (who never opened the bot) seats them on that side in the group — no link to the bot, no
    «Откройте бота»."""
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    for uid, name in ((ANYA, "Аня"), (VERA, "Вера")):
        fake.add_user(uid, name, started=False)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        fake.send_text(ANYA, "/durak", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-durak"))
        room = await latest_room(app, GROUP)
        teams = await app.rooms.set_option(room.id, ANYA, "teams", "2x2")  # type: ignore[union-attr]
        assert teams.key == "option-ok"
        mark = sides.TEAM_MARKS[1]
        second = tr("btn-team", mark=mark, n=2)

        def shown() -> list[str]:
            return fake.message(GROUP, table.message_id).button_texts()

        await fake.wait_for(lambda: second in shown(), timeout=10)
        answer = await fake.wait_answer(
            fake.press_button(VERA, fake.message(GROUP, table.message_id), second)
        )
        assert not answer.get("url") and answer.get("text") != tr("team-join-open", mark=mark, n=2), answer
        seated = await wait_room(app, room.id, lambda r: r.seat_of(VERA) is not None)
        assert sides.side_of(seated, VERA) == 1
        await fake.wait_for(lambda: mine(fake, VERA))  # her own lobby message, in the group
        assert not fake.chat_messages(VERA)


async def test_play_with_the_computer_in_the_group_without_opening_the_bot(
    fake_tg: FakeTelegram, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """«🤖 Играть с компьютером» on a group's lobby, pressed by its creator who never opened the bot:
    the game starts and her hand comes in the group, for her only — not «Откройте личный чат»."""
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    fake.add_user(VERA, "Вера", started=False)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", group_hands=True)) as app:
        fake.send_text(VERA, "/bura", chat_id=GROUP)
        table = await fake.wait_message(GROUP, fragment("title-bura"))
        room = await latest_room(app, GROUP)
        answer = await fake.wait_answer(fake.press_button(VERA, table, tr("btn-solo-one")))
        assert answer.get("text") != tr("err-open-bot") and not answer.get("url"), answer
        await wait_room(app, room.id, lambda r: r.game_running() and r.seat_of(VERA) is not None)
        await fake.wait_for(lambda: fake.ephemeral_messages(GROUP, VERA))  # her hand, in the group
        assert not fake.chat_messages(VERA)
