## Kozyr — polski
# Słowniczek (jeden termin = jedno znaczenie):
# Durak (дурак, po polsku też „dureń”) zostaje „Durak”, także o przegranym; Bura (бура) = „Bura”;
#   Scopa = „Scopa” (z rodziny hiszpańskiej escoby; tu gra się we włoską Scopę).
# Odmiany: подкидной = „klasyczny” (z dorzucaniem), переводной = „z przekazywaniem”.
# dorzucać (подкидывать) = dokładać karty tej samej wartości; przekazać (переводить) = przekazać atak dalej;
#   brać (брать, przycisk „Biorę”) = zabrać karty ze stołu; bić (бить) = pobić kartę; kryć = bić w obronie.
# atut (козырь); talon = karty do dobierania (колода/прикуп); lewa (взятка); rozdanie (раздача);
#   mecz = partia Bury do 12 punktów; „karty warte N” = wartość kart w Burze (очки карт).
# Figury w tekście tak jak na kartach: J (walet), Q (dama), K (król), A (as).
# Zawołania w Burze: «Хватит!» = „Dość!”, «Стоп!» = „Stop!”.
# Scopa: scopa (lm. scopy), settebello, primiera zostają po włosku; denari = monety.
# odcisk (отпечаток), ziarno (зерно), zapis (запись раздачи), pokój (комната), rozmowa przy stole (разговор за столом).
# Formy bez rodzaju: czas teraźniejszy, rzeczowniki, „Gotowe”, „kto…”.

welcome = Cześć! Jestem Kozyr: Durak, Bura i Scopa w Telegramie.
    Przyciski poniżej: 🤖 od razu gra z komputerem; gra bez 🤖 tworzy pokój dla znajomych z linkiem-zaproszeniem.
    W grupie: /durak, /bura, /scopa lub /new otwiera stół; znajomi dołączają jednym dotknięciem.
    /hand wysyła moje karty ponownie, /rules objaśnia gry, /profile ustawia język, wygląd talii i odcisk talii.
    /stats pokazuje moje statystyki, /top ranking grupy, /forget usuwa moje dane, /help wypisuje wszystkie polecenia.
help = Polecenia:
    /durak, /bura, /scopa — otwórz pokój (w grupie albo tutaj)
    /play — graj z kimkolwiek: szybki mecz z nieznajomymi
    /new — wybierz grę (🤖: od razu z komputerem)
    /hand — wyślij ponownie wiadomość z twoimi kartami
    /mute — wycisz rozmowę przy obecnym stole (ponownie: znowu ją słychać)
    /rules — zasady w skrócie, z wartościami kart
    /language — język (w grupie: język stołu, dla administratorów)
    /hands — w grupie: czy karty widać w samej grupie, każdemu tylko jego własne (dla administratorów)
    /profile — język, wygląd talii w Scopie, odcisk talii 🔒, przypomnienia o ruchu, ukrycie w rankingu
    /stats — moje statystyki: gry, wygrane, serie (w grupie: gry tej grupy)
    /top — ranking grupy za tydzień, miesiąc, cały czas (w grupie)
    /top global — ranking globalny (/top global durak, bura, scopa)
    /tournament durak — turniej w grupie: zapisy, rundy, tabela końcowa (system szwajcarski lub pucharowy)
    /forget — usuń moje dane i statystyki
    Jak grać: dotknij „Dołącz” pod stołem w grupie, potem „Gotowe”. Gra zaczyna się, gdy wszystkie miejsca są zajęte i wszyscy są gotowi. Graj przyciskami swojej wiadomości — w grupie (widzisz ją tylko ty; «🃏 Moje karty» wyśle ją ponownie) albo na czacie prywatnym: pokazuje tylko twoje karty i tylko ruchy dozwolone w tej chwili.
pick-game = W co gramy?
pick-done = W co gramy? — { $game }
err-picked = Gra jest już wybrana.
no-rooms = Nie masz otwartych pokoi. Zacznij grę: /new
invite-forward = Pokój utworzony. Prześlij ten link-zaproszenie znajomej osobie:
    { $url }
hand-moved = ⬇️ { $game }: gra toczy się niżej.
you-left = Nie jesteś już w pokoju.

cmd-new = nowa gra (wybór)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = wyślij moje karty ponownie
cmd-mute = rozmowa przy stole: wył./wł.
cmd-profile = profil: język, talia, odcisk
cmd-help = pomoc

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Komputer { $n }
player-name = Gracz { $n }
seat-free = — wolne —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] z przekazywaniem
   *[podkidnoy] klasyczny
  }, { $seats ->
    [one] { $seats } miejsce
    [few] { $seats } miejsca
    [many] { $seats } miejsc
   *[other] { $seats } miejsca
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] jeden na jednego
  }, do { $target }
title-bura = 🂮 Bura

options-durak = Zasady: { $mode ->
    [perevodnoy] z przekazywaniem
   *[podkidnoy] klasyczny
  }; dorzucanie po „Biorę”: { $tat ->
    [yes] tak
   *[no] nie
  }
options-scopa = Zasady: { $seats ->
    [4] dwie drużyny po dwie osoby (miejsca 1 i 3 przeciw 2 i 4)
   *[other] jeden na jednego
  }; gra do { $target } pkt
options-bura = Zasady: mecz do 12 punktów; „Dość!”, gdy twoje lewy są warte 41–70.

lobby-header = Miejsca: { $taken } z { $capacity }
lobby-hint = Gra zacznie się, gdy wszystkie miejsca będą zajęte i wszyscy dotkną „Gotowe”. 🔒 Talia: { $fp }
commitment-line = 🔒 Odcisk talii: { $fp } (talia jest już ustalona; twoje „Gotowe” dodaje twoją losowość)
invite-line = Link-zaproszenie: { $url }
unreachable = ⚠ { $names }: bot nie może do ciebie napisać. Otwórz bota: { $url }
next-deal-header = Rozdanie { $n }: dotknij „Następne rozdanie”.

btn-join = ➕ Dołącz
btn-invite = 📨 Zaproś
btn-ready = ✅ Gotowe
btn-ready-app = 🎲 Gotowe — moja losowość
btn-unready = ↩ Jeszcze nie
btn-add-computer = 🤖 + Komputer
btn-remove-computer = 🤖 − Usuń
btn-fill = 🤖 + { $n ->
    [one] { $n } komputer
    [few] { $n } komputery
    [many] { $n } komputerów
   *[other] { $n } komputera
  }
btn-settings = ⚙️ Ustawienia
btn-settings-back = ← Wróć do poczekalni
btn-team = { $mark } Drużyna { $n }
btn-shuffle = 🔀 Przetasuj drużyny
btn-leave = 🚪 Wyjdź
btn-surrender = { $game ->
    [bura] 🏳 Oddaj mecz
    [scopa] 🏳 Oddaj grę
   *[other] 🏳 Poddaj się
  }
btn-end-game = ⛔ Zakończ grę
btn-next-deal = ▶ Następne rozdanie
btn-record = 📄 Zapis rozdania
btn-check-deck = 🔍 Sprawdź talię
btn-replay = ▶️ Powtórka
replay-share-text = ▶️ Zobacz powtórkę rozdania: { $game }
btn-table = 🎴 Stół
btn-record-match = 📄 Zapis: mecz { $n }
btn-back = ← Wstecz
btn-seats-minus = − miejsce
btn-seats-plus = + miejsce

cards-count = { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
  }
tricks-count = { $n ->
    [one] { $n } lewa
    [few] { $n } lewy
    [many] { $n } lew
   *[other] { $n } lewy
  }
score-points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
  }

table-empty = Stół jest pusty.
table-cards = Stół: { $cards }
your-hand = Twoje karty: { $cards }
waiting-for = Czekamy na: { $names }
state-out = poza grą
state-passed = pas
state-taking = bierze

durak-status = ★ Atut: { $trump } · Talon: { $stock } · Odrzucone: { $discard }
last-durak-attack = Ostatni ruch: { $name } — { $card }
last-durak-transfer = Ostatni ruch: { $name } przekazuje kartą { $card }
last-durak-defend = Ostatni ruch: { $name } bije { $target } kartą { $card }
last-durak-take = Ostatni ruch: { $name } bierze
last-durak-pass = Ostatni ruch: { $name } pasuje
last-durak-throw-timeout = Ostatni ruch: minął czas na dorzucanie
prompt-durak-lead = Twój ruch: wybierz kartę.
prompt-durak-throw = Możesz dorzucić kartę albo dotknąć „Pas”.
prompt-durak-defend = Bij albo bierz.
prompt-durak-defend-transfer = Bij, przekaż albo bierz.
act-attack = Dorzuć { $card }
act-defend = Bij { $target } kartą { $card }
act-transfer = Przekaż kartą { $card }
act-take = Biorę
act-pass = Pas
durak-draw = Remis: ostatnie karty zeszły jednocześnie.
durak-out-order = Poza grą: { $names }
result-none = Gra została przerwana.

scopa-status = Rozdanie { $deal } · Talon: { $stock } · Gra do { $target }
scopa-redeal = { $n ->
    [1] 🔄 Ponowne rozdanie: na stole leżały trzy lub cztery króle — karty rozdano od nowa.
   *[other] 🔄 Ponowne rozdanie (po raz { $n }.): na stole leżały trzy lub cztery króle — karty rozdano od nowa.
  }
