## Kozyr — Deutsch
# Glossar (ein Begriff = eine Bedeutung):
# Durak (дурак) bleibt „Durak“, auch für den Verlierer; Bura (бура) bleibt „Bura“; Scopa bleibt „Scopa“
#   (verwandt mit der spanischen Escoba).
# Varianten: подкидной = „Beilegen“, переводной = „Weitergeben“.
# beilegen (подкидывать) = Karten gleichen Rangs dazulegen; weitergeben (переводить) = den Angriff weiterschieben;
#   aufnehmen (брать, Knopf „Aufnehmen“) = die Tischkarten nehmen; schlagen (бить) = eine Karte stechen/decken.
# Trumpf (козырь); Talon = Nachziehstapel (колода/прикуп); Stich (взятка); Runde = Austeilung (раздача);
#   Match = Bura-Partie bis 12 Matchpunkte; Augen = Kartenwert der Bura (очки карт).
# Ränge im Text wie auf den Karten: J (Bube), Q (Dame), K (König), A (Ass).
# Bura-Rufe: «Хватит!» = „Genug!“, «Стоп!» = „Stopp!“.
# Scopa: scopa (Plural Scope), settebello, primiera bleiben italienisch; denari = Münzen.
# Fingerabdruck (отпечаток), Seed (зерно/семя), Protokoll (запись раздачи), Raum (комната), Tischgespräch (разговор за столом).

welcome = Hallo! Ich bin Kozyr: Durak, Bura und Scopa in Telegram.
    Die Knöpfe unten: 🤖 spielt sofort gegen den Computer; ein Spiel ohne 🤖 öffnet einen Raum für Freunde mit Einladungslink.
    In einer Gruppe: /durak, /bura, /scopa oder /new öffnet einen Tisch; Freunde setzen sich mit einem Tipp dazu.
    /hand schickt meine Karten neu, /rules erklärt die Spiele, /profile stellt Sprache, Kartenbild und den Fingerabdruck des Decks ein.
    /stats zeigt meine Statistik, /top die Bestenliste einer Gruppe, /forget löscht meine Daten, /help listet alle Befehle.
help = Befehle:
    /durak, /bura, /scopa — einen Raum öffnen (in einer Gruppe oder hier)
    /play — mit beliebigen Leuten spielen: schnelles Match mit Fremden
    /new — ein Spiel wählen (🤖: direkt gegen den Computer)
    /hand — die Nachricht mit deinen Karten neu schicken
    /mute — das Gespräch am aktuellen Tisch stummschalten (nochmal: wieder hören)
    /rules — die Regeln kurz, mit den Kartenwerten
    /language — Sprache (in einer Gruppe: die des Tisches, für Admins)
    /hands — in einer Gruppe: ob Karten direkt in der Gruppe erscheinen, jedem nur die eigenen (für Admins)
    /profile — Sprache, Kartenbild für Scopa, Fingerabdruck 🔒, Zug-Erinnerungen, aus der Bestenliste ausblenden
    /stats — meine Statistik: Spiele, Siege, Serien (in einer Gruppe: die Spiele dieser Gruppe)
    /top — die Bestenliste der Gruppe für Woche, Monat, insgesamt (in einer Gruppe)
    /top global — die globale Wertung (/top global durak, bura, scopa)
    /tournament durak — ein Turnier in einer Gruppe: Anmeldung, Runden, Endstand (Schweizer oder K.-o.-System)
    /forget — meine Daten und Statistik löschen
    So wird gespielt: Tippe unter dem Tisch in der Gruppe auf „Mitspielen“, dann auf „Bereit“. Das Spiel beginnt, wenn alle Plätze besetzt und alle bereit sind. Gespielt wird mit den Knöpfen deiner eigenen Nachricht — in der Gruppe (nur du siehst sie; «🃏 Meine Karten» schickt sie erneut) oder im privaten Chat: Sie zeigt nur deine Karten und nur die gerade erlaubten Züge.
pick-game = Welches Spiel?
pick-done = Welches Spiel? — { $game }
err-picked = Das Spiel ist schon gewählt.
no-rooms = Du hast keine offenen Räume. Starte ein Spiel: /new
invite-forward = Raum erstellt. Leite diesen Einladungslink an einen Freund oder eine Freundin weiter:
    { $url }
hand-moved = ⬇️ { $game }: Das Spiel geht unten weiter.
you-left = Du hast den Raum verlassen.

cmd-new = neues Spiel (wählen)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = meine Karten neu schicken
cmd-mute = Tischgespräch aus/an
cmd-profile = Profil: Sprache, Deck, Fingerabdruck
cmd-help = Hilfe

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Computer { $n }
player-name = Spieler { $n }
seat-free = — frei —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] Weitergeben
   *[podkidnoy] Beilegen
  }, { $seats ->
    [one] { $seats } Platz
   *[other] { $seats } Plätze
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] eins gegen eins
  }, bis { $target }
title-bura = 🂮 Bura

options-durak = Regeln: { $mode ->
    [perevodnoy] Weitergeben
   *[podkidnoy] Beilegen
  }; beilegen nach „Aufnehmen“: { $tat ->
    [yes] ja
   *[no] nein
  }
options-scopa = Regeln: { $seats ->
    [4] zwei Teams zu zweit (Plätze 1 und 3 gegen 2 und 4)
   *[other] eins gegen eins
  }; gespielt bis { $target } Punkte
options-bura = Regeln: Match bis 12 Punkte; „Genug!“, wenn deine Stiche 41–70 Augen haben.

lobby-header = Plätze: { $taken } von { $capacity }
lobby-hint = Das Spiel beginnt, wenn alle Plätze besetzt sind und alle „Bereit“ getippt haben. 🔒 Deck: { $fp }
commitment-line = 🔒 Fingerabdruck des Decks: { $fp } (das Deck steht schon fest; dein „Bereit“ fügt deinen Zufall hinzu)
invite-line = Einladungslink: { $url }
unreachable = ⚠ { $names }: Der Bot kann dir nicht schreiben. Öffne den Bot: { $url }
next-deal-header = Runde { $n }: Tippe auf „Nächste Runde“.

btn-join = ➕ Mitspielen
btn-invite = 📨 Einladen
btn-ready = ✅ Bereit
btn-ready-app = 🎲 Bereit — mein eigener Zufall
btn-unready = ↩ Nicht bereit
btn-add-computer = 🤖 + Computer
btn-remove-computer = 🤖 − Entfernen
btn-fill = 🤖 + { $n ->
    [one] { $n } Computer
   *[other] { $n } Computer
  }
btn-settings = ⚙️ Einstellungen
btn-settings-back = ← Zurück zur Lobby
btn-team = { $mark } Team { $n }
btn-shuffle = 🔀 Teams mischen
btn-leave = 🚪 Verlassen
btn-surrender = { $game ->
    [bura] 🏳 Match aufgeben
    [scopa] 🏳 Spiel aufgeben
   *[other] 🏳 Aufgeben
  }
btn-end-game = ⛔ Spiel beenden
btn-next-deal = ▶ Nächste Runde
btn-record = 📄 Protokoll
btn-check-deck = 🔍 Deck prüfen
btn-replay = ▶️ Wiederholung
replay-share-text = ▶️ Sieh dir die Wiederholung einer Runde an: { $game }
btn-table = 🎴 Tisch
btn-record-match = 📄 Protokoll: Match { $n }
btn-back = ← Zurück
btn-seats-minus = − Platz
btn-seats-plus = + Platz

cards-count = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }
tricks-count = { $n ->
    [one] { $n } Stich
   *[other] { $n } Stiche
  }
score-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
  }

table-empty = Der Tisch ist leer.
table-cards = Tisch: { $cards }
your-hand = Deine Karten: { $cards }
waiting-for = Warten auf: { $names }
state-out = raus
state-passed = passt
state-taking = nimmt auf

durak-status = ★ Trumpf: { $trump } · Talon: { $stock } · Abgelegt: { $discard }
last-durak-attack = Letzter Zug: { $name } — { $card }
last-durak-transfer = Letzter Zug: { $name } gibt mit { $card } weiter
last-durak-defend = Letzter Zug: { $name } schlägt { $target } mit { $card }
last-durak-take = Letzter Zug: { $name } nimmt auf
last-durak-pass = Letzter Zug: { $name } passt
last-durak-throw-timeout = Letzter Zug: Die Zeit zum Beilegen ist um
prompt-durak-lead = Dein Zug: Wähle eine Karte.
prompt-durak-throw = Du kannst eine Karte beilegen oder „Passen“ tippen.
prompt-durak-defend = Schlagen oder aufnehmen.
prompt-durak-defend-transfer = Schlagen, weitergeben oder aufnehmen.
act-attack = { $card } beilegen
act-defend = { $target } mit { $card } schlagen
act-transfer = Mit { $card } weitergeben
act-take = Aufnehmen
act-pass = Passen
durak-draw = Unentschieden: Die letzten Karten gingen gleichzeitig weg.
durak-out-order = Raus: { $names }
result-none = Das Spiel wurde abgebrochen.

scopa-status = Runde { $deal } · Talon: { $stock } · Gespielt bis { $target }
scopa-redeal = { $n ->
    [1] 🔄 Neu gegeben: Auf dem Tisch lagen drei oder vier Könige — die Karten wurden neu ausgeteilt.
   *[other] 🔄 Neu gegeben ({ $n }. Mal): Auf dem Tisch lagen drei oder vier Könige — die Karten wurden neu ausgeteilt.
  }
