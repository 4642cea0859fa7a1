## Kozyr — azərbaycanca
# Lüğət (bir termin — bir məna):
#   Durak (дурак) — «Durak» (oyun da, sonda əlində kart qalan oyunçu da);
#     podkidnoy (подкидной) — «atmalı», perevodnoy (переводной) — «ötürməli».
#   Bura (бура) — «Bura». Scopa — «Scopa» (italyan oyunu; İspaniyada Escoba adlanan ailədən).
#   Kart dərəcələri: J Q K A (valet, dama, kral, tuz) — kart kodlarında olduğu kimi, mətndə də hərflə.
#   trump (козырь) — kozır; take («Беру») — götürmək, düymə «Götürürəm»; throw in (подкинуть) — atmaq;
#   transfer (перевести) — ötürmək; beat (побить) — vurmaq; pass — «Pas»; trick (взятка) — yığım;
#   deal (раздача) — paylama; deck — dəstə; stock (колода) — qalıq; discard (бито) — çıxan;
#   Bura: dump (сбросить) — qapalı tullamaq. Scopa: lay — masaya qoymaq, capture — götürmək.
#   «Хватит!» — «Bəsdir!»; «Стоп!» — «Dayan!».
#   scopa — scopa; settebello — settebello; primiera — primiera; coins (денари) — sikkələr.
#   match points — xal; card worth (очки карт) — kartların dəyəri.
#   fingerprint (отпечаток колоды) — dəstənin izi; seed — gizli toxum; record — qeyd; contribution — pay.

welcome = Salam! Mən Kozyr: Telegram-da durak, bura və scopa.
    Aşağıdakı düymələr: 🤖 — dərhal kompüterlə oynamaq; 🤖 olmayan oyun — dostlar üçün dəvət linki olan otaq.
    Qrupda: /durak, /bura, /scopa və ya /new masa açır; dostlar bir toxunuşla qoşulur.
    /hand kartlarımı yenidən göndərir, /rules oyunları izah edir, /profile dili, dəstənin üslubunu və dəstənin izini tənzimləyir.
    /stats statistikamı göstərir, /top qrupun reytinqini, /forget məlumatlarımı silir, /help bütün əmrləri sadalayır.
help = Əmrlər:
    /durak, /bura, /scopa — otaq açmaq (qrupda və ya burada)
    /play — istənilən adamla oynamaq: tanımadıqlarla sürətli oyun
    /new — oyun seçmək (🤖: birbaşa kompüterə qarşı)
    /hand — kartlarınızla mesajı yenidən göndərmək
    /mute — cari masadakı söhbəti eşitməmək (yenə: yenidən eşitmək)
    /rules — qısaca qaydalar, kartların dəyəri ilə
    /language — dil (qrupda: masanın dili, administratorlar üçün)
    /hands — qrupda: kartlar birbaşa qrupda göstərilsinmi, hər kəsə yalnız özününkü (administratorlar üçün)
    /profile — dil, Scopa dəstəsinin üslubu, dəstənin izi 🔒, gediş xatırlatmaları, reytinqdən gizlənmək
    /stats — statistikam: oyunlar, qələbələr, seriyalar (qrupda: həmin qrupun oyunları)
    /top — qrupun həftə, ay, bütün vaxt üzrə reytinqi (qrupda)
    /top global — ümumi reytinq (/top global durak, bura, scopa)
    /tournament durak — qrupda turnir: yazılış, turlar, yekun cədvəl (İsveçrə sistemi və ya uduzan çıxır)
    /forget — məlumatlarımı və statistikamı silmək
    Necə oynamalı: qrupdakı masanın altında «Qoşul», sonra «Hazıram» düyməsinə toxunun. Bütün yerlər tutulanda və hamı hazır olanda oyun başlayır. Öz mesajınızın düymələri ilə oynayın — qrupda (onu yalnız siz görürsünüz; «🃏 Kartlarım» onu yenidən göndərir) və ya şəxsi çatda: orada yalnız sizin kartlarınız və hazırda icazə verilən gedişlər görünür.
pick-game = Hansı oyun?
pick-done = Hansı oyun? — { $game }
err-picked = Oyun artıq seçilib.
no-rooms = Açıq otağınız yoxdur. Oyun başladın: /new
invite-forward = Otaq yaradıldı. Bu dəvət linkini dostunuza göndərin:
    { $url }
hand-moved = ⬇️ { $game }: oyun aşağıda davam edir.
you-left = Otaqdan çıxdınız.

cmd-new = yeni oyun (seçim)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = kartlarımı yenidən göndər
cmd-mute = masa söhbəti: söndür/yandır
cmd-profile = profil: dil, dəstə, iz
cmd-help = kömək

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Kompüter { $n }
player-name = Oyunçu { $n }
seat-free = — boş —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] ötürməli
   *[podkidnoy] atmalı
  }, { $seats ->
    [one] { $seats } yer
   *[other] { $seats } yer
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] təkbətək
  }, { $target } xala qədər
title-bura = 🂮 Bura

options-durak = Qaydalar: { $mode ->
    [perevodnoy] ötürməli
   *[podkidnoy] atmalı
  }; «Götürürəm»dən sonra atmaq: { $tat ->
    [yes] bəli
   *[no] xeyr
  }
options-scopa = Qaydalar: { $seats ->
    [4] ikinəfərlik iki komanda (1 və 3-cü yerlər 2 və 4-cüyə qarşı)
   *[other] təkbətək
  }; { $target } xala qədər oyun
options-bura = Qaydalar: matç 12 xala qədər; yığımlarınızdakı kartların dəyəri 41–70 olanda — «Bəsdir!».

lobby-header = Yerlər: { $taken } / { $capacity }
lobby-hint = Bütün yerlər tutulanda və hər kəs «Hazıram» düyməsinə toxunanda oyun başlayır. 🔒 Dəstə: { $fp }
commitment-line = 🔒 Dəstənin izi: { $fp } (dəstə artıq sabitlənib; «Hazıram» toxunuşunuz öz təsadüfiliyinizi əlavə edir)
invite-line = Dəvət linki: { $url }
unreachable = ⚠ { $names }: bot sizə yaza bilmir. Botu açın: { $url }
next-deal-header = { $n } nömrəli paylama: «Növbəti paylama» düyməsinə toxunun.

btn-join = ➕ Qoşul
btn-invite = 📨 Dəvət et
btn-ready = ✅ Hazıram
btn-ready-app = 🎲 Hazıram — öz təsadüfiliyim
btn-unready = ↩ Hazır deyiləm
btn-add-computer = 🤖 + Kompüter
btn-remove-computer = 🤖 − Çıxar
btn-fill = 🤖 + { $n ->
    [one] { $n } kompüter
   *[other] { $n } kompüter
  }
btn-settings = ⚙️ Ayarlar
btn-settings-back = ← Lobbiyə qayıt
btn-team = { $mark } Komanda { $n }
btn-shuffle = 🔀 Komandaları qarışdır
btn-leave = 🚪 Çıx
btn-surrender = { $game ->
    [bura] 🏳 Matçı təslim et
    [scopa] 🏳 Oyunu təslim et
   *[other] 🏳 Təslim ol
  }
btn-end-game = ⛔ Oyunu bitir
btn-next-deal = ▶ Növbəti paylama
btn-record = 📄 Paylamanın qeydi
btn-check-deck = 🔍 Dəstəni yoxla
btn-replay = ▶️ Təkrar
replay-share-text = ▶️ Paylamanın təkrarına baxın: { $game }
btn-table = 🎴 Masa
btn-record-match = 📄 Qeyd: matç { $n }
btn-back = ← Geri
btn-seats-minus = − yer
btn-seats-plus = + yer

cards-count = { $n ->
    [one] { $n } kart
   *[other] { $n } kart
  }
tricks-count = { $n ->
    [one] { $n } yığım
   *[other] { $n } yığım
  }
score-points = { $n ->
    [one] { $n } xal
   *[other] { $n } xal
  }

table-empty = Masa boşdur.
table-cards = Masada: { $cards }
your-hand = Kartlarınız: { $cards }
waiting-for = Gözlənilir: { $names }
state-out = çıxdı
state-passed = pas
state-taking = götürür

durak-status = ★ Kozır: { $trump } · Qalıq: { $stock } · Çıxan: { $discard }
last-durak-attack = Son gediş: { $name } — { $card }
last-durak-transfer = Son gediş: { $name } { $card } ilə ötürdü
last-durak-defend = Son gediş: { $name } { $target } kartını { $card } ilə vurdu
last-durak-take = Son gediş: { $name } götürür
last-durak-pass = Son gediş: { $name } — pas
last-durak-throw-timeout = Son gediş: atmaq vaxtı bitdi
prompt-durak-lead = Sizin gedişiniz: kart seçin.
prompt-durak-throw = Kart ata və ya «Pas» düyməsinə toxuna bilərsiniz.
prompt-durak-defend = Vurun və ya götürün.
prompt-durak-defend-transfer = Vurun, ötürün və ya götürün.
act-attack = { $card } at
act-defend = { $target } ← { $card } ilə vur
act-transfer = { $card } ilə ötür
act-take = Götürürəm
act-pass = Pas
durak-draw = Heç-heçə: son kartlar birlikdə çıxdı.
durak-out-order = Çıxanlar: { $names }
result-none = Oyun kəsildi.

scopa-status = { $deal } nömrəli paylama · Qalıq: { $stock } · { $target } xala qədər
scopa-redeal = { $n ->
    [1] 🔄 Yenidən paylama: masada üç və ya dörd kral var idi — kartlar yenidən paylandı.
   *[other] 🔄 Yenidən paylama (dəfə: { $n }): masada üç və ya dörd kral var idi — kartlar yenidən paylandı.
  }