scopa-side = Strona { $side } ({ $who }): { $score } · zebrane { $pile } · scopy { $scopas }
scopa-last-capture = Ostatni ruch: { $name } — { $card } bierze { $cards }
scopa-last-drop = Ostatni ruch: { $name } kładzie { $card }
prompt-scopa = Twój ruch: wybierz kartę.
act-capture = { $card } bierze { $cards }
act-drop = Połóż { $card } na stole
scopa-deal-side = { $who }: karty { $cards }, monety { $coins }, settebello { $settebello }, primiera { $primiera }, scopy { $scopas } → +{ $points }

bura-status = Rozdanie { $deal } · ★ Atut: { $trump } · Talon: { $stock }
bura-lead = Na stole, wistuje { $name }: { $cards }
bura-window = ⏱ Okno na „Stop!” jest otwarte.
bura-claim = ⏱ Zgłoszono „Stop!”: czekamy na odpowiedź strony atakującej.
bura-draw-header = 🎴 Losowanie pierwszego ruchu: każda strona bierze jedną zakrytą kartę. Wyższa (6 < 7 < 8 < 9 < 10 < J < Q < K < A) wistuje; przy równych losuje się ponownie.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — równe, losujemy ponownie.
bura-draw-picked = ✋ { $name }: karta wybrana
bura-draw-picking = ⏳ { $name }: wybiera kartę
bura-draw-result = 🎴 Losowanie: { $a }: { $ca }, { $b }: { $cb } → wistuje { $first }
bura-last-beat = Poprzedni ruch: { $name } bije { $pairs }
bura-last-dump = Poprzedni ruch: { $name } zrzuca zakryte ({ $n }): { $cards }
last-bura-lead = Ostatni ruch: { $name } wistuje { $n ->
    [one] { $n } kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
  }
last-bura-beat = Ostatni ruch: { $name } bije wist
last-bura-dump = Ostatni ruch: { $name } zrzuca { $n ->
    [one] { $n } kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
  }
