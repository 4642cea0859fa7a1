"""JSON as the storage writes it: compact, keys sorted, non-ASCII kept as it is (one form, so that
equal values are equal text). Shared by the repositories, the result rows and the action log."""

from __future__ import annotations

import json
from typing import Any


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)
