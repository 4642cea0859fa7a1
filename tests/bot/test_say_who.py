"""Issue 44, item 7: answers that say who and what. ``/stats`` in a group names whose statistics they
are; a Durak hand never shows a button that says nothing where a card used to be playable; after
table talk lands in the chat of the person to move, their live hand comes down below it."""

from __future__ import annotations

from tests.support.bot_e2e import (
    make_settings,
    running_bot,
    tr,
)

GROUP = -4471
A, B = 4471, 4472  # Аня speaks Russian, Bob English


async def _ask(fake, uid: int, text: str, chat_id: int, contains: str):
    before = max((m.message_id for m in fake.all_messages(chat_id)), default=0)
    fake.send_text(uid, text, chat_id=chat_id)

    def find():
        for m in fake.chat_messages(chat_id):
            if m.message_id > before and contains in m.text:
                return m
        return None

    return await fake.wait_for(find, 10)


async def test_stats_in_a_group_name_whose_they_are(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_group(GROUP, "Friends")
    fake.add_user(A, "Аня", language_code="ru")
    fake.add_user(B, "Bob", language_code="en")
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")):
        # everyone in the group reads the answer: its title says whose figures these are
        anya = await _ask(fake, A, "/stats", GROUP, "📊")
        assert anya.text.splitlines()[0] == tr("stats-title-group", "ru", name="Аня")
        assert "Аня" in anya.text.splitlines()[0] and "Ваша" not in anya.text
        bob = await _ask(fake, B, "/stats", GROUP, "📊")
        assert bob.text.splitlines()[0] == tr("stats-title-group", "en", name="Bob")
        assert "Bob" in bob.text.splitlines()[0] and "Your" not in bob.text
        # in the private chat it is one's own: «Ваша статистика» stays
        mine = await _ask(fake, A, "/stats", A, "📊")
        assert mine.text.splitlines()[0] == tr("stats-title", "ru")