scopa-side = Seite { $side } ({ $who }): { $score } · genommen { $pile } · Scope { $scopas }
scopa-last-capture = Letzter Zug: { $name } — { $card } nimmt { $cards }
scopa-last-drop = Letzter Zug: { $name } legt { $card }
prompt-scopa = Dein Zug: Wähle eine Karte.
act-capture = { $card } nimmt { $cards }
act-drop = { $card } auf den Tisch legen
scopa-deal-side = { $who }: Karten { $cards }, Münzen { $coins }, Settebello { $settebello }, Primiera { $primiera }, Scope { $scopas } → +{ $points }

bura-status = Runde { $deal } · ★ Trumpf: { $trump } · Talon: { $stock }
bura-lead = Auf dem Tisch, { $name } spielt aus: { $cards }
bura-window = ⏱ Das „Stopp!“-Fenster ist offen.
bura-claim = ⏱ „Stopp!“ gerufen: Warten auf die Antwort der angreifenden Seite.
bura-draw-header = 🎴 Ziehen um den ersten Zug: Jede Seite nimmt eine verdeckte Karte. Die höhere (6 < 7 < 8 < 9 < 10 < J < Q < K < A) spielt aus; bei gleichem Rang wird neu gezogen.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — gleich, es wird neu gezogen.
bura-draw-picked = ✋ { $name }: Karte gewählt
bura-draw-picking = ⏳ { $name }: wählt eine Karte
bura-draw-result = 🎴 Ziehen: { $a }: { $ca }, { $b }: { $cb } → { $first } spielt aus
bura-last-beat = Vorheriger Zug: { $name } schlägt { $pairs }
bura-last-dump = Vorheriger Zug: { $name } wirft { $n } verdeckt ab: { $cards }
last-bura-lead = Letzter Zug: { $name } spielt { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } aus
last-bura-beat = Letzter Zug: { $name } schlägt das Ausspiel
last-bura-dump = Letzter Zug: { $name } wirft { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  } ab
last-bura-enough = Letzter Zug: { $name } — „Genug!“
last-bura-continue = Letzter Zug: { $name } zieht weiter
last-bura-stop = Letzter Zug: { $name } — „Stopp!“
last-bura-surrender = { $name } gibt auf
prompt-bura-lead = Du spielst aus: Markiere eine Karte oder zwei oder drei einer Farbe, dann tippe „Ausspielen“.
prompt-bura-draw = Wähle eine verdeckte Karte:
prompt-bura-defend = Schlage jede Karte (markiere deine) oder wirf ebenso viele Karten ab.
prompt-bura-decide = Der Stich gehört dir: „Genug!“ oder weiterziehen?
prompt-bura-stop = Du kannst „Stopp!“ rufen (drei Sechsen, drei Asse oder Abfangen mit drei Karten einer Farbe).
prompt-bura-claim = Die Gegenseite hat „Stopp!“ gerufen. Antworte mit deinem eigenen „Stopp!“, wenn du kannst.
act-lead = Ausspielen: { $cards }
act-dump = Abwerfen: { $cards }
act-beat = Schlagen: { $pairs }
act-enough = ✋ Genug!
act-continue = 🂠 Weiterziehen
act-stop = 🛑 Stopp!
act-surrender = 🏳 Aufgeben
act-pick = Verdeckte Karte Nr. { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → die Punkte gehen an die Gegenseite: { $name } +{ $n }
bura-award-three_sixes = { $name }: drei Sechsen — +{ $n }
bura-award-three_aces = { $name }: drei Asse — +{ $n }
bura-award-more_points = { $name }: mehr Augen — +{ $n }
bura-award-dry = { $name }: trockener Sieg — +{ $n }
bura-award-tie = Gleich viele Augen: Niemand punktet.
bura-award-surrender = Aufgabe: { $name } gewinnt.
bura-pile = { $name }: { $points } Augen, { $tricks ->
    [one] { $tricks } Stich
   *[other] { $tricks } Stiche
  }

deal-result-header = Ergebnis von Runde { $n }:
match-score = Matchstand: { $score }
match-winner = 🏆 Sieg: { $name }
outcome-left = Spiel abgebrochen: { $name } ist gegangen.
outcome-ended = Wer den Raum erstellt hat ({ $name }), hat das Spiel beendet.
outcome-surrender = { $name } hat aufgegeben.

fair-ok = ✅ Faire Runde: Das Deck passt zu seinem Fingerabdruck, und jeder Zug wurde geprüft.
fair-warning = ⚠ Die Prüfung der Runde ist fehlgeschlagen — lade das Protokoll herunter und prüfe es selbst.
fair-interrupted = Die Runde wurde abgebrochen; Fingerabdruck und Seed stehen im Protokoll.
record-caption = Protokoll: { $game }, Runde { $n }. Prüfen: python -m engines verify <Datei>
record-redeal = 🔄 Runde { $deal }: neu gegeben — auf dem Tisch lagen drei oder vier Könige (das Deck mit Label …:r{ $n }).
fp-current = 🔒 Runde { $n }: Fingerabdruck des Decks (SHA-256 des geheimen Seeds):
    { $commitment }
    Der Seed wird am Ende der Runde offengelegt.
fp-revealed = Runde { $n } ist vorbei. Fingerabdruck:
    { $commitment }
    Offengelegter Seed:
    { $seed }
fp-next = Fingerabdruck des nächsten Decks:
    { $commitment }
fp-how = So prüfst du: Lade das Protokoll der Runde herunter („📄 Protokoll“) und führe python -m engines verify record.json aus — es berechnet den Fingerabdruck aus dem Seed neu, das Deck aus dem Seed, den Beiträgen der Mitspielenden und dem Label, und spielt jeden Zug nach.
webapp-title = Deckprüfung
webapp-intro = Dein eigener Browser berechnet das Deck aus dem Protokoll der Runde neu: den Fingerabdruck aus dem offengelegten Seed, die Mischung der Beiträge, den Schlüssel, den ChaCha20-Strom und das Mischen. Jeden Zug spielt er ebenfalls nach den Regeln nach; die festgehaltenen Ergebnisse und Punktstände prüft der Befehl python -m engines verify.
webapp-ready-intro = Dein Browser erzeugt 32 Zufallsbytes (crypto.getRandomValues) und schickt sie mit Telegrams Signatur an den Bot. Sie fließen in das Mischen des nächsten Decks ein, dessen Fingerabdruck schon angezeigt wird — der Server kann kein Deck passend zu deinem Beitrag wählen.
webapp-ready-button = ✅ Bereit
webapp-ready-sent = Dein Zufall: { $randomness }
webapp-ready-done = Beitrag angenommen. Nach der Runde zeigt ihn die Deckprüfung in der Mischung.
webapp-ready-outside = Dieser Knopf funktioniert in Telegram: Öffne ihn aus der Nachricht des Bots.
webapp-drop = Zieh eine Protokolldatei (kozyr-….json) hierher oder wähle sie aus:
webapp-loading = Protokoll der Runde wird geladen…
webapp-refused = Kein Protokoll: { $reason }
webapp-refused-unsigned = Die Seite wurde nicht aus Telegram geöffnet. Lade das Protokoll mit „📄 Protokoll“ herunter und zieh es hierher.
webapp-refused-stale = Die Telegram-Daten sind veraltet. Schließe die Prüfung und öffne sie erneut.
webapp-refused-players = Das Protokoll einer Runde bekommen nur die, die sie gespielt haben.
webapp-refused-unavailable = Das Protokoll gibt es, sobald die Runde vorbei ist.
webapp-refused-network = Der Server hat nicht geantwortet.
webapp-refused-malformed = Die Anfrage ist beschädigt.
webapp-refused-too-fast = Zu schnell — warte eine Sekunde.
webapp-not-json = Diese Datei lässt sich nicht als JSON lesen: Sie ist kein Protokoll.
webapp-not-record = Das ist kein Kozyr-Protokoll.
webapp-seat = Wessen Hand:
webapp-seat-n = Platz { $n }
webapp-verdict-ok = ✅ Ein faires Deck: Alles wurde in deinem Browser neu berechnet und stimmt überein.
webapp-verdict-fail = ❌ Die Prüfung ist fehlgeschlagen: Runde { $n }, Schritt „{ $step }“.
webapp-deal = Runde { $n }
webapp-step-record = Protokoll
webapp-step-commitment = Fingerabdruck
webapp-step-label = Deck-Label
webapp-step-mix = Beiträge der Mitspielenden
webapp-step-deck = Deck
webapp-step-deal = Ausgeteilte Karten
webapp-step-draw = Ziehen um den ersten Zug
webapp-no-proof = Die Runde hat keinen Fairness-Nachweis: Ihr Deck lässt sich nicht prüfen.
webapp-bad-proof = Der Nachweis ist beschädigt: Fingerabdruck, Seed, Beiträge oder Label sind fehlerhaft.
webapp-commitment-ok = Der SHA-256 des offengelegten Seeds stimmt mit dem vor der Runde gezeigten Fingerabdruck überein: { $computed }
webapp-commitment-differs = Der SHA-256 des Seeds ist { $computed }, aber der Fingerabdruck im Protokoll ist { $recorded }: Das ist nicht der versprochene Seed.
webapp-label-ok = Das Label { $recorded } ist genau das, das diese Runde haben muss.
webapp-label-redeal = Das Label { $recorded } ist ein Neugeben: Jedes frühere Deck dieser Runde legte drei oder vier Könige auf den Tisch.
webapp-label-differs = Das Label im Protokoll ist { $recorded }, aber diese Runde muss { $expected } haben.
webapp-redeal-unneeded = Das Label { $recorded } behauptet ein Neugeben, aber das Deck { $label } brauchte keins.
webapp-contribution-malformed = Beitrag { $n } gibt sich als Mini-App-Zufall aus, enthält aber keine 64 Hex-Ziffern.
webapp-mix-ok = Mischung der Beiträge (SHA-256): { $mix }
webapp-deck-ok = Schlüssel (HKDF-SHA256): { $hkdf }. Der ChaCha20-Strom hat das Deck gemischt:
webapp-deal-ok = Die Karten im Protokoll stammen genau aus diesem Deck.
webapp-deal-unstated = Das Protokoll nennt die ausgeteilten Karten nicht: Vergleiche die Hand unten mit deiner damaligen.
webapp-deck-differs = Karte { $n } im Deck des Protokolls ist { $recorded }, aber das Mischen ergibt { $derived }.
webapp-hand-differs = Die Hand von Platz { $seat } ist im Protokoll { $recorded }, aber das Deck ergibt { $derived }.
webapp-table-differs = Der Tisch im Protokoll ist { $recorded }, aber das Deck ergibt { $derived }.
webapp-stock-differs = Der Talon im Protokoll passt nicht zum Mischen.
webapp-leader-unknown = Im Protokoll fehlt das Ergebnis der vorigen Runde: Unbekannt, wer ausgespielt hat.
webapp-draw-ok = Das Ziehen ist nachgerechnet: Platz { $seat } spielt aus.
webapp-draw-bad-picks = Ziehen, Durchgang { $k }: Die gewählten Positionen sind unmöglich.
webapp-draw-differs = Ziehen, Durchgang { $k }: Das Protokoll sagt { $recorded }, aber das Deck ergibt { $derived }.
webapp-draw-rounds = Ziehen: Die Zahl der Durchgänge im Protokoll passt nicht zum nachgerechneten Ziehen.
webapp-draw-first = Nach dem Ziehen spielt Platz { $seat } aus, aber das Protokoll nennt jemand anderen.
webapp-step-moves = Züge
webapp-moves-ok = Nach den Regeln nachgespielte Züge: { $n }, jeder erlaubt.
webapp-moves-illegal = Zug { $n } ({ $move }) ist nicht erlaubt: { $why }.
webapp-moves-why-turn = dieser Spieler durfte das in dem Moment nicht
webapp-moves-why-hand = der Spieler hatte diese Karte nicht
webapp-moves-why-rule = die Regeln verbieten es an dieser Stelle
webapp-moves-why-over = die Runde war schon vorbei
webapp-moves-unfinished = Die Züge enden vor dem Ende der Runde, obwohl eine weitere Runde folgt.
webapp-contribution-app = eigener Zufall aus der Mini App
webapp-contribution-press = ein Knopfdruck in Telegram
webapp-contribution-none = kein Beitrag
webapp-contribution-mine = deiner, von diesem Browser erzeugt
webapp-your-hand = Deine erste Hand:
webapp-hand-of = Erste Hand von Platz { $n }:
webapp-table = Tisch:
webapp-about = Was die Prüfung beweist
webapp-proves = ✅ heißt: Das Deck der Runde ist genau das, das aus dem Seed (dessen Fingerabdruck du vor der Runde gesehen hast), den Beiträgen der Mitspielenden und dem Label folgt. Der Server konnte nach deinen Tipps kein Deck mehr wählen.
webapp-not-proves = Die Prüfung rechnet die festgehaltenen Ergebnisse und Punktstände nicht nach (das macht python -m engines verify mit der Protokolldatei), und sie hindert niemanden, der den Server betreibt, daran, die Karten während des Spiels zu sehen.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Tisch
table-page-loading = Der Tisch wird gedeckt…
table-page-reconnecting = Verbindung verloren — verbinde neu…
table-page-outside = Dieser Tisch öffnet sich in Telegram: Öffne ihn aus der Nachricht des Bots.
table-page-no-room = Die Adresse nennt keinen Raum: Öffne den Tisch aus der Nachricht des Bots.
table-page-players = Spieler
table-page-table = Auf dem Tisch
table-page-hand = Deine Karten
table-page-actions = Knöpfe
table-page-chat = Im Chat
table-page-watching = 👁 Du schaust zu: Die Karten der Spieler siehst du nicht.
table-page-you = du
table-page-cards = Karten: { $n }
table-page-stock = Talon: { $n }
table-page-discard = Abgelegt: { $n }
table-page-trump = Trumpf: { $card }
table-page-trump-mark = Trumpf
table-page-attacker = greift an
table-page-defender = verteidigt
table-page-acting = ist am Zug
table-page-ready = bereit
table-page-not-ready = noch nicht bereit
table-page-your-move = Du bist am Zug
table-page-covered = { $attack }, geschlagen mit { $cover }
table-page-uncovered = { $card }, noch nicht geschlagen
table-page-led-by = { $name } spielt aus
table-page-tricks = Stiche: { $n }
table-page-score = Punkte: { $n }
table-page-captured = Genommen: { $n }
table-page-scope = Scope: { $n }
table-page-spread = Verdeckte Karten: Wähle eine
table-page-choose = Tippe eine markierte Karte auf dem Tisch an oder wähle unten.
table-page-which = Welcher Zug?
table-page-select = Tippe Karten an, um sie zu markieren, und spiele sie dann.
table-page-play = ▶ Markierte Karten spielen
table-page-cancel = Abbrechen
table-page-confirm = { $action } — bist du sicher?
table-page-yes = Ja
table-page-ok = OK
table-page-clock = Zeit
table-page-clock-stop = „Stopp!“-Fenster
table-page-clock-claim = Antwort auf „Stopp!“
table-page-clock-throwin = Zeit zum Zuschieben
table-page-seconds = { $n } s
table-page-status-lobby = Lobby
table-page-status-playing = Im Spiel
table-page-status-between = Partie vorbei
table-page-status-closed = Raum geschlossen
table-page-status-replay = Wiederholung
table-page-replay-title = Wiederholung: Runde { $n }
table-page-replay-move = Zug { $n } von { $total }
table-page-replay-dealt = Karten ausgeteilt
table-page-replay-first = Zum Anfang
table-page-replay-back = Zurück
table-page-replay-forward = Vor
table-page-replay-last = Zum Ende
table-page-replay-play = Abspielen
table-page-replay-pause = Pause
table-page-replay-speed = Tempo
table-page-replay-jump = Zu Zug springen
table-page-replay-verified = ✅ Faires Deck: Prüfung bestanden
table-page-replay-unverified = ❌ Deckprüfung nicht bestanden
table-page-replay-hands = Karten der Spieler
table-page-replay-missing = Wiederholung nicht gefunden: Der Link ist falsch oder die Runde wird nicht mehr gespeichert.
table-page-replay-clock = ⏱ Zeit abgelaufen
table-page-replay-draw = Auslosung: { $cards }
table-page-replay-share = Teilen
table-page-replay-copied = Link zur Wiederholung kopiert
table-page-refused-unsigned = Die Seite wurde nicht aus Telegram geöffnet: Öffne den Tisch aus der Nachricht des Bots.
table-page-refused-stale = Die Telegram-Daten sind veraltet: Schließe den Tisch und öffne ihn erneut.
table-page-refused-unavailable = Diesen Raum gibt es nicht (mehr).
table-page-refused-malformed = Die Anfrage ist beschädigt.
table-page-refused-too-fast = Zu schnell — warte eine Sekunde.
table-page-refused-network = Der Server antwortet nicht.
table-page-talk = Tischgespräch
table-page-talk-empty = Hier erscheint, was an diesem Tisch gesagt wird.
table-page-talk-placeholder = Etwas an den Tisch sagen…
table-page-talk-send = Senden
table-page-talk-phrases = Eine Teamrunde läuft: keine Hinweise — an den Tisch gehen nur diese Sätze.
table-page-talk-muted = 🔇 Du hast diesen Tisch mit /mute stummgeschaltet: Die Worte der anderen kommen hier nicht an.

profile-title = ⚙ Profil
profile-language = Sprache: { $name }
profile-style = Scopa-Deck: { $style ->
    [french] Französisch
    [roses] Rosen & Lilien
   *[italian] Italienisch
  } ({ $sample })
profile-fp = Fingerabdruck des Decks zeigen: { $on ->
    [yes] ja
   *[no] nein
  }
profile-pings = 🔔 An meinen Zug erinnern: { $on ->
    [yes] ja
   *[no] nein
  }
profile-hands = 🃏 Karten im Gruppenspiel: { $where ->
    [group] in der Gruppe
    [private] im privaten Chat
   *[both] in der Gruppe und im privaten Chat
  }
profile-fp-hint = Der 🔒 Fingerabdruck sind die ersten 8 Hex-Ziffern des SHA-256 des geheimen Seeds des Decks. Er wird vor der Runde gezeigt; danach wird der Seed offengelegt, und alle können prüfen, dass es genau dieses Deck war.
style-italian = Italienisch
style-french = Französisch
style-roses = Rosen & Lilien
btn-fp = Fingerabdruck des Decks: { $on ->
    [yes] einschalten
   *[no] ausschalten
  }
btn-pings = 🔔 Zug-Erinnerungen: { $on ->
    [yes] einschalten
   *[no] ausschalten
  }
btn-hands = 🃏 { $where ->
    [group] In der Gruppe
    [private] Privat
   *[both] Beides
  }

join-ok = Du bist dabei!
join-already = Du bist schon in diesem Raum.
left-ok = Du bist raus.
ready-ok = Bereit!
ready-already = Du bist schon bereit.
unready-ok = „Bereit“ zurückgenommen.
computer-added = Computer hinzugefügt.
computer-removed = Computer entfernt.
option-ok = Regeln geändert.
option-ok-cleared = Regeln geändert; „Bereit“ zurückgesetzt.
ended-ok = Das Spiel ist beendet.
surrender-ok = Du hast aufgegeben.
record-sent-private = Das Protokoll ist in deinem privaten Chat.
confirm-leave = Das laufende Spiel verlassen? Ein Computer übernimmt deinen Platz und die anderen spielen weiter (allein gegen Computer endet das Spiel). Zum Bestätigen nochmal tippen.
confirm-end = { $people ->
    [yes] Das Spiel für alle beenden? Hier spielen nur Menschen: In der Wertung zählt es als deine Niederlage (oder als die derer, die der Bot nicht erreicht, falls das Spiel auf sie wartet). Zum Bestätigen nochmal tippen.
   *[no] Das Spiel für alle beenden? Zum Bestätigen nochmal tippen.
}
confirm-surrender = { $game ->
    [bura] Aufgeben? Du verlierst das ganze Match, nicht nur diese Runde: Die Gegenseite gewinnt. Zum Bestätigen nochmal tippen.
    [scopa] Aufgeben? Du verlierst das ganze Spiel: Die andere Seite gewinnt. Zum Bestätigen nochmal tippen.
   *[other] Aufgeben? Zum Bestätigen nochmal tippen.
  }

err-stale = Dieser Zug ist nicht mehr möglich — deine Karten wurden neu angezeigt.
err-move-gone = «{ $move }» ist nicht mehr möglich: Der Tisch hat sich geändert, während du gewählt hast. Deine Karten wurden neu angezeigt.
err-not-your-button = Das ist nicht dein Knopf.
err-unknown-button = Unbekannter Knopf.
err-forged = Diese Option gibt es nicht.
err-unknown-room = Der Raum wurde nicht gefunden oder ist geschlossen.
err-invite-unknown = Einladung nicht gefunden: Der Link ist falsch oder abgelaufen.
err-invite-expired = Dieser Raum ist geschlossen. Bitte um eine neue Einladung.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } für { $n }
  }
