## Kozyr — Türkçe
# Sözlükçe (bir terim = tek anlam):
# Durak (дурак, «aptal») oyunun adı olarak «Durak» kalır, kaybeden de «durak» olur; Bura (бура) = «Bura»;
#   Scopa = «Scopa» (İspanyol escoba ailesinden İtalyan oyunu; yerden kart toplama yönüyle Pişti'ye benzer).
# Türler: подкидной = «klasik» (eklemeli), переводной = «aktarmalı».
# eklemek (подкидывать) = masadaki değerlerden kart atmak; aktarmak (переводить) = saldırıyı sonrakine geçirmek;
#   almak (брать, «Al» düğmesi) = masadaki kartları almak; kesmek (бить) = bir kartı yenmek; kapatmak = savunmada kesmek.
# koz (козырь); deste = kalan çekme destesi (колода/прикуп); el = Bura'da alınan el/löve (взятка);
#   tur = dağıtım (раздача); maç = 12 puana kadar Bura maçı; «değer» = Bura'da kart puanı (очки карт).
# Metinde resimli kartlar kartlardaki gibi: J (vale), Q (kız), K (papaz), A (as).
# Bura çağrıları: «Хватит!» = «Yeter!», «Стоп!» = «Dur!».
# Scopa: scopa (çoğ. scopalar), settebello, primiera İtalyanca kalır; denari = altın.
# parmak izi (отпечаток), tohum (зерно), kayıt (запись раздачи), oda (комната), masa sohbeti (разговор за столом).

welcome = Merhaba! Ben Kozyr: Telegram'da Durak, Bura ve Scopa.
    Aşağıdaki düğmeler: 🤖 hemen bilgisayara karşı oynatır; 🤖 olmayan oyun, arkadaşlar için davet bağlantılı bir oda açar.
    Grupta: /durak, /bura, /scopa ya da /new bir masa açar; arkadaşlar tek dokunuşla katılır.
    /hand kartlarımı yeniden gönderir, /rules oyunları anlatır, /profile dili, deste görünümünü ve destenin parmak izini ayarlar.
    /stats istatistiklerimi, /top bir grubun sıralamasını gösterir, /forget verilerimi siler, /help tüm komutları listeler.
help = Komutlar:
    /durak, /bura, /scopa — bir oda aç (grupta ya da burada)
    /play — herkesle oyna: yabancılarla hızlı maç
    /new — oyun seç (🤖: doğrudan bilgisayara karşı)
    /hand — kartlarının olduğu mesajı yeniden gönder
    /mute — şu anki masandaki sohbeti duyma (bir daha: yeniden duy)
    /rules — kısaca kurallar, kart değerleriyle
    /language — dil (grupta: masanın dili, yöneticiler için)
    /hands — grupta: kartlar doğrudan grupta görünsün mü, herkese yalnızca kendi kartları (yöneticiler için)
    /profile — dil, Scopa deste görünümü, deste parmak izi 🔒, sıra hatırlatmaları, sıralamada gizlenme
    /stats — istatistiklerim: oyunlar, galibiyetler, seriler (grupta: o grubun oyunları)
    /top — grubun haftalık, aylık, tüm zamanlar sıralaması (grupta)
    /top global — küresel puan tablosu (/top global durak, bura, scopa)
    /tournament durak — grupta turnuva: kayıt, turlar, son sıralama (İsviçre sistemi ya da eleme)
    /forget — verilerimi ve istatistiklerimi sil
    Nasıl oynanır: gruptaki masanın altında «Katıl»a, sonra «Hazır»a dokun. Tüm yerler dolup herkes hazır olunca oyun başlar. Kendi mesajının düğmeleriyle oyna — grupta (onu yalnızca sen görürsün; «🃏 Kartlarım» yeniden gönderir) ya da özel sohbetinde: yalnızca senin kartlarını ve yalnızca şu an geçerli hamleleri gösterir.
pick-game = Hangi oyun?
pick-done = Hangi oyun? — { $game }
err-picked = Oyun zaten seçildi.
no-rooms = Açık odan yok. Bir oyun başlat: /new
invite-forward = Oda açıldı. Bu davet bağlantısını bir arkadaşına ilet:
    { $url }
hand-moved = ⬇️ { $game }: oyun aşağıda devam ediyor.
you-left = Odadan çıktın.

cmd-new = yeni oyun (seç)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = kartlarımı yeniden gönder
cmd-mute = masa sohbeti kapat/aç
cmd-profile = profil: dil, deste, parmak izi
cmd-help = yardım

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Bilgisayar { $n }
player-name = Oyuncu { $n }
seat-free = — boş —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] aktarmalı
   *[podkidnoy] klasik
  }, { $seats ->
    [one] { $seats } yer
   *[other] { $seats } yer
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] bire bir
  }, hedef { $target }
title-bura = 🂮 Bura

options-durak = Kurallar: { $mode ->
    [perevodnoy] aktarmalı
   *[podkidnoy] klasik
  }; «Al»dan sonra ekleme: { $tat ->
    [yes] evet
   *[no] hayır
  }
options-scopa = Kurallar: { $seats ->
    [4] ikişerli iki takım (1 ve 3. yerler, 2 ve 4. yerlere karşı)
   *[other] bire bir
  }; hedef: { $target } puan
options-bura = Kurallar: 12 puana kadar maç; aldığın ellerdeki kartların değeri 41–70 olunca «Yeter!».

lobby-header = Yerler: { $taken } / { $capacity }
lobby-hint = Tüm yerler dolup herkes «Hazır»a dokununca oyun başlar. 🔒 Deste: { $fp }
commitment-line = 🔒 Deste parmak izi: { $fp } (deste zaten sabit; «Hazır»a basman kendi rastgeleliğini ekler)
invite-line = Davet bağlantısı: { $url }
unreachable = ⚠ { $names }: bot sana yazamıyor. Botu aç: { $url }
next-deal-header = Tur { $n }: «Sonraki tur»a dokun.

btn-join = ➕ Katıl
btn-invite = 📨 Davet et
btn-ready = ✅ Hazır
btn-ready-app = 🎲 Hazır — kendi rastgeleliğim
btn-unready = ↩ Hazır değil
btn-add-computer = 🤖 + Bilgisayar
btn-remove-computer = 🤖 − Çıkar
btn-fill = 🤖 + { $n ->
    [one] { $n } bilgisayar
   *[other] { $n } bilgisayar
  }
btn-settings = ⚙️ Ayarlar
btn-settings-back = ← Lobiye dön
btn-team = { $mark } Takım { $n }
btn-shuffle = 🔀 Takımları karıştır
btn-leave = 🚪 Ayrıl
btn-surrender = { $game ->
    [bura] 🏳 Maçı bırak
    [scopa] 🏳 Oyunu bırak
   *[other] 🏳 Teslim ol
  }
btn-end-game = ⛔ Oyunu bitir
btn-next-deal = ▶ Sonraki tur
btn-record = 📄 Tur kaydı
btn-check-deck = 🔍 Desteyi doğrula
btn-replay = ▶️ Tekrar
replay-share-text = ▶️ Bir elin tekrarını izleyin: { $game }
btn-table = 🎴 Masa
btn-record-match = 📄 Kayıt: maç { $n }
btn-back = ← Geri
btn-seats-minus = − yer
btn-seats-plus = + yer

cards-count = { $n ->
    [one] { $n } kart
   *[other] { $n } kart
  }
tricks-count = { $n ->
    [one] { $n } el
   *[other] { $n } el
  }
score-points = { $n ->
    [one] { $n } puan
   *[other] { $n } puan
  }

table-empty = Masa boş.
table-cards = Masa: { $cards }
your-hand = Kartların: { $cards }
waiting-for = Beklenen: { $names }
state-out = çıktı
state-passed = pas
state-taking = alıyor

durak-status = ★ Koz: { $trump } · Deste: { $stock } · Atılan: { $discard }
last-durak-attack = Son hamle: { $name } — { $card }
last-durak-transfer = Son hamle: { $name } — { $card } ile aktarma
last-durak-defend = Son hamle: { $name } — { $target } kartını { $card } ile kesti
last-durak-take = Son hamle: { $name } — alıyor
last-durak-pass = Son hamle: { $name } — pas
last-durak-throw-timeout = Son hamle: ekleme süresi doldu
prompt-durak-lead = Sıra sende: bir kart seç.
prompt-durak-throw = Bir kart ekleyebilir ya da «Pas»a dokunabilirsin.
prompt-durak-defend = Kes ya da al.
prompt-durak-defend-transfer = Kes, aktar ya da al.
act-attack = { $card } ekle
act-defend = { $target } kartını { $card } ile kes
act-transfer = { $card } ile aktar
act-take = Al
act-pass = Pas
durak-draw = Berabere: son kartlar aynı anda bitti.
durak-out-order = Çıkanlar: { $names }
result-none = Oyun yarıda kaldı.

scopa-status = Tur { $deal } · Deste: { $stock } · Hedef: { $target }
scopa-redeal = { $n ->
    [1] 🔄 Yeniden dağıtım: masada üç ya da dört papaz vardı — kartlar yeniden dağıtıldı.
   *[other] 🔄 Yeniden dağıtım ({ $n }. kez): masada üç ya da dört papaz vardı — kartlar yeniden dağıtıldı.
  }
