## Kozyr — Bahasa Indonesia
# Glosarium (satu istilah = satu arti di seluruh katalog):
# - Durak (ru «дурак»): nama permainan tetap "Durak"; pemain yang terakhir masih memegang kartu = "si durak".
#   Varian: podkidnoy (ru «подкидной») = "tambah"; perevodnoy (ru «переводной») = "oper".
# - Bura (ru «бура») = "Bura". Seruan: «Хватит!» = "Cukup!", «Стоп!» = "Stop!".
# - Scopa = "Scopa" (keluarga Escoba/Escopa); istilah Italia dipertahankan: scopa, settebello, primiera.
#   Kartu figur Italia: F (fante) = 8, C (cavallo) = 9, R (re) = 10.
# - Kartu: J, Q, K, A (As) — kode kartu (10♥, A♠) dari kode program, tidak diterjemahkan.
# - trump (ru «козырь») = "truf"; take (ru «беру») = "Ambil"; throw in (ru «подкинуть») = "tambah"
#   (menambah kartu ke serangan); transfer (ru «перевести») = "oper"; pass = "Lewat".
# - deal (ru «сдача») = "babak"; round (satu serangan di Durak) = "ronde"; trick (ru «взятка») = "trik";
#   stock = "tumpukan"; discard = "buangan"; match = "pertandingan"; point = "poin";
#   room = "ruang"; lobby = "lobi"; fingerprint = "sidik jari dek"; seed = "seed rahasia".
# - Sapaan: "kamu" (santai, seperti di meja kartu).

welcome = Halo! Aku Kozyr: Durak, Bura, dan Scopa di Telegram.
    Tombol di bawah: 🤖 langsung main lawan komputer; permainan tanpa 🤖 membuat ruang untuk teman dengan tautan undangan.
    Di grup: /durak, /bura, /scopa, atau /new membuka meja; teman bergabung dengan sekali ketuk.
    /hand mengirim ulang kartuku, /rules menjelaskan permainannya, /profile mengatur bahasa, gaya dek, dan sidik jari dek.
    /stats menampilkan statistikku, /top papan peringkat grup, /forget menghapus dataku, /help semua perintah.
help = Perintah:
    /durak, /bura, /scopa — buka ruang (di grup atau di sini)
    /play — main dengan siapa saja: pertandingan cepat dengan orang asing
    /new — pilih permainan (🤖: langsung lawan komputer)
    /hand — kirim ulang pesan berisi kartumu
    /mute — matikan obrolan di meja saat ini (sekali lagi: nyalakan lagi)
    /rules — aturan singkat, dengan nilai kartu
    /language — bahasa (di grup: bahasa meja, untuk admin)
    /hands — di grup: apakah kartu tampil langsung di grup, tiap pemain hanya melihat miliknya (untuk admin)
    /profile — bahasa, gaya dek Scopa, sidik jari dek 🔒, pengingat giliran, sembunyi dari papan peringkat
    /stats — statistikku: permainan, kemenangan, beruntun (di grup: permainan di grup itu)
    /top — papan peringkat grup untuk minggu ini, bulan ini, sepanjang masa (di grup)
    /top global — peringkat global (/top global durak, bura, scopa)
    /tournament durak — turnamen di grup: pendaftaran, babak, klasemen akhir (Swiss atau gugur)
    /forget — hapus data dan statistikku
    Cara main: ketuk "Gabung" di bawah meja grup, lalu "Siap". Permainan dimulai saat semua kursi terisi dan semua orang siap. Mainkan dengan tombol di pesanmu sendiri — di grup (hanya kamu yang melihatnya; «🃏 Kartuku» mengirimnya lagi) atau di chat pribadi: isinya hanya kartumu dan hanya langkah yang boleh saat ini.
pick-game = Main apa?
pick-done = Main apa? — { $game }
err-picked = Permainan sudah dipilih.
no-rooms = Kamu tidak punya ruang yang terbuka. Mulai permainan: /new
invite-forward = Ruang dibuat. Teruskan tautan undangan ini ke teman:
    { $url }
hand-moved = ⬇️ { $game }: permainan berlanjut di bawah.
you-left = Kamu keluar dari ruang.

cmd-new = permainan baru (pilih)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = kirim ulang kartuku
cmd-mute = obrolan meja mati/nyala
cmd-profile = profil: bahasa, dek, sidik jari
cmd-help = bantuan

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Komputer { $n }
player-name = Pemain { $n }
seat-free = — kosong —

title-durak = 🃏 Durak { $mode ->
    [perevodnoy] oper
   *[podkidnoy] tambah
  }, { $seats ->
   *[other] { $seats } kursi
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] satu lawan satu
  }, sampai { $target }
title-bura = 🂮 Bura

options-durak = Aturan: { $mode ->
    [perevodnoy] oper
   *[podkidnoy] tambah
  }; tambah setelah "Ambil": { $tat ->
    [yes] ya
   *[no] tidak
  }
options-scopa = Aturan: { $seats ->
    [4] dua tim berdua (kursi 1 dan 3 lawan 2 dan 4)
   *[other] satu lawan satu
  }; main sampai { $target } poin
options-bura = Aturan: pertandingan sampai 12 poin; "Cukup!" saat trikmu berisi kartu bernilai 41–70.

lobby-header = Kursi: { $taken } dari { $capacity }
lobby-hint = Permainan dimulai saat semua kursi terisi dan semua orang sudah mengetuk "Siap". 🔒 Dek: { $fp }
commitment-line = 🔒 Sidik jari dek: { $fp } (dek sudah ditetapkan; ketukan "Siap"-mu menambah keacakanmu)
invite-line = Tautan undangan: { $url }
unreachable = ⚠ { $names }: bot tidak bisa mengirim pesan kepadamu. Buka bot: { $url }
next-deal-header = Babak { $n }: ketuk "Babak berikutnya".

btn-join = ➕ Gabung
btn-invite = 📨 Undang
btn-ready = ✅ Siap
btn-ready-app = 🎲 Siap — keacakanku sendiri
btn-unready = ↩ Belum siap
btn-add-computer = 🤖 + Komputer
btn-remove-computer = 🤖 − Hapus
btn-fill = 🤖 + { $n ->
   *[other] { $n } komputer
  }
btn-settings = ⚙️ Pengaturan
btn-settings-back = ← Kembali ke lobi
btn-team = { $mark } Tim { $n }
btn-shuffle = 🔀 Acak tim
btn-leave = 🚪 Keluar
btn-surrender = { $game ->
    [bura] 🏳 Serahkan pertandingan
    [scopa] 🏳 Serahkan permainan
   *[other] 🏳 Menyerah
  }
btn-end-game = ⛔ Akhiri permainan
btn-next-deal = ▶ Babak berikutnya
btn-record = 📄 Catatan babak
btn-check-deck = 🔍 Periksa dek
btn-replay = ▶️ Tayangan ulang
replay-share-text = ▶️ Tonton tayangan ulang sebuah bagian: { $game }
btn-table = 🎴 Meja
btn-record-match = 📄 Catatan: pertandingan { $n }
btn-back = ← Kembali
btn-seats-minus = − kursi
btn-seats-plus = + kursi

cards-count = { $n ->
   *[other] { $n } kartu
  }
tricks-count = { $n ->
   *[other] { $n } trik
  }
score-points = { $n ->
   *[other] { $n } poin
  }

table-empty = Meja kosong.
table-cards = Meja: { $cards }
your-hand = Kartumu: { $cards }
waiting-for = Menunggu: { $names }
state-out = keluar
state-passed = lewat
state-taking = ambil

durak-status = ★ Truf: { $trump } · Tumpukan: { $stock } · Buangan: { $discard }
last-durak-attack = Langkah terakhir: { $name } — { $card }
last-durak-transfer = Langkah terakhir: { $name } mengoper dengan { $card }
last-durak-defend = Langkah terakhir: { $name } menutup { $target } dengan { $card }
last-durak-take = Langkah terakhir: { $name } mengambil
last-durak-pass = Langkah terakhir: { $name } lewat
last-durak-throw-timeout = Langkah terakhir: waktu untuk menambah kartu habis
prompt-durak-lead = Giliranmu: pilih kartu.
prompt-durak-throw = Kamu boleh menambah kartu atau mengetuk "Lewat".
prompt-durak-defend = Tutup atau ambil.
prompt-durak-defend-transfer = Tutup, oper, atau ambil.
act-attack = Tambah { $card }
act-defend = Tutup { $target } dengan { $card }
act-transfer = Oper dengan { $card }
act-take = Ambil
act-pass = Lewat
durak-draw = Seri: kartu terakhir habis bersamaan.
durak-out-order = Keluar: { $names }
result-none = Permainan terhenti.

scopa-status = Babak { $deal } · Tumpukan: { $stock } · Main sampai { $target }
scopa-redeal = { $n ->
    [1] 🔄 Bagi ulang: di meja ada tiga atau empat raja — kartu dibagikan lagi.
   *[other] 🔄 Bagi ulang (ke-{ $n }): di meja ada tiga atau empat raja — kartu dibagikan lagi.
  }
