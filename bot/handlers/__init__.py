"""Routers (created by factories; no module-level state)."""
