## Kozyr — oʻzbekcha (lotin yozuvi)
# Lugʻat (bir atama — bir maʼno):
#   Durak (дурак) — «Durak» (oʻyin ham, oxirida qoʻlida karta qolgan oʻyinchi ham);
#     podkidnoy (подкидной) — «qoʻshma», perevodnoy (переводной) — «oʻtkazma».
#   Bura (бура) — «Bura». Scopa — «Scopa» (italyan oʻyini; Ispaniyada Escoba deb ataladigan oilasidan).
#   Karta darajalari: J Q K A (valet, dama, korol, tuz) — kartalar kodidagidek, matnda ham harf bilan.
#   trump (козырь) — kozir; take («Беру») — olish, tugma «Olaman»; throw in (подкинуть) — qoʻshish;
#   transfer (перевести) — oʻtkazish; beat (побить) — urish; pass — «Pas»; trick (взятка) — oʻlja;
#   deal (раздача) — tarqatish; stock (колода) — qoldiq; discard (бито) — chiqqan; dump (сбросить) — yopiq tashlash;
#   Scopa: lay a card — stolga qoʻyish, take/capture — olish.
#   «Хватит!» — «Yetadi!»; «Стоп!» — «Toʻxta!».
#   scopa — scopa; settebello — settebello; primiera — primiera; coins (денари) — tangalar.
#   match points — ball; card worth (очки карт) — kartalar qiymati.
#   fingerprint (отпечаток колоды) — koloda izi; seed — maxfiy urugʻ; record — yozuv; contribution — hissa.
#   Matnda tutuq belgisi sifatida oddiy apostrof (') ishlatiladi: o', g'.

welcome = Salom! Men Kozyr: Telegram'da durak, bura va scopa.
    Pastdagi tugmalar: 🤖 — darhol kompyuter bilan o'ynash; 🤖 belgisiz o'yin — do'stlar uchun taklif havolasi bilan xona.
    Guruhda: /durak, /bura, /scopa yoki /new stol ochadi; do'stlar bitta tugma bilan qo'shiladi.
    /hand — kartalarimni qayta yuborish, /rules — o'yin qoidalari, /profile — til, koloda uslubi va koloda izi.
    /stats — statistikam, /top — guruh reytingi, /forget — ma'lumotlarimni o'chirish, /help — barcha buyruqlar.
help = Buyruqlar:
    /durak, /bura, /scopa — xona ochish (guruhda yoki shu yerda)
    /play — istalgan kishi bilan o'ynash: notanishlar bilan tezkor o'yin
    /new — o'yin tanlash (🤖 — darhol kompyuterga qarshi)
    /hand — kartalarim bor xabarni qayta yuborish
    /mute — joriy stoldagi suhbatni eshitmaslik (yana bosilsa — yana eshitish)
    /rules — qisqacha qoidalar, kartalar qiymati bilan
    /language — til (guruhda — stol tili, administratorlar uchun)
    /hands — guruhda: kartalar to'g'ridan-to'g'ri guruhda ko'rsatilsinmi, har kimga faqat o'ziniki (administratorlar uchun)
    /profile — til, scopa kolodasi uslubi, koloda izi 🔒, yurish haqida eslatma, reytingdan yashirinish
    /stats — statistikam: o'yinlar, g'alabalar, seriyalar (guruhda — shu guruh o'yinlari)
    /top — guruhning hafta, oy, butun vaqt bo'yicha reytingi (guruhda)
    /top global — umumiy reyting (/top global durak, bura, scopa)
    /tournament durak — guruhda turnir: yozilish, raundlar, yakuniy jadval (Shveytsariya yoki chiqib ketish tizimi)
    /forget — ma'lumotlarim va statistikamni o'chirish
    Qanday o'ynash kerak: guruhdagi stol ostidagi «Qo'shilish», so'ng «Tayyor» tugmasini bosing. Barcha o'rinlar band bo'lib, hamma tayyor bo'lganda o'yin boshlanadi. O'z xabaringizdagi tugmalar bilan yuring — guruhda (uni faqat siz ko'rasiz; «🃏 Kartalarim» uni qayta yuboradi) yoki shaxsiy chatda: u yerda faqat sizning kartalaringiz va hozir ruxsat etilgan yurishlar ko'rinadi.
pick-game = Qaysi o'yin?
pick-done = Qaysi o'yin? — { $game }
err-picked = O'yin allaqachon tanlangan.
no-rooms = Ochiq xonangiz yo'q. O'yin boshlang: /new
invite-forward = Xona yaratildi. Taklif havolasini do'stingizga yuboring:
    { $url }
hand-moved = ⬇️ { $game }: o'yin pastda davom etadi.
you-left = Siz xonadan chiqdingiz.

cmd-new = yangi o'yin (tanlash)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = kartalarimni qayta yuborish
cmd-mute = stol suhbati: o'chirish/yoqish
cmd-profile = profil: til, koloda, iz
cmd-help = yordam

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Kompyuter { $n }
player-name = O'yinchi { $n }
seat-free = — bo'sh —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] o'tkazma
   *[podkidnoy] qo'shma
  }, { $seats ->
    [one] { $seats } o'rin
   *[other] { $seats } o'rin
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] yakkama-yakka
  }, { $target } gacha
title-bura = 🂮 Bura

options-durak = Qoidalar: { $mode ->
    [perevodnoy] o'tkazma
   *[podkidnoy] qo'shma
  }; «Olaman»dan keyin qo'shish: { $tat ->
    [yes] ha
   *[no] yo'q
  }