last-bura-enough = Ostatni ruch: { $name } — „Dość!”
last-bura-continue = Ostatni ruch: { $name } dobiera dalej
last-bura-stop = Ostatni ruch: { $name } — „Stop!”
last-bura-surrender = { $name } się poddaje
prompt-bura-lead = Twój wist: zaznacz jedną kartę albo dwie lub trzy w jednym kolorze, potem dotknij „Wistuj”.
prompt-bura-draw = Wybierz jedną zakrytą kartę:
prompt-bura-defend = Pobij każdą kartę (zaznacz swoje) albo zrzuć tyle samo kart.
prompt-bura-decide = Lewa jest twoja: „Dość!” czy dobierasz dalej?
prompt-bura-stop = Możesz powiedzieć „Stop!” (trzy szóstki, trzy asy albo przejęcie trzema kartami w jednym kolorze).
prompt-bura-claim = Druga strona mówi „Stop!”. Odpowiedz własnym „Stop!”, jeśli możesz.
act-lead = Wistuj: { $cards }
act-dump = Zrzuć: { $cards }
act-beat = Bij: { $pairs }
act-enough = ✋ Dość!
act-continue = 🂠 Dobieram
act-stop = 🛑 Stop!
act-surrender = 🏳 Poddaj się
act-pick = Zakryta karta nr { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → punkty idą do drugiej strony: { $name } +{ $n }
bura-award-three_sixes = { $name }: trzy szóstki — +{ $n }
bura-award-three_aces = { $name }: trzy asy — +{ $n }
bura-award-more_points = { $name }: karty warte więcej — +{ $n }
bura-award-dry = { $name }: wygrana na sucho — +{ $n }
bura-award-tie = Karty równej wartości: nikt nie punktuje.
bura-award-surrender = Poddanie: wygrywa { $name }.
bura-pile = { $name }: karty warte { $points }, { $tricks ->
    [one] { $tricks } lewa
    [few] { $tricks } lewy
    [many] { $tricks } lew
   *[other] { $tricks } lewy
  }

deal-result-header = Wynik rozdania { $n }:
match-score = Wynik meczu: { $score }
match-winner = 🏆 Wygrywa: { $name }
outcome-left = Gra przerwana: { $name } opuszcza pokój.
outcome-ended = Osoba, która utworzyła pokój ({ $name }), kończy grę.
outcome-surrender = { $name } się poddaje.

fair-ok = ✅ Uczciwe rozdanie: talia zgadza się ze swoim odciskiem, a każdy ruch został sprawdzony.
fair-warning = ⚠ Sprawdzenie rozdania nie powiodło się — pobierz zapis i sprawdź go samodzielnie.
fair-interrupted = Rozdanie zostało przerwane; odcisk i ziarno są w zapisie.
record-caption = Zapis: { $game }, rozdanie { $n }. Sprawdź: python -m engines verify <plik>
record-redeal = 🔄 Rozdanie { $deal }: rozdano ponownie — na stole leżały trzy lub cztery króle (talia z etykietą …:r{ $n }).
fp-current = 🔒 Rozdanie { $n }: odcisk talii (SHA-256 tajnego ziarna):
    { $commitment }
    Ziarno zostanie ujawnione po zakończeniu rozdania.
fp-revealed = Rozdanie { $n } zakończone. Odcisk:
    { $commitment }
    Ujawnione ziarno:
    { $seed }
fp-next = Odcisk następnej talii:
    { $commitment }
fp-how = Jak sprawdzić: pobierz zapis rozdania („📄 Zapis rozdania”) i uruchom python -m engines verify record.json — przelicza odcisk z ziarna, talię z ziarna, wkładów uczestników i etykiety, i odtwarza każdy ruch.
webapp-title = Sprawdzenie talii
webapp-intro = Twoja własna przeglądarka przelicza talię z zapisu rozdania: odcisk z ujawnionego ziarna, mieszankę wkładów uczestników, klucz, strumień ChaCha20 i tasowanie. Odtwarza też według zasad każdy ruch; zapisane wyniki i punktację sprawdza polecenie python -m engines verify.
webapp-ready-intro = Twoja przeglądarka wylosuje 32 bajty (crypto.getRandomValues) i wyśle je do bota z podpisem Telegrama. Trafią do tasowania następnej talii, której odcisk jest już pokazany — serwer nie może dobrać talii pod twój wkład.
webapp-ready-button = ✅ Gotowe
webapp-ready-sent = Twoja losowość: { $randomness }
webapp-ready-done = Wkład przyjęty. Po rozdaniu sprawdzenie talii pokaże go w mieszance.
webapp-ready-outside = Ten przycisk działa w Telegramie: otwórz go z wiadomości bota.
webapp-drop = Upuść tutaj plik zapisu (kozyr-….json) albo go wybierz:
webapp-loading = Wczytywanie zapisu rozdania…
webapp-refused = Brak zapisu: { $reason }
webapp-refused-unsigned = strona nie została otwarta z Telegrama. Pobierz zapis przyciskiem „📄 Zapis rozdania” i upuść go tutaj.
webapp-refused-stale = dane Telegrama są nieaktualne. Zamknij sprawdzenie i otwórz je ponownie.
webapp-refused-players = zapis rozdania dostają tylko osoby, które w nim grały.
webapp-refused-unavailable = zapis jest dostępny po zakończeniu rozdania.
webapp-refused-network = serwer nie odpowiedział.
webapp-refused-malformed = żądanie jest uszkodzone.
webapp-refused-too-fast = za szybko — poczekaj sekundę.
webapp-not-json = Tego pliku nie da się odczytać jako JSON: to nie jest zapis rozdania.
webapp-not-record = To nie jest zapis rozdania Kozyra.
webapp-seat = Czyja ręka:
webapp-seat-n = Miejsce { $n }
webapp-verdict-ok = ✅ Uczciwa talia: wszystko przeliczono w twojej przeglądarce i się zgadza.
webapp-verdict-fail = ❌ Sprawdzenie nie powiodło się: rozdanie { $n }, krok „{ $step }”.
webapp-deal = Rozdanie { $n }
webapp-step-record = Zapis
webapp-step-commitment = Odcisk
webapp-step-label = Etykieta talii
webapp-step-mix = Wkłady uczestników
webapp-step-deck = Talia
webapp-step-deal = Rozdane karty
webapp-step-draw = Losowanie pierwszego ruchu
webapp-no-proof = Rozdanie nie ma dowodu uczciwości: jego talii nie da się sprawdzić.
webapp-bad-proof = Dowód jest uszkodzony: odcisk, ziarno, wkłady lub etykieta mają zły format.
webapp-commitment-ok = SHA-256 ujawnionego ziarna zgadza się z odciskiem pokazanym przed rozdaniem: { $computed }
webapp-commitment-differs = SHA-256 ziarna to { $computed }, ale odcisk w zapisie to { $recorded }: to nie jest obiecane ziarno.
webapp-label-ok = Etykieta { $recorded } jest dokładnie tą, którą musi mieć to rozdanie.
webapp-label-redeal = Etykieta { $recorded } oznacza ponowne rozdanie: każda wcześniejsza talia tego rozdania kładła na stół trzy lub cztery króle.
webapp-label-differs = Etykieta w zapisie to { $recorded }, ale to rozdanie musi mieć { $expected }.
webapp-redeal-unneeded = Etykieta { $recorded } wskazuje ponowne rozdanie, ale talia { $label } go nie wymagała.
webapp-contribution-malformed = Wkład { $n } podaje się za losowość z Mini App, ale nie zawiera 64 cyfr szesnastkowych.
webapp-mix-ok = Mieszanka wkładów (SHA-256): { $mix }
webapp-deck-ok = Klucz (HKDF-SHA256): { $hkdf }. Strumień ChaCha20 przetasował talię:
webapp-deal-ok = Karty z zapisu pochodzą dokładnie z tej talii.
webapp-deal-unstated = Zapis nie wymienia rozdanych kart: porównaj rękę poniżej z tą, którą masz w pamięci.
webapp-deck-differs = Karta { $n } talii z zapisu to { $recorded }, ale tasowanie daje { $derived }.
webapp-hand-differs = Ręka miejsca { $seat } w zapisie to { $recorded }, ale talia daje { $derived }.
webapp-table-differs = Stół w zapisie to { $recorded }, ale talia daje { $derived }.
webapp-stock-differs = Talon w zapisie nie zgadza się z tasowaniem.
webapp-leader-unknown = W zapisie brakuje wyniku poprzedniego rozdania: nie wiadomo, kto wistował.
webapp-draw-ok = Losowanie przeliczone: wistuje miejsce { $seat }.
webapp-draw-bad-picks = Losowanie, runda { $k }: wybrane pozycje są niemożliwe.
webapp-draw-differs = Losowanie, runda { $k }: zapis mówi { $recorded }, ale talia daje { $derived }.
webapp-draw-rounds = Losowanie: liczba rund w zapisie nie zgadza się z przeliczonym losowaniem.
webapp-draw-first = Według losowania wistuje miejsce { $seat }, ale zapis mówi co innego.
webapp-step-moves = Ruchy
webapp-moves-ok = Ruchy odtworzone według zasad: { $n }, każdy dozwolony.
webapp-moves-illegal = Ruch { $n } ({ $move }) jest niedozwolony: { $why }.
webapp-moves-why-turn = ten gracz nie mógł wtedy tak zagrać
webapp-moves-why-hand = gracz nie miał tej karty
webapp-moves-why-rule = zasady na to w tym momencie nie pozwalają
webapp-moves-why-over = rozdanie już się skończyło
webapp-moves-unfinished = Ruchy urywają się przed końcem rozdania, a po nim jest kolejne.
webapp-contribution-app = własna losowość z Mini App
webapp-contribution-press = dotknięcie przycisku w Telegramie
webapp-contribution-none = brak wkładu
webapp-contribution-mine = twój, wylosowany przez tę przeglądarkę
webapp-your-hand = Twoja pierwsza ręka:
webapp-hand-of = Pierwsza ręka miejsca { $n }:
webapp-table = Stół:
webapp-about = Co dowodzi sprawdzenie
webapp-proves = ✅ oznacza: talia rozdania jest dokładnie tą, która wynika z ziarna (którego odcisk widać było przed rozdaniem), wkładów uczestników i etykiety. Serwer nie mógł wybrać talii po twoich dotknięciach.
webapp-not-proves = Sprawdzenie nie przelicza zapisanych wyników i punktacji partii (robi to python -m engines verify z plikiem zapisu) i nie przeszkadza osobie, która prowadzi serwer, w oglądaniu kart podczas gry.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Stół
table-page-loading = Rozkładam stół…
table-page-reconnecting = Utracono połączenie — łączę ponownie…
table-page-outside = Ten stół otwiera się w Telegramie: otwórz go z wiadomości bota.
table-page-no-room = Adres nie wskazuje pokoju: otwórz stół z wiadomości bota.
table-page-players = Gracze
table-page-table = Na stole
table-page-hand = Twoje karty
table-page-actions = Przyciski
table-page-chat = W czacie
table-page-watching = 👁 Oglądasz grę: karty graczy nie są ci pokazywane.
table-page-you = ty
table-page-cards = Karty: { $n }
table-page-stock = Talon: { $n }
table-page-discard = Odrzucone: { $n }
table-page-trump = Atut: { $card }
table-page-trump-mark = atut
table-page-attacker = atakuje
table-page-defender = broni się
table-page-acting = teraz ruch
table-page-ready = gotowość potwierdzona
table-page-not-ready = gotowość jeszcze niepotwierdzona
table-page-your-move = Twój ruch
table-page-covered = { $attack }, pobita kartą { $cover }
table-page-uncovered = { $card }, jeszcze niepobita
table-page-led-by = Wychodzi: { $name }
table-page-tricks = Lewy: { $n }
table-page-score = Punkty: { $n }
table-page-captured = Zebrane: { $n }
table-page-scope = Scopy: { $n }
table-page-spread = Karty koszulką do góry: wybierz jedną
table-page-choose = Dotknij zaznaczonej karty na stole albo wybierz poniżej.
table-page-which = Który ruch?
table-page-select = Dotykaj kart, by je zaznaczyć, a potem je zagraj.
table-page-play = ▶ Zagraj zaznaczone karty
table-page-cancel = Anuluj
table-page-confirm = { $action } — na pewno?
table-page-yes = Tak
table-page-ok = OK
table-page-clock = Czas
table-page-clock-stop = Okno „Stop!”
table-page-clock-claim = Odpowiedź na „Stop!”
table-page-clock-throwin = Czas na dorzucenie
table-page-seconds = { $n } s
table-page-status-lobby = Poczekalnia
table-page-status-playing = Gra trwa
table-page-status-between = Partia skończona
table-page-status-closed = Pokój zamknięty
table-page-status-replay = Powtórka
table-page-replay-title = Powtórka: rozdanie { $n }
table-page-replay-move = Ruch { $n } z { $total }
table-page-replay-dealt = Karty rozdane
table-page-replay-first = Na początek
table-page-replay-back = Wstecz
table-page-replay-forward = Dalej
table-page-replay-last = Na koniec
table-page-replay-play = Odtwórz
table-page-replay-pause = Pauza
table-page-replay-speed = Szybkość
table-page-replay-jump = Przejdź do ruchu
table-page-replay-verified = ✅ Uczciwa talia: weryfikacja zaliczona
table-page-replay-unverified = ❌ Weryfikacja talii nie powiodła się
table-page-replay-hands = Karty graczy
table-page-replay-missing = Nie znaleziono powtórki: link jest błędny lub rozdanie nie jest już przechowywane.
table-page-replay-clock = ⏱ Czas minął
table-page-replay-draw = Losowanie: { $cards }
table-page-replay-share = Udostępnij
table-page-replay-copied = Skopiowano link do powtórki
table-page-refused-unsigned = Strony nie otwarto z Telegrama: otwórz stół z wiadomości bota.
table-page-refused-stale = Dane Telegrama są nieaktualne: zamknij stół i otwórz go ponownie.
table-page-refused-unavailable = Nie ma takiego pokoju (albo już nie ma).
table-page-refused-malformed = Żądanie jest uszkodzone.
table-page-refused-too-fast = Za szybko — poczekaj sekundę.
table-page-refused-network = Serwer nie odpowiada.
table-page-talk = Rozmowa przy stole
table-page-talk-empty = Tu pojawi się to, co zostanie powiedziane przy tym stole.
table-page-talk-placeholder = Powiedz coś przy stole…
table-page-talk-send = Wyślij
table-page-talk-phrases = Trwa rozdanie drużynowe: bez podpowiedzi, do stołu trafiają tylko te zwroty.
table-page-talk-muted = 🔇 Ten stół jest u ciebie wyciszony (/mute): słowa innych tu nie docierają.

profile-title = ⚙ Profil
profile-language = Język: { $name }
profile-style = Talia do Scopy: { $style ->
    [french] francuska
    [roses] Róże i lilie
   *[italian] włoska
  } ({ $sample })
profile-fp = Pokazuj odcisk talii: { $on ->
    [yes] tak
   *[no] nie
  }
profile-pings = 🔔 Przypominaj o moim ruchu: { $on ->
    [yes] tak
   *[no] nie
  }
profile-hands = 🃏 Karty w grze grupowej: { $where ->
    [group] w grupie
    [private] na czacie prywatnym
   *[both] w grupie i na czacie prywatnym
  }
profile-fp-hint = Odcisk 🔒 to pierwsze 8 cyfr szesnastkowych SHA-256 tajnego ziarna talii. Widać go przed rozdaniem; potem ziarno jest ujawniane i każdy może sprawdzić, że talia była właśnie ta.
style-italian = Włoska
style-french = Francuska
style-roses = Róże i lilie
btn-fp = Odcisk talii: { $on ->
    [yes] włącz
   *[no] wyłącz
  }
btn-pings = 🔔 Przypomnienia o ruchu: { $on ->
    [yes] włącz
   *[no] wyłącz
  }
btn-hands = 🃏 { $where ->
    [group] W grupie
    [private] Prywatnie
   *[both] Tu i tu
  }

join-ok = Jesteś w grze!
join-already = Już jesteś w tym pokoju.
left-ok = Nie ma cię już przy stole.
ready-ok = Gotowe!
ready-already = Już masz „Gotowe”.
unready-ok = „Gotowe” cofnięte.
computer-added = Dodano komputer.
computer-removed = Usunięto komputer.
option-ok = Zasady zmienione.
option-ok-cleared = Zasady zmienione; znaczniki „Gotowe” wyczyszczone.
ended-ok = Gra zakończona.
surrender-ok = Poddanie przyjęte.
record-sent-private = Zapis jest na twoim czacie prywatnym.
confirm-leave = Wyjść z trwającej gry? Twoje miejsce zajmie komputer, a reszta gra dalej (jeśli zostaną same komputery, gra się kończy). Dotknij ponownie, aby potwierdzić.
confirm-end = { $people ->
    [yes] Zakończyć grę dla wszystkich? Grają tu tylko ludzie: w rankingu liczy się to jako twoja porażka (albo tych, do których bot nie może napisać, jeśli gra na nich czeka). Dotknij ponownie, aby potwierdzić.
   *[no] Zakończyć grę dla wszystkich? Dotknij ponownie, aby potwierdzić.
}
confirm-surrender = { $game ->
    [bura] Poddać się? Przegrywasz cały mecz, nie tylko to rozdanie: wygrywa druga strona. Dotknij ponownie, aby potwierdzić.
    [scopa] Poddać się? Przegrywasz całą grę: wygrywa druga strona. Dotknij ponownie, aby potwierdzić.
   *[other] Poddać się? Dotknij ponownie, aby potwierdzić.
  }

err-stale = Ten ruch nie jest już dostępny — twoje karty zostały odświeżone.
err-move-gone = «{ $move }» nie jest już możliwe: stół zmienił się w trakcie wyboru. Twoje karty zostały odświeżone.
err-not-your-button = To nie twój przycisk.
err-unknown-button = Nieznany przycisk.
err-forged = Nie ma takiej opcji.
err-unknown-room = Nie znaleziono pokoju albo jest zamknięty.
err-invite-unknown = Nie znaleziono zaproszenia: link jest błędny albo wygasł.
err-invite-expired = Ten pokój jest zamknięty. Poproś o nowe zaproszenie.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } dla { $n }
  }
