"""Quick match's matcher (issue 32), a pure function: option compatibility, language preference,
rating closeness, the widening with waiting, reports, the largest table first."""

from __future__ import annotations

from bot.rules.matching import Entry, Table, Tuning, match

NOW = 1000.0


def e(uid: int, *, game: str = "durak", variant: str = "podkidnoy", seats: str = "2", lang: str = "ru",
      rating: float = 1500.0, waited: float = 0.0, avoid: tuple[int, ...] = ()) -> Entry:  # fmt: skip
    return Entry(
        uid, game, variant, frozenset(int(c) for c in seats), lang, rating, NOW - waited, frozenset(avoid)
    )


def seated(tables: list[Table]) -> list[set[int]]:
    return [set(t.users) for t in tables]


def test_two_compatible_people_sit_together_at_once() -> None:
    tables = match([e(1, waited=1.0), e(2)], NOW)
    assert tables == [Table("durak", "podkidnoy", 2, (1, 2))]  # the longer waiting first (creator)


def test_options_must_be_compatible() -> None:
    assert match([e(1), e(2, variant="perevodnoy")], NOW) == []  # throw-in vs transfer
    assert match([e(1, seats="2"), e(2, seats="3")], NOW) == []  # no seat count in common
    assert match([e(1, game="bura", variant=""), e(2)], NOW) == []  # another game
    assert match([e(1, seats="234"), e(2, seats="3")], NOW) == []  # 3 seats need three people
    assert seated(match([e(1, seats="234"), e(2, seats="24")], NOW)) == [{1, 2}]


def test_the_largest_table_first() -> None:
    people = [e(1, seats="234"), e(2, seats="234"), e(3, seats="234")]
    assert [t.seats for t in match(people, NOW)] == [3]
    people.append(e(4, seats="2"))  # only for two: the three sit at three, 4 waits
    assert seated(match(people, NOW)) == [{1, 2, 3}]
    people.append(e(5, seats="24"))  # now four accept 4
    assert [t.seats for t in match(people, NOW)] == [4]


def test_same_language_first() -> None:
    people = [e(1, lang="ru"), e(2, lang="en"), e(3, lang="ru"), e(4, lang="en")]
    assert sorted(map(sorted, seated(match(people, NOW)))) == [[1, 3], [2, 4]]


def test_other_languages_only_after_waiting() -> None:
    assert match([e(1, lang="ru"), e(2, lang="en")], NOW) == []
    tuning = Tuning(any_language_after=10.0)
    assert match([e(1, lang="ru", waited=11), e(2, lang="en", waited=5)], NOW, tuning) == []  # both must
    assert seated(match([e(1, lang="ru", waited=11), e(2, lang="en", waited=10)], NOW, tuning)) == [{1, 2}]


def test_ratings_close_together() -> None:
    people = [e(1, rating=1200), e(2, rating=1800), e(3, rating=1210), e(4, rating=1790)]
    assert sorted(map(sorted, seated(match(people, NOW)))) == [[1, 3], [2, 4]]


def test_far_ratings_wait_then_the_window_widens() -> None:
    tuning = Tuning(window=150.0, widen=10.0)
    assert match([e(1, rating=1200), e(2, rating=1800)], NOW, tuning) == []
    # 600 apart: 150 + 10 × 45 s = 600
    assert seated(match([e(1, rating=1200, waited=45), e(2, rating=1800)], NOW, tuning)) == [{1, 2}]


def test_a_reported_person_is_kept_away_both_ways() -> None:
    assert match([e(1, avoid=(2,)), e(2)], NOW) == []
    assert match([e(1), e(2, avoid=(1,))], NOW) == []
    assert seated(match([e(1, avoid=(2,)), e(2), e(3)], NOW)) in ([{1, 3}], [{2, 3}])


def test_each_person_once() -> None:
    people = [e(i, seats="234", rating=1500 + i) for i in range(1, 12)]
    tables = match(people, NOW)
    users = [u for t in tables for u in t.users]
    assert len(users) == len(set(users)) == 11  # 4 + 4 + 3
    assert sorted(t.seats for t in tables) == [3, 4, 4]


def test_the_cool_down_doubles_with_each_early_leave_up_to_an_hour() -> None:
    from bot.rooms.quick import cooldown

    assert [cooldown(n) for n in range(0, 5)] == [0.0, 60.0, 120.0, 240.0, 480.0]
    assert cooldown(20) == 3600.0


async def test_reports_keep_people_apart_both_ways(tmp_path) -> None:
    from bot.storage import SqliteStorage, queue

    db = SqliteStorage(tmp_path / "k.sqlite3")
    await db.open()
    try:
        async with db.transaction() as tx:
            await tx.run("INSERT INTO reports (reporter, reported, reported_at) VALUES (1, 2, 0), (3, 9, 0)")
            assert await queue.avoided(tx, [1, 2, 3]) == {1: {2}, 2: {1}}
            assert await queue.avoided(tx, []) == {}
    finally:
        await db.close()
