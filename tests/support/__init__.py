"""Helpers shared by the tests and the benchmarks (``benchmarks/`` imports these, never a test module).

- ``tests.support.bot_e2e``: drive the real bot against the fake Bot API (settings, presses, waits);
- ``tests.support.pacing``: the fake's speed-up of Telegram's limits and the rolling-window count.
"""
