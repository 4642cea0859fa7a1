"""A replay shows exactly the engine's positions (issue 46): the table page's replay mode, stepped
forward to the end and back to the start in Debian's headless Chromium, shows at every step what the
reference engine holds after that many actions — computed here from the record itself
(``load_record``, ``start_deal``, ``Game.apply``, ``Game.view``), not from ``engines/replay.py``'s
frames, which the page draws. What the page shows is read from its rendered elements' data
attributes (the cards' ``data-card``, a seat's ``data-cards``, the stock's ``data-stock``, …).
One browser and one page for Durak (3 seats), Bura (its played draw, the match's ninth deal) and
Scopa 2×2."""

from __future__ import annotations

from typing import Any

import pytest

from bot.web.routes import WebAppRoutes
from engines.protocol import Game
from engines.records import load_record, start_deal
from tests.bot.test_replays import SharedReplays, serving

#: what the replay page shows, read from its elements (the step's buttons click synchronously)
READ = """(press) => {
  if (press) document.getElementById(press).click();
  const cards = (root) =>
    root ? [...root.querySelectorAll(".card[data-card]")].map((c) => c.dataset.card) : null;
  const table = document.getElementById("table");
  const stock = table.querySelector(".stock");
  const num = (node, name) => node && node.dataset[name] !== undefined ? Number(node.dataset[name]) : null;
  return {
    where: document.getElementById("replay-where").textContent,
    stock: num(stock, "stock"),
    trump_card: (table.querySelector(".trump-card") || { dataset: {} }).dataset.card || null,
    trump_suit: (table.querySelector(".trump-suit") || { dataset: {} }).dataset.suit || null,
    discard: num(table.querySelector(".discard"), "discard"),
    pairs: [...table.querySelectorAll(".pair")].map(cards),
    lead: cards(table.querySelector(".lead")),
    floor: cards(table.querySelector(".floor")),
    sides: [...table.querySelectorAll(".side")].map((s) =>
      [num(s, "captured"), num(s, "scope"), num(s, "score")]),
    seats: [...document.querySelectorAll("#seats li.seat")].map((li) => ({
      seat: Number(li.dataset.seat), cards: num(li, "cards"), acting: li.classList.contains("acting"),
      tricks: num(li, "tricks"), score: num(li, "score") })),
    hands: [...document.querySelectorAll("#mine .replay-hand")].map((row) =>
      [Number(row.dataset.seat), cards(row)]),
  };
}"""


def positions(record: dict[str, Any]) -> list[Game]:
    """The engine after 0, 1, … actions of the record's last deal (earlier deals played through)."""
    rec = load_record(record)
    game = rec.new_game()
    out: list[Game] = []
    last = len(rec.deals) - 1
    for d, entry in enumerate(rec.deals):
        start_deal(game, entry, rec)
        if d == last:
            out.append(game.clone())
        for action in entry.actions:
            game.apply(action)
            if d == last:
                out.append(game.clone())
    return out


def expected(game: Game) -> dict[str, Any]:
    """What the replay must show of ``game``: the onlookers' view and every seat's own hand."""
    view: dict[str, Any] = dict(game.view(None))
    name = view["game"]
    to_act = set(game.to_act())
    seats: list[dict[str, Any]] = [
        {"seat": s, "cards": n, "acting": s in to_act, "tricks": None, "score": None}
        for s, n in enumerate(view["hand_sizes"])
    ]
    out: dict[str, Any] = {
        "stock": view["stock"], "trump_card": None, "trump_suit": None, "discard": None,
        "pairs": [], "lead": None, "floor": None, "sides": [], "seats": seats,
        "hands": [[s, list(game.view(s)["hand"] or [])] for s in range(game.seats)],
    }  # fmt: skip
    if name == "durak":
        out["trump_card"] = view["trump_card"]
        out["trump_suit"] = None if view["trump_card"] else view["trump"]
        out["discard"] = view["discard"]
        out["pairs"] = [[a] if c is None else [a, c] for a, c in view["table"]]
    elif name == "bura":
        out["trump_card"] = view["trump"]
        out["lead"] = list(view["table"]["lead"]) or None
        for s in seats:
            s["tricks"], s["score"] = view["tricks"][s["seat"]], view["score"][s["seat"]]
    else:
        out["stock"] = view["stock"] or None  # an empty stock without a trump is not drawn
        out["floor"] = list(view["table"]) or None
        out["sides"] = [list(x) for x in zip(view["piles"], view["scopas"], view["score"], strict=True)]
    return out


def shown_as_expected(shown: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in shown.items() if k != "where"}


@pytest.mark.slow
async def test_each_replayed_position_is_the_engines_forward_and_back() -> None:
    from tests.support.browser import browser_page, expect

    rooms = SharedReplays()
    routes = WebAppRoutes(rooms, "1:x", "/app/")  # type: ignore[arg-type]
    async with serving(routes) as client, browser_page(locale="en-US") as page:
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        for token, game_name in (("D" * 16, "durak"), ("B" * 16, "bura"), ("S" * 16, "scopa")):
            record, _names = rooms.records[token]
            games = positions(record)
            total = len(games) - 1
            assert total > 10 and (games[-1].needs_deal() or games[-1].is_over()), game_name
            await page.goto(str(client.make_url(f"/app/table?replay={token}")))
            await expect(page.locator("#replay-where")).to_have_text("Cards dealt")
            # forward from the deal to the last action, then back to the deal
            path = [(k, "replay-forward") for k in range(1, total + 1)]
            path += [(k, "replay-back") for k in range(total - 1, -1, -1)]
            shown = await page.evaluate(READ, None)
            assert shown_as_expected(shown) == expected(games[0]), (game_name, 0)
            for step, press in path:
                shown = await page.evaluate(READ, press)
                where = f"Move {step} of {total}" if step else "Cards dealt"
                assert shown["where"].startswith(where), (game_name, step, shown["where"])
                assert shown_as_expected(shown) == expected(games[step]), (game_name, step)
            # a jump lands on the same position as the steps did
            await page.get_by_role("slider", name="Go to move").fill(str(total // 2))
            await expect(page.locator("#replay-where")).to_contain_text(f"Move {total // 2} of {total}")
            shown = await page.evaluate(READ, None)
            assert shown_as_expected(shown) == expected(games[total // 2]), game_name
        assert not errors, errors