inline-desc = Eine Einladung mit „Mitspielen“-Knopf in diesen Chat posten
inline-room-title = In meinen Raum einladen: { $game }
inline-room-desc = Eine Einladung in den Raum, in dem du sitzt
card-new = 🃏 { $name } lädt dich zu { $game } ein
card-seats = Plätze: { $n }
card-seated = Am Tisch: { $names }
card-hint = Tippe „Mitspielen“: Deine Karten kommen im privaten Chat mit dem Bot.
card-closed = Keine Plätze frei: Das Spiel läuft oder der Tisch ist voll.
card-joined = Du sitzt am Tisch! Die Lobby ist in deinem privaten Chat mit dem Bot.
card-seated-already = Du sitzt schon an diesem Tisch: Die Lobby wurde in deinen privaten Chat mit dem Bot geschickt.
card-open-bot = Öffne den Bot: Er gibt dir über diese Einladung einen Platz.
card-not-this-room = Dieser Knopf gehört nicht zu dieser Einladungskarte: Nichts geändert. Tippe „Mitspielen“ auf der eigenen Karte des Spiels oder bitte um eine neue Einladung.
card-not-ready = Das Spiel dieser Karte ist noch nicht angelegt. Wurde die Karte gerade gesendet, tippe in einer Sekunde noch einmal; sonst bitte um eine neue Einladung.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (Sticker)
btn-talk-report = ⚠️ Melden
talk-reported = „{ $name }“ ist gemeldet: Künftige schnelle Matches mit Fremden setzen euch nicht mehr zusammen.
err-talk-report = Melden kann nur, wer an diesem Tisch sitzt, und nicht sich selbst.
talk-too-fast = Zu schnell: Bis zu 5 Nachrichten am Stück gehen an den Tisch, danach eine alle { $sec } s. Diese wurde nicht gesendet — warte kurz.
talk-nobody = Niemand hört dich: Alle anderen am Tisch haben das Gespräch ausgeschaltet.
talk-off-self = Dein Tischgespräch ist aus (/profile): Die Nachricht wurde nicht gesendet.
talk-sent-to = 💬 An den { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  }-Tisch gesendet — den, an dem zuletzt gespielt wurde.
talk-phrases-only = 🤝 Am { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  }-Tisch läuft eine Teamrunde, und niemand darf seine Karten nennen oder Hinweise geben — auch nicht im Chat. Deine Nachricht wurde nicht gesendet: Solange die Runde läuft, gehen nur diese Sätze an den Tisch. Zwischen den Runden wieder freier Text.
talk-phrase-hello = 👋 Hallo!
talk-phrase-luck = 🍀 Viel Glück!
talk-phrase-nice = 👍 Schöner Zug!
talk-phrase-thanks = 🙏 Danke!
talk-phrase-oops = 😅 Hoppla!
talk-phrase-haha = 😄 Haha!
talk-phrase-sorry = 🙂 Sorry!
talk-phrase-gg = 🤝 Gutes Spiel!
talk-phrase-sent = 💬 Gesendet: { $text }
err-talk-phrase = Der Satz wurde nicht gesendet: An diesem Tisch wird nicht mehr gespielt, oder du sitzt nicht daran.
err-talk-table = Die Nachricht wurde nicht gesendet: An diesem Tisch wird nicht mehr gespielt, oder du sitzt nicht daran.
mute-on = 🔇 Das Tischgespräch bei { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } ist für dich aus. Nochmal /mute schaltet es an.
mute-off = 🔊 Das Tischgespräch bei { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } ist wieder an.
mute-none = Du bist in keinem laufenden Spiel ohne Gruppe: Nichts stummzuschalten.
err-room-full = Alle Plätze sind besetzt.
err-room-playing = Ein Spiel läuft; du kannst danach mitspielen.
err-join-first = Du sitzt noch nicht am Tisch: Der Chat mit dem Bot öffnet sich jetzt und gibt dir einen Platz (tippe „Start“, wenn Telegram fragt). Dann tippe „Bereit“.
err-join-here = { $teams ->
    [yes] Du sitzt noch nicht am Tisch: Wähle ein Team mit seinem Knopf am Tisch der Gruppe — du bekommst den Platz direkt hier, ohne den Bot zu öffnen.
   *[no] Du sitzt noch nicht am Tisch: Tippe am Tisch der Gruppe auf «➕ Mitspielen» — du bekommst den Platz direkt hier, ohne den Bot zu öffnen.
  }