inline-desc = Wyślij na ten czat zaproszenie z przyciskiem „Dołącz”
inline-room-title = Zaproś do mojego pokoju: { $game }
inline-room-desc = Zaproszenie do pokoju, w którym masz miejsce
card-new = 🃏 { $name } zaprasza cię do gry: { $game }
card-seats = Miejsca: { $n }
card-seated = Przy stole: { $names }
card-hint = Dotknij „Dołącz”: twoje karty przyjdą na czacie prywatnym z botem.
card-closed = Brak wolnych miejsc: gra trwa albo stół jest pełny.
card-joined = Masz miejsce przy stole! Poczekalnia jest na twoim czacie prywatnym z botem.
card-seated-already = Już masz miejsce przy tym stole: poczekalnia trafiła na twój czat prywatny z botem.
card-open-bot = Otwórz bota: da ci miejsce według tego zaproszenia.
card-not-this-room = Ten przycisk nie należy do tej karty zaproszenia: nic się nie zmieniło. Dotknij „Dołącz” na karcie tej gry albo poproś o nowe zaproszenie.
card-not-ready = Gra tej karty nie została jeszcze utworzona. Jeśli kartę dopiero co wysłano, dotknij ponownie za sekundę; jeśli nie — poproś o nowe zaproszenie.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (naklejka)
btn-talk-report = ⚠️ Zgłoś
talk-reported = Zgłoszenie przyjęte: „{ $name }” — szybkie mecze z nieznajomymi nie połączą was już przy jednym stole.
err-talk-report = Zgłaszać może tylko osoba przy tym stole, i nie samą siebie.
talk-too-fast = Za szybko: do 5 wiadomości z rzędu trafia na stół, potem jedna co { $sec } s. Ta nie została wysłana — poczekaj chwilę.
talk-nobody = Nikt cię nie usłyszy: reszta stołu wyłączyła rozmowę.
talk-off-self = Twoja rozmowa przy stole jest wyłączona (/profile): wiadomość nie została wysłana.
talk-sent-to = 💬 Wysłano do stołu gry { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } — tego, przy którym grano ostatnio.
talk-phrases-only = 🤝 Przy stole gry { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } trwa rozdanie drużynowe i nikt nie może wymieniać swoich kart ani podpowiadać — na czacie też nie. Twoja wiadomość nie została wysłana: dopóki trwa rozdanie, na stół trafiają tylko te zwroty. Między rozdaniami znów dowolny tekst.
talk-phrase-hello = 👋 Cześć!
talk-phrase-luck = 🍀 Powodzenia!
talk-phrase-nice = 👍 Dobry ruch!
talk-phrase-thanks = 🙏 Dzięki!
talk-phrase-oops = 😅 Ups!
talk-phrase-haha = 😄 Haha!
talk-phrase-sorry = 🙂 Sorki!
talk-phrase-gg = 🤝 Dobra gra!
talk-phrase-sent = 💬 Wysłano: { $text }
err-talk-phrase = Zwrot nie został wysłany: przy tym stole już się nie gra albo nie masz przy nim miejsca.
err-talk-table = Wiadomość nie została wysłana: przy tym stole już się nie gra albo nie masz przy nim miejsca.
mute-on = 🔇 Rozmowa przy stole gry { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } jest dla ciebie wyłączona. Ponowne /mute ją włączy.
mute-off = 🔊 Rozmowa przy stole gry { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } znów jest włączona.
mute-none = Nie uczestniczysz w żadnej trwającej grze poza grupą: nie ma czego wyciszać.
err-room-full = Wszystkie miejsca są zajęte.
err-room-playing = Trwa gra; możesz dołączyć po niej.
err-join-first = Nie masz jeszcze miejsca przy stole: teraz otworzy się czat z botem i da ci miejsce (dotknij „Start”, jeśli Telegram zapyta). Potem dotknij „Gotowe”.
err-join-here = { $teams ->
    [yes] Nie siedzisz jeszcze przy stole: wybierz drużynę jej przyciskiem przy stole w grupie — zajmujesz miejsce tutaj, bez otwierania bota.
   *[no] Nie siedzisz jeszcze przy stole: stuknij «➕ Dołącz» przy stole w grupie — zajmujesz miejsce tutaj, bez otwierania bota.
  }
err-not-in-room = Nie ma cię w tym pokoju.
err-creator-only = Może to zrobić tylko osoba, która utworzyła pokój.
err-no-computer = Przy stole nie ma komputera.
err-no-game = Żadna gra nie trwa.
err-record-unavailable = Zapis jest dostępny po zakończeniu rozdania.
err-open-bot = Otwórz czat prywatny z botem (dotknij „Start”), żeby dało się go wysłać.
err-internal = Coś poszło nie tak; twój ruch nie przepadł. Spróbuj ponownie.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } godz.
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — dotknij „Stop!”, póki okno jest otwarte.
bar-claim = ⏱ { $bar } { $n } s — odpowiedz własnym „Stop!”, inaczej wist przejmuje druga strona.
btn-hurry = ⏰ Pospiesz
hurry-ping = ⏰ { $name } prosi o pośpiech: twój ruch w grze { $game }.
hurry-ping-next = ⏰ { $name } prosi o pośpiech: wszyscy czekają na następne rozdanie gry { $game } — dotknij „▶ Następne rozdanie”.
hurry-ping-lobby = ⏰ { $name } prosi o pośpiech: { $game } zacznie się, gdy dotkniesz przycisku pod swoją wiadomością.
hurry-group = ⏰ { $names }: { $name } prosi o pośpiech — dotknijcie «🃏 Moje karty».
hurry-sent = Przypomnienie wysłane.
hurry-too-soon = Przypomnienie było niedawno; poczekaj chwilę.
hurry-not-yet = Ponaglić można dopiero, gdy ruch się spóźnia.
hurry-nobody = Wszyscy czekają na ciebie.
err-paused = Gra jest wstrzymana: czekamy na osobę, do której bot nie może dotrzeć.
pause-line = ⏸ Pauza: bot nie może dotrzeć do: { $names }. Czekamy jeszcze { $dur }; bez powrotu gra zostanie anulowana bez zwycięzcy. Wróć: { $url }
pause-rated-note = Gra rankingowa: bez powrotu to porażka w rankingu ({ $names }); «🤖 Graj za: …» oddaje miejsce komputerowi od razu — też porażka.
pause-started = ⏸ { $game }: gra wstrzymana — bot nie może dotrzeć do: { $names }. Czekamy { $dur }; bez powrotu gra zostanie anulowana bez zwycięzcy.
pause-resumed = ▶ { $game }: { $names } — znów na miejscu, gra toczy się dalej od tego samego miejsca.
pause-cancelled = ✖ { $game }: { $names } — brak powrotu, gra anulowana bez zwycięzcy.
pause-cancelled-rated = ✖ { $game }: { $names } — brak powrotu, gra anulowana; w rankingu to porażka dla: { $names }.
outcome-cancelled = Gra anulowana bez zwycięzcy: { $name } — brak powrotu.
outcome-expired = Pokój zamknięty: doba bez działań.
outcome-rated-loss = W rankingu to porażka dla: { $names }.
room-ttl-hint = ⌛ Pokój zamyka się po { $dur } bez działań.
room-expired = ⌛ Pokój zamknięty: { $dur } bez działań. Zacznij nową grę: /new
room-closed = Pokój zamknięty. Zacznij nową grę: /new

