## Kozyr — italiano

welcome = Ciao! Sono Kozyr: Durak, Bura e Scopa su Telegram.
    I pulsanti qui sotto: 🤖 gioca subito contro il computer; un gioco senza 🤖 crea una stanza per gli amici con un link d'invito.
    In un gruppo: /durak, /bura, /scopa o /new apre un tavolo; gli amici entrano con un tocco.
    /hand rimanda le mie carte, /rules spiega i giochi, /profile imposta lingua, mazzo e impronta del mazzo.
    /stats mostra le mie statistiche, /top la classifica di un gruppo, /forget cancella i miei dati, /help elenca tutti i comandi.
help = Comandi:
    /durak, /bura, /scopa — apri una stanza (in un gruppo o qui)
    /play — gioca con chiunque: partita rapida con sconosciuti
    /new — scegli un gioco (🤖: subito contro il computer)
    /hand — rimanda il messaggio con le tue carte
    /mute — non sentire più la chat del tavolo attuale (di nuovo: sentirla ancora)
    /rules — le regole in breve, con i valori delle carte
    /language — la lingua (in un gruppo: quella del tavolo, per gli amministratori)
    /hands — in un gruppo: se mostrare le carte nel gruppo, a ciascuno solo le sue (per gli amministratori)
    /profile — lingua, stile del mazzo per la Scopa, impronta del mazzo 🔒, promemoria del turno, nasconderti dalla classifica
    /stats — le mie statistiche: partite, vittorie, serie (in un gruppo: le partite di quel gruppo)
    /top — la classifica del gruppo per settimana, mese, sempre (in un gruppo)
    /top global — la classifica globale (/top global durak, bura, scopa)
    /tournament durak — un torneo in un gruppo: iscrizioni, turni, classifica finale (svizzero o eliminazione diretta)
    /forget — cancella i miei dati e le statistiche
    Come si gioca: tocca "Partecipa" sotto il tavolo del gruppo, poi "Pronto". La partita inizia quando tutti i posti sono occupati e tutte le persone sono pronte. Si gioca con i pulsanti del tuo messaggio — nel gruppo (lo vedi solo tu; «🃏 Le mie carte» lo rimanda) o nella chat privata: mostra solo le tue carte e solo le mosse permesse in quel momento.
pick-game = A che cosa giochiamo?
pick-done = A che cosa giochiamo? — { $game }
err-picked = Il gioco è già stato scelto.
no-rooms = Non hai stanze aperte. Inizia una partita: /new
invite-forward = Stanza creata. Inoltra questo link d'invito a un amico:
    { $url }
hand-moved = ⬇️ { $game }: la partita continua più sotto.
you-left = Hai lasciato la stanza.

cmd-new = nuova partita (scegli)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = rimanda le mie carte
cmd-mute = chat del tavolo sì/no
cmd-profile = profilo: lingua, mazzo, impronta
cmd-help = aiuto

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Computer { $n }
player-name = Giocatore { $n }
seat-free = — libero —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] con passaggio
   *[podkidnoy] classico
  }, { $seats ->
    [one] { $seats } posto
    [many] { $seats } posti
   *[other] { $seats } posti
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] uno contro uno
  }, a { $target }
title-bura = 🂮 Bura

options-durak = Regole: { $mode ->
    [perevodnoy] con passaggio
   *[podkidnoy] classico
  }; aggiungere carte dopo "Prendo": { $tat ->
    [yes] sì
   *[no] no
  }
options-scopa = Regole: { $seats ->
    [4] due squadre da due (posti 1 e 3 contro 2 e 4)
   *[other] uno contro uno
  }; si gioca a { $target } punti
options-bura = Regole: partita a 12 punti; "Basta!" quando le tue prese valgono 41–70.

lobby-header = Posti: { $taken } su { $capacity }
lobby-hint = La partita inizia quando tutti i posti sono occupati e tutte le persone hanno toccato "Pronto". 🔒 Mazzo: { $fp }
commitment-line = 🔒 Impronta del mazzo: { $fp } (il mazzo è già fissato; il tuo "Pronto" aggiunge la tua casualità)
invite-line = Link d'invito: { $url }
unreachable = ⚠ { $names }: il bot non riesce a scriverti. Apri il bot: { $url }
next-deal-header = Mano { $n }: tocca "Mano successiva".

btn-join = ➕ Partecipa
btn-invite = 📨 Invita
btn-ready = ✅ Pronto
btn-ready-app = 🎲 Pronto — casualità mia
btn-unready = ↩ Non ancora
btn-add-computer = 🤖 + Computer
btn-remove-computer = 🤖 − Togli
btn-fill = 🤖 + { $n ->
    [one] { $n } computer
    [many] { $n } computer
   *[other] { $n } computer
  }
btn-settings = ⚙️ Impostazioni
btn-settings-back = ← Torna alla stanza
btn-team = { $mark } Squadra { $n }
btn-shuffle = 🔀 Mescola le squadre
btn-leave = 🚪 Esci
btn-surrender = { $game ->
    [bura] 🏳 Cedi l'incontro
    [scopa] 🏳 Cedi la partita
   *[other] 🏳 Arrenditi
  }
btn-end-game = ⛔ Termina la partita
btn-next-deal = ▶ Mano successiva
btn-record = 📄 Registro della mano
btn-check-deck = 🔍 Verifica il mazzo
btn-replay = ▶️ Replay
replay-share-text = ▶️ Guarda il replay di una smazzata: { $game }
btn-table = 🎴 Tavolo
btn-record-match = 📄 Registro: partita { $n }
btn-back = ← Indietro
btn-seats-minus = − posto
btn-seats-plus = + posto

cards-count = { $n ->
    [one] { $n } carta
    [many] { $n } carte
   *[other] { $n } carte
  }
tricks-count = { $n ->
    [one] { $n } presa
    [many] { $n } prese
   *[other] { $n } prese
  }
score-points = { $n ->
    [one] { $n } punto
    [many] { $n } punti
   *[other] { $n } punti
  }

table-empty = Il tavolo è vuoto.
table-cards = Tavolo: { $cards }
your-hand = Le tue carte: { $cards }
waiting-for = In attesa di: { $names }
state-out = fuori
state-passed = passa
state-taking = prende

durak-status = ★ Briscola: { $trump } · Mazzo: { $stock } · Scarti: { $discard }
last-durak-attack = Ultima mossa: { $name } — { $card }
last-durak-transfer = Ultima mossa: { $name } passa con { $card }
last-durak-defend = Ultima mossa: { $name } copre { $target } con { $card }
last-durak-take = Ultima mossa: { $name } prende
last-durak-pass = Ultima mossa: { $name } passa
last-durak-throw-timeout = Ultima mossa: il tempo per aggiungere carte è scaduto
prompt-durak-lead = Tocca a te: scegli una carta.
prompt-durak-throw = Puoi aggiungere una carta o toccare "Passo".
prompt-durak-defend = Copri o prendi.
prompt-durak-defend-transfer = Copri, passa o prendi.
act-attack = Aggiungi { $card }
act-defend = Copri { $target } con { $card }
act-transfer = Passa con { $card }
act-take = Prendo
act-pass = Passo
durak-draw = Pareggio: le ultime carte sono uscite insieme.
durak-out-order = Fuori: { $names }
result-none = La partita è stata interrotta.

scopa-status = Mano { $deal } · Mazzo: { $stock } · Si gioca a { $target }
scopa-redeal = { $n ->
    [1] 🔄 Ridistribuzione: in tavola c'erano tre o quattro re — le carte sono state distribuite di nuovo.
   *[other] 🔄 Ridistribuzione (la { $n }ª): in tavola c'erano tre o quattro re — le carte sono state distribuite di nuovo.
  }
scopa-side = Squadra { $side } ({ $who }): { $score } · prese { $pile } · scope { $scopas }
scopa-last-capture = Ultima mossa: { $name } — { $card } prende { $cards }
scopa-last-drop = Ultima mossa: { $name } cala { $card }
prompt-scopa = Tocca a te: scegli una carta.
act-capture = { $card } prende { $cards }
act-drop = Cala { $card } sul tavolo
scopa-deal-side = { $who }: carte { $cards }, denari { $coins }, settebello { $settebello }, primiera { $primiera }, scope { $scopas } → +{ $points }