scopa-side = Pihak { $side } ({ $who }): { $score } · diambil { $pile } · scopa { $scopas }
scopa-last-capture = Langkah terakhir: { $name } — { $card } mengambil { $cards }
scopa-last-drop = Langkah terakhir: { $name } menaruh { $card }
prompt-scopa = Giliranmu: pilih kartu.
act-capture = { $card } mengambil { $cards }
act-drop = Taruh { $card } di meja
scopa-deal-side = { $who }: kartu { $cards }, koin { $coins }, settebello { $settebello }, primiera { $primiera }, scopa { $scopas } → +{ $points }

bura-status = Babak { $deal } · ★ Truf: { $trump } · Tumpukan: { $stock }
bura-lead = Di meja, { $name } menyerang: { $cards }
bura-window = ⏱ Kesempatan "Stop!" terbuka.
bura-claim = ⏱ "Stop!" diserukan: menunggu jawaban penyerang.
bura-draw-header = 🎴 Undian langkah pertama: masing-masing mengambil satu kartu tertutup. Yang lebih tinggi (6 < 7 < 8 < 9 < 10 < J < Q < K < A) menyerang dulu; nilai sama, undi lagi.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — sama, undi lagi.
bura-draw-picked = ✋ { $name }: kartu sudah dipilih
bura-draw-picking = ⏳ { $name }: sedang memilih kartu
bura-draw-result = 🎴 Undian: { $a }: { $ca }, { $b }: { $cb } → { $first } menyerang dulu
bura-last-beat = Langkah sebelumnya: { $name } menutup { $pairs }
bura-last-dump = Langkah sebelumnya: { $name } membuang { $n } tertutup: { $cards }
last-bura-lead = Langkah terakhir: { $name } menyerang dengan { $n ->
   *[other] { $n } kartu
  }
last-bura-beat = Langkah terakhir: { $name } menutup serangan
last-bura-dump = Langkah terakhir: { $name } membuang { $n ->
   *[other] { $n } kartu
  }
