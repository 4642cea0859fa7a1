## Kozyr — English

welcome = Hi! I am Kozyr: Durak, Bura and Scopa in Telegram.
    The buttons below: 🤖 plays the computer at once; a game without 🤖 makes a room for friends with an invitation link.
    In a group: /durak, /bura, /scopa or /new opens a table; friends join with one tap.
    /hand re-sends my cards, /rules explains the games, /profile sets language, deck style and the deck fingerprint.
    /stats shows my statistics, /top a group's leaderboard, /forget deletes my data, /help lists every command.
help = Commands:
    /durak, /bura, /scopa — open a room (in a group or here)
    /play — play with anyone: a quick match with strangers
    /new — pick a game (🤖: straight against the computer)
    /hand — re-send the message with your cards
    /mute — stop hearing the talk at your current table (again: hear it again)
    /rules — the rules in short, with the card values
    /language — language (in a group: the table's, for administrators)
    /hands — in a group: whether cards show right in the group, each player's to them only (for administrators)
    /profile — language, Scopa deck style, deck fingerprint 🔒, move reminders, hiding from the leaderboard
    /stats — my statistics: games, wins, streaks (in a group: that group's games)
    /top — the group's leaderboard for the week, the month, all time (in a group)
    /top global — the global rating board (/top global durak, bura, scopa)
    /tournament durak — a tournament in a group: sign-up, rounds, final standings (Swiss or knockout)
    /forget — delete my data and statistics
    How to play: tap "Join" under the group's table, then "Ready". The game starts when every seat is taken and every person is ready. Play with the buttons of your own message — in the group (only you see it; «🃏 My cards» sends it again) or in your private chat: it shows only your cards and only the moves allowed right now.
pick-game = Which game?
pick-done = Which game? — { $game }
err-picked = The game is already chosen.
no-rooms = You have no open rooms. Start a game: /new
invite-forward = Room created. Forward this invitation link to a friend:
    { $url }
hand-moved = ⬇️ { $game }: the game goes on below.
you-left = You left the room.

cmd-new = new game (pick)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = re-send my cards
cmd-mute = table talk off/on
cmd-profile = profile: language, deck, fingerprint
cmd-help = help

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Computer { $n }
player-name = Player { $n }
seat-free = — free —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] transfer
   *[podkidnoy] throw-in
  }, { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] one on one
  }, to { $target }
title-bura = 🂮 Bura

options-durak = Rules: { $mode ->
    [perevodnoy] transfer
   *[podkidnoy] throw-in
  }; throw in after "Take": { $tat ->
    [yes] yes
   *[no] no
  }
options-scopa = Rules: { $seats ->
    [4] two teams of two (seats 1 and 3 vs 2 and 4)
   *[other] one on one
  }; play to { $target } points
options-bura = Rules: match to 12 points; "Enough!" when your tricks hold cards worth 41–70.

lobby-header = Seats: { $taken } of { $capacity }
lobby-hint = The game starts when every seat is taken and every person has tapped "Ready". 🔒 Deck: { $fp }
commitment-line = 🔒 Deck fingerprint: { $fp } (the deck is fixed already; your "Ready" press adds your randomness)
invite-line = Invitation link: { $url }
unreachable = ⚠ { $names }: the bot cannot write to you. Open the bot: { $url }
next-deal-header = Deal { $n }: tap "Next deal".

btn-join = ➕ Join
btn-invite = 📨 Invite
btn-ready = ✅ Ready
btn-ready-app = 🎲 Ready — my own randomness
btn-unready = ↩ Not ready
btn-add-computer = 🤖 + Computer
btn-remove-computer = 🤖 − Remove
btn-fill = 🤖 + { $n ->
    [one] { $n } computer
   *[other] { $n } computers
  }
btn-settings = ⚙️ Settings
btn-settings-back = ← Back to the lobby
btn-team = { $mark } Team { $n }
btn-shuffle = 🔀 Shuffle the teams
btn-leave = 🚪 Leave
btn-surrender = { $game ->
    [bura] 🏳 Concede the match
    [scopa] 🏳 Concede the game
   *[other] 🏳 Surrender
  }
btn-end-game = ⛔ End the game
btn-next-deal = ▶ Next deal
btn-record = 📄 Deal record
btn-check-deck = 🔍 Check the deck
btn-replay = ▶️ Replay
replay-share-text = ▶️ Watch the replay of a deal: { $game }
btn-table = 🎴 Table
btn-record-match = 📄 Record: match { $n }
btn-back = ← Back
btn-seats-minus = − seat
btn-seats-plus = + seat

cards-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
tricks-count = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
  }
score-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
  }

table-empty = The table is empty.
table-cards = Table: { $cards }
your-hand = Your cards: { $cards }
waiting-for = Waiting for: { $names }
state-out = out
state-passed = passed
state-taking = takes

durak-status = ★ Trump: { $trump } · Stock: { $stock } · Discarded: { $discard }
last-durak-attack = Last move: { $name } — { $card }
last-durak-transfer = Last move: { $name } transferred with { $card }
last-durak-defend = Last move: { $name } beat { $target } with { $card }
last-durak-take = Last move: { $name } takes
last-durak-pass = Last move: { $name } passed
last-durak-throw-timeout = Last move: the time to throw in ran out
prompt-durak-lead = Your move: pick a card.
prompt-durak-throw = You may throw in a card or tap "Pass".
prompt-durak-defend = Beat or take.
prompt-durak-defend-transfer = Beat, transfer or take.
act-attack = Throw in { $card }
act-defend = Beat { $target } with { $card }
act-transfer = Transfer with { $card }
act-take = Take
act-pass = Pass
durak-draw = A draw: the last cards went out together.
durak-out-order = Out: { $names }
result-none = The game was interrupted.

scopa-status = Deal { $deal } · Stock: { $stock } · Playing to { $target }
scopa-redeal = { $n ->
    [1] 🔄 Redeal: the table held three or four kings — the cards were dealt again.
   *[other] 🔄 Redeal (time { $n }): the table held three or four kings — the cards were dealt again.
  }
scopa-side = Side { $side } ({ $who }): { $score } · captured { $pile } · scopas { $scopas }
scopa-last-capture = Last move: { $name } — { $card } takes { $cards }
scopa-last-drop = Last move: { $name } lays { $card }
prompt-scopa = Your move: pick a card.
act-capture = { $card } takes { $cards }
act-drop = Lay { $card } on the table
scopa-deal-side = { $who }: cards { $cards }, coins { $coins }, settebello { $settebello }, primiera { $primiera }, scopas { $scopas } → +{ $points }