err-not-in-room = Du bist nicht in diesem Raum.
err-creator-only = Das kann nur, wer den Raum erstellt hat.
err-no-computer = Am Tisch sitzt kein Computer.
err-no-game = Es läuft kein Spiel.
err-record-unavailable = Das Protokoll gibt es, sobald die Runde vorbei ist.
err-open-bot = Öffne einen privaten Chat mit dem Bot (tippe „Start“), damit ich es schicken kann.
err-internal = Etwas ist schiefgegangen; dein Zug ist nicht verloren. Bitte versuch es nochmal.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — tippe „Stopp!“, solange das Fenster offen ist.
bar-claim = ⏱ { $bar } { $n } s — antworte mit deinem eigenen „Stopp!“, sonst übernimmt die Gegenseite das Ausspiel.
btn-hurry = ⏰ Beeilung
hurry-ping = ⏰ { $name } bittet dich, dich zu beeilen: Du bist dran bei { $game }.
hurry-ping-next = ⏰ { $name } bittet dich, dich zu beeilen: Alle warten auf die nächste Runde von { $game } — tippe „▶ Nächste Runde“.
hurry-ping-lobby = ⏰ { $name } bittet dich, dich zu beeilen: { $game } beginnt, sobald du den Knopf an deiner Nachricht tippst.
hurry-group = ⏰ { $names }: { $name } bittet um Beeilung — tippt auf «🃏 Meine Karten».
hurry-sent = Erinnerung gesendet.
hurry-too-soon = Vor Kurzem wurde schon erinnert; bitte warte noch etwas.
hurry-not-yet = Zur Eile mahnen kannst du erst, wenn der Zug überfällig ist.
hurry-nobody = Alle warten auf dich.
err-paused = Das Spiel ist pausiert: Warten auf jemanden, den der Bot nicht erreicht.
pause-line = ⏸ Pausiert: Der Bot erreicht { $names } nicht. Noch { $dur } Warten; ohne Rückkehr wird das Spiel ohne Sieg abgebrochen. Zurückkommen: { $url }
pause-rated-note = Ein gewertetes Spiel: Ohne Rückkehr zählt es in der Wertung als Niederlage ({ $names }); «🤖 Für … spielen» gibt den Platz sofort an den Computer — ebenfalls eine Niederlage.
pause-started = ⏸ { $game }: Das Spiel ist pausiert — der Bot erreicht { $names } nicht. Warten: { $dur }; ohne Rückkehr wird das Spiel ohne Sieg abgebrochen.
pause-resumed = ▶ { $game }: { $names } ist zurück, das Spiel geht an derselben Stelle weiter.
pause-cancelled = ✖ { $game }: { $names } ist nicht zurückgekommen, das Spiel wird ohne Sieg abgebrochen.
pause-cancelled-rated = ✖ { $game }: { $names } ist nicht zurückgekommen, das Spiel wird abgebrochen; in der Wertung ist es eine Niederlage für { $names }.
outcome-cancelled = Spiel ohne Sieg abgebrochen: { $name } ist nicht zurückgekommen.
outcome-expired = Raum geschlossen: ein Tag ohne Aktivität.
outcome-rated-loss = In der Wertung ist das eine Niederlage für { $names }.
room-ttl-hint = ⌛ Der Raum schließt nach { $dur } ohne Aktivität.
room-expired = ⌛ Raum geschlossen: { $dur } ohne Aktivität. Starte ein neues Spiel: /new
room-closed = Raum geschlossen. Starte ein neues Spiel: /new

