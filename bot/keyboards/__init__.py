"""Callback data (every button's payload) and pure keyboard builders."""
