"""Small rendering pieces: card glyphs and the Scopa deck styles, the progress bar and the durations the
timers show (``bot/render/``). They check exact output on purpose. And which state of a room the
presenter draws when a newer one arrives while it reads the room's snapshot."""

from __future__ import annotations

import asyncio
import time

from bot import games
from bot.i18n import Translator
from bot.model import Room, Seat
from bot.render.cards import trumps_last
from bot.render.context import Ctx, namer
from bot.render.timing import bar_text, duration
from engines.durak.rules import Durak
from engines.fairness import derive_deck
from engines.protocol import Action
from engines.scopa.rules import Scopa
from tests.support.bot_e2e import fragment, tr


def test_glyphs_and_deck_styles() -> None:
    assert games.get("durak").glyph("TH") == "10♥"
    assert games.get("scopa").glyph("7D", "french") == "7♦"
    assert games.get("scopa").glyph("7D", "italian") == "7🪙"
    assert games.get("scopa").glyph("KC", "italian") == "R🪵"
    assert len({games.get("scopa").glyph("QS", s) for s in ("italian", "french", "roses")}) == 3


def test_bar_and_duration_texts() -> None:
    assert bar_text(5, 5) == "▰" * 10 and bar_text(0, 5) == "▱" * 10
    assert bar_text(2.5, 5) == "▰" * 5 + "▱" * 5
    assert duration(86400) == {"n": 24, "unit": "h"}
    assert duration(300) == {"n": 5, "unit": "m"}
    assert duration(0.4) == {"n": 1, "unit": "s"}


def _durak_room(game: Durak) -> Room:
    return Room("R00001", "durak", None, "ru", 1, 2, {}, "playing", 5, 1, game.to_json(), None, None, None,
                None, time.time(), time.time(), [Seat(0, 1), Seat(1, 2)])


def test_durak_table_pairs_attack_and_cover_and_fits_a_phone() -> None:
    game = Durak.new(2, {"mode": "podkidnoy"})
    game.deal_from_layout({
        "hands": [["6S", "6H", "6D", "7C", "8C", "9C"], ["AS", "AH", "QD", "KD", "JD", "TC"]],
        "stock": ["7D", "8D", "9D"],
        "trump": "D",
    })
    game.apply(Action("attack", 0, "6S"))
    game.apply(Action("attack", 0, "6H"))
    game.apply(Action("defend", 1, "AS", "6S"))
    room = _durak_room(game)
    ui = games.get("durak")
    ctx = Ctx(Translator("ru"), "bot", names={1: "Вера", 2: "Олег"})
    lines = ui.table_lines(room, game.view(None), ctx, namer(room, ctx), None)
    assert tr("durak-table") in lines
    assert "   6♠ ← A♠   6♥ ← ❗" in lines  # the pair covered, the uncovered card marked
    assert not any("/" in line for line in lines)
    pairs = [line for line in lines if "←" in line and line.startswith("   ")]
    assert max(len(line) for line in pairs) <= 24, lines  # two pairs a line at most: no wrapping
    hand = ui.hand_lines(room, game.view(1), game.memory(1), ctx, namer(room, ctx), 1)
    assert tr("your-hand", cards="A♥ 10♣ J♦★ Q♦★ K♦★") in hand  # trumps last and marked


def test_scopa_hand_has_the_figures_legend_in_the_deck_style() -> None:
    game = Scopa.new(2, {"target": 11}, dealer=1)
    game.deal_from_deck(derive_deck("scopa", b"\x01" * 32, [""], game.deal_label()))
    room = Room("R00002", "scopa", None, "ru", 1, 2, {"target": 11}, "playing", 1, 1, game.to_json(), None,
                None, None, None, time.time(), time.time(), [Seat(0, 1), Seat(1, None)])
    ui = games.get("scopa")
    styles = (("italian", ("F", "C", "R")), ("french", ("J", "Q", "K")), ("roses", ("P", "N", "K")))
    for style, letters in styles:
        ctx = Ctx(Translator("ru"), "bot", style=style)
        lines = ui.hand_lines(room, game.view(0), game.memory(0), ctx, namer(room, ctx), 0)
        legend = tr("scopa-legend", f=letters[0], c=letters[1], r=letters[2])
        assert legend in lines and lines.index(legend) == lines.index(next(x for x in lines if x.startswith(
            fragment("your-hand")))) + 1, lines


def test_trumps_last_and_emoji_buttons() -> None:
    assert trumps_last(["AD", "6S", "7D", "KH", "TS"], "D") == ["6S", "TS", "KH", "7D", "AD"]
    assert trumps_last(["AD", "TD", "KD"], "D", "6789JQKTA") == ["KD", "TD", "AD"]  # Bura: 10 over K
    assert games.get("bura").all_glyphs("TH") == {"10♥", "10♥\ufe0f"}


async def test_a_frame_follows_a_newer_state_that_arrives_while_its_snapshot_is_read() -> None:
    """The presenter reads a room's snapshot (names, deals, deadlines) before drawing it; a newer state
    committed meanwhile is drawn instead of the old one (no frame stale before it is sent: a wasted
    group edit showing cards that have moved on, e.g. a table the defender has just taken)."""
    from bot.chat.presenter import Presenter
    from bot.chat.viewers import Snapshot
    from bot.config import Settings
    from tests.bot.test_deadlines import make_room

    presenter = Presenter(None, None, Settings.of(bot_token="1:x"), "bot")  # type: ignore[arg-type]
    old, new = make_room(), make_room()
    new.turn = old.turn + 1
    reads: list[int] = []

    async def snapshot(room):  # type: ignore[no-untyped-def]
        reads.append(room.turn)
        if len(reads) == 1:
            presenter.rooms.offer(new)  # committed while the first snapshot was read
        await asyncio.sleep(0)
        return Snapshot()

    presenter.snapshot = snapshot  # type: ignore[method-assign]
    presenter.rooms.offer(old)
    state = await presenter.state(old.id)
    assert state is not None and state[0] is new and reads == [old.turn, new.turn]
    assert presenter.rooms.attached(old.id) == (new, state[1])