last-bura-enough = Langkah terakhir: { $name } — "Cukup!"
last-bura-continue = Langkah terakhir: { $name } lanjut ambil kartu
last-bura-stop = Langkah terakhir: { $name } — "Stop!"
last-bura-surrender = { $name } menyerah
prompt-bura-lead = Giliranmu menyerang: tandai satu kartu, atau dua atau tiga kartu satu jenis, lalu ketuk "Serang".
prompt-bura-draw = Pilih satu kartu tertutup:
prompt-bura-defend = Tutup setiap kartu (tandai kartumu) atau buang kartu sebanyak itu.
prompt-bura-decide = Trik ini milikmu: "Cukup!" atau lanjut ambil kartu?
prompt-bura-stop = Kamu boleh berseru "Stop!" (tiga kartu 6, tiga As, atau rebut serangan dengan tiga kartu satu jenis).
prompt-bura-claim = Lawanmu berseru "Stop!". Jawab dengan "Stop!"-mu sendiri kalau bisa.
act-lead = Serang: { $cards }
act-dump = Buang: { $cards }
act-beat = Tutup: { $pairs }
act-enough = ✋ Cukup!
act-continue = 🂠 Lanjut ambil
act-stop = 🛑 Stop!
act-surrender = 🏳 Menyerah
act-pick = Kartu tertutup no. { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → poin untuk lawan: { $name } +{ $n }
bura-award-three_sixes = { $name }: tiga kartu 6 — +{ $n }
bura-award-three_aces = { $name }: tiga As — +{ $n }
bura-award-more_points = { $name }: nilai kartu lebih banyak — +{ $n }
bura-award-dry = { $name }: menang kering — +{ $n }
bura-award-tie = Nilai kartu sama: tidak ada yang dapat poin.
bura-award-surrender = Menyerah: { $name } menang.
bura-pile = { $name }: kartu bernilai { $points }, { $tricks ->
   *[other] { $tricks } trik
  }

deal-result-header = Hasil babak { $n }:
match-score = Skor pertandingan: { $score }
match-winner = 🏆 Pemenang: { $name }
outcome-left = Permainan terhenti: { $name } keluar.
outcome-ended = Pembuat ruang ({ $name }) mengakhiri permainan.
outcome-surrender = { $name } menyerah.

fair-ok = ✅ Babak yang jujur: dek cocok dengan sidik jarinya dan setiap langkah sudah diperiksa.
fair-warning = ⚠ Pemeriksaan babak gagal — unduh catatannya dan periksa sendiri.
fair-interrupted = Babak terhenti; sidik jari dan seed ada di catatan.
record-caption = Catatan: { $game }, babak { $n }. Periksa: python -m engines verify <file>
record-redeal = 🔄 Babak { $deal }: dibagi ulang — di meja ada tiga atau empat raja (label dek …:r{ $n }).
fp-current = 🔒 Babak { $n }: sidik jari dek (SHA-256 dari seed rahasia):
    { $commitment }
    Seed dibuka saat babak berakhir.
fp-revealed = Babak { $n } selesai. Sidik jari:
    { $commitment }
    Seed yang dibuka:
    { $seed }
fp-next = Sidik jari dek berikutnya:
    { $commitment }
fp-how = Cara memeriksa: unduh catatan babak ("📄 Catatan babak") lalu jalankan python -m engines verify record.json — perintah ini menghitung ulang sidik jari dari seed, dek dari seed, kontribusi para pemain dan labelnya, lalu memutar ulang setiap langkah.
webapp-title = Pemeriksaan dek
webapp-intro = Browsermu sendiri menghitung ulang dek dari catatan babak: sidik jari dari seed yang dibuka, campuran kontribusi para pemain, kunci, aliran ChaCha20, dan pengocokan. Browser juga memainkan ulang setiap langkah menurut aturan; hasil dan skor yang tercatat diperiksa dengan perintah python -m engines verify.
webapp-ready-intro = Browsermu akan mengambil 32 byte acak (crypto.getRandomValues) dan mengirimnya ke bot dengan tanda tangan Telegram. Byte itu masuk ke pengocokan dek berikutnya, yang sidik jarinya sudah ditampilkan — server tidak bisa memilih dek yang cocok dengan kontribusimu.
webapp-ready-button = ✅ Siap
webapp-ready-sent = Keacakanmu: { $randomness }
webapp-ready-done = Kontribusi diterima. Setelah babak, pemeriksaan dek menampilkannya dalam campuran.
webapp-ready-outside = Tombol ini bekerja di Telegram: buka dari pesan bot.
webapp-drop = Letakkan file catatan (kozyr-….json) di sini, atau pilih:
webapp-loading = Memuat catatan babak…
webapp-refused = Tidak ada catatan: { $reason }
webapp-refused-unsigned = halaman ini tidak dibuka dari Telegram. Unduh catatan dengan "📄 Catatan babak" dan letakkan di sini.
webapp-refused-stale = Data Telegram sudah kedaluwarsa. Tutup pemeriksaan dan buka lagi.
webapp-refused-players = catatan babak hanya untuk orang yang memainkannya.
webapp-refused-unavailable = catatan tersedia setelah babak selesai.
webapp-refused-network = server tidak menjawab.
webapp-refused-malformed = permintaan rusak.
webapp-refused-too-fast = terlalu cepat — tunggu sebentar.
webapp-not-json = File ini tidak terbaca sebagai JSON: ini bukan catatan babak.
webapp-not-record = Ini bukan catatan babak Kozyr.
webapp-seat = Kartu siapa:
webapp-seat-n = Pemain { $n }
webapp-verdict-ok = ✅ Dek yang jujur: semuanya dihitung ulang di browsermu dan cocok.
webapp-verdict-fail = ❌ Pemeriksaan gagal: babak { $n }, langkah "{ $step }".
webapp-deal = Babak { $n }
webapp-step-record = Catatan
webapp-step-commitment = Sidik jari
webapp-step-label = Label dek
webapp-step-mix = Kontribusi pemain
webapp-step-deck = Dek
webapp-step-deal = Kartu yang dibagikan
webapp-step-draw = Undian langkah pertama
webapp-no-proof = Babak ini tidak membawa bukti kejujuran: deknya tidak bisa diperiksa.
webapp-bad-proof = Buktinya rusak: sidik jari, seed, kontribusi, atau label tidak valid.
webapp-commitment-ok = SHA-256 dari seed yang dibuka cocok dengan sidik jari yang ditampilkan sebelum babak: { $computed }
webapp-commitment-differs = SHA-256 seed adalah { $computed }, tetapi sidik jari di catatan { $recorded }: ini bukan seed yang dijanjikan.
webapp-label-ok = Label { $recorded } memang label yang harus dimiliki babak ini.
webapp-label-redeal = Label { $recorded } adalah bagi ulang: setiap dek sebelumnya di babak ini menaruh tiga atau empat raja di meja.
webapp-label-differs = Label di catatan { $recorded }, tetapi babak ini harus berlabel { $expected }.
webapp-redeal-unneeded = Label { $recorded } mengaku bagi ulang, tetapi dek { $label } tidak memerlukannya.
webapp-contribution-malformed = Kontribusi { $n } mengaku keacakan Mini App tetapi tidak berisi 64 digit heksa.
webapp-mix-ok = Campuran kontribusi (SHA-256): { $mix }
webapp-deck-ok = Kunci (HKDF-SHA256): { $hkdf }. Aliran ChaCha20 mengocok dek:
webapp-deal-ok = Kartu di catatan persis berasal dari dek ini.
webapp-deal-unstated = Catatan tidak mencantumkan kartu yang dibagikan: bandingkan kartu di bawah dengan kartu yang kamu pegang.
webapp-deck-differs = Kartu ke-{ $n } dek di catatan adalah { $recorded }, tetapi pengocokan menghasilkan { $derived }.
webapp-hand-differs = Kartu Pemain { $seat } di catatan adalah { $recorded }, tetapi dek menghasilkan { $derived }.
webapp-table-differs = Meja di catatan adalah { $recorded }, tetapi dek menghasilkan { $derived }.
webapp-stock-differs = Tumpukan di catatan tidak cocok dengan pengocokan.
webapp-leader-unknown = Catatan tidak memuat hasil babak sebelumnya: tidak diketahui siapa yang menyerang dulu.
webapp-draw-ok = Undian dihitung ulang: pemain { $seat } menyerang dulu.
webapp-draw-bad-picks = Undian, putaran { $k }: posisi yang dipilih tidak mungkin.
webapp-draw-differs = Undian, putaran { $k }: catatan menyebut { $recorded }, tetapi dek menghasilkan { $derived }.
webapp-draw-rounds = Undian: jumlah putaran di catatan tidak cocok dengan undian yang dihitung ulang.
webapp-draw-first = Menurut undian pemain { $seat } menyerang dulu, tetapi catatan menyebut pemain lain.
webapp-step-moves = Langkah
webapp-moves-ok = Langkah yang dimainkan ulang menurut aturan: { $n }, semuanya diizinkan.
webapp-moves-illegal = Langkah { $n } ({ $move }) tidak diizinkan: { $why }.
webapp-moves-why-turn = saat itu bukan giliran pemain ini untuk melakukannya
webapp-moves-why-hand = pemain tidak memegang kartu itu
webapp-moves-why-rule = aturan tidak mengizinkannya pada saat itu
webapp-moves-why-over = putaran sudah selesai
webapp-moves-unfinished = Langkah-langkahnya berhenti sebelum putaran selesai, padahal masih ada putaran berikutnya.
webapp-contribution-app = keacakan sendiri dari Mini App
webapp-contribution-press = ketukan tombol di Telegram
webapp-contribution-none = tanpa kontribusi
webapp-contribution-mine = milikmu, diambil oleh browser ini
webapp-your-hand = Kartu pertamamu:
webapp-hand-of = Kartu pertama Pemain { $n }:
webapp-table = Meja:
webapp-about = Apa yang dibuktikan pemeriksaan ini
webapp-proves = ✅ berarti: dek babak ini persis dek yang berasal dari seed (yang sidik jarinya kamu lihat sebelum babak), kontribusi para pemain, dan labelnya. Server tidak bisa memilih dek setelah ketukanmu.
webapp-not-proves = Pemeriksaan ini tidak menghitung ulang hasil dan skor yang tercatat (python -m engines verify melakukannya, dengan file catatan), dan tidak mencegah pengelola server melihat kartu selama permainan.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Meja
table-page-loading = Menata meja…
table-page-reconnecting = Koneksi terputus — menyambung lagi…
table-page-outside = Meja ini terbuka di Telegram: buka dari pesan bot.
table-page-no-room = Alamat ini tidak menyebut ruang: buka meja dari pesan bot.
table-page-players = Pemain
table-page-table = Di meja
table-page-hand = Kartumu
table-page-actions = Tombol
table-page-chat = Di obrolan
table-page-watching = 👁 Kamu menonton: kartu para pemain tidak ditampilkan untukmu.
table-page-you = kamu
table-page-cards = Kartu: { $n }
table-page-stock = Tumpukan: { $n }
table-page-discard = Buangan: { $n }
table-page-trump = Truf: { $card }
table-page-trump-mark = truf
table-page-attacker = menyerang
table-page-defender = bertahan
table-page-acting = sedang giliran
table-page-ready = siap
table-page-not-ready = belum siap
table-page-your-move = Giliranmu
table-page-covered = { $attack }, ditutup dengan { $cover }
table-page-uncovered = { $card }, belum ditutup
table-page-led-by = { $name } jalan
table-page-tricks = Trik: { $n }
table-page-score = Poin: { $n }
table-page-captured = Diambil: { $n }
table-page-scope = Scopa: { $n }
table-page-spread = Kartu tertutup: pilih satu
table-page-choose = Ketuk kartu bertanda di meja, atau pilih di bawah.
table-page-which = Langkah yang mana?
table-page-select = Ketuk kartu untuk menandainya, lalu mainkan.
table-page-play = ▶ Mainkan kartu bertanda
table-page-cancel = Batal
table-page-confirm = { $action } — yakin?
table-page-yes = Ya
table-page-ok = OK
table-page-clock = Waktu
table-page-clock-stop = Kesempatan "Stop!"
table-page-clock-claim = Jawab "Stop!"
table-page-clock-throwin = Waktu menambah kartu
table-page-seconds = { $n } dtk
table-page-status-lobby = Lobi
table-page-status-playing = Sedang bermain
table-page-status-between = Pertandingan selesai
table-page-status-closed = Ruang ditutup
table-page-status-replay = Tayangan ulang
table-page-replay-title = Tayangan ulang: bagian { $n }
table-page-replay-move = Langkah { $n } dari { $total }
table-page-replay-dealt = Kartu dibagikan
table-page-replay-first = Ke awal
table-page-replay-back = Mundur
table-page-replay-forward = Maju
table-page-replay-last = Ke akhir
table-page-replay-play = Putar
table-page-replay-pause = Jeda
table-page-replay-speed = Kecepatan
table-page-replay-jump = Lompat ke langkah
table-page-replay-verified = ✅ Dek adil: pemeriksaan lolos
table-page-replay-unverified = ❌ Pemeriksaan dek gagal
table-page-replay-hands = Kartu para pemain
table-page-replay-missing = Tayangan ulang tidak ditemukan: tautan salah atau bagian itu tidak disimpan lagi.
table-page-replay-clock = ⏱ Waktu habis
table-page-replay-draw = Undian: { $cards }
table-page-replay-share = Bagikan
table-page-replay-copied = Tautan tayangan ulang disalin
table-page-refused-unsigned = Halaman ini tidak dibuka dari Telegram: buka meja dari pesan bot.
table-page-refused-stale = Data Telegram sudah kedaluwarsa: tutup meja dan buka lagi.
table-page-refused-unavailable = Ruang itu tidak ada (lagi).
table-page-refused-malformed = Permintaan rusak.
table-page-refused-too-fast = Terlalu cepat — tunggu sebentar.
table-page-refused-network = Server tidak menjawab.
table-page-talk = Obrolan meja
table-page-talk-empty = Apa yang dikatakan di meja ini akan muncul di sini.
table-page-talk-placeholder = Katakan sesuatu ke meja…
table-page-talk-send = Kirim
table-page-talk-phrases = Babak tim sedang berjalan: tidak boleh memberi petunjuk, hanya frasa ini yang sampai ke meja.
table-page-talk-muted = 🔇 Kamu membisukan meja ini dengan /mute: kata-kata pemain lain tidak sampai ke sini.

profile-title = ⚙ Profil
profile-language = Bahasa: { $name }
profile-style = Dek Scopa: { $style ->
    [french] Prancis
    [roses] Mawar & Lili
   *[italian] Italia
  } ({ $sample })
profile-fp = Tampilkan sidik jari dek: { $on ->
    [yes] ya
   *[no] tidak
  }
profile-pings = 🔔 Ingatkan giliranku: { $on ->
    [yes] ya
   *[no] tidak
  }
profile-hands = 🃏 Kartu di permainan grup: { $where ->
    [group] di grup
    [private] di chat pribadi
   *[both] di grup dan di chat pribadi
  }
profile-fp-hint = Sidik jari 🔒 adalah 8 digit heksa pertama dari SHA-256 seed rahasia dek. Ditampilkan sebelum babak; sesudahnya seed dibuka dan siapa pun bisa memeriksa bahwa deknya memang itu.
style-italian = Italia
style-french = Prancis
style-roses = Mawar & Lili
btn-fp = Sidik jari dek: { $on ->
    [yes] nyalakan
   *[no] matikan
  }
btn-pings = 🔔 Pengingat giliran: { $on ->
    [yes] nyalakan
   *[no] matikan
  }
btn-hands = 🃏 { $where ->
    [group] Di grup
    [private] Di pribadi
   *[both] Keduanya
  }

join-ok = Kamu masuk!
join-already = Kamu sudah ada di ruang ini.
left-ok = Kamu keluar.
ready-ok = Siap!
ready-already = Kamu sudah siap.
unready-ok = Tanda "Siap" dihapus.
computer-added = Komputer ditambahkan.
computer-removed = Komputer dihapus.
option-ok = Aturan diubah.
option-ok-cleared = Aturan diubah; tanda "Siap" dihapus.
ended-ok = Permainan selesai.
surrender-ok = Kamu menyerah.
record-sent-private = Catatannya ada di chat pribadimu.
confirm-leave = Keluar dari permainan yang sedang berjalan? Komputer mengambil kursimu dan yang lain tetap main (kalau tinggal lawan komputer saja, permainan berakhir). Ketuk lagi untuk memastikan.
confirm-end = { $people ->
    [yes] Akhiri permainan untuk semua? Di sini hanya manusia yang bermain: di rating ini dihitung sebagai kekalahanmu (atau kekalahan mereka yang tidak bisa dihubungi bot, jika permainan sedang menunggu mereka). Ketuk lagi untuk memastikan.
   *[no] Akhiri permainan untuk semua? Ketuk lagi untuk memastikan.
  }
confirm-surrender = { $game ->
    [bura] Menyerah? Kamu kalah seluruh pertandingan, bukan hanya babak ini: lawanmu menang. Ketuk lagi untuk memastikan.
    [scopa] Menyerah? Kamu kalah seluruh permainan: pihak lawan menang. Ketuk lagi untuk memastikan.
   *[other] Menyerah? Ketuk lagi untuk memastikan.
  }

err-stale = Langkah ini sudah tidak tersedia — kartumu ditampilkan ulang.
err-move-gone = «{ $move }» sudah tidak mungkin: meja berubah saat kamu memilih. Kartumu ditampilkan ulang.
err-not-your-button = Ini bukan tombolmu.
err-unknown-button = Tombol tidak dikenal.
err-forged = Pilihan itu tidak ada.
err-unknown-room = Ruang tidak ditemukan atau sudah ditutup.
err-invite-unknown = Undangan tidak ditemukan: tautannya salah atau kedaluwarsa.
err-invite-expired = Ruang ini sudah ditutup. Minta undangan baru.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } untuk { $n }
  }
