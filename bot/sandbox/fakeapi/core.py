"""The fake Bot API server: its lifecycle and the handling of one HTTP call."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable
from typing import Any

from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiohttp import web

from bot.plumbing import clock
from bot.sandbox.fakeapi.ephemeral import Ephemeral
from bot.sandbox.fakeapi.inline import Inline
from bot.sandbox.fakeapi.wire import Call, FakeMessage, TelegramError


class FakeTelegram(Ephemeral, Inline):
    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> str:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        host, port = self._runner.addresses[0][:2]
        self.base_url = f"http://{host}:{port}"
        self._stopping = False
        return self.base_url

    async def stop(self) -> None:
        self._stopping = True
        self._wake()  # waiting getUpdates return [] at once
        if self._deliverer is not None:
            self._deliverer.cancel()
            with contextlib.suppress(BaseException):
                await self._deliverer
            self._deliverer = None
        if self._runner is not None:
            await asyncio.sleep(0)
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeTelegram:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _handle(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if method in self.redirect_loops:
            # the client gives up with an error that carries the full URL, token included
            raise web.HTTPTemporaryRedirect(location=str(request.url))
        call = Call(method=method, params={}, at=clock.monotonic(), seq=len(self.calls))
        self.calls.append(call)
        try:
            return await self._answer(request, method, call)
        finally:
            call.answered_at = clock.monotonic()
            self.answered.append(call)
            self._changed()

    async def _answer(self, request: web.Request, method: str, call: Call) -> web.Response:
        try:
            if request.match_info["token"] != self.token:
                raise TelegramError(401, "Unauthorized")
            call.params = await self._read_params(request)
            chat_id = call.params.get("chat_id")
            if isinstance(chat_id, int) and not isinstance(chat_id, bool):
                call.chat_id = chat_id
            retry_after = self._take_fault(method)
            if retry_after is not None:
                raise TelegramError(429, f"Too Many Requests: retry after {retry_after}", retry_after)
            self._apply_limits(call)
            handler = getattr(self, f"_m_{method.lower()}", None)
            if handler is None:
                raise TelegramError(404, "Not Found")
            result = handler(call.params)
            if asyncio.iscoroutine(result):
                result = await result
        except TelegramError as error:
            call.error_code = error.code
            call.description = error.description
            body: dict[str, Any] = {"ok": False, "error_code": error.code, "description": error.description}
            if error.retry_after is not None:
                call.retry_after = error.retry_after
                body["parameters"] = {"retry_after": error.retry_after}
            if error.migrate_to is not None:
                body["parameters"] = {"migrate_to_chat_id": error.migrate_to}
            return web.json_response(body, status=error.code)
        return web.json_response({"ok": True, "result": result})

    # ------------------------------------------------------------------ helpers for methods


def make_bot(fake: FakeTelegram, **bot_kwargs: Any) -> Bot:
    """A real aiogram Bot talking to ``fake`` (close it with ``await bot.session.close()``).

    Its session skips aiogram's 0.25 s "let SSL connections close" sleep on close, which is useless
    against a plain-HTTP local server and adds up over many tests.
    """

    class _QuickSession(AiohttpSession):
        async def close(self) -> None:
            if self._session is not None and not self._session.closed:
                await self._session.close()

    session = _QuickSession(api=TelegramAPIServer.from_base(fake.base_url))
    return Bot(fake.token, session=session, **bot_kwargs)


def buttons_of(messages: Iterable[FakeMessage]) -> list[str]:
    """All button texts of several messages (handy in assertions)."""
    return [text for m in messages for text in m.button_texts()]