options-scopa = Qoidalar: { $seats ->
    [4] ikki kishilik ikki jamoa (1 va 3-o'rinlar 2 va 4-ga qarshi)
   *[other] yakkama-yakka
  }; { $target } ballgacha o'yin
options-bura = Qoidalar: match 12 ballgacha; o'ljalaringizdagi kartalar qiymati 41–70 bo'lganda — «Yetadi!».

lobby-header = O'rinlar: { $taken } / { $capacity }
lobby-hint = Barcha o'rinlar band bo'lib, hamma «Tayyor»ni bosganda o'yin boshlanadi. 🔒 Koloda: { $fp }
commitment-line = 🔒 Koloda izi: { $fp } (koloda allaqachon qayd etilgan; «Tayyor»ni bosishingiz o'z tasodifiyligingizni qo'shadi)
invite-line = Taklif havolasi: { $url }
unreachable = ⚠ { $names }: bot sizga yoza olmaydi. Botni oching: { $url }
next-deal-header = { $n }-tarqatish: «Keyingi tarqatish»ni bosing.

btn-join = ➕ Qo'shilish
btn-invite = 📨 Taklif qilish
btn-ready = ✅ Tayyor
btn-ready-app = 🎲 Tayyor — o'z tasodifiyligim
btn-unready = ↩ Tayyor emas
btn-add-computer = 🤖 + Kompyuter
btn-remove-computer = 🤖 − Olib tashlash
btn-fill = 🤖 + { $n ->
    [one] { $n } kompyuter
   *[other] { $n } kompyuter
  }
btn-settings = ⚙️ Sozlamalar
btn-settings-back = ← Lobbiga qaytish
btn-team = { $mark } { $n }-jamoa
btn-shuffle = 🔀 Jamoalarni aralashtirish
btn-leave = 🚪 Chiqish
btn-surrender = { $game ->
    [bura] 🏳 Matchni berish
    [scopa] 🏳 O'yinni berish
   *[other] 🏳 Taslim bo'lish
  }
btn-end-game = ⛔ O'yinni tugatish
btn-next-deal = ▶ Keyingi tarqatish
btn-record = 📄 Tarqatish yozuvi
btn-check-deck = 🔍 Kolodani tekshirish
btn-replay = ▶️ Takror
replay-share-text = ▶️ Tarqatish takrorini tomosha qiling: { $game }
btn-table = 🎴 Stol
btn-record-match = 📄 Yozuv: { $n }-match
btn-back = ← Orqaga
btn-seats-minus = − o'rin
btn-seats-plus = + o'rin

cards-count = { $n ->
    [one] { $n } karta
   *[other] { $n } karta
  }
tricks-count = { $n ->
    [one] { $n } o'lja
   *[other] { $n } o'lja
  }
score-points = { $n ->
    [one] { $n } ball
   *[other] { $n } ball
  }

table-empty = Stol bo'sh.
table-cards = Stolda: { $cards }
your-hand = Kartalaringiz: { $cards }
waiting-for = Kutilmoqda: { $names }
state-out = chiqdi
state-passed = pas
state-taking = oladi

durak-status = ★ Kozir: { $trump } · Qoldiq: { $stock } · Chiqqan: { $discard }
last-durak-attack = Oxirgi yurish: { $name } — { $card }
last-durak-transfer = Oxirgi yurish: { $name } { $card } bilan o'tkazdi
last-durak-defend = Oxirgi yurish: { $name } { $target } ni { $card } bilan urdi
last-durak-take = Oxirgi yurish: { $name } oladi
last-durak-pass = Oxirgi yurish: { $name } — pas
last-durak-throw-timeout = Oxirgi yurish: qo'shish vaqti tugadi
prompt-durak-lead = Sizning yurishingiz: karta tanlang.
prompt-durak-throw = Karta qo'shishingiz yoki «Pas»ni bosishingiz mumkin.
prompt-durak-defend = Uring yoki oling.
prompt-durak-defend-transfer = Uring, o'tkazing yoki oling.
act-attack = { $card } qo'shish
act-defend = { $target } ni { $card } bilan urish
act-transfer = { $card } bilan o'tkazish
act-take = Olaman
act-pass = Pas
durak-draw = Durang: oxirgi kartalar birga chiqdi.
durak-out-order = Chiqqanlar: { $names }
result-none = O'yin to'xtatildi.

scopa-status = { $deal }-tarqatish · Qoldiq: { $stock } · { $target } ballgacha
scopa-redeal = { $n ->
    [1] 🔄 Qayta tarqatish: stolda uch yoki to'rt korol bor edi — kartalar qaytadan tarqatildi.
   *[other] 🔄 Qayta tarqatish ({ $n }-marta): stolda uch yoki to'rt korol bor edi — kartalar qaytadan tarqatildi.
  }
scopa-side = { $side }-tomon ({ $who }): { $score } · olgani { $pile } · scopa { $scopas }
scopa-last-capture = Oxirgi yurish: { $name } — { $card } bilan oldi: { $cards }
scopa-last-drop = Oxirgi yurish: { $name } { $card } ni stolga qo'ydi
prompt-scopa = Sizning yurishingiz: karta tanlang.
act-capture = { $card } bilan olish: { $cards }
act-drop = { $card } ni stolga qo'yish
scopa-deal-side = { $who }: kartalar { $cards }, tangalar { $coins }, settebello { $settebello }, primiera { $primiera }, scopa { $scopas } → +{ $points }

bura-status = { $deal }-tarqatish · ★ Kozir: { $trump } · Qoldiq: { $stock }
bura-lead = Stolda, { $name } yurdi: { $cards }
bura-window = ⏱ «To'xta!» oynasi ochiq.
bura-claim = ⏱ «To'xta!» aytildi: hujumchining javobi kutilmoqda.
bura-draw-header = 🎴 Birinchi yurish uchun qur'a: har kim bitta yopiq karta oladi. Kattasi (6 < 7 < 8 < 9 < 10 < J < Q < K < A) yuradi; teng bo'lsa — qaytadan tortiladi.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — teng, qaytadan tortamiz.
bura-draw-picked = ✋ { $name }: karta tanlandi
bura-draw-picking = ⏳ { $name }: karta tanlamoqda
bura-draw-result = 🎴 Qur'a: { $a }: { $ca }, { $b }: { $cb } → { $first } yuradi
bura-last-beat = Oldingi yurish: { $name } urdi: { $pairs }
bura-last-dump = Oldingi yurish: { $name } { $n } ta kartani yopiq tashladi: { $cards }
last-bura-lead = Oxirgi yurish: { $name } { $n ->
    [one] { $n } ta karta
   *[other] { $n } ta karta
  } bilan yurdi
last-bura-beat = Oxirgi yurish: { $name } yurishni urdi
last-bura-dump = Oxirgi yurish: { $name } { $n ->
    [one] { $n } ta kartani
   *[other] { $n } ta kartani
  } yopiq tashladi
last-bura-enough = Oxirgi yurish: { $name } — «Yetadi!»
last-bura-continue = Oxirgi yurish: { $name } yana oladi
last-bura-stop = Oxirgi yurish: { $name } — «To'xta!»
last-bura-surrender = { $name } taslim bo'ldi
prompt-bura-lead = Sizning yurishingiz: bitta kartani yoki bir xil masti ikki-uchta kartani belgilang, so'ng «Yurish»ni bosing.
prompt-bura-draw = Bitta yopiq kartani tanlang:
prompt-bura-defend = Har bir kartani uring (o'zingiznikini belgilang) yoki shuncha kartani yopiq tashlang.
prompt-bura-decide = O'lja sizniki: «Yetadi!» yoki yana olasizmi?
prompt-bura-stop = «To'xta!» deyishingiz mumkin (uchta olti, uchta tuz yoki bir mastli uchta karta bilan yurishni tortib olish).
prompt-bura-claim = Raqibingiz «To'xta!» dedi. Iloji bo'lsa, o'z «To'xta!»ngiz bilan javob bering.
act-lead = Yurish: { $cards }
act-dump = Tashlash: { $cards }
act-beat = Urish: { $pairs }
act-enough = ✋ Yetadi!
act-continue = 🂠 Yana olish
act-stop = 🛑 To'xta!
act-surrender = 🏳 Taslim bo'lish
act-pick = Yopiq karta № { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → ballar raqibga: { $name } +{ $n }
bura-award-three_sixes = { $name }: uchta olti — +{ $n }
bura-award-three_aces = { $name }: uchta tuz — +{ $n }
bura-award-more_points = { $name }: kartalar qiymati ko'proq — +{ $n }
bura-award-dry = { $name }: quruq g'alaba — +{ $n }
bura-award-tie = Kartalar qiymati teng: hech kim ball olmaydi.
bura-award-surrender = Taslim: { $name } g'alaba qozondi.
bura-pile = { $name }: kartalar qiymati { $points }, { $tricks ->
    [one] { $tricks } o'lja
   *[other] { $tricks } o'lja
  }

deal-result-header = { $n }-tarqatish natijasi:
match-score = Match hisobi: { $score }
match-winner = 🏆 G'olib: { $name }
outcome-left = O'yin to'xtatildi: { $name } chiqib ketdi.
outcome-ended = Xona egasi ({ $name }) o'yinni tugatdi.
outcome-surrender = { $name } taslim bo'ldi.

fair-ok = ✅ Halol tarqatish: koloda o'z iziga mos keldi va har bir yurish tekshirildi.
fair-warning = ⚠ Tarqatishni tekshirish muvaffaqiyatsiz — yozuvni yuklab olib, o'zingiz tekshiring.
fair-interrupted = Tarqatish to'xtatildi; iz va urug' yozuvda bor.
record-caption = Yozuv: { $game }, { $n }-tarqatish. Tekshirish: python -m engines verify <file>
record-redeal = 🔄 { $deal }-tarqatish: qayta tarqatildi — stolda uch yoki to'rt korol bor edi (koloda belgisi …:r{ $n }).
fp-current = 🔒 { $n }-tarqatish: koloda izi (maxfiy urug'ning SHA-256 qiymati):
    { $commitment }
    Urug' tarqatish tugagach ochiladi.
fp-revealed = { $n }-tarqatish tugadi. Iz:
    { $commitment }
    Ochilgan urug':
    { $seed }
fp-next = Keyingi kolodaning izi:
    { $commitment }
fp-how = Qanday tekshirish mumkin: tarqatish yozuvini yuklab oling («📄 Tarqatish yozuvi») va python -m engines verify record.json ni ishga tushiring — u izni urug'dan, kolodani urug', o'yinchilar hissasi va belgidan qayta hisoblaydi hamda har bir yurishni qayta o'ynaydi.
webapp-title = Kolodani tekshirish
webapp-intro = Brauzeringiz kolodani tarqatish yozuvidan qayta hisoblaydi: ochilgan urug'dan izni, o'yinchilar hissalari aralashmasini, kalitni, ChaCha20 oqimini va aralashtirishni. Har bir yurishni ham qoidalar bo'yicha qayta o'ynaydi; yozilgan natijalar va hisobni python -m engines verify buyrug'i tekshiradi.
webapp-ready-intro = Brauzeringiz 32 ta tasodifiy bayt oladi (crypto.getRandomValues) va ularni Telegram imzosi bilan botga yuboradi. Ular keyingi kolodani aralashtirishga kiradi, uning izi allaqachon ko'rsatilgan — server sizning hissangizga moslab koloda tanlay olmaydi.
webapp-ready-button = ✅ Tayyor
webapp-ready-sent = Sizning tasodifiyligingiz: { $randomness }
webapp-ready-done = Hissa qabul qilindi. Tarqatishdan keyin kolodani tekshirish uni aralashmada ko'rsatadi.
webapp-ready-outside = Bu tugma Telegram'da ishlaydi: uni bot xabaridan oching.
webapp-drop = Yozuv faylini (kozyr-….json) shu yerga tashlang yoki tanlang:
webapp-loading = Tarqatish yozuvi yuklanmoqda…
webapp-refused = Yozuv yo'q: { $reason }
webapp-refused-unsigned = sahifa Telegram'dan ochilmagan. Yozuvni «📄 Tarqatish yozuvi» orqali yuklab olib, shu yerga tashlang.
webapp-refused-stale = Telegram ma'lumotlari eskirgan. Tekshiruvni yopib, qayta oching.
webapp-refused-players = tarqatish yozuvi faqat uni o'ynaganlarga beriladi.
webapp-refused-unavailable = yozuv tarqatish tugagach mavjud bo'ladi.
webapp-refused-network = server javob bermadi.
webapp-refused-malformed = so'rov buzilgan.
webapp-refused-too-fast = juda tez — bir soniya kuting.
webapp-not-json = Bu fayl JSON sifatida o'qilmaydi: bu tarqatish yozuvi emas.
webapp-not-record = Bu Kozyr tarqatish yozuvi emas.
webapp-seat = Kimning kartalari:
webapp-seat-n = O'yinchi { $n }
webapp-verdict-ok = ✅ Halol koloda: hammasi brauzeringizda qayta hisoblandi va mos keldi.
webapp-verdict-fail = ❌ Tekshiruv muvaffaqiyatsiz: { $n }-tarqatish, «{ $step }» bosqichi.
webapp-deal = { $n }-tarqatish
webapp-step-record = Yozuv
webapp-step-commitment = Iz
webapp-step-label = Koloda belgisi
webapp-step-mix = O'yinchilar hissalari
webapp-step-deck = Koloda
webapp-step-deal = Tarqatilgan kartalar
webapp-step-draw = Birinchi yurish qur'asi
webapp-no-proof = Tarqatishda halollik isboti yo'q: uning kolodasini tekshirib bo'lmaydi.
webapp-bad-proof = Isbot buzilgan: iz, urug', hissalar yoki belgi noto'g'ri formatda.
webapp-commitment-ok = Ochilgan urug'ning SHA-256 qiymati tarqatishdan oldin ko'rsatilgan izga mos: { $computed }
webapp-commitment-differs = Urug'ning SHA-256 qiymati { $computed }, ammo yozuvdagi iz { $recorded }: bu va'da qilingan urug' emas.
webapp-label-ok = { $recorded } belgisi aynan shu tarqatishga tegishli.
webapp-label-redeal = { $recorded } belgisi — qayta tarqatish: bu tarqatishning har bir oldingi kolodasi stolga uch yoki to'rt korol chiqargan.
webapp-label-differs = Yozuvdagi belgi { $recorded }, ammo bu tarqatishda { $expected } bo'lishi kerak.
webapp-redeal-unneeded = { $recorded } belgisi qayta tarqatishni bildiradi, ammo { $label } kolodasiga bu kerak emas edi.
webapp-contribution-malformed = { $n }-hissa Mini App tasodifiyligi deb ko'rsatilgan, lekin unda 64 ta o'n oltilik raqam yo'q.
webapp-mix-ok = Hissalar aralashmasi (SHA-256): { $mix }
webapp-deck-ok = Kalit (HKDF-SHA256): { $hkdf }. ChaCha20 oqimi kolodani aralashtirdi:
webapp-deal-ok = Yozuvdagi kartalar aynan shu kolodadan.
webapp-deal-unstated = Yozuvda tarqatilgan kartalar ko'rsatilmagan: quyidagi kartalarni o'zingizdagisi bilan solishtiring.
webapp-deck-differs = Yozuvdagi kolodaning { $n }-kartasi { $recorded }, ammo aralashtirish { $derived } beradi.
webapp-hand-differs = Yozuvda { $seat }-o'yinchining kartalari { $recorded }, ammo koloda { $derived } beradi.
webapp-table-differs = Yozuvdagi stol { $recorded }, ammo koloda { $derived } beradi.
webapp-stock-differs = Yozuvdagi qoldiq aralashtirishga mos kelmaydi.
webapp-leader-unknown = Yozuvda oldingi tarqatish natijasi yo'q: kim yurgani noma'lum.
webapp-draw-ok = Qur'a qayta hisoblandi: { $seat }-o'yinchi yuradi.
webapp-draw-bad-picks = Qur'a, { $k }-davra: tanlangan o'rinlar mumkin emas.
webapp-draw-differs = Qur'a, { $k }-davra: yozuvda { $recorded }, ammo koloda { $derived } beradi.
webapp-draw-rounds = Qur'a: yozuvdagi davralar soni qayta hisoblangan qur'aga mos emas.
webapp-draw-first = Qur'a bo'yicha { $seat }-o'yinchi yuradi, ammo yozuvda boshqasi.
webapp-step-moves = Yurishlar
webapp-moves-ok = Qoidalar bo'yicha qayta o'ynalgan yurishlar: { $n }, har biriga ruxsat bor.
webapp-moves-illegal = { $n }-yurishga ({ $move }) ruxsat yo'q: { $why }.
webapp-moves-why-turn = o paytda bu o'yinchining navbati emas edi
webapp-moves-why-hand = o'yinchida bu karta yo'q edi
webapp-moves-why-rule = qoidalar o paytda bunga ruxsat bermaydi
webapp-moves-why-over = tarqatma allaqachon tugagan edi
webapp-moves-unfinished = Yurishlar tarqatma tugashidan oldin uziladi, holbuki undan keyin yana biri keladi.
webapp-contribution-app = Mini App'dan o'z tasodifiyligi
webapp-contribution-press = Telegram'da tugma bosilishi
webapp-contribution-none = hissa yo'q
webapp-contribution-mine = sizniki, shu brauzer olgan
webapp-your-hand = Birinchi kartalaringiz:
webapp-hand-of = { $n }-o'yinchining birinchi kartalari:
webapp-table = Stol:
webapp-about = Tekshiruv nimani isbotlaydi
webapp-proves = ✅ shuni bildiradi: tarqatish kolodasi aynan urug' (izini tarqatishdan oldin ko'rgansiz), o'yinchilar hissalari va belgidan kelib chiqadigan koloda. Server siz bosganingizdan keyin koloda tanlay olmadi.
webapp-not-proves = Tekshiruv yozilgan natijalar va hisobni qayta hisoblamaydi (buni yozuv fayli bilan python -m engines verify qiladi) va serverni boshqaradigan kishining o'yin paytida kartalarni ko'rishiga to'sqinlik qilmaydi.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Stol
table-page-loading = Stol tayyorlanmoqda…
table-page-reconnecting = Aloqa uzildi — qayta ulanmoqda…
table-page-outside = Bu stol Telegram'da ochiladi: uni bot xabaridan oching.
table-page-no-room = Manzilda xona yo'q: stolni bot xabaridan oching.
table-page-players = O'yinchilar
table-page-table = Stolda
table-page-hand = Kartalaringiz
table-page-actions = Tugmalar
table-page-chat = Chatda
table-page-watching = 👁 Siz kuzatyapsiz: o'yinchilarning kartalari sizga ko'rsatilmaydi.
table-page-you = siz
table-page-cards = Karta: { $n }
table-page-stock = Qoldiq: { $n }
table-page-discard = Chiqqan: { $n }
table-page-trump = Kozir: { $card }
table-page-trump-mark = kozir
table-page-attacker = hujum qilmoqda
table-page-defender = himoyalanmoqda
table-page-acting = yurish navbati
table-page-ready = tayyor
table-page-not-ready = hali tayyor emas
table-page-your-move = Sizning yurishingiz
table-page-covered = { $attack }, urildi: { $cover }
table-page-uncovered = { $card }, hali urilmagan
table-page-led-by = Yurish: { $name }
table-page-tricks = O'lja: { $n }
table-page-score = Ball: { $n }
table-page-captured = Olgani: { $n }
table-page-scope = Scopa: { $n }
table-page-spread = Yopiq kartalar: bittasini tanlang
table-page-choose = Stoldagi belgilangan kartani bosing yoki pastdan tanlang.
table-page-which = Qaysi yurish?
table-page-select = Kartalarni bosib belgilang, keyin ularni o'ynang.
table-page-play = ▶ Belgilanganlarni o'ynash
table-page-cancel = Bekor qilish
table-page-confirm = { $action } — ishonchingiz komilmi?
table-page-yes = Ha
table-page-ok = OK
table-page-clock = Vaqt
table-page-clock-stop = «To'xta!» oynasi
table-page-clock-claim = «To'xta!»ga javob
table-page-clock-throwin = Karta qo'shish vaqti
table-page-seconds = { $n } s
table-page-status-lobby = Lobbi
table-page-status-playing = O'yin davom etmoqda
table-page-status-between = Partiya tugadi
table-page-status-closed = Xona yopiq
table-page-status-replay = Takror
table-page-replay-title = Takror: tarqatish { $n }
table-page-replay-move = Yurish { $n } / { $total }
table-page-replay-dealt = Kartalar tarqatildi
table-page-replay-first = Boshiga
table-page-replay-back = Orqaga
table-page-replay-forward = Oldinga
table-page-replay-last = Oxiriga
table-page-replay-play = Ijro etish
table-page-replay-pause = Pauza
table-page-replay-speed = Tezlik
table-page-replay-jump = Yurishga o‘tish
table-page-replay-verified = ✅ Koloda halol: tekshiruvdan o‘tdi
table-page-replay-unverified = ❌ Kolodani tekshirish muvaffaqiyatsiz
table-page-replay-hands = O‘yinchilarning kartalari
table-page-replay-missing = Takror topilmadi: havola noto‘g‘ri yoki tarqatish endi saqlanmaydi.
table-page-replay-clock = ⏱ Vaqt tugadi
table-page-replay-draw = Qur’a: { $cards }
table-page-replay-share = Ulashish
table-page-replay-copied = Takror havolasi nusxalandi
table-page-refused-unsigned = Sahifa Telegram'dan ochilmagan: stolni bot xabaridan oching.
table-page-refused-stale = Telegram ma'lumotlari eskirgan: stolni yopib, qayta oching.
table-page-refused-unavailable = Bunday xona yo'q (endi yo'q).
table-page-refused-malformed = So'rov buzilgan.
table-page-refused-too-fast = Juda tez — bir soniya kuting.
table-page-refused-network = Server javob bermayapti.
table-page-talk = Stol atrofidagi suhbat
table-page-talk-empty = Bu stolda aytilganlar shu yerda chiqadi.
table-page-talk-placeholder = Stolga biror narsa ayting…
table-page-talk-send = Yuborish
table-page-talk-phrases = Jamoaviy tarqatma ketmoqda: maslahat berish mumkin emas, stolga faqat shu iboralar boradi.
table-page-talk-muted = 🔇 Siz bu stolni /mute bilan o'chirgansiz: boshqalarning so'zlari bu yerga kelmaydi.

profile-title = ⚙ Profil
profile-language = Til: { $name }
profile-style = Scopa kolodasi: { $style ->
    [french] fransuzcha
    [roses] Atirgul va nilufarlar
   *[italian] italyancha
  } ({ $sample })
profile-fp = Koloda izini ko'rsatish: { $on ->
    [yes] ha
   *[no] yo'q
  }
profile-pings = 🔔 Yurishimni eslatish: { $on ->
    [yes] ha
   *[no] yo'q
  }
profile-hands = 🃏 Guruh o'yinidagi kartalar: { $where ->
    [group] guruhda
    [private] shaxsiy chatda
   *[both] guruhda ham, shaxsiy chatda ham
  }