## issue 17
cmd-language = Sprache (in einer Gruppe: die des Tisches, für Admins)
cmd-hands = Karten in der Gruppe: an/aus (für Admins)
cmd-rules = Spielregeln
language-pick-mine = Deine Sprache: { $name }. Private Nachrichten des Bots folgen ihr.
language-set-mine = Sprache geändert.
language-pick-group = Die Tischsprache in dieser Gruppe: { $lang ->
    [none] die Sprache der Person, die den Raum öffnet
   *[other] { $name }
  }. Admins können sie ändern; die privaten Nachrichten bleiben in der Sprache jeder Person.
language-set-group = Die Tische dieser Gruppe sprechen jetzt { $name }; private Nachrichten bleiben in der Sprache jeder Person.
language-admins-only = Nur die Admins der Gruppe können ihre Sprache ändern.
group-hands-state = 🃏 Karten in dieser Gruppe: { $on ->
    [yes] direkt hier, jeder sieht nur die eigenen (der Knopf «🃏 Meine Karten»)
   *[no] nur im privaten Chat mit dem Bot
  }
btn-group-hands = { $on ->
    [yes] Karten in der Gruppe zeigen
   *[no] Karten nicht mehr in der Gruppe zeigen
  }
group-hands-admins-only = Nur die Admins der Gruppe entscheiden, ob Karten in der Gruppe gezeigt werden.
group-hands-set = Erledigt: Es gilt ab den nächsten Zügen.
btn-rules = ℹ️ Regeln
btn-rules-more = 📖 Ausführlich
btn-rules-short = ◀ Kurz
rules-pick = Regeln für welches Spiel?
rules-sent-private = Die Regeln sind in deinem privaten Chat.
scopa-legend = Bilder: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak kurz
    36 Karten (6…A), sechs für jeden; die Farbe der offenen untersten Karte des Talons ist Trumpf. Reihenfolge: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; Trumpf schlägt jede Nicht-Trumpfkarte, Trumpf nur ein höherer Trumpf.
    Die angreifende Seite legt eine Karte; die verteidigende deckt sie mit einer höheren Karte derselben Farbe oder einem Trumpf. Die anderen dürfen Karten mit Rängen beilegen, die schon auf dem Tisch liegen (höchstens 6 und nicht mehr, als die Verteidigung in der Hand hat).
    Alles gedeckt: Die Karten kommen auf den Ablagestapel, und wer verteidigt hat, greift als Nächstes an. Nicht zu decken: „Aufnehmen“ — die Verteidigung nimmt den Tisch auf und setzt einmal aus.
    Nach jedem Angriff füllen alle wieder auf sechs auf.
    Beilegen: nur beilegen. Weitergeben: Solange noch keine Karte gedeckt ist, darf die Verteidigung eine Karte gleichen Rangs dazulegen und den Angriff an die nächste Person weitergeben.
    Wer als Letztes noch Karten hält, ist der Durak.
rules-durak-more = 📖 Durak — ausführlich
    Erster Angriff: wer nach dem Austeilen den niedrigsten Trumpf hält; hat niemand Trumpf, der erste Platz am Tisch.
    Limit: Ein Angriff hat nie mehr als 6 Karten und nie mehr, als die Verteidigung zu Beginn in der Hand hatte (nach dem Weitergeben: die neue Verteidigung).
    Nachziehen nach einem Angriff: zuerst, wer angegriffen hat, dann die anderen der Reihe nach, die Verteidigung zuletzt; jeder füllt auf einmal auf 6 auf. Ist der Talon leer, zieht der Rest nichts.
    „Passen“ sagt nur, wer beilegen könnte; jede neue Karte auf dem Tisch hebt jedes „Passen“ auf.
    „Aufnehmen“: Mit „Beilegen nach ‚Aufnehmen‘“ dürfen die anderen noch Karten im Limit dazulegen; dann nimmt die Verteidigung den Tisch auf und setzt aus.
    Weitergeben (Durak mit Weitergeben): Solange keine Karte gedeckt ist, legt die Verteidigung eine Karte gleichen Rangs dazu und der Angriff geht weiter, wenn die nächste Person genug Karten hat.
    Teams (2×2, 3×2, 2×3): Niemand greift das eigene Team an oder legt dagegen bei; das Team, das zuletzt noch Karten hält, verliert. Letzte Karten gleichzeitig weg: Unentschieden. Keine Hinweise ans eigene Team: Solange das Spiel läuft, gibt es am Tisch nur feste Sätze.
rules-bura = 🂮 Bura kurz
    36 Karten, drei für jede Seite; die offene Karte unter dem Talon ist Trumpf. Augen (zählen nur in Stichen): A 11, 10 10, K 4, Q 3, J 2, 9…6 nichts; zusammen 120.
    Reihenfolge beim Schlagen: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Ausgespielt wird eine Karte oder zwei oder drei einer Farbe. Die Verteidigung schlägt jede (höhere Karte derselben Farbe oder Trumpf) oder wirft ebenso viele Karten verdeckt ab, dann gehört der Stich der angreifenden Seite. Die Stichstapel bleiben bis zum Ende der Runde verdeckt.
    Nach einem Stich wählt, wer ihn gewonnen hat: „Genug!“ oder weiterziehen.
    „Genug!“ mit 41–70 Augen: +2 Matchpunkte (+4, wenn die Gegenseite 41–70 hat, +6 bei über 70). Sonst bekommt die Gegenseite 2.
    Ohne „Genug!“: mehr Augen +1 Punkt; Gegenseite ganz ohne Stich („trocken“) +6.
    „Stopp!“: drei Sechsen +3 Punkte, drei Asse +4; drei Karten einer Farbe bei der Verteidigung übernehmen das Ausspiel.
    Das Match geht bis 12 Punkte. „🏳 Match aufgeben“ schenkt der Gegenseite das ganze Match.
    Wer zuerst ausspielt: Vor Runde 1 zieht jede Seite eine Karte aus einem verdeckten Fächer; die höhere (6 < … < 10 < J < Q < K < A) spielt aus, bei gleichem Rang wird neu gezogen.
rules-bura-more = 📖 Bura — ausführlich: Matchpunkte
    „Genug!“ sagt, wer den Stich gewonnen hat, vor dem Nachziehen; es zählen die Augen im eigenen verdeckten Stapel:
    · du 41–70, die Gegenseite unter 41 — +2 Punkte;
    · du 41–70 und die Gegenseite 41–70 — +4;
    · du 41–70, die Gegenseite über 70 — +6;
    · du unter 41 oder über 70 — die Gegenseite bekommt 2.
    Eine Runde ohne „Genug!“ ausgespielt: mehr Augen — +1; Gegenseite ohne einen einzigen Stich („trocken“) — +6; gleich — niemand, und dieselbe Seite spielt wieder aus.
    „Stopp!“: drei Sechsen — +3, drei Asse — +4, jederzeit in der Runde. Drei Karten einer Farbe bei der Verteidigung — Abfangen: 5 Sekunden nach jedem Nachziehen; hat auch die angreifende Seite drei einer Farbe, hat sie 3 Sekunden für ihr eigenes „Stopp!“.
    Die nächste Runde spielt aus, wer in der letzten gepunktet hat. Das Match geht bis 12 Punkte.
rules-scopa = 🂡 Scopa kurz
    40 Karten, vier Farben zu zehn: Ass = 1, 2…7 nach Wert, F (fante) = 8, C (cavallo) = 9, R (re) = 10; im französischen Deck J, Q, K.
    Drei Karten für jeden, vier auf den Tisch. Spiel eine Karte: Sie nimmt eine Tischkarte gleichen Werts oder sonst Karten, die zusammen ihren Wert ergeben. Nehmen ist Pflicht. Nichts zu nehmen: Die Karte bleibt auf dem Tisch.
    Wer mit einem Nehmen den Tisch leert, macht eine Scopa (+1), außer beim letzten Zug der Runde.
    Punkte nach jeder Runde: meiste Karten +1, meiste Münzen +1, Settebello (Münzen-7) +1, Primiera +1, jede Scopa +1. Gleichstand in einer Wertung: niemand.
    Eins gegen eins oder 2×2 (das eigene Team sitzt gegenüber). Gespielt bis 11 Punkte oder zum gewählten Ziel.
rules-scopa-more = 📖 Scopa — ausführlich
    Primiera: Aus jeder Farbe zählt die beste Karte nach der Skala 7 → 21, 6 → 18, Ass → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10; die vier Zahlen werden addiert, eine fehlende Farbe zählt 0. Beispiel: Münzen-7 + Kelche-6 + Schwerter-Ass + Stäbe-R = 21 + 18 + 16 + 10 = 65. Die größere Summe — +1 Punkt.
    Neu geben: Liegen unter den vier Tischkarten drei oder vier Könige (R), wird aus einem neuen Deck desselben Seeds neu ausgeteilt; der Tisch meldet es in einer Zeile, das Protokoll auch.
    Ende einer Runde: Die nach dem letzten Zug auf dem Tisch verbliebenen Karten gehen an die Seite, die zuletzt genommen hat (keine Scopa); eine Scopa beim allerletzten Zug der Runde zählt nicht.
    Es wird reihum gegeben; wer nach der gebenden Person sitzt, spielt zuerst. Der Sieg wird erst nach einer Runde entschieden: Erreichen beide Seiten das Ziel, gewinnt der höhere Stand, bei Gleichstand noch eine Runde.
    2×2: Die Karten des eigenen Teams sind verdeckt; eigene Karten nennen oder Hinweise geben ist verboten, auch im Chat: Solange eine Runde läuft, gibt es am Tisch nur feste Sätze.