scopa-side = { $side } nömrəli tərəf ({ $who }): { $score } · götürdüyü { $pile } · scopa { $scopas }
scopa-last-capture = Son gediş: { $name } — { $card } ilə götürdü: { $cards }
scopa-last-drop = Son gediş: { $name } { $card } kartını masaya qoydu
prompt-scopa = Sizin gedişiniz: kart seçin.
act-capture = { $card } ilə götür: { $cards }
act-drop = { $card } kartını masaya qoy
scopa-deal-side = { $who }: kartlar { $cards }, sikkələr { $coins }, settebello { $settebello }, primiera { $primiera }, scopa { $scopas } → +{ $points }

bura-status = { $deal } nömrəli paylama · ★ Kozır: { $trump } · Qalıq: { $stock }
bura-lead = Masada, { $name } gedib: { $cards }
bura-window = ⏱ «Dayan!» pəncərəsi açıqdır.
bura-claim = ⏱ «Dayan!» deyildi: hücumçunun cavabı gözlənilir.
bura-draw-header = 🎴 İlk gediş üçün püşk: hər kəs bir qapalı kart götürür. Böyüyü (6 < 7 < 8 < 9 < 10 < J < Q < K < A) gedir; bərabər olsa — yenidən çəkilir.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — bərabər, yenidən çəkirik.
bura-draw-picked = ✋ { $name }: kart seçildi
bura-draw-picking = ⏳ { $name }: kart seçir
bura-draw-result = 🎴 Püşk: { $a }: { $ca }, { $b }: { $cb } → { $first } gedir
bura-last-beat = Əvvəlki gediş: { $name } vurdu: { $pairs }
bura-last-dump = Əvvəlki gediş: { $name } { $n } kartı qapalı tulladı: { $cards }
last-bura-lead = Son gediş: { $name } { $n ->
    [one] { $n } kartla
   *[other] { $n } kartla
  } getdi
last-bura-beat = Son gediş: { $name } gedişi vurdu
last-bura-dump = Son gediş: { $name } { $n ->
    [one] { $n } kartı
   *[other] { $n } kartı
  } tulladı