bura-status = Mano { $deal } · ★ Briscola: { $trump } · Mazzo: { $stock }
bura-lead = Sul tavolo, { $name } gioca: { $cards }
bura-window = ⏱ La finestra "Stop!" è aperta.
bura-claim = ⏱ "Stop!" dichiarato: si attende la risposta di chi attacca.
bura-draw-header = 🎴 Sorteggio della prima mossa: ognuno prende una carta coperta. La più alta (6 < 7 < 8 < 9 < 10 < J < Q < K < A) inizia; a pari valore si pesca di nuovo.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — pari, si pesca di nuovo.
bura-draw-picked = ✋ { $name }: carta scelta
bura-draw-picking = ⏳ { $name }: sta scegliendo una carta
bura-draw-result = 🎴 Sorteggio: { $a }: { $ca }, { $b }: { $cb } → inizia { $first }
bura-last-beat = Mossa precedente: { $name } batte { $pairs }
bura-last-dump = Mossa precedente: { $name } scarta { $n ->
    [one] { $n } carta
    [many] { $n } carte
   *[other] { $n } carte
  } coperte: { $cards }
last-bura-lead = Ultima mossa: { $name } gioca { $n ->
    [one] { $n } carta
    [many] { $n } carte
   *[other] { $n } carte
  }
last-bura-beat = Ultima mossa: { $name } batte la giocata
last-bura-dump = Ultima mossa: { $name } scarta { $n ->
    [one] { $n } carta
    [many] { $n } carte
   *[other] { $n } carte
  } coperte