scopa-side = Taraf { $side } ({ $who }): { $score } · toplanan { $pile } · scopa { $scopas }
scopa-last-capture = Son hamle: { $name } — { $card } şunları alır: { $cards }
scopa-last-drop = Son hamle: { $name } — { $card } masaya
prompt-scopa = Sıra sende: bir kart seç.
act-capture = { $card } → { $cards }
act-drop = { $card } masaya koy
scopa-deal-side = { $who }: kart { $cards }, altın { $coins }, settebello { $settebello }, primiera { $primiera }, scopa { $scopas } → +{ $points }

bura-status = Tur { $deal } · ★ Koz: { $trump } · Deste: { $stock }
bura-lead = Masada, açan { $name }: { $cards }
bura-window = ⏱ «Dur!» penceresi açık.
bura-claim = ⏱ «Dur!» dendi: saldıran tarafın yanıtı bekleniyor.
bura-draw-header = 🎴 İlk hamle için çekiliş: her taraf kapalı bir kart alır. Büyük olan (6 < 7 < 8 < 9 < 10 < J < Q < K < A) açar; eşitse yeniden çekilir.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — eşit, yeniden çekiliyor.
bura-draw-picked = ✋ { $name }: kart seçildi
bura-draw-picking = ⏳ { $name }: kart seçiyor
bura-draw-result = 🎴 Çekiliş: { $a }: { $ca }, { $b }: { $cb } → açan: { $first }
bura-last-beat = Önceki hamle: { $name } kesti: { $pairs }
bura-last-dump = Önceki hamle: { $name } kapalı { $n } kart attı: { $cards }
last-bura-lead = Son hamle: { $name } açtı: { $n ->
    [one] { $n } kart
   *[other] { $n } kart
  }
last-bura-beat = Son hamle: { $name } açılan kartları kesti
last-bura-dump = Son hamle: { $name } kapalı attı: { $n ->
    [one] { $n } kart
   *[other] { $n } kart
  }