profile-fp-hint = 🔒 iz — kolodaning maxfiy urug'i SHA-256 qiymatining dastlabki 8 ta o'n oltilik raqami. U tarqatishdan oldin ko'rsatiladi; keyin urug' ochiladi va har kim koloda aynan o'sha bo'lganini tekshira oladi.
style-italian = Italyancha
style-french = Fransuzcha
style-roses = Atirgul va nilufarlar
btn-fp = Koloda izi: { $on ->
    [yes] yoqish
   *[no] o'chirish
  }
btn-pings = 🔔 Yurish eslatmalari: { $on ->
    [yes] yoqish
   *[no] o'chirish
  }
btn-hands = 🃏 { $where ->
    [group] Guruhda
    [private] Shaxsiyda
   *[both] Ikkalasida
  }

join-ok = Siz qo'shildingiz!
join-already = Siz allaqachon shu xonadasiz.
left-ok = Siz chiqdingiz.
ready-ok = Tayyor!
ready-already = Siz allaqachon tayyorsiz.
unready-ok = «Tayyor» belgisi olib tashlandi.
computer-added = Kompyuter qo'shildi.
computer-removed = Kompyuter olib tashlandi.
option-ok = Qoidalar o'zgardi.
option-ok-cleared = Qoidalar o'zgardi; «Tayyor» belgilari olib tashlandi.
ended-ok = O'yin tugadi.
surrender-ok = Siz taslim bo'ldingiz.
record-sent-private = Yozuv shaxsiy chatingizda.
confirm-leave = Davom etayotgan o'yindan chiqasizmi? O'rningizga kompyuter o'tiradi, qolganlar o'ynashda davom etadi (faqat kompyuterlar qolsa, o'yin tugaydi). Tasdiqlash uchun yana bosing.
confirm-end = { $people ->
    [yes] O'yinni hamma uchun tugatasizmi? Bu yerda faqat odamlar o'ynaydi: reytingda bu sizning mag'lubiyatingiz hisoblanadi (yoki o'yin bot yeta olmaydiganlarni kutayotgan bo'lsa — ularniki). Tasdiqlash uchun yana bosing.
   *[no] O'yinni hamma uchun tugatasizmi? Tasdiqlash uchun yana bosing.
  }
confirm-surrender = { $game ->
    [bura] Taslim bo'lasizmi? Faqat shu tarqatishni emas, butun matchni yutqazasiz: raqibingiz g'olib bo'ladi. Tasdiqlash uchun yana bosing.
    [scopa] Taslim bo'lasizmi? Butun o'yinni yutqazasiz: qarshi tomon g'olib bo'ladi. Tasdiqlash uchun yana bosing.
   *[other] Taslim bo'lasizmi? Tasdiqlash uchun yana bosing.
  }

err-stale = Bu yurish endi mavjud emas — kartalaringiz qayta chizildi.
err-move-gone = «{ $move }» endi mumkin emas: siz tanlayotganingizda stol o'zgardi. Kartalaringiz qayta chizildi.
err-not-your-button = Bu sizning tugmangiz emas.
err-unknown-button = Noma'lum tugma.
err-forged = Bunday variant yo'q.
err-unknown-room = Xona topilmadi yoki yopiq.
err-invite-unknown = Taklif topilmadi: havola noto'g'ri yoki muddati o'tgan.
err-invite-expired = Bu xona yopiq. Yangi taklif so'rang.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game }, { $n } kishilik
  }