last-bura-enough = Ultima mossa: { $name } — "Basta!"
last-bura-continue = Ultima mossa: { $name } pesca ancora
last-bura-stop = Ultima mossa: { $name } — "Stop!"
last-bura-surrender = { $name } si arrende
prompt-bura-lead = Tocca a te: segna una carta, oppure due o tre dello stesso seme, poi tocca "Gioca".
prompt-bura-draw = Scegli una carta coperta:
prompt-bura-defend = Batti tutte le carte (segna le tue) o scarta altrettante carte.
prompt-bura-decide = La presa è tua: "Basta!" o peschi ancora?
prompt-bura-stop = Puoi dire "Stop!" (tre sei, tre assi, o un'intercettazione con tre carte dello stesso seme).
prompt-bura-claim = L'avversario dichiara "Stop!". Rispondi con il tuo "Stop!" se puoi.
act-lead = Gioca: { $cards }
act-dump = Scarta: { $cards }
act-beat = Batti: { $pairs }
act-enough = ✋ Basta!
act-continue = 🂠 Pesco
act-stop = 🛑 Stop!
act-surrender = 🏳 Arrenditi
act-pick = Carta coperta n. { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → i punti vanno all'avversario: { $name } +{ $n }
bura-award-three_sixes = { $name }: tre sei — +{ $n }
bura-award-three_aces = { $name }: tre assi — +{ $n }
bura-award-more_points = { $name }: prese di valore maggiore — +{ $n }
bura-award-dry = { $name }: vittoria secca — +{ $n }
bura-award-tie = Prese di pari valore: nessuno segna.
bura-award-surrender = Resa: vince { $name }.
bura-pile = { $name }: valore delle prese { $points }, { $tricks ->
    [one] { $tricks } presa
    [many] { $tricks } prese
   *[other] { $tricks } prese
  }

deal-result-header = Risultato della mano { $n }:
match-score = Punteggio della partita: { $score }
match-winner = 🏆 Vittoria: { $name }
outcome-left = Partita interrotta: { $name } ha lasciato il tavolo.
outcome-ended = La partita è stata terminata da chi ha creato la stanza ({ $name }).
outcome-surrender = { $name } si arrende.

fair-ok = ✅ Mano onesta: il mazzo corrisponde alla sua impronta e ogni mossa è stata verificata.
fair-warning = ⚠ La verifica della mano non è riuscita — scarica il registro e controllalo di persona.
fair-interrupted = La mano è stata interrotta; impronta e seme sono nel registro.
record-caption = Registro: { $game }, mano { $n }. Verifica: python -m engines verify <file>
record-redeal = 🔄 Mano { $deal }: ridistribuita — in tavola c'erano tre o quattro re (il mazzo con etichetta …:r{ $n }).
fp-current = 🔒 Mano { $n }: impronta del mazzo (SHA-256 del seme segreto):
    { $commitment }
    Il seme viene rivelato alla fine della mano.
fp-revealed = La mano { $n } è finita. Impronta:
    { $commitment }
    Seme rivelato:
    { $seed }
fp-next = Impronta del prossimo mazzo:
    { $commitment }
fp-how = Come verificare: scarica il registro della mano ("📄 Registro della mano") ed esegui python -m engines verify registro.json — ricalcola l'impronta dal seme, il mazzo dal seme, dai contributi dei giocatori e dall'etichetta, e rigioca ogni mossa.
webapp-title = Verifica del mazzo
webapp-intro = È il tuo browser a ricalcolare il mazzo dal registro della mano: l'impronta dal seme rivelato, la miscela dei contributi dei giocatori, la chiave, il flusso ChaCha20 e il mescolamento. Rigioca anche ogni mossa secondo le regole; i risultati e i punteggi registrati li verifica il comando python -m engines verify.
webapp-ready-intro = Il tuo browser estrarrà 32 byte casuali (crypto.getRandomValues) e li invierà al bot con la firma di Telegram. Entrano nel mescolamento del prossimo mazzo, la cui impronta è già mostrata: il server non può scegliere un mazzo adatto al tuo contributo.
webapp-ready-button = ✅ Pronto
webapp-ready-sent = La tua casualità: { $randomness }
webapp-ready-done = Contributo accettato. Dopo la mano la verifica del mazzo lo mostrerà nella miscela.
webapp-ready-outside = Questo pulsante funziona in Telegram: aprilo dal messaggio del bot.
webapp-drop = Trascina qui un file di registro (kozyr-….json) o sceglilo:
webapp-loading = Carico il registro della mano…
webapp-refused = Registro non ricevuto: { $reason }
webapp-refused-unsigned = la pagina non è stata aperta da Telegram. Scarica il registro con "📄 Registro della mano" e trascinalo qui.
webapp-refused-stale = i dati di Telegram sono scaduti. Chiudi la verifica e riaprila.
webapp-refused-players = il registro di una mano va solo a chi l'ha giocata.
webapp-refused-unavailable = il registro sarà disponibile a mano finita.
webapp-refused-network = il server non ha risposto.
webapp-refused-malformed = la richiesta è danneggiata.
webapp-refused-too-fast = troppo in fretta: aspetta un secondo.
webapp-not-json = Questo file non si legge come JSON: non è un registro della mano.
webapp-not-record = Questo non è un registro di una mano di Kozyr.
webapp-seat = Mano di:
webapp-seat-n = Giocatore { $n }
webapp-verdict-ok = ✅ Mazzo onesto: tutto ricalcolato nel tuo browser, e tutto torna.
webapp-verdict-fail = ❌ Verifica fallita: mano { $n }, passo "{ $step }".
webapp-deal = Mano { $n }
webapp-step-record = Registro
webapp-step-commitment = Impronta
webapp-step-label = Etichetta del mazzo
webapp-step-mix = Contributi dei giocatori
webapp-step-deck = Mazzo
webapp-step-deal = Carte distribuite
webapp-step-draw = Sorteggio della prima mossa
webapp-no-proof = La mano non ha prova di equità: il mazzo non si può verificare.
webapp-bad-proof = La prova è danneggiata: impronta, seme, contributi o etichetta non sono nel formato giusto.
webapp-commitment-ok = Lo SHA-256 del seme rivelato coincide con l'impronta mostrata prima della mano: { $computed }
webapp-commitment-differs = Lo SHA-256 del seme è { $computed }, ma l'impronta nel registro è { $recorded }: non è il seme promesso.
webapp-label-ok = L'etichetta { $recorded } è quella che spetta a questa mano.
webapp-label-redeal = L'etichetta { $recorded } è una ridistribuzione: ogni mazzo precedente di questa mano metteva in tavola tre o quattro re.
webapp-label-differs = Il registro ha l'etichetta { $recorded }, ma a questa mano spetta { $expected }.
webapp-redeal-unneeded = L'etichetta { $recorded } dichiara una ridistribuzione, ma il mazzo { $label } non la richiedeva.
webapp-contribution-malformed = Il contributo { $n } si spaccia per casualità della Mini App ma non contiene 64 cifre esadecimali.
webapp-mix-ok = Miscela dei contributi (SHA-256): { $mix }
webapp-deck-ok = Chiave (HKDF-SHA256): { $hkdf }. Il flusso ChaCha20 ha mescolato il mazzo:
webapp-deal-ok = Le carte del registro vengono esattamente da questo mazzo.
webapp-deal-unstated = Il registro non elenca le carte distribuite: confronta la mano qui sotto con quella che avevi.
webapp-deck-differs = La carta { $n } del mazzo nel registro è { $recorded }, ma il mescolamento dà { $derived }.
webapp-hand-differs = La mano del giocatore { $seat } nel registro è { $recorded }, ma il mazzo dà { $derived }.
webapp-table-differs = In tavola il registro ha { $recorded }, ma il mazzo dà { $derived }.
webapp-stock-differs = Il tallone del registro non coincide con il mescolamento.
webapp-leader-unknown = Il registro non ha il risultato della mano precedente: non si sa chi ha iniziato.
webapp-draw-ok = Sorteggio ricalcolato: inizia il giocatore { $seat }.
webapp-draw-bad-picks = Sorteggio, giro { $k }: le posizioni scelte sono impossibili.
webapp-draw-differs = Sorteggio, giro { $k }: il registro dice { $recorded }, ma il mazzo dà { $derived }.
webapp-draw-rounds = Sorteggio: il numero di giri nel registro non coincide con il ricalcolo.
webapp-draw-first = Per sorteggio inizia il giocatore { $seat }, ma il registro dice un altro.
webapp-step-moves = Mosse
webapp-moves-ok = Mosse rigiocate secondo le regole: { $n }, tutte consentite.
webapp-moves-illegal = La mossa { $n } ({ $move }) non è consentita: { $why }.
webapp-moves-why-turn = quel giocatore non poteva farlo in quel momento
webapp-moves-why-hand = il giocatore non aveva quella carta
webapp-moves-why-rule = le regole non lo permettono in quel punto
webapp-moves-why-over = la smazzata era già finita
webapp-moves-unfinished = Le mosse si interrompono prima della fine della smazzata, eppure ne segue un'altra.
webapp-contribution-app = casualità propria dalla Mini App
webapp-contribution-press = pressione di un pulsante in Telegram
webapp-contribution-none = nessun contributo
webapp-contribution-mine = tuo, estratto da questo browser
webapp-your-hand = La tua prima mano:
webapp-hand-of = Prima mano del giocatore { $n }:
webapp-table = Tavola:
webapp-about = Che cosa prova la verifica
webapp-proves = ✅ significa: il mazzo della mano è esattamente quello che deriva dal seme (di cui hai visto l'impronta prima della mano), dai contributi dei giocatori e dall'etichetta. Il server non poteva scegliere il mazzo dopo le tue pressioni.
webapp-not-proves = La verifica non ricalcola i risultati e i punteggi registrati (lo fa python -m engines verify con il file del registro) e non impedisce a chi gestisce il server di vedere le carte durante la partita.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Tavolo
table-page-loading = Preparo il tavolo…
table-page-reconnecting = Connessione persa — mi ricollego…
table-page-outside = Questo tavolo si apre in Telegram: aprilo dal messaggio del bot.
table-page-no-room = L'indirizzo non indica una stanza: apri il tavolo dal messaggio del bot.
table-page-players = Giocatori
table-page-table = Sul tavolo
table-page-hand = Le tue carte
table-page-actions = Pulsanti
table-page-chat = Nella chat
table-page-watching = 👁 Stai guardando: le carte dei giocatori non ti vengono mostrate.
table-page-you = tu
table-page-cards = Carte: { $n }
table-page-stock = Mazzo: { $n }
table-page-discard = Scarti: { $n }
table-page-trump = Briscola: { $card }
table-page-trump-mark = briscola
table-page-attacker = attacca
table-page-defender = si difende
table-page-acting = di turno
table-page-ready = ha confermato
table-page-not-ready = non ha ancora confermato
table-page-your-move = Tocca a te
table-page-covered = { $attack }, battuta con { $cover }
table-page-uncovered = { $card }, non ancora battuta
table-page-led-by = Gioca { $name }
table-page-tricks = Prese: { $n }
table-page-score = Punti: { $n }
table-page-captured = Carte prese: { $n }
table-page-scope = Scope: { $n }
table-page-spread = Carte coperte: scegline una
table-page-choose = Tocca una carta segnata sul tavolo, oppure scegli qui sotto.
table-page-which = Quale mossa?
table-page-select = Tocca le carte per segnarle, poi giocale.
table-page-play = ▶ Gioca le carte segnate
table-page-cancel = Annulla
table-page-confirm = { $action } — confermi?
table-page-yes = Sì
table-page-ok = OK
table-page-clock = Tempo
table-page-clock-stop = Finestra "Stop!"
table-page-clock-claim = Rispondi allo "Stop!"
table-page-clock-throwin = Tempo per aggiungere
table-page-seconds = { $n } s
table-page-status-lobby = Stanza
table-page-status-playing = In gioco
table-page-status-between = Partita finita
table-page-status-closed = Stanza chiusa
table-page-status-replay = Replay
table-page-replay-title = Replay: smazzata { $n }
table-page-replay-move = Mossa { $n } di { $total }
table-page-replay-dealt = Carte distribuite
table-page-replay-first = All'inizio
table-page-replay-back = Indietro
table-page-replay-forward = Avanti
table-page-replay-last = Alla fine
table-page-replay-play = Riproduci
table-page-replay-pause = Pausa
table-page-replay-speed = Velocità
table-page-replay-jump = Vai alla mossa
table-page-replay-verified = ✅ Mazzo equo: verifica superata
table-page-replay-unverified = ❌ Verifica del mazzo non superata
table-page-replay-hands = Carte dei giocatori
table-page-replay-missing = Replay non trovato: il link è errato o la smazzata non è più conservata.
table-page-replay-clock = ⏱ Tempo scaduto
table-page-replay-draw = Sorteggio: { $cards }
table-page-replay-share = Condividi
table-page-replay-copied = Link del replay copiato
table-page-refused-unsigned = La pagina non è stata aperta da Telegram: apri il tavolo dal messaggio del bot.
table-page-refused-stale = I dati di Telegram sono scaduti: chiudi il tavolo e riaprilo.
table-page-refused-unavailable = Questa stanza non esiste (più).
table-page-refused-malformed = La richiesta è danneggiata.
table-page-refused-too-fast = Troppo in fretta: aspetta un secondo.
table-page-refused-network = Il server non risponde.
table-page-talk = Chiacchiere al tavolo
table-page-talk-empty = Qui comparirà ciò che si dice a questo tavolo.
table-page-talk-placeholder = Di' qualcosa al tavolo…
table-page-talk-send = Invia
table-page-talk-phrases = È in corso una smazzata a squadre: niente suggerimenti, al tavolo vanno solo queste frasi.
table-page-talk-muted = 🔇 Hai silenziato questo tavolo con /mute: le parole degli altri non arrivano qui.

profile-title = ⚙ Profilo
profile-language = Lingua: { $name }
profile-style = Mazzo per la Scopa: { $style ->
    [french] francese
    [roses] Rose e gigli
   *[italian] italiano
  } ({ $sample })
profile-fp = Mostra l'impronta del mazzo: { $on ->
    [yes] sì
   *[no] no
  }
profile-pings = 🔔 Ricordami il mio turno: { $on ->
    [yes] sì
   *[no] no
  }
profile-hands = 🃏 Carte in una partita di gruppo: { $where ->
    [group] nel gruppo
    [private] nella chat privata
   *[both] nel gruppo e nella chat privata
  }
profile-fp-hint = L'impronta 🔒 sono le prime 8 cifre esadecimali dello SHA-256 del seme segreto del mazzo. Si vede prima della mano; dopo, il seme viene rivelato e chiunque può verificare che il mazzo era proprio quello.
style-italian = Italiano
style-french = Francese
style-roses = Rose e gigli
btn-fp = Impronta del mazzo: { $on ->
    [yes] attiva
   *[no] disattiva
  }
btn-pings = 🔔 Promemoria del turno: { $on ->
    [yes] attiva
   *[no] disattiva
  }
btn-hands = 🃏 { $where ->
    [group] Nel gruppo
    [private] In privato
   *[both] Entrambi
  }

join-ok = Sei in gioco!
join-already = Sei già in questa stanza.
left-ok = Hai lasciato la stanza.
ready-ok = Pronto!
ready-already = Il tuo "Pronto" c'è già.
unready-ok = Segno "Pronto" tolto.
computer-added = Computer aggiunto.
computer-removed = Computer tolto.
option-ok = Regole cambiate.
option-ok-cleared = Regole cambiate; i segni "Pronto" sono stati tolti.
ended-ok = La partita è terminata.
surrender-ok = Resa confermata.
record-sent-private = Il registro è nella tua chat privata.
confirm-leave = Lasciare la partita in corso? Il computer prende il tuo posto e gli altri continuano (se restano solo computer, la partita finisce). Tocca di nuovo per confermare.
confirm-end = { $people ->
    [yes] Terminare la partita per tutti? Giocano solo persone: nella classifica conta come tua sconfitta (o di chi il bot non raggiunge, se la partita aspetta loro). Tocca di nuovo per confermare.
   *[no] Terminare la partita per tutti? Tocca di nuovo per confermare.
}
confirm-surrender = { $game ->
    [bura] Arrendersi? Perdi l'intero incontro, non solo questa mano: vince l'avversario. Tocca di nuovo per confermare.
    [scopa] Arrendersi? Perdi l'intera partita: vince l'altra squadra. Tocca di nuovo per confermare.
   *[other] Arrendersi? Tocca di nuovo per confermare.
  }

err-stale = Questa mossa non è più disponibile — le carte sono aggiornate.
err-move-gone = «{ $move }» non è più possibile: il tavolo è cambiato mentre sceglievi. Le carte sono aggiornate.
err-not-your-button = Questo pulsante non è tuo.
err-unknown-button = Pulsante sconosciuto.
err-forged = Questa opzione non esiste.
err-unknown-room = Stanza non trovata o chiusa.
err-invite-unknown = Invito non trovato: il link è sbagliato o scaduto.
err-invite-expired = Questa stanza è chiusa. Chiedi un nuovo invito.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } in { $n }
  }