bura-status = Deal { $deal } · ★ Trump: { $trump } · Stock: { $stock }
bura-lead = On the table, { $name } leads: { $cards }
bura-window = ⏱ The "Stop!" window is open.
bura-claim = ⏱ "Stop!" claimed: waiting for the attacker's answer.
bura-draw-header = 🎴 Draw for the first move: each takes one face-down card. The higher (6 < 7 < 8 < 9 < 10 < J < Q < K < A) leads; equal ranks draw again.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — equal, drawing again.
bura-draw-picked = ✋ { $name }: card chosen
bura-draw-picking = ⏳ { $name }: choosing a card
bura-draw-result = 🎴 Draw: { $a }: { $ca }, { $b }: { $cb } → { $first } leads
bura-last-beat = Previous move: { $name } beat { $pairs }
bura-last-dump = Previous move: { $name } dumped { $n } face down: { $cards }
last-bura-lead = Last move: { $name } leads { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
last-bura-beat = Last move: { $name } beat the lead
last-bura-dump = Last move: { $name } dumped { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
last-bura-enough = Last move: { $name } — "Enough!"
last-bura-continue = Last move: { $name } draws on
last-bura-stop = Last move: { $name } — "Stop!"
last-bura-surrender = { $name } surrendered
prompt-bura-lead = Your lead: mark one card, or two or three of one suit, then tap "Lead".
prompt-bura-draw = Pick one face-down card:
prompt-bura-defend = Beat every card (mark yours) or dump as many cards.
prompt-bura-decide = The trick is yours: "Enough!" or draw on?
prompt-bura-stop = You may say "Stop!" (three sixes, three aces, or an interception with three of one suit).
prompt-bura-claim = Your opponent said "Stop!". Answer with your own "Stop!" if you can.
act-lead = Lead: { $cards }
act-dump = Dump: { $cards }
act-beat = Beat: { $pairs }
act-enough = ✋ Enough!
act-continue = 🂠 Draw on
act-stop = 🛑 Stop!
act-surrender = 🏳 Surrender
act-pick = Face-down card no. { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → the points go to the opponent: { $name } +{ $n }
bura-award-three_sixes = { $name }: three sixes — +{ $n }
bura-award-three_aces = { $name }: three aces — +{ $n }
bura-award-more_points = { $name }: cards worth more — +{ $n }
bura-award-dry = { $name }: a dry win — +{ $n }
bura-award-tie = Cards of equal worth: nobody scores.
bura-award-surrender = Surrender: { $name } wins.
bura-pile = { $name }: cards worth { $points }, { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  }

deal-result-header = Result of deal { $n }:
match-score = Match score: { $score }
match-winner = 🏆 Winner: { $name }
outcome-left = Game interrupted: { $name } left.
outcome-ended = The room's creator ({ $name }) ended the game.
outcome-surrender = { $name } surrendered.

fair-ok = ✅ Fair deal: the deck matched its fingerprint and every move was checked.
fair-warning = ⚠ The deal's check failed — download the record and check it yourself.
fair-interrupted = The deal was interrupted; fingerprint and seed are in the record.
record-caption = Record: { $game }, deal { $n }. Check it: python -m engines verify <file>
record-redeal = 🔄 Deal { $deal }: redealt — the table held three or four kings (the deck labelled …:r{ $n }).
fp-current = 🔒 Deal { $n }: deck fingerprint (SHA-256 of the secret seed):
    { $commitment }
    The seed is revealed when the deal ends.
fp-revealed = Deal { $n } is over. Fingerprint:
    { $commitment }
    Revealed seed:
    { $seed }
fp-next = Fingerprint of the next deck:
    { $commitment }
fp-how = How to check: download the deal's record ("📄 Deal record") and run python -m engines verify record.json — it recomputes the fingerprint from the seed, the deck from the seed, the players' contributions and the label, and replays every move.
webapp-title = Deck check
webapp-intro = Your own browser recomputes the deck from the deal's record: the fingerprint from the revealed seed, the mix of the players' contributions, the key, the ChaCha20 stream and the shuffle. It also replays every move by the rules; the recorded results and scores are checked by the command python -m engines verify.
webapp-ready-intro = Your browser will draw 32 random bytes (crypto.getRandomValues) and send them to the bot with Telegram's signature. They go into the shuffle of the next deck, whose fingerprint is already shown — the server cannot pick a deck to suit your contribution.
webapp-ready-button = ✅ Ready
webapp-ready-sent = Your randomness: { $randomness }
webapp-ready-done = Contribution accepted. After the deal the deck check shows it in the mix.
webapp-ready-outside = This button works in Telegram: open it from the bot's message.
webapp-drop = Drop a record file (kozyr-….json) here, or choose it:
webapp-loading = Loading the deal's record…
webapp-refused = No record: { $reason }
webapp-refused-unsigned = the page was not opened from Telegram. Download the record with "📄 Deal record" and drop it here.
webapp-refused-stale = Telegram's data is out of date. Close the check and open it again.
webapp-refused-players = a deal's record goes only to the people who played it.
webapp-refused-unavailable = the record is available once the deal is over.
webapp-refused-network = the server did not answer.
webapp-refused-malformed = the request is damaged.
webapp-refused-too-fast = too fast — wait a second.
webapp-not-json = This file does not read as JSON: it is not a deal record.
webapp-not-record = This is not a Kozyr deal record.
webapp-seat = Whose hand:
webapp-seat-n = Player { $n }
webapp-verdict-ok = ✅ A fair deck: everything was recomputed in your browser and matches.
webapp-verdict-fail = ❌ The check failed: deal { $n }, step "{ $step }".
webapp-deal = Deal { $n }
webapp-step-record = Record
webapp-step-commitment = Fingerprint
webapp-step-label = Deck label
webapp-step-mix = Players' contributions
webapp-step-deck = Deck
webapp-step-deal = Cards dealt
webapp-step-draw = First-move draw
webapp-no-proof = The deal carries no fairness proof: its deck cannot be checked.
webapp-bad-proof = The proof is damaged: the fingerprint, seed, contributions or label are malformed.
webapp-commitment-ok = The SHA-256 of the revealed seed matches the fingerprint shown before the deal: { $computed }
webapp-commitment-differs = The seed's SHA-256 is { $computed }, but the record's fingerprint is { $recorded }: this is not the promised seed.
webapp-label-ok = The label { $recorded } is the one this deal must have.
webapp-label-redeal = The label { $recorded } is a redeal: every earlier deck of this deal put three or four kings on the table.
webapp-label-differs = The record's label is { $recorded }, but this deal must have { $expected }.
webapp-redeal-unneeded = The label { $recorded } claims a redeal, but the deck { $label } did not need one.
webapp-contribution-malformed = Contribution { $n } claims to be Mini App randomness but does not hold 64 hex digits.
webapp-mix-ok = Mix of the contributions (SHA-256): { $mix }
webapp-deck-ok = Key (HKDF-SHA256): { $hkdf }. The ChaCha20 stream shuffled the deck:
webapp-deal-ok = The record's cards come exactly from this deck.
webapp-deal-unstated = The record does not list the cards dealt: compare the hand below with the one you had.
webapp-deck-differs = Card { $n } of the record's deck is { $recorded }, but the shuffle gives { $derived }.
webapp-hand-differs = Player { $seat }'s hand in the record is { $recorded }, but the deck gives { $derived }.
webapp-table-differs = The record's table is { $recorded }, but the deck gives { $derived }.
webapp-stock-differs = The record's stock does not match the shuffle.
webapp-leader-unknown = The record lacks the previous deal's result: who led is unknown.
webapp-draw-ok = The draw recomputed: player { $seat } leads.
webapp-draw-bad-picks = Draw, round { $k }: the picked positions are impossible.
webapp-draw-differs = Draw, round { $k }: the record says { $recorded }, but the deck gives { $derived }.
webapp-draw-rounds = Draw: the record's number of rounds does not match the recomputed draw.
webapp-draw-first = By the draw player { $seat } leads, but the record says another.
webapp-step-moves = Moves
webapp-moves-ok = Moves replayed by the rules: { $n }, each one allowed.
webapp-moves-illegal = Move { $n } ({ $move }) is not allowed: { $why }.
webapp-moves-why-turn = it was not this player's turn to do that
webapp-moves-why-hand = the player did not hold that card
webapp-moves-why-rule = the rules forbid it at that point
webapp-moves-why-over = the deal was already over
webapp-moves-unfinished = The moves stop before the deal is over, yet another deal follows it.
webapp-contribution-app = own randomness from the Mini App
webapp-contribution-press = a button press in Telegram
webapp-contribution-none = no contribution
webapp-contribution-mine = yours, drawn by this browser
webapp-your-hand = Your first hand:
webapp-hand-of = Player { $n }'s first hand:
webapp-table = Table:
webapp-about = What the check proves
webapp-proves = ✅ means: the deal's deck is exactly the one that follows from the seed (whose fingerprint you saw before the deal), the players' contributions and the label. The server could not pick a deck after your presses.
webapp-not-proves = The check does not recount the recorded results and match scores (python -m engines verify does, with the record file), and it does not stop whoever runs the server from seeing the cards during the game.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Table
table-page-loading = Laying out the table…
table-page-reconnecting = Connection lost — reconnecting…
table-page-outside = This table opens in Telegram: open it from the bot's message.
table-page-no-room = The address names no room: open the table from the bot's message.
table-page-players = Players
table-page-table = On the table
table-page-hand = Your cards
table-page-actions = Buttons
table-page-chat = In the chat
table-page-watching = 👁 You are watching: the players' cards are not shown to you.
table-page-you = you
table-page-cards = Cards: { $n }
table-page-stock = Stock: { $n }
table-page-discard = Discarded: { $n }
table-page-trump = Trump: { $card }
table-page-trump-mark = trump
table-page-attacker = attacks
table-page-defender = defends
table-page-acting = to move now
table-page-ready = ready
table-page-not-ready = not ready yet
table-page-your-move = Your move
table-page-covered = { $attack }, beaten with { $cover }
table-page-uncovered = { $card }, not beaten yet
table-page-led-by = { $name } leads
table-page-tricks = Tricks: { $n }
table-page-score = Score: { $n }
table-page-captured = Captured: { $n }
table-page-scope = Scopas: { $n }
table-page-spread = Face-down cards: pick one
table-page-choose = Tap a marked card on the table, or choose below.
table-page-which = Which move?
table-page-select = Tap cards to mark them, then play them.
table-page-play = ▶ Play the marked cards
table-page-cancel = Cancel
table-page-confirm = { $action } — are you sure?
table-page-yes = Yes
table-page-ok = OK
table-page-clock = Time
table-page-clock-stop = The "Stop!" window
table-page-clock-claim = Answer the "Stop!"
table-page-clock-throwin = Time to throw in
table-page-seconds = { $n } s
table-page-status-lobby = Lobby
table-page-status-playing = Playing
table-page-status-between = Match over
table-page-status-closed = Room closed
table-page-status-replay = Replay
table-page-replay-title = Replay: deal { $n }
table-page-replay-move = Move { $n } of { $total }
table-page-replay-dealt = Cards dealt
table-page-replay-first = To the start
table-page-replay-back = Back
table-page-replay-forward = Forward
table-page-replay-last = To the end
table-page-replay-play = Play
table-page-replay-pause = Pause
table-page-replay-speed = Speed
table-page-replay-jump = Go to move
table-page-replay-verified = ✅ Fair deck: the check passed
table-page-replay-unverified = ❌ The deck check failed
table-page-replay-hands = Players' cards
table-page-replay-missing = Replay not found: the link is wrong or the deal is no longer kept.
table-page-replay-clock = ⏱ Time ran out
table-page-replay-draw = First-move draw: { $cards }
table-page-replay-share = Share
table-page-replay-copied = Replay link copied
table-page-refused-unsigned = The page was not opened from Telegram: open the table from the bot's message.
table-page-refused-stale = Telegram's data is out of date: close the table and open it again.
table-page-refused-unavailable = There is no such room (any more).
table-page-refused-malformed = The request is damaged.
table-page-refused-too-fast = Too fast — wait a second.
table-page-refused-network = The server does not answer.
table-page-talk = Table talk
table-page-talk-empty = What is said at this table will appear here.
table-page-talk-placeholder = Say something to the table…
table-page-talk-send = Send
table-page-talk-phrases = A team deal is on: no hints, so only these phrases go to the table.
table-page-talk-muted = 🔇 You muted this table with /mute: the others' words do not come here.

profile-title = ⚙ Profile
profile-language = Language: { $name }
profile-style = Scopa deck: { $style ->
    [french] French
    [roses] Roses & Lilies
   *[italian] Italian
  } ({ $sample })
profile-fp = Show the deck fingerprint: { $on ->
    [yes] yes
   *[no] no
  }
profile-pings = 🔔 Remind me of my move: { $on ->
    [yes] yes
   *[no] no
  }
profile-hands = 🃏 Cards in a group game: { $where ->
    [group] in the group
    [private] in the private chat
   *[both] in the group and in the private chat
  }
profile-fp-hint = The 🔒 fingerprint is the first 8 hex digits of the SHA-256 of the deck's secret seed. It is shown before the deal; afterwards the seed is revealed and anyone can check the deck was that one.
style-italian = Italian
style-french = French
style-roses = Roses & Lilies
btn-fp = Deck fingerprint: { $on ->
    [yes] switch on
   *[no] switch off
  }
btn-pings = 🔔 Move reminders: { $on ->
    [yes] switch on
   *[no] switch off
  }
btn-hands = 🃏 { $where ->
    [group] In the group
    [private] In private
   *[both] Both
  }

join-ok = You are in!
join-already = You are already in this room.
left-ok = You left.
ready-ok = Ready!
ready-already = You are ready already.
unready-ok = "Ready" mark removed.
computer-added = Computer added.
computer-removed = Computer removed.
option-ok = Rules changed.
option-ok-cleared = Rules changed; "Ready" marks cleared.
ended-ok = The game is over.
surrender-ok = You surrendered.
record-sent-private = The record is in your private chat.
confirm-leave = Leave the running game? A computer takes your seat and the others play on (alone against computers, the game ends). Tap again to confirm.
confirm-end = { $people ->
    [yes] End the game for everyone? Only people play here: in the ratings it counts as your loss (or of those the bot cannot reach, if the game waits for them). Tap again to confirm.
   *[no] End the game for everyone? Tap again to confirm.
}
confirm-surrender = { $game ->
    [bura] Surrender? You lose the whole match, not just this deal: your opponent wins. Tap again to confirm.
    [scopa] Surrender? You lose the whole game: the other side wins. Tap again to confirm.
   *[other] Surrender? Tap again to confirm.
  }

err-stale = This move is no longer available — your cards are redrawn.
err-move-gone = «{ $move }» is no longer possible: the table changed while you chose. Your cards are redrawn.
err-not-your-button = This is not your button.
err-unknown-button = Unknown button.
err-forged = There is no such option.
err-unknown-room = The room was not found or is closed.
err-invite-unknown = Invitation not found: the link is wrong or expired.
err-invite-expired = This room is closed. Ask for a new invitation.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } for { $n }
  }
inline-desc = Post an invitation with a "Join" button in this chat
inline-room-title = Invite to my room: { $game }
inline-room-desc = An invitation to the room you sit in
card-new = 🃏 { $name } invites you to play { $game }
card-seats = Seats: { $n }
card-seated = At the table: { $names }
card-hint = Tap "Join": your cards come in a private chat with the bot.
card-closed = No seats left: the game is on or the table is full.
card-joined = You are at the table! The lobby is in your private chat with the bot.
card-seated-already = You are at this table already: the lobby is sent to your private chat with the bot.
card-open-bot = Open the bot: it seats you by this invitation.
card-not-this-room = This button does not belong to this invitation card: nothing changed. Tap "Join" on the game's own card, or ask for a new invitation.
card-not-ready = This card's game is not set up yet. If the card was just posted, tap again in a second; otherwise ask for a new invitation.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (sticker)
btn-talk-report = ⚠️ Report
talk-reported = "{ $name }" is reported: future quick matches with strangers will not seat you together.
err-talk-report = Only someone at this table can report, and not themselves.
talk-too-fast = Too fast: up to 5 messages in a row go to the table, then one every { $sec } s. This one was not sent — wait a little.
talk-nobody = Nobody will hear you: everyone else at the table turned the talk off.
talk-off-self = Your table talk is off (/profile): the message was not sent.
talk-sent-to = 💬 Sent to the { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } table — the one where play went on last.
talk-phrases-only = 🤝 A team deal is on at the { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } table, and nobody may name their cards or give hints — in the chat either. Your message was not sent: while the deal runs, only these phrases go to the table. Free text again between deals.
talk-phrase-hello = 👋 Hi!
talk-phrase-luck = 🍀 Good luck!
talk-phrase-nice = 👍 Nice move!
talk-phrase-thanks = 🙏 Thanks!
talk-phrase-oops = 😅 Oops!
talk-phrase-haha = 😄 Ha-ha!
talk-phrase-sorry = 🙂 Sorry!
talk-phrase-gg = 🤝 Good game!
talk-phrase-sent = 💬 Sent: { $text }
err-talk-phrase = The phrase was not sent: this table is no longer playing, or you are not seated at it.
err-talk-table = The message was not sent: this table is no longer playing, or you are not seated at it.
mute-on = 🔇 Table talk at { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } is off for you. /mute again to switch it on.
mute-off = 🔊 Table talk at { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } is on again.
mute-none = You are not at a running game without a group: nothing to mute.
err-room-full = Every seat is taken.
err-room-playing = A game is running; you can join after it.
err-join-first = You are not at the table yet: the chat with the bot opens now and takes you a seat (press "Start" if Telegram asks). Then press "Ready".
err-join-here = { $teams ->
    [yes] You are not at the table yet: pick a team with its button on the group's table — you take a seat right here, no need to open the bot.
   *[no] You are not at the table yet: tap «➕ Join» on the group's table — you take a seat right here, no need to open the bot.
  }
err-not-in-room = You are not in this room.
err-creator-only = Only the room's creator can do that.
err-no-computer = There is no computer at the table.
err-no-game = No game is running.
err-record-unavailable = The record is available once the deal is over.
err-open-bot = Open a private chat with the bot (tap "Start") so I can send it.
err-internal = Something went wrong; your move is not lost. Please try again.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — press "Stop!" while the window is open.
bar-claim = ⏱ { $bar } { $n } s — answer with your own "Stop!", or your opponent takes the lead.
btn-hurry = ⏰ Hurry up
hurry-ping = ⏰ { $name } asks you to hurry: it is your move in { $game }.
hurry-ping-next = ⏰ { $name } asks you to hurry: everyone is waiting for the next deal of { $game } — tap "▶ Next deal".
hurry-ping-lobby = ⏰ { $name } asks you to hurry: { $game } starts once you tap the button on your message.
hurry-group = ⏰ { $names }: { $name } asks you to hurry — tap "🃏 My cards".
hurry-sent = Reminder sent.
hurry-too-soon = A reminder was sent recently; please wait a little.
hurry-not-yet = You can hurry a player once the move is overdue.
hurry-nobody = Everyone is waiting for you.
err-paused = The game is paused: waiting for a player the bot cannot reach.
pause-line = ⏸ Paused: the bot cannot reach { $names }. Waiting { $dur } more; if they do not return, the game is cancelled without a winner. Come back: { $url }
pause-rated-note = A rated game: if they do not return, it is a loss in the ratings ({ $names }); «🤖 Play for …» hands the seat to the computer now — a loss too.
pause-started = ⏸ { $game }: the game is paused — the bot cannot reach { $names }. Waiting { $dur }; if they do not return, the game is cancelled without a winner.
pause-resumed = ▶ { $game }: { $names } is back, the game goes on from the same place.
pause-cancelled = ✖ { $game }: { $names } did not return, the game is cancelled without a winner.
pause-cancelled-rated = ✖ { $game }: { $names } did not return, the game is cancelled; in the ratings it is a loss for { $names }.
outcome-cancelled = Game cancelled without a winner: { $name } did not return.
outcome-expired = Room closed: a day without actions.
outcome-rated-loss = In the ratings this is a loss for { $names }.
room-ttl-hint = ⌛ The room closes after { $dur } without actions.
room-expired = ⌛ Room closed: { $dur } without actions. Start a new game: /new
room-closed = Room closed. Start a new game: /new

## issue 17
cmd-language = language (in a group: the table's, for admins)
cmd-hands = cards in the group: on/off (for admins)
cmd-rules = rules of the games
language-pick-mine = Your language: { $name }. Private messages from the bot follow it.
language-set-mine = Language changed.
language-pick-group = The table's language in this group: { $lang ->
    [none] the language of whoever opens the room
   *[other] { $name }
  }. Administrators can change it; each player's private messages stay in their own language.
language-set-group = This group's tables now speak { $name }; private messages stay in each player's language.
language-admins-only = Only the group's administrators can change its language.
group-hands-state = 🃏 Players' cards in this group: { $on ->
    [yes] shown right here, each player seeing only their own (the «🃏 My cards» button)
   *[no] only in the private chat with the bot
  }