inline-desc = Shu chatga «Qo'shilish» tugmali taklif joylash
inline-room-title = Xonamga taklif: { $game }
inline-room-desc = Siz o'tirgan xonaga taklif
card-new = 🃏 { $name } sizni { $game } o'ynashga taklif qiladi
card-seats = O'rinlar: { $n }
card-seated = Stolda: { $names }
card-hint = «Qo'shilish»ni bosing: kartalaringiz bot bilan shaxsiy chatga keladi.
card-closed = Bo'sh o'rin yo'q: o'yin ketyapti yoki stol to'la.
card-joined = Siz stoldasiz! Lobbi bot bilan shaxsiy chatingizda.
card-seated-already = Siz allaqachon shu stoldasiz: lobbi bot bilan shaxsiy chatingizga yuborildi.
card-open-bot = Botni oching: u sizni shu taklif bo'yicha o'tqazadi.
card-not-this-room = Bu tugma ushbu taklif kartochkasiga tegishli emas: hech narsa o'zgarmadi. O'yinning o'z kartochkasidagi «Qo'shilish»ni bosing yoki yangi taklif so'rang.
card-not-ready = Bu kartochkaning o'yini hali yaratilmagan. Kartochka hozirgina yuborilgan bo'lsa, bir soniyadan so'ng yana bosing; aks holda yangi taklif so'rang.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (stiker)
btn-talk-report = ⚠️ Shikoyat
talk-reported = «{ $name }» ustidan shikoyat qabul qilindi: notanishlar bilan keyingi tezkor o'yinlarda sizni birga o'tqazishmaydi.
err-talk-report = Faqat shu stolda o'tirgan kishi shikoyat qila oladi, o'zi ustidan emas.
talk-too-fast = Juda tez: ketma-ket 5 tagacha xabar stolga boradi, keyin har { $sec } s da bittadan. Bu xabar yuborilmadi — biroz kuting.
talk-nobody = Sizni hech kim eshitmaydi: stoldagi boshqa hamma suhbatni o'chirgan.
talk-off-self = Stol suhbatingiz o'chirilgan (/profile): xabar yuborilmadi.
talk-sent-to = 💬 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } stoliga yuborildi — o'yin oxirgi bo'lgan stolga.
talk-phrases-only = 🤝 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } stolida jamoaviy tarqatish ketyapti, hech kim kartalarini aytmaydi va maslahat bermaydi — chatda ham. Xabaringiz yuborilmadi: tarqatish davomida stolga faqat shu iboralar boradi. Erkin matn — tarqatishlar orasida.
talk-phrase-hello = 👋 Salom!
talk-phrase-luck = 🍀 Omad!
talk-phrase-nice = 👍 Zo'r yurish!
talk-phrase-thanks = 🙏 Rahmat!
talk-phrase-oops = 😅 Voy!
talk-phrase-haha = 😄 Ha-ha!
talk-phrase-sorry = 🙂 Kechirasiz!
talk-phrase-gg = 🤝 Yaxshi o'yin!
talk-phrase-sent = 💬 Yuborildi: { $text }
err-talk-phrase = Ibora yuborilmadi: bu stolda endi o'yin yo'q yoki siz unda o'tirmaysiz.
err-talk-table = Xabar yuborilmadi: bu stolda endi o'yin yo'q yoki siz unda o'tirmaysiz.
mute-on = 🔇 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } stolidagi suhbat siz uchun o'chirildi. Yoqish uchun yana /mute.
mute-off = 🔊 { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } stolidagi suhbat yana yoqildi.
mute-none = Siz guruhsiz davom etayotgan o'yinda emassiz: o'chiradigan narsa yo'q.
err-room-full = Barcha o'rinlar band.
err-room-playing = O'yin ketyapti; undan keyin qo'shilishingiz mumkin.
err-join-first = Siz hali stolda emassiz: bot bilan chat hozir ochiladi va sizga o'rin beradi (Telegram so'rasa, «Start»ni bosing). So'ng «Tayyor»ni bosing.
err-join-here = { $teams ->
    [yes] Siz hali stolda emassiz: guruhdagi stolda jamoani uning tugmasi bilan tanlang — o'rinni shu yerning o'zida olasiz, botni ochish shart emas.
   *[no] Siz hali stolda emassiz: guruhdagi stolda «➕ Qo'shilish»ni bosing — o'rinni shu yerning o'zida olasiz, botni ochish shart emas.
  }
err-not-in-room = Siz bu xonada emassiz.
err-creator-only = Buni faqat xona egasi qila oladi.
err-no-computer = Stolda kompyuter yo'q.
err-no-game = O'yin ketmayapti.
err-record-unavailable = Yozuv tarqatish tugagach mavjud bo'ladi.
err-open-bot = Bot bilan shaxsiy chat oching («Start»ni bosing), shunda yubora olaman.
err-internal = Nimadir xato ketdi; yurishingiz yo'qolmadi. Yana urinib ko'ring.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } soat
    [m] { $n } daq
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — oyna ochiq turganda «To'xta!»ni bosing.
bar-claim = ⏱ { $bar } { $n } s — o'z «To'xta!»ngiz bilan javob bering, aks holda yurishni raqibingiz oladi.
btn-hurry = ⏰ Shoshiltirish
hurry-ping = ⏰ { $name } shoshilishingizni so'rayapti: { $game } o'yinida sizning yurishingiz.
hurry-ping-next = ⏰ { $name } shoshilishingizni so'rayapti: hamma { $game } o'yinining keyingi tarqatishini kutyapti — «▶ Keyingi tarqatish»ni bosing.
hurry-ping-lobby = ⏰ { $name } shoshilishingizni so'rayapti: xabaringizdagi tugmani bosganingizda { $game } boshlanadi.
hurry-group = ⏰ { $names }: { $name } shoshilishni so'rayapti — «🃏 Kartalarim»ni bosing.
hurry-sent = Eslatma yuborildi.
hurry-too-soon = Eslatma yaqinda yuborilgan; biroz kuting.
hurry-not-yet = O'yinchini faqat yurish vaqti o'tganda shoshiltirish mumkin.
hurry-nobody = Hamma sizni kutyapti.
err-paused = O'yin to'xtatib turilibdi: bot yeta olmayotgan o'yinchi kutilmoqda.
pause-line = ⏸ Pauza: bot { $names } ga yeta olmayapti. Yana { $dur } kutamiz; qaytmasa, o'yin g'olibsiz bekor qilinadi. Qayting: { $url }
pause-rated-note = Reytingli o'yin: qaytmasa, bu reytingda mag'lubiyat ({ $names }); «🤖 … o'rniga o'ynash» o'rinni hoziroq kompyuterga beradi — bu ham mag'lubiyat.
pause-started = ⏸ { $game }: o'yin to'xtatildi — bot { $names } ga yeta olmayapti. { $dur } kutamiz; qaytmasa, o'yin g'olibsiz bekor qilinadi.
pause-resumed = ▶ { $game }: { $names } qaytdi, o'yin o'sha joydan davom etadi.
pause-cancelled = ✖ { $game }: { $names } qaytmadi, o'yin g'olibsiz bekor qilindi.
pause-cancelled-rated = ✖ { $game }: { $names } qaytmadi, o'yin bekor qilindi; reytingda bu { $names } uchun mag'lubiyat.
outcome-cancelled = O'yin g'olibsiz bekor qilindi: { $name } qaytmadi.
outcome-expired = Xona yopildi: bir kun hech qanday harakat bo'lmadi.
outcome-rated-loss = Reytingda bu { $names } uchun mag'lubiyat.
room-ttl-hint = ⌛ { $dur } harakatsiz o'tsa, xona yopiladi.
room-expired = ⌛ Xona yopildi: { $dur } harakatsiz o'tdi. Yangi o'yin boshlang: /new
room-closed = Xona yopildi. Yangi o'yin boshlang: /new

## issue 17
cmd-language = til (guruhda — stolniki, adminlar uchun)
cmd-hands = guruhdagi kartalar: yoqish/o'chirish (adminlar uchun)
cmd-rules = o'yin qoidalari
language-pick-mine = Tilingiz: { $name }. Botning shaxsiy xabarlari shu tilda.
language-set-mine = Til o'zgartirildi.
language-pick-group = Shu guruhdagi stol tili: { $lang ->
    [none] xonani ochgan kishining tili
   *[other] { $name }
  }. Administratorlar uni o'zgartira oladi; har bir o'yinchining shaxsiy xabarlari o'z tilida qoladi.