## issue 17
cmd-language = język (w grupie: język stołu, dla adminów)
cmd-hands = karty w grupie: wł./wył. (dla adminów)
cmd-rules = zasady gier
language-pick-mine = Twój język: { $name }. Prywatne wiadomości bota są w tym języku.
language-set-mine = Język zmieniony.
language-pick-group = Język stołu w tej grupie: { $lang ->
    [none] język osoby, która otwiera pokój
   *[other] { $name }
  }. Administratorzy mogą go zmienić; prywatne wiadomości każdej osoby zostają w jej języku.
language-set-group = Język stołów tej grupy to teraz: { $name }; prywatne wiadomości zostają w języku każdej osoby.
language-admins-only = Tylko administratorzy grupy mogą zmienić jej język.
group-hands-state = 🃏 Karty w tej grupie: { $on ->
    [yes] widać tutaj, każdy widzi tylko swoje (przycisk «🃏 Moje karty»)
   *[no] tylko na czacie prywatnym z botem
  }
btn-group-hands = { $on ->
    [yes] Pokazuj karty w grupie
   *[no] Nie pokazuj kart w grupie
  }
group-hands-admins-only = Tylko administratorzy grupy decydują, czy karty widać w grupie.
group-hands-set = Gotowe: obowiązuje od następnych ruchów.
btn-rules = ℹ️ Zasady
btn-rules-more = 📖 Szczegóły
btn-rules-short = ◀ W skrócie
rules-pick = Zasady której gry?
rules-sent-private = Zasady są na twoim czacie prywatnym.
scopa-legend = Figury: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak w skrócie
    36 kart (6…A), po sześć na osobę; kolor odkrytej karty na spodzie talonu to atut. Kolejność: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; atut bije każdą kartę nieatutową, atut tylko wyższy atut.
    Atak to położenie karty; obrona kryje ją wyższą kartą w tym samym kolorze albo atutem. Pozostali mogą dorzucać karty o wartościach, które już są na stole (najwyżej 6 i nie więcej, niż ma obrona na ręce).
    Wszystko pokryte: karty idą do odrzuconych, a obrona atakuje następna. Nie da się pokryć: „Biorę” — obrona zabiera stół i traci kolejkę.
    Po każdym ataku wszyscy dobierają do sześciu.
    Klasyczny: tylko dorzucanie. Z przekazywaniem: póki żadna karta nie jest pokryta, obrona może dołożyć kartę tej samej wartości i przekazać atak następnej osobie.
    Kto na końcu zostaje z kartami, ten jest durakiem.
rules-durak-more = 📖 Durak — szczegóły
    Pierwszy atak: kto po rozdaniu ma najniższego atuta; jeśli nikt nie ma atuta, pierwsze miejsce przy stole.
    Limit: atak nigdy nie ma więcej niż 6 kart ani więcej, niż obrona miała na początku obrony (po przekazaniu: nowa obrona).
    Dobieranie po ataku: najpierw osoba, która zaczęła atak, potem reszta po kolei, obrona na końcu; każdy od razu dobiera do 6. Gdy talon się skończy, reszta nic nie dobiera.
    „Pas” można powiedzieć tylko wtedy, gdy da się dorzucić; każda nowa karta na stole kasuje wszystkie „Pas”.
    „Biorę”: przy włączonym „Dorzucanie po »Biorę«” pozostali mogą jeszcze dołożyć karty w limicie; potem obrona zabiera stół i traci kolejkę.
    Przekazanie (Durak z przekazywaniem): póki żadna karta nie jest pokryta, obrona dokłada kartę tej samej wartości i atak idzie dalej, jeśli następna osoba ma dość kart.
    Drużyny (2×2, 3×2, 2×3): nikt nie atakuje ani nie dorzuca własnej drużynie; przegrywa drużyna, która ostatnia zostaje z kartami. Ostatnie karty zeszły jednocześnie: remis. Żadnych podpowiedzi dla drużyny: dopóki trwa gra, rozmowa przy stole to tylko gotowe zwroty.
rules-bura = 🂮 Bura w skrócie
    36 kart, po trzy na stronę; odkryta karta pod talonem to atut. Wartość kart (liczy się tylko w lewach): A 11, 10 10, K 4, Q 3, J 2, 9…6 nic; razem 120.
    Kolejność przy biciu: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Wist to jedna karta albo dwie lub trzy w jednym kolorze. Obrona bije każdą (wyższą kartą w kolorze albo atutem) albo zrzuca tyle samo kart zakrytych, i wtedy lewa należy do strony atakującej. Stosy lew są zakryte do końca rozdania.
    Po lewie strona, która ją wzięła, wybiera: „Dość!” albo dobieranie dalej.
    „Dość!” z kartami wartymi 41–70: +2 punkty meczu (+4, jeśli druga strona ma 41–70, +6, jeśli ponad 70). Inaczej druga strona dostaje 2.
    Bez „Dość!”: karty warte więcej +1 punkt; druga strona bez żadnej lewy („na sucho”) +6.
    „Stop!”: trzy szóstki +3 punkty, trzy asy +4; trzy karty w jednym kolorze u obrony przejmują wist.
    Mecz do 12 punktów. „🏳 Oddaj mecz” oddaje drugiej stronie cały mecz.
    Kto wistuje pierwszy: przed rozdaniem 1 każda strona ciągnie kartę z zakrytego wachlarza; wyższa (6 < … < 10 < J < Q < K < A) wistuje, przy równych losuje się ponownie.
rules-bura-more = 📖 Bura — szczegóły: punkty meczu
    „Dość!” mówi strona, która wzięła lewę, przed dobieraniem; liczy się wartość kart w jej zakrytym stosie:
    · ty 41–70, druga strona poniżej 41 — +2 punkty;
    · ty 41–70 i druga strona 41–70 — +4;
    · ty 41–70, druga strona ponad 70 — +6;
    · ty poniżej 41 albo ponad 70 — druga strona dostaje 2.
    Rozdanie rozegrane do końca bez „Dość!”: karty warte więcej — +1; druga strona bez jednej lewy („na sucho”) — +6; równo — nikt, i ta sama strona wistuje znowu.
    „Stop!”: trzy szóstki — +3, trzy asy — +4, w dowolnej chwili rozdania. Trzy karty w jednym kolorze u obrony — przejęcie: 5 sekund po każdym dobraniu; jeśli strona atakująca też ma trzy w kolorze, ma 3 sekundy na własne „Stop!”.
    Następne rozdanie zaczyna strona, która punktowała w poprzednim. Mecz do 12 punktów.
rules-scopa = 🂡 Scopa w skrócie
    40 kart, cztery kolory po dziesięć: as = 1, 2…7 według oczek, F (fante, walet) = 8, C (cavallo, koń) = 9, R (re, król) = 10; w talii francuskiej J, Q, K.
    Po trzy karty na osobę, cztery na stół. Zagrywasz jedną kartę: bierze ona kartę ze stołu o tej samej wartości, a jeśli takiej nie ma — zestaw kart o takiej sumie. Branie jest obowiązkowe. Nie ma czego wziąć: karta zostaje na stole.
    Wyczyszczenie stołu zebraniem to scopa (+1), z wyjątkiem ostatniego ruchu rozdania.
    Punkty po każdym rozdaniu: najwięcej kart +1, najwięcej monet +1, settebello (siódemka monet) +1, primiera +1, każda scopa +1. Remis w kategorii: nikt.
    Jeden na jednego albo 2×2 (osoby z drużyny siedzą naprzeciw). Gra do 11 punktów albo do wybranego celu.
rules-scopa-more = 📖 Scopa — szczegóły
    Primiera: z każdego koloru bierze się najlepszą kartę według skali 7 → 21, 6 → 18, as → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10, i dodaje cztery liczby; brak koloru to 0. Przykład: siódemka monet + szóstka pucharów + as mieczy + R buław = 21 + 18 + 16 + 10 = 65. Większa suma — +1 punkt.
    Ponowne rozdanie: jeśli wśród czterech kart na stole są trzy lub cztery króle (R), karty rozdaje się od nowa z nowej talii z tego samego ziarna; stół informuje o tym w jednej linii, zapis też.
    Koniec rozdania: karty, które zostały na stole po ostatnim ruchu, trafiają do strony, która ostatnia coś zebrała (to nie scopa); scopa w ostatnim ruchu rozdania się nie liczy.
    Rozdaje się po kolei; pierwsza gra osoba po rozdającej. Zwycięstwo rozstrzyga się dopiero po rozdaniu: jeśli obie strony osiągną cel, wygrywa wyższy wynik, przy remisie — kolejne rozdanie.
    2×2: karty osoby z twojej drużyny są zakryte; nie wolno wymieniać swoich kart ani podpowiadać, na czacie też nie: dopóki trwa rozdanie, rozmowa przy stole to tylko gotowe zwroty.