inline-desc = Kirim undangan dengan tombol "Gabung" di chat ini
inline-room-title = Undang ke ruangku: { $game }
inline-room-desc = Undangan ke ruang tempat kamu duduk
card-new = 🃏 { $name } mengajakmu main { $game }
card-seats = Kursi: { $n }
card-seated = Di meja: { $names }
card-hint = Ketuk "Gabung": kartumu dikirim lewat chat pribadi dengan bot.
card-closed = Tidak ada kursi tersisa: permainan sudah jalan atau meja penuh.
card-joined = Kamu di meja! Lobinya ada di chat pribadimu dengan bot.
card-seated-already = Kamu sudah di meja ini: lobinya dikirim ke chat pribadimu dengan bot.
card-open-bot = Buka bot: bot akan mendudukkanmu lewat undangan ini.
card-not-this-room = Tombol ini bukan milik kartu undangan ini: tidak ada yang berubah. Ketuk "Gabung" di kartu permainannya sendiri, atau minta undangan baru.
card-not-ready = Permainan kartu ini belum dibuat. Jika kartu baru saja dikirim, ketuk lagi sebentar lagi; jika tidak, minta undangan baru.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (stiker)
btn-talk-report = ⚠️ Laporkan
talk-reported = "{ $name }" dilaporkan: pertandingan cepat dengan orang asing berikutnya tidak akan mempertemukan kalian.
err-talk-report = Hanya orang di meja ini yang bisa melapor, dan tidak bisa melaporkan diri sendiri.
talk-too-fast = Terlalu cepat: paling banyak 5 pesan beruntun sampai ke meja, lalu satu setiap { $sec } dtk. Pesan ini tidak terkirim — tunggu sebentar.
talk-nobody = Tidak ada yang mendengarmu: semua orang lain di meja mematikan obrolan.
talk-off-self = Obrolan mejamu mati (/profile): pesan tidak terkirim.
talk-sent-to = 💬 Terkirim ke meja { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } — meja tempat permainan terakhir berjalan.
talk-phrases-only = 🤝 Babak tim sedang berlangsung di meja { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  }, dan tidak ada yang boleh menyebut kartunya atau memberi isyarat — di chat juga. Pesanmu tidak terkirim: selama babak berjalan, hanya frasa ini yang sampai ke meja. Teks bebas lagi di antara babak.
talk-phrase-hello = 👋 Halo!
talk-phrase-luck = 🍀 Semoga beruntung!
talk-phrase-nice = 👍 Langkah bagus!
talk-phrase-thanks = 🙏 Makasih!
talk-phrase-oops = 😅 Ups!
talk-phrase-haha = 😄 Haha!
talk-phrase-sorry = 🙂 Maaf!
talk-phrase-gg = 🤝 Permainan bagus!
talk-phrase-sent = 💬 Terkirim: { $text }
err-talk-phrase = Frasa tidak terkirim: meja ini sudah tidak bermain, atau kamu tidak duduk di sana.
err-talk-table = Pesan tidak terkirim: meja ini sudah tidak bermain, atau kamu tidak duduk di sana.
mute-on = 🔇 Obrolan meja { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } dimatikan untukmu. /mute lagi untuk menyalakannya.
mute-off = 🔊 Obrolan meja { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } menyala lagi.
mute-none = Kamu tidak sedang di permainan tanpa grup: tidak ada yang bisa dibisukan.
err-room-full = Semua kursi terisi.
err-room-playing = Permainan sedang berjalan; kamu bisa bergabung sesudahnya.
err-join-first = Kamu belum di meja: chat dengan bot terbuka sekarang dan memberimu kursi (tekan "Start" kalau Telegram meminta). Lalu tekan "Siap".
err-join-here = { $teams ->
    [yes] Kamu belum di meja: pilih tim dengan tombolnya di meja grup — kamu langsung dapat kursi di sini, tidak perlu membuka bot.
   *[no] Kamu belum di meja: ketuk «➕ Gabung» di meja grup — kamu langsung dapat kursi di sini, tidak perlu membuka bot.
  }
err-not-in-room = Kamu tidak ada di ruang ini.
err-creator-only = Hanya pembuat ruang yang bisa melakukannya.
err-no-computer = Tidak ada komputer di meja.
err-no-game = Tidak ada permainan yang berjalan.
err-record-unavailable = Catatan tersedia setelah babak selesai.
err-open-bot = Buka chat pribadi dengan bot (ketuk "Start") supaya aku bisa mengirimnya.
err-internal = Ada yang salah; langkahmu tidak hilang. Coba lagi.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } jam
    [m] { $n } mnt
   *[s] { $n } dtk
  }
bar-window = ⏱ { $bar } { $n } dtk — tekan "Stop!" selagi kesempatannya terbuka.
bar-claim = ⏱ { $bar } { $n } dtk — jawab dengan "Stop!"-mu sendiri, atau lawanmu merebut serangan.
btn-hurry = ⏰ Ayo cepat
hurry-ping = ⏰ { $name } memintamu bergegas: giliranmu di { $game }.
hurry-ping-next = ⏰ { $name } memintamu bergegas: semua menunggu babak berikutnya { $game } — ketuk "▶ Babak berikutnya".
hurry-ping-lobby = ⏰ { $name } memintamu bergegas: { $game } dimulai setelah kamu mengetuk tombol di pesanmu.
hurry-group = ⏰ { $names }: { $name } memintamu bergegas — ketuk "🃏 Kartuku".
hurry-sent = Pengingat terkirim.
hurry-too-soon = Pengingat baru saja dikirim; tunggu sebentar.
hurry-not-yet = Kamu bisa mendesak pemain setelah langkahnya terlambat.
hurry-nobody = Semua menunggumu.
err-paused = Permainan dijeda: menunggu pemain yang tidak bisa dihubungi bot.
pause-line = ⏸ Dijeda: bot tidak bisa menghubungi { $names }. Menunggu { $dur } lagi; kalau tidak kembali, permainan dibatalkan tanpa pemenang. Kembali: { $url }
pause-rated-note = Permainan berperingkat: kalau tidak kembali, ini kekalahan di rating ({ $names }); «🤖 Main untuk …» menyerahkan kursinya ke komputer sekarang — itu juga kekalahan.
pause-started = ⏸ { $game }: permainan dijeda — bot tidak bisa menghubungi { $names }. Menunggu { $dur }; kalau tidak kembali, permainan dibatalkan tanpa pemenang.
pause-resumed = ▶ { $game }: { $names } kembali, permainan lanjut dari posisi yang sama.
pause-cancelled = ✖ { $game }: { $names } tidak kembali, permainan dibatalkan tanpa pemenang.
pause-cancelled-rated = ✖ { $game }: { $names } tidak kembali, permainan dibatalkan; di rating ini kekalahan untuk { $names }.
outcome-cancelled = Permainan dibatalkan tanpa pemenang: { $name } tidak kembali.
outcome-expired = Ruang ditutup: sehari tanpa aktivitas.
outcome-rated-loss = Di rating ini kekalahan untuk { $names }.
room-ttl-hint = ⌛ Ruang ditutup setelah { $dur } tanpa aktivitas.
room-expired = ⌛ Ruang ditutup: { $dur } tanpa aktivitas. Mulai permainan baru: /new
room-closed = Ruang ditutup. Mulai permainan baru: /new

