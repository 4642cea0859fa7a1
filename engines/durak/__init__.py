"""Durak: podkidnoy and perevodnoy for 2 to 6 seats (see :mod:`engines.durak.rules`)."""

from engines.durak.rules import Durak

__all__ = ["Durak"]