language-set-group = Endi shu guruh stollarining tili: { $name }; shaxsiy xabarlar har bir o'yinchining tilida qoladi.
language-admins-only = Guruh tilini faqat uning administratorlari o'zgartira oladi.
group-hands-state = 🃏 Shu guruhdagi o'yinchilar kartalari: { $on ->
    [yes] to'g'ridan-to'g'ri shu yerda ko'rsatiladi, har kim faqat o'zinikini ko'radi («🃏 Kartalarim» tugmasi)
   *[no] faqat bot bilan shaxsiy chatda
  }
btn-group-hands = { $on ->
    [yes] Kartalarni guruhda ko'rsatish
   *[no] Kartalarni guruhda ko'rsatmaslik
  }
group-hands-admins-only = Kartalar guruhda ko'rsatilishini faqat guruh administratorlari hal qiladi.
group-hands-set = Tayyor: keyingi yurishlardan boshlab amal qiladi.
btn-rules = ℹ️ Qoidalar
btn-rules-more = 📖 Batafsil
btn-rules-short = ◀ Qisqacha
rules-pick = Qaysi o'yin qoidalari?
rules-sent-private = Qoidalar shaxsiy chatingizda.
scopa-legend = Rasmlilar: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak — qisqacha
    36 karta (6…A), har bir o'yinchiga oltitadan; qoldiq ostidagi ochiq kartaning masti — kozir. Kattalik: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; kozir har qanday kozir bo'lmagan kartani uradi, kozirni esa faqat kattaroq kozir.
    Hujumchi karta tashlaydi; himoyachi uni shu mastning kattaroq kartasi yoki kozir bilan uradi. Boshqalar stolda bor qiymatdagi kartalarni qo'shishi mumkin (ko'pi bilan 6 ta va himoyachidagi kartalardan ko'p emas).
    Hammasi urilgan bo'lsa: kartalar chiqadi, keyingi yurish himoyachiniki. Ura olmasa — «Olaman»: himoyachi stoldagilarni oladi va yurishni o'tkazib yuboradi.
    Har davradan keyin hamma oltitagacha to'ldiradi.
    Qo'shma: faqat qo'shish. O'tkazma: hali birorta karta urilmagan bo'lsa, himoyachi xuddi shu qiymatdagi kartani qo'shib, hujumni keyingi o'yinchiga o'tkazishi mumkin.
    Oxirida qo'lida karta qolgan — durak.
rules-durak-more = 📖 Durak — batafsil
    Birinchi yurish: tarqatishdan keyin eng kichik koziri bor kishi; hech kimda kozir bo'lmasa — stoldagi birinchi o'rin.
    Chegara: bir davrada hujum kartalari 6 tadan va himoya boshlanganda himoyachida bo'lgan kartalardan ko'p bo'lmaydi (o'tkazishdan keyin — yangi himoyachida).
    Davradan keyin to'ldirish: avval davrani boshlagan, so'ng qolganlar navbat bilan, himoyachi oxirida; har kim birdaniga 6 tagacha. Qoldiq tugasa, qolganlar hech narsa olmaydi.
    «Pas»ni faqat qo'sha oladigan o'yinchi aytadi; stolga tushgan har qanday yangi karta barcha «Pas»larni bekor qiladi.
    «Olaman»: «„Olaman“dan keyin qo'shish» yoqilgan bo'lsa, boshqalar chegara doirasida yana karta qo'shishi mumkin; so'ng himoyachi stoldagilarni oladi va yurishni o'tkazib yuboradi.
    O'tkazish (o'tkazma durak): hali birorta karta urilmagan bo'lsa, himoyachi xuddi shu qiymatdagi kartani qo'shadi va keyingi o'yinchida kartalar yetarli bo'lsa, hujum unga o'tadi.
    Jamoalar (2×2, 3×2, 2×3): hech kim sherigiga hujum qilmaydi va unga qarshi qo'shmaydi; oxirida qo'lida karta qolgan jamoa yutqazadi. Oxirgi kartalar bir vaqtda chiqsa — durang. Sherikka maslahat berish mumkin emas: o'yin davomida stol suhbati faqat tayyor iboralar.
rules-bura = 🂮 Bura — qisqacha
    36 karta, har kimga uchtadan; qoldiq ostidagi ochiq karta — kozir. Kartalar qiymati (faqat o'ljalarda hisoblanadi): A 11, 10 10, K 4, Q 3, J 2, 9…6 — hech narsa; jami 120.
    Urish uchun kattalik: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Yurish — bitta karta yoki bir mastli ikki-uchta karta. Himoyachi har birini uradi (shu mastning kattaroq kartasi yoki kozir bilan) yoki shuncha kartani yopiq tashlaydi, shunda o'lja hujumchiniki. O'ljalar tarqatish tugaguncha yopiq turadi.
    O'ljadan keyin uning egasi tanlaydi: «Yetadi!» yoki yana olish.
    Kartalar qiymati 41–70 bo'lganda «Yetadi!»: matchga +2 ball (raqibda 41–70 bo'lsa +4, 70 dan ko'p bo'lsa +6). Aks holda 2 ballni raqib oladi.
    «Yetadi!»siz: kartalar qiymati ko'proq +1 ball; birorta ham o'ljasi yo'q raqibga qarshi («quruq») +6.
    «To'xta!»: uchta olti +3 ball, uchta tuz +4; himoyachidagi bir mastli uchta karta yurishni tortib oladi.
    Match 12 ballgacha. «🏳 Matchni berish» butun matchni raqibga beradi.
    Kim birinchi yuradi: 1-tarqatishdan oldin har kim yopiq yoyilgan kartalardan bittasini tortadi; kattasi (6 < … < 10 < J < Q < K < A) yuradi, teng bo'lsa — qaytadan tortiladi.
rules-bura-more = 📖 Bura — batafsil: match ballari
    «Yetadi!»ni o'ljani olgan kishi to'ldirishdan oldin aytadi; uning yopiq o'ljalaridagi kartalar qiymati hisoblanadi:
    · sizda 41–70, raqibda 41 dan kam — +2 ball;
    · sizda 41–70 va raqibda 41–70 — +4;
    · sizda 41–70, raqibda 70 dan ko'p — +6;
    · sizda 41 dan kam yoki 70 dan ko'p — raqib 2 ball oladi.
    «Yetadi!»siz o'ynab bo'lingan tarqatish: kartalar qiymati ko'p — +1; birorta ham o'ljasiz raqib («quruq») — +6; teng — hech kimga, va o'sha o'yinchi yana birinchi yuradi.
    «To'xta!»: uchta olti — +3, uchta tuz — +4, tarqatishning istalgan paytida. Himoyachidagi bir mastli uchta karta — yurishni tortib olish: har bir to'ldirishdan keyin 5 soniya; hujumchida ham bir mastli uchta karta bo'lsa, o'z «To'xta!»si uchun 3 soniyasi bor.
    Keyingi tarqatishni oldingisida ball olgan boshlaydi. Match 12 ballgacha.