last-bura-enough = Son hamle: { $name } — «Yeter!»
last-bura-continue = Son hamle: { $name } — çekmeye devam
last-bura-stop = Son hamle: { $name } — «Dur!»
last-bura-surrender = { $name } teslim oldu
prompt-bura-lead = Açış sende: bir kart ya da aynı renkten iki veya üç kart işaretle, sonra «Aç»a dokun.
prompt-bura-draw = Kapalı bir kart seç:
prompt-bura-defend = Her kartı kes (kendi kartlarını işaretle) ya da aynı sayıda kart at.
prompt-bura-decide = El senin: «Yeter!» mi, çekmeye devam mı?
prompt-bura-stop = «Dur!» diyebilirsin (üç altılı, üç as ya da aynı renkten üç kartla araya girme).
prompt-bura-claim = Rakip taraf «Dur!» dedi. Yapabiliyorsan kendi «Dur!»unla karşılık ver.
act-lead = Aç: { $cards }
act-dump = At: { $cards }
act-beat = Kes: { $pairs }
act-enough = ✋ Yeter!
act-continue = 🂠 Devam
act-stop = 🛑 Dur!
act-surrender = 🏳 Teslim ol
act-pick = Kapalı kart no. { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → puanlar rakip tarafa: { $name } +{ $n }
bura-award-three_sixes = { $name }: üç altılı — +{ $n }
bura-award-three_aces = { $name }: üç as — +{ $n }
bura-award-more_points = { $name }: daha değerli kartlar — +{ $n }
bura-award-dry = { $name }: kuru galibiyet — +{ $n }
bura-award-tie = Kart değerleri eşit: kimse puan almıyor.
bura-award-surrender = Teslim: kazanan { $name }.
bura-pile = { $name }: kart değeri { $points }, { $tricks ->
    [one] { $tricks } el
   *[other] { $tricks } el
  }

deal-result-header = Tur { $n } sonucu:
match-score = Maç skoru: { $score }
match-winner = 🏆 Kazanan: { $name }
outcome-left = Oyun yarıda kaldı: { $name } ayrıldı.
outcome-ended = Odayı kuran kişi ({ $name }) oyunu bitirdi.
outcome-surrender = { $name } teslim oldu.

fair-ok = ✅ Adil tur: deste parmak iziyle eşleşti ve her hamle denetlendi.
fair-warning = ⚠ Turun doğrulaması başarısız — kaydı indir ve kendin kontrol et.
fair-interrupted = Tur yarıda kaldı; parmak izi ve tohum kayıtta.
record-caption = Kayıt: { $game }, tur { $n }. Doğrula: python -m engines verify <dosya>
record-redeal = 🔄 Tur { $deal }: yeniden dağıtıldı — masada üç ya da dört papaz vardı (etiketi …:r{ $n } olan deste).
fp-current = 🔒 Tur { $n }: deste parmak izi (gizli tohumun SHA-256'sı):
    { $commitment }
    Tohum tur bitince açıklanır.
fp-revealed = Tur { $n } bitti. Parmak izi:
    { $commitment }
    Açıklanan tohum:
    { $seed }
fp-next = Sonraki destenin parmak izi:
    { $commitment }
fp-how = Nasıl doğrulanır: turun kaydını indir («📄 Tur kaydı») ve python -m engines verify record.json çalıştır — parmak izini tohumdan, desteyi tohumdan, katılımcıların katkılarından ve etiketten yeniden hesaplar ve her hamleyi yeniden oynatır.
webapp-title = Deste doğrulama
webapp-intro = Kendi tarayıcın desteyi turun kaydından yeniden hesaplar: açıklanan tohumdan parmak izini, katkıların karışımını, anahtarı, ChaCha20 akışını ve karıştırmayı. Her hamleyi de kurallara göre yeniden oynar; kaydedilen sonuçları ve skorları python -m engines verify komutu denetler.
webapp-ready-intro = Tarayıcın 32 rastgele bayt üretecek (crypto.getRandomValues) ve bunları Telegram imzasıyla bota gönderecek. Bunlar, parmak izi zaten gösterilen sonraki destenin karıştırılmasına girer — sunucu senin katkına uygun bir deste seçemez.
webapp-ready-button = ✅ Hazır
webapp-ready-sent = Rastgeleliğin: { $randomness }
webapp-ready-done = Katkı kabul edildi. Turdan sonra deste doğrulaması onu karışımda gösterir.
webapp-ready-outside = Bu düğme Telegram içinde çalışır: onu botun mesajından aç.
webapp-drop = Bir kayıt dosyasını (kozyr-….json) buraya bırak ya da seç:
webapp-loading = Turun kaydı yükleniyor…
webapp-refused = Kayıt yok: { $reason }
webapp-refused-unsigned = sayfa Telegram'dan açılmadı. Kaydı «📄 Tur kaydı» ile indir ve buraya bırak.
webapp-refused-stale = Telegram verileri eskimiş. Doğrulamayı kapatıp yeniden aç.
webapp-refused-players = bir turun kaydı yalnızca o turu oynayanlara verilir.
webapp-refused-unavailable = kayıt tur bitince hazır olur.
webapp-refused-network = sunucu yanıt vermedi.
webapp-refused-malformed = istek bozuk.
webapp-refused-too-fast = çok hızlı — bir saniye bekle.
webapp-not-json = Bu dosya JSON olarak okunamıyor: tur kaydı değil.
webapp-not-record = Bu bir Kozyr tur kaydı değil.
webapp-seat = Kimin kartları:
webapp-seat-n = Yer { $n }
webapp-verdict-ok = ✅ Adil deste: her şey tarayıcında yeniden hesaplandı ve eşleşiyor.
webapp-verdict-fail = ❌ Doğrulama başarısız: tur { $n }, adım «{ $step }».
webapp-deal = Tur { $n }
webapp-step-record = Kayıt
webapp-step-commitment = Parmak izi
webapp-step-label = Deste etiketi
webapp-step-mix = Katılımcıların katkıları
webapp-step-deck = Deste
webapp-step-deal = Dağıtılan kartlar
webapp-step-draw = İlk hamle çekilişi
webapp-no-proof = Bu turun adillik kanıtı yok: destesi doğrulanamaz.
webapp-bad-proof = Kanıt bozuk: parmak izi, tohum, katkılar ya da etiket hatalı biçimde.
webapp-commitment-ok = Açıklanan tohumun SHA-256'sı turdan önce gösterilen parmak iziyle eşleşiyor: { $computed }
webapp-commitment-differs = Tohumun SHA-256'sı { $computed }, ama kayıttaki parmak izi { $recorded }: bu, söz verilen tohum değil.
webapp-label-ok = { $recorded } etiketi tam da bu turun olması gereken etiketi.
webapp-label-redeal = { $recorded } etiketi bir yeniden dağıtım: bu turun önceki her destesi masaya üç ya da dört papaz koydu.
webapp-label-differs = Kayıttaki etiket { $recorded }, ama bu tur için { $expected } olmalı.
webapp-redeal-unneeded = { $recorded } etiketi yeniden dağıtım diyor, ama { $label } destesinin buna ihtiyacı yoktu.
webapp-contribution-malformed = { $n } numaralı katkı Mini App rastgeleliği olduğunu söylüyor ama 64 onaltılık basamak içermiyor.
webapp-mix-ok = Katkıların karışımı (SHA-256): { $mix }
webapp-deck-ok = Anahtar (HKDF-SHA256): { $hkdf }. ChaCha20 akışı desteyi karıştırdı:
webapp-deal-ok = Kayıttaki kartlar tam olarak bu desteden geliyor.
webapp-deal-unstated = Kayıt dağıtılan kartları listelemiyor: aşağıdaki kartları kendi kartlarınla karşılaştır.
webapp-deck-differs = Kayıttaki destenin { $n }. kartı { $recorded }, ama karıştırma { $derived } veriyor.
webapp-hand-differs = Kayıtta { $seat }. yerin kartları { $recorded }, ama deste { $derived } veriyor.
webapp-table-differs = Kayıttaki masa { $recorded }, ama deste { $derived } veriyor.
webapp-stock-differs = Kayıttaki deste kalanı karıştırmayla eşleşmiyor.
webapp-leader-unknown = Kayıtta önceki turun sonucu eksik: kimin açtığı bilinmiyor.
webapp-draw-ok = Çekiliş yeniden hesaplandı: { $seat }. yer açar.
webapp-draw-bad-picks = Çekiliş, { $k }. tur: seçilen konumlar imkânsız.
webapp-draw-differs = Çekiliş, { $k }. tur: kayıt { $recorded } diyor, ama deste { $derived } veriyor.
webapp-draw-rounds = Çekiliş: kayıttaki tur sayısı yeniden hesaplanan çekilişle eşleşmiyor.
webapp-draw-first = Çekilişe göre { $seat }. yer açar, ama kayıt başka birini gösteriyor.
webapp-step-moves = Hamleler
webapp-moves-ok = Kurallara göre yeniden oynanan hamleler: { $n }, hepsine izin var.
webapp-moves-illegal = { $n }. hamleye ({ $move }) izin yok: { $why }.
webapp-moves-why-turn = o anda sıra bu oyuncuda değildi
webapp-moves-why-hand = oyuncunun elinde bu kart yoktu
webapp-moves-why-rule = kurallar o anda buna izin vermiyor
webapp-moves-why-over = el zaten bitmişti
webapp-moves-unfinished = Hamleler el bitmeden kesiliyor, oysa ardından başka bir el geliyor.
webapp-contribution-app = Mini App'ten kendi rastgeleliği
webapp-contribution-press = Telegram'da bir düğmeye basış
webapp-contribution-none = katkı yok
webapp-contribution-mine = seninki, bu tarayıcının ürettiği
webapp-your-hand = İlk kartların:
webapp-hand-of = { $n }. yerin ilk kartları:
webapp-table = Masa:
webapp-about = Doğrulama neyi kanıtlar
webapp-proves = ✅ şu demek: turun destesi tam olarak tohumdan (parmak izini turdan önce gördün), katılımcıların katkılarından ve etiketten çıkan destedir. Sunucu, senin basışlarından sonra deste seçemezdi.
webapp-not-proves = Doğrulama kaydedilen sonuçları ve skorları yeniden hesaplamaz (bunu kayıt dosyasıyla python -m engines verify yapar) ve sunucuyu işleten kişinin oyun sırasında kartları görmesini engellemez.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Masa
table-page-loading = Masa hazırlanıyor…
table-page-reconnecting = Bağlantı koptu — yeniden bağlanılıyor…
table-page-outside = Bu masa Telegram içinde açılır: onu botun mesajından aç.
table-page-no-room = Adreste oda yok: masayı botun mesajından aç.
table-page-players = Oyuncular
table-page-table = Masada
table-page-hand = Kartların
table-page-actions = Düğmeler
table-page-chat = Sohbette
table-page-watching = 👁 İzliyorsun: oyuncuların kartları sana gösterilmez.
table-page-you = sen
table-page-cards = Kart: { $n }
table-page-stock = Deste: { $n }
table-page-discard = Atılan: { $n }
table-page-trump = Koz: { $card }
table-page-trump-mark = koz
table-page-attacker = saldırıyor
table-page-defender = savunuyor
table-page-acting = sıra onda
table-page-ready = hazır
table-page-not-ready = henüz hazır değil
table-page-your-move = Sıra sende
table-page-covered = { $attack }, { $cover } ile kesildi
table-page-uncovered = { $card }, henüz kesilmedi
table-page-led-by = Oynayan: { $name }
table-page-tricks = El: { $n }
table-page-score = Puan: { $n }
table-page-captured = Toplanan: { $n }
table-page-scope = Scopa: { $n }
table-page-spread = Kapalı kartlar: birini seç
table-page-choose = Masada işaretli bir karta dokun ya da aşağıdan seç.
table-page-which = Hangi hamle?
table-page-select = Kartları işaretlemek için dokun, sonra oyna.
table-page-play = ▶ İşaretli kartları oyna
table-page-cancel = Vazgeç
table-page-confirm = { $action } — emin misin?
table-page-yes = Evet
table-page-ok = Tamam
table-page-clock = Süre
table-page-clock-stop = «Dur!» penceresi
table-page-clock-claim = «Dur!»a yanıt
table-page-clock-throwin = Kart ekleme süresi
table-page-seconds = { $n } sn
table-page-status-lobby = Lobi
table-page-status-playing = Oyunda
table-page-status-between = Maç bitti
table-page-status-closed = Oda kapalı
table-page-status-replay = Tekrar
table-page-replay-title = Tekrar: el { $n }
table-page-replay-move = Hamle { $n } / { $total }
table-page-replay-dealt = Kartlar dağıtıldı
table-page-replay-first = Başa
table-page-replay-back = Geri
table-page-replay-forward = İleri
table-page-replay-last = Sona
table-page-replay-play = Oynat
table-page-replay-pause = Duraklat
table-page-replay-speed = Hız
table-page-replay-jump = Hamleye git
table-page-replay-verified = ✅ Adil deste: doğrulama başarılı
table-page-replay-unverified = ❌ Deste doğrulaması başarısız
table-page-replay-hands = Oyuncuların kartları
table-page-replay-missing = Tekrar bulunamadı: bağlantı yanlış ya da el artık saklanmıyor.
table-page-replay-clock = ⏱ Süre doldu
table-page-replay-draw = Kura: { $cards }
table-page-replay-share = Paylaş
table-page-replay-copied = Tekrar bağlantısı kopyalandı
table-page-refused-unsigned = Sayfa Telegram'dan açılmadı: masayı botun mesajından aç.
table-page-refused-stale = Telegram verileri eskimiş: masayı kapatıp yeniden aç.
table-page-refused-unavailable = Böyle bir oda yok (artık yok).
table-page-refused-malformed = İstek bozuk.
table-page-refused-too-fast = Çok hızlı — bir saniye bekle.
table-page-refused-network = Sunucu yanıt vermiyor.
table-page-talk = Masa sohbeti
table-page-talk-empty = Bu masada söylenenler burada görünecek.
table-page-talk-placeholder = Masaya bir şey söyle…
table-page-talk-send = Gönder
table-page-talk-phrases = Takım eli oynanıyor: ipucu vermek yasak, masaya yalnızca bu ifadeler gider.
table-page-talk-muted = 🔇 Bu masayı /mute ile sessize aldın: diğerlerinin sözleri buraya gelmiyor.

profile-title = ⚙ Profil
profile-language = Dil: { $name }
profile-style = Scopa destesi: { $style ->
    [french] Fransız
    [roses] Güller ve Zambaklar
   *[italian] İtalyan
  } ({ $sample })
profile-fp = Deste parmak izini göster: { $on ->
    [yes] evet
   *[no] hayır
  }
profile-pings = 🔔 Sıramı hatırlat: { $on ->
    [yes] evet
   *[no] hayır
  }
profile-hands = 🃏 Grup oyununda kartlar: { $where ->
    [group] grupta
    [private] özel sohbette
   *[both] grupta ve özel sohbette
  }
profile-fp-hint = 🔒 parmak izi, destenin gizli tohumunun SHA-256'sının ilk 8 onaltılık basamağıdır. Turdan önce gösterilir; sonra tohum açıklanır ve herkes destenin o deste olduğunu doğrulayabilir.
style-italian = İtalyan
style-french = Fransız
style-roses = Güller ve Zambaklar
btn-fp = Deste parmak izi: { $on ->
    [yes] aç
   *[no] kapat
  }
btn-pings = 🔔 Sıra hatırlatmaları: { $on ->
    [yes] aç
   *[no] kapat
  }
btn-hands = 🃏 { $where ->
    [group] Grupta
    [private] Özelde
   *[both] İkisi de
  }

join-ok = Oyundasın!
join-already = Zaten bu odadasın.
left-ok = Ayrıldın.
ready-ok = Hazır!
ready-already = Zaten hazırsın.
unready-ok = «Hazır» işareti kaldırıldı.
computer-added = Bilgisayar eklendi.
computer-removed = Bilgisayar çıkarıldı.
option-ok = Kurallar değişti.
option-ok-cleared = Kurallar değişti; «Hazır» işaretleri silindi.
ended-ok = Oyun bitti.
surrender-ok = Teslim oldun.
record-sent-private = Kayıt özel sohbetinde.
confirm-leave = Süren oyundan ayrılmak mı? Yerini bir bilgisayar alır ve diğerleri oynamaya devam eder (yalnızca bilgisayarlar kalırsa oyun biter). Onaylamak için yeniden dokun.
confirm-end = { $people ->
    [yes] Oyun herkes için bitirilsin mi? Burada yalnızca insanlar oynuyor: reytingde bu senin yenilgin sayılır (ya da oyun onları bekliyorsa, botun ulaşamadığı kişilerin). Onaylamak için yeniden dokun.
   *[no] Oyun herkes için bitirilsin mi? Onaylamak için yeniden dokun.
}
confirm-surrender = { $game ->
    [bura] Teslim mi? Yalnızca bu turu değil, tüm maçı kaybedersin: rakip taraf kazanır. Onaylamak için yeniden dokun.
    [scopa] Teslim mi? Tüm oyunu kaybedersin: diğer taraf kazanır. Onaylamak için yeniden dokun.
   *[other] Teslim mi? Onaylamak için yeniden dokun.
  }

err-stale = Bu hamle artık yapılamaz — kartların yenilendi.
err-move-gone = «{ $move }» artık mümkün değil: sen seçerken masa değişti. Kartların yenilendi.
err-not-your-button = Bu düğme senin değil.
err-unknown-button = Bilinmeyen düğme.
err-forged = Böyle bir seçenek yok.
err-unknown-room = Oda bulunamadı ya da kapalı.
err-invite-unknown = Davet bulunamadı: bağlantı yanlış ya da süresi dolmuş.
err-invite-expired = Bu oda kapalı. Yeni bir davet iste.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game }, { $n } kişilik
  }