btn-group-hands = { $on ->
    [yes] Show cards in the group
   *[no] Stop showing cards in the group
  }
group-hands-admins-only = Only the group's administrators decide whether cards are shown in the group.
group-hands-set = Done: it applies from the next moves.
btn-rules = ℹ️ Rules
btn-rules-more = 📖 In full
btn-rules-short = ◀ In short
rules-pick = Rules of which game?
rules-sent-private = The rules are in your private chat.
scopa-legend = Figures: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak in short
    36 cards (6…A), six to each player; the suit of the stock's face-up bottom card is trump. Order: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; a trump beats any non-trump, a trump only a higher trump.
    The attacker lays a card; the defender covers it with a higher card of its suit or a trump. The others may throw in cards of ranks already on the table (at most 6, and no more than the defender holds).
    All covered: the cards are discarded and the defender attacks next. Cannot cover: "Take" — the defender takes the table and skips a turn.
    After each round everyone draws back up to six.
    Throw-in: only throwing in. Transfer: while no card is covered yet, the defender may add a card of the same rank and pass the attack on to the next player.
    The last one left holding cards is the durak.
rules-durak-more = 📖 Durak — in full
    First lead: whoever holds the lowest trump after the deal; if nobody holds a trump, the first seat at the table.
    Limit: a round never has more than 6 attack cards, nor more than the defender held when the defence began (after a transfer: the new defender).
    Drawing after a round: first whoever led the round, then the others in turn, the defender last; each fills up to 6 at once. When the stock runs out, the rest draw nothing.
    "Pass" is said only by a player who could throw in; any new card on the table clears every "Pass".
    "Take": with 'Throw in after "Take"' on, the others may still add cards within the limit; then the defender takes the table and skips the turn.
    Transfer (transfer Durak): while no card is covered, the defender adds a card of the same rank and the attack passes on, if the next player has enough cards.
    Teams (2×2, 3×2, 2×3): nobody attacks or throws in against a partner; the team still holding cards last loses. Last cards gone at the same moment: a draw. No hints to a partner: while the game runs, table talk is fixed phrases only.
