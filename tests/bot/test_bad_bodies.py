"""Issue 44: bad bodies are 4xx, never 500. A JSON body nested thousands deep made ``json.loads``
raise ``RecursionError`` (no ``ValueError``): the Mini App's «Готово» (a public path, with the
sender's own valid initData) and the webhook answered 500 with a traceback; an
``X-Telegram-Init-Data`` header over aiohttp's 8 KB was answered 400 with a traceback in the log.
Each is now a clear 400 (or 413 for a body too large), exactly one log line without a traceback,
and nothing stored changes (``bot/web/jsonbody.py``, ``bot/web/server.py``)."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.web import initdata, jsonbody
from bot.web import server as webserver
from bot.web.routes import INIT_DATA_HEADER, MAX_BODY
from tests.bot.test_webhook import SECRET, durak_command, open_room_ids, webhook_settings
from tests.support.bot_e2e import (
    fragment,
    make_settings,
    message_of,
    press_setting,
    running_bot,
    stored_state,
    tr,
    wait_latest_room,
    wait_room,
)

ANNA = 4401
#: the webhook's bound on a body (bot.web.server.MAX_UPDATE_BYTES: aiohttp's own default)
MAX_UPDATE_BYTES = 1024 * 1024
WEBHOOK_HEADER = "X-Telegram-Bot-Api-Secret-Token"


def nested(levels: int, kind: str = "array") -> bytes:
    """A JSON value ``levels`` deep: arrays, or objects ``{"a": {"a": … }}``."""
    if kind == "array":
        return b"[" * levels + b"]" * levels
    return b'{"a":' * levels + b"1" + b"}" * levels


# ----- the scan --------------------------------------------------------------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ax,:\n\u00e9'),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\a'), inner, max_size=3)
    ),
    max_leaves=12,
)


def levels_of(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max((levels_of(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((levels_of(v) for v in value.values()), default=0)
    return 0


# no deadline: what it proves is the count, and a busy machine (the CI's other run beside it) took
# 282 ms for an example Hypothesis then ran in 0.07 ms
@settings(deadline=None)
@given(JSON, st.booleans())
def test_the_scan_counts_nesting_exactly_whatever_the_strings_hold(value: Any, ascii_only: bool) -> None:
    raw = json.dumps(value, ensure_ascii=ascii_only).encode()
    assert jsonbody.depth(raw) == levels_of(value)
    assert jsonbody.loads(raw, max_depth=levels_of(value)) == value


def test_too_deep_too_large_or_not_json_is_a_bad_body_never_a_recursion_error() -> None:
    for raw in (nested(2000), nested(100_000), nested(5000, "object"), b'["[[[", ' + nested(40) + b"]"):
        with pytest.raises(jsonbody.BadBody) as caught:
            jsonbody.loads(raw)
        assert caught.value.status == 400 and "deeper than" in caught.value.reason
    # brackets inside strings are text, not nesting
    assert jsonbody.loads(b'{"a": "' + nested(5000) + b'"}') == {"a": nested(5000).decode()}
    assert jsonbody.loads(nested(jsonbody.MAX_DEPTH)) is not None
    assert webserver.MAX_UPDATE_BYTES == MAX_UPDATE_BYTES
    for raw in (b"", b"not json", b"\xff\xfe", b'"unterminated ' + nested(3000)):
        with pytest.raises(jsonbody.BadBody) as caught:
            jsonbody.loads(raw)
        assert caught.value.status == 400


# ----- the log ---------------------------------------------------------------------------------------------
@contextmanager
def one_line(caplog: pytest.LogCaptureFixture, says: str) -> Iterator[None]:
    """The block logs exactly one line (INFO and up), saying ``says``, with no traceback (the
    scheduler's own lines about its periodic jobs aside: they may run on virtual time meanwhile)."""
    caplog.clear()
    with caplog.at_level(logging.INFO):
        yield
    lines = [r for r in caplog.records if r.levelno >= logging.INFO and not r.name.startswith("apscheduler")]
    assert len(lines) == 1, [(r.name, r.getMessage()) for r in lines]
    assert says in lines[0].getMessage(), lines[0].getMessage()
    assert lines[0].exc_info is None and lines[0].exc_text is None
    assert "Traceback" not in caplog.text


async def chunked(data: bytes) -> AsyncIterator[bytes]:
    """A body sent without Content-Length (chunked), 64 KB at a time."""
    for i in range(0, len(data), 65536):
        yield data[i : i + 65536]


async def answer(
    http: aiohttp.ClientSession, url: str, body: Any, headers: dict[str, str]
) -> tuple[int, str]:
    async with http.post(url, data=body, headers=headers) as response:
        return response.status, await response.text()


# ----- the Mini App ----------------------------------------------------------------------------------------
async def test_the_mini_apps_ready_refuses_bad_bodies_with_4xx_and_one_line(fake_tg, tmp_path, caplog):
    fake = fake_tg
    fake.add_user(ANNA, "Аня", language_code="ru")
    settings = make_settings(
        fake, tmp_path / "k.sqlite3", webapp_url="https://kozyr.example/check/", webhook_port=0
    )
    async with running_bot(settings) as app:
        fake.send_text(ANNA, "/bura")
        room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
        lobby = await message_of(app, fake, room.id, ANNA, "hand")
        await press_setting(fake, ANNA, lobby, tr("btn-add-computer"))
        room = await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        await app.outbox.flush()  # type: ignore[union-attr]
        before = await stored_state(app, room.id)
        assert app.server is not None
        url = f"http://127.0.0.1:{app.server.port}/check/api/ready"
        signed = {INIT_DATA_HEADER: initdata.sign(fake.token, {"id": ANNA, "first_name": "Аня"})}
        randomness = "ab" * 32
        async with aiohttp.ClientSession() as http:
            # her own valid initData, a body nested 2,000 deep: 400, one line, nothing readied
            for deep in (nested(2000), nested(700, "object"), b'{"room": ' + nested(1500) + b"}"):
                with one_line(caplog, "nested deeper than"):
                    assert await answer(http, url, deep, signed) == (400, '{"error": "malformed"}')
            with one_line(caplog, "not JSON"):
                assert (await answer(http, url, b'{"room": ', signed))[0] == 400
            # too large: by its Content-Length, or as it arrives without one
            large = json.dumps({"room": room.id, "randomness": randomness, "pad": "x" * MAX_BODY}).encode()
            for body in (large, chunked(large)):
                with one_line(caplog, f"over {MAX_BODY}"):
                    assert await answer(http, url, body, signed) == (413, '{"error": "malformed"}')
            assert await stored_state(app, room.id) == before
            assert (await app.rooms.get(room.id)).status == "lobby"  # type: ignore[union-attr]
            # the same person's good body is taken as before: the refusals changed nothing
            good = json.dumps({"room": room.id, "randomness": randomness}).encode()
            status, text = await answer(http, url, good, {**signed, "Content-Type": "application/json"})
            assert status == 200 and json.loads(text)["ok"], text
        await wait_room(app, room.id, lambda r: r.status == "playing")


# ----- the webhook -----------------------------------------------------------------------------------------
async def test_the_webhook_refuses_bad_bodies_with_4xx_and_one_line(fake_tg, tmp_path, caplog):
    fake = fake_tg
    fake.add_user(501, "Ana")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3")
    async with running_bot(settings) as app:
        url = settings.webhook_url
        secret = {WEBHOOK_HEADER: SECRET}
        calls = len(fake.calls)
        async with aiohttp.ClientSession() as http:
            for deep in (nested(100_000), nested(100_000, "object")):
                with one_line(caplog, "nested deeper than"):
                    assert (await answer(http, url, deep, secret))[0] == 400
            # an update nested deep inside: still the scan's refusal, before any parse
            update = json.dumps(durak_command(9100)).encode()
            deep_inside = update[:-1] + b', "x": ' + nested(50_000) + b"}"
            with one_line(caplog, "nested deeper than"):
                assert (await answer(http, url, deep_inside, secret))[0] == 400
            large = b'{"update_id": 1, "pad": "' + b"x" * MAX_UPDATE_BYTES + b'"}'
            for body in (large, chunked(large)):
                with one_line(caplog, "too large"):
                    assert (await answer(http, url, body, secret))[0] == 413
            assert [c.method for c in fake.calls[calls:]] == []  # nothing reached the dispatcher
            assert await open_room_ids(app) == []
            async with app.storage.read() as tx:
                assert (await tx.one("SELECT COUNT(*) FROM users"))[0] == 0
            # the same update, well formed, is handled: the refusals were the bodies' doing
            assert (await answer(http, url, update, {**secret, "Content-Type": "application/json"}))[0] == 200
        await fake.wait_message(501, fragment("invite-forward"))
        assert len(await open_room_ids(app)) == 1


async def test_a_header_over_8_kb_is_answered_400_with_one_line_not_a_traceback(fake_tg, tmp_path, caplog):
    """aiohttp refuses to parse a request with a header line over its 8 KB (answered 400 before any
    handler): the Mini App's ``X-Telegram-Init-Data`` and the webhook alike."""
    fake = fake_tg
    fake.add_user(ANNA, "Аня")
    settings = webhook_settings(fake, tmp_path / "k.sqlite3", webapp_url="https://kozyr.example/check/")
    async with running_bot(settings) as app:
        assert app.server is not None
        ready = f"http://127.0.0.1:{app.server.port}/check/api/ready"
        update = json.dumps(durak_command(9200, ANNA)).encode()
        async with aiohttp.ClientSession() as http:
            with one_line(caplog, "could not parse"):
                assert (await answer(http, ready, b"{}", {INIT_DATA_HEADER: "a" * 9000}))[0] == 400
            secret = {WEBHOOK_HEADER: SECRET, "X-Padding": "a" * 9000}
            with one_line(caplog, "could not parse"):
                assert (await answer(http, settings.webhook_url, update, secret))[0] == 400
        async with app.storage.read() as tx:
            assert (await tx.one("SELECT COUNT(*) FROM users"))[0] == 0
        assert await open_room_ids(app) == []