inline-desc = Manda in questa chat un invito con il pulsante «Partecipa»
inline-room-title = Invita nella mia stanza: { $game }
inline-room-desc = Un invito alla stanza in cui sei seduto
card-new = 🃏 { $name } ti invita a giocare a { $game }
card-seats = Posti: { $n }
card-seated = Al tavolo: { $names }
card-hint = Tocca «Partecipa»: le carte arrivano nella chat privata con il bot.
card-closed = Non ci sono più posti: la partita è in corso o il tavolo è pieno.
card-joined = Sei al tavolo! La sala d'attesa è nella chat privata con il bot.
card-seated-already = Sei già a questo tavolo: la sala d'attesa ti è stata mandata nella chat privata con il bot.
card-open-bot = Apri il bot: ti fa sedere con questo invito.
card-not-this-room = Questo pulsante non appartiene a questa carta d'invito: non è cambiato nulla. Tocca «Partecipa» sulla carta della partita stessa o chiedi un nuovo invito.
card-not-ready = La partita di questa carta non è ancora creata. Se la carta è appena stata inviata, tocca di nuovo tra un secondo; altrimenti chiedi un nuovo invito.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (sticker)
btn-talk-report = ⚠️ Segnala
talk-reported = «{ $name }» è segnalato: nelle future partite rapide con sconosciuti non sarete messi insieme.
err-talk-report = Può segnalare solo chi siede a questo tavolo, e non sé stesso.
talk-too-fast = Troppo in fretta: al tavolo vanno al massimo 5 messaggi di fila, poi uno ogni { $sec } s. Questo non è stato inviato: aspetta un po'.
talk-nobody = Nessuno ti sentirà: gli altri al tavolo hanno spento la chat.
talk-off-self = La tua chat del tavolo è spenta (/profile): il messaggio non è stato inviato.
talk-sent-to = 💬 Inviato al tavolo di { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  }, quello dove si è giocato per ultimo.
talk-phrases-only = 🤝 Al tavolo di { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } è in corso una mano a squadre, e non si possono dichiarare le proprie carte né suggerire — nemmeno in chat. Il messaggio non è stato inviato: finché la mano è in corso, al tavolo vanno solo queste frasi. Il testo libero torna tra una mano e l'altra.
talk-phrase-hello = 👋 Ciao!
talk-phrase-luck = 🍀 Buona fortuna!
talk-phrase-nice = 👍 Bella mossa!
talk-phrase-thanks = 🙏 Grazie!
talk-phrase-oops = 😅 Ops!
talk-phrase-haha = 😄 Ah ah!
talk-phrase-sorry = 🙂 Scusate!
talk-phrase-gg = 🤝 Bella partita!
talk-phrase-sent = 💬 Inviato: { $text }
err-talk-phrase = La frase non è stata inviata: questo tavolo non gioca più, oppure non ci sei seduto.
err-talk-table = Il messaggio non è stato inviato: questo tavolo non gioca più, oppure non ci sei seduto.
mute-on = 🔇 La chat del tavolo di { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } è spenta per te. /mute di nuovo per riattivarla.
mute-off = 🔊 La chat del tavolo di { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } è di nuovo attiva.
mute-none = Non sei a una partita in corso senza gruppo: non c'è niente da silenziare.
err-room-full = Tutti i posti sono occupati.
err-room-playing = Una partita è in corso; potrai entrare dopo.
err-join-first = Non sei ancora al tavolo: ora si apre la chat con il bot e ti dà un posto (premi "Avvia" se Telegram lo chiede). Poi premi "Pronto".
err-join-here = { $teams ->
    [yes] Non sei ancora al tavolo: scegli una squadra con il suo pulsante sul tavolo del gruppo — prendi posto proprio qui, senza aprire il bot.
   *[no] Non sei ancora al tavolo: premi «➕ Partecipa» sul tavolo del gruppo — prendi posto proprio qui, senza aprire il bot.
  }
err-not-in-room = Non sei in questa stanza.
err-creator-only = Solo chi ha creato la stanza può farlo.
err-no-computer = Al tavolo non c'è nessun computer.
err-no-game = Nessuna partita in corso.
err-record-unavailable = Il registro è disponibile alla fine della mano.
err-open-bot = Apri una chat privata con il bot (tocca "Avvia") così posso mandartelo.
err-internal = Qualcosa è andato storto; la tua mossa non è persa. Riprova.

## Il tempo nel gioco (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — premi "Stop!" finché la finestra è aperta.
bar-claim = ⏱ { $bar } { $n } s — rispondi con il tuo "Stop!", altrimenti l'avversario prende la mano.
btn-hurry = ⏰ Sollecita
hurry-ping = ⏰ { $name } ti chiede di sbrigarti: tocca a te in { $game }.
hurry-ping-next = ⏰ { $name } ti chiede di sbrigarti: tutti aspettano la prossima mano di { $game } — tocca «▶ Mano successiva».
hurry-ping-lobby = ⏰ { $name } ti chiede di sbrigarti: { $game } comincia quando tocchi il pulsante del tuo messaggio.
hurry-group = ⏰ { $names }: { $name } vi chiede di sbrigarvi — toccate «🃏 Le mie carte».
hurry-sent = Promemoria inviato.
hurry-too-soon = Un promemoria è stato inviato da poco; aspetta un po'.
hurry-not-yet = Puoi sollecitare quando la mossa tarda.
hurry-nobody = Tutti aspettano te.
err-paused = La partita è in pausa: si attende un giocatore che il bot non riesce a raggiungere.
pause-line = ⏸ In pausa: il bot non riesce a raggiungere { $names }. Si attende ancora { $dur }; senza ritorno, la partita viene annullata senza vincitori. Torna qui: { $url }
pause-rated-note = Partita in classifica: senza ritorno è una sconfitta in classifica ({ $names }); «🤖 Gioca per …» dà subito il posto al computer — anche questa una sconfitta.
pause-started = ⏸ { $game }: partita in pausa — il bot non riesce a raggiungere { $names }. Si attende { $dur }; senza ritorno, la partita viene annullata senza vincitori.
pause-resumed = ▶ { $game }: { $names } è di nuovo qui, la partita riprende dallo stesso punto.
pause-cancelled = ✖ { $game }: { $names } — nessun ritorno, la partita è annullata senza vincitori.
pause-cancelled-rated = ✖ { $game }: { $names } — nessun ritorno, la partita è annullata; nella classifica è una sconfitta per { $names }.
outcome-cancelled = Partita annullata senza vincitori: { $name } — nessun ritorno.
outcome-expired = Stanza chiusa: un giorno senza azioni.
outcome-rated-loss = Nella classifica è una sconfitta per { $names }.
room-ttl-hint = ⌛ La stanza si chiude dopo { $dur } senza azioni.
room-expired = ⌛ Stanza chiusa: { $dur } senza azioni. Inizia una nuova partita: /new
room-closed = Stanza chiusa. Inizia una nuova partita: /new

## issue 17
cmd-language = lingua (in un gruppo: quella del tavolo, per gli amministratori)
cmd-hands = carte nel gruppo: sì/no (per gli amministratori)
cmd-rules = regole dei giochi
language-pick-mine = La tua lingua: { $name }. I messaggi privati del bot la seguono.
language-set-mine = Lingua cambiata.
language-pick-group = La lingua dei tavoli in questo gruppo: { $lang ->
    [none] quella di chi apre la stanza
   *[other] { $name }
  }. Gli amministratori possono cambiarla; i messaggi privati restano nella lingua di ciascun giocatore.