rules-bura = 🂮 Bura in short
    36 cards, three to each; the face-up card under the stock is trump. Card worth (counted in tricks only): A 11, 10 10, K 4, Q 3, J 2, 9…6 nothing; 120 in all.
    Order for beating: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    A lead is one card, or two or three of one suit. The defender beats each one (a higher card of its suit or a trump) or dumps as many cards face down, and then the trick is the attacker's. Trick piles stay hidden until the deal ends.
    After a trick its winner chooses: "Enough!" or draw on.
    "Enough!" with cards worth 41–70: +2 match points (+4 if the opponent's are worth 41–70, +6 if over 70). Otherwise the opponent gets 2.
    Without "Enough!": cards worth more +1 point; an opponent without a single trick ("dry") +6.
    "Stop!": three sixes +3 points, three aces +4; the defender's three cards of one suit take over the lead.
    The match is to 12 points. "🏳 Concede the match" gives the opponent the whole match.
    Who leads first: before deal 1 each draws a card from a face-down spread; the higher (6 < … < 10 < J < Q < K < A) leads, equal ranks draw again.
rules-bura-more = 📖 Bura — in full: match points
    "Enough!" is said by the trick's winner, before drawing; the card points in their closed pile count:
    · you 41–70, the opponent under 41 — +2 points;
    · you 41–70 and the opponent 41–70 — +4;
    · you 41–70, the opponent over 70 — +6;
    · you under 41 or over 70 — the opponent gets 2.
    A deal played out without "Enough!": more card points — +1; an opponent without a single trick ("dry") — +6; equal — nobody, and the same player leads again.
    "Stop!": three sixes — +3, three aces — +4, at any moment of the deal. Three cards of one suit held by the defender — an interception: 5 seconds after each draw; if the attacker holds three of a suit too, it has 3 seconds for its own "Stop!".
    The next deal is led by whoever scored in the last one. The match is to 12 points.
rules-scopa = 🂡 Scopa in short
    40 cards, four suits of ten: ace = 1, 2…7 at face value, F (fante) = 8, C (cavallo) = 9, R (re) = 10; in the French deck J, Q, K.
    Three cards to each player, four on the table. Play one card: it takes a table card of the same value, or else a set of cards adding up to it. Taking is compulsory. Nothing to take: the card stays on the table.
    Clearing the table with a capture is a scopa (+1), except on the deal's last play.
    Points after each deal: most cards +1, most coins +1, settebello (7 of coins) +1, primiera +1, each scopa +1. A tie in a category: nobody.
    One on one or 2×2 (partners sit opposite). Play to 11 points or the chosen target.
rules-scopa-more = 📖 Scopa — in full
    Primiera: from each suit take the best card on the scale 7 → 21, 6 → 18, ace → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10, and add the four numbers; a missing suit counts 0. Example: 7 of coins + 6 of cups + ace of swords + R of batons = 21 + 18 + 16 + 10 = 65. The larger sum — +1 point.
    Redeal: if three or four kings (R) are among the four table cards, the cards are dealt again from a new deck of the same seed; the table says so in a line, and so does the record.
    End of a deal: the cards left on the table after the last play go to whoever captured last (not a scopa); a scopa on the deal's very last play does not count.
    Everyone deals in turn; the player after the dealer plays first. The winner is decided only after a deal: if both sides reach the target the higher score wins, equal — another deal.
    2×2: your partner's cards are hidden; naming your cards or giving hints is not allowed, in the chat either: while a deal runs, table talk is fixed phrases only.
bura-declared-ok = "Enough!" — { $name }: cards worth { $points }, within 41–70.
bura-declared-wrong = "Enough!" — { $name }: cards worth { $points }, but 41–70 is needed.
durak-loser-cards = 🃏 Durak: { $name } (left holding { $cards })
scopa-won = { $category ->
    [cards] Cards
    [coins] Coins
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = nobody (a tie)
durak-table = Table (attack ← cover):

## issue 19
durak-rule-throw-in = Throw-ins: { $timing ->
    [after_cover] only while every card on the table is covered (card by card)
   *[any_time] at any time
  }
durak-rule-teams = Teams: { $teams ->
    [pairs] two pairs (seats 1 and 3 against 2 and 4)
    [threepairs] three pairs (seats 1 and 4, 2 and 5, 3 and 6)
   *[threes] two threes (seats 1, 3, 5 against 2, 4, 6)
  }; nobody attacks a partner, the team left holding cards loses
durak-loser-team = Team { $mark } { $n } loses: { $names }
team-ok = You are in team { $mark } { $n }.
team-already = You are in team { $mark } { $n } already.
team-join-open = Open the bot: there you take a seat in team { $mark } { $n }.
err-team-full = Every place in team { $mark } { $n } is chosen by others already.
durak-rule-tat = Throw in after "Take": { $tat ->
    [yes] yes
   *[no] no
  }

## issue 21
room-fault = ⚠ The room was closed by a fault: it could not be restored. Start a new game: /new
err-room-fault = This room was closed by a fault. Start a new game: /new
err-anonymous = An anonymous administrator cannot take a seat: send the command from your own account.
err-not-your-picker = Someone else opened this game picker: type /new yourself.
err-not-your-profile = This is someone else's profile: type /profile yourself.
err-too-fast = Too fast — please wait a second.
err-too-many-rooms = You already have { $n } open rooms: finish or leave one to start another.
err-too-many-lobbies = You already sit in { $n } rooms waiting for their game to start: start one or leave one to join another.
err-chat-rooms = This group already has { $n } open rooms: finish one to start another.
group-lost = ⚠ { $game }: the bot was removed from the group — the game goes on here, in the private chat.
err-busy = The database is busy with another process: nothing changed, please try again in a second.
err-record-players-only = A deal's record goes only to the people who played it.
err-old-menu = This menu is out of date: type { $command } again.

## issue 16
option-same = Already so.
ai-level-ok = Computer level changed; "Ready" marks kept.
lobby-stale = The lobby has changed meanwhile — message updated.
solo-ok = The game against the computer starts.
err-solo-others = Other people already sit here: add computers with "🤖 + Computer".
lobby-ready-cleared = ⚠ The rules changed — "Ready" marks were cleared, confirm again.
lobby-sides-cleared = ⚠ The sides changed — whoever was moved taps "Ready" again.
settings-header = ⚙️ Room settings (changed by { $name }); "← Back to the lobby" brings back the game's buttons.
err-settings-creator = ⚙️ Only { $name }, who created this room, changes its settings.
computers-filled = { $n ->
    [one] { $n } computer added.
   *[other] { $n } computers added.
  }
shuffle-ok = The teams are shuffled.
rematch-line = 🔁 Play again: { $list } · 🔒 { $fp }
solo-hint = 🤖 Play the computer: pick the number of opponents — the deal starts at once.
btn-solo-one = 🤖 Play the computer
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] easy
    [ismcts] hard
   *[heuristic] normal
  }