last-bura-enough = Son gediş: { $name } — «Bəsdir!»
last-bura-continue = Son gediş: { $name } yenə çəkir
last-bura-stop = Son gediş: { $name } — «Dayan!»
last-bura-surrender = { $name } təslim oldu
prompt-bura-lead = Sizin gedişiniz: bir kartı və ya eyni rəngdən iki-üç kartı işarələyin, sonra «Get» düyməsinə toxunun.
prompt-bura-draw = Bir qapalı kart seçin:
prompt-bura-defend = Hər kartı vurun (özünüzünkünü işarələyin) və ya o qədər kartı tullayın.
prompt-bura-decide = Yığım sizindir: «Bəsdir!», yoxsa yenə çəkmək?
prompt-bura-stop = «Dayan!» deyə bilərsiniz (üç altılıq, üç tuz və ya eyni rəngdən üç kartla gedişi ələ keçirmək).
prompt-bura-claim = Rəqibiniz «Dayan!» dedi. Bacarırsınızsa, öz «Dayan!» sözünüzlə cavab verin.
act-lead = Get: { $cards }
act-dump = Tulla: { $cards }
act-beat = Vur: { $pairs }
act-enough = ✋ Bəsdir!
act-continue = 🂠 Yenə çək
act-stop = 🛑 Dayan!
act-surrender = 🏳 Təslim ol
act-pick = Qapalı kart № { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → xallar rəqibə: { $name } +{ $n }
bura-award-three_sixes = { $name }: üç altılıq — +{ $n }
bura-award-three_aces = { $name }: üç tuz — +{ $n }
bura-award-more_points = { $name }: kartların dəyəri çoxdur — +{ $n }
bura-award-dry = { $name }: quru qələbə — +{ $n }
bura-award-tie = Kartların dəyəri bərabərdir: heç kim xal almır.
bura-award-surrender = Təslim: { $name } qalib gəldi.
bura-pile = { $name }: kartların dəyəri { $points }, { $tricks ->
    [one] { $tricks } yığım
   *[other] { $tricks } yığım
  }

deal-result-header = { $n } nömrəli paylamanın nəticəsi:
match-score = Matçın hesabı: { $score }
match-winner = 🏆 Qalib: { $name }
outcome-left = Oyun kəsildi: { $name } çıxdı.
outcome-ended = Otağın yaradıcısı ({ $name }) oyunu bitirdi.
outcome-surrender = { $name } təslim oldu.

fair-ok = ✅ Ədalətli paylama: dəstə öz izinə uyğun gəldi və hər gediş yoxlanıldı.
fair-warning = ⚠ Paylamanın yoxlanışı uğursuz oldu — qeydi yükləyin və özünüz yoxlayın.
fair-interrupted = Paylama kəsildi; iz və toxum qeyddədir.
record-caption = Qeyd: { $game }, { $n } nömrəli paylama. Yoxlayın: python -m engines verify <file>
record-redeal = 🔄 { $deal } nömrəli paylama: yenidən paylandı — masada üç və ya dörd kral var idi (dəstənin etiketi …:r{ $n }).
fp-current = 🔒 { $n } nömrəli paylama: dəstənin izi (gizli toxumun SHA-256-sı):
    { $commitment }
    Toxum paylama bitəndə açılır.
fp-revealed = { $n } nömrəli paylama bitdi. İz:
    { $commitment }
    Açılmış toxum:
    { $seed }
fp-next = Növbəti dəstənin izi:
    { $commitment }
fp-how = Necə yoxlamalı: paylamanın qeydini yükləyin («📄 Paylamanın qeydi») və python -m engines verify record.json işə salın — o, izi toxumdan, dəstəni toxumdan, oyunçuların paylarından və etiketdən yenidən hesablayır və hər gedişi təkrar oynayır.
webapp-title = Dəstənin yoxlanışı
webapp-intro = Brauzeriniz dəstəni paylamanın qeydindən yenidən hesablayır: açılmış toxumdan izi, oyunçuların paylarının qarışığını, açarı, ChaCha20 axınını və qarışdırmanı. Hər gedişi də qaydalara görə yenidən oynayır; yazılmış nəticələri və hesabı python -m engines verify əmri yoxlayır.
webapp-ready-intro = Brauzeriniz 32 təsadüfi bayt çəkəcək (crypto.getRandomValues) və onları Telegram imzası ilə bota göndərəcək. Onlar növbəti dəstənin qarışdırılmasına daxil olur, onun izi artıq göstərilib — server sizin payınıza uyğun dəstə seçə bilməz.
webapp-ready-button = ✅ Hazıram
webapp-ready-sent = Sizin təsadüfiliyiniz: { $randomness }
webapp-ready-done = Pay qəbul olundu. Paylamadan sonra dəstənin yoxlanışı onu qarışıqda göstərəcək.
webapp-ready-outside = Bu düymə Telegram-da işləyir: onu botun mesajından açın.
webapp-drop = Qeyd faylını (kozyr-….json) bura atın və ya seçin:
webapp-loading = Paylamanın qeydi yüklənir…
webapp-refused = Qeyd yoxdur: { $reason }
webapp-refused-unsigned = səhifə Telegram-dan açılmayıb. Qeydi «📄 Paylamanın qeydi» ilə yükləyin və bura atın.
webapp-refused-stale = Telegram məlumatları köhnəlib. Yoxlanışı bağlayın və yenidən açın.
webapp-refused-players = paylamanın qeydi yalnız onu oynayanlara verilir.
webapp-refused-unavailable = qeyd paylama bitəndən sonra əlçatan olur.
webapp-refused-network = server cavab vermədi.
webapp-refused-malformed = sorğu zədələnib.
webapp-refused-too-fast = çox tez — bir saniyə gözləyin.
webapp-not-json = Bu fayl JSON kimi oxunmur: bu, paylama qeydi deyil.
webapp-not-record = Bu, Kozyr paylama qeydi deyil.
webapp-seat = Kimin kartları:
webapp-seat-n = Oyunçu { $n }
webapp-verdict-ok = ✅ Ədalətli dəstə: hər şey brauzerinizdə yenidən hesablandı və uyğun gəlir.
webapp-verdict-fail = ❌ Yoxlanış uğursuz oldu: { $n } nömrəli paylama, «{ $step }» addımı.
webapp-deal = Paylama { $n }
webapp-step-record = Qeyd
webapp-step-commitment = İz
webapp-step-label = Dəstənin etiketi
webapp-step-mix = Oyunçuların payları
webapp-step-deck = Dəstə
webapp-step-deal = Paylanmış kartlar
webapp-step-draw = İlk gediş üçün püşk
webapp-no-proof = Paylamada ədalət sübutu yoxdur: onun dəstəsini yoxlamaq olmur.
webapp-bad-proof = Sübut zədələnib: iz, toxum, paylar və ya etiket səhv formatdadır.
webapp-commitment-ok = Açılmış toxumun SHA-256-sı paylamadan əvvəl göstərilən izlə üst-üstə düşür: { $computed }
webapp-commitment-differs = Toxumun SHA-256-sı { $computed }, amma qeyddəki iz { $recorded }: bu, vəd edilmiş toxum deyil.
webapp-label-ok = { $recorded } etiketi məhz bu paylamaya aiddir.
webapp-label-redeal = { $recorded } etiketi yenidən paylamadır: bu paylamanın hər əvvəlki dəstəsi masaya üç və ya dörd kral qoymuşdu.
webapp-label-differs = Qeyddəki etiket { $recorded }, amma bu paylamada { $expected } olmalıdır.
webapp-redeal-unneeded = { $recorded } etiketi yenidən paylama bildirir, amma { $label } dəstəsinə bu lazım deyildi.
webapp-contribution-malformed = { $n } nömrəli pay Mini App təsadüfiliyi olduğunu bildirir, amma onda 64 onaltılıq rəqəm yoxdur.
webapp-mix-ok = Payların qarışığı (SHA-256): { $mix }
webapp-deck-ok = Açar (HKDF-SHA256): { $hkdf }. ChaCha20 axını dəstəni qarışdırdı:
webapp-deal-ok = Qeyddəki kartlar məhz bu dəstədəndir.
webapp-deal-unstated = Qeyddə paylanmış kartlar göstərilməyib: aşağıdakı kartları özünüzdə olanlarla müqayisə edin.
webapp-deck-differs = Qeyddəki dəstənin { $n } nömrəli kartı { $recorded }, amma qarışdırma { $derived } verir.
webapp-hand-differs = Qeyddə { $seat } nömrəli oyunçunun kartları { $recorded }, amma dəstə { $derived } verir.
webapp-table-differs = Qeyddəki masa { $recorded }, amma dəstə { $derived } verir.
webapp-stock-differs = Qeyddəki qalıq qarışdırmaya uyğun gəlmir.
webapp-leader-unknown = Qeyddə əvvəlki paylamanın nəticəsi yoxdur: kimin getdiyi məlum deyil.
webapp-draw-ok = Püşk yenidən hesablandı: { $seat } nömrəli oyunçu gedir.
webapp-draw-bad-picks = Püşk, { $k } nömrəli dövrə: seçilmiş mövqelər mümkün deyil.
webapp-draw-differs = Püşk, { $k } nömrəli dövrə: qeyddə { $recorded }, amma dəstə { $derived } verir.
webapp-draw-rounds = Püşk: qeyddəki dövrələrin sayı yenidən hesablanmış püşkə uyğun gəlmir.
webapp-draw-first = Püşkə görə { $seat } nömrəli oyunçu gedir, amma qeyddə başqasıdır.
webapp-step-moves = Gedişlər
webapp-moves-ok = Qaydalara görə yenidən oynanan gedişlər: { $n }, hər birinə icazə var.
webapp-moves-illegal = Gediş { $n } ({ $move }) qadağandır: { $why }.
webapp-moves-why-turn = o an bu oyunçunun növbəsi deyildi
webapp-moves-why-hand = oyunçuda bu kart yox idi
webapp-moves-why-rule = qaydalar o an buna icazə vermir
webapp-moves-why-over = paylama artıq bitmişdi
webapp-moves-unfinished = Gedişlər paylama bitmədən kəsilir, halbuki ondan sonra başqa paylama gəlir.
webapp-contribution-app = Mini App-dən öz təsadüfiliyi
webapp-contribution-press = Telegram-da düyməyə toxunuş
webapp-contribution-none = pay yoxdur
webapp-contribution-mine = sizinki, bu brauzer çəkib
webapp-your-hand = İlk kartlarınız:
webapp-hand-of = { $n } nömrəli oyunçunun ilk kartları:
webapp-table = Masa:
webapp-about = Yoxlanış nəyi sübut edir
webapp-proves = ✅ bu deməkdir: paylamanın dəstəsi məhz toxumdan (izini paylamadan əvvəl gördünüz), oyunçuların paylarından və etiketdən alınan dəstədir. Server sizin toxunuşlarınızdan sonra dəstə seçə bilməzdi.
webapp-not-proves = Yoxlanış yazılmış nəticələri və hesabı yenidən hesablamır (bunu qeyd faylı ilə python -m engines verify edir) və serveri idarə edənin oyun zamanı kartları görməsinin qarşısını almır.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Masa
table-page-loading = Masa hazırlanır…
table-page-reconnecting = Bağlantı kəsildi — yenidən qoşulur…
table-page-outside = Bu masa Telegram-da açılır: onu botun mesajından açın.
table-page-no-room = Ünvanda otaq yoxdur: masanı botun mesajından açın.
table-page-players = Oyunçular
table-page-table = Masada
table-page-hand = Kartlarınız
table-page-actions = Düymələr
table-page-chat = Söhbətdə
table-page-watching = 👁 Siz izləyirsiniz: oyunçuların kartları sizə göstərilmir.
table-page-you = siz
table-page-cards = Kart: { $n }
table-page-stock = Qalıq: { $n }
table-page-discard = Çıxan: { $n }
table-page-trump = Kozır: { $card }
table-page-trump-mark = kozır
table-page-attacker = hücum edir
table-page-defender = müdafiə olunur
table-page-acting = gediş növbəsi
table-page-ready = hazırdır
table-page-not-ready = hələ hazır deyil
table-page-your-move = Sizin gedişiniz
table-page-covered = { $attack }, vuruldu: { $cover }
table-page-uncovered = { $card }, hələ vurulmayıb
table-page-led-by = Gediş: { $name }
table-page-tricks = Yığım: { $n }
table-page-score = Xal: { $n }
table-page-captured = Götürdüyü: { $n }
table-page-scope = Scopa: { $n }
table-page-spread = Üzü aşağı kartlar: birini seçin
table-page-choose = Masada işarələnmiş karta toxunun və ya aşağıdan seçin.
table-page-which = Hansı gediş?
table-page-select = Kartları işarələmək üçün toxunun, sonra onları oynayın.
table-page-play = ▶ İşarələnmiş kartları oyna
table-page-cancel = Ləğv et
table-page-confirm = { $action } — əminsiniz?
table-page-yes = Bəli
table-page-ok = OK
table-page-clock = Vaxt
table-page-clock-stop = «Dayan!» pəncərəsi
table-page-clock-claim = «Dayan!»a cavab
table-page-clock-throwin = Kart atmaq vaxtı
table-page-seconds = { $n } s
table-page-status-lobby = Lobbi
table-page-status-playing = Oyun gedir
table-page-status-between = Matç bitdi
table-page-status-closed = Otaq bağlıdır
table-page-status-replay = Təkrar
table-page-replay-title = Təkrar: paylama { $n }
table-page-replay-move = Gediş { $n } / { $total }
table-page-replay-dealt = Kartlar paylandı
table-page-replay-first = Əvvələ
table-page-replay-back = Geri
table-page-replay-forward = İrəli
table-page-replay-last = Sona
table-page-replay-play = Oynat
table-page-replay-pause = Fasilə
table-page-replay-speed = Sürət
table-page-replay-jump = Gedişə keç
table-page-replay-verified = ✅ Ədalətli dəstə: yoxlama keçdi
table-page-replay-unverified = ❌ Dəstənin yoxlanışı keçmədi
table-page-replay-hands = Oyunçuların kartları
table-page-replay-missing = Təkrar tapılmadı: keçid səhvdir və ya paylama artıq saxlanmır.
table-page-replay-clock = ⏱ Vaxt bitdi
table-page-replay-draw = Püşk: { $cards }
table-page-replay-share = Paylaş
table-page-replay-copied = Təkrarın keçidi kopyalandı
table-page-refused-unsigned = Səhifə Telegram-dan açılmayıb: masanı botun mesajından açın.
table-page-refused-stale = Telegram məlumatları köhnəlib: masanı bağlayın və yenidən açın.
table-page-refused-unavailable = Belə otaq yoxdur (artıq yoxdur).
table-page-refused-malformed = Sorğu zədələnib.
table-page-refused-too-fast = Çox tez — bir saniyə gözləyin.
table-page-refused-network = Server cavab vermir.
table-page-talk = Masa söhbəti
table-page-talk-empty = Bu masada deyilənlər burada görünəcək.
table-page-talk-placeholder = Masaya nəsə deyin…
table-page-talk-send = Göndər
table-page-talk-phrases = Komanda paylanması gedir: ipucu vermək olmaz, masaya yalnız bu ifadələr gedir.
table-page-talk-muted = 🔇 Siz bu masanı /mute ilə səssizləşdirmisiniz: başqalarının sözləri bura gəlmir.

profile-title = ⚙ Profil
profile-language = Dil: { $name }
profile-style = Scopa dəstəsi: { $style ->
    [french] fransız
    [roses] Güllər və zanbaqlar
   *[italian] italyan
  } ({ $sample })
profile-fp = Dəstənin izini göstər: { $on ->
    [yes] bəli
   *[no] xeyr
  }
profile-pings = 🔔 Gedişimi xatırlat: { $on ->
    [yes] bəli
   *[no] xeyr
  }
profile-hands = 🃏 Qrup oyununda kartlar: { $where ->
    [group] qrupda
    [private] şəxsi çatda
   *[both] həm qrupda, həm şəxsi çatda
  }
profile-fp-hint = 🔒 iz — dəstənin gizli toxumunun SHA-256-sının ilk 8 onaltılıq rəqəmidir. O, paylamadan əvvəl göstərilir; sonra toxum açılır və hər kəs dəstənin məhz o olduğunu yoxlaya bilər.
style-italian = İtalyan
style-french = Fransız
style-roses = Güllər və zanbaqlar
btn-fp = Dəstənin izi: { $on ->
    [yes] yandır
   *[no] söndür
  }
btn-pings = 🔔 Gediş xatırlatmaları: { $on ->
    [yes] yandır
   *[no] söndür
  }
btn-hands = 🃏 { $where ->
    [group] Qrupda
    [private] Şəxsidə
   *[both] Hər ikisində
  }

join-ok = Qoşuldunuz!
join-already = Siz artıq bu otaqdasınız.
left-ok = Çıxdınız.
ready-ok = Hazır!
ready-already = Siz artıq hazırsınız.
unready-ok = «Hazıram» işarəsi götürüldü.
computer-added = Kompüter əlavə olundu.
computer-removed = Kompüter çıxarıldı.
option-ok = Qaydalar dəyişdi.
option-ok-cleared = Qaydalar dəyişdi; «Hazıram» işarələri götürüldü.
ended-ok = Oyun bitdi.
surrender-ok = Təslim oldunuz.
record-sent-private = Qeyd şəxsi çatınızdadır.
confirm-leave = Gedən oyundan çıxırsınız? Yerinizə kompüter keçir, digərləri oynamağa davam edir (yalnız kompüterlər qalsa, oyun bitir). Təsdiq üçün yenidən toxunun.
confirm-end = { $people ->
    [yes] Oyunu hamı üçün bitirirsiniz? Burada yalnız insanlar oynayır: reytinqdə bu sizin məğlubiyyətiniz sayılır (və ya oyun botun çata bilmədiklərini gözləyirsə — onların). Təsdiq üçün yenidən toxunun.
   *[no] Oyunu hamı üçün bitirirsiniz? Təsdiq üçün yenidən toxunun.
  }
confirm-surrender = { $game ->
    [bura] Təslim olursunuz? Yalnız bu paylamanı deyil, bütün matçı uduzursunuz: rəqibiniz qalib gəlir. Təsdiq üçün yenidən toxunun.
    [scopa] Təslim olursunuz? Bütün oyunu uduzursunuz: qarşı tərəf qalib gəlir. Təsdiq üçün yenidən toxunun.
   *[other] Təslim olursunuz? Təsdiq üçün yenidən toxunun.
  }

err-stale = Bu gediş artıq mümkün deyil — kartlarınız yenidən çəkildi.
err-move-gone = «{ $move }» artıq mümkün deyil: siz seçərkən masa dəyişdi. Kartlarınız yenidən çəkildi.
err-not-your-button = Bu, sizin düyməniz deyil.
err-unknown-button = Naməlum düymə.
err-forged = Belə seçim yoxdur.
err-unknown-room = Otaq tapılmadı və ya bağlıdır.
err-invite-unknown = Dəvət tapılmadı: link səhvdir və ya vaxtı keçib.
err-invite-expired = Bu otaq bağlıdır. Yeni dəvət istəyin.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game }, { $n } nəfərlik
  }