language-set-group = I tavoli di questo gruppo ora parlano { $name }; i messaggi privati restano nella lingua di ciascun giocatore.
language-admins-only = Solo gli amministratori del gruppo possono cambiarne la lingua.
group-hands-state = 🃏 Le carte dei giocatori in questo gruppo: { $on ->
    [yes] si vedono qui, ognuno solo le proprie (il pulsante «🃏 Le mie carte»)
   *[no] solo nella chat privata con il bot
  }
btn-group-hands = { $on ->
    [yes] Mostra le carte nel gruppo
   *[no] Non mostrare le carte nel gruppo
  }
group-hands-admins-only = Solo gli amministratori del gruppo decidono se mostrare le carte nel gruppo.
group-hands-set = Fatto: vale dalle prossime mosse.
btn-rules = ℹ️ Regole
btn-rules-more = 📖 Per esteso
btn-rules-short = ◀ In breve
rules-pick = Le regole di quale gioco?
rules-sent-private = Le regole sono nella tua chat privata.
scopa-legend = Figure: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak in breve
    36 carte (6…A), sei a testa; il seme della carta scoperta in fondo al mazzo è briscola. Ordine: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; la briscola batte ogni altra carta, una briscola solo una briscola più alta.
    Chi attacca cala una carta; chi difende la copre con una carta più alta dello stesso seme o con una briscola. Gli altri possono aggiungere carte dei valori già sul tavolo (al massimo 6, e non più di quante ne ha chi difende).
    Tutto coperto: le carte vanno negli scarti e attacca chi ha difeso. Non si può coprire: "Prendo" — chi difende prende il tavolo e salta il turno.
    Dopo ogni giro tutti pescano fino a sei carte.
    Classico: si aggiunge soltanto. Con passaggio: finché nessuna carta è coperta, chi difende può calare una carta dello stesso valore e passare l'attacco al giocatore successivo.
    L'ultima persona rimasta con carte in mano è il durak.
rules-durak-more = 📖 Durak — per esteso
    Prima mossa: chi ha la briscola più bassa dopo la distribuzione; se nessuno ha briscole, il primo posto al tavolo.
    Limite: in un giro non più di 6 carte d'attacco, né più di quante ne aveva il difensore all'inizio della difesa (dopo un passaggio: il nuovo difensore).
    Pesca dopo il giro: prima chi ha aperto il giro, poi gli altri in ordine, il difensore per ultimo; ognuno fino a 6 carte in una volta. Finito il mazzo, gli altri non pescano.
    «Passo» lo dice solo chi potrebbe aggiungere; ogni nuova carta sul tavolo annulla tutti i «Passo».
    «Prendo»: con «Aggiungere dopo "Prendo"» attivo gli altri possono ancora aggiungere carte nel limite; poi il difensore prende il tavolo e salta il turno.
    Passaggio (Durak a passaggio): finché nessuna carta è coperta, il difensore aggiunge una carta dello stesso valore e l'attacco passa al successivo, se ha abbastanza carte.
    Squadre (2×2, 3×2, 2×3): non si attacca né si aggiunge contro il compagno; perde la squadra che resta per ultima con carte. Ultime carte uscite insieme: pareggio. Niente suggerimenti al compagno: durante la partita, al tavolo si parla solo con frasi pronte.
rules-bura = 🂮 Bura in breve
    36 carte, tre a testa; la carta scoperta sotto il mazzo è briscola. Valore delle carte (conta solo nelle prese): A 11, 10 10, K 4, Q 3, J 2, 9…6 niente; 120 in tutto.
    Ordine per battere: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Si gioca una carta, oppure due o tre dello stesso seme. Chi difende le batte tutte (con una più alta dello stesso seme o una briscola) o scarta altrettante carte coperte, e allora la presa è di chi attacca. I mucchi delle prese restano coperti fino alla fine della mano.
    Dopo una presa chi l'ha vinta sceglie: "Basta!" o pescare ancora.
    "Basta!" con prese di valore 41–70: +2 punti (+4 se le prese dell'avversario valgono 41–70, +6 se più di 70). Altrimenti 2 punti all'avversario.
    Senza "Basta!": prese di valore maggiore +1 punto; avversario senza nessuna presa ("secco") +6.
    "Stop!": tre sei +3 punti, tre assi +4; tre carte dello stesso seme di chi difende rubano la mano.
    La partita è a 12 punti. "🏳 Cedi l'incontro" dà all'avversario l'intero incontro.
    Chi inizia: prima della prima mano ognuno pesca una carta da quelle stese coperte; la più alta (6 < … < 10 < J < Q < K < A) inizia, a pari valore si pesca di nuovo.
rules-bura-more = 📖 Bura — per esteso: punti della partita
    «Basta!» lo dice chi prende la presa, prima di pescare; contano i punti carta nel suo mucchio coperto:
    · tu 41–70, l'avversario sotto 41 — +2 punti;
    · tu 41–70 e l'avversario 41–70 — +4;
    · tu 41–70, l'avversario sopra 70 — +6;
    · tu sotto 41 o sopra 70 — 2 punti all'avversario.
    Mano giocata fino in fondo senza «Basta!»: più punti carta — +1; avversario senza nemmeno una presa («a secco») — +6; pari — a nessuno, e inizia di nuovo lo stesso.
    «Stop!»: tre sei — +3, tre assi — +4, in qualsiasi momento della mano. Tre carte dello stesso seme in mano al difensore — intercettazione: 5 secondi dopo ogni pesca; se anche l'attaccante ha tre carte di un seme, ha 3 secondi per il suo «Stop!».
    La mano seguente la apre chi ha preso punti nella precedente. La partita è a 12 punti.
rules-scopa = 🂡 Scopa in breve
    40 carte, quattro semi da dieci: asso = 1, 2…7 il loro numero, F (fante) = 8, C (cavallo) = 9, R (re) = 10; nel mazzo francese J, Q, K.
    Tre carte a testa, quattro in tavola. Si gioca una carta: prende una carta in tavola dello stesso valore, altrimenti un gruppo di carte che la somma. Prendere è obbligatorio. Niente da prendere: la carta resta in tavola.
    Pulire la tavola con una presa è scopa (+1), tranne all'ultima giocata della mano.
    Punti dopo ogni mano: carte +1, denari +1, settebello (7 di denari) +1, primiera +1, ogni scopa +1. Parità in una voce: a nessuno.
    Uno contro uno o 2×2 (i compagni siedono di fronte). Si gioca a 11 punti o al traguardo scelto.
rules-scopa-more = 📖 Scopa — per esteso
    Primiera: da ogni seme si prende la carta migliore sulla scala 7 → 21, 6 → 18, asso → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10, e si sommano i quattro numeri; un seme mancante vale 0. Esempio: 7 di denari + 6 di coppe + asso di spade + R di bastoni = 21 + 18 + 16 + 10 = 65. Somma più alta — +1 punto.
    Ridistribuzione: se tra le quattro carte in tavola ci sono tre o quattro re (R), si distribuisce di nuovo da un nuovo mazzo dello stesso seme; il tavolo lo scrive in una riga, e anche il registro.
    Fine della mano: le carte rimaste in tavola dopo l'ultima giocata vanno a chi ha preso per ultimo (non è scopa); una scopa all'ultima giocata della mano non conta.
    Si distribuisce a turno; gioca per primo chi segue il mazziere. La vittoria si decide solo a fine mano: se entrambi arrivano alla meta vince il punteggio più alto, pari — un'altra mano.
    2×2: le carte del compagno non si vedono; non si possono nominare le proprie carte né dare suggerimenti, nemmeno in chat: durante la mano, al tavolo si parla solo con frasi pronte.
bura-declared-ok = "Basta!" — { $name }: valore delle prese { $points }, dentro 41–70.
bura-declared-wrong = "Basta!" — { $name }: valore delle prese { $points }, ma serve 41–70.
durak-loser-cards = 🃏 Durak: { $name } (con { $cards } in mano)
scopa-won = { $category ->
    [cards] Carte
    [coins] Denari
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = nessuno (pari)
durak-table = Tavolo (attacco ← copertura):

## issue 19
durak-rule-throw-in = Aggiungere carte: { $timing ->
    [after_cover] solo quando tutte le carte in tavola sono coperte (una alla volta)
   *[any_time] in qualsiasi momento
  }
durak-rule-teams = Squadre: { $teams ->
    [pairs] due coppie (posti 1 e 3 contro 2 e 4)
    [threepairs] tre coppie (posti 1 e 4, 2 e 5, 3 e 6)
   *[threes] due terzetti (posti 1, 3, 5 contro 2, 4, 6)
  }; nessuno attacca un compagno, perde la squadra che resta con le carte
durak-loser-team = Perde la squadra { $mark } { $n }: { $names }
team-ok = Sei nella squadra { $mark } { $n }.
team-already = Sei già nella squadra { $mark } { $n }.
team-join-open = Apri il bot: lì prendi posto nella squadra { $mark } { $n }.
err-team-full = Tutti i posti della squadra { $mark } { $n } sono già scelti da altri.
durak-rule-tat = Aggiungere dopo "Prendo": { $tat ->
    [yes] sì
   *[no] no
  }

## issue 21
room-fault = ⚠ La stanza è stata chiusa per un guasto: non è stato possibile ripristinarla. Inizia una nuova partita: /new
err-room-fault = Questa stanza è stata chiusa per un guasto. Inizia una nuova partita: /new
err-anonymous = Un amministratore anonimo non può sedersi al tavolo: invia il comando dal tuo account.
err-not-your-picker = Questa scelta del gioco l'ha aperta un'altra persona: scrivi /new.
err-not-your-profile = Questo è il profilo di un'altra persona: scrivi /profile.
err-too-fast = Troppo veloce: aspetta un secondo.
err-too-many-rooms = Hai già { $n } stanze aperte: finiscine o lasciane una per aprirne un'altra.
err-too-many-lobbies = Sei già seduto in { $n } stanze in attesa di iniziare: avviane o lasciane una per entrare in un'altra.
err-chat-rooms = Questo gruppo ha già { $n } stanze aperte: finiscine una per aprirne un'altra.
group-lost = ⚠ { $game }: il bot è stato rimosso dal gruppo: la partita continua qui, in chat privata.
err-busy = Il database è occupato da un altro processo: non è cambiato nulla, riprova tra un secondo.
err-record-players-only = La registrazione di una smazzata va solo a chi l'ha giocata.
err-old-menu = Questo menu non è più valido: scrivi di nuovo { $command }.

## issue 16
option-same = È già così.
ai-level-ok = Livello del computer cambiato; i segni "Pronto" restano.
lobby-stale = La sala è cambiata nel frattempo — messaggio aggiornato.
solo-ok = La partita contro il computer comincia.
err-solo-others = Qui ci sono già altre persone: aggiungi computer con "🤖 + Computer".
lobby-ready-cleared = ⚠ Le regole sono cambiate — i segni "Pronto" sono stati tolti, conferma di nuovo.
lobby-sides-cleared = ⚠ Le squadre sono cambiate — chi è stato spostato tocca di nuovo "Pronto".
settings-header = ⚙️ Impostazioni della stanza (le cambia { $name }); "← Torna alla stanza" riporta i pulsanti del gioco.
err-settings-creator = ⚙️ Le impostazioni di questa stanza le cambia solo { $name }, che l'ha creata.
computers-filled = { $n ->
    [one] { $n } computer aggiunto.
    [many] { $n } computer aggiunti.
   *[other] { $n } computer aggiunti.
  }
shuffle-ok = Squadre mescolate.
rematch-line = 🔁 Un'altra partita: { $list } · 🔒 { $fp }
solo-hint = 🤖 Gioca contro il computer: scegli quanti avversari — la smazzata comincia subito.
btn-solo-one = 🤖 Gioca contro il computer
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] facile
    [ismcts] difficile
   *[heuristic] normale
  }
