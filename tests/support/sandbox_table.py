"""The table page (issue 45) played in the sandbox by a browser, as a person does: their tab of the
sandbox's page (the chats as they see them), a tap on «🎴 Стол» (a Mini App button in private, the
bot's direct link in a group) and the table page beside the chat in the Mini App's frame, or a
phone — the same table page alone in a window of its own, opened at the address Telegram would open.

Which move to make is the test's choice among the moves the page's own model offers
(``window.kozyrTable.state.model``, TABLE-MODEL.md); how to make it is what a person does on the
page: a tap on the hand card (and on its target, or on the move's button when the page asks), Bura's
cards marked and «Сыграть», a button. The test waits for what the page shows (its model's turn, its
state), never for a fixed time."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Awaitable, Callable
from typing import Any

from bot.sandbox.server import Sandbox
from tests.support.bot_e2e import PREFERENCE, pause

try:
    from playwright.async_api import Error as PlaywrightError
    from playwright.async_api import TimeoutError as PlaywrightTimeout
except ImportError:  # pragma: no cover - the dev dependency is missing: the tests skip
    PlaywrightError = PlaywrightTimeout = Exception  # type: ignore[misc,assignment]

Model = dict[str, Any]
#: how long a step on the page may take on a busy machine (the browser, the bot and the sandbox
#: share two cores with other work): a wait ends as soon as its condition holds
STEP_SECONDS = 60.0
#: the page's «Готово» in the lobby, «Следующая раздача», «Ещё партию»: the chat's ``r:<room>``
READY = "r:"

#: what the page's frame (or the phone's window) answers about itself: its model and whether a
#: press is in flight, the toast's words, and whether anything sticks out sideways
PAGE_STATE = """() => {
  const t = window.kozyrTable;
  const toast = document.getElementById("toast");
  const doc = document.documentElement;
  return {
    model: t ? t.state.model : null,
    busy: t ? t.state.busy : true,
    answers: t ? t.state.answers : 0,
    live: t ? t.state.live : false,
    notice: t ? t.state.notice : "",
    toast: toast && !toast.hidden ? toast.textContent : "",
    modal: document.getElementById("modal").open ? document.getElementById("modal-text").textContent : "",
    overflow: doc.scrollWidth - doc.clientWidth,
  };
}"""

#: every control of the page (buttons, card buttons) that sticks out of the window sideways, or is
#: hidden by another element at its centre
CONTROLS_OUT = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const b of document.querySelectorAll("main button, header button")) {
    const r = b.getBoundingClientRect();
    if (!r.width || !r.height) continue;  // not drawn (a hidden region)
    if (r.left < -0.5 || r.right > width + 0.5) {
      out.push(`${b.dataset.key || b.textContent} at ${r.left}..${r.right}`);
    }
  }
  return out;
}"""

#: the page's randomness for «Готово»: what crypto.getRandomValues gave the page, kept for the test
#: (``drawn``); ``next`` set: the bytes the next call gives (a test that needs a certain deck)
RANDOMNESS_HOOK = """() => {
  if (window.__kozyrRandom) return;
  const real = crypto.getRandomValues.bind(crypto);
  window.__kozyrRandom = { drawn: [], next: null };
  crypto.getRandomValues = (array) => {
    const hook = window.__kozyrRandom;
    if (hook.next && array.length === hook.next.length / 2) {
      for (let i = 0; i < array.length; i++) array[i] = parseInt(hook.next.slice(2 * i, 2 * i + 2), 16);
      hook.next = null;
    } else {
      real(array);
    }
    hook.drawn.push(Array.from(array, (b) => b.toString(16).padStart(2, "0")).join(""));
    return array;
  };
}"""


async def wait_for(probe: Callable[[], Awaitable[Any]], what: str, timeout: float = STEP_SECONDS) -> Any:
    """``probe()``'s first value that is not None/False, looked for every 50 ms; an AssertionError
    naming ``what`` after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = await probe()
        if value is not None and value is not False:
            return value
        if loop.time() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await pause(0.05)


class Moved(Exception):
    """The page shows a newer turn than the one a tap was chosen on."""


def summary(m: Model | None) -> str:
    """What a model shows, for a failed wait's message."""
    if m is None:
        return "nothing"
    buttons = [f"{b.get('text')} {b.get('data') or b.get('url') or b.get('web_app')}"
               for row in m["buttons"] for b in row]  # fmt: skip
    moves = [x["label"] for x in m["moves"]]
    return f"turn {m['turn']} {m['status']} you {m['you']} moves {moves} buttons {buttons}\n{m['text']}"


