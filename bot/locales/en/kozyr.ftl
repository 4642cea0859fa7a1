## Kozyr — English

welcome = Hi! I am Kozyr: Durak, Bura and Scopa in Telegram.
    In a group: /durak, /bura, /scopa or /new opens a table; friends join with one tap.
    In private: /new makes a room and gives you an invitation link.
    /hand re-sends my cards, /profile sets language, deck style and the deck fingerprint.
help = Commands:
    /durak, /bura, /scopa — open a room (in a group or here)
    /new — pick a game
    /hand — re-send the message with your cards
    /profile — language, Scopa deck style, deck fingerprint 🔒
    How to play: tap "Join" under the group's table, then "Ready". The game starts when every seat is taken and every person is ready. Play with the buttons in your private message: it shows only your cards and only the moves allowed right now.
pick-game = Which game?
pick-done = Which game? — { $game }
err-picked = The game is already chosen.
no-rooms = You have no open rooms. Start a game: /new
invite-forward = Room created. Forward this invitation link to a friend:
    { $url }
ping-turn = 🔔 Your move — { $game }
you-left = You left the room.

cmd-new = new game (pick)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = re-send my cards
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
    [4] two teams of two (0+2 vs 1+3)
   *[other] one on one
  }; play to { $target } points
options-bura = Rules: to 12 points, "Enough!" at 41–70.

lobby-header = Seats: { $taken } of { $capacity }
lobby-hint = Join and tap "Ready". The game starts when every seat is taken and every person is ready.
commitment-line = 🔒 Deck fingerprint: { $fp } (the deck is fixed already; your "Ready" press adds your randomness)
invite-line = Invitation link: { $url }
unreachable = ⚠ { $names }: the bot cannot write to you. Open the bot: { $url }
next-deal-header = Deal { $n }: tap "Next deal".

btn-join = ➕ Join
btn-ready = ✅ Ready
btn-unready = ↩ Not ready
btn-add-computer = 🤖 + Computer
btn-remove-computer = 🤖 − Remove
btn-leave = 🚪 Leave
btn-surrender = 🏳 Surrender
btn-end-game = ⛔ End the game
btn-next-deal = ▶ Next deal
btn-record = 📄 Deal record
btn-record-match = 📄 Record: match { $n }
btn-back = ← Back
btn-mode = Mode: { $mode ->
    [perevodnoy] transfer
   *[podkidnoy] throw-in
  }
btn-seats-minus = − seat
btn-seats-plus = + seat
btn-tat = Throw in after "Take": { $tat ->
    [yes] yes
   *[no] no
  }
btn-scopa-4 = Play 2×2
btn-scopa-2 = Play one on one
btn-target = To { $n }

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

durak-status = Trump: { $trump } · Stock: { $stock } · Discarded: { $discard }
last-durak-attack = Last move: { $name } — { $card }
last-durak-transfer = Last move: { $name } transferred with { $card }
last-durak-defend = Last move: { $name } beat { $target } with { $card }
last-durak-take = Last move: { $name } takes
last-durak-pass = Last move: { $name } passed
prompt-durak-lead = Your move: pick a card.
prompt-durak-throw = You may throw in a card or tap "Pass".
prompt-durak-defend = Beat or take.
prompt-durak-defend-transfer = Beat, transfer or take.
act-attack = Throw in { $card }
act-defend = Beat { $target } with { $card }
act-transfer = Transfer with { $card }
act-take = Take
act-pass = Pass
durak-loser = Durak: { $name }
durak-draw = A draw: the last cards went out together.
durak-out-order = Out: { $names }
result-none = The game was interrupted.

scopa-status = Deal { $deal } · Stock: { $stock } · Playing to { $target }
scopa-side = Side { $side } ({ $who }): { $score } · captured { $pile } · scopas { $scopas }
scopa-last-capture = Last move: { $name } — { $card } takes { $cards }
scopa-last-drop = Last move: { $name } lays { $card }
prompt-scopa = Your move: pick a card.
act-capture = { $card } takes { $cards }
act-drop = Lay { $card } on the table
scopa-deal-side = { $who }: cards { $cards }, coins { $coins }, settebello { $settebello }, primiera { $primiera }, scopas { $scopas } → +{ $points }