inline-desc = Bu çata «Qoşul» düyməli dəvət göndər
inline-room-title = Otağıma dəvət: { $game }
inline-room-desc = Oturduğunuz otağa dəvət
card-new = 🃏 { $name } sizi { $game } oynamağa dəvət edir
card-seats = Yerlər: { $n }
card-seated = Masada: { $names }
card-hint = «Qoşul» düyməsinə toxunun: kartlarınız botla şəxsi çata gələcək.
card-closed = Boş yer qalmayıb: oyun gedir və ya masa doludur.
card-joined = Siz masadasınız! Lobbi botla şəxsi çatınızdadır.
card-seated-already = Siz artıq bu masadasınız: lobbi botla şəxsi çatınıza göndərildi.
card-open-bot = Botu açın: o sizi bu dəvətlə masaya oturdacaq.
card-not-this-room = Bu düymə bu dəvət kartına aid deyil: heç nə dəyişmədi. Oyunun öz kartındakı «Qoşul» düyməsinə toxunun və ya yeni dəvət istəyin.
card-not-ready = Bu kartın oyunu hələ yaradılmayıb. Kart indicə göndərilibsə, bir saniyədən sonra yenidən toxunun; yoxsa yeni dəvət istəyin.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (stiker)
btn-talk-report = ⚠️ Şikayət et
talk-reported = «{ $name }» barədə şikayət qəbul olundu: tanımadıqlarla gələcək sürətli oyunlarda sizi bir yerdə oturtmayacağıq.
err-talk-report = Yalnız bu masada oturan şikayət edə bilər, özündən isə yox.
talk-too-fast = Çox tez: ardıcıl 5 mesaja qədər masaya gedir, sonra hər { $sec } s-dən bir. Bu mesaj göndərilmədi — bir az gözləyin.
talk-nobody = Sizi heç kim eşitməyəcək: masadakı digər hər kəs söhbəti söndürüb.
talk-off-self = Masa söhbətiniz söndürülüb (/profile): mesaj göndərilmədi.
talk-sent-to = 💬 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masasına göndərildi — oyunun son getdiyi masaya.
talk-phrases-only = 🤝 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masasında komanda paylaması gedir və heç kim kartlarını deyə və ipucu verə bilməz — çatda da. Mesajınız göndərilmədi: paylama gedərkən masaya yalnız bu ifadələr gedir. Sərbəst mətn — paylamalar arasında.
talk-phrase-hello = 👋 Salam!
talk-phrase-luck = 🍀 Uğurlar!
talk-phrase-nice = 👍 Əla gediş!
talk-phrase-thanks = 🙏 Sağ olun!
talk-phrase-oops = 😅 Vay!
talk-phrase-haha = 😄 Ha-ha!
talk-phrase-sorry = 🙂 Bağışlayın!
talk-phrase-gg = 🤝 Yaxşı oyun!
talk-phrase-sent = 💬 Göndərildi: { $text }
err-talk-phrase = İfadə göndərilmədi: bu masada artıq oyun getmir və ya siz orada oturmursunuz.
err-talk-table = Mesaj göndərilmədi: bu masada artıq oyun getmir və ya siz orada oturmursunuz.
mute-on = 🔇 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masasındakı söhbət sizin üçün söndürüldü. Yandırmaq üçün yenə /mute.
mute-off = 🔊 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masasındakı söhbət yenidən yandırıldı.
mute-none = Siz qrupsuz gedən oyunda deyilsiniz: söndürüləcək heç nə yoxdur.
err-room-full = Bütün yerlər tutulub.
err-room-playing = Oyun gedir; ondan sonra qoşula bilərsiniz.
err-join-first = Siz hələ masada deyilsiniz: botla çat indi açılır və sizə yer verir (Telegram soruşsa, «Start» düyməsini basın). Sonra «Hazıram» düyməsini basın.
err-join-here = { $teams ->
    [yes] Siz hələ masada deyilsiniz: qrupdakı masada komandanı onun düyməsi ilə seçin — yeri elə burada tutursunuz, botu açmaq lazım deyil.
   *[no] Siz hələ masada deyilsiniz: qrupdakı masada «➕ Qoşul» düyməsinə toxunun — yeri elə burada tutursunuz, botu açmaq lazım deyil.
  }
err-not-in-room = Siz bu otaqda deyilsiniz.
err-creator-only = Bunu yalnız otağın yaradıcısı edə bilər.
err-no-computer = Masada kompüter yoxdur.
err-no-game = Oyun getmir.
err-record-unavailable = Qeyd paylama bitəndən sonra əlçatan olur.
err-open-bot = Botla şəxsi çat açın («Start» düyməsinə toxunun), onda göndərə bilərəm.
err-internal = Nəsə səhv getdi; gedişiniz itməyib. Yenidən cəhd edin.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } saat
    [m] { $n } dəq
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — pəncərə açıq ikən «Dayan!» düyməsini basın.
bar-claim = ⏱ { $bar } { $n } s — öz «Dayan!» sözünüzlə cavab verin, yoxsa gedişi rəqibiniz alır.
btn-hurry = ⏰ Tələsdir
hurry-ping = ⏰ { $name } tələsməyinizi xahiş edir: { $game } oyununda növbə sizindir.
hurry-ping-next = ⏰ { $name } tələsməyinizi xahiş edir: hamı { $game } oyununun növbəti paylamasını gözləyir — «▶ Növbəti paylama» düyməsinə toxunun.
hurry-ping-lobby = ⏰ { $name } tələsməyinizi xahiş edir: mesajınızdakı düyməyə toxunan kimi { $game } başlayacaq.
hurry-group = ⏰ { $names }: { $name } tələsməyi xahiş edir — «🃏 Kartlarım» düyməsinə toxunun.
hurry-sent = Xatırlatma göndərildi.
hurry-too-soon = Xatırlatma bu yaxınlarda göndərilib; bir az gözləyin.
hurry-not-yet = Oyunçunu yalnız gediş vaxtı keçəndə tələsdirmək olar.
hurry-nobody = Hamı sizi gözləyir.
err-paused = Oyun fasilədədir: botun çata bilmədiyi oyunçu gözlənilir.
pause-line = ⏸ Fasilə: bot { $names } ilə əlaqə qura bilmir. Daha { $dur } gözləyirik; qayıtmasa, oyun qalibsiz ləğv olunur. Qayıdın: { $url }
pause-rated-note = Reytinq oyunu: qayıtmasa, bu reytinqdə məğlubiyyətdir ({ $names }); «🤖 … yerinə oyna» yeri indi kompüterə verir — bu da məğlubiyyətdir.
pause-started = ⏸ { $game }: oyun fasilədədir — bot { $names } ilə əlaqə qura bilmir. { $dur } gözləyirik; qayıtmasa, oyun qalibsiz ləğv olunur.
pause-resumed = ▶ { $game }: { $names } qayıtdı, oyun eyni yerdən davam edir.
pause-cancelled = ✖ { $game }: { $names } qayıtmadı, oyun qalibsiz ləğv olundu.
pause-cancelled-rated = ✖ { $game }: { $names } qayıtmadı, oyun ləğv olundu; reytinqdə bu, { $names } üçün məğlubiyyətdir.
outcome-cancelled = Oyun qalibsiz ləğv olundu: { $name } qayıtmadı.
outcome-expired = Otaq bağlandı: bir gün heç bir hərəkət olmadı.
outcome-rated-loss = Reytinqdə bu, { $names } üçün məğlubiyyətdir.
room-ttl-hint = ⌛ Otaq { $dur } hərəkətsiz qaldıqdan sonra bağlanır.
room-expired = ⌛ Otaq bağlandı: { $dur } hərəkətsiz keçdi. Yeni oyun başladın: /new
room-closed = Otaq bağlandı. Yeni oyun başladın: /new