bura-declared-ok = „Dość!” — { $name }: karty warte { $points }, w granicach 41–70.
bura-declared-wrong = „Dość!” — { $name }: karty warte { $points }, a potrzeba 41–70.
durak-loser-cards = 🃏 Durak: { $name } (zostaje z kartami: { $cards })
scopa-won = { $category ->
    [cards] Karty
    [coins] Monety
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = nikt (remis)
durak-table = Stół (atak ← obrona):

## issue 19
durak-rule-throw-in = Dorzucanie: { $timing ->
    [after_cover] tylko gdy każda karta na stole jest pokryta (karta po karcie)
   *[any_time] w dowolnej chwili
  }
durak-rule-teams = Drużyny: { $teams ->
    [pairs] dwie pary (miejsca 1 i 3 przeciw 2 i 4)
    [threepairs] trzy pary (miejsca 1 i 4, 2 i 5, 3 i 6)
   *[threes] dwie trójki (miejsca 1, 3, 5 przeciw 2, 4, 6)
  }; nikt nie atakuje własnej drużyny, przegrywa drużyna, która zostaje z kartami
durak-loser-team = Przegrywa drużyna { $mark } { $n }: { $names }
team-ok = Jesteś w drużynie { $mark } { $n }.
team-already = Już jesteś w drużynie { $mark } { $n }.
team-join-open = Otwórz bota: tam zajmiesz miejsce w drużynie { $mark } { $n }.
err-team-full = Wszystkie miejsca w drużynie { $mark } { $n } są już zajęte przez inne osoby.
durak-rule-tat = Dorzucanie po „Biorę”: { $tat ->
    [yes] tak
   *[no] nie
  }

## issue 21
room-fault = ⚠ Pokój zamknięto z powodu błędu: nie dało się go przywrócić. Zacznij nową grę: /new
err-room-fault = Ten pokój zamknięto z powodu błędu. Zacznij nową grę: /new
err-anonymous = Anonimowe konto administratora nie może zająć miejsca: wyślij polecenie z własnego konta.
err-not-your-picker = Ten wybór gry otworzył ktoś inny: wpisz /new samodzielnie.
err-not-your-profile = To profil innej osoby: wpisz /profile samodzielnie.
err-too-fast = Za szybko — poczekaj sekundę.
err-too-many-rooms = Masz już { $n } otwartych pokoi: zakończ lub opuść jeden, aby zacząć kolejny.
err-too-many-lobbies = Siedzisz już w { $n } pokojach czekających na start gry: zacznij albo opuść jeden, aby dołączyć do innego.
err-chat-rooms = Ta grupa ma już { $n } otwartych pokoi: zakończ jeden, aby zacząć kolejny.
group-lost = ⚠ { $game }: bota usunięto z grupy — gra toczy się dalej tutaj, na czacie prywatnym.
err-busy = Baza danych jest zajęta innym procesem: nic się nie zmieniło, spróbuj ponownie za sekundę.
err-record-players-only = Zapis rozdania dostają tylko osoby, które w nim grały.
err-old-menu = To menu jest nieaktualne: wpisz { $command } ponownie.

## issue 16
option-same = Już tak jest.
ai-level-ok = Poziom komputera zmieniony; znaczniki „Gotowe” zostają.
lobby-stale = Poczekalnia w międzyczasie się zmieniła — wiadomość odświeżona.
solo-ok = Gra z komputerem się zaczyna.
err-solo-others = Siedzą tu już inne osoby: dodaj komputery przyciskiem „🤖 + Komputer”.
lobby-ready-cleared = ⚠ Zasady się zmieniły — znaczniki „Gotowe” wyczyszczone, potwierdź ponownie.
lobby-sides-cleared = ⚠ Strony się zmieniły — osoby przesunięte dotykają „Gotowe” ponownie.
settings-header = ⚙️ Ustawienia pokoju (zmienia je { $name }); „← Wróć do poczekalni” przywraca przyciski gry.
err-settings-creator = ⚙️ Ustawienia tego pokoju zmienia tylko osoba, która go utworzyła: { $name }.
computers-filled = { $n ->
    [one] Dodano { $n } komputer.
    [few] Dodano { $n } komputery.
    [many] Dodano { $n } komputerów.
   *[other] Dodano { $n } komputera.
  }
shuffle-ok = Drużyny przetasowane.
rematch-line = 🔁 Zagraj ponownie: { $list } · 🔒 { $fp }
solo-hint = 🤖 Gra z komputerem: wybierz liczbę przeciwników — rozdanie zaczyna się od razu.
btn-solo-one = 🤖 Graj z komputerem
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] łatwy
    [ismcts] trudny
   *[heuristic] normalny
  }
ai-level-line = 🤖 Poziom komputera: { $level ->
    [random] łatwy (losowe ruchy)
    [ismcts] trudny (przeszukuje możliwości)
   *[heuristic] normalny (zasady doświadczonej osoby)
  }
opt-mode = { $mode ->
    [perevodnoy] z przekazywaniem
   *[podkidnoy] klasyczny
  }
opt-tat = Dorzucanie po „Biorę”
opt-ti = { $timing ->
    [after_cover] po pokryciu
   *[any_time] w każdej chwili
  }
opt-teams = { $teams ->
    [pairs] 2 na 2
    [threepairs] trzy pary
    [threes] 3 na 3
   *[none] bez drużyn
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] jeden na jednego
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — od razu z komputerem, rozdanie natychmiast.

## issue 18
cmd-stats = moje statystyki
cmd-top = ranking tej grupy
cmd-forget = usuń moje dane
stats-title = 📊 Twoje statystyki
stats-title-group = 📊 Statystyki: { $name } — gry tej grupy
stats-none = Brak zakończonych gier.
stats-line = { $who }: { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
  }, wygrane: { $wins }, { $game ->
    [durak] durak { $losses ->
        [one] raz
        [few] { $losses } razy
        [many] { $losses } razy
       *[other] { $losses } razy
      }, { $draws ->
        [one] { $draws } remis
        [few] { $draws } remisy
        [many] { $draws } remisów
       *[other] { $draws } remisu
      }
   *[other] przegrane: { $losses }
  } — { $rate }% wygranych
stats-who-all = Wszystkie gry
stats-who-people = 👥 Z ludźmi
stats-who-computer = 🤖 Z komputerem ({ $level ->
    [random] łatwy
    [ismcts] trudny
    [heuristic] normalny
   *[other] poziom nieznany
  })
stats-streak = 🔥 Wygrane z rzędu: teraz { $current }, rekord { $best }
stats-rating = 📈 Ranking: { $rating } ± { $pm } ({ $games ->
    [one] { $games } gra rankingowa
    [few] { $games } gry rankingowe
    [many] { $games } gier rankingowych
   *[other] { $games } gry rankingowej
  })
stats-favourite = ⭐ Ulubiona odmiana: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] z przekazywaniem
   *[podkidnoy] klasyczny
  }, { $seats ->
    [one] { $seats } osoba
    [few] { $seats } osoby
    [many] { $seats } osób
   *[other] { $seats } osoby
  }{ $teams ->
    [pairs] , para na parę
    [threepairs] , trzy pary
    [threes] , trzy na trzy
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, drużyna na drużynę
   *[other] jeden na jednego
  }
btn-stats-chart = 📈 Wykres
stats-replays = ▶️ Powtórki ostatnich rozdań — przyciskami poniżej, najnowsze na górze.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · rozdanie { $deal }
stats-chart-caption = 📈 Gry na tydzień i dotychczasowy odsetek wygranych
stats-chart-caption-group = 📈 { $name }: gry w tej grupie w tygodniach i odsetek zwycięstw
chart-title = Gry i wygrane
chart-games = gry
chart-rate = wygrane, %
picture-standings-rank = Nr
picture-standings-player = Gracz
picture-standings-score = Punkty
picture-standings-buchholz = Buchholz
picture-standings-games = Gry
picture-bracket-round = Runda { $n }
picture-bracket-final = Finał
picture-bracket-semifinal = Półfinały
picture-bracket-quarterfinal = Ćwierćfinały
picture-bracket-champion = Mistrz
picture-bracket-bye = wolny los
picture-bracket-walkover = walkower
err-not-your-stats = To statystyki innej osoby: wpisz /stats samodzielnie.
top-title = 🏆 { $game } — { $period ->
    [week] ten tydzień
    [month] ten miesiąc
   *[all] cały czas
  }
top-line = { $n }. { $name } — { $wins } wygranych z { $games } ({ $rate }%)
top-empty = Nikogo jeszcze nie ma w rankingu.
top-loser-week = 🤡 Durak tygodnia: { $name } ({ $n ->
    [one] raz
    [few] { $n } razy
    [many] { $n } razy
   *[other] { $n } razy
  })
top-hint = Tylko gry między ludźmi; w rankingu od { $n ->
    [one] { $n } gry
    [few] { $n } gier
    [many] { $n } gier
   *[other] { $n } gry
  }. Ukryć się można w /profile.
top-global-title = 🌍 Ranking globalny — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, gry: { $games }
top-global-empty = Nikogo jeszcze nie ma w tym rankingu.
top-global-hint = Rankingi Glicko-2, zmieniane tylko przez gry między ludźmi (bez komputera przy stole). Na liście: osoby z włączonym «🌍 Ranking globalny» w /profile, od { $n ->
    [one] { $n } gry rankingowej
    [few] { $n } gier rankingowych
    [many] { $n } gier rankingowych
   *[other] { $n } gry rankingowej
  }.