bura-status = Deal { $deal } · Trump: { $trump } · Stock: { $stock }
bura-lead = On the table, { $name } leads: { $cards }
bura-window = ⏱ The "Stop!" window is open.
bura-claim = ⏱ "Stop!" claimed: waiting for the attacker's answer.
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
bura-award-enough = { $name }: "Enough!" — +{ $n }
bura-award-enough_wrong = "Enough!" outside 41–70: { $name } gets +{ $n }
bura-award-three_sixes = { $name }: three sixes — +{ $n }
bura-award-three_aces = { $name }: three aces — +{ $n }
bura-award-more_points = { $name }: more points — +{ $n }
bura-award-dry = { $name }: a dry win — +{ $n }
bura-award-tie = Equal points: nobody scores.
bura-award-surrender = Surrender: { $name } wins.
bura-pile = { $name }: { $points } in the pile, { $tricks ->
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

profile-title = ⚙ Profile
profile-language = Language: { $lang ->
    [ru] русский
   *[en] English
  }
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
profile-fp-hint = The 🔒 fingerprint is the first 8 hex digits of the SHA-256 of the deck's secret seed. It is shown before the deal; afterwards the seed is revealed and anyone can check the deck was that one.
lang-ru = Русский
lang-en = English
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

join-ok = You are in!
join-already = You are already in this room.
left-ok = You left.
ready-ok = Ready!
ready-already = You are ready already.
unready-ok = "Ready" mark removed.
computer-added = Computer added.
computer-removed = Computer removed.
option-ok = Rules changed; "Ready" marks cleared.
ended-ok = The game is over.
surrender-ok = You surrendered.
record-sent-private = The record is in your private chat.
confirm-leave = Leave the running game? It ends for everyone. Tap again to confirm.
confirm-end = End the game for everyone? Tap again to confirm.
confirm-surrender = Surrender? Tap again to confirm.

err-stale = This move is no longer available — your cards are redrawn.
err-not-your-button = This is not your button.
err-unknown-button = Unknown button.
err-forged = There is no such option.
err-unknown-room = The room was not found or is closed.
err-invite-unknown = Invitation not found: the link is wrong or expired.
err-invite-expired = This room is closed. Ask for a new invitation.
err-room-full = Every seat is taken.
err-room-playing = A game is running; you can join after it.
err-join-first = Join the game first ("Join" button).
err-not-in-room = You are not in this room.
err-creator-only = Only the room's creator can do that.
err-no-computer = There is no computer at the table.
err-no-game = No game is running.
err-record-unavailable = The record is available once the deal is over.
err-open-bot = Open a private chat with the bot (tap "Start") so I can send it.
err-internal = Something went wrong; your move is not lost. Please try again.

## Time in the game (bot/clock.py)
dur = { $unit ->
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — press "Stop!" while the window is open.
bar-claim = ⏱ { $bar } { $n } s — answer with your own "Stop!", or your opponent takes the lead.
btn-hurry = ⏰ Hurry up
hurry-ping = ⏰ { $name } asks you to hurry: it is your move in { $game }.
hurry-sent = Reminder sent.
hurry-too-soon = A reminder was sent recently; please wait a little.
hurry-not-yet = You can hurry a player once the move is overdue.
hurry-nobody = Everyone is waiting for you.
err-paused = The game is paused: waiting for a player the bot cannot reach.
pause-line = ⏸ Paused: the bot cannot reach { $names }. Waiting { $dur } more (until { $until } UTC); if they do not return, the game is cancelled without a winner. Come back: { $url }
pause-started = ⏸ { $game }: the game is paused — the bot cannot reach { $names }. Waiting { $dur }; if they do not return, the game is cancelled without a winner.
pause-resumed = ▶ { $game }: { $names } is back, the game goes on from the same place.
pause-cancelled = ✖ { $game }: { $names } did not return, the game is cancelled without a winner.
outcome-cancelled = Game cancelled without a winner: { $name } did not return.
outcome-expired = Room closed: a day without actions.
room-ttl-hint = ⌛ The room closes after { $dur } without actions.
room-expired = ⌛ Room closed: { $dur } without actions. Start a new game: /new
room-closed = Room closed. Start a new game: /new