## issue 17
cmd-language = dil (qrupda: masanınkı, adminlər üçün)
cmd-hands = qrupda kartlar: yandır/söndür (adminlər üçün)
cmd-rules = oyunların qaydaları
language-pick-mine = Diliniz: { $name }. Botun şəxsi mesajları bu dildədir.
language-set-mine = Dil dəyişdirildi.
language-pick-group = Bu qrupda masanın dili: { $lang ->
    [none] otağı açanın dili
   *[other] { $name }
  }. Administratorlar onu dəyişə bilər; hər oyunçunun şəxsi mesajları öz dilində qalır.
language-set-group = Bu qrupun masalarının dili indi: { $name }; şəxsi mesajlar hər oyunçunun öz dilində qalır.
language-admins-only = Qrupun dilini yalnız onun administratorları dəyişə bilər.
group-hands-state = 🃏 Bu qrupda oyunçuların kartları: { $on ->
    [yes] elə burada göstərilir, hər oyunçu yalnız özününkünü görür («🃏 Kartlarım» düyməsi)
   *[no] yalnız botla şəxsi çatda
  }
btn-group-hands = { $on ->
    [yes] Kartları qrupda göstər
   *[no] Kartları qrupda göstərmə
  }
group-hands-admins-only = Kartların qrupda göstərilib-göstərilməməsinə yalnız qrupun administratorları qərar verir.
group-hands-set = Hazırdır: növbəti gedişlərdən etibarən qüvvədədir.
btn-rules = ℹ️ Qaydalar
btn-rules-more = 📖 Ətraflı
btn-rules-short = ◀ Qısaca
rules-pick = Hansı oyunun qaydaları?
rules-sent-private = Qaydalar şəxsi çatınızdadır.
scopa-legend = Fiqurlar: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak qısaca
    36 kart (6…A), hər oyunçuya altı; qalığın altındakı açıq kartın rəngi kozırdır. Sıra: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; kozır istənilən kozır olmayan kartı vurur, kozırı isə yalnız daha böyük kozır.
    Hücumçu kart qoyur; müdafiəçi onu eyni rəngin daha böyük kartı və ya kozırla vurur. Digərləri masada olan dərəcəli kartları ata bilər (ən çoxu 6 və müdafiəçidə olandan çox olmamaq şərtilə).
    Hamısı vuruldu: kartlar çıxır, növbəti hücumu müdafiəçi edir. Vura bilmir: «Götürürəm» — müdafiəçi masadakıları götürür və növbəni buraxır.
    Hər dövrədən sonra hamı altıya qədər tamamlayır.
    Atmalı: yalnız atmaq. Ötürməli: hələ heç bir kart vurulmayıbsa, müdafiəçi eyni dərəcəli kart qoyub hücumu növbəti oyunçuya ötürə bilər.
    Sonda əlində kart qalan — durakdır.
rules-durak-more = 📖 Durak — ətraflı
    İlk gediş: paylamadan sonra ən kiçik kozırı olan; heç kimdə kozır yoxdursa — masadakı birinci yer.
    Hədd: bir dövrədə 6-dan çox hücum kartı və müdafiə başlayanda müdafiəçidə olandan çox kart olmur (ötürmədən sonra — yeni müdafiəçidə).
    Dövrədən sonra tamamlama: əvvəl dövrəni başladan, sonra digərləri növbə ilə, müdafiəçi sonuncu; hər kəs birdən 6-ya qədər. Qalıq bitəndə qalanlar heç nə almır.
    «Pas»ı yalnız kart ata bilən oyunçu deyir; masaya düşən istənilən yeni kart bütün «Pas»ları ləğv edir.
    «Götürürəm»: «„Götürürəm“dən sonra atmaq» yandırılıbsa, digərləri hədd daxilində hələ kart ata bilər; sonra müdafiəçi masadakıları götürür və növbəni buraxır.
    Ötürmə (ötürməli durak): hələ heç bir kart vurulmayıbsa, müdafiəçi eyni dərəcəli kart qoyur və növbəti oyunçunun kifayət qədər kartı varsa, hücum ona keçir.
    Komandalar (2×2, 3×2, 2×3): heç kim tərəfdaşına hücum etmir və ona qarşı kart atmır; sonda əlində kart qalan komanda uduzur. Son kartlar eyni anda çıxsa — heç-heçə. Tərəfdaşa ipucu vermək olmaz: oyun gedərkən masa söhbəti yalnız hazır ifadələrdir.
rules-bura = 🂮 Bura qısaca
    36 kart, hər kəsə üç; qalığın altındakı açıq kart kozırdır. Kartların dəyəri (yalnız yığımlarda sayılır): A 11, 10 10, K 4, Q 3, J 2, 9…6 heç nə; cəmi 120.
    Vurmaq üçün sıra: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Gediş — bir kart və ya eyni rəngdən iki-üç kart. Müdafiəçi hər birini vurur (eyni rəngin daha böyük kartı və ya kozırla) və ya o qədər kartı qapalı tullayır, onda yığım hücumçunundur. Yığımlar paylama bitənə qədər qapalı qalır.
    Yığımdan sonra onun sahibi seçir: «Bəsdir!» və ya yenə çəkmək.
    Kartların dəyəri 41–70 olanda «Bəsdir!»: matça +2 xal (rəqibdə 41–70 olsa +4, 70-dən çox olsa +6). Əks halda 2 xalı rəqib alır.
    «Bəsdir!» olmadan: kartların dəyəri çox olan +1 xal; bir dənə də yığımı olmayan rəqibə qarşı («quru») +6.
    «Dayan!»: üç altılıq +3 xal, üç tuz +4; müdafiəçidə eyni rəngdən üç kart gedişi ələ keçirir.
    Matç 12 xala qədərdir. «🏳 Matçı təslim et» bütün matçı rəqibə verir.
    Kim birinci gedir: 1-ci paylamadan əvvəl hər kəs qapalı düzülmüş kartlardan birini çəkir; böyüyü (6 < … < 10 < J < Q < K < A) gedir, bərabər olsa — yenidən çəkilir.
rules-bura-more = 📖 Bura — ətraflı: matç xalları
    «Bəsdir!»i yığımı qazanan tamamlamadan əvvəl deyir; onun qapalı yığımlarındakı kartların dəyəri sayılır:
    · sizdə 41–70, rəqibdə 41-dən az — +2 xal;
    · sizdə 41–70 və rəqibdə 41–70 — +4;
    · sizdə 41–70, rəqibdə 70-dən çox — +6;
    · sizdə 41-dən az və ya 70-dən çox — rəqib 2 alır.
    «Bəsdir!» olmadan oynanılıb bitən paylama: kartların dəyəri çox — +1; bir dənə də yığımı olmayan rəqib («quru») — +6; bərabər — heç kimə, və eyni oyunçu yenə birinci gedir.
    «Dayan!»: üç altılıq — +3, üç tuz — +4, paylamanın istənilən anında. Müdafiəçidə eyni rəngdən üç kart — gedişi ələ keçirmək: hər tamamlamadan sonra 5 saniyə; hücumçuda da eyni rəngdən üç kart varsa, öz «Dayan!» sözü üçün 3 saniyəsi var.
    Növbəti paylamanı əvvəlkində xal qazanan başlayır. Matç 12 xala qədərdir.
rules-scopa = 🂡 Scopa qısaca
    40 kart, onar kartlıq dörd rəng: tuz = 1, 2…7 öz dəyərində, F (fante) = 8, C (cavallo) = 9, R (re) = 10; fransız dəstəsində J, Q, K.
    Hər oyunçuya üç kart, masaya dörd. Bir kart oynayın: o, masadakı eyni dəyərli kartı, yoxdursa cəmi ona bərabər kartlar dəstini götürür. Götürmək məcburidir. Götürüləcək heç nə yoxdursa, kart masada qalır.
    Masanı götürməklə təmizləmək scopadır (+1), paylamanın son gedişi istisna olmaqla.
    Hər paylamadan sonra xallar: ən çox kart +1, ən çox sikkə +1, settebello (sikkələrin 7-si) +1, primiera +1, hər scopa +1. Kateqoriyada bərabərlik: heç kimə.
    Təkbətək və ya 2×2 (tərəfdaşlar qarşı-qarşıya oturur). 11 xala və ya seçilmiş hədəfə qədər oyun.
rules-scopa-more = 📖 Scopa — ətraflı
    Primiera: hər rəngdən 7 → 21, 6 → 18, tuz → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10 şkalası üzrə ən yaxşı kartı götürün və dörd ədədi toplayın; olmayan rəng 0 sayılır. Nümunə: sikkələrin 7-si + kasaların 6-sı + qılıncların tuzu + dəyənəklərin R-i = 21 + 18 + 16 + 10 = 65. Cəmi böyük olan — +1 xal.
    Yenidən paylama: masadakı dörd kartın arasında üç və ya dörd kral (R) varsa, kartlar eyni toxumun yeni dəstəsindən yenidən paylanır; masada bu barədə sətir çıxır, qeyddə də.
    Paylamanın sonu: son gedişdən sonra masada qalan kartlar sonuncu götürənə keçir (bu, scopa deyil); paylamanın ən son gedişindəki scopa sayılmır.
    Hər kəs növbə ilə paylayır; paylayandan sonrakı oyunçu birinci gedir. Qalib yalnız paylamadan sonra müəyyən olunur: hər iki tərəf hədəfə çatsa, hesabı çox olan qalib gəlir, bərabər olsa — daha bir paylama.
    2×2: tərəfdaşınızın kartları gizlidir; kartlarınızı demək və ya ipucu vermək olmaz, çatda da: paylama gedərkən masa söhbəti yalnız hazır ifadələrdir.