bura-declared-ok = „Genug!“ — { $name }: { $points } Augen, innerhalb von 41–70.
bura-declared-wrong = „Genug!“ — { $name }: { $points } Augen, nötig sind aber 41–70.
durak-loser-cards = 🃏 Durak: { $name } (mit { $cards } in der Hand)
scopa-won = { $category ->
    [cards] Karten
    [coins] Münzen
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = niemand (Gleichstand)
durak-table = Tisch (Angriff ← Deckung):

## issue 19
durak-rule-throw-in = Beilegen: { $timing ->
    [after_cover] nur wenn jede Karte auf dem Tisch gedeckt ist (Karte für Karte)
   *[any_time] jederzeit
  }
durak-rule-teams = Teams: { $teams ->
    [pairs] zwei Paare (Plätze 1 und 3 gegen 2 und 4)
    [threepairs] drei Paare (Plätze 1 und 4, 2 und 5, 3 und 6)
   *[threes] zwei Dreier (Plätze 1, 3, 5 gegen 2, 4, 6)
  }; niemand greift das eigene Team an, das Team, das zuletzt Karten hält, verliert
durak-loser-team = Team { $mark } { $n } verliert: { $names }
team-ok = Du bist in Team { $mark } { $n }.
team-already = Du bist schon in Team { $mark } { $n }.
team-join-open = Öffne den Bot: Dort bekommst du einen Platz in Team { $mark } { $n }.
err-team-full = Alle Plätze in Team { $mark } { $n } sind schon vergeben.
durak-rule-tat = Beilegen nach „Aufnehmen“: { $tat ->
    [yes] ja
   *[no] nein
  }

## issue 21
room-fault = ⚠ Der Raum wurde wegen eines Fehlers geschlossen: Er ließ sich nicht wiederherstellen. Starte ein neues Spiel: /new
err-room-fault = Dieser Raum wurde wegen eines Fehlers geschlossen. Starte ein neues Spiel: /new
err-anonymous = Anonyme Admins können keinen Platz nehmen: Schick den Befehl von deinem eigenen Konto.
err-not-your-picker = Diese Spielauswahl hat jemand anderes geöffnet: Tippe selbst /new.
err-not-your-profile = Das ist das Profil von jemand anderem: Tippe selbst /profile.
err-too-fast = Zu schnell — bitte warte eine Sekunde.
err-too-many-rooms = Du hast schon { $n } offene Räume: Beende oder verlasse einen, um einen neuen zu starten.
err-too-many-lobbies = Du sitzt schon in { $n } Räumen, die auf ihren Start warten: Starte oder verlasse einen, um woanders mitzuspielen.
err-chat-rooms = Diese Gruppe hat schon { $n } offene Räume: Beende einen, um einen neuen zu starten.
group-lost = ⚠ { $game }: Der Bot wurde aus der Gruppe entfernt — das Spiel geht hier im privaten Chat weiter.
err-busy = Die Datenbank ist mit einem anderen Vorgang beschäftigt: Nichts geändert, bitte versuch es in einer Sekunde nochmal.
err-record-players-only = Das Protokoll einer Runde bekommen nur die, die sie gespielt haben.
err-old-menu = Dieses Menü ist veraltet: Tippe { $command } nochmal.

## issue 16
option-same = Schon so eingestellt.
ai-level-ok = Computerstufe geändert; „Bereit“ bleibt bestehen.
lobby-stale = Die Lobby hat sich inzwischen geändert — Nachricht aktualisiert.
solo-ok = Das Spiel gegen den Computer beginnt.
err-solo-others = Hier sitzen schon andere Leute: Füge Computer mit „🤖 + Computer“ hinzu.
lobby-ready-cleared = ⚠ Die Regeln haben sich geändert — „Bereit“ wurde zurückgesetzt, bitte erneut bestätigen.
lobby-sides-cleared = ⚠ Die Seiten haben sich geändert — wer umgesetzt wurde, tippt erneut „Bereit“.
settings-header = ⚙️ Raumeinstellungen (geändert von { $name }); „← Zurück zur Lobby“ bringt die Spielknöpfe zurück.
err-settings-creator = ⚙️ Die Einstellungen dieses Raums ändert nur, wer ihn erstellt hat: { $name }.
computers-filled = { $n ->
    [one] { $n } Computer hinzugefügt.
   *[other] { $n } Computer hinzugefügt.
  }
shuffle-ok = Die Teams sind gemischt.
rematch-line = 🔁 Nochmal spielen: { $list } · 🔒 { $fp }
solo-hint = 🤖 Gegen den Computer: Wähle die Zahl der Gegner — die Runde beginnt sofort.
btn-solo-one = 🤖 Gegen den Computer
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] leicht
    [ismcts] schwer
   *[heuristic] normal
  }
ai-level-line = 🤖 Computerstufe: { $level ->
    [random] leicht (zufällige Züge)
    [ismcts] schwer (durchsucht die Möglichkeiten)
   *[heuristic] normal (Faustregeln erfahrener Leute)
  }
opt-mode = { $mode ->
    [perevodnoy] Weitergeben
   *[podkidnoy] Beilegen
  }
opt-tat = Beilegen nach „Aufnehmen“
opt-ti = { $timing ->
    [after_cover] nach dem Decken
   *[any_time] jederzeit
  }
opt-teams = { $teams ->
    [pairs] 2 gegen 2
    [threepairs] drei Paare
    [threes] 3 gegen 3
   *[none] ohne Teams
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] eins gegen eins
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — direkt gegen den Computer, sofort ausgeteilt.

## issue 18
cmd-stats = meine Statistik
cmd-top = Bestenliste dieser Gruppe
cmd-forget = meine Daten löschen
stats-title = 📊 Deine Statistik
stats-title-group = 📊 Statistik von { $name } — Spiele dieser Gruppe
stats-none = Noch keine beendeten Spiele.
stats-line = { $who }: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
  }, { $wins } gewonnen, { $game ->
    [durak] Durak { $losses ->
        [one] einmal
       *[other] { $losses }-mal
      }, { $draws ->
        [one] { $draws } Unentschieden
       *[other] { $draws } Unentschieden
      }
   *[other] { $losses } verloren
  } — { $rate }% gewonnen
stats-who-all = Alle Spiele
stats-who-people = 👥 Gegen Menschen
stats-who-computer = 🤖 Gegen den Computer ({ $level ->
    [random] leicht
    [ismcts] schwer
    [heuristic] normal
   *[other] Stufe unbekannt
  })
stats-streak = 🔥 Siege in Folge: jetzt { $current }, Bestwert { $best }
stats-rating = 📈 Wertung: { $rating } ± { $pm } ({ $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
  })
stats-favourite = ⭐ Lieblingsvariante: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] Weitergeben
   *[podkidnoy] Beilegen
  }, { $seats ->
    [one] { $seats } Person
   *[other] { $seats } Personen
  }{ $teams ->
    [pairs] , Paar gegen Paar
    [threepairs] , drei Paare
    [threes] , drei gegen drei
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, Team gegen Team
   *[other] eins gegen eins
  }
btn-stats-chart = 📈 Diagramm
stats-replays = ▶️ Wiederholungen der letzten Runden — mit den Knöpfen unten, die neueste zuerst.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · Runde { $deal }
stats-chart-caption = 📈 Spiele pro Woche und die bisherige Siegquote
stats-chart-caption-group = 📈 { $name }: Spiele in dieser Gruppe pro Woche und die bisherige Siegquote
chart-title = Spiele und Siegquote
chart-games = Spiele
chart-rate = gewonnen, %
picture-standings-rank = Nr.
picture-standings-player = Spieler
picture-standings-score = Punkte
picture-standings-buchholz = Buchholz
picture-standings-games = Spiele
picture-bracket-round = Runde { $n }
picture-bracket-final = Finale
picture-bracket-semifinal = Halbfinale
picture-bracket-quarterfinal = Viertelfinale
picture-bracket-champion = Sieger
picture-bracket-bye = Freilos
picture-bracket-walkover = kampflos
err-not-your-stats = Das ist die Statistik von jemand anderem: Tippe selbst /stats.
top-title = 🏆 { $game } — { $period ->
    [week] diese Woche
    [month] dieser Monat
   *[all] insgesamt
  }
top-line = { $n }. { $name } — { $wins } von { $games } gewonnen ({ $rate }%)
top-empty = Noch niemand in der Liste.
top-loser-week = 🤡 Durak der Woche: { $name } ({ $n ->
    [one] einmal
   *[other] { $n }-mal
  })
top-hint = Nur Spiele unter Menschen; gelistet ab { $n ->
    [one] { $n } Spiel
   *[other] { $n } Spielen
  }. Ausblenden in /profile.
top-global-title = 🌍 Globale Wertung — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, Spiele: { $games }
top-global-empty = Noch niemand in dieser Liste.
top-global-hint = Glicko-2-Wertungen, nur durch Spiele unter Menschen bewegt (kein Computer am Tisch). Gelistet: wer «🌍 Globale Wertung» in /profile eingeschaltet hat, ab { $n ->
    [one] { $n } gewerteten Spiel
   *[other] { $n } gewerteten Spielen
  }.