ai-level-line = 🤖 Computer level: { $level ->
    [random] easy (random moves)
    [ismcts] hard (searches the possibilities)
   *[heuristic] normal (an experienced player's rules)
  }
opt-mode = { $mode ->
    [perevodnoy] transfer
   *[podkidnoy] throw-in
  }
opt-tat = Throw in after "Take"
opt-ti = { $timing ->
    [after_cover] after covering
   *[any_time] any time
  }
opt-teams = { $teams ->
    [pairs] 2 vs 2
    [threepairs] three pairs
    [threes] 3 vs 3
   *[none] no teams
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] one on one
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — straight against the computer, dealt at once.

## issue 18
cmd-stats = my statistics
cmd-top = this group's leaderboard
cmd-forget = delete my data
stats-title = 📊 Your statistics
stats-title-group = 📊 Statistics of { $name } — this group's games
stats-none = No finished games yet.
stats-line = { $who }: { $games ->
    [one] { $games } game
   *[other] { $games } games
  }, { $wins } won, { $game ->
    [durak] the durak { $losses ->
        [one] once
       *[other] { $losses } times
      }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
      }
   *[other] { $losses } lost
  } — { $rate }% won
stats-who-all = All games
stats-who-people = 👥 Against people
stats-who-computer = 🤖 Against the computer ({ $level ->
    [random] easy
    [ismcts] hard
    [heuristic] normal
   *[other] level unknown
  })
