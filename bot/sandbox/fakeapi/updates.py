"""Getting updates: getUpdates (long polling) and the webhook (setWebhook, deliveries); the bot's
commands."""

from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Any
from urllib.parse import urlparse

from bot.plumbing import clock
from bot.sandbox.fakeapi.methods import Methods
from bot.sandbox.fakeapi.wire import (
    WEBHOOK_HEADER,
    WEBHOOK_SECRET_RE,
    Delivery,
    TelegramError,
    as_bool,
    bad,
    commands_key,
)


class Updates(Methods):
    def _m_getme(self, params: dict[str, Any]) -> dict:
        return dict(self.bot_user)

    def _m_logout(self, params: dict[str, Any]) -> bool:
        return True

    def _m_close(self, params: dict[str, Any]) -> bool:
        return True

    def _m_deletewebhook(self, params: dict[str, Any]) -> bool:
        self.webhook_deleted += 1
        self.webhook = None  # the deliverer stops
        if as_bool(params.get("drop_pending_updates", False)):
            self._pending.clear()
        self._wake()
        return True

    def _m_setwebhook(self, params: dict[str, Any]) -> bool:
        url = str(params.get("url") or "")
        if not url:  # as Telegram: an empty URL removes the webhook
            return self._m_deletewebhook(params)
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise bad("bad webhook: Failed to resolve host: Name or service not known")
        secret = params.get("secret_token")
        if secret is not None and not WEBHOOK_SECRET_RE.fullmatch(str(secret)):
            raise bad("secret token contains unallowed characters")
        allowed = params.get("allowed_updates")
        if allowed is not None and not isinstance(allowed, list):
            raise bad("can't parse allowed updates")
        connections = params.get("max_connections") or 40
        if not isinstance(connections, int) or not 1 <= connections <= 100:
            raise bad("bad max_connections")
        if as_bool(params.get("drop_pending_updates", False)):
            self._pending.clear()
        self.webhook = {
            "url": url,
            "secret_token": None if secret is None else str(secret),
            "allowed_updates": allowed or None,
            "max_connections": connections,
        }
        self.webhook_set += 1
        self._wake()  # a waiting getUpdates ends (409)
        if self._deliverer is None or self._deliverer.done():
            self._deliverer = asyncio.create_task(self._deliver())
        return True

    def _m_getwebhookinfo(self, params: dict[str, Any]) -> dict:
        info: dict[str, Any] = {
            "url": self.webhook["url"] if self.webhook else "",
            "has_custom_certificate": False,
            "pending_update_count": len(self._pending),
        }
        if self.webhook:
            info["max_connections"] = self.webhook["max_connections"]
            if self.webhook["allowed_updates"]:
                info["allowed_updates"] = self.webhook["allowed_updates"]
        return info

    async def _deliver(self) -> None:
        """POST the pending updates to the webhook while one is set (see the module docstring).

        Like Telegram, several connections at once (up to ``max_connections``): each connection
        (its own keep-alive session) carries one request at a time, a new update goes to the next
        idle one in turn, and a connection is replaced after ``webhook_requests_per_connection``
        requests. So several workers listening on one port (SO_REUSEPORT) all get updates, also a
        worker that starts again after the others took the first connections."""
        import aiohttp  # the fake's only HTTP client use

        in_flight: dict[int, asyncio.Task[None]] = {}
        not_before: dict[int, float] = {}  # update id -> when it may be sent again
        loop = asyncio.get_running_loop()
        timeout = aiohttp.ClientTimeout(total=60)
        sessions: list[aiohttp.ClientSession | None] = []  # one keep-alive connection each
        busy: set[int] = set()
        used: list[int] = []  # requests made on each connection
        turn = 0
        closing: set[asyncio.Task[None]] = set()

        def session(slot: int) -> aiohttp.ClientSession:
            current = sessions[slot]
            if current is None or used[slot] >= self.webhook_requests_per_connection:
                if current is not None:
                    task = asyncio.create_task(current.close())
                    closing.add(task)
                    task.add_done_callback(closing.discard)
                connector = aiohttp.TCPConnector(limit=1)
                current = sessions[slot] = aiohttp.ClientSession(timeout=timeout, connector=connector)
                used[slot] = 0
            used[slot] += 1
            return current

        async def post(slot: int, hook: dict[str, Any], update: dict) -> None:
            uid = update["update_id"]
            headers = {WEBHOOK_HEADER: hook["secret_token"]} if hook["secret_token"] is not None else {}
            delivery = Delivery(uid, None, clock.monotonic())
            try:
                async with session(slot).post(hook["url"], json=update, headers=headers) as response:
                    await response.read()
                    delivery.status = response.status
            except (aiohttp.ClientError, TimeoutError) as error:
                delivery.error = f"{type(error).__name__}: {error}"
                used[slot] = self.webhook_requests_per_connection  # a new connection next time
            finally:
                busy.discard(slot)
            self.deliveries.append(delivery)
            if delivery.ok:
                self._pending = [u for u in self._pending if u["update_id"] != uid]
                not_before.pop(uid, None)
            else:
                not_before[uid] = loop.time() + self.webhook_retry_seconds
            del in_flight[uid]
            self._wake()

        def idle_slot(limit: int) -> int | None:
            nonlocal turn
            while len(sessions) < limit:
                sessions.append(None)
                used.append(0)
            for i in range(limit):
                slot = (turn + i) % limit
                if slot not in busy:
                    turn = slot + 1
                    busy.add(slot)
                    return slot
            return None

        try:
            while self.webhook is not None and not self._stopping:
                hook = self.webhook
                if hook["allowed_updates"]:
                    self._pending = [
                        u for u in self._pending if self._update_type(u) in hook["allowed_updates"]
                    ]
                now = loop.time()
                for update in self._pending:
                    uid = update["update_id"]
                    if len(in_flight) >= hook["max_connections"]:
                        break
                    if uid not in in_flight and not_before.get(uid, 0.0) <= now:
                        slot = idle_slot(hook["max_connections"])
                        if slot is None:
                            break
                        in_flight[uid] = asyncio.create_task(post(slot, hook, update))
                event = self._update_event
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(event.wait(), self.webhook_retry_seconds / 2)
            if in_flight:  # the answers of what was sent still count
                await asyncio.wait(list(in_flight.values()), timeout=5)
        finally:
            for task in list(in_flight.values()):
                task.cancel()
            for http in sessions:
                if http is not None:
                    await http.close()

    def _m_setmycommands(self, params: dict[str, Any]) -> bool:
        commands = self._require(params, "commands")
        if not isinstance(commands, list):
            raise bad("can't parse commands JSON object")
        for command in commands:
            name = command.get("command", "") if isinstance(command, dict) else ""
            if (
                not re.fullmatch(r"[a-z0-9_]{1,32}", name)
                or not 1 <= len(command.get("description", "")) <= 256
            ):
                raise bad("BOT_COMMAND_INVALID")
        key = commands_key(params)
        self.commands[key] = commands
        return True

    def _m_deletemycommands(self, params: dict[str, Any]) -> bool:
        key = commands_key(params)
        self.commands.pop(key, None)
        return True

    def _m_getmycommands(self, params: dict[str, Any]) -> list:
        key = commands_key(params)
        return self.commands.get(key, [])

    def _description(self, params: dict[str, Any], kind: str, limit: int, set_it: bool) -> Any:
        """setMyDescription / setMyShortDescription (an empty text removes it) and their get*."""
        key = f"{kind}|{params.get('language_code') or ''}"
        if not set_it:
            return {kind: self.descriptions.get(key, "")}
        text = params.get(kind) or ""
        if len(text) > limit:
            raise bad(f"{kind.upper()}_TOO_LONG" if kind == "description" else "SHORT_DESCRIPTION_TOO_LONG")
        if text:
            self.descriptions[key] = text
        else:
            self.descriptions.pop(key, None)
        return True

    def _m_setmydescription(self, params: dict[str, Any]) -> bool:
        return bool(self._description(params, "description", 512, True))

    def _m_getmydescription(self, params: dict[str, Any]) -> dict:
        return dict(self._description(params, "description", 512, False))

    def _m_setmyshortdescription(self, params: dict[str, Any]) -> bool:
        return bool(self._description(params, "short_description", 120, True))

    def _m_getmyshortdescription(self, params: dict[str, Any]) -> dict:
        return dict(self._description(params, "short_description", 120, False))

    def _no_webhook(self) -> None:
        if self.webhook is not None:
            self.conflicts += 1
            raise TelegramError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to "
                "delete the webhook first",
            )

    async def _m_getupdates(self, params: dict[str, Any]) -> list[dict]:
        self._no_webhook()
        offset = params.get("offset")
        if isinstance(offset, int) and offset > 0:
            self._pending = [u for u in self._pending if u["update_id"] >= offset]
        allowed = params.get("allowed_updates")
        if isinstance(allowed, list):
            self._allowed_updates = allowed or None
        limit = params.get("limit") or 100
        timeout = params.get("timeout") or 0
        self._poll_generation += 1
        generation = self._poll_generation
        self._wake()  # an older waiting getUpdates sees the new generation and ends with 409
        loop = asyncio.get_running_loop()
        deadline = loop.time() + float(timeout)
        while True:
            self._no_webhook()
            if generation != self._poll_generation:
                self.conflicts += 1
                raise TelegramError(
                    409,
                    "Conflict: terminated by other getUpdates request; make sure that only one bot "
                    "instance is running",
                )
            if self._allowed_updates:
                self._pending = [u for u in self._pending if self._update_type(u) in self._allowed_updates]
            if self._pending or self._stopping:
                return self._pending[: int(limit)]
            remaining = deadline - loop.time()
            if remaining <= 0:
                return []
            event = self._update_event
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), remaining)

    @staticmethod
    def _update_type(update: dict) -> str:
        return next(k for k in update if k != "update_id")