## issue 17
cmd-language = bahasa (di grup: bahasa meja, untuk admin)
cmd-hands = kartu di grup: nyala/mati (untuk admin)
cmd-rules = aturan permainan
language-pick-mine = Bahasamu: { $name }. Pesan pribadi dari bot mengikutinya.
language-set-mine = Bahasa diubah.
language-pick-group = Bahasa meja di grup ini: { $lang ->
    [none] bahasa orang yang membuka ruang
   *[other] { $name }
  }. Admin bisa mengubahnya; pesan pribadi setiap pemain tetap dalam bahasanya sendiri.
language-set-group = Meja-meja di grup ini sekarang berbahasa { $name }; pesan pribadi tetap dalam bahasa masing-masing pemain.
language-admins-only = Hanya admin grup yang bisa mengubah bahasanya.
group-hands-state = 🃏 Kartu pemain di grup ini: { $on ->
    [yes] tampil langsung di sini, tiap pemain hanya melihat miliknya (tombol «🃏 Kartuku»)
   *[no] hanya di chat pribadi dengan bot
  }
btn-group-hands = { $on ->
    [yes] Tampilkan kartu di grup
   *[no] Berhenti menampilkan kartu di grup
  }
group-hands-admins-only = Hanya admin grup yang menentukan apakah kartu ditampilkan di grup.
group-hands-set = Beres: berlaku mulai langkah berikutnya.
btn-rules = ℹ️ Aturan
btn-rules-more = 📖 Selengkapnya
btn-rules-short = ◀ Singkatnya
rules-pick = Aturan permainan apa?
rules-sent-private = Aturannya ada di chat pribadimu.
scopa-legend = Figur: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak singkatnya
    36 kartu (6…A), masing-masing enam; jenis kartu terbuka di dasar tumpukan adalah truf. Urutan: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; truf mengalahkan kartu bukan truf mana pun, truf hanya dikalahkan truf yang lebih tinggi.
    Penyerang menaruh kartu; bertahan menutupnya dengan kartu lebih tinggi dari jenis yang sama atau dengan truf. Pemain lain boleh menambah kartu yang nilainya sudah ada di meja (paling banyak 6, dan tidak lebih dari kartu yang dipegang pihak bertahan).
    Semua tertutup: kartu dibuang dan pihak bertahan menyerang berikutnya. Tidak bisa menutup: "Ambil" — pihak bertahan mengambil semua kartu di meja dan kehilangan giliran.
    Setelah tiap ronde semua mengambil kartu lagi sampai enam.
    Tambah: hanya menambah. Oper: selama belum ada kartu yang ditutup, pihak bertahan boleh menaruh kartu bernilai sama dan mengoper serangan ke pemain berikutnya.
    Yang terakhir masih memegang kartu adalah si durak.
rules-durak-more = 📖 Durak — selengkapnya
    Serangan pertama: pemegang truf terendah setelah pembagian; kalau tidak ada yang memegang truf, kursi pertama di meja.
    Batas: satu ronde tidak pernah lebih dari 6 kartu serangan, dan tidak lebih dari jumlah kartu pihak bertahan saat bertahan dimulai (setelah oper: pihak bertahan yang baru).
    Mengambil kartu setelah ronde: pertama yang memulai ronde, lalu yang lain bergiliran, pihak bertahan terakhir; masing-masing langsung mengisi sampai 6. Saat tumpukan habis, sisanya tidak mengambil apa-apa.
    "Lewat" hanya diucapkan pemain yang bisa menambah; setiap kartu baru di meja menghapus semua "Lewat".
    "Ambil": dengan 'Tambah setelah "Ambil"' menyala, yang lain masih boleh menambah kartu dalam batas; lalu pihak bertahan mengambil meja dan kehilangan giliran.
    Oper (Durak oper): selama belum ada kartu yang ditutup, pihak bertahan menaruh kartu bernilai sama dan serangan pindah, jika pemain berikutnya punya cukup kartu.
    Tim (2×2, 3×2, 2×3): tidak ada yang menyerang atau menambah kartu ke rekan setim; tim yang terakhir masih memegang kartu kalah. Kartu terakhir habis bersamaan: seri. Tanpa isyarat ke rekan: selama permainan berjalan, obrolan meja hanya frasa tetap.
rules-bura = 🂮 Bura singkatnya
    36 kartu, masing-masing tiga; kartu terbuka di bawah tumpukan adalah truf. Nilai kartu (dihitung hanya dalam trik): A 11, 10 10, K 4, Q 3, J 2, 9…6 nol; total 120.
    Urutan untuk menutup: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Serangan adalah satu kartu, atau dua atau tiga kartu satu jenis. Pihak bertahan menutup masing-masing (kartu lebih tinggi dari jenisnya atau truf) atau membuang kartu sebanyak itu tertutup, dan trik itu milik penyerang. Tumpukan trik tetap tersembunyi sampai babak berakhir.
    Setelah trik, pemenangnya memilih: "Cukup!" atau lanjut ambil kartu.
    "Cukup!" dengan kartu bernilai 41–70: +2 poin pertandingan (+4 jika kartu lawan bernilai 41–70, +6 jika lebih dari 70). Jika tidak, lawan mendapat 2.
    Tanpa "Cukup!": nilai kartu lebih banyak +1 poin; lawan tanpa satu trik pun ("kering") +6.
    "Stop!": tiga kartu 6 +3 poin, tiga As +4; tiga kartu satu jenis milik pihak bertahan merebut serangan.
    Pertandingan sampai 12 poin. "🏳 Serahkan pertandingan" memberi lawan seluruh pertandingan.
    Siapa menyerang dulu: sebelum babak 1 masing-masing mengambil satu kartu dari sebaran tertutup; yang lebih tinggi (6 < … < 10 < J < Q < K < A) menyerang dulu, nilai sama undi lagi.
rules-bura-more = 📖 Bura — selengkapnya: poin pertandingan
    "Cukup!" diserukan pemenang trik, sebelum mengambil kartu; yang dihitung adalah nilai kartu di tumpukan tertutupnya:
    · kamu 41–70, lawan di bawah 41 — +2 poin;
    · kamu 41–70 dan lawan 41–70 — +4;
    · kamu 41–70, lawan lebih dari 70 — +6;
    · kamu di bawah 41 atau lebih dari 70 — lawan mendapat 2.
    Babak yang dimainkan habis tanpa "Cukup!": nilai kartu lebih banyak — +1; lawan tanpa satu trik pun ("kering") — +6; sama — tidak ada, dan pemain yang sama menyerang lagi.
    "Stop!": tiga kartu 6 — +3, tiga As — +4, kapan saja selama babak. Tiga kartu satu jenis di tangan pihak bertahan — rebutan: 5 detik setelah setiap pengambilan kartu; jika penyerang juga memegang tiga kartu satu jenis, ia punya 3 detik untuk "Stop!"-nya sendiri.
    Babak berikutnya dimulai oleh yang mencetak poin di babak terakhir. Pertandingan sampai 12 poin.
rules-scopa = 🂡 Scopa singkatnya
    40 kartu, empat jenis masing-masing sepuluh: As = 1, 2…7 sesuai angkanya, F (fante) = 8, C (cavallo) = 9, R (re) = 10; di dek Prancis J, Q, K.
    Tiga kartu untuk tiap pemain, empat di meja. Mainkan satu kartu: kartu itu mengambil kartu meja bernilai sama, atau kalau tidak ada, sekumpulan kartu yang jumlahnya sama. Mengambil itu wajib. Tidak ada yang bisa diambil: kartunya tinggal di meja.
    Membersihkan meja dengan sekali ambil adalah scopa (+1), kecuali pada langkah terakhir babak.
    Poin setiap babak: kartu terbanyak +1, koin terbanyak +1, settebello (7 koin) +1, primiera +1, setiap scopa +1. Seri dalam satu kategori: tidak ada yang dapat.
    Satu lawan satu atau 2×2 (rekan duduk berhadapan). Main sampai 11 poin atau target yang dipilih.
rules-scopa-more = 📖 Scopa — selengkapnya
    Primiera: dari setiap jenis ambil kartu terbaik menurut skala 7 → 21, 6 → 18, As → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10, lalu jumlahkan keempat angka itu; jenis yang tidak ada dihitung 0. Contoh: 7 koin + 6 cawan + As pedang + R tongkat = 21 + 18 + 16 + 10 = 65. Jumlah yang lebih besar — +1 poin.
    Bagi ulang: jika ada tiga atau empat raja (R) di antara empat kartu meja, kartu dibagikan lagi dari dek baru dengan seed yang sama; meja menyebutkannya dalam satu baris, begitu juga catatannya.
    Akhir babak: kartu yang tersisa di meja setelah langkah terakhir menjadi milik yang terakhir mengambil (bukan scopa); scopa pada langkah paling akhir babak tidak dihitung.
    Semua membagi kartu bergiliran; pemain setelah pembagi main duluan. Pemenang baru ditentukan setelah babak: jika kedua pihak mencapai target, skor lebih tinggi menang; sama — satu babak lagi.
    2×2: kartu rekanmu tersembunyi; menyebut kartumu atau memberi isyarat tidak boleh, di chat juga: selama babak berjalan, obrolan meja hanya frasa tetap.