stats-streak = 🔥 Wins in a row: { $current } now, best { $best }
stats-rating = 📈 Rating: { $rating } ± { $pm } ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  })
stats-favourite = ⭐ Favourite mode: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] transfer
   *[podkidnoy] throw-in
  }, { $seats ->
    [one] { $seats } player
   *[other] { $seats } players
  }{ $teams ->
    [pairs] , pair against pair
    [threepairs] , three pairs
    [threes] , three against three
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, team against team
   *[other] one against one
  }
btn-stats-chart = 📈 Chart
stats-replays = ▶️ Replays of the latest deals — the buttons below, newest first.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · deal { $deal }
stats-chart-caption = 📈 Games per week and the win rate so far
stats-chart-caption-group = 📈 { $name }: games in this group per week and the win rate so far
chart-title = Games and win rate
chart-games = games
chart-rate = won, %
picture-standings-rank = #
picture-standings-player = Player
picture-standings-score = Points
picture-standings-buchholz = Buchholz
picture-standings-games = Games
picture-bracket-round = Round { $n }
picture-bracket-final = Final
picture-bracket-semifinal = Semi-finals
picture-bracket-quarterfinal = Quarter-finals
picture-bracket-champion = Champion
picture-bracket-bye = bye
picture-bracket-walkover = w/o
err-not-your-stats = These are someone else's statistics: type /stats yourself.
top-title = 🏆 { $game } — { $period ->
    [week] this week
    [month] this month
   *[all] all time
  }
top-line = { $n }. { $name } — { $wins } of { $games } won ({ $rate }%)
top-empty = Nobody is ranked yet.
top-loser-week = 🤡 The durak of the week: { $name } ({ $n ->
    [one] once
   *[other] { $n } times
  })
top-hint = Games among people only; ranked from { $n ->
    [one] { $n } game
   *[other] { $n } games
  } on. Hide yourself in /profile.
top-global-title = 🌍 Global rating — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, games: { $games }
top-global-empty = Nobody is on this board yet.
top-global-hint = Glicko-2 ratings, moved only by games among people (no computer at the table). Listed: those who turned on «🌍 Global rating» in /profile, from { $n ->
    [one] { $n } rated game
   *[other] { $n } rated games
  } on.
