"""Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation (RD:
how unsure the rating is) and its volatility, updated after a rating period's games. Pure maths, no
I/O; the bot rates each finished match as one rating period of its own (``bot/rooms/rating.py``),
after growing the RD for the time the person did not play (:func:`idle`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: Glicko-2's scale: rating = 1500 + SCALE · μ, RD = SCALE · φ
SCALE = 173.7178
DEFAULT_RATING = 1500.0
DEFAULT_RD = 350.0
DEFAULT_VOLATILITY = 0.06
#: the system constant: how much the volatility may change in one period (the paper: 0.3 to 1.2)
TAU = 0.5
EPSILON = 0.000001
#: an unplayed rating period's length, for the RD's growth while a person does not play
PERIOD_SECONDS = 86400.0


@dataclass(frozen=True, slots=True)
class Rating:
    rating: float = DEFAULT_RATING
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY


NEW = Rating()


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, g_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-g_j * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (
            tau * tau
        )

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[Rating, float]], *, tau: float = TAU) -> Rating:
    """The player's rating after one rating period's ``games``: (the opponent's rating before the
    period, the player's score: 1 a win, 0.5 a draw, 0 a loss). No games: only the RD grows."""
    mu = (player.rating - DEFAULT_RATING) / SCALE
    phi = player.rd / SCALE
    if not games:
        return idle(player, 1.0)
    terms = []
    for opponent, score in games:
        mu_j = (opponent.rating - DEFAULT_RATING) / SCALE
        g_j = _g(opponent.rd / SCALE)
        terms.append((g_j, _expected(mu, mu_j, g_j), score))
    v = 1.0 / sum(g * g * e * (1.0 - e) for g, e, _ in terms)
    gain = sum(g * (s - e) for g, e, s in terms)
    sigma = _volatility(player.volatility, phi, v, v * gain, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * gain
    return Rating(DEFAULT_RATING + SCALE * mu_new, min(SCALE * phi_new, DEFAULT_RD), sigma)


def idle(player: Rating, periods: float) -> Rating:
    """The rating after ``periods`` rating periods without a game (fractions count): the RD grows
    as √(φ² + σ²·periods), never past a new player's 350."""
    if periods <= 0:
        return player
    phi = player.rd / SCALE
    grown = SCALE * math.sqrt(phi * phi + player.volatility * player.volatility * periods)
    return Rating(player.rating, min(grown, DEFAULT_RD), player.volatility)


def idle_since(player: Rating, last: float | None, now: float) -> Rating:
    """:func:`idle` for the time from ``last`` (the last rated game; None: never) to ``now``."""
    if last is None:
        return player
    return idle(player, (now - last) / PERIOD_SECONDS)


def team(players: Sequence[Rating]) -> Rating:
    """A team as one opponent: the mean of its ratings, the root mean square of its RDs."""
    n = len(players)
    return Rating(
        sum(p.rating for p in players) / n,
        math.sqrt(sum(p.rd * p.rd for p in players) / n),
        sum(p.volatility for p in players) / n,
    )