rules-scopa = 🂡 Scopa — qisqacha
    40 karta, o'ntadan to'rt mast: tuz = 1, 2…7 o'z qiymatida, F (fante) = 8, C (cavallo) = 9, R (re) = 10; fransuz kolodasida J, Q, K.
    Har bir o'yinchiga uchta karta, stolga to'rtta. Bitta karta yuring: u stoldagi xuddi shu qiymatdagi kartani, aks holda yig'indisi unga teng kartalar to'plamini oladi. Olish majburiy. Oladigan narsa bo'lmasa, karta stolda qoladi.
    Stolni olish bilan tozalash — scopa (+1), tarqatishning oxirgi yurishidan tashqari.
    Har tarqatishdan keyingi ballar: eng ko'p karta +1, eng ko'p tanga +1, settebello (tangalar yettiligi) +1, primiera +1, har bir scopa +1. Toifada teng bo'lsa — hech kimga.
    Yakkama-yakka yoki 2×2 (sheriklar qarama-qarshi o'tiradi). 11 ballgacha yoki tanlangan maqsadgacha o'yin.
rules-scopa-more = 📖 Scopa — batafsil
    Primiera: har bir mastdan 7 → 21, 6 → 18, tuz → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10 shkalasi bo'yicha eng yaxshi kartani oling va to'rt sonni qo'shing; yo'q mast 0 hisoblanadi. Misol: tangalar 7 si + kuboklar 6 si + qilichlar tuzi + tayoqlar R = 21 + 18 + 16 + 10 = 65. Yig'indisi katta — +1 ball.
    Qayta tarqatish: stoldagi to'rt karta orasida uch yoki to'rt korol (R) bo'lsa, kartalar xuddi shu urug'ning yangi kolodasidan qaytadan tarqatiladi; bu haqda stolda qator chiqadi, yozuvda ham.
    Tarqatish oxiri: oxirgi yurishdan keyin stolda qolgan kartalar oxirgi olgan kishiga o'tadi (bu scopa emas); tarqatishning eng oxirgi yurishidagi scopa hisoblanmaydi.
    Har kim navbat bilan tarqatadi; tarqatuvchidan keyingi o'yinchi birinchi yuradi. G'olib faqat tarqatish oxirida aniqlanadi: ikkala tomon ham maqsadga yetsa, hisobi kattasi yutadi, teng bo'lsa — yana bir tarqatish.
    2×2: sherigingizning kartalari yashirin; o'z kartalaringizni aytish yoki maslahat berish mumkin emas, chatda ham: tarqatish davomida stol suhbati faqat tayyor iboralar.
bura-declared-ok = «Yetadi!» — { $name }: kartalar qiymati { $points }, 41–70 oralig'ida.
bura-declared-wrong = «Yetadi!» — { $name }: kartalar qiymati { $points }, ammo 41–70 kerak.
durak-loser-cards = 🃏 Durak: { $name } (qo'lida qoldi: { $cards })
scopa-won = { $category ->
    [cards] Kartalar
    [coins] Tangalar
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = hech kim (teng)
durak-table = Stol (hujum ← urish):

## issue 19
durak-rule-throw-in = Qo'shish: { $timing ->
    [after_cover] faqat stoldagi barcha kartalar urilganda (karta-karta)
   *[any_time] istalgan vaqtda
  }
durak-rule-teams = Jamoalar: { $teams ->
    [pairs] ikki juftlik (1 va 3-o'rinlar 2 va 4-ga qarshi)
    [threepairs] uch juftlik (1 va 4, 2 va 5, 3 va 6-o'rinlar)
   *[threes] ikki uchlik (1, 3, 5-o'rinlar 2, 4, 6-ga qarshi)
  }; hech kim sherigiga hujum qilmaydi, oxirida qo'lida karta qolgan jamoa yutqazadi
durak-loser-team = { $mark } { $n }-jamoa yutqazdi: { $names }
team-ok = Siz { $mark } { $n }-jamoadasiz.
team-already = Siz allaqachon { $mark } { $n }-jamoadasiz.
team-join-open = Botni oching: u yerda { $mark } { $n }-jamoadan o'rin olasiz.
err-team-full = { $mark } { $n }-jamoadagi barcha o'rinlarni boshqalar allaqachon tanlagan.
durak-rule-tat = «Olaman»dan keyin qo'shish: { $tat ->
    [yes] ha
   *[no] yo'q
  }

## issue 21
room-fault = ⚠ Xona nosozlik sababli yopildi: uni tiklab bo'lmadi. Yangi o'yin boshlang: /new
err-room-fault = Bu xona nosozlik sababli yopildi. Yangi o'yin boshlang: /new
err-anonymous = Anonim administrator o'rin ololmaydi: buyruqni o'z akkauntingizdan yuboring.
err-not-your-picker = Bu o'yin tanlovini boshqa kishi ochgan: /new ni o'zingiz yozing.
err-not-your-profile = Bu boshqa kishining profili: /profile ni o'zingiz yozing.
err-too-fast = Juda tez — bir soniya kuting.
err-too-many-rooms = Sizda allaqachon { $n } ta ochiq xona bor: yangisini boshlash uchun bittasini tugating yoki undan chiqing.
err-too-many-lobbies = Siz o'yini boshlanishini kutayotgan { $n } ta xonada o'tiribsiz: boshqasiga qo'shilish uchun bittasini boshlang yoki undan chiqing.
err-chat-rooms = Bu guruhda allaqachon { $n } ta ochiq xona bor: yangisini boshlash uchun bittasini tugating.
group-lost = ⚠ { $game }: bot guruhdan chiqarildi — o'yin shu yerda, shaxsiy chatda davom etadi.
err-busy = Ma'lumotlar bazasi boshqa jarayon bilan band: hech narsa o'zgarmadi, bir soniyadan keyin qayta urinib ko'ring.
err-record-players-only = Tarqatish yozuvi faqat uni o'ynaganlarga beriladi.
err-old-menu = Bu menyu eskirgan: { $command } ni qayta yozing.

## issue 16
option-same = Allaqachon shunday.
ai-level-ok = Kompyuter darajasi o'zgardi; «Tayyor» belgilari saqlandi.
lobby-stale = Bu orada lobbi o'zgardi — xabar yangilandi.
solo-ok = Kompyuterga qarshi o'yin boshlanmoqda.
err-solo-others = Bu yerda boshqa odamlar o'tiribdi: kompyuterlarni «🤖 + Kompyuter» orqali qo'shing.
lobby-ready-cleared = ⚠ Qoidalar o'zgardi — «Tayyor» belgilari olib tashlandi, qayta tasdiqlang.
lobby-sides-cleared = ⚠ Tomonlar o'zgardi — ko'chirilganlar «Tayyor»ni qayta bosadi.
settings-header = ⚙️ Xona sozlamalari (o'zgartiradi: { $name }); «← Lobbiga qaytish» o'yin tugmalarini qaytaradi.
err-settings-creator = ⚙️ Bu xona sozlamalarini faqat uni yaratgan { $name } o'zgartiradi.
computers-filled = { $n ->
    [one] { $n } ta kompyuter qo'shildi.
   *[other] { $n } ta kompyuter qo'shildi.
  }
shuffle-ok = Jamoalar aralashtirildi.
rematch-line = 🔁 Yana o'ynash: { $list } · 🔒 { $fp }
solo-hint = 🤖 Kompyuter bilan o'ynash: raqiblar sonini tanlang — tarqatish darhol boshlanadi.
btn-solo-one = 🤖 Kompyuter bilan o'ynash
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] oson
    [ismcts] qiyin
   *[heuristic] o'rtacha
  }
ai-level-line = 🤖 Kompyuter darajasi: { $level ->
    [random] oson (tasodifiy yurishlar)
    [ismcts] qiyin (imkoniyatlarni izlaydi)
   *[heuristic] o'rtacha (tajribali o'yinchi qoidalari)
  }
opt-mode = { $mode ->
    [perevodnoy] o'tkazma
   *[podkidnoy] qo'shma
  }
opt-tat = «Olaman»dan keyin qo'shish
opt-ti = { $timing ->
    [after_cover] urilgandan keyin
   *[any_time] istalgan vaqtda
  }
opt-teams = { $teams ->
    [pairs] 2 ga 2
    [threepairs] uch juftlik
    [threes] 3 ga 3
   *[none] jamoasiz
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] yakkama-yakka
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — darhol kompyuterga qarshi, tarqatish shu zahoti.

## issue 18
cmd-stats = statistikam
cmd-top = shu guruh reytingi
cmd-forget = ma'lumotlarimni o'chirish
stats-title = 📊 Statistikangiz
stats-title-group = 📊 Statistika: { $name } — shu guruh o'yinlari
stats-none = Hali tugagan o'yinlar yo'q.
stats-line = { $who }: { $games ->
    [one] { $games } o'yin
   *[other] { $games } o'yin
  }, { $wins } g'alaba, { $game ->
    [durak] durak { $losses ->
        [one] bir marta
       *[other] { $losses } marta
      }, { $draws ->
        [one] { $draws } durang
       *[other] { $draws } durang
      }
   *[other] { $losses } mag'lubiyat
  } — { $rate }% g'alaba
stats-who-all = Barcha o'yinlar
stats-who-people = 👥 Odamlarga qarshi
stats-who-computer = 🤖 Kompyuterga qarshi ({ $level ->
    [random] oson
    [ismcts] qiyin
    [heuristic] o'rtacha
   *[other] darajasi noma'lum
  })
stats-streak = 🔥 Ketma-ket g'alabalar: hozir { $current }, rekord { $best }
stats-rating = 📈 Reyting: { $rating } ± { $pm } ({ $games ->
    [one] { $games } ta reytingli o'yin
   *[other] { $games } ta reytingli o'yin
  })
stats-favourite = ⭐ Sevimli rejim: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] o'tkazma
   *[podkidnoy] qo'shma
  }, { $seats ->
    [one] { $seats } o'yinchi
   *[other] { $seats } o'yinchi
  }{ $teams ->
    [pairs] , juftlik juftlikka qarshi
    [threepairs] , uch juftlik
    [threes] , uchlik uchlikka qarshi
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, jamoa jamoaga qarshi
   *[other] yakkama-yakka
  }
btn-stats-chart = 📈 Grafik
stats-replays = ▶️ So‘nggi tarqatishlar takrorlari — pastdagi tugmalar orqali, eng yangisi tepada.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · tarqatish { $deal }
stats-chart-caption = 📈 Haftalik o'yinlar va shu paytgacha g'alaba ulushi
stats-chart-caption-group = 📈 { $name }: bu guruhdagi haftalik o'yinlar va g'alabalar ulushi
chart-title = O'yinlar va g'alaba ulushi
chart-games = o'yinlar
chart-rate = g'alaba, %
picture-standings-rank = №
picture-standings-player = Oʻyinchi
picture-standings-score = Ochko
picture-standings-buchholz = Buxgols
picture-standings-games = Oʻyinlar
picture-bracket-round = { $n }-tur
picture-bracket-final = Final
picture-bracket-semifinal = Yarim final
picture-bracket-quarterfinal = Chorak final
picture-bracket-champion = Chempion
picture-bracket-bye = juftsiz
picture-bracket-walkover = kelmadi
err-not-your-stats = Bu boshqa kishining statistikasi: /stats ni o'zingiz yozing.
top-title = 🏆 { $game } — { $period ->
    [week] shu hafta
    [month] shu oy
   *[all] butun vaqt
  }
top-line = { $n }. { $name } — { $games } o'yindan { $wins } g'alaba ({ $rate }%)
top-empty = Reytingda hali hech kim yo'q.
top-loser-week = 🤡 Hafta duragi: { $name } ({ $n ->
    [one] bir marta
   *[other] { $n } marta
  })
top-hint = Faqat odamlar o'rtasidagi o'yinlar; reytingga { $n ->
    [one] { $n } ta o'yindan
   *[other] { $n } ta o'yindan
  } boshlab kiriladi. O'zingizni /profile da yashira olasiz.
top-global-title = 🌍 Umumiy reyting — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, o'yinlar: { $games }
top-global-empty = Bu jadvalda hali hech kim yo'q.
top-global-hint = Glicko-2 reytinglari, faqat odamlar o'rtasidagi o'yinlar ta'sir qiladi (stolda kompyuter yo'q). Ro'yxatda: /profile da «🌍 Umumiy reyting»ni yoqqanlar, { $n ->
    [one] { $n } ta reytingli o'yindan
   *[other] { $n } ta reytingli o'yindan
  } boshlab.
