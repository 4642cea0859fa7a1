-- Issue 32: ratings. One Glicko-2 rating per person and game, moved only by matches whose every
-- seat is a person (bot/rooms/rating.py); the pairs of people each rated match counted (who played
-- whom in which game, when), so that two accounts playing each other over and over stop moving their ratings
-- (RATING_PAIR_GAMES per RATING_PAIR_WINDOW_SECONDS); and a person's choice in /profile to appear
-- on /top global (off by default). bot/storage/ratings.py.
CREATE TABLE ratings (
    user_id INTEGER NOT NULL,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,        -- rated matches
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    draws INTEGER NOT NULL DEFAULT 0,
    updated_at REAL NOT NULL,      -- the last rated match (the RD grows from here while idle)
    PRIMARY KEY (user_id, game)
);
CREATE INDEX ratings_board ON ratings (game, rating);
CREATE TABLE rating_pairs (
    game TEXT NOT NULL,
    low INTEGER NOT NULL,          -- the smaller of the two people's ids
    high INTEGER NOT NULL,
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game, low, high, room_id, match_no)
);
CREATE INDEX rating_pairs_at ON rating_pairs (game, low, high, at);
CREATE INDEX rating_pairs_high ON rating_pairs (high);
CREATE TABLE rated_matches (
    room_id TEXT NOT NULL,
    match_no INTEGER NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (room_id, match_no)
);
ALTER TABLE users ADD COLUMN rating_public INTEGER NOT NULL DEFAULT 0;