bura-declared-ok = «Bəsdir!» — { $name }: kartların dəyəri { $points }, 41–70 daxilində.
bura-declared-wrong = «Bəsdir!» — { $name }: kartların dəyəri { $points }, amma 41–70 lazımdır.
durak-loser-cards = 🃏 Durak: { $name } (əlində qaldı: { $cards })
scopa-won = { $category ->
    [cards] Kartlar
    [coins] Sikkələr
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = heç kim (bərabər)
durak-table = Masa (hücum ← vurma):

## issue 19
durak-rule-throw-in = Atmaq: { $timing ->
    [after_cover] yalnız masadakı bütün kartlar vurulanda (kart-kart)
   *[any_time] istənilən vaxt
  }
durak-rule-teams = Komandalar: { $teams ->
    [pairs] iki cüt (1 və 3-cü yerlər 2 və 4-cüyə qarşı)
    [threepairs] üç cüt (1 və 4, 2 və 5, 3 və 6-cı yerlər)
   *[threes] iki üçlük (1, 3, 5-ci yerlər 2, 4, 6-cıya qarşı)
  }; heç kim tərəfdaşına hücum etmir, sonda əlində kart qalan komanda uduzur
durak-loser-team = { $mark } { $n } nömrəli komanda uduzdu: { $names }
team-ok = Siz { $mark } { $n } nömrəli komandadasınız.
team-already = Siz artıq { $mark } { $n } nömrəli komandadasınız.
team-join-open = Botu açın: orada { $mark } { $n } nömrəli komandada yer tutacaqsınız.
err-team-full = { $mark } { $n } nömrəli komandadakı bütün yerləri artıq başqaları seçib.
durak-rule-tat = «Götürürəm»dən sonra atmaq: { $tat ->
    [yes] bəli
   *[no] xeyr
  }

## issue 21
room-fault = ⚠ Otaq nasazlıq səbəbindən bağlandı: onu bərpa etmək mümkün olmadı. Yeni oyun başladın: /new
err-room-fault = Bu otaq nasazlıq səbəbindən bağlandı. Yeni oyun başladın: /new
err-anonymous = Anonim administrator yer tuta bilməz: əmri öz hesabınızdan göndərin.
err-not-your-picker = Bu oyun seçimini başqası açıb: /new əmrini özünüz yazın.
err-not-your-profile = Bu, başqasının profilidir: /profile əmrini özünüz yazın.
err-too-fast = Çox tez — bir saniyə gözləyin.
err-too-many-rooms = Artıq { $n } açıq otağınız var: yenisini başlamaq üçün birini bitirin və ya ondan çıxın.
err-too-many-lobbies = Siz artıq oyunun başlamasını gözləyən { $n } otaqda oturursunuz: başqasına qoşulmaq üçün birini başladın və ya ondan çıxın.
err-chat-rooms = Bu qrupda artıq { $n } açıq otaq var: yenisini başlamaq üçün birini bitirin.
group-lost = ⚠ { $game }: bot qrupdan çıxarıldı — oyun burada, şəxsi çatda davam edir.
err-busy = Verilənlər bazası başqa proseslə məşğuldur: heç nə dəyişmədi, bir saniyədən sonra yenidən cəhd edin.
err-record-players-only = Paylamanın qeydi yalnız onu oynayanlara verilir.
err-old-menu = Bu menyu köhnəlib: { $command } əmrini yenidən yazın.

## issue 16
option-same = Artıq belədir.
ai-level-ok = Kompüterin səviyyəsi dəyişdi; «Hazıram» işarələri saxlanıldı.
lobby-stale = Bu arada lobbi dəyişib — mesaj yeniləndi.
solo-ok = Kompüterə qarşı oyun başlayır.
err-solo-others = Burada artıq başqa insanlar oturur: kompüterləri «🤖 + Kompüter» ilə əlavə edin.
lobby-ready-cleared = ⚠ Qaydalar dəyişdi — «Hazıram» işarələri götürüldü, yenidən təsdiqləyin.
lobby-sides-cleared = ⚠ Tərəflər dəyişdi — yeri dəyişdirilənlər «Hazıram» düyməsinə yenidən toxunur.
settings-header = ⚙️ Otağın ayarları (dəyişən: { $name }); «← Lobbiyə qayıt» oyunun düymələrini qaytarır.
err-settings-creator = ⚙️ Bu otağın ayarlarını yalnız onu yaradan { $name } dəyişir.
computers-filled = { $n ->
    [one] { $n } kompüter əlavə olundu.
   *[other] { $n } kompüter əlavə olundu.
  }
shuffle-ok = Komandalar qarışdırıldı.
rematch-line = 🔁 Yenə oyna: { $list } · 🔒 { $fp }
solo-hint = 🤖 Kompüterlə oyna: rəqiblərin sayını seçin — paylama dərhal başlayır.
btn-solo-one = 🤖 Kompüterlə oyna
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] asan
    [ismcts] çətin
   *[heuristic] orta
  }
ai-level-line = 🤖 Kompüterin səviyyəsi: { $level ->
    [random] asan (təsadüfi gedişlər)
    [ismcts] çətin (imkanları axtarır)
   *[heuristic] orta (təcrübəli oyunçunun qaydaları)
  }
opt-mode = { $mode ->
    [perevodnoy] ötürməli
   *[podkidnoy] atmalı
  }
opt-tat = «Götürürəm»dən sonra atmaq
opt-ti = { $timing ->
    [after_cover] vurulandan sonra
   *[any_time] istənilən vaxt
  }
opt-teams = { $teams ->
    [pairs] 2-yə 2
    [threepairs] üç cüt
    [threes] 3-ə 3
   *[none] komandasız
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] təkbətək
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — birbaşa kompüterə qarşı, paylama dərhal.

## issue 18
cmd-stats = statistikam
cmd-top = bu qrupun reytinqi
cmd-forget = məlumatlarımı sil
stats-title = 📊 Statistikanız
stats-title-group = 📊 { $name } statistikası — bu qrupun oyunları
stats-none = Hələ bitmiş oyun yoxdur.
stats-line = { $who }: { $games ->
    [one] { $games } oyun
   *[other] { $games } oyun
  }, { $wins } qələbə, { $game ->
    [durak] durak { $losses ->
        [one] bir dəfə
       *[other] { $losses } dəfə
      }, { $draws ->
        [one] { $draws } heç-heçə
       *[other] { $draws } heç-heçə
      }
   *[other] { $losses } məğlubiyyət
  } — { $rate }% qələbə
stats-who-all = Bütün oyunlar
stats-who-people = 👥 İnsanlara qarşı
stats-who-computer = 🤖 Kompüterə qarşı ({ $level ->
    [random] asan
    [ismcts] çətin
    [heuristic] orta
   *[other] səviyyə naməlum
  })
stats-streak = 🔥 Ardıcıl qələbələr: indi { $current }, rekord { $best }
stats-rating = 📈 Reytinq: { $rating } ± { $pm } ({ $games ->
    [one] { $games } reytinq oyunu
   *[other] { $games } reytinq oyunu
  })
stats-favourite = ⭐ Sevimli rejim: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] ötürməli
   *[podkidnoy] atmalı
  }, { $seats ->
    [one] { $seats } oyunçu
   *[other] { $seats } oyunçu
  }{ $teams ->
    [pairs] , cüt cütə qarşı
    [threepairs] , üç cüt
    [threes] , üçlük üçlüyə qarşı
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, komanda komandaya qarşı
   *[other] təkbətək
  }
btn-stats-chart = 📈 Qrafik
stats-replays = ▶️ Son paylamaların təkrarları — aşağıdakı düymələrlə, ən yenisi yuxarıda.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · paylama { $deal }
stats-chart-caption = 📈 Həftəlik oyunlar və indiyədək qələbə payı
stats-chart-caption-group = 📈 { $name }: bu qrupdakı həftəlik oyunlar və qələbələrin payı
chart-title = Oyunlar və qələbə payı
chart-games = oyunlar
chart-rate = qələbə, %
picture-standings-rank = №
picture-standings-player = Oyunçu
picture-standings-score = Xal
picture-standings-buchholz = Buxholts
picture-standings-games = Oyunlar
picture-bracket-round = { $n }-cü tur
picture-bracket-final = Final
picture-bracket-semifinal = Yarımfinal
picture-bracket-quarterfinal = Dörddəbir final
picture-bracket-champion = Çempion
picture-bracket-bye = cütsüz
picture-bracket-walkover = gəlmədi
err-not-your-stats = Bu, başqasının statistikasıdır: /stats əmrini özünüz yazın.
top-title = 🏆 { $game } — { $period ->
    [week] bu həftə
    [month] bu ay
   *[all] bütün vaxt
  }
top-line = { $n }. { $name } — { $games } oyundan { $wins } qələbə ({ $rate }%)
top-empty = Reytinqdə hələ heç kim yoxdur.
top-loser-week = 🤡 Həftənin durakı: { $name } ({ $n ->
    [one] bir dəfə
   *[other] { $n } dəfə
  })
top-hint = Yalnız insanlar arasındakı oyunlar; reytinqə { $n ->
    [one] { $n } oyundan
   *[other] { $n } oyundan
  } başlayaraq düşülür. Özünüzü /profile bölməsində gizlədə bilərsiniz.
top-global-title = 🌍 Ümumi reytinq — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, oyunlar: { $games }
top-global-empty = Bu cədvəldə hələ heç kim yoxdur.
top-global-hint = Glicko-2 reytinqləri, yalnız insanlar arasındakı oyunlarla dəyişir (masada kompüter olmadan). Siyahıda: /profile bölməsində «🌍 Ümumi reytinq»i yandıranlar, { $n ->
    [one] { $n } reytinq oyunundan
   *[other] { $n } reytinq oyunundan
  } başlayaraq.