top-global-unknown = There is no game «{ $name }» here: type /top global with one of { $games }.
top-global-season = 🗓 Season: { $season } ({ $current ->
    [yes] current
   *[no] ended
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Current season
top-season-unknown = That season is not known here or no longer kept: press one of the board's buttons.
stats-best-season = 🏅 Best season: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Week
    [month] Month
   *[all] All time
  }
forget-private-only = /forget works in the private chat with the bot.
forget-ask = Delete your data? Your results and statistics are removed, and your seats in the kept game records become anonymous. This cannot be undone.
btn-forget-yes = 🗑 Delete
btn-forget-no = Keep
forget-kept = Nothing was deleted.
forget-done = Your data is deleted.
forget-leave-first = Leave your open games first.
profile-hidden = 🏆 Group leaderboards: { $on ->
    [yes] you are hidden
   *[no] you are shown
  }
profile-talk = 💬 Table talk: { $on ->
    [yes] on
   *[no] off
  }
btn-hide = { $on ->
    [yes] 🏆 Hide me from leaderboards
   *[no] 🏆 Show me on leaderboards
  }
btn-talk = { $on ->
    [yes] 💬 Switch table talk on
   *[no] 💬 Switch table talk off
  }
profile-rated = 🌍 Global rating (/top global): { $on ->
    [yes] you are listed
   *[no] you are not listed
  }
btn-rated = { $on ->
    [yes] 🌍 List me in the global rating
   *[no] 🌍 Take me off the global rating
  }

## issue 16
err-room-locked = The room's creator closed it: it takes no new players.
takeover-ok = Done: the computer plays for this player now.
takeover-self = That is your own seat: you are here, so the computer does not play it. Make your move in your private chat with the bot.
takeover-announce = 🤖 { $game }: the computer plays for { $names } now. To take the seat back, press any button of this game.
takeover-announce-rated = 🤖 { $game }: the computer plays for { $names } now, and in the ratings this match is a loss for { $names }. To take the seat back, press any button of this game.
kick-ok = The player was removed from the seat.
lock-already = Already so.
lock-on = Closed: the room takes no new players.
lock-off = Open to new players.
you-are-out = 🏁 You are out — no cards left. The others play on; the result will appear here. You may leave the room now without bothering anyone.
btn-leave-out = 👋 Leave the room
computer-plays-for-you = 🤖 The computer plays for you now: press any button to take your seat back.
btn-my-cards = 🃏 My cards
tap-my-cards = 👉 { $names }: your move — tap «🃏 My cards», your cards show here for you only.
err-not-seated-here = You are not seated at this table.
next-deal-auto = ⏩ The next deal starts by itself in { $dur }; the button below starts it now.
btn-rematch = 🔁 Play again
lobby-locked = 🔒 Closed: no new players.
btn-take-over = 🤖 Play for { $name }
btn-kick = ✖ Remove: { $name }
btn-lock = 🔒 Close the room
btn-unlock = 🔓 Open the room
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Wins: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Throw-ins: wait { $n } s once every card is covered
durak-throw-wait-take = ⏱ Throw-ins: wait { $n } s once every card is covered or the defender takes
durak-throw-wait-off = ⏱ Throw-ins: wait without a limit
btn-throw-wait = ⏱ Throw-in wait: { $n } s
btn-throw-wait-off = ⏱ Throw-in wait: no limit
bar-throwin = ⏱ { $bar } { $n } s — throw in or press "Pass"; then the round ends by itself.
bar-throwin-take = ⏱ { $bar } { $n } s — throw in or press "Pass"; then the defender picks up the cards.
bar-still = (In the group this countdown does not move — Telegram lets a bot edit only 20 times a minute per group: the { $n } s count from when this message appeared.)
game-over-header = 🏁 { $game }: the game is over.

## issue 32: quick match
cmd-play = play with anyone (quick match)
btn-quick = 🎲 Play with anyone
btn-quick-any = any
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Join the queue
btn-quick-leave = Leave the queue
btn-quick-fill = 🤖 Fill with computers
btn-quick-keep = ⏳ Wait { $sec } s more
quick-seats = { $n ->
    [one] { $n } player
   *[other] { $n } players
  }
quick-seats-range = { $low }–{ $high } players
quick-menu-title = 🎲 Play with anyone: I seat you with people looking for the same game.
quick-menu-choice = Chosen: { $what }.
quick-menu-hint = If nobody turns up within { $sec } s, I offer computers. Opponents see your first name only (your full name if you wish, in /profile).
quick-waiting = ⏳ Looking for opponents: { $what }. Without any in { $sec } s I offer computers.
quick-offer = Nobody yet ({ $what }). Put computers ({ $n }) in the free seats and start, or wait more?
quick-matched = 🎲 Opponents found: { $names }{ $n ->
    [0] {""}
   *[other] {""} and computers ({ $n })
  }. Your cards come in the next message. Good luck!
quick-filled = 🤖 You play computers ({ $n }). Your cards come in the next message.
quick-left = You left the queue.
quick-not-queued = You are no longer in the queue.
quick-in-queue = You are in the queue already — here it is.
quick-joined = You are in the queue.
quick-keep-ok = Waiting more.
quick-private = Playing with anyone happens in the private chat with the bot: press the button below and pick a game there.
quick-cooldown = Not yet: you left quick matches early ({ $n } times), so you wait { $sec } s before the next one. Play your matches to the end and the wait gets shorter.
quick-too-many-joins = Too often: you can join the queue at most { $n } times a minute. Try again in { $sec } s.
err-not-your-menu = This is another player's menu: open your own with /play.
profile-name = 🎲 Name in games with strangers: { $on ->
    [yes] full name
   *[no] first name only
  }
btn-show-name = { $on ->
    [yes] 🎲 Show my full name
   *[no] 🎲 Show my first name only
  }
quick-found = 🎲 Opponents found — your cards come in the next message.

# Card names for screen readers on the table page (bot/web/tablemodel.py): card-name joins a rank
# and a suit; card-rank-it-* and card-suit-it-* name an Italian-suited deck (Scopa in the Italian or
# «Roses & Lilies» style: jack/knight/king of swords, cups, coins, batons).
card-name = { $rank } of { $suit }
card-rank-a = ace
card-rank-2 = two
card-rank-3 = three
card-rank-4 = four
card-rank-5 = five
card-rank-6 = six
card-rank-7 = seven
card-rank-8 = eight
card-rank-9 = nine
card-rank-t = ten
card-rank-j = jack
card-rank-q = queen
card-rank-k = king
card-rank-it-j = jack
card-rank-it-q = knight
card-rank-it-k = king
card-suit-s = spades
card-suit-h = hearts
card-suit-d = diamonds
card-suit-c = clubs
card-suit-it-s = swords
card-suit-it-h = cups
card-suit-it-d = coins
card-suit-it-c = batons

# ----- tournaments in a group (issue 47) -----
cmd-tournament = tournament in this group
tn-title = 🏆 Tournament: { $game }, { $format }
tn-format-swiss = Swiss system
tn-format-knockout = knockout
tn-rounds = Rounds: { $n }
tn-people = Signed up ({ $n } of { $max }): { $names }
tn-nobody = Nobody has signed up yet.
tn-status-running = ▶️ Round { $round } of { $rounds } is being played.
tn-status-finished = 🏁 The tournament is over.
tn-status-cancelled = ✖️ The tournament was called off.
tn-how = From { $min } to { $max } people. Its creator or a group administrator starts it.
tn-btn-join = ➕ Join
tn-btn-leave = ➖ Leave
tn-btn-start = ▶️ Start
tn-btn-cancel = ✖️ Call off
tn-computer = 🤖 computer
tn-round = Round { $round } of { $rounds }:
tn-bye = { $name }: a bye (a win without a game)
tn-round-go = Each table is a game of this group below. Good luck!
tn-winner = 🥇 Winner: { $name }
tn-standings = Final standings:
tn-group-only = Tournaments are run in groups: add the bot to a group and send /tournament there.
tn-usage = Usage: /tournament <game> [swiss|knockout] [rounds]. Games: { $games }. From { $min } to { $max } people.
tn-joined = You are in the tournament.
tn-left = You are off the list.
tn-started = The tournament begins!
tn-cancelled = The tournament is called off.
tn-err-joined = You are in the list already.
tn-err-not-in = You are not in the list.
tn-err-closed = This tournament is no longer signing up.
tn-err-full = The tournament is full.
tn-err-count = A tournament needs 4 to 64 people.
tn-err-not-creator = Only the tournament's creator or a group administrator can do that.
tn-err-open = This group already has a tournament open: finish it first.
top-tournaments = 🏆 Tournaments:
top-tournament-line = 🥇 { $name } (players: { $n })
btn-top-tournament = 📋 Standings: { $name }, { $date }
top-tournament-unknown = That tournament is not known here or no longer kept: press one of the board's buttons.
tn-btn-end = ⛔ End the tournament
tn-ended = The tournament is over: the rounds played to their end count.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Starts at { $time } ({ $zone }). If fewer than { $min } have signed up by then, it is called off.
tn-btn-later-15 = ⏰ +15 min
tn-btn-later-60 = ⏰ +1 h
tn-btn-no-time = ⏰ No start time
tn-time-set = Starts at { $time } ({ $zone }) — in { $minutes } min.
tn-time-cleared = Start time removed: the tournament starts with «▶️ Start».
tn-err-time = A start time can only be set within the next 24 hours.
tn-err-no-time = No start time is set.
tn-called-off = ✖️ The tournament is called off: { $n } signed up by the start time, and it needs at least { $min }.
tn-called-off-late = ✖️ The tournament is called off: the bot was not running at its start time, and over an hour has passed since.
tn-status-paused = ⏸ Paused: this round's tables play on; the next round starts when the tournament is resumed.
tn-btn-pause = ⏸ Pause
tn-btn-resume = ▶️ Resume
tn-paused = Paused: no new round starts until the tournament is resumed.
tn-resumed = The tournament goes on.
tn-err-paused = The tournament is already paused.
tn-err-not-paused = The tournament is not paused.
tn-btn-drop = 🚫 Drop a player
tn-drop-pick = Whom to drop from the tournament? Tap a name.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } is out of the tournament.
tn-dropped-note = 🚫 { $name } is out of the tournament: not paired in later rounds, and the game being played counts as walking away from the table.
tn-left-group = 🚪 { $name } is no longer in the group and is out of the tournament.
tn-err-dropped = That player is already out.
tn-err-no-player = That person is not in the tournament.
tn-out = Out: { $names }
tn-usage-time = A start time: /tournament durak 21:00 (UTC) or 21:00+3 (UTC+3) — it starts by itself; the offset is remembered for the group's next tournaments.
tn-seats = At a table: { $size ->
    [tables] 3–4 people, seated by score (5 people: 3 + 2 and a computer)
   *[pairs] two, one on one
  }