inline-desc = Bu sohbete «Katıl» düğmeli bir davet gönder
inline-room-title = Odama davet et: { $game }
inline-room-desc = Oturduğun odaya bir davet
card-new = 🃏 { $name } seni oynamaya çağırıyor: { $game }
card-seats = Yerler: { $n }
card-seated = Masada: { $names }
card-hint = «Katıl»a dokun: kartların botla özel sohbette gelir.
card-closed = Boş yer yok: oyun sürüyor ya da masa dolu.
card-joined = Masadasın! Lobi, botla özel sohbetinde.
card-seated-already = Zaten bu masadasın: lobi, botla özel sohbetine gönderildi.
card-open-bot = Botu aç: bu davetle sana yer verir.
card-not-this-room = Bu düğme bu davet kartına ait değil: hiçbir şey değişmedi. Oyunun kendi kartındaki «Katıl»a dokun ya da yeni bir davet iste.
card-not-ready = Bu kartın oyunu henüz kurulmadı. Kart az önce gönderildiyse bir saniye sonra yeniden dokun; değilse yeni bir davet iste.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (çıkartma)
btn-talk-report = ⚠️ Şikâyet et
talk-reported = «{ $name }» şikâyet edildi: yabancılarla sonraki hızlı maçlarda aynı masaya oturtulmayacaksınız.
err-talk-report = Yalnızca bu masada oturan biri şikâyet edebilir, kendini de şikâyet edemez.
talk-too-fast = Çok hızlı: art arda en çok 5 mesaj masaya gider, sonra her { $sec } sn'de bir. Bu gönderilmedi — biraz bekle.
talk-nobody = Kimse seni duymayacak: masadaki diğer herkes sohbeti kapattı.
talk-off-self = Masa sohbetin kapalı (/profile): mesaj gönderilmedi.
talk-sent-to = 💬 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masasına gönderildi — en son oynanan masaya.
talk-phrases-only = 🤝 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masasında takım turu sürüyor; kimse kartlarını söyleyemez ya da ipucu veremez — sohbette de. Mesajın gönderilmedi: tur sürerken masaya yalnızca bu ifadeler gider. Turlar arasında yine serbest yazı.
talk-phrase-hello = 👋 Selam!
talk-phrase-luck = 🍀 Bol şans!
talk-phrase-nice = 👍 Güzel hamle!
talk-phrase-thanks = 🙏 Teşekkürler!
talk-phrase-oops = 😅 Hay aksi!
talk-phrase-haha = 😄 Hahaha!
talk-phrase-sorry = 🙂 Pardon!
talk-phrase-gg = 🤝 İyi oyundu!
talk-phrase-sent = 💬 Gönderildi: { $text }
err-talk-phrase = İfade gönderilmedi: bu masada artık oynanmıyor ya da bu masada oturmuyorsun.
err-talk-table = Mesaj gönderilmedi: bu masada artık oynanmıyor ya da bu masada oturmuyorsun.
mute-on = 🔇 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masa sohbeti senin için kapalı. Açmak için yine /mute.
mute-off = 🔊 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } masa sohbeti yeniden açık.
mute-none = Grup dışında süren bir oyunda değilsin: susturulacak bir şey yok.
err-room-full = Tüm yerler dolu.
err-room-playing = Bir oyun sürüyor; bittikten sonra katılabilirsin.
err-join-first = Henüz masada değilsin: botla sohbet şimdi açılıyor ve sana yer veriyor (Telegram sorarsa «Başlat»a dokun). Sonra «Hazır»a dokun.
err-join-here = { $teams ->
    [yes] Henüz masada değilsin: grubun masasında bir takımı düğmesiyle seç — yerin tam burada, botu açmana gerek yok.
   *[no] Henüz masada değilsin: grubun masasında «➕ Katıl»a dokun — yerin tam burada, botu açmana gerek yok.
  }
err-not-in-room = Bu odada değilsin.
err-creator-only = Bunu yalnızca odayı kuran kişi yapabilir.
err-no-computer = Masada bilgisayar yok.
err-no-game = Süren bir oyun yok.
err-record-unavailable = Kayıt tur bitince hazır olur.
err-open-bot = Gönderebilmem için botla özel sohbet aç («Başlat»a dokun).
err-internal = Bir şeyler ters gitti; hamlen kaybolmadı. Lütfen yeniden dene.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } sa
    [m] { $n } dk
   *[s] { $n } sn
  }
bar-window = ⏱ { $bar } { $n } sn — pencere açıkken «Dur!»a dokun.
bar-claim = ⏱ { $bar } { $n } sn — kendi «Dur!»unla karşılık ver, yoksa açış rakip tarafa geçer.
btn-hurry = ⏰ Acele et
hurry-ping = ⏰ { $name } acele etmeni istiyor: { $game } oyununda sıra sende.
hurry-ping-next = ⏰ { $name } acele etmeni istiyor: herkes sonraki turu bekliyor ({ $game }) — «▶ Sonraki tur»a dokun.
hurry-ping-lobby = ⏰ { $name } acele etmeni istiyor: mesajındaki düğmeye dokununca { $game } başlıyor.
hurry-group = ⏰ { $names }: { $name } acele etmenizi istiyor — «🃏 Kartlarım»a dokunun.
hurry-sent = Hatırlatma gönderildi.
hurry-too-soon = Az önce bir hatırlatma gönderildi; biraz bekle.
hurry-not-yet = Hamle geciktiğinde acele ettirebilirsin.
hurry-nobody = Herkes seni bekliyor.
err-paused = Oyun duraklatıldı: botun ulaşamadığı biri bekleniyor.
pause-line = ⏸ Duraklatıldı: bot şu kişiye ulaşamıyor: { $names }. { $dur } daha bekleniyor; dönülmezse oyun kazanansız iptal edilir. Geri dön: { $url }
pause-rated-note = Sıralamaya işleyen oyun: geri dönülmezse sıralamada yenilgi sayılır ({ $names }); «🤖 Yerine oyna: …» yeri hemen bilgisayara verir — bu da yenilgi.
pause-started = ⏸ { $game }: oyun duraklatıldı — bot şu kişiye ulaşamıyor: { $names }. { $dur } bekleniyor; dönülmezse oyun kazanansız iptal edilir.
pause-resumed = ▶ { $game }: { $names } geri döndü, oyun kaldığı yerden sürüyor.
pause-cancelled = ✖ { $game }: { $names } dönmedi, oyun kazanansız iptal edildi.
pause-cancelled-rated = ✖ { $game }: { $names } geri dönmedi, oyun iptal edildi; sıralamada { $names } için yenilgi sayılır.
outcome-cancelled = Oyun kazanansız iptal edildi: { $name } dönmedi.
outcome-expired = Oda kapandı: bir gün boyunca hareket yok.
outcome-rated-loss = Sıralamada bu, { $names } için yenilgi sayılır.
room-ttl-hint = ⌛ Oda { $dur } hareketsizlikten sonra kapanır.
room-expired = ⌛ Oda kapandı: { $dur } boyunca hareket yok. Yeni bir oyun başlat: /new
room-closed = Oda kapandı. Yeni bir oyun başlat: /new