top-global-unknown = Ein Spiel «{ $name }» gibt es hier nicht: Tippe /top global mit einem von { $games }.
top-global-season = 🗓 Saison: { $season } ({ $current ->
    [yes] laufend
   *[no] beendet
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Aktuelle Saison
top-season-unknown = Diese Saison gibt es nicht oder sie wird nicht mehr aufbewahrt: Tippe auf eine der Schaltflächen der Rangliste.
stats-best-season = 🏅 Beste Saison: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Woche
    [month] Monat
   *[all] Insgesamt
  }
forget-private-only = /forget funktioniert im privaten Chat mit dem Bot.
forget-ask = Deine Daten löschen? Deine Ergebnisse und Statistiken werden entfernt, und deine Plätze in den aufbewahrten Protokollen werden anonym. Das lässt sich nicht rückgängig machen.
btn-forget-yes = 🗑 Löschen
btn-forget-no = Behalten
forget-kept = Nichts wurde gelöscht.
forget-done = Deine Daten sind gelöscht.
forget-leave-first = Verlasse zuerst deine offenen Spiele.
profile-hidden = 🏆 Gruppen-Bestenlisten: { $on ->
    [yes] du bist ausgeblendet
   *[no] du wirst angezeigt
  }
profile-talk = 💬 Tischgespräch: { $on ->
    [yes] an
   *[no] aus
  }
btn-hide = { $on ->
    [yes] 🏆 Mich in Bestenlisten ausblenden
   *[no] 🏆 Mich in Bestenlisten zeigen
  }
btn-talk = { $on ->
    [yes] 💬 Tischgespräch einschalten
   *[no] 💬 Tischgespräch ausschalten
  }
profile-rated = 🌍 Globale Wertung (/top global): { $on ->
    [yes] du bist gelistet
   *[no] du bist nicht gelistet
  }
btn-rated = { $on ->
    [yes] 🌍 Mich in die globale Wertung aufnehmen
   *[no] 🌍 Mich aus der globalen Wertung nehmen
  }

## issue 16
err-room-locked = Der Raum wurde geschlossen: Er nimmt keine neuen Leute auf.
takeover-ok = Erledigt: Der Computer spielt jetzt für diesen Platz.
takeover-self = Das ist dein eigener Platz: Du bist hier, also spielt ihn der Computer nicht. Mach deinen Zug im privaten Chat mit dem Bot.
takeover-announce = 🤖 { $game }: Der Computer spielt jetzt für { $names }. Um den Platz zurückzuholen, tippe einen beliebigen Knopf dieses Spiels.
takeover-announce-rated = 🤖 { $game }: Der Computer spielt jetzt für { $names }, und in der Wertung ist diese Partie eine Niederlage für { $names }. Um den Platz zurückzuholen, tippe einen beliebigen Knopf dieses Spiels.
kick-ok = Der Platz wurde geräumt.
lock-already = Schon so eingestellt.
lock-on = Geschlossen: Der Raum nimmt keine neuen Leute auf.
lock-off = Offen für neue Leute.
you-are-out = 🏁 Du bist raus — keine Karten mehr. Die anderen spielen weiter; das Ergebnis erscheint hier. Du kannst den Raum jetzt verlassen, ohne jemanden zu stören.
btn-leave-out = 👋 Raum verlassen
computer-plays-for-you = 🤖 Der Computer spielt jetzt für dich: Tippe einen beliebigen Knopf, um deinen Platz zurückzuholen.
btn-my-cards = 🃏 Meine Karten
tap-my-cards = 👉 { $names }: Du bist dran — tippe «🃏 Meine Karten», deine Karten erscheinen hier nur für dich.
err-not-seated-here = Du sitzt nicht an diesem Tisch.
next-deal-auto = ⏩ Die nächste Runde beginnt von selbst in { $dur }; der Knopf unten startet sie sofort.
btn-rematch = 🔁 Nochmal spielen
lobby-locked = 🔒 Geschlossen: keine neuen Leute.
btn-take-over = 🤖 Für { $name } spielen
btn-kick = ✖ Entfernen: { $name }
btn-lock = 🔒 Raum schließen
btn-unlock = 🔓 Raum öffnen
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Siege: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Beilegen: { $n } s warten, sobald jede Karte gedeckt ist
durak-throw-wait-take = ⏱ Beilegen: { $n } s warten, sobald jede Karte gedeckt ist oder die Verteidigung aufnimmt
durak-throw-wait-off = ⏱ Beilegen: ohne Zeitlimit warten
btn-throw-wait = ⏱ Warten aufs Beilegen: { $n } s
btn-throw-wait-off = ⏱ Warten aufs Beilegen: ohne Limit
bar-throwin = ⏱ { $bar } { $n } s — beilegen oder „Passen“ tippen; danach endet der Angriff von selbst.
bar-throwin-take = ⏱ { $bar } { $n } s — beilegen oder „Passen“ tippen; danach nimmt die Verteidigung die Karten auf.
bar-still = (In der Gruppe bewegt sich dieser Countdown nicht — Telegram lässt einen Bot nur 20-mal pro Minute und Gruppe bearbeiten: Die { $n } s zählen ab dem Erscheinen dieser Nachricht.)
game-over-header = 🏁 { $game }: Das Spiel ist vorbei.

## issue 32: quick match
cmd-play = mit beliebigen Leuten spielen (schnelles Match)
btn-quick = 🎲 Mit beliebigen Leuten spielen
btn-quick-any = egal
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 In die Warteschlange
btn-quick-leave = Warteschlange verlassen
btn-quick-fill = 🤖 Mit Computern auffüllen
btn-quick-keep = ⏳ Noch { $sec } s warten
quick-seats = { $n ->
    [one] { $n } Person
   *[other] { $n } Personen
  }
quick-seats-range = { $low }–{ $high } Personen
quick-menu-title = 🎲 Mit beliebigen Leuten spielen: Ich setze dich zu Leuten, die dasselbe Spiel suchen.
quick-menu-choice = Gewählt: { $what }.
quick-menu-hint = Kommt innerhalb von { $sec } s niemand, biete ich Computer an. Die anderen sehen nur deinen Vornamen (auf Wunsch deinen vollen Namen, in /profile).
quick-waiting = ⏳ Suche nach Leuten: { $what }. Ohne Treffer in { $sec } s biete ich Computer an.
quick-offer = Noch niemand ({ $what }). Computer ({ $n }) auf die freien Plätze setzen und starten, oder weiter warten?
quick-matched = 🎲 Gefunden: { $names }{ $n ->
    [0] {""}
   *[other] {""} und Computer ({ $n })
  }. Deine Karten kommen in der nächsten Nachricht. Viel Glück!
quick-filled = 🤖 Du spielst gegen Computer ({ $n }). Deine Karten kommen in der nächsten Nachricht.
quick-left = Du hast die Warteschlange verlassen.
quick-not-queued = Du bist nicht mehr in der Warteschlange.
quick-in-queue = Du bist schon in der Warteschlange — hier ist sie.
quick-joined = Du bist in der Warteschlange.
quick-keep-ok = Es wird weiter gewartet.
quick-private = Spielen mit beliebigen Leuten läuft im privaten Chat mit dem Bot: Tippe den Knopf unten und wähle dort ein Spiel.
quick-cooldown = Noch nicht: Du hast schnelle Matches früh verlassen ({ $n }-mal), also wartest du { $sec } s bis zum nächsten. Spiel deine Matches zu Ende, dann wird die Wartezeit kürzer.
quick-too-many-joins = Zu oft: Du kannst höchstens { $n }-mal pro Minute in die Warteschlange. Versuch es in { $sec } s nochmal.
err-not-your-menu = Das ist das Menü von jemand anderem: Öffne dein eigenes mit /play.
profile-name = 🎲 Name in Spielen mit Fremden: { $on ->
    [yes] voller Name
   *[no] nur Vorname
  }
btn-show-name = { $on ->
    [yes] 🎲 Meinen vollen Namen zeigen
   *[no] 🎲 Nur meinen Vornamen zeigen
  }
quick-found = 🎲 Gefunden — deine Karten kommen in der nächsten Nachricht.

# Card names for screen readers on the table page (see en)
card-name = { $suit }-{ $rank }
card-rank-a = Ass
card-rank-2 = Zwei
card-rank-3 = Drei
card-rank-4 = Vier
card-rank-5 = Fünf
card-rank-6 = Sechs
card-rank-7 = Sieben
card-rank-8 = Acht
card-rank-9 = Neun
card-rank-t = Zehn
card-rank-j = Bube
card-rank-q = Dame
card-rank-k = König
card-rank-it-j = Bube
card-rank-it-q = Reiter
card-rank-it-k = König
card-suit-s = Pik
card-suit-h = Herz
card-suit-d = Karo
card-suit-c = Kreuz
card-suit-it-s = Schwert
card-suit-it-h = Kelch
card-suit-it-d = Münz
card-suit-it-c = Stab

# ----- tournaments in a group (issue 47) -----
cmd-tournament = Turnier in dieser Gruppe
tn-title = 🏆 Turnier: { $game }, { $format }
tn-format-swiss = Schweizer System
tn-format-knockout = K.-o.-System
tn-rounds = Runden: { $n }
tn-people = Angemeldet ({ $n } von { $max }): { $names }
tn-nobody = Noch hat sich niemand angemeldet.
tn-status-running = ▶️ Runde { $round } von { $rounds } läuft.
tn-status-finished = 🏁 Das Turnier ist beendet.
tn-status-cancelled = ✖️ Das Turnier wurde abgesagt.
tn-how = { $min } bis { $max } Personen. Es startet, wer es eröffnet hat, oder ein Gruppenadmin.
tn-btn-join = ➕ Mitmachen
tn-btn-leave = ➖ Abmelden
tn-btn-start = ▶️ Starten
tn-btn-cancel = ✖️ Absagen
tn-computer = 🤖 Computer
tn-round = Runde { $round } von { $rounds }:
tn-bye = { $name }: Freilos (ein Sieg ohne Spiel)
tn-round-go = Jeder Tisch ist unten ein Spiel dieser Gruppe. Viel Glück!
tn-winner = 🥇 Sieg: { $name }
tn-standings = Endstand:
tn-group-only = Turniere laufen in Gruppen: füge den Bot einer Gruppe hinzu und sende dort /tournament.
tn-usage = So geht's: /tournament <Spiel> [swiss|knockout] [Runden]. Spiele: { $games }. { $min } bis { $max } Personen.
tn-joined = Du bist dabei.
tn-left = Du bist abgemeldet.
tn-started = Das Turnier beginnt!
tn-cancelled = Das Turnier ist abgesagt.
tn-err-joined = Du bist schon angemeldet.
tn-err-not-in = Du bist nicht angemeldet.
tn-err-closed = Für dieses Turnier ist die Anmeldung vorbei.
tn-err-full = Das Turnier ist voll.
tn-err-count = Ein Turnier braucht 4 bis 64 Personen.
tn-err-not-creator = Das darf nur, wer das Turnier eröffnet hat, oder ein Gruppenadmin.
tn-err-open = In dieser Gruppe läuft schon ein Turnier: beende es zuerst.
top-tournaments = 🏆 Turniere:
top-tournament-line = 🥇 { $name } (Teilnehmende: { $n })
btn-top-tournament = 📋 Endstand: { $name }, { $date }
top-tournament-unknown = Dieses Turnier gibt es hier nicht oder es wird nicht mehr aufbewahrt: Tippe auf eine der Schaltflächen der Rangliste.
tn-btn-end = ⛔ Turnier beenden
tn-ended = Das Turnier ist beendet: Es zählen die Runden, die zu Ende gespielt sind.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Beginn um { $time } ({ $zone }). Haben sich bis dahin weniger als { $min } angemeldet, fällt es aus.
tn-btn-later-15 = ⏰ +15 Min.
tn-btn-later-60 = ⏰ +1 Std.
tn-btn-no-time = ⏰ Ohne Startzeit
tn-time-set = Beginn um { $time } ({ $zone }) — in { $minutes } Min.
tn-time-cleared = Startzeit entfernt: Das Turnier beginnt mit «▶️ Starten».
tn-err-time = Eine Startzeit geht nur innerhalb der nächsten 24 Stunden.
tn-err-no-time = Es ist keine Startzeit gesetzt.
tn-called-off = ✖️ Das Turnier fällt aus: Bis zur Startzeit haben sich { $n } angemeldet, nötig sind mindestens { $min }.
tn-called-off-late = ✖️ Das Turnier fällt aus: Zur Startzeit lief der Bot nicht, und seitdem ist über eine Stunde vergangen.
tn-status-paused = ⏸ Pause: Die Tische dieser Runde spielen weiter; die nächste Runde beginnt, wenn das Turnier fortgesetzt wird.
tn-btn-pause = ⏸ Pause
tn-btn-resume = ▶️ Fortsetzen
tn-paused = Pause: Keine neue Runde beginnt, bis das Turnier fortgesetzt wird.
tn-resumed = Das Turnier geht weiter.
tn-err-paused = Das Turnier ist schon pausiert.
tn-err-not-paused = Das Turnier ist nicht pausiert.
tn-btn-drop = 🚫 Spieler ausschließen
tn-drop-pick = Wen aus dem Turnier nehmen? Tippe auf einen Namen.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } ist nicht mehr im Turnier.
tn-dropped-note = 🚫 { $name } scheidet aus dem Turnier aus: keine Paarung in späteren Runden, und die laufende Partie zählt als Verlassen des Tisches.
tn-left-group = 🚪 { $name } ist nicht mehr in der Gruppe und scheidet aus dem Turnier aus.
tn-err-dropped = Diese Person ist schon ausgeschieden.
tn-err-no-player = Diese Person spielt nicht im Turnier.
tn-out = Ausgeschieden: { $names }
tn-usage-time = Mit Startzeit: /tournament durak 21:00 (UTC) oder 21:00+3 (UTC+3) — es beginnt von selbst; der Versatz gilt auch für die nächsten Turniere der Gruppe.
tn-seats = Am Tisch: { $size ->
    [tables] 3–4 Personen, nach Punkten gesetzt (5 Personen: 3 + 2 und ein Computer)
   *[pairs] zwei, eins gegen eins
  }
