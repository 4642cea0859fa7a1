"""The fair-deck procedure, version 1 (``docs/rules/fairness.md``), byte for byte.

seed (32 secret bytes) -> commitment = SHA-256("deck-commit-v1" || seed), published first;
contributions (one string per human seat, seat order) -> mix;
key = HKDF-SHA256(ikm=seed, salt=mix, info="deck-v1:" || label);
ChaCha20(key, zero nonce) keystream -> unbiased integers by rejection -> Fisher–Yates from the
canonical deck order. Index 0 of the result is the top of the deck.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterator, Sequence

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from engines.cards import DECK_36, DECK_40

VERSION = 1
SEED_BYTES = 32
DECK_SIZES = {"durak": 36, "bura": 36, "scopa": 40}
#: the most redeals one deal may take (label ``scopa:N:rK``, K at most this): a Scopa table needs a
#: redeal with odds of about 1 in 600, so 50 in a row never happens with an honest seed; the bot
#: gives up beyond it and a record claiming more is refused without deriving the decks before it
MAX_REDEALS = 50


#: the forms of a contribution (docs/rules/fairness.md §3): the Telegram id of the player's press,
#: the player's own randomness from the Mini App, or none (a seat that gave nothing)
PRESS, APP, NONE = "press", "app", "none"
FORMS = (PRESS, APP, NONE)
RANDOMNESS_BYTES = 32
_APP = re.compile(r"^[0-9]+:app:")
_APP_FULL = re.compile(r"^[0-9]+:app:[0-9a-f]{64}$")


def press_contribution(user_id: int, query_id: str) -> str:
    """``"<telegram user id>:<callback query id>"``: the press that started the deal for the player."""
    return f"{user_id}:{query_id}"


def app_contribution(user_id: int, randomness: bytes) -> str:
    """``"<telegram user id>:app:<64 lowercase hex digits>"``: 32 bytes the player's own browser drew."""
    if len(randomness) != RANDOMNESS_BYTES:
        raise ValueError(f"the Mini App's randomness is {RANDOMNESS_BYTES} bytes")
    return f"{user_id}:app:{randomness.hex()}"


def contribution_form(contribution: str) -> str | None:
    """Which form a contribution has (:data:`FORMS`); None when it claims the app form without 64
    lowercase hex digits (no honest server writes that)."""
    if contribution == "":
        return NONE
    if _APP.match(contribution):
        return APP if _APP_FULL.match(contribution) else None
    return PRESS


def new_seed() -> bytes:
    """A fresh secret seed from the operating system's CSPRNG."""
    return secrets.token_bytes(SEED_BYTES)


def commitment(seed: bytes) -> str:
    """The public fingerprint of a seed (hex SHA-256)."""
    return hashlib.sha256(b"deck-commit-v1" + seed).hexdigest()


def fingerprint(commit: str) -> str:
    """The short form shown on the scoreboard: the first 8 hex digits of the commitment."""
    return commit[:8]


def mix(contributions: Sequence[str]) -> bytes:
    """SHA-256 over the length-prefixed UTF-8 contributions, in seat order."""
    h = hashlib.sha256(b"deck-mix-v1")
    for c in contributions:
        data = c.encode("utf-8")
        h.update(len(data).to_bytes(4, "big"))
        h.update(data)
    return h.digest()


def derive_key(seed: bytes, contributions: Sequence[str], label: str) -> bytes:
    return HKDF(
        algorithm=hashes.SHA256(),
        length=32,
        salt=mix(contributions),
        info=b"deck-v1:" + label.encode("ascii"),
    ).derive(seed)


def keystream(key: bytes, chunk: int = 256) -> Iterator[bytes]:
    """The ChaCha20 keystream (zero nonce), in chunks of ``chunk`` bytes."""
    encryptor = Cipher(algorithms.ChaCha20(key, bytes(16)), mode=None).encryptor()
    zeros = bytes(chunk)
    while True:
        yield encryptor.update(zeros)


class UniformSource:
    """``below(n)``: unbiased integers in [0, n) from a keystream, by rejection
    (docs/rules/fairness.md §7)."""

    def __init__(self, key: bytes) -> None:
        self._stream = keystream(key)
        self._buf = b""
        self._pos = 0

    def _u32(self) -> int:
        if self._pos + 4 > len(self._buf):
            self._buf = self._buf[self._pos :] + next(self._stream)
            self._pos = 0
        x = int.from_bytes(self._buf[self._pos : self._pos + 4], "big")
        self._pos += 4
        return x

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (2**32 // n) * n
        while True:
            x = self._u32()
            if x < limit:
                return x % n


def shuffle(cards: Sequence[str], source: UniformSource) -> list[str]:
    """Fisher–Yates from the given order: for i from len-1 down to 1, swap i and below(i+1)."""
    deck = list(cards)
    for i in range(len(deck) - 1, 0, -1):
        j = source.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def canonical_deck(game: str) -> tuple[str, ...]:
    try:
        size = DECK_SIZES[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}") from None
    return DECK_36 if size == 36 else DECK_40


def derive_deck(game: str, seed: bytes, contributions: Sequence[str], label: str) -> list[str]:
    """The deck (top first) that the seed, the contributions and the label fix for ``game``."""
    return shuffle(canonical_deck(game), UniformSource(derive_key(seed, contributions, label)))


def parse_seed(text: str) -> bytes:
    """A seed from its hex form; raise ValueError unless it is exactly 32 bytes."""
    seed = bytes.fromhex(text)
    if len(seed) != SEED_BYTES:
        raise ValueError(f"a seed is {SEED_BYTES} bytes ({2 * SEED_BYTES} hex digits)")
    return seed
