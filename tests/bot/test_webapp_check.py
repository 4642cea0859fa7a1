"""The deck check in the player's own browser (bot/web/): the page ``kozyr verify-page`` writes,
opened from disk in Debian's headless Chromium, derives 1,000 random decks of all three games byte
for byte as the Python procedure does (engines/fairness.py), passes whole records as the bot writes
them with the first hand the engine dealt, and shows ❌ at the right step for each tampering — each
of which ``python -m engines verify`` refuses too. One page load does all of it."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from bot.__main__ import main as kozyr
from engines import fairness
from engines.records import verify
from tests.support.browser import browser_page
from tests.support.fair_records import altered, contribution, played_record

CASES = 1000
GAMES = ("durak", "bura", "scopa")
SEATS = {"durak": (2, 3, 4, 5, 6), "bura": (2,), "scopa": (2, 4)}

DERIVE_ALL = """async (cases) => {
  const F = window.KozyrFair;
  const decks = await Promise.all(
    cases.map((c) => F.deriveDeck(c.game, F.unhex(c.seed), c.contributions, c.label)));
  return decks.map((d) => d.join(" "));
}"""

#: the page's verdict and its steps after showing a record for seat 0
SHOW = """async (record) => {
  await window.kozyr.show(record, 0);
  const verdict = document.getElementById("verdict");
  const failed = [...document.querySelectorAll('li[data-ok="false"]')];
  const hands = [...document.querySelectorAll("details.deal")].map(
    (d) => [...d.querySelectorAll(":scope > .cards.hand .card")].map((c) => c.dataset.card));
  return {ok: verdict.dataset.ok === "true", text: verdict.textContent, step: verdict.dataset.step || null,
          deal: verdict.dataset.deal || null, failed: failed.map((li) => [li.dataset.step, li.textContent]),
          hands};
}"""


def random_case(rng: random.Random) -> dict[str, Any]:
    game = rng.choice(GAMES)
    contributions = [contribution(rng, rng.randrange(1, 2**40)) for _ in range(rng.randrange(5))]
    if rng.random() < 0.2:  # any text goes into the mix as its UTF-8 bytes
        contributions.append(rng.choice(["", "Аня:✓", "🂡🂱:" + "x" * rng.randrange(300)]))
    n = rng.randrange(1, 40)
    label = rng.choice([f"{game}:{n}", f"scopa:{n}:r{rng.randrange(1, 51)}", f"bura:draw:{n}"])
    seed = rng.randbytes(32)
    deck = fairness.derive_deck(game, seed, contributions, label)
    return {"game": game, "seed": seed.hex(), "contributions": contributions, "label": label,
            "deck": " ".join(deck)}


def swap_first_hand_card(record: dict[str, Any]) -> None:
    """Seat 0's first card of deal 1 trades places with the deck's last card (Bura: the leader's)."""
    deck = record["deals"][0]["deck"]
    first = 0
    if record["game"] == "bura":
        first = 0 if record["first"] == 0 else 1
    elif record["game"] == "scopa":
        first = (record["seats"] - 1 - record["dealer"]) % record["seats"]  # seat 0's first card
    deck[first], deck[-1] = deck[-1], deck[first]


def move_a_draw_pick(record: dict[str, Any]) -> None:
    """The last round of Bura's played draw claims seat 0 picked another position."""
    picks = record["first_draw"]["draws"][-1]["picks"]
    picks[0] = next(p for p in range(36) if p not in picks)


def layout_with_a_swapped_hand_card(record: dict[str, Any]) -> None:
    """Deal 1 stated as its layout (hands, stock) instead of its deck, and seat 0's first card
    traded with the stock's top card."""
    from engines.registry import game_class

    deal = record["deals"][0]
    g = game_class(record["game"]).new(record["seats"], None, first=record["first"], dealer=record["dealer"])
    layout = g.layout_from_deck(deal.pop("deck"))
    hand, stock = layout["hands"][0], layout["stock"]
    hand[0], stock[0] = stock[0], hand[0]
    deal["layout"] = layout


async def test_the_page_derives_decks_as_python_and_names_the_step_a_tampering_breaks(tmp_path: Path) -> None:
    page_file = tmp_path / "check.html"
    assert kozyr(["verify-page", str(page_file)]) == 0
    rng = random.Random(33)
    cases = [random_case(rng) for _ in range(CASES)]
    assert {c["game"] for c in cases} == set(GAMES)
    records = {game: played_record(game, rng.choice(SEATS[game]), rng) for game in GAMES}
    for record, _hands in records.values():
        assert verify(record)[0] == 0, verify(record)[1]["failed"]
    async with browser_page() as page:
        await page.goto(page_file.as_uri())
        decks = await page.evaluate(DERIVE_ALL, cases)
        mismatched = [(c, d) for c, d in zip(cases, decks, strict=True) if c["deck"] != d]
        assert not mismatched, f"{len(mismatched)} decks differ, e.g. {mismatched[0]}"

        for game, (record, hands) in records.items():
            shown = await page.evaluate(SHOW, record)
            assert shown["ok"] and not shown["failed"], (game, shown)
            # seat 0's first hand of each deal, as the engine dealt it
            assert [sorted(h) for h in shown["hands"]] == [sorted(h[0]) for h in hands], game
            assert shown["text"].startswith("✅")

        bura, _ = records["bura"]
        scopa, _ = records["scopa"]
        def proof(d: int) -> Any:
            return lambda r: r["deals"][d]["fairness"]

        tamperings = {
            "seed": (bura, lambda r: proof(1)(r).update(seed="0" * 64), "commitment", 1),
            "commitment": (scopa, lambda r: proof(0)(r).update(commitment="f" * 64), "commitment", 0),
            "a contribution": (scopa, lambda r: proof(0)(r)["contributions"].insert(0, "1:1"), "deal", 0),
            "the label": (bura, lambda r: proof(0)(r).update(label="bura:2"), "label", 0),
            "a card of the first hand (deck)": (scopa, swap_first_hand_card, "deal", 0),
            "a card of the first hand (layout)": (bura, layout_with_a_swapped_hand_card, "deal", 0),
            "a pick of the first-move draw": (bura, move_a_draw_pick, "draw", 0),
        }
        for what, (record, change, step, deal) in tamperings.items():
            forged = altered(record, change)
            assert verify(forged)[0] == 1, f"the command line accepts a record with {what} altered"
            shown = await page.evaluate(SHOW, forged)
            assert not shown["ok"] and shown["text"].startswith("❌"), (what, shown)
            assert (shown["step"], shown["deal"]) == (step, str(deal)), (what, shown)
            first_failed = shown["failed"][0]
            assert first_failed[0] == step and first_failed[1].startswith("❌"), (what, shown)


async def test_the_page_reads_right_to_left_in_persian_and_arabic(tmp_path: Path) -> None:
    """Persian and Arabic: the page is dir="rtl" (its layout mirrored) and in the reader's language;
    the others stay left to right; a language the bot does not speak gets English."""
    page_file = tmp_path / "check.html"
    assert kozyr(["verify-page", str(page_file)]) == 0
    async with browser_page() as page:
        for lang, want_dir, want_lang in (("fa", "rtl", "fa"), ("ar", "rtl", "ar"), ("de", "ltr", "de"),
                                          ("kk", "ltr", "kk"), ("ja", "ltr", "en")):
            await page.goto(page_file.as_uri() + "?lang=" + lang)
            got = await page.evaluate("() => [document.documentElement.dir, document.documentElement.lang]")
            assert got == [want_dir, want_lang], lang


#: a record file dropped on the page, as a browser delivers a dragged file
DROP = """(text) => {
  const files = new DataTransfer();
  files.items.add(new File([text], "kozyr-record.json", {type: "application/json"}));
  document.body.dispatchEvent(new DragEvent("drop", {dataTransfer: files, bubbles: true, cancelable: true}));
}"""


async def test_a_record_file_on_the_offline_page_is_checked_deck_and_moves(tmp_path: Path) -> None:
    """Issue 46: a record file chosen or dropped on the page ``kozyr verify-page`` writes is checked
    there with no network — the deck's fairness and every move replayed by the rules. A good Durak
    record passes, and so do a Bura match (its played draw) and a Scopa 2×2 one, each deal's moves;
    one with a card of its deck changed, or a move made out of turn or with a card the player did
    not hold, is refused, naming the step and the move, in the page's language; ``python -m engines
    verify`` refuses each of them too."""
    from tests.support.bot_e2e import tr
    from tests.support.browser import expect

    page_file = tmp_path / "check.html"
    assert kozyr(["verify-page", str(page_file)]) == 0
    rng = random.Random(46)
    durak, _ = played_record("durak", 3, rng)
    scopa, _ = played_record("scopa", 4, rng)
    bura, _ = played_record("bura", 2, rng, deals=3)
    good = tmp_path / "kozyr-durak.json"
    good.write_text(json.dumps(durak), encoding="utf-8")

    def swap_two_deck_cards(r: dict[str, Any]) -> None:
        deck = r["deals"][0]["deck"]
        deck[0], deck[1] = deck[1], deck[0]

    def out_of_turn(r: dict[str, Any]) -> None:
        first = r["deals"][0]["actions"][0]
        first["seat"] = (first["seat"] + 1) % r["seats"]

    def not_held(r: dict[str, Any]) -> None:
        deck = r["deals"][0]["deck"]
        first = r["deals"][0]["actions"][0]
        held = deck[first["seat"] : 18 : 3]  # seat s is dealt cards s, s+3, … of the deck
        first["card"] = next(c for c in deck[18:] if c not in held)

    deck_changed, turn, hand = (altered(durak, f) for f in (swap_two_deck_cards, out_of_turn, not_held))
    for forged in (deck_changed, turn, hand):
        assert verify(forged)[0] == 1
    def moves_ok(n: int, lang: str = "en") -> str:
        words = tr("webapp-step-moves", lang) + ": " + tr("webapp-moves-ok", lang, n=n)
        return "✅ " + words.replace("\u2068", "").replace("\u2069", "")

    requests: list[str] = []
    async with browser_page(locale="en-US") as page:
        page.on("request", lambda r: requests.append(r.url) if not r.url.startswith("file:") else None)
        await page.goto(page_file.as_uri())
        verdict = page.locator("#verdict")
        moves = page.locator('li[data-step="moves"]')
        # chosen with the file input: the deck is fair and every move allowed
        await page.locator("#file").set_input_files(str(good))
        await expect(verdict).to_have_attribute("data-ok", "true")
        await expect(verdict).to_have_text(tr("webapp-verdict-ok", "en"))
        await expect(moves).to_have_text(moves_ok(len(durak["deals"][0]["actions"])))
        # dropped: a changed deck fails at the cards dealt
        await page.evaluate(DROP, json.dumps(deck_changed))
        await expect(verdict).to_have_attribute("data-step", "deal")
        assert (await verdict.get_attribute("data-ok")) == "false"
        # dropped: a move out of turn fails at «Moves», naming the move and why
        await page.evaluate(DROP, json.dumps(turn))
        await expect(verdict).to_have_attribute("data-step", "moves")
        await expect(moves).to_contain_text("Move 1 (")
        await expect(moves).to_contain_text(tr("webapp-moves-why-turn", "en"))
        # the same page in Russian: a card the player did not hold
        await page.goto(page_file.as_uri() + "?lang=ru")
        await page.evaluate(DROP, json.dumps(hand))
        await expect(verdict).to_have_attribute("data-step", "moves")
        await expect(verdict).to_contain_text("❌")
        await expect(moves).to_contain_text(tr("webapp-moves-why-hand", "ru"))
        await expect(moves).to_contain_text("Ход 1 (")
        # a Scopa and a Bura match of several deals: each deal's moves replayed
        for match in (scopa, bura):
            assert len(match["deals"]) > 1 and verify(match)[0] == 0
            await page.evaluate(DROP, json.dumps(match))
            said = [moves_ok(len(d["actions"]), "ru") for d in match["deals"]]
            await expect(moves).to_have_text(said)  # this match's deals, not the one before
            await expect(verdict).to_have_attribute("data-ok", "true")
            assert await page.locator('li[data-step="moves"][data-ok="true"]').count() == len(match["deals"])
    assert not requests, requests  # nothing was fetched: the check ran offline


#: the offline replay of deal `d` after pressing `press` (a button's class, or null), as shown
REPLAY = """([d, press]) => {
  const box = document.querySelector(`section.replay[data-deal="${d}"]`);
  if (press) box.querySelector(`button.${press}`).click();
  const stock = box.querySelector(".replay-stock");
  const card = (n) => n.dataset.card;
  return {
    step: Number(box.dataset.step), stock: Number(stock.dataset.stock), trump: stock.dataset.trump || null,
    table: [...box.querySelectorAll(".replay-table .cards > *")].map(
      (n) => n.classList.contains("pair") ? [...n.querySelectorAll(".card")].map(card) : card(n)),
    hands: [...box.querySelectorAll(".replay-hand")].map(
      (h) => [...h.querySelectorAll(".card")].map(card).sort()),
  };
}"""


def engine_positions(record: dict[str, Any], deal: int) -> list[dict[str, Any]]:
    """What the offline replay must show of ``deal`` after 0, 1, … of its actions, from the engine."""
    from engines.records import load_record, start_deal

    rec = load_record(record)
    game = rec.new_game()
    out: list[dict[str, Any]] = []

    def shown() -> dict[str, Any]:
        view: dict[str, Any] = dict(game.view(None))
        table: Any = view["table"]
        trump = view.get("trump")
        if record["game"] == "durak":
            table = [[a] if c is None else [a, c] for a, c in table]
        elif record["game"] == "bura":
            table, trump = list(table["lead"]), view["trump_suit"]
        else:
            trump = None
        hands = [sorted(game.view(s)["hand"] or []) for s in range(game.seats)]
        return {"step": len(out), "stock": view["stock"], "trump": trump, "table": table, "hands": hands}

    for d, entry in enumerate(rec.deals[: deal + 1]):
        start_deal(game, entry, rec)
        if d == deal:
            out.append(shown())
        for action in entry.actions:
            game.apply(action)
            if d == deal:
                out.append(shown())
    return out


async def test_the_offline_page_replays_a_dropped_record_as_the_engine_plays_it(tmp_path: Path) -> None:
    """Issue 46: a record dropped on the page ``kozyr verify-page`` writes replays there, offline,
    move by move — every hand face up, the table, the stock and the trump — and each position it
    shows, forward to the end and back to the start, is the reference engine's after that many
    actions: a Durak deal, a Bura match's second deal (its leader from the first) and a Scopa 2×2
    match's second deal."""
    page_file = tmp_path / "check.html"
    assert kozyr(["verify-page", str(page_file)]) == 0
    rng = random.Random(47)
    records = [played_record("durak", 4, rng)[0], played_record("bura", 2, rng)[0],
               played_record("scopa", 4, rng)[0]]  # fmt: skip
    requests: list[str] = []
    async with browser_page(locale="en-US") as page:
        page.on("request", lambda r: requests.append(r.url) if not r.url.startswith("file:") else None)
        await page.goto(page_file.as_uri())
        for record in records:
            deal = len(record["deals"]) - 1
            assert record["game"] == "durak" or deal == 1, record["game"]
            want = engine_positions(record, deal)
            await page.evaluate(DROP, json.dumps(record))
            await page.wait_for_function(
                "([d, n]) => { const b = document.querySelector(`section.replay[data-deal='${d}']`);"
                " return b && b.querySelectorAll('.replay-hand').length === n; }",
                arg=[deal, record["seats"]],
            )
            assert await page.evaluate(REPLAY, [deal, None]) == want[0], record["game"]
            last = len(want) - 1
            path = [(k, "replay-forward") for k in range(1, last + 1)]
            path += [(k, "replay-back") for k in range(last - 1, -1, -1)]
            path += [(last, "replay-last"), (0, "replay-first")]
            for step, press in path:
                shown = await page.evaluate(REPLAY, [deal, press])
                assert shown == want[step], (record["game"], step, press)
    assert not requests, requests