top-global-unknown = Bu yerda «{ $name }» degan o'yin yo'q: /top global ni quyidagilardan biri bilan yozing: { $games }.
top-global-season = 🗓 Mavsum: { $season } ({ $current ->
    [yes] joriy
   *[no] tugagan
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Joriy mavsum
top-season-unknown = Bunday mavsum yo‘q yoki u endi saqlanmaydi: reytingdagi tugmalardan birini bosing.
stats-best-season = 🏅 Eng yaxshi mavsum: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Hafta
    [month] Oy
   *[all] Butun vaqt
  }
forget-private-only = /forget bot bilan shaxsiy chatda ishlaydi.
forget-ask = Ma'lumotlaringiz o'chirilsinmi? Natijalaringiz va statistikangiz o'chiriladi, saqlangan o'yin yozuvlaridagi o'rinlaringiz esa anonim bo'ladi. Buni qaytarib bo'lmaydi.
btn-forget-yes = 🗑 O'chirish
btn-forget-no = Qoldirish
forget-kept = Hech narsa o'chirilmadi.
forget-done = Ma'lumotlaringiz o'chirildi.
forget-leave-first = Avval ochiq o'yinlaringizdan chiqing.
profile-hidden = 🏆 Guruh reytinglari: { $on ->
    [yes] siz yashiringansiz
   *[no] siz ko'rinasiz
  }
profile-talk = 💬 Stol suhbati: { $on ->
    [yes] yoqilgan
   *[no] o'chirilgan
  }
btn-hide = { $on ->
    [yes] 🏆 Meni reytinglardan yashirish
   *[no] 🏆 Meni reytinglarda ko'rsatish
  }
btn-talk = { $on ->
    [yes] 💬 Stol suhbatini yoqish
   *[no] 💬 Stol suhbatini o'chirish
  }
profile-rated = 🌍 Umumiy reyting (/top global): { $on ->
    [yes] siz ro'yxatdasiz
   *[no] siz ro'yxatda yo'qsiz
  }
btn-rated = { $on ->
    [yes] 🌍 Meni umumiy reytingga qo'shish
   *[no] 🌍 Meni umumiy reytingdan olib tashlash
  }

## issue 16
err-room-locked = Xona egasi uni yopdi: yangi o'yinchilar qabul qilinmaydi.
takeover-ok = Tayyor: endi bu o'yinchi o'rniga kompyuter o'ynaydi.
takeover-self = Bu sizning o'rningiz: siz shu yerdasiz, shuning uchun kompyuter o'ynamaydi. Yurishingizni bot bilan shaxsiy chatda qiling.
takeover-announce = 🤖 { $game }: endi { $names } o'rniga kompyuter o'ynaydi. O'rinni qaytarish uchun shu o'yinning istalgan tugmasini bosing.
takeover-announce-rated = 🤖 { $game }: endi { $names } o'rniga kompyuter o'ynaydi, reytingda esa bu match { $names } uchun mag'lubiyat. O'rinni qaytarish uchun shu o'yinning istalgan tugmasini bosing.
kick-ok = O'yinchi o'rnidan olib tashlandi.
lock-already = Allaqachon shunday.
lock-on = Yopiq: xona yangi o'yinchilarni qabul qilmaydi.
lock-off = Yangi o'yinchilar uchun ochiq.
you-are-out = 🏁 Siz chiqdingiz — kartangiz qolmadi. Qolganlar o'ynashda davom etadi; natija shu yerda chiqadi. Endi hech kimga xalal bermay xonadan chiqishingiz mumkin.
btn-leave-out = 👋 Xonadan chiqish
computer-plays-for-you = 🤖 Endi siz uchun kompyuter o'ynaydi: o'rningizni qaytarish uchun istalgan tugmani bosing.
btn-my-cards = 🃏 Kartalarim
tap-my-cards = 👉 { $names }: sizning yurishingiz — «🃏 Kartalarim»ni bosing, kartalaringiz shu yerda faqat sizga ko'rinadi.
err-not-seated-here = Siz bu stolda o'tirmaysiz.
next-deal-auto = ⏩ Keyingi tarqatish { $dur } dan keyin o'zi boshlanadi; pastdagi tugma uni hozir boshlaydi.
btn-rematch = 🔁 Yana o'ynash
lobby-locked = 🔒 Yopiq: yangi o'yinchilar yo'q.
btn-take-over = 🤖 { $name } o'rniga o'ynash
btn-kick = ✖ Olib tashlash: { $name }
btn-lock = 🔒 Xonani yopish
btn-unlock = 🔓 Xonani ochish
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 G'alabalar: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Qo'shish: barcha kartalar urilgach { $n } s kutish
durak-throw-wait-take = ⏱ Qo'shish: barcha kartalar urilgach yoki himoyachi olganda { $n } s kutish
durak-throw-wait-off = ⏱ Qo'shish: cheklovsiz kutish
btn-throw-wait = ⏱ Qo'shishni kutish: { $n } s
btn-throw-wait-off = ⏱ Qo'shishni kutish: cheksiz
bar-throwin = ⏱ { $bar } { $n } s — qo'shing yoki «Pas»ni bosing; so'ng davra o'zi tugaydi.
bar-throwin-take = ⏱ { $bar } { $n } s — qo'shing yoki «Pas»ni bosing; so'ng himoyachi kartalarni oladi.
bar-still = (Guruhda bu teskari sanoq qimirlamaydi — Telegram botga bir guruhda daqiqasiga faqat 20 marta tahrirlashga ruxsat beradi: { $n } s shu xabar paydo bo'lgan paytdan hisoblanadi.)
game-over-header = 🏁 { $game }: o'yin tugadi.

## issue 32: quick match
cmd-play = istalgan kishi bilan o'ynash (tezkor o'yin)
btn-quick = 🎲 Istalgan kishi bilan
btn-quick-any = istalgan
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Navbatga turish
btn-quick-leave = Navbatdan chiqish
btn-quick-fill = 🤖 Kompyuterlar bilan to'ldirish
btn-quick-keep = ⏳ Yana { $sec } s kutish
quick-seats = { $n ->
    [one] { $n } o'yinchi
   *[other] { $n } o'yinchi
  }
quick-seats-range = { $low }–{ $high } o'yinchi
quick-menu-title = 🎲 Istalgan kishi bilan o'ynash: sizni xuddi shu o'yinni qidirayotgan odamlar bilan o'tqazaman.
quick-menu-choice = Tanlandi: { $what }.
quick-menu-hint = { $sec } s ichida hech kim kelmasa, kompyuterlarni taklif qilaman. Raqiblar faqat ismingizni ko'radi (xohlasangiz, to'liq ismingizni — /profile da).
quick-waiting = ⏳ Raqiblar qidirilmoqda: { $what }. { $sec } s ichida hech kim bo'lmasa, kompyuterlarni taklif qilaman.
quick-offer = Hozircha hech kim yo'q ({ $what }). Bo'sh o'rinlarga kompyuterlarni ({ $n }) o'tqazib boshlaymizmi yoki yana kutamizmi?
quick-matched = 🎲 Raqiblar topildi: { $names }{ $n ->
    [0] {""}
   *[other] {""} va kompyuterlar ({ $n })
  }. Kartalaringiz keyingi xabarda. Omad!
quick-filled = 🤖 Siz kompyuterlar bilan o'ynaysiz ({ $n }). Kartalaringiz keyingi xabarda.
quick-left = Siz navbatdan chiqdingiz.
quick-not-queued = Siz endi navbatda emassiz.
quick-in-queue = Siz allaqachon navbatdasiz — mana u.
quick-joined = Siz navbatdasiz.
quick-keep-ok = Kutishda davom etamiz.
quick-private = Istalgan kishi bilan o'yin bot bilan shaxsiy chatda bo'ladi: pastdagi tugmani bosing va u yerda o'yin tanlang.
quick-cooldown = Hali emas: tezkor o'yinlardan erta chiqdingiz ({ $n } marta), shuning uchun keyingisidan oldin { $sec } s kutasiz. O'yinlaringizni oxirigacha o'ynasangiz, kutish qisqaradi.
quick-too-many-joins = Juda tez-tez: navbatga daqiqasiga ko'pi bilan { $n } marta turish mumkin. { $sec } s dan keyin qayta urinib ko'ring.
err-not-your-menu = Bu boshqa o'yinchining menyusi: o'zingiznikini /play bilan oching.
profile-name = 🎲 Notanishlar bilan o'yinlardagi ismingiz: { $on ->
    [yes] to'liq ism
   *[no] faqat ism
  }
btn-show-name = { $on ->
    [yes] 🎲 To'liq ismimni ko'rsatish
   *[no] 🎲 Faqat ismimni ko'rsatish
  }
quick-found = 🎲 Raqiblar topildi — kartalaringiz keyingi xabarda.

# Card names for screen readers on the table page (see en)
card-name = { $suit } { $rank }
card-rank-a = tuz
card-rank-2 = ikkilik
card-rank-3 = uchlik
card-rank-4 = to'rtlik
card-rank-5 = beshlik
card-rank-6 = oltilik
card-rank-7 = yettilik
card-rank-8 = sakkizlik
card-rank-9 = to'qqizlik
card-rank-t = o'nlik
card-rank-j = valet
card-rank-q = dama
card-rank-k = qirol
card-rank-it-j = valet
card-rank-it-q = chavandoz
card-rank-it-k = qirol
card-suit-s = qarg'a
card-suit-h = yurak
card-suit-d = g'isht
card-suit-c = chillak
card-suit-it-s = qilich
card-suit-it-h = kosa
card-suit-it-d = tanga
card-suit-it-c = tayoq

