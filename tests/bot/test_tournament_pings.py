"""«Your table is ready» (issue 47, ``bot/chat/tournament_pings.py``): the private ping's words, the
group's mention line (HTML: names escaped, each a mention), the link to a supergroup's message."""

from __future__ import annotations

import asyncio

from bot.chat.tournament_pings import Seated, group_line, group_link, mention, private_text, seated
from bot.chat.viewers import Prefs
from bot.i18n import Translator
from bot.rooms.tournaments import State
from bot.sandbox.fakeapi.wire import parse_html
from bot.storage.tournaments import RUNNING, Signed, Table, Tournament
from bot.tournaments.records import COMPUTER
from tests.support.bot_e2e import tr

PEOPLE = {11: "Ann", 12: "<b>Bob</b>", 13: "Cid"}


def state() -> State:
    tour = Tournament("t1", -1001234, 11, "durak", "swiss", 3, 1, RUNNING, {}, "ru", 5, None, 0.0, 0.0)
    people = [Signed(uid, name, 1500.0, f"{uid}:x", 0.0) for uid, name in PEOPLE.items()]
    tables = [Table(1, 0, (11, 12), "r1", False, None), Table(1, 1, (13, COMPUTER), "r2", False, None)]
    return State(tour, people, tables)


def test_everyone_at_a_table_is_found_with_their_preferences_and_no_computer():
    async def prefs(uid: int) -> Prefs:
        return Prefs("ru", started=uid != 13, hands="group" if uid == 12 else "both")

    found = asyncio.run(seated(state(), 1, prefs))
    assert [(p.user_id, p.table.room_id, p.prefs.started) for p in found] == [
        (11, "r1", True), (12, "r1", True), (13, "r2", False),
    ]  # fmt: skip


def test_the_private_ping_names_the_table_the_hand_and_the_way_to_the_group():
    t, s = Translator("ru"), state()
    link = group_link(s.tournament.chat_id, 77)
    assert link == "https://t.me/c/1234/77"
    ann = private_text(t, s, Seated(11, s.tables[0], Prefs("ru")), 1, "T", link)
    assert ann.splitlines() == [
        tr("tn-ping", title="T", round=1, rounds=3, names="<b>Bob</b>"),
        tr("tn-ping-hand-here"),
        tr("tn-ping-link", link=link),
    ]
    cid = private_text(t, s, Seated(13, s.tables[1], Prefs("ru", hands="group")), 1, "T", None)
    assert cid.splitlines() == [tr("tn-ping", title="T", round=1, rounds=3, names=tr("tn-computer")),
                                tr("tn-ping-hand-group")]  # fmt: skip
    assert group_link(-42, 77) is None and group_link(-1001234, None) is None  # a basic group: no link


def test_the_group_line_mentions_each_person_and_escapes_their_names():
    line = group_line(Translator("ru"), state(), [12, 13])
    assert mention(12, "<b>Bob</b>") in line and mention(13, "Cid") in line
    assert 'href="tg://user?id=12"' in line and "&lt;b&gt;Bob&lt;/b&gt;" in line
    assert parse_html(line) == tr("tn-ping-group", names="<b>Bob</b>, Cid")
