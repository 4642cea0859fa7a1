"""The table page's tests' side of TABLE-MODEL.md: a small aiohttp server that serves the real page
(``bot/web/tablepage.py``) and fakes its API — the model, its server-sent events and the press —
as a test drives it, and realistic table models of each game (the chat's own words, from the
locales, in ``text`` and the labels).

The fake checks nothing a real server checks; it records what the page sends (presses with their
initData, the stream's ``auth``) and answers what the test queued."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import quote

from aiohttp import web

from bot.i18n import Translator
from bot.render.cards import french
from bot.web.page import page_html
from bot.web.tablepage import table_html

ROOM = "AbCd1234"
PATH = "/app/"
#: initData as Telegram would pass it (the fake does not check its signature)
INIT_DATA = (
    "query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A111%2C%22first_name%22%3A%22%D0%90%D0%BD%D1%8F"
    "%22%2C%22language_code%22%3A%22ru%22%7D&auth_date=1700000000&hash=c501b71e775f74ce10e377dea85a7ea2"
)
Model = dict[str, Any]


class FakeTable:
    """The API of TABLE-MODEL.md over one model the test sets (``push``), with the deck check's page
    beside it (its buttons open it)."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.presses: list[dict[str, Any]] = []
        #: «Готово» with the page's own randomness (``api/ready``): the bodies and initData
        self.readies: list[dict[str, Any]] = []
        self.answers: dict[str, list[dict[str, Any]]] = {}
        #: what each stream was asked with: ``auth`` (initData) and ``room``
        self.auths: list[str] = []
        self.rooms: list[str] = []
        self.connections = 0
        self.open_streams = 0
        #: set: a new stream waits for it before it answers (the page sees a lost connection)
        self.hold: asyncio.Event | None = None
        #: set: a press waits for it before it is answered (the page's buttons stay disabled)
        self.press_gate: asyncio.Event | None = None
        #: a refusal code: the stream and the model are refused with it (401), as a server refuses
        #: initData signed too long ago (``stale``)
        self.refuse: str | None = None
        self._changed = asyncio.Condition()
        self._drops = 0
        self.url = ""

    # ----- what a test does -------------------------------------------------------------------
    async def push(self, model: Model) -> None:
        """A new state: every open stream sends it."""
        async with self._changed:
            self.model = model
            self._changed.notify_all()

    async def drop(self) -> None:
        """Every open stream ends (a worker restarted, a proxy cut the connection)."""
        async with self._changed:
            self._drops += 1
            self._changed.notify_all()

    def answer(self, data: str, *answers: dict[str, Any]) -> None:
        """What the next presses of ``data`` are answered, in order (then: ok with the model)."""
        self.answers.setdefault(data, []).extend(answers)

    async def wait_presses(self, n: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        async def enough() -> None:
            async with self._changed:
                await self._changed.wait_for(lambda: len(self.presses) >= n)

        try:
            await asyncio.wait_for(enough(), timeout)
        except TimeoutError:
            raise AssertionError(f"{len(self.presses)} presses, not {n}: {self.presses}") from None
        return self.presses

    async def wait_readies(self, n: int, timeout: float = 10.0) -> list[dict[str, Any]]:
        async def enough() -> None:
            async with self._changed:
                await self._changed.wait_for(lambda: len(self.readies) >= n)

        try:
            await asyncio.wait_for(enough(), timeout)
        except TimeoutError:
            raise AssertionError(f"{len(self.readies)} «Готово», not {n}: {self.readies}") from None
        return self.readies

    async def wait_connections(self, n: int, timeout: float = 10.0) -> None:
        async def enough() -> None:
            async with self._changed:
                await self._changed.wait_for(lambda: self.connections >= n)

        try:
            await asyncio.wait_for(enough(), timeout)
        except TimeoutError:
            raise AssertionError(f"{self.connections} connections, not {n}") from None

    def page_url(self, query: str = f"room={ROOM}", fragment: str | None = None) -> str:
        if fragment is None:
            fragment = f"tgWebAppData={quote(INIT_DATA, safe='')}&tgWebAppVersion=7.10&tgWebAppPlatform=ios"
        return f"{self.url}{PATH}table?{query}#{fragment}"

    # ----- the server -------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get(PATH, self.check_page)
        app.router.add_get(PATH + "table", self.page)
        app.router.add_get(PATH + "api/table", self.get_model)
        app.router.add_get(PATH + "api/table/events", self.events)
        app.router.add_post(PATH + "api/table/press", self.press)
        app.router.add_post(PATH + "api/ready", self.ready)
        return app

    async def page(self, request: web.Request) -> web.Response:
        return web.Response(text=table_html(), content_type="text/html")

    async def check_page(self, request: web.Request) -> web.Response:
        return web.Response(text=page_html(api=True), content_type="text/html")

    async def get_model(self, request: web.Request) -> web.Response:
        if self.refuse:
            return web.json_response({"error": self.refuse}, status=401)
        return web.json_response(self.model)

    async def events(self, request: web.Request) -> web.StreamResponse:
        self.auths.append(request.query.get("auth", ""))
        self.rooms.append(request.query.get("room", ""))
        if self.hold is not None:
            await self.hold.wait()
        if self.refuse:
            return web.json_response({"error": self.refuse}, status=401)
        headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
        response = web.StreamResponse(headers=headers)
        await response.prepare(request)
        async with self._changed:
            self.connections += 1
            self.open_streams += 1
            self._changed.notify_all()
        drops = self._drops
        sent: list[Model] = []  # the model this stream sent last

        def news() -> bool:
            return self._drops != drops or not sent or self.model is not sent[-1]

        try:
            await response.write(b"retry: 300\n\n")
            while True:
                async with self._changed:
                    await self._changed.wait_for(news)
                    if self._drops != drops:
                        break
                    sent[:] = [self.model]
                    model = self.model
                data = json.dumps(model, ensure_ascii=False)
                event = f"event: state\nid: {model['turn']}\ndata: {data}\n\n"
                await response.write(event.encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self.open_streams -= 1
        return response

    async def ready(self, request: web.Request) -> web.Response:
        """«Готово» with the page's randomness: answered as the bot's server answers it."""
        body = await request.json()
        async with self._changed:
            self.readies.append({"body": body, "init": request.headers.get("X-Telegram-Init-Data", "")})
            self._changed.notify_all()
        return web.json_response({"ok": True, "answer": "ready-ok", "text": RU("ready-ok")})

    async def press(self, request: web.Request) -> web.Response:
        body = await request.json()
        async with self._changed:
            self.presses.append({"body": body, "init": request.headers.get("X-Telegram-Init-Data", "")})
            self._changed.notify_all()
        if self.press_gate is not None:
            await self.press_gate.wait()
        queued = self.answers.get(body.get("data"), [])
        answer = queued.pop(0) if queued else {"ok": True, "answer": None, "text": "", "alert": False}
        return web.json_response({"model": self.model, **answer})


@asynccontextmanager
async def serving(model: Model) -> AsyncIterator[FakeTable]:
    fake = FakeTable(model)
    runner = web.AppRunner(fake.app(), shutdown_timeout=0.5)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    fake.url = f"http://127.0.0.1:{port}"
    try:
        yield fake
    finally:
        await fake.drop()
        await runner.cleanup()


# ----- the models ------------------------------------------------------------------------------
RU = Translator("ru")
#: what the server puts in `strings` for screen readers (card-name-<CARD>)
CARD_NAMES_RU = {
    "6S": "шестёрка пик", "7S": "семёрка пик", "AS": "туз пик", "7H": "семёрка червей", "JH": "валет червей",
    "TH": "десятка червей", "KD": "король бубен", "AD": "туз бубен", "9C": "девятка треф",
    "QC": "дама треф", "KH": "король червей", "9H": "девятка червей", "8S": "восьмёрка пик",
    "6C": "шестёрка треф", "QD": "дама бубен", "2D": "двойка бубен", "5C": "пятёрка треф",
    "4S": "четвёрка пик", "3H": "тройка червей", "7D": "семёрка бубен",
}


def move(turn: int, seat: int, code: str, ctx: str, kind: str, label: str, cards: list[str],
         target: str | None = None, **extra: Any) -> dict[str, Any]:
    """A move as the server lists it: the chat button's payload (``bot/chat/callbacks.py: Move``)."""
    return {"data": f"m:{ROOM}:{turn}:{seat}:{code}:{ctx}", "type": kind, "cards": cards, "target": target,
            "label": label, **extra}


def seat(n: int, name: str, cards: int, *, you: bool = False, acting: bool = False, computer: bool = False,
         ready: bool = True, out: bool = False, mark: str = "") -> dict[str, Any]:
    return {"seat": n, "name": name, "computer": computer, "you": you, "mark": mark, "cards": cards,
            "acting": acting, "out": out, "ready": ready}


def leave_row(game: str = "durak") -> list[dict[str, str]]:
    return [{"text": RU("btn-leave"), "data": f"l:{ROOM}"},
            {"text": RU("btn-surrender", game=game), "data": f"s:{ROOM}:17"}]


def durak_cover() -> Model:
    """Аня defends against two attacks: 7♠ covers only 6♠, A♦ only K♦, the trump 7♥ either."""
    turn, ctx = 17, "x1Y_"
    hand = ["9C", "7S", "AD", "QC", "7H", "AS"]
    moves = [
        move(turn, 1, "d7S6S", ctx, "defend", RU("act-defend", card="7♠", target="6♠"), ["7S"], "6S"),
        move(turn, 1, "dAS6S", ctx, "defend", RU("act-defend", card="A♠", target="6♠"), ["AS"], "6S"),
        move(turn, 1, "dADKD", ctx, "defend", RU("act-defend", card="A♦", target="K♦"), ["AD"], "KD"),
        move(turn, 1, "d7H6S", ctx, "defend", RU("act-defend", card="7♥", target="6♠"), ["7H"], "6S"),
        move(turn, 1, "d7HKD", ctx, "defend", RU("act-defend", card="7♥", target="K♦"), ["7H"], "KD"),
        move(turn, 1, "t", ctx, "take", RU("act-take"), []),
    ]
    text = "\n".join([
        RU("title-durak", mode="podkidnoy", seats=3), "",
        RU("durak-status", trump="♥ (J♥)", stock=14, discard=0),
        RU("durak-table"), "6♠ ← ·   K♦ ← ·",
        "⚔ Борис — 4", "🛡 Аня — 6 ⏳", "🤖 Компьютер 3 — 6", "",
        RU("your-hand", cards="9♣ 7♠ A♦ Q♣ A♠ 7♥★"), RU("prompt-durak-defend"),
    ])
    return {
        "v": 1, "room": ROOM, "game": "durak", "turn": turn, "status": "playing", "lang": "ru", "rtl": False,
        "style": "italian", "you": {"id": 111, "seat": 1}, "text": text,
        "title": RU("title-durak", mode="podkidnoy", seats=3),
        "seats": [seat(0, "Борис", 4), seat(1, "Аня", 6, you=True, acting=True),
                  seat(2, RU("computer-name", n=3), 6, computer=True)],
        "view": {"game": "durak", "seats": 3, "options": {"mode": "podkidnoy"}, "seat": 1, "phase": "play",
                 "hand": hand, "hand_sizes": [4, 6, 6], "table": [["6S", None], ["KD", None]], "trump": "H",
                 "trump_card": "JH", "stock": 14, "discard": 0, "attacker": 0, "first_attacker": 0,
                 "defender": 1, "limit": 6, "passed": [], "taking": False, "out": [], "teams": None,
                 "to_act": [1], "result": None},
        "moves": moves,
        "buttons": [leave_row()],
        "clock": None,
        "strings": {f"card-name-{c}": n for c, n in CARD_NAMES_RU.items()},
    }


def durak_covered(model: Model) -> Model:
    """The next state: Аня beat K♦ with A♦; she waits for throw-ins."""
    m = copy.deepcopy(model)
    m["turn"] += 1
    m["view"]["table"] = [["6S", None], ["KD", "AD"]]
    m["view"]["hand"] = [c for c in m["view"]["hand"] if c != "AD"]
    m["view"]["hand_sizes"] = [4, 5, 6]
    m["moves"] = [x for x in m["moves"] if x["target"] == "6S" or x["type"] == "take"]
    for x in m["moves"]:
        x["data"] = x["data"].replace(":17:", ":18:")
    m["seats"][1]["cards"] = 5
    return m


def bura_lead() -> Model:
    """Аня leads: three hearts in hand — one, two or all three of them."""
    turn, ctx = 40, "b3Zq"
    hand = ["9H", "KH", "7H"]
    leads = [["7H"], ["9H"], ["KH"], ["7H", "9H"], ["7H", "KH"], ["9H", "KH"], ["7H", "9H", "KH"]]
    moves = [move(turn, 0, "l" + "".join(c), ctx, "lead", RU("act-lead", cards=" ".join(map(french, c))), c)
             for c in leads]
    text = "\n".join([
        RU("title-bura"), "", RU("bura-status", deal=2, trump="6♣", stock=24), RU("table-empty"),
        "⚔ Аня — 3, 1, 2 ⏳", "🛡 Вера — 3, 0, 0", "", RU("your-hand", cards="7♥ 9♥ K♥"),
        RU("prompt-bura-lead"),
    ])
    return {
        "v": 1, "room": ROOM, "game": "bura", "turn": turn, "status": "playing", "lang": "ru", "rtl": False,
        "style": "french", "you": {"id": 111, "seat": 0}, "title": RU("title-bura"), "text": text,
        "seats": [seat(0, "Аня", 3, you=True, acting=True), seat(1, "Вера", 3)],
        "view": {"game": "bura", "seat": 0, "deal": 2, "phase": "lead", "hand": hand, "hand_sizes": [3, 3],
                 "trump": "6C", "trump_suit": "C", "stock": 24, "table": {"attacker": None, "lead": []},
                 "tricks": [1, 0], "leader": 0, "attacker": 0, "defender": 1, "window": True, "claim": False,
                 "clock": None, "can_stop": False, "to_act": [0], "score": [2, 0], "match_over": False,
                 "winner": None, "next_leader": 0, "results": [{"award": {}}, None], "last_result": None,
                 "revealed": None, "draw": None},
        "moves": moves,
        "buttons": [leave_row("bura")],
        "clock": None,
        "strings": {f"card-name-{c}": n for c, n in CARD_NAMES_RU.items()},
    }


def bura_stop() -> Model:
    """Вера led 8♠; Аня holds three clubs in the open «Стоп!» window: she may dump a card or stop."""
    turn, ctx = 41, "b3Zr"
    hand = ["6C", "9C", "QC"]
    moves = [move(turn, 1, "d" + c, ctx, "dump", RU("act-dump", cards=french(c)), [c]) for c in hand]
    moves.append(move(turn, 1, "s", ctx, "stop", RU("act-stop"), []))
    text = "\n".join([
        RU("title-bura"), "", RU("bura-status", deal=2, trump="6♥", stock=24),
        RU("bura-lead", name="Вера", cards="8♠"), RU("bura-window"), "", RU("your-hand", cards="6♣ 9♣ Q♣"),
        RU("prompt-bura-defend"), RU("bar-window", bar="▓▓▓▓▓▓░░░░", n=4),
    ])
    return {
        "v": 1, "room": ROOM, "game": "bura", "turn": turn, "status": "playing", "lang": "ru", "rtl": False,
        "style": "french", "you": {"id": 111, "seat": 1}, "title": RU("title-bura"), "text": text,
        "seats": [seat(0, "Вера", 2), seat(1, "Аня", 3, you=True, acting=True)],
        "view": {"game": "bura", "seat": 1, "deal": 2, "phase": "defend", "hand": hand, "hand_sizes": [2, 3],
                 "trump": "6H", "trump_suit": "H", "stock": 24, "table": {"attacker": 0, "lead": ["8S"]},
                 "tricks": [0, 0], "leader": 0, "attacker": 0, "defender": 1, "window": True, "claim": False,
                 "clock": {"action": "window_close"}, "can_stop": True, "to_act": [1], "score": [0, 0],
                 "match_over": False, "winner": None, "next_leader": 0, "results": [None],
                 "last_result": None, "revealed": None, "draw": None},
        "moves": moves,
        "buttons": [leave_row("bura")],
        "clock": {"kind": "stop", "left": 3.4, "total": 5.0},
        "strings": {f"card-name-{c}": n for c, n in CARD_NAMES_RU.items()},
    }


def bura_draw() -> Model:
    """Before deal 1: a face-down spread of 36; Вера has picked no. 5, Аня picks one of the rest."""
    turn, ctx = 2, "dr1x"
    free = [p for p in range(36) if p != 4]
    moves = [move(turn, 0, f"k{p:02d}", ctx, "pick", RU("act-pick", n=p + 1), []) for p in free]
    text = "\n".join([RU("title-bura"), "", RU("bura-draw-header"), RU("bura-draw-picking", name="Аня"),
                      RU("bura-draw-picked", name="Вера"), "", RU("prompt-bura-draw")])
    return {
        "v": 1, "room": ROOM, "game": "bura", "turn": turn, "status": "playing", "lang": "ru", "rtl": False,
        "style": "french", "you": {"id": 111, "seat": 0}, "title": RU("title-bura"), "text": text,
        "seats": [seat(0, "Аня", 0, you=True, acting=True), seat(1, "Вера", 0)],
        "view": {"game": "bura", "seat": 0, "deal": 0, "phase": "draw", "hand": None, "hand_sizes": [0, 0],
                 "trump": None, "trump_suit": None, "stock": 0, "table": {"attacker": None, "lead": []},
                 "tricks": [0, 0], "leader": None, "attacker": None, "defender": None, "window": False,
                 "claim": False, "clock": None, "can_stop": False, "to_act": [0], "score": [0, 0],
                 "match_over": False, "winner": None, "next_leader": 0, "results": [], "last_result": None,
                 "revealed": None, "draw": {"rounds": [{"picks": [None, 4], "cards": [None, None]}],
                                            "spread": 36, "first": None}},
        "moves": moves,
        "buttons": [leave_row("bura")],
        "clock": None,
        "strings": {},
    }


def scopa_capture() -> Model:
    """Аня's 7♦ (Italian deck: 7 of coins) takes 2+5 or 4+3; her K♥ only goes to the table."""
    turn, ctx = 9, "s9Ab"
    moves = [
        move(turn, 0, "p7D2D5C", ctx, "play", RU("act-capture", card="7🪙", cards="2🪙 5🪵"), ["7D"],
             captures=["2D", "5C"]),
        move(turn, 0, "p7D4S3H", ctx, "play", RU("act-capture", card="7🪙", cards="4🗡 3🏆"), ["7D"],
             captures=["4S", "3H"]),
        move(turn, 0, "pKH", ctx, "play", RU("act-drop", card="R🏆"), ["KH"], captures=[]),
    ]
    text = "\n".join([
        RU("title-scopa", seats=2, target=11), "", RU("scopa-status", deal=1, stock=30, target=11),
        RU("table-cards", cards="2🪙 5🪵 4🗡 3🏆"), "", RU("your-hand", cards="7🪙 R🏆"), RU("prompt-scopa"),
    ])
    return {
        "v": 1, "room": ROOM, "game": "scopa", "turn": turn, "status": "playing", "lang": "ru", "rtl": False,
        "style": "italian", "you": {"id": 111, "seat": 0}, "title": RU("title-scopa", seats=2, target=11),
        "text": text,
        "seats": [seat(0, "Аня", 2, you=True, acting=True),
                  seat(1, RU("computer-name", n=2), 2, computer=True)],
        "view": {"game": "scopa", "seats": 2, "seat": 0, "side": 0, "teams": [[0], [1]], "target": 11,
                 "dealer": 1, "deal": 1, "needs_deal": False, "turn": 0, "to_act": [0], "hand": ["7D", "KH"],
                 "hand_sizes": [2, 2], "table": ["2D", "5C", "4S", "3H"], "stock": 30, "piles": [3, 1],
                 "scopas": [1, 0], "score": [0, 0], "last_capturer": 0, "last_play": None,
                 "last_capture": None, "results": [None], "match": None, "over": False},
        "moves": moves,
        "buttons": [leave_row("scopa")],
        "clock": None,
        "strings": {f"card-name-{c}": n for c, n in CARD_NAMES_RU.items()},
    }


def lobby() -> Model:
    """A Durak lobby for four: Аня seated and not ready, Борис ready, two seats free."""
    title = RU("title-durak", mode="podkidnoy", seats=4)
    free = RU("seat-free")
    text = "\n".join([title, "", "1. ⏳ Аня", "2. ✅ Борис", f"3. {free}", f"4. {free}"])
    return {
        "v": 1, "room": ROOM, "game": "durak", "turn": 3, "status": "lobby", "lang": "ru", "rtl": False,
        "style": "italian", "you": {"id": 111, "seat": 0}, "title": title, "text": text,
        "seats": [seat(0, "Аня", 0, you=True, ready=False), seat(1, "Борис", 0)],
        "view": None, "moves": [],
        "buttons": [
            [{"text": RU("btn-ready"), "data": f"r:{ROOM}"}],
            [{"text": RU("btn-fill", n=2), "data": f"c:{ROOM}:*:0"}],
            [{"text": RU("btn-settings"), "data": f"st:{ROOM}:1"},
             {"text": RU("btn-rules"), "data": f"rl:{ROOM}:durak:0"}],
            [{"text": RU("btn-leave"), "data": f"l:{ROOM}"}],
        ],
        "clock": None, "strings": {},
    }


def result() -> Model:
    """Bura over: the result with the record, the deck check and «Ещё партию»."""
    text = "\n".join([
        RU("title-bura"), "", RU("deal-result-header", n=3), RU("bura-declared-ok", name="Аня", points=52),
        RU("bura-award-enough", name="Аня", n=4), RU("match-score", score="Аня 12 : 4 Вера"),
        RU("match-winner", name="Аня"), RU("fair-ok"),
    ])
    return {
        "v": 1, "room": ROOM, "game": "bura", "turn": 88, "status": "between", "lang": "ru", "rtl": False,
        "style": "french", "you": {"id": 111, "seat": 0}, "title": RU("title-bura"), "text": text,
        "seats": [seat(0, "Аня", 0, you=True, ready=False), seat(1, "Вера", 0, ready=False)],
        "view": None, "moves": [],
        "buttons": [
            [{"text": RU("btn-record"), "data": f"d:{ROOM}:1:3"},
             {"text": RU("btn-check-deck"), "web_app": f"{PATH}?room={ROOM}&match=1&deal=3"}],
            [{"text": RU("btn-rematch"), "data": f"r:{ROOM}"}],
            [{"text": RU("btn-leave"), "data": f"l:{ROOM}"}],
        ],
        "clock": None, "strings": {},
    }


def watcher() -> Model:
    """A Persian watcher of a four-seat Durak: no hand, no moves — and right to left."""
    fa = Translator("fa")
    m = durak_cover()
    m.update(lang="fa", rtl=True, you={"id": 999, "seat": None}, moves=[], strings={},
             title=fa("title-durak", mode="podkidnoy", seats=3))
    m["view"] = {k: v for k, v in m["view"].items() if k != "hand"} | {"seat": None}
    m["seats"][1]["you"] = False
    m["text"] = "\n".join([m["title"], "", fa("durak-status", trump="♥ (J♥)", stock=14, discard=0),
                           fa("waiting-for", names="Аня")])
    m["buttons"] = [[{"text": fa("btn-hurry"), "data": f"y:{ROOM}:17"}]]
    return m


MODELS = {"durak": durak_cover, "bura-lead": bura_lead, "bura-stop": bura_stop, "bura-draw": bura_draw,
          "scopa": scopa_capture, "lobby": lobby, "result": result, "watcher": watcher}
