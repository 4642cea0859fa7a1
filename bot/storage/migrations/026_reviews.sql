-- Issue 46: the review of a finished deal («🔎 Разбор»), one per deal and seat, kept with the deal's
-- record (deleted with its room: RoomRepo.purge_closed). A row is written when a person asks for
-- the review (``review`` NULL while it is computed: a second press, in any worker, waits for that
-- one instead of computing it again) and filled when it is done; the rows a person asked for in
-- the last hour are what REVIEWS_PER_HOUR counts. bot/storage/reviews.py.
CREATE TABLE reviews (
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    user_id INTEGER NOT NULL,      -- who asked for it (the seat's person)
    asked_at REAL NOT NULL,
    review TEXT,                   -- engines.ai.review.Review.to_json(); NULL while it is computed
    PRIMARY KEY (room_id, match_no, deal_no, seat)
);
CREATE INDEX reviews_asked ON reviews (user_id, asked_at);