tn-opt-seats = { $size ->
    [tables] 3–4 am Tisch
   *[pairs] eins gegen eins
  }
tn-options-how = Bis zum Start legt der Ersteller oder ein Gruppenadmin die Regeln aller Tische mit den Knöpfen unten fest.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, Runde { $round } von { $rounds }: Dein Tisch ist bereit. Mit dir am Tisch: { $names }.
tn-ping-hand-here = Deine Karten sind in diesem Chat, weiter unten.
tn-ping-hand-group = Deine Karten sind in der Gruppe: die Schaltfläche «🃏 Meine Karten» unter dem Tisch.
tn-ping-link = Das Turnier in der Gruppe: { $link }
tn-ping-group = 🔔 { $names }: Eure Tische sind bereit — unten in dieser Gruppe.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Analyse
review-working = Ich analysiere die Runde … Die Analyse kommt in den privaten Chat.
review-busy = Die Analyse dieser Runde wird schon erstellt — ich schicke sie, sobald sie fertig ist.
review-title = 🔎 Analyse: { $game }, Runde { $n }
review-mistake = Zug { $move }: Du hast «{ $played }» gespielt; besser war «{ $better }» — das hat dich { $cost } gekostet.
review-cost-chance = ~{ $percent } % Chance, nicht der Durak zu werden
review-cost-points = ~{ $points } Punkte
review-none = Keine Fehler gefunden: Alle deine Entscheidungen ({ $n }) waren so gut wie die der Suche. Gut gespielt!
review-how = Jede Entscheidung wird danach beurteilt, was du in dem Moment gesehen hast — nie nach fremden Karten.
err-review-players-only = Analysieren kannst du nur eine Runde, in der du gespielt hast.
err-review-unavailable = Diese Runde kann nicht analysiert werden: Sie wurde nicht zu Ende gespielt oder ist nicht mehr gespeichert.
err-review-limit = Genug Analysen für diese Stunde — die nächste ist in { $minutes } Min. möglich.
err-review-failed = Die Runde konnte nicht analysiert werden — bitte versuch es später noch einmal.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Tipp
hint-thinking = 💡 Ich denke über einen Tipp nach…
hint-move = 💡 Der stärkste Computer würde «{ $move }» spielen.
hint-why-cover = { $trump ->
    [yes] Mit Trumpf stechen: sonst nehmen Sie { $cards } auf.
   *[no] Stechen: sonst nehmen Sie { $cards } auf.
  }
hint-why-take = Aufnehmen: Abwehren kostet jetzt mehr. Sie nehmen { $cards } auf.
hint-why-transfer = Weitergeben: der nächste Spieler wehrt ab, mit { $cards } auf dem Tisch.
hint-why-throw-in = Nachlegen: der Verteidiger hat { $cards } auf der Hand.
hint-why-hold = Nicht mehr nachlegen: diese Karten brauchen Sie später.
hint-why-lead-low = Spielen Sie Ihre niedrigste Karte aus, die kein Trumpf ist: die starken aufheben.
hint-why-enough = Sagen Sie «Genug!»: die Punkte Ihres Stapels, die Sie gesehen haben: { $points }.
hint-why-not-yet = Noch nicht «Genug!» sagen: die Punkte Ihres Stapels, die Sie gesehen haben: { $points }.
hint-why-stop = Sagen Sie «Stopp!»: mit diesen Karten auf der Hand gewinnen Sie.
hint-why-sweep = Nehmen Sie den ganzen Tisch — eine Scopa, ein Punkt mehr. Auf Ihren Stapel: { $cards }.
hint-why-settebello = Nehmen Sie den Settebello, die Karo-Sieben: ein eigener Punkt. Auf Ihren Stapel: { $cards }.
hint-why-primiera = Nehmen Sie die Siebenen — sie entscheiden die Primiera. Siebenen in diesem Stich: { $sevens }; Auf Ihren Stapel: { $cards }.
hint-why-no-sweep = Spielen Sie diese Karte: danach kann keine einzelne Karte den ganzen Tisch nehmen — keine Scopa für den Gegner.
hint-why-capture = Nehmen: auf Ihren Stapel kommen { $cards }.
hint-why-only = Hier gibt es nur einen sinnvollen Zug.
hint-why-luck = Das ist eine blinde Auslosung: jede Karte ist so gut wie jede andere.
hint-why-best-chance = Nach Schätzung der Suche ist Ihre Chance, so nicht der Durak zu werden: ~{ $percent } %.
hint-why-best-points = Nach Schätzung der Suche ist dieser Zug um etwa { $points } Punkte besser als der naheliegende.
hint-why-best-plain = Nach Schätzung der Suche ist das hier der beste Zug.
err-hint-not-yours = Das ist nicht Ihre Schaltfläche.
err-hint-not-allowed = Tipps gibt es nur in Spielen gegen Computer (nie mit einer anderen Person, nie in einem gewerteten Spiel), wenn «💡 Tipps» in /profile an sind.
err-hint-stale = Kein Tipp: Sie sind gerade nicht am Zug (oder die Nachricht ist alt).
err-hint-failed = Der Tipp hat nicht geklappt — versuchen Sie es noch einmal.
hints-on = 💡 Tipps sind an.
hints-off = 💡 Tipps sind aus.
profile-hints = 💡 Tipps in Spielen gegen Computer: { $on ->
    [yes] an
   *[no] aus
  }
btn-hints = { $on ->
    [yes] 💡 Tipps einschalten
   *[no] 💡 Tipps ausschalten
  }