ai-level-line = 🤖 Livello del computer: { $level ->
    [random] facile (mosse a caso)
    [ismcts] difficile (esplora le possibilità)
   *[heuristic] normale (le regole di un giocatore esperto)
  }
opt-mode = { $mode ->
    [perevodnoy] con passaggio
   *[podkidnoy] classico
  }
opt-tat = Aggiungere dopo "Prendo"
opt-ti = { $timing ->
    [after_cover] dopo la copertura
   *[any_time] in qualsiasi momento
  }
opt-teams = { $teams ->
    [pairs] 2 contro 2
    [threepairs] tre coppie
    [threes] 3 contro 3
   *[none] senza squadre
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] uno contro uno
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — subito contro il computer, si distribuisce senza attese.

## issue 18
cmd-stats = le mie statistiche
cmd-top = classifica del gruppo
cmd-forget = cancella i miei dati
stats-title = 📊 Le tue statistiche
stats-title-group = 📊 Statistiche di { $name } — le partite di questo gruppo
stats-none = Ancora nessuna partita finita.
stats-line = { $who }: { $games ->
    [one] { $games } partita
    [many] { $games } partite
   *[other] { $games } partite
  }, { $wins ->
    [one] { $wins } vinta
    [many] { $wins } vinte
   *[other] { $wins } vinte
  }, { $game ->
    [durak] durak { $losses ->
        [one] una volta
        [many] { $losses } volte
       *[other] { $losses } volte
      }, { $draws ->
        [one] { $draws } pareggio
        [many] { $draws } pareggi
       *[other] { $draws } pareggi
      }
   *[other] { $losses ->
        [one] { $losses } persa
        [many] { $losses } perse
       *[other] { $losses } perse
      }
  } — { $rate }% vinte
stats-who-all = Tutte le partite
stats-who-people = 👥 Contro persone
stats-who-computer = 🤖 Contro il computer (livello { $level ->
    [random] facile
    [ismcts] difficile
    [heuristic] normale
   *[other] sconosciuto
  })
stats-streak = 🔥 Vittorie di fila: ora { $current }, record { $best }
stats-rating = 📈 Punteggio: { $rating } ± { $pm } ({ $games ->
    [one] { $games } partita valida
    [many] { $games } partite valide
   *[other] { $games } partite valide
  })
stats-favourite = ⭐ Modalità preferita: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] con passaggio
   *[podkidnoy] con aggiunta
  }, { $seats ->
    [one] { $seats } giocatore
    [many] { $seats } giocatori
   *[other] { $seats } giocatori
  }{ $teams ->
    [pairs] , coppia contro coppia
    [threepairs] , tre coppie
    [threes] , tre contro tre
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, squadra contro squadra
   *[other] uno contro uno
  }
btn-stats-chart = 📈 Grafico
stats-replays = ▶️ Replay delle ultime smazzate: coi pulsanti qui sotto, la più recente in alto.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · smazzata { $deal }
stats-chart-caption = 📈 Partite per settimana e percentuale di vittorie
stats-chart-caption-group = 📈 { $name }: partite in questo gruppo per settimana e percentuale di vittorie
chart-title = Partite e vittorie
chart-games = partite
chart-rate = vinte, %
picture-standings-rank = N.
picture-standings-player = Giocatore
picture-standings-score = Punti
picture-standings-buchholz = Buchholz
picture-standings-games = Partite
picture-bracket-round = Turno { $n }
picture-bracket-final = Finale
picture-bracket-semifinal = Semifinali
picture-bracket-quarterfinal = Quarti di finale
picture-bracket-champion = Campione
picture-bracket-bye = riposo
picture-bracket-walkover = forfait
err-not-your-stats = Queste statistiche non sono tue: scrivi /stats.
top-title = 🏆 { $game } — { $period ->
    [week] questa settimana
    [month] questo mese
   *[all] sempre
  }
top-line = { $n }. { $name } — { $wins } vinte su { $games } ({ $rate }%)
top-empty = Ancora nessuno in classifica.
top-loser-week = 🤡 Il durak della settimana: { $name } ({ $n ->
    [one] una volta
    [many] { $n } volte
   *[other] { $n } volte
  })
top-hint = Solo partite tra persone; in classifica da { $n ->
    [one] { $n } partita
    [many] { $n } partite
   *[other] { $n } partite
  } in su. Puoi nasconderti in /profile.
top-global-title = 🌍 Classifica globale — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, partite: { $games }
top-global-empty = In questa classifica non c'è ancora nessuno.
top-global-hint = Punteggi Glicko-2, mossi solo dalle partite tra persone (nessun computer al tavolo). In elenco: chi ha attivato «🌍 Classifica globale» in /profile, da { $n ->
    [one] { $n } partita valida
    [many] { $n } partite valide
   *[other] { $n } partite valide
  } in su.