bura-declared-ok = "Cukup!" — { $name }: kartu bernilai { $points }, dalam rentang 41–70.
bura-declared-wrong = "Cukup!" — { $name }: kartu bernilai { $points }, padahal perlu 41–70.
durak-loser-cards = 🃏 Durak: { $name } (tersisa dengan { $cards })
scopa-won = { $category ->
    [cards] Kartu
    [coins] Koin
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = tidak ada (seri)
durak-table = Meja (serangan ← tutupan):

## issue 19
durak-rule-throw-in = Tambah kartu: { $timing ->
    [after_cover] hanya saat semua kartu di meja sudah tertutup (kartu demi kartu)
   *[any_time] kapan saja
  }
durak-rule-teams = Tim: { $teams ->
    [pairs] dua pasang (kursi 1 dan 3 lawan 2 dan 4)
    [threepairs] tiga pasang (kursi 1 dan 4, 2 dan 5, 3 dan 6)
   *[threes] dua tim bertiga (kursi 1, 3, 5 lawan 2, 4, 6)
  }; tidak ada yang menyerang rekan setim, tim yang tersisa memegang kartu kalah
durak-loser-team = Tim { $mark } { $n } kalah: { $names }
team-ok = Kamu di tim { $mark } { $n }.
team-already = Kamu sudah di tim { $mark } { $n }.
team-join-open = Buka bot: di sana kamu mengambil kursi di tim { $mark } { $n }.
err-team-full = Semua tempat di tim { $mark } { $n } sudah dipilih orang lain.
durak-rule-tat = Tambah setelah "Ambil": { $tat ->
    [yes] ya
   *[no] tidak
  }

## issue 21
room-fault = ⚠ Ruang ditutup karena kesalahan: tidak bisa dipulihkan. Mulai permainan baru: /new
err-room-fault = Ruang ini ditutup karena kesalahan. Mulai permainan baru: /new
err-anonymous = Admin anonim tidak bisa mengambil kursi: kirim perintah dari akunmu sendiri.
err-not-your-picker = Pemilih permainan ini dibuka orang lain: ketik /new sendiri.
err-not-your-profile = Ini profil orang lain: ketik /profile sendiri.
err-too-fast = Terlalu cepat — tunggu sebentar.
err-too-many-rooms = Kamu sudah punya { $n } ruang terbuka: selesaikan atau tinggalkan salah satu untuk memulai yang lain.
err-too-many-lobbies = Kamu sudah duduk di { $n } ruang yang menunggu permainannya dimulai: mulai salah satu atau tinggalkan untuk bergabung ke yang lain.
err-chat-rooms = Grup ini sudah punya { $n } ruang terbuka: selesaikan salah satu untuk memulai yang lain.
group-lost = ⚠ { $game }: bot dikeluarkan dari grup — permainan berlanjut di sini, di chat pribadi.
err-busy = Database sedang dipakai proses lain: tidak ada yang berubah, coba lagi sebentar lagi.
err-record-players-only = Catatan babak hanya untuk orang yang memainkannya.
err-old-menu = Menu ini sudah usang: ketik { $command } lagi.

## issue 16
option-same = Sudah begitu.
ai-level-ok = Level komputer diubah; tanda "Siap" tetap.
lobby-stale = Lobi berubah sementara itu — pesan diperbarui.
solo-ok = Permainan lawan komputer dimulai.
err-solo-others = Sudah ada orang lain di sini: tambahkan komputer dengan "🤖 + Komputer".
lobby-ready-cleared = ⚠ Aturan berubah — tanda "Siap" dihapus, pastikan lagi.
lobby-sides-cleared = ⚠ Pihak berubah — yang dipindah mengetuk "Siap" lagi.
settings-header = ⚙️ Pengaturan ruang (diubah oleh { $name }); "← Kembali ke lobi" memunculkan lagi tombol permainan.
err-settings-creator = ⚙️ Hanya { $name }, pembuat ruang ini, yang mengubah pengaturannya.
computers-filled = { $n ->
   *[other] { $n } komputer ditambahkan.
  }
shuffle-ok = Tim sudah diacak.
rematch-line = 🔁 Main lagi: { $list } · 🔒 { $fp }
solo-hint = 🤖 Main lawan komputer: pilih jumlah lawan — babak langsung dimulai.
btn-solo-one = 🤖 Lawan komputer
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] mudah
    [ismcts] sulit
   *[heuristic] normal
  }
ai-level-line = 🤖 Level komputer: { $level ->
    [random] mudah (langkah acak)
    [ismcts] sulit (menelusuri kemungkinan)
   *[heuristic] normal (aturan pemain berpengalaman)
  }
opt-mode = { $mode ->
    [perevodnoy] oper
   *[podkidnoy] tambah
  }
opt-tat = Tambah setelah "Ambil"
opt-ti = { $timing ->
    [after_cover] setelah ditutup
   *[any_time] kapan saja
  }
opt-teams = { $teams ->
    [pairs] 2 lawan 2
    [threepairs] tiga pasang
    [threes] 3 lawan 3
   *[none] tanpa tim
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] satu lawan satu
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — langsung lawan komputer, kartu dibagikan seketika.

## issue 18
cmd-stats = statistikku
cmd-top = papan peringkat grup ini
cmd-forget = hapus dataku
stats-title = 📊 Statistikmu
stats-title-group = 📊 Statistik { $name } — permainan grup ini
stats-none = Belum ada permainan yang selesai.
stats-line = { $who }: { $games ->
   *[other] { $games } permainan
  }, { $wins } menang, { $game ->
    [durak] jadi durak { $losses ->
        [1] sekali
       *[other] { $losses } kali
      }, { $draws ->
       *[other] { $draws } seri
      }
   *[other] { $losses } kalah
  } — { $rate }% menang
stats-who-all = Semua permainan
stats-who-people = 👥 Lawan manusia
stats-who-computer = 🤖 Lawan komputer ({ $level ->
    [random] mudah
    [ismcts] sulit
    [heuristic] normal
   *[other] level tak diketahui
  })
stats-streak = 🔥 Menang beruntun: { $current } sekarang, terbaik { $best }
stats-rating = 📈 Rating: { $rating } ± { $pm } ({ $games ->
   *[other] { $games } permainan berperingkat
  })
stats-favourite = ⭐ Mode favorit: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] oper
   *[podkidnoy] tambah
  }, { $seats ->
   *[other] { $seats } pemain
  }{ $teams ->
    [pairs] , pasangan lawan pasangan
    [threepairs] , tiga pasang
    [threes] , bertiga lawan bertiga
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, tim lawan tim
   *[other] satu lawan satu
  }
btn-stats-chart = 📈 Grafik
stats-replays = ▶️ Tayangan ulang bagian terakhir — lewat tombol di bawah, yang terbaru di atas.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · bagian { $deal }
stats-chart-caption = 📈 Permainan per minggu dan persentase menang sejauh ini
stats-chart-caption-group = 📈 { $name }: permainan di grup ini per minggu dan persentase menang sejauh ini
chart-title = Permainan dan persentase menang
chart-games = permainan
chart-rate = menang, %
picture-standings-rank = No.
picture-standings-player = Pemain
picture-standings-score = Poin
picture-standings-buchholz = Buchholz
picture-standings-games = Main
picture-bracket-round = Babak { $n }
picture-bracket-final = Final
picture-bracket-semifinal = Semifinal
picture-bracket-quarterfinal = Perempat final
picture-bracket-champion = Juara
picture-bracket-bye = bye
picture-bracket-walkover = WO
err-not-your-stats = Ini statistik orang lain: ketik /stats sendiri.
top-title = 🏆 { $game } — { $period ->
    [week] minggu ini
    [month] bulan ini
   *[all] sepanjang masa
  }
top-line = { $n }. { $name } — { $wins } dari { $games } menang ({ $rate }%)
top-empty = Belum ada yang masuk peringkat.
top-loser-week = 🤡 Durak minggu ini: { $name } ({ $n ->
    [1] sekali
   *[other] { $n } kali
  })
top-hint = Hanya permainan antarmanusia; masuk peringkat mulai { $n ->
   *[other] { $n } permainan
  }. Sembunyikan dirimu di /profile.
top-global-title = 🌍 Peringkat global — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, permainan: { $games }
top-global-empty = Belum ada siapa pun di papan ini.
top-global-hint = Rating Glicko-2, hanya berubah oleh permainan antarmanusia (tanpa komputer di meja). Tercantum: yang menyalakan «🌍 Peringkat global» di /profile, mulai { $n ->
   *[other] { $n } permainan berperingkat
  }.