top-global-unknown = Burada «{ $name }» adlı oyun yoxdur: /top global əmrini bunlardan biri ilə yazın: { $games }.
top-global-season = 🗓 Mövsüm: { $season } ({ $current ->
    [yes] cari
   *[no] bitib
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Cari mövsüm
top-season-unknown = Belə mövsüm yoxdur və ya artıq saxlanmır: reytinqin düymələrindən birini basın.
stats-best-season = 🏅 Ən yaxşı mövsüm: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Həftə
    [month] Ay
   *[all] Bütün vaxt
  }
forget-private-only = /forget botla şəxsi çatda işləyir.
forget-ask = Məlumatlarınız silinsin? Nəticələriniz və statistikanız silinəcək, saxlanılan oyun qeydlərindəki yerləriniz isə anonim olacaq. Bunu geri qaytarmaq olmaz.
btn-forget-yes = 🗑 Sil
btn-forget-no = Saxla
forget-kept = Heç nə silinmədi.
forget-done = Məlumatlarınız silindi.
forget-leave-first = Əvvəlcə açıq oyunlarınızdan çıxın.
profile-hidden = 🏆 Qrup reytinqləri: { $on ->
    [yes] siz gizlisiniz
   *[no] siz görünürsünüz
  }
profile-talk = 💬 Masa söhbəti: { $on ->
    [yes] yanılıdır
   *[no] sönülüdür
  }
btn-hide = { $on ->
    [yes] 🏆 Məni reytinqlərdən gizlət
   *[no] 🏆 Məni reytinqlərdə göstər
  }
btn-talk = { $on ->
    [yes] 💬 Masa söhbətini yandır
   *[no] 💬 Masa söhbətini söndür
  }
profile-rated = 🌍 Ümumi reytinq (/top global): { $on ->
    [yes] siyahıdasınız
   *[no] siyahıda deyilsiniz
  }
btn-rated = { $on ->
    [yes] 🌍 Məni ümumi reytinqə əlavə et
   *[no] 🌍 Məni ümumi reytinqdən çıxar
  }

## issue 16
err-room-locked = Otağın yaradıcısı onu bağladı: yeni oyunçu qəbul olunmur.
takeover-ok = Hazırdır: indi bu oyunçunun yerinə kompüter oynayır.
takeover-self = Bu, sizin öz yerinizdir: siz buradasınız, ona görə kompüter oynamır. Gedişinizi botla şəxsi çatda edin.
takeover-announce = 🤖 { $game }: indi { $names } yerinə kompüter oynayır. Yeri geri almaq üçün bu oyunun istənilən düyməsini basın.
takeover-announce-rated = 🤖 { $game }: indi { $names } yerinə kompüter oynayır, reytinqdə isə bu matç { $names } üçün məğlubiyyətdir. Yeri geri almaq üçün bu oyunun istənilən düyməsini basın.
kick-ok = Oyunçu yerindən çıxarıldı.
lock-already = Artıq belədir.
lock-on = Bağlıdır: otaq yeni oyunçu qəbul etmir.
lock-off = Yeni oyunçular üçün açıqdır.
you-are-out = 🏁 Siz çıxdınız — kartınız qalmadı. Digərləri oynamağa davam edir; nəticə burada görünəcək. İndi heç kimə mane olmadan otaqdan çıxa bilərsiniz.
btn-leave-out = 👋 Otaqdan çıx
computer-plays-for-you = 🤖 İndi sizin yerinizə kompüter oynayır: yerinizi geri almaq üçün istənilən düyməni basın.
btn-my-cards = 🃏 Kartlarım
tap-my-cards = 👉 { $names }: növbə sizindir — «🃏 Kartlarım» düyməsinə toxunun, kartlarınız burada yalnız sizə görünəcək.
err-not-seated-here = Siz bu masada oturmursunuz.
next-deal-auto = ⏩ Növbəti paylama { $dur } keçəndən sonra özü başlayacaq; aşağıdakı düymə onu indi başladır.
btn-rematch = 🔁 Yenə oyna
lobby-locked = 🔒 Bağlıdır: yeni oyunçu yoxdur.
btn-take-over = 🤖 { $name } yerinə oyna
btn-kick = ✖ Çıxar: { $name }
btn-lock = 🔒 Otağı bağla
btn-unlock = 🔓 Otağı aç
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Qələbələr: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Atmaq: bütün kartlar vurulandan sonra { $n } s gözləmək
durak-throw-wait-take = ⏱ Atmaq: bütün kartlar vurulandan və ya müdafiəçi götürəndən sonra { $n } s gözləmək
durak-throw-wait-off = ⏱ Atmaq: limitsiz gözləmək
btn-throw-wait = ⏱ Atmağı gözlə: { $n } s
btn-throw-wait-off = ⏱ Atmağı gözlə: limitsiz
bar-throwin = ⏱ { $bar } { $n } s — kart atın və ya «Pas» basın; sonra dövrə özü bitəcək.
bar-throwin-take = ⏱ { $bar } { $n } s — kart atın və ya «Pas» basın; sonra müdafiəçi kartları götürəcək.
bar-still = (Qrupda bu geri sayım tərpənmir — Telegram bota bir qrupda dəqiqədə yalnız 20 dəfə redaktə etməyə icazə verir: { $n } s bu mesajın göründüyü andan sayılır.)
game-over-header = 🏁 { $game }: oyun bitdi.

## issue 32: quick match
cmd-play = istənilən adamla oyna (sürətli oyun)
btn-quick = 🎲 İstənilən adamla oyna
btn-quick-any = istənilən
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Növbəyə dur
btn-quick-leave = Növbədən çıx
btn-quick-fill = 🤖 Kompüterlərlə doldur
btn-quick-keep = ⏳ Daha { $sec } s gözlə
quick-seats = { $n ->
    [one] { $n } oyunçu
   *[other] { $n } oyunçu
  }
quick-seats-range = { $low }–{ $high } oyunçu
quick-menu-title = 🎲 İstənilən adamla oyna: sizi eyni oyunu axtaran insanlarla oturduram.
quick-menu-choice = Seçilib: { $what }.
quick-menu-hint = { $sec } s ərzində heç kim gəlməsə, kompüterlər təklif edirəm. Rəqiblər yalnız adınızı görür (istəsəniz tam adınızı — /profile bölməsində).
quick-waiting = ⏳ Rəqiblər axtarılır: { $what }. { $sec } s ərzində heç kim olmasa, kompüterlər təklif edirəm.
quick-offer = Hələ heç kim yoxdur ({ $what }). Boş yerlərə kompüterlər ({ $n }) qoyub başlayaq, yoxsa daha gözləyək?
quick-matched = 🎲 Rəqiblər tapıldı: { $names }{ $n ->
    [0] {""}
   *[other] {""} və kompüterlər ({ $n })
  }. Kartlarınız növbəti mesajda. Uğurlar!
quick-filled = 🤖 Kompüterlərlə oynayırsınız ({ $n }). Kartlarınız növbəti mesajda.
quick-left = Növbədən çıxdınız.
quick-not-queued = Artıq növbədə deyilsiniz.
quick-in-queue = Siz artıq növbədəsiniz — budur.
quick-joined = Növbədəsiniz.
quick-keep-ok = Gözləməyə davam edirik.
quick-private = İstənilən adamla oyun botla şəxsi çatda keçir: aşağıdakı düyməni basın və orada oyun seçin.
quick-cooldown = Hələ yox: sürətli oyunlardan erkən çıxmısınız ({ $n } dəfə), ona görə növbətisindən əvvəl { $sec } s gözləyirsiniz. Oyunlarınızı sona qədər oynasanız, gözləmə qısalır.
quick-too-many-joins = Çox tez-tez: növbəyə dəqiqədə ən çoxu { $n } dəfə durmaq olar. { $sec } s keçəndən sonra yenidən cəhd edin.
err-not-your-menu = Bu, başqa oyunçunun menyusudur: özünüzünkünü /play ilə açın.
profile-name = 🎲 Tanımadıqlarla oyunlarda adınız: { $on ->
    [yes] tam ad
   *[no] yalnız ad
  }
btn-show-name = { $on ->
    [yes] 🎲 Tam adımı göstər
   *[no] 🎲 Yalnız adımı göstər
  }
quick-found = 🎲 Rəqiblər tapıldı — kartlarınız növbəti mesajda.

# Card names for screen readers on the table page (see en)
card-name = { $suit } { $rank }
card-rank-a = tuz
card-rank-2 = ikilik
card-rank-3 = üçlük
card-rank-4 = dördlük
card-rank-5 = beşlik
card-rank-6 = altılıq
card-rank-7 = yeddilik
card-rank-8 = səkkizlik
card-rank-9 = doqquzluq
card-rank-t = onluq
card-rank-j = valet
card-rank-q = dama
card-rank-k = kral
card-rank-it-j = valet
card-rank-it-q = süvari
card-rank-it-k = kral
card-suit-s = pik
card-suit-h = ürək
card-suit-d = kərpic
card-suit-c = xaç
card-suit-it-s = qılınc
card-suit-it-h = qədəh
card-suit-it-d = sikkə
card-suit-it-c = çomaq

# ----- tournaments in a group (issue 47) -----
cmd-tournament = bu qrupda turnir
tn-title = 🏆 Turnir: { $game }, { $format }
tn-format-swiss = İsveçrə sistemi
tn-format-knockout = uduzan çıxır
tn-rounds = Turlar: { $n }
tn-people = Yazılanlar ({ $n } / { $max }): { $names }
tn-nobody = Hələ heç kim yazılmayıb.
tn-status-running = ▶️ { $round }-ci tur gedir ({ $rounds } turdan).
tn-status-finished = 🏁 Turnir başa çatdı.
tn-status-cancelled = ✖️ Turnir ləğv edildi.
tn-how = { $min } nəfərdən { $max } nəfərədək. Turniri yaradan və ya qrup admini başladır.
tn-btn-join = ➕ Qoşul
tn-btn-leave = ➖ Çıx
tn-btn-start = ▶️ Başlat
tn-btn-cancel = ✖️ Ləğv et
tn-computer = 🤖 kompüter
tn-round = Tur { $round } / { $rounds }:
tn-bye = { $name }: cütsüz (oyunsuz qələbə)
tn-round-go = Hər masa aşağıda bu qrupun bir oyunudur. Uğurlar!
tn-winner = 🥇 Qalib: { $name }
tn-standings = Yekun cədvəl:
tn-group-only = Turnirlər qruplarda keçirilir: botu qrupa əlavə edin və orada /tournament göndərin.
tn-usage = İstifadə: /tournament <oyun> [swiss|knockout] [turlar]. Oyunlar: { $games }. { $min }–{ $max } nəfər.
tn-joined = Turnirə yazıldınız.
tn-left = Artıq siyahıda deyilsiniz.
tn-started = Turnir başlayır!
tn-cancelled = Turnir ləğv edildi.
tn-err-joined = Siz artıq siyahıdasınız.
tn-err-not-in = Siz siyahıda deyilsiniz.
tn-err-closed = Bu turnirə yazılış bağlanıb.
tn-err-full = Turnirdə yer qalmayıb.
tn-err-count = Turnir üçün 4-dən 64-ədək nəfər lazımdır.
tn-err-not-creator = Bunu yalnız turniri yaradan və ya qrup admini edə bilər.
tn-err-open = Bu qrupda artıq açıq turnir var: əvvəlcə onu bitirin.
top-tournaments = 🏆 Turnirlər:
top-tournament-line = 🥇 { $name } (iştirakçı: { $n })
btn-top-tournament = 📋 Nəticələr: { $name }, { $date }
top-tournament-unknown = Belə turnir burada yoxdur və ya artıq saxlanmır: reytinqin düymələrindən birini basın.
tn-btn-end = ⛔ Turniri bitir
tn-ended = Turnir bitdi: sona qədər oynanan turlar sayılır.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Başlanğıc: { $time } ({ $zone }). O vaxta qədər { $min } nəfərdən az yazılsa, turnir ləğv olunur.
tn-btn-later-15 = ⏰ +15 dəq
tn-btn-later-60 = ⏰ +1 saat
tn-btn-no-time = ⏰ Vaxtsız
tn-time-set = Başlanğıc: { $time } ({ $zone }) — { $minutes } dəq sonra.
tn-time-cleared = Başlanğıc vaxtı götürüldü: turnir «▶️ Başlat» düyməsi ilə başlayır.
tn-err-time = Başlanğıc vaxtını yalnız yaxın 24 saat ərzində təyin etmək olar.
tn-err-no-time = Başlanğıc vaxtı təyin olunmayıb.
tn-called-off = ✖️ Turnir ləğv olundu: təyin olunan vaxta qədər { $n } nəfər yazıldı, ən azı { $min } lazımdır.
tn-called-off-late = ✖️ Turnir ləğv olundu: təyin olunan vaxtda bot işləmirdi, o vaxtdan isə bir saatdan çox keçib.
tn-status-paused = ⏸ Fasilə: bu raundun masaları oyunu davam etdirir; növbəti raund turnir davam etdiriləndə başlayır.
tn-btn-pause = ⏸ Fasilə
tn-btn-resume = ▶️ Davam et
tn-paused = Fasilə: turnir davam etdirilənə qədər yeni raund başlamır.
tn-resumed = Turnir davam edir.
tn-err-paused = Turnir artıq fasilədədir.
tn-err-not-paused = Turnir fasilədə deyil.
tn-btn-drop = 🚫 Oyunçunu çıxar
tn-drop-pick = Turnirdən kimi çıxaraq? Ada toxunun.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } artıq turnirdə deyil.
tn-dropped-note = 🚫 { $name } turnirdən çıxır: növbəti raundlarda cütləşdirilmir, gedən oyun isə masadan getmək sayılır.
tn-left-group = 🚪 { $name } artıq qrupda deyil və turnirdən çıxır.
tn-err-dropped = Bu iştirakçı artıq çıxıb.
tn-err-no-player = Bu adam turnirdə yoxdur.
tn-out = Çıxanlar: { $names }
tn-usage-time = Vaxtla başlanğıc: /tournament durak 21:00 (UTC) və ya 21:00+3 (UTC+3) — turnir özü başlayır; saat fərqi qrupun növbəti turnirləri üçün yadda saxlanılır.
tn-seats = Masada: { $size ->
    [tables] xala görə 3–4 nəfər (5 nəfər: 3 + 2 və kompüter)
   *[pairs] iki nəfər, təkbətək
  }
