-- Issue 44: which room each invitation card (an inline message, by its inline_message_id) belongs
-- to, across all rooms: «➕ Присоединиться» on a card whose chosen_inline_result has not been handled
-- yet (pressed within moments of being posted, or a late update in webhook mode) is taken as the
-- pressed room's card, while a card another room knows is refused (a forged payload). Written with
-- Room.extra["cards"] (bot/rooms/cards.py) in the same transaction. A row outlives its room (purged
-- CARD_MEMORY_DAYS after it was made, once its room is gone): a press on a card of a room long
-- closed is told the invitation is gone, not that its game is still being set up.
-- Cards posted before this migration are known to their rooms only (extra), not here: the first
-- press on such a card binds it.
CREATE TABLE cards (
    inline_id TEXT PRIMARY KEY,
    room_id TEXT NOT NULL,
    made_at REAL NOT NULL
);
CREATE INDEX cards_made ON cards (made_at);
