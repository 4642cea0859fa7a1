-- Issue 47: rating seasons (SEASON_LENGTH, UTC calendar months by default; bot/rules/seasons.py).
-- One row per person, game and season they had a rated result in: the rating at the end of their
-- last result in that season, and the matches of that season alone. `ratings` (020) stays the
-- person's latest rating: the one a new season carries over (its RD widened, bot/rules/seasons.py)
-- and the quick-match queue pairs by. start_rating / start_rd: what the person brought into the
-- season at its first result (1500 / 350 for a newcomer). Written in the transaction that claims
-- the match in rated_matches, so a result counts once on any number of workers.
-- bot/storage/ratings.py; retention: SEASON_RETENTION_DAYS.
CREATE TABLE season_ratings (
    season TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,        -- rated matches in this season
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    draws INTEGER NOT NULL DEFAULT 0,
    start_rating REAL NOT NULL,
    start_rd REAL NOT NULL,
    updated_at REAL NOT NULL,      -- the person's last rated result in this season
    PRIMARY KEY (season, user_id, game)
);
CREATE INDEX season_ratings_board ON season_ratings (game, season, rating);
CREATE INDEX season_ratings_user ON season_ratings (user_id, game);
CREATE INDEX season_ratings_at ON season_ratings (updated_at);