## issue 17
cmd-language = dil (grupta: masanın dili, yöneticiler için)
cmd-hands = grupta kartlar: aç/kapat (yöneticiler için)
cmd-rules = oyunların kuralları
language-pick-mine = Dilin: { $name }. Botun özel mesajları bu dilde gelir.
language-set-mine = Dil değişti.
language-pick-group = Bu grupta masanın dili: { $lang ->
    [none] odayı açan kişinin dili
   *[other] { $name }
  }. Yöneticiler değiştirebilir; her oyuncunun özel mesajları kendi dilinde kalır.
language-set-group = Bu grubun masaları artık şu dilde konuşuyor: { $name }; özel mesajlar herkesin kendi dilinde kalır.
language-admins-only = Grubun dilini yalnızca grubun yöneticileri değiştirebilir.
group-hands-state = 🃏 Bu grupta oyuncuların kartları: { $on ->
    [yes] doğrudan burada gösterilir, herkes yalnızca kendi kartlarını görür («🃏 Kartlarım» düğmesi)
   *[no] yalnızca botla özel sohbette
  }
btn-group-hands = { $on ->
    [yes] Kartları grupta göster
   *[no] Kartları grupta gösterme
  }
group-hands-admins-only = Kartların grupta gösterilip gösterilmeyeceğine yalnızca grubun yöneticileri karar verir.
group-hands-set = Tamam: sonraki hamlelerden itibaren geçerli.
btn-rules = ℹ️ Kurallar
btn-rules-more = 📖 Ayrıntılı
btn-rules-short = ◀ Kısaca
rules-pick = Hangi oyunun kuralları?
rules-sent-private = Kurallar özel sohbetinde.
scopa-legend = Resimliler: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Kısaca Durak
    36 kart (6…A), herkese altışar; destenin altındaki açık kartın rengi kozdur. Sıra: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; koz her koz olmayan kartı keser, kozu ise yalnızca daha büyük bir koz keser.
    Saldıran bir kart atar; savunan onu aynı renkten daha büyük bir kartla ya da kozla kapatır. Diğerleri masada zaten olan değerlerden kart ekleyebilir (en çok 6 ve savunanın elindekinden fazla değil).
    Hepsi kapandı: kartlar atılır ve sıradaki saldırıyı savunan yapar. Kapatamıyor: «Al» — savunan masadakileri alır ve sırasını kaçırır.
    Her saldırıdan sonra herkes altıya tamamlar.
    Klasik: yalnızca ekleme. Aktarmalı: henüz hiçbir kart kapatılmamışken savunan aynı değerde bir kart koyup saldırıyı sonraki kişiye aktarabilir.
    Kartları en son elinde kalan durak olur.
rules-durak-more = 📖 Durak — ayrıntılı
    İlk saldırı: dağıtımdan sonra en küçük koza sahip olan; kimsede koz yoksa masadaki ilk yer.
    Sınır: bir saldırıda hiçbir zaman 6'dan fazla kart olmaz, savunma başladığında savunanın elindekinden de fazla olmaz (aktarmadan sonra: yeni savunan).
    Saldırıdan sonra çekme: önce saldırıyı açan, sonra sırayla diğerleri, en son savunan; herkes bir kerede 6'ya tamamlar. Deste bitince geri kalanlar çekmez.
    «Pas»ı yalnızca ekleme yapabilecek olan der; masaya gelen her yeni kart tüm «Pas»ları siler.
    «Al»: «"Al"dan sonra ekleme» açıkken diğerleri sınır içinde hâlâ kart ekleyebilir; sonra savunan masadakileri alır ve sırasını kaçırır.
    Aktarma (aktarmalı Durak): hiçbir kart kapatılmamışken savunan aynı değerde bir kart koyar ve sonraki kişinin yeterince kartı varsa saldırı ona geçer.
    Takımlar (2×2, 3×2, 2×3): kimse takım arkadaşına saldırmaz ya da ona karşı kart eklemez; kartları en son elinde kalan takım kaybeder. Son kartlar aynı anda biterse: berabere. Takım arkadaşına ipucu yok: oyun sürerken masa sohbeti yalnızca hazır ifadelerden oluşur.