top-global-unknown = Tidak ada permainan «{ $name }» di sini: ketik /top global dengan salah satu dari { $games }.
top-global-season = 🗓 Musim: { $season } ({ $current ->
    [yes] berjalan
   *[no] selesai
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Musim ini
top-season-unknown = Musim itu tidak ada atau tidak disimpan lagi: tekan salah satu tombol papan peringkat.
stats-best-season = 🏅 Musim terbaik: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Minggu
    [month] Bulan
   *[all] Semua
  }
forget-private-only = /forget bekerja di chat pribadi dengan bot.
forget-ask = Hapus datamu? Hasil dan statistikmu dihapus, dan kursimu di catatan permainan yang disimpan menjadi anonim. Ini tidak bisa dibatalkan.
btn-forget-yes = 🗑 Hapus
btn-forget-no = Simpan
forget-kept = Tidak ada yang dihapus.
forget-done = Datamu sudah dihapus.
forget-leave-first = Tinggalkan dulu permainanmu yang masih terbuka.
profile-hidden = 🏆 Papan peringkat grup: { $on ->
    [yes] kamu disembunyikan
   *[no] kamu ditampilkan
  }
profile-talk = 💬 Obrolan meja: { $on ->
    [yes] nyala
   *[no] mati
  }
btn-hide = { $on ->
    [yes] 🏆 Sembunyikan aku dari peringkat
   *[no] 🏆 Tampilkan aku di peringkat
  }
btn-talk = { $on ->
    [yes] 💬 Nyalakan obrolan meja
   *[no] 💬 Matikan obrolan meja
  }
profile-rated = 🌍 Peringkat global (/top global): { $on ->
    [yes] kamu tercantum
   *[no] kamu tidak tercantum
  }
btn-rated = { $on ->
    [yes] 🌍 Cantumkan aku di peringkat global
   *[no] 🌍 Keluarkan aku dari peringkat global
  }

## issue 16
err-room-locked = Pembuat ruang menutupnya: tidak menerima pemain baru.
takeover-ok = Beres: sekarang komputer bermain untuk pemain ini.
takeover-self = Itu kursimu sendiri: kamu ada di sini, jadi komputer tidak memainkannya. Lakukan langkahmu di chat pribadi dengan bot.
takeover-announce = 🤖 { $game }: sekarang komputer bermain untuk { $names }. Untuk mengambil kembali kursi, tekan tombol mana saja di permainan ini.
takeover-announce-rated = 🤖 { $game }: sekarang komputer bermain untuk { $names }, dan di rating pertandingan ini kekalahan untuk { $names }. Untuk mengambil kembali kursi, tekan tombol mana saja di permainan ini.
kick-ok = Pemain dikeluarkan dari kursi.
lock-already = Sudah begitu.
lock-on = Ditutup: ruang tidak menerima pemain baru.
lock-off = Terbuka untuk pemain baru.
you-are-out = 🏁 Kamu keluar — kartumu habis. Yang lain lanjut bermain; hasilnya akan muncul di sini. Kamu boleh meninggalkan ruang sekarang tanpa mengganggu siapa pun.
btn-leave-out = 👋 Tinggalkan ruang
computer-plays-for-you = 🤖 Sekarang komputer bermain untukmu: tekan tombol mana saja untuk mengambil kembali kursimu.
btn-my-cards = 🃏 Kartuku
tap-my-cards = 👉 { $names }: giliranmu — ketuk «🃏 Kartuku», kartumu tampil di sini hanya untukmu.
err-not-seated-here = Kamu tidak duduk di meja ini.
next-deal-auto = ⏩ Babak berikutnya mulai sendiri dalam { $dur }; tombol di bawah memulainya sekarang.
btn-rematch = 🔁 Main lagi
lobby-locked = 🔒 Ditutup: tidak ada pemain baru.
btn-take-over = 🤖 Main untuk { $name }
btn-kick = ✖ Keluarkan: { $name }
btn-lock = 🔒 Tutup ruang
btn-unlock = 🔓 Buka ruang
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Menang: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Tambah kartu: tunggu { $n } dtk setelah semua kartu tertutup
durak-throw-wait-take = ⏱ Tambah kartu: tunggu { $n } dtk setelah semua kartu tertutup atau pihak bertahan mengambil
durak-throw-wait-off = ⏱ Tambah kartu: tunggu tanpa batas
btn-throw-wait = ⏱ Tunggu tambahan: { $n } dtk
btn-throw-wait-off = ⏱ Tunggu tambahan: tanpa batas
bar-throwin = ⏱ { $bar } { $n } dtk — tambah kartu atau tekan "Lewat"; lalu ronde berakhir sendiri.
bar-throwin-take = ⏱ { $bar } { $n } dtk — tambah kartu atau tekan "Lewat"; lalu pihak bertahan mengambil kartunya.
bar-still = (Di grup hitungan mundur ini tidak bergerak — Telegram hanya membolehkan bot mengedit 20 kali per menit per grup: { $n } dtk dihitung sejak pesan ini muncul.)
game-over-header = 🏁 { $game }: permainan selesai.

## issue 32: quick match
cmd-play = main dengan siapa saja (pertandingan cepat)
btn-quick = 🎲 Main dengan siapa saja
btn-quick-any = bebas
btn-quick-wait = ⏱ { $sec } dtk
btn-quick-go = 🎲 Masuk antrean
btn-quick-leave = Keluar antrean
btn-quick-fill = 🤖 Isi dengan komputer
btn-quick-keep = ⏳ Tunggu { $sec } dtk lagi
quick-seats = { $n ->
   *[other] { $n } pemain
  }
quick-seats-range = { $low }–{ $high } pemain
quick-menu-title = 🎲 Main dengan siapa saja: aku mendudukkanmu bersama orang yang mencari permainan yang sama.
quick-menu-choice = Dipilih: { $what }.
quick-menu-hint = Kalau tidak ada yang datang dalam { $sec } dtk, aku tawarkan komputer. Lawan hanya melihat nama depanmu (nama lengkap kalau kamu mau, di /profile).
quick-waiting = ⏳ Mencari lawan: { $what }. Kalau tidak ada dalam { $sec } dtk, aku tawarkan komputer.
quick-offer = Belum ada siapa-siapa ({ $what }). Taruh komputer ({ $n }) di kursi kosong dan mulai, atau tunggu lagi?
quick-matched = 🎲 Lawan ditemukan: { $names }{ $n ->
    [0] {""}
   *[other] {""} dan komputer ({ $n })
  }. Kartumu datang di pesan berikutnya. Semoga beruntung!
quick-filled = 🤖 Kamu melawan komputer ({ $n }). Kartumu datang di pesan berikutnya.
quick-left = Kamu keluar dari antrean.
quick-not-queued = Kamu sudah tidak ada di antrean.
quick-in-queue = Kamu sudah di antrean — ini dia.
quick-joined = Kamu masuk antrean.
quick-keep-ok = Menunggu lagi.
quick-private = Main dengan siapa saja berlangsung di chat pribadi dengan bot: tekan tombol di bawah dan pilih permainan di sana.
quick-cooldown = Belum bisa: kamu keluar dari pertandingan cepat terlalu awal ({ $n } kali), jadi kamu menunggu { $sec } dtk sebelum yang berikutnya. Mainkan pertandinganmu sampai selesai dan waktu tunggunya makin pendek.
quick-too-many-joins = Terlalu sering: kamu bisa masuk antrean paling banyak { $n } kali per menit. Coba lagi dalam { $sec } dtk.
err-not-your-menu = Ini menu pemain lain: buka menumu sendiri dengan /play.
profile-name = 🎲 Nama di permainan dengan orang asing: { $on ->
    [yes] nama lengkap
   *[no] nama depan saja
  }
btn-show-name = { $on ->
    [yes] 🎲 Tampilkan nama lengkapku
   *[no] 🎲 Tampilkan nama depanku saja
  }
quick-found = 🎲 Lawan ditemukan — kartumu datang di pesan berikutnya.

# Card names for screen readers on the table page (see en)
card-name = { $rank } { $suit }
card-rank-a = as
card-rank-2 = dua
card-rank-3 = tiga
card-rank-4 = empat
card-rank-5 = lima
card-rank-6 = enam
card-rank-7 = tujuh
card-rank-8 = delapan
card-rank-9 = sembilan
card-rank-t = sepuluh
card-rank-j = jack
card-rank-q = ratu
card-rank-k = raja
card-rank-it-j = prajurit
card-rank-it-q = ksatria
card-rank-it-k = raja
card-suit-s = sekop
card-suit-h = hati
card-suit-d = wajik
card-suit-c = keriting
card-suit-it-s = pedang
card-suit-it-h = cawan
card-suit-it-d = koin
card-suit-it-c = tongkat

# ----- tournaments in a group (issue 47) -----
cmd-tournament = turnamen di grup ini
tn-title = 🏆 Turnamen: { $game }, { $format }
tn-format-swiss = sistem Swiss
tn-format-knockout = sistem gugur
tn-rounds = Babak: { $n }
tn-people = Terdaftar ({ $n } dari { $max }): { $names }
tn-nobody = Belum ada yang mendaftar.
tn-status-running = ▶️ Babak { $round } dari { $rounds } sedang dimainkan.
tn-status-finished = 🏁 Turnamen selesai.
tn-status-cancelled = ✖️ Turnamen dibatalkan.
tn-how = { $min } sampai { $max } orang. Pembuat turnamen atau admin grup yang memulainya.
tn-btn-join = ➕ Ikut
tn-btn-leave = ➖ Keluar
tn-btn-start = ▶️ Mulai
tn-btn-cancel = ✖️ Batalkan
tn-computer = 🤖 komputer
tn-round = Babak { $round } dari { $rounds }:
tn-bye = { $name }: bye (menang tanpa bermain)
tn-round-go = Setiap meja adalah permainan grup ini di bawah. Semoga beruntung!
tn-winner = 🥇 Pemenang: { $name }
tn-standings = Klasemen akhir:
tn-group-only = Turnamen diadakan di grup: tambahkan bot ke grup dan kirim /tournament di sana.
tn-usage = Cara: /tournament <permainan> [swiss|knockout] [babak]. Permainan: { $games }. { $min } sampai { $max } orang.
tn-joined = Kamu terdaftar di turnamen.
tn-left = Kamu sudah keluar dari daftar.
tn-started = Turnamen dimulai!
tn-cancelled = Turnamen dibatalkan.
tn-err-joined = Kamu sudah ada di daftar.
tn-err-not-in = Kamu tidak ada di daftar.
tn-err-closed = Pendaftaran turnamen ini sudah ditutup.
tn-err-full = Turnamen sudah penuh.
tn-err-count = Turnamen butuh 4 sampai 64 orang.
tn-err-not-creator = Hanya pembuat turnamen atau admin grup yang bisa melakukannya.
tn-err-open = Grup ini sudah punya turnamen yang terbuka: selesaikan dulu.
top-tournaments = 🏆 Turnamen:
top-tournament-line = 🥇 { $name } (peserta: { $n })
btn-top-tournament = 📋 Klasemen: { $name }, { $date }
top-tournament-unknown = Turnamen itu tidak ada di sini atau tidak disimpan lagi: tekan salah satu tombol papan peringkat.
tn-btn-end = ⛔ Akhiri turnamen
tn-ended = Turnamen berakhir: yang dihitung babak yang dimainkan sampai selesai.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Mulai pukul { $time } ({ $zone }). Jika sampai saat itu yang mendaftar kurang dari { $min }, turnamen dibatalkan.
tn-btn-later-15 = ⏰ +15 mnt
tn-btn-later-60 = ⏰ +1 jam
tn-btn-no-time = ⏰ Tanpa waktu
tn-time-set = Mulai pukul { $time } ({ $zone }) — { $minutes } mnt lagi.
tn-time-cleared = Waktu mulai dihapus: turnamen dimulai dengan «▶️ Mulai».
tn-err-time = Waktu mulai hanya bisa dalam 24 jam ke depan.
tn-err-no-time = Belum ada waktu mulai.
tn-called-off = ✖️ Turnamen dibatalkan: sampai waktu yang ditentukan yang mendaftar { $n }, padahal perlu minimal { $min }.
tn-called-off-late = ✖️ Turnamen dibatalkan: bot tidak berjalan pada waktu mulai, dan sejak itu sudah lewat lebih dari satu jam.
tn-status-paused = ⏸ Dijeda: meja babak ini tetap bermain; babak berikutnya dimulai saat turnamen dilanjutkan.
tn-btn-pause = ⏸ Jeda
tn-btn-resume = ▶️ Lanjutkan
tn-paused = Dijeda: tidak ada babak baru sampai turnamen dilanjutkan.
tn-resumed = Turnamen berlanjut.
tn-err-paused = Turnamen sudah dijeda.
tn-err-not-paused = Turnamen tidak sedang dijeda.
tn-btn-drop = 🚫 Keluarkan pemain
tn-drop-pick = Siapa yang dikeluarkan dari turnamen? Ketuk sebuah nama.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } tidak lagi ikut turnamen.
tn-dropped-note = 🚫 { $name } keluar dari turnamen: tidak dipasangkan di babak berikutnya, dan permainan yang sedang berjalan dihitung sebagai meninggalkan meja.
tn-left-group = 🚪 { $name } sudah tidak ada di grup dan keluar dari turnamen.
tn-err-dropped = Orang itu sudah keluar.
tn-err-no-player = Orang itu tidak ikut turnamen.
tn-out = Keluar: { $names }
tn-usage-time = Dengan waktu mulai: /tournament durak 21:00 (UTC) atau 21:00+3 (UTC+3) — dimulai sendiri; selisih waktunya diingat untuk turnamen grup berikutnya.
tn-seats = Di tiap meja: { $size ->
    [tables] 3–4 orang, menurut skor (5 orang: 3 + 2 dan komputer)
   *[pairs] dua orang, satu lawan satu
  }
