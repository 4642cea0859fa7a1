"""What the sandbox page shows of a bot message's text: Telegram HTML (already checked by the emulator)
turned into safe HTML — only Telegram's tags, no attributes but a link's address, deep links made
clickable (a bot's direct Mini App links too)."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

_TAGS = {
    "b": "b", "strong": "b", "i": "i", "em": "i", "u": "u", "ins": "u", "s": "s", "strike": "s",
    "del": "s", "code": "code", "pre": "pre", "blockquote": "blockquote", "tg-spoiler": "span",
    "span": "span", "a": "a", "tg-emoji": "span", "tg-time": "span",
}  # fmt: skip
#: a deep link to a bot (t.me/<bot>?start=…) or its direct Mini App link (t.me/<bot>/<app>?startapp=…)
_LINK = re.compile(r"(https?://t\.me/[A-Za-z0-9_]+(?:/[A-Za-z0-9_]+)?\?start(?:app)?=[A-Za-z0-9_-]+)")


class _ToPageHTML(HTMLParser):
    """Telegram HTML (already checked by the emulator) -> safe HTML for the page: only known tags, no
    attributes but a link's address, text escaped, deep links in plain text made clickable."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        name = _TAGS.get(tag)
        if name is None:
            return
        self.open.append(name)
        if name == "a":
            href = dict(attrs).get("href") or ""
            safe = href if href.startswith(("http://", "https://", "tg://")) else "#"
            self.out.append(f'<a href="{html.escape(safe)}" target="_blank" rel="noopener">')
        elif tag == "tg-spoiler" or (tag == "span" and ("class", "tg-spoiler") in attrs):
            self.out.append('<span class="spoiler">')
        else:
            self.out.append(f"<{name}>")

    def handle_endtag(self, tag: str) -> None:
        name = _TAGS.get(tag)
        if name is not None and self.open and self.open[-1] == name:
            self.open.pop()
            self.out.append(f"</{name}>")

    def handle_data(self, data: str) -> None:
        inside_link = "a" in self.open
        for i, piece in enumerate(_LINK.split(data)):
            if i % 2 and not inside_link:
                url = html.escape(piece)
                self.out.append(f'<a href="{url}" target="_blank" rel="noopener">{url}</a>')
            else:
                self.out.append(html.escape(piece))


def page_html(raw: str, parse_mode: str | None) -> str:
    """What the page shows of a message's text: Telegram's formatting kept, nothing else."""
    parser = _ToPageHTML()
    if parse_mode and parse_mode.upper() == "HTML":
        parser.feed(raw)
    else:
        parser.handle_data(raw)
    parser.close()
    parser.out.extend(f"</{name}>" for name in reversed(parser.open))
    return "".join(parser.out)