tn-opt-seats = { $size ->
    [tables] 3–4 at a table
   *[pairs] one on one
  }
tn-options-how = Its creator or a group administrator sets every table's rules with the buttons below until it starts.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, round { $round } of { $rounds }: your table is ready. At your table: { $names }.
tn-ping-hand-here = Your cards are in this chat, below.
tn-ping-hand-group = Your cards are in the group: the «🃏 My cards» button under the table.
tn-ping-link = The tournament in the group: { $link }
tn-ping-group = 🔔 { $names }: your tables are ready — they are below in this group.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Review
review-working = Reviewing the deal… I'll send the review to your private chat.
review-busy = This deal's review is already being prepared — I'll send it as soon as it's ready.
review-title = 🔎 Review: { $game }, deal { $n }
review-mistake = Move { $move }: you played «{ $played }»; «{ $better }» was better — it cost you { $cost }.
review-cost-chance = ~{ $percent }% chance of not being the durak
review-cost-points = ~{ $points } points
review-none = No mistakes found: all your decisions ({ $n }) were as good as the search's. Well played!
review-how = Each decision is judged from what you saw at the time — never the other players' cards.
err-review-players-only = Only a deal you played in can be reviewed.
err-review-unavailable = This deal can't be reviewed: it wasn't played to the end or is no longer kept.
err-review-limit = That's enough reviews for this hour — the next one is possible in { $minutes } min.
err-review-failed = The deal couldn't be reviewed — please try again later.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Hint
hint-thinking = 💡 Thinking about a hint…
hint-move = 💡 The strongest computer would play «{ $move }».
hint-why-cover = { $trump ->
    [yes] Cover with a trump: otherwise you pick up { $cards }.
   *[no] Cover: otherwise you pick up { $cards }.
  }
hint-why-take = Take: covering now costs more. You pick up { $cards }.
hint-why-transfer = Transfer: the next player defends, with { $cards } on the table.
hint-why-throw-in = Throw in: the defender holds { $cards }.
hint-why-hold = Stop throwing in: keep these cards for later.
hint-why-lead-low = Lead your lowest card that is not a trump: keep the strong ones.
hint-why-enough = Say «Enough!»: the points you have seen in your pile: { $points }.
hint-why-not-yet = Don't say «Enough!» yet: the points you have seen in your pile: { $points }.
hint-why-stop = Say «Stop!»: with these cards in hand you win.
hint-why-sweep = Take the whole table — a scopa, one more point. Into your pile: { $cards }.
hint-why-settebello = Take the settebello, the seven of diamonds: a point of its own. Into your pile: { $cards }.
hint-why-primiera = Take the sevens — they decide the primiera. Sevens in this capture: { $sevens }; into your pile: { $cards }.
hint-why-no-sweep = Play this card: after it no single card can take the whole table — no scopa for your opponent.
hint-why-capture = Take: into your pile go { $cards }.
hint-why-only = There is only one sensible move here.
hint-why-luck = This is a blind draw: any card is as good as another.
hint-why-best-chance = By the search's estimate your chance of not being the durak this way: ~{ $percent }%.
hint-why-best-points = By the search's estimate this move beats the obvious one by about { $points } points.
hint-why-best-plain = By the search's estimate this is the best move here.
err-hint-not-yours = This button is not yours.
err-hint-not-allowed = Hints are only for games against computers (never with another person, never in a rated match), with «💡 Hints» on in /profile.
err-hint-stale = No hint now: it is not your move (or the message is old).
err-hint-failed = The hint did not work out — try again.
hints-on = 💡 Hints are on.
hints-off = 💡 Hints are off.
profile-hints = 💡 Hints in games against computers: { $on ->
    [yes] on
   *[no] off
  }
btn-hints = { $on ->
    [yes] 💡 Switch hints on
   *[no] 💡 Switch hints off
  }