tn-opt-seats = { $size ->
    [tables] 3–4 per meja
   *[pairs] satu lawan satu
  }
tn-options-how = Sampai turnamen dimulai, pembuatnya atau admin grup memilih aturan semua meja dengan tombol di bawah.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, babak { $round } dari { $rounds }: mejamu sudah siap. Di mejamu: { $names }.
tn-ping-hand-here = Kartumu ada di obrolan ini, di bawah.
tn-ping-hand-group = Kartumu ada di grup: tombol «🃏 Kartuku» di bawah meja.
tn-ping-link = Turnamen di grup: { $link }
tn-ping-group = 🔔 { $names }: meja kalian sudah siap — ada di bawah di grup ini.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Ulasan
review-working = Mengulas ronde… Ulasannya akan saya kirim ke obrolan pribadi.
review-busy = Ulasan ronde ini sedang disiapkan — akan saya kirim begitu siap.
review-title = 🔎 Ulasan: { $game }, ronde { $n }
review-mistake = Langkah { $move }: kamu memainkan «{ $played }»; «{ $better }» lebih baik — itu merugikanmu { $cost }.
review-cost-chance = ~{ $percent }% peluang untuk tidak menjadi durak
review-cost-points = ~{ $points } poin
review-none = Tidak ada kesalahan: semua keputusanmu ({ $n }) sebaik pilihan pencarian. Permainan bagus!
review-how = Setiap keputusan dinilai dari apa yang kamu lihat saat itu — tanpa kartu pemain lain.
err-review-players-only = Hanya ronde yang kamu mainkan yang bisa diulas.
err-review-unavailable = Ronde ini tidak bisa diulas: tidak dimainkan sampai selesai atau sudah tidak disimpan.
err-review-limit = Ulasan untuk jam ini sudah cukup — berikutnya bisa dalam { $minutes } menit.
err-review-failed = Ronde tidak bisa diulas — coba lagi nanti.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Petunjuk
hint-thinking = 💡 Sedang memikirkan petunjuk…
hint-move = 💡 Komputer terkuat akan memainkan «{ $move }».
hint-why-cover = { $trump ->
    [yes] Tutup dengan truf: kalau tidak, { $cards } masuk ke tangan Anda.
   *[no] Tutup: kalau tidak, { $cards } masuk ke tangan Anda.
  }
hint-why-take = Ambil: menutup sekarang lebih mahal. { $cards } masuk ke tangan Anda.
hint-why-transfer = Oper: pemain berikutnya yang bertahan, dengan { $cards } di meja.
hint-why-throw-in = Tambahkan: pemain yang bertahan memegang { $cards }.
hint-why-hold = Jangan menambah lagi: simpan kartu ini untuk nanti.
hint-why-lead-low = Buka dengan kartu terendah Anda yang bukan truf: simpan yang kuat.
hint-why-enough = Katakan «Cukup!»: poin yang sudah Anda lihat di tumpukan Anda: { $points }.
hint-why-not-yet = Jangan katakan «Cukup!» dulu: poin yang sudah Anda lihat di tumpukan Anda: { $points }.
hint-why-stop = Katakan «Stop!»: dengan kartu di tangan ini Anda menang.
hint-why-sweep = Ambil seluruh meja — ini scopa, satu poin lagi. { $cards } masuk ke tumpukan Anda.
hint-why-settebello = Ambil settebello, tujuh wajik: satu poin tersendiri. { $cards } masuk ke tumpukan Anda.
hint-why-primiera = Ambil kartu tujuh — merekalah penentu primiera. Kartu tujuh dalam ambilan ini: { $sevens }; { $cards } masuk ke tumpukan Anda.
hint-why-no-sweep = Mainkan kartu ini: setelahnya tak ada satu kartu pun yang bisa mengambil seluruh meja — lawan tak dapat scopa.
hint-why-capture = Ambil: { $cards } masuk ke tumpukan Anda.
hint-why-only = Hanya ada satu langkah masuk akal di sini.
hint-why-luck = Ini undian buta: kartu mana pun sama baiknya.
hint-why-best-chance = Menurut perkiraan pencarian, peluang Anda untuk tidak menjadi durak dengan cara ini: ~{ $percent }%.
hint-why-best-points = Menurut perkiraan pencarian, langkah ini lebih baik sekitar { $points } poin daripada yang tampak jelas.
hint-why-best-plain = Menurut perkiraan pencarian, ini langkah terbaik di sini.
err-hint-not-yours = Tombol ini bukan milik Anda.
err-hint-not-allowed = Petunjuk hanya ada dalam permainan melawan komputer (tidak pernah dengan orang lain, tidak pernah dalam pertandingan berperingkat), dengan «💡 Petunjuk» aktif di /profile.
err-hint-stale = Tidak ada petunjuk: sekarang bukan giliran Anda (atau pesannya sudah lama).
err-hint-failed = Petunjuk gagal — coba lagi.
hints-on = 💡 Petunjuk aktif.
hints-off = 💡 Petunjuk nonaktif.
profile-hints = 💡 Petunjuk dalam permainan melawan komputer: { $on ->
    [yes] aktif
   *[no] nonaktif
  }
btn-hints = { $on ->
    [yes] 💡 Aktifkan petunjuk
   *[no] 💡 Nonaktifkan petunjuk
  }