rules-bura = 🂮 Kısaca Bura
    36 kart, her tarafa üçer; destenin altındaki açık kart kozdur. Kart değerleri (yalnızca alınan ellerde sayılır): A 11, 10 10, K 4, Q 3, J 2, 9…6 sıfır; toplam 120.
    Kesme sırası: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Açış bir kart ya da aynı renkten iki veya üç karttır. Savunan her birini keser (aynı renkten daha büyük kart ya da koz) veya aynı sayıda kartı kapalı atar, o zaman el saldırana geçer. Alınan eller tur bitene kadar kapalı kalır.
    Bir elden sonra eli alan seçer: «Yeter!» ya da çekmeye devam.
    41–70 değerle «Yeter!»: +2 maç puanı (rakip 41–70 ise +4, 70'in üstündeyse +6). Değilse rakip 2 alır.
    «Yeter!» denmezse: daha değerli kartlar +1 puan; hiç el almamış rakip («kuru») +6.
    «Dur!»: üç altılı +3 puan, üç as +4; savunanın elindeki aynı renkten üç kart açışı ele geçirir.
    Maç 12 puana kadar. «🏳 Maçı bırak» tüm maçı rakibe verir.
    İlk kim açar: 1. turdan önce her taraf kapalı yelpazeden bir kart çeker; büyük olan (6 < … < 10 < J < Q < K < A) açar, eşitse yeniden çekilir.
rules-bura-more = 📖 Bura — ayrıntılı: maç puanları
    «Yeter!»i eli alan, çekmeden önce der; kendi kapalı yığınındaki kartların değeri sayılır:
    · sen 41–70, rakip 41'in altında — +2 puan;
    · sen 41–70 ve rakip 41–70 — +4;
    · sen 41–70, rakip 70'in üstünde — +6;
    · sen 41'in altında ya da 70'in üstünde — rakip 2 alır.
    «Yeter!» denmeden sonuna kadar oynanan tur: daha değerli kartlar — +1; tek el bile almamış rakip («kuru») — +6; eşit — kimse, ve aynı taraf yine açar.
    «Dur!»: üç altılı — +3, üç as — +4, turun herhangi bir anında. Savunanın elinde aynı renkten üç kart — araya girme: her çekişten sonra 5 saniye; saldıranın da aynı renkten üç kartı varsa kendi «Dur!»u için 3 saniyesi olur.
    Sonraki turu, son turda puan alan açar. Maç 12 puana kadar.
rules-scopa = 🂡 Kısaca Scopa
    40 kart, onar kartlık dört renk: as = 1, 2…7 kendi değerinde, F (fante, vale) = 8, C (cavallo, at) = 9, R (re, papaz) = 10; Fransız destesinde J, Q, K.
    Herkese üç kart, masaya dört. Bir kart oyna: masadaki aynı değerde bir kartı ya da, o yoksa, toplamı ona eşit bir kart grubunu alır. Almak zorunludur. Alacak bir şey yoksa kart masada kalır.
    Bir almayla masayı boşaltmak scopa'dır (+1), turun son hamlesi hariç.
    Her turdan sonra puanlar: en çok kart +1, en çok altın +1, settebello (altın 7'li) +1, primiera +1, her scopa +1. Bir kategoride eşitlik: kimseye.
    Bire bir ya da 2×2 (takım arkadaşları karşılıklı oturur). 11 puana ya da seçilen hedefe kadar oynanır.
rules-scopa-more = 📖 Scopa — ayrıntılı
    Primiera: her renkten şu ölçeğe göre en iyi kart alınır: 7 → 21, 6 → 18, as → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10; dört sayı toplanır, eksik renk 0 sayılır. Örnek: altın 7'li + kupa 6'lı + kılıç ası + sopa R = 21 + 18 + 16 + 10 = 65. Büyük toplam — +1 puan.
    Yeniden dağıtım: masadaki dört kart arasında üç ya da dört papaz (R) varsa, kartlar aynı tohumdan yeni bir desteyle yeniden dağıtılır; masa bunu bir satırla bildirir, kayıt da.
    Turun sonu: son hamleden sonra masada kalan kartlar en son alan tarafa gider (scopa sayılmaz); turun en son hamlesindeki scopa sayılmaz.
    Herkes sırayla dağıtır; dağıtandan sonraki kişi ilk oynar. Kazanan yalnızca bir turdan sonra belli olur: iki taraf da hedefe ulaşırsa yüksek skor kazanır, eşitse bir tur daha.
    2×2: takım arkadaşının kartları gizlidir; kartlarını söylemek ya da ipucu vermek yasak, sohbette de: tur sürerken masa sohbeti yalnızca hazır ifadelerden oluşur.
bura-declared-ok = «Yeter!» — { $name }: kart değeri { $points }, 41–70 aralığında.
bura-declared-wrong = «Yeter!» — { $name }: kart değeri { $points }, ama 41–70 gerekiyordu.
durak-loser-cards = 🃏 Durak: { $name } (elinde kalan: { $cards })
scopa-won = { $category ->
    [cards] Kartlar
    [coins] Altınlar
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = kimse (eşitlik)
durak-table = Masa (saldırı ← kapatma):

## issue 19
durak-rule-throw-in = Ekleme: { $timing ->
    [after_cover] yalnızca masadaki her kart kapatıldığında (kart kart)
   *[any_time] her an
  }
durak-rule-teams = Takımlar: { $teams ->
    [pairs] iki çift (1 ve 3. yerler, 2 ve 4. yerlere karşı)
    [threepairs] üç çift (1 ve 4, 2 ve 5, 3 ve 6. yerler)
   *[threes] iki üçlü (1, 3, 5. yerler, 2, 4, 6. yerlere karşı)
  }; kimse takım arkadaşına saldırmaz, kartları elinde kalan takım kaybeder
durak-loser-team = Kaybeden takım { $mark } { $n }: { $names }
team-ok = Takımın: { $mark } { $n }.
team-already = Zaten bu takımdasın: { $mark } { $n }.
team-join-open = Botu aç: orada şu takımda yer alırsın: { $mark } { $n }.
err-team-full = Bu takımdaki tüm yerler başkalarınca seçildi: { $mark } { $n }.
durak-rule-tat = «Al»dan sonra ekleme: { $tat ->
    [yes] evet
   *[no] hayır
  }

## issue 21
room-fault = ⚠ Oda bir arıza yüzünden kapandı: geri yüklenemedi. Yeni bir oyun başlat: /new
err-room-fault = Bu oda bir arıza yüzünden kapandı. Yeni bir oyun başlat: /new
err-anonymous = Anonim yönetici yer alamaz: komutu kendi hesabından gönder.
err-not-your-picker = Bu oyun seçimini başka biri açtı: /new komutunu kendin yaz.
err-not-your-profile = Bu başka birinin profili: /profile komutunu kendin yaz.
err-too-fast = Çok hızlı — lütfen bir saniye bekle.
err-too-many-rooms = Zaten { $n } açık odan var: yenisini başlatmak için birini bitir ya da birinden ayrıl.
err-too-many-lobbies = Zaten oyununun başlamasını bekleyen { $n } odadasın: başka birine katılmak için birini başlat ya da birinden ayrıl.
err-chat-rooms = Bu grupta zaten { $n } açık oda var: yenisini başlatmak için birini bitir.
group-lost = ⚠ { $game }: bot gruptan çıkarıldı — oyun burada, özel sohbette sürüyor.
err-busy = Veritabanı başka bir işlemle meşgul: hiçbir şey değişmedi, lütfen bir saniye sonra yeniden dene.
err-record-players-only = Bir turun kaydı yalnızca o turu oynayanlara verilir.
err-old-menu = Bu menü eskimiş: { $command } komutunu yeniden yaz.

## issue 16
option-same = Zaten öyle.
ai-level-ok = Bilgisayar seviyesi değişti; «Hazır» işaretleri korunuyor.
lobby-stale = Lobi bu arada değişti — mesaj güncellendi.
solo-ok = Bilgisayara karşı oyun başlıyor.
err-solo-others = Burada zaten başka insanlar var: «🤖 + Bilgisayar» ile bilgisayar ekle.
lobby-ready-cleared = ⚠ Kurallar değişti — «Hazır» işaretleri silindi, yeniden onayla.
lobby-sides-cleared = ⚠ Taraflar değişti — yeri değişen kişi yeniden «Hazır»a dokunur.
settings-header = ⚙️ Oda ayarları (değiştiren: { $name }); «← Lobiye dön» oyunun düğmelerini geri getirir.
err-settings-creator = ⚙️ Bu odanın ayarlarını yalnızca odayı kuran kişi değiştirir: { $name }.
computers-filled = { $n ->
    [one] { $n } bilgisayar eklendi.
   *[other] { $n } bilgisayar eklendi.
  }
shuffle-ok = Takımlar karıştırıldı.
rematch-line = 🔁 Yeniden oyna: { $list } · 🔒 { $fp }
solo-hint = 🤖 Bilgisayara karşı: rakip sayısını seç — kartlar hemen dağıtılır.
btn-solo-one = 🤖 Bilgisayara karşı
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] kolay
    [ismcts] zor
   *[heuristic] normal
  }
ai-level-line = 🤖 Bilgisayar seviyesi: { $level ->
    [random] kolay (rastgele hamleler)
    [ismcts] zor (olasılıkları tarar)
   *[heuristic] normal (deneyimli oyuncu kuralları)
  }
opt-mode = { $mode ->
    [perevodnoy] aktarmalı
   *[podkidnoy] klasik
  }
opt-tat = «Al»dan sonra ekleme
opt-ti = { $timing ->
    [after_cover] kapatınca
   *[any_time] her an
  }
opt-teams = { $teams ->
    [pairs] 2'ye 2
    [threepairs] üç çift
    [threes] 3'e 3
   *[none] takımsız
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] bire bir
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — doğrudan bilgisayara karşı, kartlar hemen dağıtılır.

## issue 18
cmd-stats = istatistiklerim
cmd-top = bu grubun sıralaması
cmd-forget = verilerimi sil
stats-title = 📊 İstatistiklerin
stats-title-group = 📊 İstatistik: { $name } — bu grubun oyunları
stats-none = Henüz bitmiş oyun yok.
stats-line = { $who }: { $games ->
    [one] { $games } oyun
   *[other] { $games } oyun
  }, { $wins } galibiyet, { $game ->
    [durak] durak olma { $losses ->
        [one] bir kez
       *[other] { $losses } kez
      }, { $draws ->
        [one] { $draws } beraberlik
       *[other] { $draws } beraberlik
      }
   *[other] { $losses } yenilgi
  } — %{ $rate } kazanma
stats-who-all = Tüm oyunlar
stats-who-people = 👥 İnsanlara karşı
stats-who-computer = 🤖 Bilgisayara karşı ({ $level ->
    [random] kolay
    [ismcts] zor
    [heuristic] normal
   *[other] seviye bilinmiyor
  })
stats-streak = 🔥 Üst üste galibiyet: şu an { $current }, en iyi { $best }
stats-rating = 📈 Puan: { $rating } ± { $pm } ({ $games ->
    [one] { $games } puanlı oyun
   *[other] { $games } puanlı oyun
  })
stats-favourite = ⭐ Favori tür: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] aktarmalı
   *[podkidnoy] klasik
  }, { $seats ->
    [one] { $seats } kişi
   *[other] { $seats } kişi
  }{ $teams ->
    [pairs] , çifte karşı çift
    [threepairs] , üç çift
    [threes] , üçe karşı üç
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, takıma karşı takım
   *[other] bire bir
  }
btn-stats-chart = 📈 Grafik
stats-replays = ▶️ Son ellerin tekrarları — aşağıdaki düğmelerle, en yenisi üstte.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · el { $deal }
stats-chart-caption = 📈 Haftalık oyunlar ve o ana kadarki kazanma oranı
stats-chart-caption-group = 📈 { $name }: bu gruptaki haftalık oyunlar ve şimdiye kadarki kazanma oranı
chart-title = Oyunlar ve kazanma oranı
chart-games = oyun
chart-rate = kazanılan, %
picture-standings-rank = Sıra
picture-standings-player = Oyuncu
picture-standings-score = Puan
picture-standings-buchholz = Buchholz
picture-standings-games = Oyun
picture-bracket-round = { $n }. tur
picture-bracket-final = Final
picture-bracket-semifinal = Yarı final
picture-bracket-quarterfinal = Çeyrek final
picture-bracket-champion = Şampiyon
picture-bracket-bye = bay
picture-bracket-walkover = hükmen
err-not-your-stats = Bunlar başka birinin istatistikleri: /stats komutunu kendin yaz.
top-title = 🏆 { $game } — { $period ->
    [week] bu hafta
    [month] bu ay
   *[all] tüm zamanlar
  }
top-line = { $n }. { $name } — { $games } oyunda { $wins } galibiyet (%{ $rate })
top-empty = Henüz sıralamada kimse yok.
top-loser-week = 🤡 Haftanın durağı: { $name } ({ $n ->
    [one] bir kez
   *[other] { $n } kez
  })
top-hint = Yalnızca insanlar arası oyunlar; sıralamaya girmek için en az { $n ->
    [one] { $n } oyun
   *[other] { $n } oyun
  }. /profile ile kendini gizleyebilirsin.
top-global-title = 🌍 Küresel puan tablosu — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, oyun: { $games }
top-global-empty = Bu tabloda henüz kimse yok.
top-global-hint = Glicko-2 puanları, yalnızca insanlar arası oyunlarla değişir (masada bilgisayar yokken). Listede: /profile'da «🌍 Küresel puan tablosu»nu açanlar, en az { $n ->
    [one] { $n } puanlı oyunla
   *[other] { $n } puanlı oyunla
  }.
