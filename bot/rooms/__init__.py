"""Rooms: the stored model and the service that changes it (one transaction per action)."""