top-global-unknown = Qui non c'è il gioco «{ $name }»: scrivi /top global con uno tra { $games }.
top-global-season = 🗓 Stagione: { $season } ({ $current ->
    [yes] in corso
   *[no] conclusa
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Stagione in corso
top-season-unknown = Questa stagione non esiste o non è più conservata: premi uno dei pulsanti della classifica.
stats-best-season = 🏅 Stagione migliore: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Settimana
    [month] Mese
   *[all] Sempre
  }
forget-private-only = /forget funziona nella chat privata con il bot.
forget-ask = Cancellare i tuoi dati? Risultati e statistiche vengono rimossi e i tuoi posti nei registri delle partite diventano anonimi. Non si può annullare.
btn-forget-yes = 🗑 Cancella
btn-forget-no = Tieni
forget-kept = Non è stato cancellato nulla.
forget-done = I tuoi dati sono stati cancellati.
forget-leave-first = Prima esci dalle partite aperte.
profile-hidden = 🏆 Classifiche dei gruppi: { $on ->
    [yes] nascosto
   *[no] visibile
  }
profile-talk = 💬 Chat del tavolo: { $on ->
    [yes] attiva
   *[no] spenta
  }
btn-hide = { $on ->
    [yes] 🏆 Nascondimi dalle classifiche
   *[no] 🏆 Mostrami nelle classifiche
  }
btn-talk = { $on ->
    [yes] 💬 Attiva la chat del tavolo
   *[no] 💬 Spegni la chat del tavolo
  }
profile-rated = 🌍 Classifica globale (/top global): { $on ->
    [yes] ci sei
   *[no] non ci sei
  }
btn-rated = { $on ->
    [yes] 🌍 Mettimi nella classifica globale
   *[no] 🌍 Toglimi dalla classifica globale
  }

## issue 16
err-room-locked = Chi ha creato la stanza l'ha chiusa: non accetta nuovi giocatori.
takeover-ok = Fatto: ora il computer gioca per questo giocatore.
takeover-self = È il tuo posto: sei qui, quindi il computer non gioca al tuo posto. Fai la tua mossa nella chat privata con il bot.
takeover-announce = 🤖 { $game }: ora il computer gioca per { $names }. Per riprendere il posto basta premere un pulsante qualsiasi di questa partita.
takeover-announce-rated = 🤖 { $game }: ora il computer gioca per { $names }, e nella classifica questa partita è una sconfitta per { $names }. Per riprendere il posto basta premere un pulsante qualsiasi di questa partita.
kick-ok = Giocatore tolto dal posto.
lock-already = È già così.
lock-on = Stanza chiusa: niente nuovi giocatori.
lock-off = Stanza aperta.
you-are-out = 🏁 Sei fuori — niente più carte. Gli altri continuano; il risultato apparirà qui. Ora puoi lasciare la stanza senza disturbare nessuno.
btn-leave-out = 👋 Lascia la stanza
computer-plays-for-you = 🤖 Ora il computer gioca per te: premi un pulsante qualsiasi per tornare in gioco.
btn-my-cards = 🃏 Le mie carte
tap-my-cards = 👉 { $names }: tocca a te — premi «🃏 Le mie carte», le carte compaiono qui solo per te.
err-not-seated-here = Non sei seduto a questo tavolo.
next-deal-auto = ⏩ La prossima mano inizia da sola tra { $dur }; il pulsante qui sotto la avvia subito.
btn-rematch = 🔁 Un'altra partita
lobby-locked = 🔒 Stanza chiusa: niente nuovi giocatori.
btn-take-over = 🤖 Gioca per { $name }
btn-kick = ✖ Togli: { $name }
btn-lock = 🔒 Chiudi la stanza
btn-unlock = 🔓 Apri la stanza
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Vittorie: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Aggiunte: si aspetta { $n } s quando tutte le carte sono coperte
durak-throw-wait-take = ⏱ Aggiunte: si aspetta { $n } s quando tutte le carte sono coperte o chi difende prende
durak-throw-wait-off = ⏱ Aggiunte: si aspetta senza limite
btn-throw-wait = ⏱ Attesa aggiunte: { $n } s
btn-throw-wait-off = ⏱ Attesa aggiunte: senza limite
bar-throwin = ⏱ { $bar } { $n } s — aggiungi o premi "Passo"; poi il turno finisce da solo.
bar-throwin-take = ⏱ { $bar } { $n } s — aggiungi o premi "Passo"; poi chi difende raccoglie le carte.
bar-still = (Nel gruppo il conto alla rovescia non si aggiorna — Telegram concede a un bot solo 20 modifiche al minuto per gruppo: i { $n } s contano da quando è apparso questo messaggio.)
game-over-header = 🏁 { $game }: partita finita.

## issue 32: quick match
cmd-play = gioca con chiunque (partita rapida)
btn-quick = 🎲 Gioca con chiunque
btn-quick-any = qualsiasi
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Mettiti in coda
btn-quick-leave = Esci dalla coda
btn-quick-fill = 🤖 Completa con i computer
btn-quick-keep = ⏳ Aspetta altri { $sec } s
quick-seats = { $n ->
    [one] { $n } giocatore
    [many] { $n } giocatori
   *[other] { $n } giocatori
  }
quick-seats-range = { $low }–{ $high } giocatori
quick-menu-title = 🎲 Gioca con chiunque: ti faccio sedere con chi cerca lo stesso gioco.
quick-menu-choice = Scelto: { $what }.
quick-menu-hint = Se in { $sec } s non arriva nessuno, ti propongo i computer. Gli avversari vedono solo il tuo nome (il nome completo se vuoi, in /profile).
quick-waiting = ⏳ Cerco avversari: { $what }. Se in { $sec } s non ce ne sono, ti propongo i computer.
quick-offer = Ancora nessuno ({ $what }). Metto i computer ({ $n }) ai posti liberi e si comincia, o aspetti ancora?
quick-matched = 🎲 Avversari trovati: { $names }{ $n ->
    [0] {""}
   *[other] {""} e computer ({ $n })
  }. Le tue carte arrivano nel prossimo messaggio. Buona fortuna!
quick-filled = 🤖 Giochi contro i computer ({ $n }). Le tue carte arrivano nel prossimo messaggio.
quick-left = Sei uscito dalla coda.
quick-not-queued = Non sei più in coda.
quick-in-queue = Sei già in coda — eccola.
quick-joined = Sei in coda.
quick-keep-ok = Aspettiamo ancora.
quick-private = Si gioca con chiunque nella chat privata con il bot: premi il pulsante qui sotto e scegli lì il gioco.
quick-cooldown = Non ancora: hai lasciato presto delle partite rapide ({ $n } volte), quindi aspetti { $sec } s prima della prossima. Gioca le partite fino alla fine e l'attesa si accorcia.
quick-too-many-joins = Troppo spesso: puoi metterti in coda al massimo { $n } volte al minuto. Riprova tra { $sec } s.
err-not-your-menu = Questo è il menu di un altro giocatore: apri il tuo con /play.
profile-name = 🎲 Nome nelle partite con sconosciuti: { $on ->
    [yes] nome completo
   *[no] solo il nome
  }
btn-show-name = { $on ->
    [yes] 🎲 Mostra il nome completo
   *[no] 🎲 Mostra solo il nome
  }
quick-found = 🎲 Avversari trovati — le tue carte arrivano nel prossimo messaggio.

# Card names for screen readers on the table page (see en)
card-name = { $rank } di { $suit }
card-rank-a = asso
card-rank-2 = due
card-rank-3 = tre
card-rank-4 = quattro
card-rank-5 = cinque
card-rank-6 = sei
card-rank-7 = sette
card-rank-8 = otto
card-rank-9 = nove
card-rank-t = dieci
card-rank-j = fante
card-rank-q = donna
card-rank-k = re
card-rank-it-j = fante
card-rank-it-q = cavallo
card-rank-it-k = re
card-suit-s = picche
card-suit-h = cuori
card-suit-d = quadri
card-suit-c = fiori
card-suit-it-s = spade
card-suit-it-h = coppe
card-suit-it-d = denari
card-suit-it-c = bastoni

# ----- tournaments in a group (issue 47) -----
cmd-tournament = torneo in questo gruppo
tn-title = 🏆 Torneo: { $game }, { $format }
tn-format-swiss = sistema svizzero
tn-format-knockout = eliminazione diretta
tn-rounds = Turni: { $n }
tn-people = Iscritti ({ $n } su { $max }): { $names }
tn-nobody = Ancora nessun iscritto.
tn-status-running = ▶️ Si gioca il turno { $round } di { $rounds }.
tn-status-finished = 🏁 Il torneo è finito.
tn-status-cancelled = ✖️ Il torneo è stato annullato.
tn-how = Da { $min } a { $max } persone. Lo avvia chi l'ha creato o un amministratore del gruppo.
tn-btn-join = ➕ Iscriviti
tn-btn-leave = ➖ Esci
tn-btn-start = ▶️ Avvia
tn-btn-cancel = ✖️ Annulla
tn-computer = 🤖 computer
tn-round = Turno { $round } di { $rounds }:
tn-bye = { $name }: turno di riposo (una vittoria senza giocare)
tn-round-go = Ogni tavolo è una partita di questo gruppo, qui sotto. In bocca al lupo!
tn-winner = 🥇 Vince: { $name }
tn-standings = Classifica finale:
tn-group-only = I tornei si giocano nei gruppi: aggiungi il bot a un gruppo e invia lì /tournament.
tn-usage = Uso: /tournament <gioco> [swiss|knockout] [turni]. Giochi: { $games }. Da { $min } a { $max } persone.
tn-joined = Hai un posto nel torneo.
tn-left = Non sei più nella lista.
tn-started = Il torneo comincia!
tn-cancelled = Il torneo è annullato.
tn-err-joined = Sei già nella lista.
tn-err-not-in = Non sei nella lista.
tn-err-closed = Le iscrizioni a questo torneo sono chiuse.
tn-err-full = Il torneo è al completo.
tn-err-count = Un torneo richiede da 4 a 64 persone.
tn-err-not-creator = Può farlo solo chi ha creato il torneo o un amministratore del gruppo.
tn-err-open = In questo gruppo c'è già un torneo aperto: concludilo prima.
top-tournaments = 🏆 Tornei:
top-tournament-line = 🥇 { $name } (partecipanti: { $n })
btn-top-tournament = 📋 Classifica: { $name }, { $date }
top-tournament-unknown = Questo torneo non esiste qui o non è più conservato: premi uno dei pulsanti della classifica.
tn-btn-end = ⛔ Chiudi il torneo
tn-ended = Il torneo è chiuso: contano i turni giocati fino in fondo.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Inizio alle { $time } ({ $zone }). Se per allora gli iscritti sono meno di { $min }, si annulla.
tn-btn-later-15 = ⏰ +15 min
tn-btn-later-60 = ⏰ +1 h
tn-btn-no-time = ⏰ Senza orario
tn-time-set = Inizio alle { $time } ({ $zone }), tra { $minutes } min.
tn-time-cleared = Orario di inizio tolto: il torneo parte con «▶️ Avvia».
tn-err-time = L'orario di inizio può essere solo entro le prossime 24 ore.
tn-err-no-time = Non c'è nessun orario di inizio.
tn-called-off = ✖️ Torneo annullato: all'orario fissato gli iscritti erano { $n }, ne servono almeno { $min }.
tn-called-off-late = ✖️ Torneo annullato: all'orario di inizio il bot non era attivo, e da allora è passata più di un'ora.
tn-status-paused = ⏸ In pausa: i tavoli di questo turno continuano; il turno successivo parte quando il torneo riprende.
tn-btn-pause = ⏸ Pausa
tn-btn-resume = ▶️ Riprendi
tn-paused = In pausa: nessun nuovo turno parte finché il torneo non riprende.
tn-resumed = Il torneo continua.
tn-err-paused = Il torneo è già in pausa.
tn-err-not-paused = Il torneo non è in pausa.
tn-btn-drop = 🚫 Escludi un giocatore
tn-drop-pick = Chi escludere dal torneo? Tocca un nome.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } non è più nel torneo.
tn-dropped-note = 🚫 { $name } esce dal torneo: niente abbinamenti nei turni successivi, e la partita in corso conta come abbandono del tavolo.
tn-left-group = 🚪 { $name } non è più nel gruppo ed esce dal torneo.
tn-err-dropped = Questa persona è già fuori.
tn-err-no-player = Questa persona non è nel torneo.
tn-out = Fuori: { $names }
tn-usage-time = Con orario: /tournament durak 21:00 (UTC) o 21:00+3 (UTC+3): parte da solo; il fuso si ricorda per i prossimi tornei del gruppo.
tn-seats = A ogni tavolo: { $size ->
    [tables] 3–4 persone, in base al punteggio (5 persone: 3 + 2 e un computer)
   *[pairs] due, uno contro uno
  }
