"""The fair-deck procedure: docs/rules/fairness.md's test vectors exactly, and the shuffle's statistics."""

from __future__ import annotations

import hashlib
import math

import pytest

from engines import fairness
from engines.cards import DECK_36, DECK_40

SEED = bytes(range(32))
DURAK_1 = [
    "9H",
    "6S",
    "8D",
    "8C",
    "6C",
    "7C",
    "7H",
    "QS",
    "AS",
    "KC",
    "9S",
    "6D",
    "AC",
    "TC",
    "TS",
    "9D",
    "JD",
    "TH",
    "KS",
    "JC",
    "QD",
    "AH",
    "8S",
    "JH",
    "TD",
    "KH",
    "QC",
    "7S",
    "QH",
    "9C",
    "KD",
    "AD",
    "7D",
    "8H",
    "JS",
    "6H",
]


def test_commitment_vector() -> None:
    assert fairness.commitment(SEED) == "cb998a4d2815c5130a4cd7468cdd6faca2db738a3dfc05ecc7ee67743a35791e"
    assert fairness.fingerprint(fairness.commitment(SEED)) == "cb998a4d"


def test_mix_vectors() -> None:
    assert fairness.mix([]).hex() == "213784883ced020fba0f7b8f0e8d33a68edf169430ced43e8ef4b89ec16d2093"
    assert (
        fairness.mix(["7001:4f1a"]).hex()
        == "2c734d35d44ff82ff092886bbb2e2268ee0b5f49e5cb8c9422c78ae91f908616"
    )


def test_durak_deck_vector() -> None:
    assert fairness.derive_deck("durak", SEED, [], "durak:1") == DURAK_1


def test_scopa_deck_vector() -> None:
    deck = fairness.derive_deck("scopa", SEED, ["7001:4f1a"], "scopa:2")
    assert deck[:6] == ["6S", "QC", "2S", "AH", "QS", "7H"]
    assert sorted(deck) == sorted(DECK_40)


def test_mix_is_length_prefixed() -> None:
    # ["ab", "c"] and ["a", "bc"] concatenate to the same bytes; the length prefix keeps them apart
    assert fairness.mix(["ab", "c"]) != fairness.mix(["a", "bc"])
    assert fairness.mix(["a"]) != fairness.mix(["a", ""])


def test_below_rejects_biased_values() -> None:
    class Fixed(fairness.UniformSource):
        def __init__(self, values: list[int]) -> None:
            self.values = values

        def _u32(self) -> int:
            return self.values.pop(0)

    # n = 3: limit = (2**32 // 3) * 3 = 4294967295; 4294967295 itself must be discarded
    src = Fixed([4294967295, 7])
    assert src.below(3) == 7 % 3
    assert src.values == []
    with pytest.raises(ValueError):
        fairness.UniformSource(b"\0" * 32).below(0)


def test_keystream_is_chacha20_with_zero_nonce() -> None:
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms

    key = bytes(range(32))
    expected = Cipher(algorithms.ChaCha20(key, bytes(16)), mode=None).encryptor().update(bytes(1000))
    src = fairness.UniformSource(key)
    words = [src._u32() for _ in range(250)]
    assert b"".join(w.to_bytes(4, "big") for w in words) == expected


def test_parse_seed() -> None:
    assert fairness.parse_seed(SEED.hex()) == SEED
    for bad in ("00", "zz" * 32, SEED.hex() + "00"):
        with pytest.raises(ValueError):
            fairness.parse_seed(bad)


def test_new_seeds_are_fresh() -> None:
    seeds = {fairness.new_seed() for _ in range(100)}
    assert len(seeds) == 100 and all(len(s) == 32 for s in seeds)


def _chi2_critical(df: int, p: float) -> float:
    """Upper critical value of chi-square (Wilson–Hilferty), good to a fraction of a percent here."""
    # z for upper tail p via the inverse of the normal CDF (Acklam-free: bisection on erfc)
    lo, hi = 0.0, 10.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if 0.5 * math.erfc(mid / math.sqrt(2)) > p:
            lo = mid
        else:
            hi = mid
    z = lo
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def _chi2(counts: list[int], expected: float) -> float:
    return sum((c - expected) ** 2 / expected for c in counts)


@pytest.mark.parametrize(
    ("game", "deck", "samples"), [("durak", DECK_36, 100_000), ("scopa", DECK_40, 20_000)]
)
def test_positions_are_uniform_and_decks_distinct(game: str, deck: tuple[str, ...], samples: int) -> None:
    """Over many derived decks every card lands in every position equally often (chi-square per card),
    and no two labels or contributions give the same deck."""
    n = len(deck)
    index = {c: i for i, c in enumerate(deck)}
    counts = [[0] * n for _ in range(n)]  # counts[card][position]
    seen: set[tuple[str, ...]] = set()
    for i in range(samples):
        seed = hashlib.sha256(i.to_bytes(8, "big")).digest() if i % 3 == 0 else SEED
        if i % 2:
            derived = fairness.derive_deck(game, seed, [], f"{game}:{i}")
        else:
            derived = fairness.derive_deck(game, seed, [f"{i}:cb{i}"], f"{game}:1")
        seen.add(tuple(derived))
        for pos, card in enumerate(derived):
            counts[index[card]][pos] += 1
    assert len(seen) == samples, "two different labels or contributions gave the same deck"
    critical = _chi2_critical(n - 1, 1e-4)
    worst = max(_chi2(row, samples / n) for row in counts)
    assert worst < critical, f"a card's position is not uniform: chi2 {worst:.1f} >= {critical:.1f}"
    # and the positions of a single card are not suspiciously perfect either (a broken shuffle that
    # rotates the deck would give near-zero chi-square)
    assert worst > _chi2_critical(n - 1, 0.999)


def test_chi2_helper_matches_known_values() -> None:
    # chi-square table: df=35, p=0.05 -> 49.80; df=39, p=0.001 -> 72.05
    assert _chi2_critical(35, 0.05) == pytest.approx(49.80, rel=0.005)
    assert _chi2_critical(39, 0.001) == pytest.approx(72.05, rel=0.01)


def test_the_two_contribution_forms() -> None:
    """fairness.md §3: the press's id, or the Mini App's 32 bytes as 64 lowercase hex digits."""
    assert fairness.press_contribution(7001, "4f1a") == "7001:4f1a"
    app = fairness.app_contribution(7001, bytes(range(32)))
    assert app == "7001:app:" + bytes(range(32)).hex()
    assert [fairness.contribution_form(c) for c in ("7001:4f1a", app, "")] == ["press", "app", "none"]
    for bad in (app[:-1], app.upper().replace("APP", "app"), app + "0", "7001:app:"):
        assert fairness.contribution_form(bad) is None, bad
    with pytest.raises(ValueError):
        fairness.app_contribution(7001, bytes(31))