# ----- tournaments in a group (issue 47) -----
cmd-tournament = shu guruhdagi turnir
tn-title = 🏆 Turnir: { $game }, { $format }
tn-format-swiss = Shveytsariya tizimi
tn-format-knockout = chiqib ketish tizimi
tn-rounds = Raundlar: { $n }
tn-people = Yozilganlar ({ $n } / { $max }): { $names }
tn-nobody = Hozircha hech kim yozilmagan.
tn-status-running = ▶️ { $round }-raund o‘ynalmoqda ({ $rounds } tadan).
tn-status-finished = 🏁 Turnir tugadi.
tn-status-cancelled = ✖️ Turnir bekor qilindi.
tn-how = { $min } dan { $max } kishigacha. Turnirni yaratgan kishi yoki guruh admini boshlaydi.
tn-btn-join = ➕ Qo‘shilish
tn-btn-leave = ➖ Chiqish
tn-btn-start = ▶️ Boshlash
tn-btn-cancel = ✖️ Bekor qilish
tn-computer = 🤖 kompyuter
tn-round = Raund { $round } / { $rounds }:
tn-bye = { $name }: juftsiz (o‘yinsiz g‘alaba)
tn-round-go = Har bir stol quyida shu guruhning o‘yini. Omad!
tn-winner = 🥇 G‘olib: { $name }
tn-standings = Yakuniy jadval:
tn-group-only = Turnirlar guruhlarda o‘tadi: botni guruhga qo‘shing va u yerda /tournament yuboring.
tn-usage = Foydalanish: /tournament <o‘yin> [swiss|knockout] [raundlar]. O‘yinlar: { $games }. { $min }–{ $max } kishi.
tn-joined = Siz turnirga yozildingiz.
tn-left = Siz endi ro‘yxatda emassiz.
tn-started = Turnir boshlanmoqda!
tn-cancelled = Turnir bekor qilindi.
tn-err-joined = Siz allaqachon ro‘yxatdasiz.
tn-err-not-in = Siz ro‘yxatda yo‘qsiz.
tn-err-closed = Bu turnirga yozilish yopilgan.
tn-err-full = Turnirda joy qolmadi.
tn-err-count = Turnir uchun 4 dan 64 kishigacha kerak.
tn-err-not-creator = Buni faqat turnirni yaratgan kishi yoki guruh admini qila oladi.
tn-err-open = Bu guruhda ochiq turnir bor: avval uni yakunlang.
top-tournaments = 🏆 Turnirlar:
top-tournament-line = 🥇 { $name } (ishtirokchilar: { $n })
btn-top-tournament = 📋 Natijalar: { $name }, { $date }
top-tournament-unknown = Bunday turnir bu yerda yo‘q yoki u endi saqlanmaydi: reytingdagi tugmalardan birini bosing.
tn-btn-end = ⛔ Turnirni yakunlash
tn-ended = Turnir yakunlandi: oxirigacha o‘ynalgan raundlar hisobga olinadi.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Boshlanishi: { $time } ({ $zone }). Shu vaqtgacha { $min } kishidan kam yozilsa, turnir bekor qilinadi.
tn-btn-later-15 = ⏰ +15 daq
tn-btn-later-60 = ⏰ +1 soat
tn-btn-no-time = ⏰ Vaqtsiz
tn-time-set = Boshlanishi: { $time } ({ $zone }) — { $minutes } daqiqadan keyin.
tn-time-cleared = Boshlanish vaqti olib tashlandi: turnir «▶️ Boshlash» tugmasi bilan boshlanadi.
tn-err-time = Boshlanish vaqtini faqat keyingi 24 soat ichida belgilash mumkin.
tn-err-no-time = Boshlanish vaqti belgilanmagan.
tn-called-off = ✖️ Turnir bekor qilindi: belgilangan vaqtgacha { $n } kishi yozildi, kamida { $min } kerak.
tn-called-off-late = ✖️ Turnir bekor qilindi: belgilangan vaqtda bot ishlamagan edi, o'shandan beri bir soatdan ko'proq vaqt o'tdi.
tn-status-paused = ⏸ Tanaffus: bu raund stollari o'ynashda davom etadi; keyingi raund turnir davom ettirilganda boshlanadi.
tn-btn-pause = ⏸ Tanaffus
tn-btn-resume = ▶️ Davom ettirish
tn-paused = Tanaffus: turnir davom ettirilmaguncha yangi raund boshlanmaydi.
tn-resumed = Turnir davom etmoqda.
tn-err-paused = Turnir allaqachon tanaffusda.
tn-err-not-paused = Turnir tanaffusda emas.
tn-btn-drop = 🚫 O'yinchini chiqarish
tn-drop-pick = Turnirdan kimni chiqaramiz? Ismni bosing.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } endi turnirda emas.
tn-dropped-note = 🚫 { $name } turnirdan chiqadi: keyingi raundlarda juftlanmaydi, joriy o'yin esa stoldan ketish deb hisoblanadi.
tn-left-group = 🚪 { $name } endi guruhda emas va turnirdan chiqadi.
tn-err-dropped = Bu ishtirokchi allaqachon chiqqan.
tn-err-no-player = Bu odam turnir ishtirokchilari orasida yo'q.
tn-out = Chiqqanlar: { $names }
tn-usage-time = Vaqt bilan boshlash: /tournament durak 21:00 (UTC bo'yicha) yoki 21:00+3 (UTC+3 bo'yicha) — turnir o'zi boshlanadi; siljish guruhning keyingi turnirlari uchun eslab qolinadi.
tn-seats = Stolda: { $size ->
    [tables] ochko bo'yicha 3–4 kishi (5 kishi: 3 + 2 va kompyuter)
   *[pairs] ikki kishi, yakkama-yakka
  }
tn-opt-seats = { $size ->
    [tables] stolda 3–4
   *[pairs] yakkama-yakka
  }
tn-options-how = Turnir boshlangunga qadar uni yaratgan kishi yoki guruh admini barcha stollar qoidalarini quyidagi tugmalar bilan tanlaydi.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, { $rounds } turdan { $round }-tur: stolingiz tayyor. Stolingizda: { $names }.
tn-ping-hand-here = Kartalaringiz shu chatda, pastda.
tn-ping-hand-group = Kartalaringiz guruhda: stol ostidagi «🃏 Kartalarim» tugmasi.
tn-ping-link = Guruhdagi turnir: { $link }
tn-ping-group = 🔔 { $names }: stollaringiz tayyor — ular shu guruhda pastda.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Tahlil
review-working = Tarqatmani tahlil qilyapman… Tahlilni shaxsiy chatga yuboraman.
review-busy = Bu tarqatmaning tahlili allaqachon tayyorlanmoqda — tayyor bo'lishi bilan yuboraman.
review-title = 🔎 Tahlil: { $game }, tarqatma { $n }
review-mistake = { $move }-yurish: siz «{ $played }» o'ynadingiz; «{ $better }» yaxshiroq edi — bu { $cost } turdi.
review-cost-chance = durak bo'lib qolmaslik imkoniyatining ~{ $percent } %
review-cost-points = ~{ $points } ochko
review-none = Xato topilmadi: barcha qarorlaringiz ({ $n }) qidiruv taklif qilganlardan yomon emas. Yaxshi o'yin!
review-how = Har bir qaror o'sha paytda siz ko'rgan narsaga qarab baholanadi — boshqalarning kartalarisiz.
err-review-players-only = Faqat o'zingiz o'ynagan tarqatmani tahlil qilish mumkin.
err-review-unavailable = Bu tarqatmani tahlil qilib bo'lmaydi: u oxirigacha o'ynalmagan yoki endi saqlanmaydi.
err-review-limit = Bu soat uchun tahlillar yetarli — keyingisi { $minutes } daqiqadan so'ng mumkin.
err-review-failed = Tarqatmani tahlil qilib bo'lmadi — keyinroq urinib ko'ring.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Maslahat
hint-thinking = 💡 Maslahat ustida o'ylayapman…
hint-move = 💡 Eng kuchli kompyuter «{ $move }» o'ynagan bo'lardi.
hint-why-cover = { $trump ->
    [yes] Kozir bilan yoping: aks holda qo'lingizga { $cards } keladi.
   *[no] Yoping: aks holda qo'lingizga { $cards } keladi.
  }
hint-why-take = Oling: hozir himoyalanish qimmatroq. Qo'lingizga { $cards } keladi.
hint-why-transfer = O'tkazing: keyingi o'yinchi himoyalanadi, stolda { $cards } bo'ladi.
hint-why-throw-in = Tashlang: himoyachining qo'lida { $cards } bor.
hint-why-hold = Boshqa tashlamang: bu kartalar keyin kerak bo'ladi.
hint-why-lead-low = Kozir bo'lmagan eng kichik kartangiz bilan yuring: kuchlilarini saqlang.
hint-why-enough = «Yetadi!» deng: to'plamingizdagi siz ko'rgan ochkolar: { $points }.
hint-why-not-yet = Hozircha «Yetadi!» demang: to'plamingizdagi siz ko'rgan ochkolar: { $points }.
hint-why-stop = «To'xta!» deng: qo'lingizdagi shu kartalar bilan yutasiz.
hint-why-sweep = Butun stolni oling — bu scopa, qo'shimcha ochko. To'plamingizga { $cards } ketadi.
hint-why-settebello = Settebelloni, g'isht yettisini oling: alohida ochko. To'plamingizga { $cards } ketadi.
hint-why-primiera = Yettiliklarni oling — primierani ular hal qiladi. Bu olishdagi yettiliklar: { $sevens }; to'plamingizga { $cards } ketadi.
hint-why-no-sweep = Shu kartani o'ynang: undan keyin hech bir yakka karta butun stolni ololmaydi — raqibga scopa yo'q.
hint-why-capture = Oling: to'plamingizga { $cards } ketadi.
hint-why-only = Bu yerda oqilona yurish faqat bitta.
hint-why-luck = Bu ko'r qur'a: istalgan karta boshqasidan yomon emas.
hint-why-best-chance = Qidiruv bahosiga ko'ra shunday qilsangiz durak bo'lib qolmaslik imkoniyatingiz: ~{ $percent } %.
hint-why-best-points = Qidiruv bahosiga ko'ra bu yurish ko'zga tashlanganidan taxminan { $points } ochko yaxshiroq.
hint-why-best-plain = Qidiruv bahosiga ko'ra bu yerdagi eng yaxshi yurish shu.
err-hint-not-yours = Bu tugma sizniki emas.
err-hint-not-allowed = Maslahatlar faqat kompyuterlarga qarshi o'yinlarda bor (hech qachon boshqa odam bilan ham, reytingli o'yinda ham emas); /profile'da «💡 Maslahatlar» yoqilgan bo'lishi kerak.
err-hint-stale = Hozir maslahat yo'q: navbat sizda emas (yoki xabar eskirgan).
err-hint-failed = Maslahat chiqmadi — qaytadan urinib ko'ring.
hints-on = 💡 Maslahatlar yoqildi.
hints-off = 💡 Maslahatlar o'chirildi.
profile-hints = 💡 Kompyuterlarga qarshi o'yinlarda maslahatlar: { $on ->
    [yes] yoqilgan
   *[no] o'chirilgan
  }
btn-hints = { $on ->
    [yes] 💡 Maslahatlarni yoqish
   *[no] 💡 Maslahatlarni o'chirish
  }