tn-opt-seats = { $size ->
    [tables] 3–4 per tavolo
   *[pairs] uno contro uno
  }
tn-options-how = Fino all'inizio, il creatore o un amministratore del gruppo sceglie le regole di tutti i tavoli con i pulsanti qui sotto.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, turno { $round } di { $rounds }: il tuo tavolo è pronto. Al tuo tavolo: { $names }.
tn-ping-hand-here = Le tue carte sono in questa chat, qui sotto.
tn-ping-hand-group = Le tue carte sono nel gruppo: il pulsante «🃏 Le mie carte» sotto il tavolo.
tn-ping-link = Il torneo nel gruppo: { $link }
tn-ping-group = 🔔 { $names }: i vostri tavoli sono pronti — sono qui sotto in questo gruppo.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Analisi
review-working = Analizzo la smazzata… Ti mando l'analisi in chat privata.
review-busy = L'analisi di questa smazzata è già in preparazione: te la mando appena è pronta.
review-title = 🔎 Analisi: { $game }, smazzata { $n }
review-mistake = Mossa { $move }: hai giocato «{ $played }»; era meglio «{ $better }» — ti è costato { $cost }.
review-cost-chance = ~{ $percent }% di probabilità di non essere il durak
review-cost-points = ~{ $points } punti
review-none = Nessun errore trovato: tutte le tue decisioni ({ $n }) valgono quelle della ricerca. Ben giocato!
review-how = Ogni decisione è giudicata da ciò che vedevi in quel momento, mai dalle carte degli altri.
err-review-players-only = Si può analizzare solo una smazzata a cui hai giocato.
err-review-unavailable = Questa smazzata non si può analizzare: non è stata giocata fino in fondo o non è più conservata.
err-review-limit = Basta analisi per quest'ora: la prossima sarà possibile tra { $minutes } min.
err-review-failed = Non è stato possibile analizzare la smazzata: riprova più tardi.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Suggerimento
hint-thinking = 💡 Penso a un suggerimento…
hint-move = 💡 Il computer più forte giocherebbe «{ $move }».
hint-why-cover = { $trump ->
    [yes] Copri con una briscola: altrimenti raccogli { $cards }.
   *[no] Copri: altrimenti raccogli { $cards }.
  }
hint-why-take = Prendi: coprire adesso costa di più. Raccogli { $cards }.
hint-why-transfer = Passa: difende il giocatore successivo, con { $cards } sul tavolo.
hint-why-throw-in = Aggiungi: il difensore ha in mano { $cards }.
hint-why-hold = Non aggiungere altro: queste carte ti serviranno dopo.
hint-why-lead-low = Attacca con la tua carta più bassa che non sia briscola: tieni le forti.
hint-why-enough = Di' «Basta!»: i punti che hai visto nel tuo mazzetto: { $points }.
hint-why-not-yet = Non dire ancora «Basta!»: i punti che hai visto nel tuo mazzetto: { $points }.
hint-why-stop = Di' «Stop!»: con queste carte in mano vinci.
hint-why-sweep = Prendi tutto il tavolo — una scopa, un punto in più. Nel tuo mazzetto metti { $cards }.
hint-why-settebello = Prendi il settebello, il sette di denari: un punto da solo. Nel tuo mazzetto metti { $cards }.
hint-why-primiera = Prendi i sette — decidono la primiera. Sette in questa presa: { $sevens }; nel tuo mazzetto metti { $cards }.
hint-why-no-sweep = Gioca questa carta: dopo nessuna carta da sola può prendere tutto il tavolo — niente scopa per l'avversario.
hint-why-capture = Prendi: nel tuo mazzetto metti { $cards }.
hint-why-only = Qui c'è una sola mossa sensata.
hint-why-luck = È un sorteggio alla cieca: una carta vale l'altra.
hint-why-best-chance = Secondo la ricerca, così la tua probabilità di non essere il durak: ~{ $percent }%.
hint-why-best-points = Secondo la ricerca, questa mossa batte quella ovvia di circa { $points } punti.
hint-why-best-plain = Secondo la ricerca, questa è la mossa migliore qui.
err-hint-not-yours = Questo pulsante non è tuo.
err-hint-not-allowed = I suggerimenti ci sono solo nelle partite contro i computer (mai con un'altra persona, mai in una partita classificata), con «💡 Suggerimenti» attivi in /profile.
err-hint-stale = Nessun suggerimento: ora non è il tuo turno (o il messaggio è vecchio).
err-hint-failed = Il suggerimento non è riuscito — riprova.
hints-on = 💡 Suggerimenti attivi.
hints-off = 💡 Suggerimenti disattivati.
profile-hints = 💡 Suggerimenti nelle partite contro i computer: { $on ->
    [yes] attivi
   *[no] disattivati
  }
btn-hints = { $on ->
    [yes] 💡 Attiva i suggerimenti
   *[no] 💡 Disattiva i suggerimenti
  }