top-global-unknown = Burada «{ $name }» diye bir oyun yok: /top global yazıp şunlardan birini ekle: { $games }.
top-global-season = 🗓 Sezon: { $season } ({ $current ->
    [yes] süren
   *[no] bitti
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Güncel sezon
top-season-unknown = Böyle bir sezon yok ya da artık saklanmıyor: sıralamanın düğmelerinden birine basın.
stats-best-season = 🏅 En iyi sezon: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Hafta
    [month] Ay
   *[all] Tüm zamanlar
  }
forget-private-only = /forget botla özel sohbette çalışır.
forget-ask = Verilerin silinsin mi? Sonuçların ve istatistiklerin kaldırılır, saklanan oyun kayıtlarındaki yerlerin anonim olur. Bu geri alınamaz.
btn-forget-yes = 🗑 Sil
btn-forget-no = Kalsın
forget-kept = Hiçbir şey silinmedi.
forget-done = Verilerin silindi.
forget-leave-first = Önce açık oyunlarından ayrıl.
profile-hidden = 🏆 Grup sıralamaları: { $on ->
    [yes] gizlisin
   *[no] görünüyorsun
  }
profile-talk = 💬 Masa sohbeti: { $on ->
    [yes] açık
   *[no] kapalı
  }
btn-hide = { $on ->
    [yes] 🏆 Beni sıralamalarda gizle
   *[no] 🏆 Beni sıralamalarda göster
  }
btn-talk = { $on ->
    [yes] 💬 Masa sohbetini aç
   *[no] 💬 Masa sohbetini kapat
  }
profile-rated = 🌍 Küresel puan tablosu (/top global): { $on ->
    [yes] listedesin
   *[no] listede değilsin
  }
btn-rated = { $on ->
    [yes] 🌍 Beni küresel tabloya ekle
   *[no] 🌍 Beni küresel tablodan çıkar
  }

## issue 16
err-room-locked = Odayı kuran kişi odayı kapattı: yeni oyuncu almıyor.
takeover-ok = Tamam: artık bu oyuncunun yerine bilgisayar oynuyor.
takeover-self = Bu senin kendi yerin: buradasın, bu yüzden bilgisayar onu oynamıyor. Hamleni botla özel sohbetinde yap.
takeover-announce = 🤖 { $game }: artık şu kişilerin yerine bilgisayar oynuyor: { $names }. Yeri geri almak için bu oyunun herhangi bir düğmesine bas.
takeover-announce-rated = 🤖 { $game }: artık { $names } yerine bilgisayar oynuyor ve sıralamada bu maç { $names } için yenilgi. Yerini geri almak için bu oyunun herhangi bir düğmesine dokun.
kick-ok = Oyuncu yerinden çıkarıldı.
lock-already = Zaten öyle.
lock-on = Kapalı: oda yeni oyuncu almıyor.
lock-off = Yeni oyunculara açık.
you-are-out = 🏁 Oyunu bitirdin — kartın kalmadı. Diğerleri oynamaya devam ediyor; sonuç burada görünecek. Artık kimseyi rahatsız etmeden odadan ayrılabilirsin.
btn-leave-out = 👋 Odadan ayrıl
computer-plays-for-you = 🤖 Artık senin yerine bilgisayar oynuyor: yerini geri almak için herhangi bir düğmeye bas.
btn-my-cards = 🃏 Kartlarım
tap-my-cards = 👉 { $names }: sıra sende — «🃏 Kartlarım»a dokun, kartların burada yalnızca sana görünür.
err-not-seated-here = Bu masada oturmuyorsun.
next-deal-auto = ⏩ Sonraki tur { $dur } sonra kendiliğinden başlar; aşağıdaki düğme hemen başlatır.
btn-rematch = 🔁 Yeniden oyna
lobby-locked = 🔒 Kapalı: yeni oyuncu yok.
btn-take-over = 🤖 Yerine oyna: { $name }
btn-kick = ✖ Çıkar: { $name }
btn-lock = 🔒 Odayı kapat
btn-unlock = 🔓 Odayı aç
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Galibiyetler: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Ekleme: her kart kapatılınca { $n } sn bekle
durak-throw-wait-take = ⏱ Ekleme: her kart kapatılınca ya da savunan alınca { $n } sn bekle
durak-throw-wait-off = ⏱ Ekleme: süre sınırı olmadan bekle
btn-throw-wait = ⏱ Ekleme beklemesi: { $n } sn
btn-throw-wait-off = ⏱ Ekleme beklemesi: sınırsız
bar-throwin = ⏱ { $bar } { $n } sn — ekle ya da «Pas»a bas; sonra saldırı kendiliğinden biter.
bar-throwin-take = ⏱ { $bar } { $n } sn — ekle ya da «Pas»a bas; sonra savunan kartları alır.
bar-still = (Grupta bu geri sayım ilerlemez — Telegram bir botun her grupta dakikada yalnızca 20 kez düzenleme yapmasına izin verir: { $n } sn bu mesajın göründüğü andan itibaren sayılır.)
game-over-header = 🏁 { $game }: oyun bitti.

## issue 32: quick match
cmd-play = herkesle oyna (hızlı maç)
btn-quick = 🎲 Herkesle oyna
btn-quick-any = fark etmez
btn-quick-wait = ⏱ { $sec } sn
btn-quick-go = 🎲 Sıraya gir
btn-quick-leave = Sıradan çık
btn-quick-fill = 🤖 Bilgisayarla doldur
btn-quick-keep = ⏳ { $sec } sn daha bekle
quick-seats = { $n ->
    [one] { $n } oyuncu
   *[other] { $n } oyuncu
  }
quick-seats-range = { $low }–{ $high } oyuncu
quick-menu-title = 🎲 Herkesle oyna: seni aynı oyunu arayan insanlarla aynı masaya oturturum.
quick-menu-choice = Seçilen: { $what }.
quick-menu-hint = { $sec } sn içinde kimse gelmezse bilgisayar öneririm. Rakipler yalnızca adını görür (istersen tam adını, /profile'da).
quick-waiting = ⏳ Rakip aranıyor: { $what }. { $sec } sn içinde kimse çıkmazsa bilgisayar öneririm.
quick-offer = Henüz kimse yok ({ $what }). Boş yerlere bilgisayar ({ $n }) koyup başlayalım mı, yoksa biraz daha bekleyelim mi?
quick-matched = 🎲 Rakipler bulundu: { $names }{ $n ->
    [0] {""}
   *[other] {""} ve bilgisayarlar ({ $n })
  }. Kartların bir sonraki mesajda. Bol şans!
quick-filled = 🤖 Bilgisayarlara ({ $n }) karşı oynuyorsun. Kartların bir sonraki mesajda.
quick-left = Sıradan çıktın.
quick-not-queued = Artık sırada değilsin.
quick-in-queue = Zaten sıradasın — işte burada.
quick-joined = Sıradasın.
quick-keep-ok = Beklemeye devam.
quick-private = Herkesle oynamak botla özel sohbette olur: aşağıdaki düğmeye bas ve orada bir oyun seç.
quick-cooldown = Henüz değil: hızlı maçlardan erken ayrıldın ({ $n } kez), bu yüzden sonrakinden önce { $sec } sn bekliyorsun. Maçlarını sonuna kadar oyna, bekleme kısalır.
quick-too-many-joins = Çok sık: sıraya dakikada en çok { $n } kez girebilirsin. { $sec } sn sonra yeniden dene.
err-not-your-menu = Bu başka bir oyuncunun menüsü: kendininkini /play ile aç.
profile-name = 🎲 Yabancılarla oyunlarda ad: { $on ->
    [yes] tam ad
   *[no] yalnızca ad
  }
btn-show-name = { $on ->
    [yes] 🎲 Tam adımı göster
   *[no] 🎲 Yalnızca adımı göster
  }
quick-found = 🎲 Rakipler bulundu — kartların bir sonraki mesajda.

# Card names for screen readers on the table page (see en)
card-name = { $suit } { $rank }
card-rank-a = ası
card-rank-2 = ikilisi
card-rank-3 = üçlüsü
card-rank-4 = dörtlüsü
card-rank-5 = beşlisi
card-rank-6 = altılısı
card-rank-7 = yedilisi
card-rank-8 = sekizlisi
card-rank-9 = dokuzlusu
card-rank-t = onlusu
card-rank-j = valesi
card-rank-q = kızı
card-rank-k = papazı
card-rank-it-j = valesi
card-rank-it-q = şövalyesi
card-rank-it-k = kralı
card-suit-s = maça
card-suit-h = kupa
card-suit-d = karo
card-suit-c = sinek
card-suit-it-s = kılıç
card-suit-it-h = kupa
card-suit-it-d = sikke
card-suit-it-c = sopa

# ----- tournaments in a group (issue 47) -----
cmd-tournament = bu gruptaki turnuva
tn-title = 🏆 Turnuva: { $game }, { $format }
tn-format-swiss = İsviçre sistemi
tn-format-knockout = eleme usulü
tn-rounds = Tur sayısı: { $n }
tn-people = Kayıtlı ({ $n } / { $max }): { $names }
tn-nobody = Henüz kimse kaydolmadı.
tn-status-running = ▶️ { $round }. tur oynanıyor ({ $rounds } turdan).
tn-status-finished = 🏁 Turnuva bitti.
tn-status-cancelled = ✖️ Turnuva iptal edildi.
tn-how = { $min } ile { $max } kişi arası. Turnuvayı açan kişi ya da bir grup yöneticisi başlatır.
tn-btn-join = ➕ Katıl
tn-btn-leave = ➖ Ayrıl
tn-btn-start = ▶️ Başlat
tn-btn-cancel = ✖️ İptal et
tn-computer = 🤖 bilgisayar
tn-round = Tur { $round } / { $rounds }:
tn-bye = { $name }: bay (oyunsuz galibiyet)
tn-round-go = Her masa aşağıda bu grubun bir oyunu. Bol şans!
tn-winner = 🥇 Kazanan: { $name }
tn-standings = Son sıralama:
tn-group-only = Turnuvalar gruplarda oynanır: botu bir gruba ekleyip orada /tournament gönder.
tn-usage = Kullanım: /tournament <oyun> [swiss|knockout] [tur]. Oyunlar: { $games }. { $min } ile { $max } kişi arası.
tn-joined = Turnuvaya kaydoldun.
tn-left = Artık listede değilsin.
tn-started = Turnuva başlıyor!
tn-cancelled = Turnuva iptal edildi.
tn-err-joined = Zaten listedesin.
tn-err-not-in = Listede değilsin.
tn-err-closed = Bu turnuvanın kayıtları kapandı.
tn-err-full = Turnuva dolu.
tn-err-count = Bir turnuva için 4 ile 64 kişi gerekir.
tn-err-not-creator = Bunu yalnızca turnuvayı açan kişi ya da bir grup yöneticisi yapabilir.
tn-err-open = Bu grupta zaten açık bir turnuva var: önce onu bitirin.
top-tournaments = 🏆 Turnuvalar:
top-tournament-line = 🥇 { $name } (katılımcı: { $n })
btn-top-tournament = 📋 Sonuçlar: { $name }, { $date }
top-tournament-unknown = Böyle bir turnuva burada yok ya da artık saklanmıyor: sıralamanın düğmelerinden birine basın.
tn-btn-end = ⛔ Turnuvayı bitir
tn-ended = Turnuva bitti: sonuna kadar oynanan turlar sayılır.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Başlangıç { $time } ({ $zone }). O saate kadar { $min } kişiden az kayıt olursa iptal edilir.
tn-btn-later-15 = ⏰ +15 dk
tn-btn-later-60 = ⏰ +1 sa
tn-btn-no-time = ⏰ Saatsiz
tn-time-set = Başlangıç { $time } ({ $zone }) — { $minutes } dk sonra.
tn-time-cleared = Başlangıç saati kaldırıldı: turnuva «▶️ Başlat» ile başlar.
tn-err-time = Başlangıç saati yalnızca önümüzdeki 24 saat içinde olabilir.
tn-err-no-time = Belirlenmiş bir başlangıç saati yok.
tn-called-off = ✖️ Turnuva iptal edildi: belirlenen saate kadar { $n } kişi kayıt oldu, en az { $min } gerekiyor.
tn-called-off-late = ✖️ Turnuva iptal edildi: başlangıç saatinde bot çalışmıyordu ve o zamandan beri bir saatten fazla geçti.
tn-status-paused = ⏸ Duraklatıldı: bu turun masaları oynamaya devam ediyor; sonraki tur, turnuva sürdürülünce başlar.
tn-btn-pause = ⏸ Duraklat
tn-btn-resume = ▶️ Sürdür
tn-paused = Duraklatıldı: turnuva sürdürülene kadar yeni tur başlamaz.
tn-resumed = Turnuva devam ediyor.
tn-err-paused = Turnuva zaten duraklatılmış.
tn-err-not-paused = Turnuva duraklatılmış değil.
tn-btn-drop = 🚫 Oyuncu çıkar
tn-drop-pick = Turnuvadan kim çıkarılsın? Bir isme dokunun.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } artık turnuvada değil.
tn-dropped-note = 🚫 { $name } turnuvadan çıkıyor: sonraki turlarda eşleştirilmez, süren oyun da masadan ayrılma sayılır.
tn-left-group = 🚪 { $name } artık grupta değil ve turnuvadan çıkıyor.
tn-err-dropped = Bu kişi zaten çıktı.
tn-err-no-player = Bu kişi turnuvada değil.
tn-out = Çıkanlar: { $names }
tn-usage-time = Saatli başlangıç: /tournament durak 21:00 (UTC) veya 21:00+3 (UTC+3) — kendiliğinden başlar; saat farkı grubun sonraki turnuvaları için hatırlanır.
tn-seats = Masada: { $size ->
    [tables] puana göre 3–4 kişi (5 kişi: 3 + 2 ve bir bilgisayar)
   *[pairs] iki kişi, bire bir
  }
tn-opt-seats = { $size ->
    [tables] masada 3–4
   *[pairs] bire bir
  }
tn-options-how = Turnuva başlayana kadar kurucusu veya bir grup yöneticisi tüm masaların kurallarını aşağıdaki düğmelerle seçer.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, tur { $round }/{ $rounds }: masanız hazır. Masanızda: { $names }.
tn-ping-hand-here = Kartlarınız bu sohbette, aşağıda.
tn-ping-hand-group = Kartlarınız grupta: masanın altındaki «🃏 Kartlarım» düğmesi.
tn-ping-link = Gruptaki turnuva: { $link }
tn-ping-group = 🔔 { $names }: masalarınız hazır — bu grupta aşağıda.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Analiz
review-working = Eli analiz ediyorum… Analizi özel sohbete göndereceğim.
review-busy = Bu elin analizi zaten hazırlanıyor — hazır olur olmaz göndereceğim.
review-title = 🔎 Analiz: { $game }, el { $n }
review-mistake = Hamle { $move }: «{ $played }» oynadın; «{ $better }» daha iyiydi — sana { $cost } kaybettirdi.
review-cost-chance = durak olmama şansının ~%{ $percent }'i
review-cost-points = ~{ $points } puan
review-none = Hata bulunamadı: tüm kararların ({ $n }) aramanınkiler kadar iyiydi. İyi oyundu!
review-how = Her karar, o anda gördüklerine göre değerlendirilir — başkalarının kartlarına asla bakılmaz.
err-review-players-only = Yalnızca oynadığın bir el analiz edilebilir.
err-review-unavailable = Bu el analiz edilemez: sonuna kadar oynanmadı ya da artık saklanmıyor.
err-review-limit = Bu saat için yeterince analiz yapıldı — bir sonraki { $minutes } dk sonra mümkün.
err-review-failed = El analiz edilemedi — lütfen daha sonra tekrar dene.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 İpucu
hint-thinking = 💡 Bir ipucu düşünüyorum…
hint-move = 💡 En güçlü bilgisayar «{ $move }» oynardı.
hint-why-cover = { $trump ->
    [yes] Kozla kapatın: yoksa elinize { $cards } gelir.
   *[no] Kapatın: yoksa elinize { $cards } gelir.
  }
hint-why-take = Alın: şimdi savunmak daha pahalı. Elinize { $cards } gelir.
hint-why-transfer = Aktarın: sıradaki oyuncu savunur, masada { $cards } olur.
hint-why-throw-in = Atın: savunanın elinde { $cards } var.
hint-why-hold = Artık atmayın: bu kartlar sonra işinize yarar.
hint-why-lead-low = Koz olmayan en küçük kartınızla açın: güçlüleri saklayın.
hint-why-enough = «Yeter!» deyin: destenizde gördüğünüz puanlar: { $points }.
hint-why-not-yet = Henüz «Yeter!» demeyin: destenizde gördüğünüz puanlar: { $points }.
hint-why-stop = «Dur!» deyin: elinizdeki bu kartlarla kazanırsınız.
hint-why-sweep = Bütün masayı alın — bu bir scopa, bir puan daha. Destenize { $cards } gider.
hint-why-settebello = Settebello'yu, karo yediliyi alın: tek başına bir puan. Destenize { $cards } gider.
hint-why-primiera = Yedilileri alın — primiera'yı onlar belirler. Bu alıştaki yedililer: { $sevens }; destenize { $cards } gider.
hint-why-no-sweep = Bu kartı oynayın: ondan sonra tek bir kart bütün masayı alamaz — rakibe scopa yok.
hint-why-capture = Alın: destenize { $cards } gider.
hint-why-only = Burada mantıklı tek bir hamle var.
hint-why-luck = Bu kör bir kura: her kart diğeri kadar iyidir.
hint-why-best-chance = Aramanın tahminine göre böyle durak olmama şansınız: ~%{ $percent }.
hint-why-best-points = Aramanın tahminine göre bu hamle bariz olandan yaklaşık { $points } puan daha iyi.
hint-why-best-plain = Aramanın tahminine göre buradaki en iyi hamle bu.
err-hint-not-yours = Bu düğme sizin değil.
err-hint-not-allowed = İpuçları yalnızca bilgisayarlara karşı oyunlarda var (asla başka bir kişiyle, asla dereceli maçta değil); /profile içinde «💡 İpuçları» açık olmalı.
err-hint-stale = Şimdi ipucu yok: sıra sizde değil (ya da mesaj eski).
err-hint-failed = İpucu olmadı — yeniden deneyin.
hints-on = 💡 İpuçları açık.
hints-off = 💡 İpuçları kapalı.
profile-hints = 💡 Bilgisayarlara karşı oyunlarda ipuçları: { $on ->
    [yes] açık
   *[no] kapalı
  }
btn-hints = { $on ->
    [yes] 💡 İpuçlarını aç
   *[no] 💡 İpuçlarını kapat
  }
