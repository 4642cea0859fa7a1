"""Tournaments' pure core (issue 47): Swiss pairing for 2-seat games and Durak tables, knockout
brackets, standings. Like ``engines/``: no Telegram, no storage, no clock, no global random — every
function takes the players and the rounds' records and returns plain frozen values
(docs/tournaments.md)."""