top-global-unknown = Nie ma tu gry «{ $name }»: wpisz /top global z jedną z: { $games }.
top-global-season = 🗓 Sezon: { $season } ({ $current ->
    [yes] bieżący
   *[no] zakończony
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Bieżący sezon
top-season-unknown = Takiego sezonu nie ma albo nie jest już przechowywany: naciśnij jeden z przycisków rankingu.
stats-best-season = 🏅 Najlepszy sezon: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Tydzień
    [month] Miesiąc
   *[all] Cały czas
  }
forget-private-only = /forget działa na czacie prywatnym z botem.
forget-ask = Usunąć twoje dane? Twoje wyniki i statystyki zostaną usunięte, a twoje miejsca w zachowanych zapisach gier staną się anonimowe. Tego nie da się cofnąć.
btn-forget-yes = 🗑 Usuń
btn-forget-no = Zostaw
forget-kept = Nic nie zostało usunięte.
forget-done = Twoje dane zostały usunięte.
forget-leave-first = Najpierw opuść swoje otwarte gry.
profile-hidden = 🏆 Rankingi grup: { $on ->
    [yes] nie widać cię
   *[no] widać cię
  }
profile-talk = 💬 Rozmowa przy stole: { $on ->
    [yes] włączona
   *[no] wyłączona
  }
btn-hide = { $on ->
    [yes] 🏆 Ukryj mnie w rankingach
   *[no] 🏆 Pokazuj mnie w rankingach
  }
btn-talk = { $on ->
    [yes] 💬 Włącz rozmowę przy stole
   *[no] 💬 Wyłącz rozmowę przy stole
  }
profile-rated = 🌍 Ranking globalny (/top global): { $on ->
    [yes] jesteś na liście
   *[no] nie ma cię na liście
  }
btn-rated = { $on ->
    [yes] 🌍 Dodaj mnie do rankingu globalnego
   *[no] 🌍 Usuń mnie z rankingu globalnego
  }

## issue 16
err-room-locked = Osoba, która utworzyła pokój, zamknęła go: nie przyjmuje nowych osób.
takeover-ok = Gotowe: teraz za to miejsce gra komputer.
takeover-self = To twoje własne miejsce: jesteś tutaj, więc komputer za ciebie nie gra. Wykonaj ruch na czacie prywatnym z botem.
takeover-announce = 🤖 { $game }: teraz komputer gra za: { $names }. Aby odzyskać miejsce, dotknij dowolnego przycisku tej gry.
takeover-announce-rated = 🤖 { $game }: komputer gra teraz za: { $names }, a w rankingu ta partia to porażka dla: { $names }. Aby wrócić na miejsce, stuknij dowolny przycisk tej gry.
kick-ok = Miejsce zostało zwolnione.
lock-already = Już tak jest.
lock-on = Zamknięty: pokój nie przyjmuje nowych osób.
lock-off = Otwarty dla nowych osób.
you-are-out = 🏁 Koniec gry dla ciebie — nie masz już kart. Pozostali grają dalej; wynik pojawi się tutaj. Możesz już opuścić pokój, nikomu nie przeszkadzając.
btn-leave-out = 👋 Opuść pokój
computer-plays-for-you = 🤖 Teraz gra za ciebie komputer: dotknij dowolnego przycisku, aby odzyskać miejsce.
btn-my-cards = 🃏 Moje karty
tap-my-cards = 👉 { $names }: twój ruch — dotknij «🃏 Moje karty», twoje karty pojawią się tu tylko dla ciebie.
err-not-seated-here = Nie masz miejsca przy tym stole.
next-deal-auto = ⏩ Następne rozdanie zacznie się samo za { $dur }; przycisk poniżej zaczyna je od razu.
btn-rematch = 🔁 Zagraj ponownie
lobby-locked = 🔒 Zamknięty: bez nowych osób.
btn-take-over = 🤖 Graj za: { $name }
btn-kick = ✖ Usuń: { $name }
btn-lock = 🔒 Zamknij pokój
btn-unlock = 🔓 Otwórz pokój
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Wygrane: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Dorzucanie: czekaj { $n } s, gdy każda karta jest pokryta
durak-throw-wait-take = ⏱ Dorzucanie: czekaj { $n } s, gdy każda karta jest pokryta albo obrona bierze
durak-throw-wait-off = ⏱ Dorzucanie: czekaj bez limitu
btn-throw-wait = ⏱ Czas na dorzucanie: { $n } s
btn-throw-wait-off = ⏱ Czas na dorzucanie: bez limitu
bar-throwin = ⏱ { $bar } { $n } s — dorzuć albo dotknij „Pas”; potem atak kończy się sam.
bar-throwin-take = ⏱ { $bar } { $n } s — dorzuć albo dotknij „Pas”; potem obrona zabiera karty.
bar-still = (W grupie to odliczanie stoi — Telegram pozwala botowi edytować tylko 20 razy na minutę w każdej grupie: { $n } s liczy się od pojawienia się tej wiadomości.)
game-over-header = 🏁 { $game }: gra zakończona.

## issue 32: quick match
cmd-play = graj z kimkolwiek (szybki mecz)
btn-quick = 🎲 Graj z kimkolwiek
btn-quick-any = obojętnie
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Do kolejki
btn-quick-leave = Wyjdź z kolejki
btn-quick-fill = 🤖 Dopełnij komputerami
btn-quick-keep = ⏳ Czekaj jeszcze { $sec } s
quick-seats = { $n ->
    [one] { $n } osoba
    [few] { $n } osoby
    [many] { $n } osób
   *[other] { $n } osoby
  }
quick-seats-range = { $low }–{ $high } osób
quick-menu-title = 🎲 Graj z kimkolwiek: sadzam cię z osobami, które szukają tej samej gry.
quick-menu-choice = Wybrano: { $what }.
quick-menu-hint = Jeśli w ciągu { $sec } s nikt się nie pojawi, zaproponuję komputery. Przeciwnicy widzą tylko twoje imię (pełne imię i nazwisko, jeśli chcesz, w /profile).
quick-waiting = ⏳ Szukam przeciwników: { $what }. Jeśli nikogo nie będzie w ciągu { $sec } s, zaproponuję komputery.
quick-offer = Jeszcze nikogo ({ $what }). Posadzić komputery ({ $n }) na wolnych miejscach i zacząć, czy czekać dalej?
quick-matched = 🎲 Przeciwnicy znalezieni: { $names }{ $n ->
    [0] {""}
   *[other] {""} i komputery ({ $n })
  }. Twoje karty przyjdą w następnej wiadomości. Powodzenia!
quick-filled = 🤖 Grasz z komputerami ({ $n }). Twoje karty przyjdą w następnej wiadomości.
quick-left = Nie ma cię już w kolejce.
quick-not-queued = Nie jesteś już w kolejce.
quick-in-queue = Już jesteś w kolejce — oto ona.
quick-joined = Jesteś w kolejce.
quick-keep-ok = Czekamy dalej.
quick-private = Gra z kimkolwiek odbywa się na czacie prywatnym z botem: dotknij przycisku poniżej i wybierz tam grę.
quick-cooldown = Jeszcze nie: szybkie mecze zostały przez ciebie wcześnie opuszczone ({ $n } razy), więc czekasz { $sec } s przed następnym. Graj mecze do końca, a czekanie się skróci.
quick-too-many-joins = Za często: do kolejki można wejść najwyżej { $n } razy na minutę. Spróbuj ponownie za { $sec } s.
err-not-your-menu = To menu innej osoby: otwórz własne przez /play.
profile-name = 🎲 Imię w grach z nieznajomymi: { $on ->
    [yes] imię i nazwisko
   *[no] tylko imię
  }
btn-show-name = { $on ->
    [yes] 🎲 Pokazuj moje imię i nazwisko
   *[no] 🎲 Pokazuj tylko moje imię
  }
quick-found = 🎲 Przeciwnicy znalezieni — twoje karty przyjdą w następnej wiadomości.

# Card names for screen readers on the table page (see en)
card-name = { $rank } { $suit }
card-rank-a = as
card-rank-2 = dwójka
card-rank-3 = trójka
card-rank-4 = czwórka
card-rank-5 = piątka
card-rank-6 = szóstka
card-rank-7 = siódemka
card-rank-8 = ósemka
card-rank-9 = dziewiątka
card-rank-t = dziesiątka
card-rank-j = walet
card-rank-q = dama
card-rank-k = król
card-rank-it-j = walet
card-rank-it-q = rycerz
card-rank-it-k = król
card-suit-s = pik
card-suit-h = kier
card-suit-d = karo
card-suit-c = trefl
card-suit-it-s = mieczy
card-suit-it-h = kielichów
card-suit-it-d = monet
card-suit-it-c = buław

# ----- tournaments in a group (issue 47) -----
cmd-tournament = turniej w tej grupie
tn-title = 🏆 Turniej: { $game }, { $format }
tn-format-swiss = system szwajcarski
tn-format-knockout = system pucharowy
tn-rounds = Rundy: { $n }
tn-people = Zapisani ({ $n } z { $max }): { $names }
tn-nobody = Nikt się jeszcze nie zapisał.
tn-status-running = ▶️ Trwa runda { $round } z { $rounds }.
tn-status-finished = 🏁 Turniej zakończony.
tn-status-cancelled = ✖️ Turniej odwołany.
tn-how = Od { $min } do { $max } osób. Zaczyna twórca turnieju lub administrator grupy.
tn-btn-join = ➕ Zapisz mnie
tn-btn-leave = ➖ Wypisz mnie
tn-btn-start = ▶️ Zacznij
tn-btn-cancel = ✖️ Odwołaj
tn-computer = 🤖 komputer
tn-round = Runda { $round } z { $rounds }:
tn-bye = { $name }: pauza (wygrana bez gry)
tn-round-go = Każdy stół to gra tej grupy poniżej. Powodzenia!
tn-winner = 🥇 Zwycięstwo: { $name }
tn-standings = Tabela końcowa:
tn-group-only = Turnieje odbywają się w grupach: dodaj bota do grupy i wyślij tam /tournament.
tn-usage = Jak: /tournament <gra> [swiss|knockout] [rundy]. Gry: { $games }. Od { $min } do { $max } osób.
tn-joined = Jesteś na liście turnieju.
tn-left = Nie ma cię już na liście.
tn-started = Turniej się zaczyna!
tn-cancelled = Turniej odwołany.
tn-err-joined = Już jesteś na liście.
tn-err-not-in = Nie ma cię na liście.
tn-err-closed = Zapisy na ten turniej są zamknięte.
tn-err-full = Brak wolnych miejsc.
tn-err-count = Turniej wymaga od 4 do 64 osób.
tn-err-not-creator = Może to zrobić tylko twórca turnieju lub administrator grupy.
tn-err-open = W tej grupie trwa już turniej: najpierw go zakończ.
top-tournaments = 🏆 Turnieje:
top-tournament-line = 🥇 { $name } (uczestnicy: { $n })
btn-top-tournament = 📋 Wyniki: { $name }, { $date }
top-tournament-unknown = Takiego turnieju tu nie ma albo nie jest już przechowywany: naciśnij jeden z przycisków rankingu.
tn-btn-end = ⛔ Zakończ turniej
tn-ended = Turniej zakończony: liczą się rundy rozegrane do końca.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Początek o { $time } ({ $zone }). Jeśli do tego czasu zapisze się mniej niż { $min }, turniej zostanie odwołany.
tn-btn-later-15 = ⏰ +15 min
tn-btn-later-60 = ⏰ +1 godz.
tn-btn-no-time = ⏰ Bez godziny
tn-time-set = Początek o { $time } ({ $zone }) — za { $minutes } min.
tn-time-cleared = Godzina rozpoczęcia usunięta: turniej zacznie się przyciskiem «▶️ Zacznij».
tn-err-time = Godzinę rozpoczęcia można ustawić tylko w ciągu najbliższych 24 godzin.
tn-err-no-time = Godzina rozpoczęcia nie jest ustawiona.
tn-called-off = ✖️ Turniej odwołany: do wyznaczonej godziny zapisało się { $n }, a potrzeba co najmniej { $min }.
tn-called-off-late = ✖️ Turniej odwołany: o wyznaczonej godzinie bot nie działał, a od tego czasu minęła ponad godzina.
tn-status-paused = ⏸ Pauza: stoły tej rundy grają dalej; następna runda zacznie się po wznowieniu turnieju.
tn-btn-pause = ⏸ Pauza
tn-btn-resume = ▶️ Wznów
tn-paused = Pauza: nowa runda nie zacznie się, dopóki turniej nie zostanie wznowiony.
tn-resumed = Turniej trwa dalej.
tn-err-paused = Turniej już jest wstrzymany.
tn-err-not-paused = Turniej nie jest wstrzymany.
tn-btn-drop = 🚫 Wyklucz gracza
tn-drop-pick = Kogo wykluczyć z turnieju? Stuknij imię.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } nie gra już w turnieju.
tn-dropped-note = 🚫 { $name } odpada z turnieju: bez pary w kolejnych rundach, a trwająca partia liczy się jako odejście od stołu.
tn-left-group = 🚪 { $name } nie jest już w grupie i odpada z turnieju.
tn-err-dropped = Ta osoba już odpadła.
tn-err-no-player = Tej osoby nie ma w turnieju.
tn-out = Odpadli: { $names }
tn-usage-time = Z godziną: /tournament durak 21:00 (UTC) albo 21:00+3 (UTC+3) — turniej zacznie się sam; przesunięcie jest zapamiętywane dla kolejnych turniejów grupy.
tn-seats = Przy stole: { $size ->
    [tables] 3–4 osoby, według punktów (5 osób: 3 + 2 i komputer)
   *[pairs] dwie osoby, jeden na jednego
  }