class Table:
    """One person's table page: in the sandbox's Mini App frame beside their chats (``page`` the
    sandbox's page, acting as them), or alone in a window (``phone``)."""

    def __init__(self, sandbox: Sandbox, person: int, page: Any, *, phone: bool = False) -> None:
        self.sandbox = sandbox
        self.person = person
        self.page = page
        self.phone = phone
        self.url = ""  # the address the page was opened at

    # ----- opening ------------------------------------------------------------------------------
    async def show_chat(self, chat: int) -> None:
        """The sandbox's page, acting as the person, showing ``chat`` (a fresh load)."""
        await self.page.goto("about:blank")
        await self.page.goto(f"{self.sandbox.url}#person={self.person}&chat={chat}")
        await self.page.locator(f'nav .chat.active[data-chat="{chat}"]').wait_for(timeout=STEP_SECONDS * 1000)

    async def tap_table_button(self, chat: int) -> None:
        """«🎴 Стол» on the chat's newest message that has it — the bot's direct link in a group,
        the Mini App button in private (the sandbox's page shows a button's address as its title):
        the table opens beside the chat."""
        await self.show_chat(chat)
        button = self.page.locator(
            '#messages .msg button.url[title*="?startapp=t"],'
            ' #messages .msg button.webapp[title*="/table?room="]'
        ).last
        await button.click(timeout=STEP_SECONDS * 1000)
        await self.page.locator(f'#webapp[data-person="{self.person}"]').wait_for(timeout=STEP_SECONDS * 1000)
        self.url = await self.page.locator("#webapp-frame").get_attribute("src") or ""
        await self._hooked()

    async def open_alone(self, url: str) -> None:
        """The table page alone in its window (a phone), at ``url`` — what Telegram opens."""
        self.url = url
        await self.page.goto(url)
        await self._hooked()

    async def _hooked(self) -> None:
        """Once the table page runs (the direct link's page goes on to it first), its randomness is
        watched (:data:`RANDOMNESS_HOOK`)."""
        frame = await self.frame()

        async def table_page() -> bool:
            try:
                return bool(await frame.evaluate("() => !!window.kozyrTable"))
            except PlaywrightError:  # navigating (from the Mini App's main URL on to the table)
                return False

        await wait_for(table_page, "the table page")
        await frame.evaluate(RANDOMNESS_HOOK)

    async def frame(self) -> Any:
        """The table page's frame (Playwright's Frame)."""
        if self.phone:
            return self.page.main_frame
        handle = await self.page.locator("#webapp-frame").element_handle()
        frame = await handle.content_frame() if handle is not None else None
        assert frame is not None, "the Mini App's frame is not open"
        return frame

    def locator(self, selector: str) -> Any:
        base = self.page if self.phone else self.page.frame_locator("#webapp-frame")
        return base.locator(selector)

    # ----- what the page shows --------------------------------------------------------------------
    async def state(self) -> dict[str, Any]:
        frame = await self.frame()
        result: dict[str, Any] = await frame.evaluate(PAGE_STATE)
        return result

    async def model(self) -> Model | None:
        return (await self.state())["model"]

    async def wait_model(
        self, check: Callable[[Model], Any], what: str, timeout: float = STEP_SECONDS
    ) -> Model:
        """The page's model once ``check`` holds for it and no press is in flight."""

        seen: list[Model | None] = [None]

        async def probe() -> Model | None:
            s = await self.state()
            seen[0] = s["model"]
            return s["model"] if s["model"] is not None and not s["busy"] and check(s["model"]) else None

        try:
            result: Model = await wait_for(probe, f"{what} on {self.person}'s table", timeout)
        except AssertionError as exc:
            raise AssertionError(f"{exc}; the page shows: {summary(seen[0])}") from None
        return result

    async def drawn_randomness(self) -> list[str]:
        frame = await self.frame()
        drawn: list[str] = await frame.evaluate("() => window.__kozyrRandom.drawn")
        return drawn

    async def give_randomness(self, hex_bytes: str) -> None:
        """The bytes the page's next crypto.getRandomValues call gives (64 hex digits)."""
        frame = await self.frame()
        await frame.evaluate("hex => { window.__kozyrRandom.next = hex; }", hex_bytes)

    async def check_fits(self) -> None:
        """Nothing scrolls sideways, and every control is inside the window."""
        frame = await self.frame()
        s = await self.state()
        assert s["overflow"] <= 0, f"the page scrolls sideways by {s['overflow']} px"
        out = await frame.evaluate(CONTROLS_OUT)
        assert not out, f"controls outside the window: {out}"

    # ----- doing ----------------------------------------------------------------------------------
    async def tap(self, key: str, turn: int | None = None) -> None:
        """Tap the control the page keys ``key`` (``data:<payload>``, ``card:<card>``, ``target:…``).
        ``turn``: the model's turn the tap was chosen on — once the page shows another turn, the
        control may be gone (a move's payload names its turn) or mean something else: :class:`Moved`."""
        control = self.locator(f'[data-key="{key}"]').first
        if turn is None:
            await control.click(timeout=STEP_SECONDS * 1000)
            return

        async def tapped() -> bool:
            model = await self.model()
            if model is not None and model["turn"] != turn:
                raise Moved(key)
            if not await control.count():
                return False
            try:
                await control.click(timeout=2000)  # (redrawn meanwhile: looked for again)
            except PlaywrightTimeout:
                return False
            return True

        try:
            await wait_for(tapped, f"{key} to tap")
        except AssertionError as exc:  # what the page showed then: the reason is in it
            raise AssertionError(f"{exc}; the page: {await self.describe(key)}") from None

    async def describe(self, key: str) -> str:
        """The page's state in a line, for a failure's message: the press in flight, the live
        stream, an open modal, a toast, the model's turn and moves, and the control ``key``."""
        s = await self.state()
        m = s["model"] or {}
        control = self.locator(f'[data-key="{key}"]').first
        found = await control.count()
        disabled = await control.is_disabled() if found else None
        moves = [x.get("label") for x in m.get("moves") or []]
        return (
            f"busy={s['busy']} live={s['live']} answers={s['answers']} modal={s['modal']!r} "
            f"toast={s['toast']!r} notice={s['notice']!r} turn={m.get('turn')} moves={moves} "
            f"control found={found} disabled={disabled}"
        )

    async def press_button(self, data: str) -> None:
        """A button of the model's ``buttons`` (or a move without cards), by its payload; the page's
        «are you sure?» answered yes."""
        await self.tap(f"data:{data}")
        await self._confirm()

    async def _confirm(self) -> None:
        modal = self.locator("#modal[open] #modal-ok")
        with_cancel = self.locator("#modal[open] #modal-cancel:not([hidden])")
        if await with_cancel.count():
            await modal.click(timeout=STEP_SECONDS * 1000)

    async def button_data(self, check: Callable[[dict[str, Any]], bool], what: str) -> str:
        """The payload of the first of the model's buttons ``check`` accepts, once there is one."""

        def find(m: Model) -> str | None:
            for row in m.get("buttons") or []:
                for b in row:
                    if "data" in b and check(b):
                        return str(b["data"])
            return None

        m = await self.wait_model(lambda m: find(m) is not None, what)
        found = find(m)
        assert found is not None
        return found

    async def play(self, move: Model, m: Model) -> None:
        """Make ``move`` (one of ``m``'s moves) as a person does on the page."""
        moves = [x for x in m["moves"] if isinstance(x.get("cards"), list)]
        cards = move.get("cards") or []
        select = any(len(x["cards"]) > 1 for x in moves if x.get("cards")) or (
            m["game"] == "bura" and any(x["type"] in ("lead", "beat", "dump") for x in moves)
        )
        turn = m["turn"]
        if not cards:
            await self.tap(f"data:{move['data']}", turn)  # a button, or Bura's face-down pick
            return
        if select:  # Bura: the cards marked, then «Сыграть» (or the move among several that match)
            for card in cards:
                await self.tap(f"card:{card}", turn)
            await self.tap("play", turn)
            choice = self.locator(f'.movebar .choices [data-key="data:{move["data"]}"]')
            if await choice.count():
                await self.tap(f"data:{move['data']}", turn)
            return
        same_card = [x for x in moves if x.get("cards") == cards]
        await self.tap(f"card:{cards[0]}", turn)
        if len(same_card) == 1:
            return
        # several moves of one card: the page marks their targets; a target named by this move only
        # is tapped on the table, else the move is picked among the page's buttons
        named = [*([move["target"]] if move.get("target") else []), *(move.get("captures") or [])]
        for target in named:
            if sum(1 for x in same_card if target in (x.get("target"), *(x.get("captures") or []))) == 1:
                await self.tap_picked(cards[0], f"target:{target}", turn)
                return
        await self.tap_picked(cards[0], f"data:{move['data']}", turn)

    async def tap_picked(self, card: str, key: str, turn: int) -> None:
        """The second tap of a move whose hand card ``card`` was tapped first: ``key`` (a target on
        the table, or the move among the page's buttons), shown once the card is picked. Should the
        card not be picked (the tap came while the page was still busy with the last answer, and a
        busy page takes no tap), it is tapped again, as a person would on seeing nothing happen."""
        control = self.locator(f'[data-key="{key}"]').first
        hand_card = self.locator(f'[data-key="card:{card}"]').first

        async def tapped() -> bool:
            model = await self.model()
            if model is not None and model["turn"] != turn:
                raise Moved(key)
            if await control.count():
                try:
                    await control.click(timeout=2000)  # (redrawn meanwhile: looked for again)
                except PlaywrightTimeout:
                    return False
                return True
            if await hand_card.count() and await hand_card.get_attribute("aria-pressed") != "true":
                with contextlib.suppress(PlaywrightTimeout):
                    await hand_card.click(timeout=2000)
            return False

        try:
            await wait_for(tapped, f"{key} to tap")
        except AssertionError as exc:
            raise AssertionError(f"{exc}; the page: {await self.describe(key)}") from None

    async def make(self, pick: Callable[[Model], Model | None], what: str) -> Model:
        """The move ``pick`` finds among the page's, made once the page offers it (again, should the
        room move on under the tap while it is still offered); the model it was made on."""
        while True:
            m = await self.wait_model(lambda m: pick(m) is not None, what)
            move = pick(m)
            assert move is not None
            try:
                await self.play(move, m)
            except Moved:
                continue
            await self.wait_model(lambda now, t=m["turn"]: now["turn"] != t, f"{what} made")
            return m

    async def move_once(
        self, rng: random.Random, prefer: Callable[[list[Model]], Model | None] | None = None
    ) -> bool:
        """One move of the person's, chosen among the page's (``prefer`` first, else as the tests'
        players choose: moves that end a game sooner); False when the page offers none. Waits
        until the page has the answer (its turn moved on, or the refusal in words)."""
        s = await self.state()
        m = s["model"]
        if m is None or s["busy"] or not m.get("moves"):
            return False
        moves = [x for x in m["moves"] if x["type"] != "surrender"]
        chosen = prefer(moves) if prefer is not None else None
        if chosen is None:
            best = min(PREFERENCE.get(x["type"], 9) for x in moves)
            top = [x for x in moves if PREFERENCE.get(x["type"], 9) == best]
            chosen = top[rng.randrange(len(top))]
        turn, answers = m["turn"], s["answers"]
        try:
            await self.play(chosen, m)
        except Moved:
            return True  # the room moved on under the tap (a computer, a clock): look again

        async def answered() -> bool:
            now = await self.state()
            return not now["busy"] and (now["model"]["turn"] != turn or now["answers"] > answers)

        await wait_for(answered, f"the answer to {chosen['label']}")
        modal = self.locator("#modal[open] #modal-ok")
        if await modal.count():  # an alert: read, closed
            await modal.click(timeout=STEP_SECONDS * 1000)
        return True


def move_of(m: Model, kind: str) -> Model | None:
    """The model's move of ``kind`` (``stop``, ``enough`` …), if it offers one."""
    return next((x for x in m["moves"] if x["type"] == kind), None)


async def play_out(
    tables: tuple[Table, ...], rng: random.Random, over: Callable[[], Awaitable[bool]], *, limit: int = 1000
) -> int:
    """The people of ``tables`` make the moves their pages offer (each chosen as the tests' players
    choose) until ``over()``; how many moves they made. Every page is checked to fit its window
    after each of its person's moves."""
    moves = 0
    while not await over():
        moved = False
        for table in tables:
            if await table.move_once(rng):
                moved, moves = True, moves + 1
                await table.check_fits()
        if not moved:

            async def next_move() -> bool:
                if await over():
                    return True
                for table in tables:
                    s = await table.state()
                    if s["model"] is not None and not s["busy"] and s["model"]["moves"]:
                        return True
                return False

            await wait_for(next_move, "a move, or the end")
        assert moves < limit, f"no end after {moves} moves"
    return moves
