"""Kozyr's rules engines: pure, deterministic game logic with no I/O.

Every game implements :class:`engines.protocol.Game`; :mod:`engines.registry` maps game names to
their classes, and :mod:`engines.records` loads, validates and replays game records.
"""