tn-opt-seats = { $size ->
    [tables] 3–4 przy stole
   *[pairs] jeden na jednego
  }
tn-options-how = Do startu twórca turnieju lub administrator grupy ustala zasady wszystkich stołów przyciskami poniżej.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, runda { $round } z { $rounds }: twój stół jest gotowy. Przy twoim stole: { $names }.
tn-ping-hand-here = Twoje karty są w tym czacie, poniżej.
tn-ping-hand-group = Twoje karty są w grupie: przycisk «🃏 Moje karty» pod stołem.
tn-ping-link = Turniej w grupie: { $link }
tn-ping-group = 🔔 { $names }: wasze stoły są gotowe — poniżej w tej grupie.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Analiza
review-working = Analizuję rozdanie… Analizę wyślę na czat prywatny.
review-busy = Analiza tego rozdania już się przygotowuje — wyślę ją, gdy tylko będzie gotowa.
review-title = 🔎 Analiza: { $game }, rozdanie { $n }
review-mistake = Ruch { $move }: zagrałeś «{ $played }»; lepiej było «{ $better }» — to kosztowało { $cost }.
review-cost-chance = ~{ $percent }% szansy, by nie zostać durakiem
review-cost-points = ~{ $points } pkt
review-none = Nie znaleziono błędów: wszystkie twoje decyzje ({ $n }) były równie dobre jak decyzje wyszukiwania. Dobra gra!
review-how = Każda decyzja jest oceniana według tego, co widziałeś w tamtej chwili — nigdy według cudzych kart.
err-review-players-only = Można przeanalizować tylko rozdanie, w którym grałeś.
err-review-unavailable = Tego rozdania nie można przeanalizować: nie zostało dokończone albo nie jest już przechowywane.
err-review-limit = Wystarczy analiz na tę godzinę — następna będzie możliwa za { $minutes } min.
err-review-failed = Nie udało się przeanalizować rozdania — spróbuj później.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Podpowiedź
hint-thinking = 💡 Zastanawiam się nad podpowiedzią…
hint-move = 💡 Najsilniejszy komputer zagrałby «{ $move }».
hint-why-cover = { $trump ->
    [yes] Przebij atutem: inaczej weźmiesz ze stołu: { $cards }.
   *[no] Przebij: inaczej weźmiesz ze stołu: { $cards }.
  }
hint-why-take = Bierz: obrona kosztuje teraz więcej. Weźmiesz ze stołu: { $cards }.
hint-why-transfer = Przekaż: broni się następny gracz, a na stole: { $cards }.
hint-why-throw-in = Dorzuć: obrońca ma na ręce { $cards }.
hint-why-hold = Nie dorzucaj więcej: te karty przydadzą się później.
hint-why-lead-low = Zagraj najniższą kartą, która nie jest atutem: silne zachowaj.
hint-why-enough = Powiedz «Dość!»: znane ci punkty w twoim stosie: { $points }.
hint-why-not-yet = Nie mów jeszcze «Dość!»: znane ci punkty w twoim stosie: { $points }.
hint-why-stop = Powiedz «Stop!»: z tymi kartami na ręce wygrywasz.
hint-why-sweep = Zabierz cały stół — to scopa, dodatkowy punkt. Do stosu: { $cards }.
hint-why-settebello = Zabierz settebello, karo siódemkę: osobny punkt. Do stosu: { $cards }.
hint-why-primiera = Zabierz siódemki — decydują o primierze. Siódemek w tym zabraniu: { $sevens }; do stosu: { $cards }.
hint-why-no-sweep = Zagraj tę kartę: potem żadna pojedyncza karta nie zabierze całego stołu — przeciwnik nie zrobi scopy.
hint-why-capture = Bierz: do twojego stosu: { $cards }.
hint-why-only = Jest tu tylko jeden rozsądny ruch.
hint-why-luck = To losowanie w ciemno: każda karta jest równie dobra.
hint-why-best-chance = Według oceny przeszukiwania twoja szansa, by tak nie zostać durakiem: ~{ $percent }%.
hint-why-best-points = Według oceny przeszukiwania ten ruch jest lepszy od oczywistego o około { $points } pkt.
hint-why-best-plain = Według oceny przeszukiwania to najlepszy ruch w tej sytuacji.
err-hint-not-yours = To nie twój przycisk.
err-hint-not-allowed = Podpowiedzi są tylko w grze z komputerami (nigdy z inną osobą ani w grze rankingowej), gdy w /profile włączone są «💡 Podpowiedzi».
err-hint-stale = Brak podpowiedzi: teraz nie twój ruch (albo wiadomość jest stara).
err-hint-failed = Podpowiedź się nie udała — spróbuj jeszcze raz.
hints-on = 💡 Podpowiedzi włączone.
hints-off = 💡 Podpowiedzi wyłączone.
profile-hints = 💡 Podpowiedzi w grze z komputerami: { $on ->
    [yes] włączone
   *[no] wyłączone
  }
btn-hints = { $on ->
    [yes] 💡 Włącz podpowiedzi
   *[no] 💡 Wyłącz podpowiedzi
  }