tn-opt-seats = { $size ->
    [tables] masada 3–4
   *[pairs] təkbətək
  }
tn-options-how = Turnir başlayana qədər onun yaradıcısı və ya qrup administratoru bütün masaların qaydalarını aşağıdakı düymələrlə seçir.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, tur { $round }/{ $rounds }: masanız hazırdır. Masanızda: { $names }.
tn-ping-hand-here = Kartlarınız bu söhbətdədir, aşağıda.
tn-ping-hand-group = Kartlarınız qrupdadır: masanın altındakı «🃏 Kartlarım» düyməsi.
tn-ping-link = Qrupdakı turnir: { $link }
tn-ping-group = 🔔 { $names }: masalarınız hazırdır — bu qrupda aşağıdadır.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Təhlil
review-working = Paylanmanı təhlil edirəm… Təhlili şəxsi çata göndərəcəyəm.
review-busy = Bu paylanmanın təhlili artıq hazırlanır — hazır olan kimi göndərəcəyəm.
review-title = 🔎 Təhlil: { $game }, paylanma { $n }
review-mistake = { $move }-ci gediş: siz «{ $played }» oynadınız; «{ $better }» daha yaxşı idi — bu { $cost } başa gəldi.
review-cost-chance = durak qalmamaq şansının ~{ $percent } %-i
review-cost-points = ~{ $points } xal
review-none = Səhv tapılmadı: bütün qərarlarınız ({ $n }) axtarışın təklif etdiklərindən pis deyil. Yaxşı oyun!
review-how = Hər qərar o an gördüyünüzə görə qiymətləndirilir — başqalarının kartları olmadan.
err-review-players-only = Yalnız oynadığınız paylanmanı təhlil etmək olar.
err-review-unavailable = Bu paylanmanı təhlil etmək olmaz: sona qədər oynanmayıb və ya artıq saxlanmır.
err-review-limit = Bu saat üçün təhlil kifayətdir — növbətisi { $minutes } dəq. sonra mümkün olacaq.
err-review-failed = Paylanmanı təhlil etmək alınmadı — sonra yenidən cəhd edin.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 İpucu
hint-thinking = 💡 İpucu üzərində düşünürəm…
hint-move = 💡 Ən güclü kompüter «{ $move }» oynayardı.
hint-why-cover = { $trump ->
    [yes] Kozırla örtün: yoxsa əlinizə { $cards } gələcək.
   *[no] Örtün: yoxsa əlinizə { $cards } gələcək.
  }
hint-why-take = Götürün: indi müdafiə etmək daha baha başa gəlir. Əlinizə { $cards } gələcək.
hint-why-transfer = Ötürün: növbəti oyunçu müdafiə edəcək, masada { $cards } olacaq.
hint-why-throw-in = Atın: müdafiəçinin əlində { $cards } var.
hint-why-hold = Daha atmayın: bu kartlar sonra lazım olacaq.
hint-why-lead-low = Kozır olmayan ən kiçik kartınızla gedin: güclüləri saxlayın.
hint-why-enough = «Bəsdir!» deyin: yığınınızda gördüyünüz xallar: { $points }.
hint-why-not-yet = Hələ «Bəsdir!» deməyin: yığınınızda gördüyünüz xallar: { $points }.
hint-why-stop = «Dayan!» deyin: əlinizdəki bu kartlarla qalib gəlirsiniz.
hint-why-sweep = Bütün masanı götürün — bu scopa-dır, bir xal artıq. Yığınınıza { $cards } gedəcək.
hint-why-settebello = Settebello-nu, kərpic yeddisini götürün: ayrıca bir xal. Yığınınıza { $cards } gedəcək.
hint-why-primiera = Yeddiləri götürün — primiera-nı onlar həll edir. Bu götürmədə yeddilər: { $sevens }; yığınınıza { $cards } gedəcək.
hint-why-no-sweep = Bu kartı oynayın: ondan sonra heç bir tək kart bütün masanı götürə bilməz — rəqibə scopa yoxdur.
hint-why-capture = Götürün: yığınınıza { $cards } gedəcək.
hint-why-only = Burada ağlabatan yalnız bir gediş var.
hint-why-luck = Bu kor püşkdür: istənilən kart digəri qədər yaxşıdır.
hint-why-best-chance = Axtarışın qiymətləndirməsinə görə belə durak qalmamaq şansınız: ~{ $percent } %.
hint-why-best-points = Axtarışın qiymətləndirməsinə görə bu gediş aşkar olandan təxminən { $points } xal yaxşıdır.
hint-why-best-plain = Axtarışın qiymətləndirməsinə görə buradakı ən yaxşı gediş budur.
err-hint-not-yours = Bu düymə sizin deyil.
err-hint-not-allowed = İpucları yalnız kompüterlərə qarşı oyunlarda var (heç vaxt başqa insanla, heç vaxt reytinqli oyunda yox); /profile-da «💡 İpucları» açıq olmalıdır.
err-hint-stale = İndi ipucu yoxdur: növbə sizdə deyil (ya da mesaj köhnədir).
err-hint-failed = İpucu alınmadı — yenidən cəhd edin.
hints-on = 💡 İpucları açıqdır.
hints-off = 💡 İpucları bağlıdır.
profile-hints = 💡 Kompüterlərlə oyunlarda ipucları: { $on ->
    [yes] açıq
   *[no] bağlı
  }
btn-hints = { $on ->
    [yes] 💡 İpuclarını aç
   *[no] 💡 İpuclarını bağla
  }
