## Kozyr — العربية
# المسرد (كل مصطلح له معنى واحد في الملف كله):
# - Durak (ru «дурак») = «دوراك»؛ من يبقى آخرًا والأوراق في يده هو «الدوراك» (الخاسر).
#   النوعان: podkidnoy (ru «подкидной») = «بالإضافة»، perevodnoy (ru «переводной») = «بالتحويل».
# - Bura (ru «бура») = «بورا». النداءان: «Хватит!» = «كفى!»، «Стоп!» = «قف!».
# - Scopa = «سكوبا» (من عائلة Escoba/Escopa، وقريبة الشكبة التونسية)؛ المصطلحات الإيطالية تبقى:
#   سكوبا (scopa)، سيتيبيلو (settebello)، بريميرا (primiera). الأنواع: الدنانير، الكؤوس، السيوف، العصي.
#   الصور: F (فانتي) = 8، C (كافالو) = 9، R (ري) = 10.
# - الأوراق: J (ولد)، Q (بنت)، K (شايب)، A (آص) — في النص الحروف J Q K A كما في رموز الأوراق
#   (10♥، A♠ يرسمها البرنامج ولا تُترجم). الأرقام لاتينية كما يطبعها البوت.
# - trump (ru «козырь») = «الطرنيب»؛ take (ru «беру») = «آخذ» (النداء والزر)؛
#   throw in (ru «подкинуть») = «إضافة»؛ transfer (ru «перевести») = «تحويل»؛ pass = «باس».
# - game (نوع اللعبة) = «لعبة»؛ game/match (مباراة واحدة تُلعب حتى النهاية) = «مباراة»؛
#   deal (ru «сдача») = «جولة»؛ round في دوراك = «هجمة»؛ trick (ru «взятка») = «أكلة»؛
#   deck = «الرزمة»؛ stock = «الكومة»؛ discard = «المستبعدة»؛ point = «نقطة».
# - room = «غرفة»؛ lobby = «الردهة»؛ fingerprint = «بصمة الرزمة»؛ seed = «البذرة السرية»؛ record = «سجل الجولة».
# - الصيغ محايدة قدر الإمكان: المصدر بدل الفعل مع اسم اللاعب («استسلام { $name }»)، و«يمكنك» بدل الأمر.
# - الجمع: zero/one/two/few/many/other كما في CLDR.

welcome = مرحبًا! أنا Kozyr: دوراك وبورا وسكوبا في تيليجرام.
    الأزرار بالأسفل: 🤖 للعب ضد الكمبيوتر فورًا؛ واللعبة بلا 🤖 تنشئ غرفة للأصدقاء مع رابط دعوة.
    في المجموعة: /durak أو /bura أو /scopa أو /new يفتح طاولة؛ وينضم الأصدقاء بلمسة واحدة.
    /hand يعيد إرسال أوراقي، /rules يشرح الألعاب، /profile لضبط اللغة وشكل الرزمة وبصمة الرزمة.
    /stats يعرض إحصاءاتي، /top ترتيب المجموعة، /forget يحذف بياناتي، /help يسرد كل الأوامر.
help = الأوامر:
    /durak، /bura، /scopa — فتح غرفة (في مجموعة أو هنا)
    /play — اللعب مع أي أحد: مباراة سريعة مع غرباء
    /new — اختيار لعبة (🤖: مباشرة ضد الكمبيوتر)
    /hand — إعادة إرسال رسالة أوراقك
    /mute — إيقاف سماع دردشة طاولتك الحالية (مرة أخرى: إعادة سماعها)
    /rules — القواعد باختصار، مع قيم الأوراق
    /language — اللغة (في المجموعة: لغة الطاولة، للمشرفين)
    /hands — في المجموعة: هل تظهر الأوراق في المجموعة نفسها، ولكلٍّ أوراقه فقط (للمشرفين)
    /profile — اللغة، شكل رزمة سكوبا، بصمة الرزمة 🔒، التذكير بالدور، الإخفاء من الترتيب
    /stats — إحصاءاتي: المباريات، الانتصارات، السلاسل (في المجموعة: مباريات تلك المجموعة)
    /top — ترتيب المجموعة لهذا الأسبوع، هذا الشهر، كل الأوقات (في المجموعة)
    /top global — الترتيب العالمي (/top global durak، bura، scopa)
    /tournament durak — بطولة في مجموعة: التسجيل، الجولات، الترتيب النهائي (سويسري أو خروج المغلوب)
    /forget — حذف بياناتي وإحصاءاتي
    طريقة اللعب: المس «انضمام» تحت طاولة المجموعة، ثم «جاهز». تبدأ المباراة عندما تمتلئ كل المقاعد ويكون الجميع جاهزين. العب بأزرار رسالتك الخاصة — في المجموعة (لا يراها غيرك؛ «🃏 أوراقي» يعيد إرسالها) أو في المحادثة الخاصة: فيها أوراقك فقط والحركات المسموحة الآن فقط.
pick-game = أي لعبة؟
pick-done = أي لعبة؟ — { $game }
err-picked = اللعبة مختارة بالفعل.
no-rooms = ليست لديك غرف مفتوحة. ابدأ مباراة: /new
invite-forward = أُنشئت الغرفة. أعد توجيه رابط الدعوة هذا إلى صديق:
    { $url }
hand-moved = ⬇️ { $game }: المباراة مستمرة في الأسفل.
you-left = غادرت الغرفة.

cmd-new = مباراة جديدة (اختيار)
cmd-durak = دوراك
cmd-bura = بورا
cmd-scopa = سكوبا
cmd-hand = إعادة إرسال أوراقي
cmd-mute = دردشة الطاولة إيقاف/تشغيل
cmd-profile = الملف: اللغة، الرزمة، البصمة
cmd-help = مساعدة

game-durak = دوراك
game-bura = بورا
game-scopa = سكوبا

computer-name = 🤖 كمبيوتر { $n }
player-name = لاعب { $n }
seat-free = — شاغر —

title-durak = 🃏 دوراك { $mode ->
    [perevodnoy] بالتحويل
   *[podkidnoy] بالإضافة
  }، { $seats ->
    [zero] { $seats } مقعد
    [one] مقعد واحد
    [two] مقعدان
    [few] { $seats } مقاعد
    [many] { $seats } مقعدًا
   *[other] { $seats } مقعد
  }
title-scopa = 🂡 سكوبا، { $seats ->
    [4] 2×2
   *[other] واحد لواحد
  }، حتى { $target }
title-bura = 🂮 بورا

options-durak = القواعد: { $mode ->
    [perevodnoy] بالتحويل
   *[podkidnoy] بالإضافة
  }؛ الإضافة بعد «آخذ»: { $tat ->
    [yes] نعم
   *[no] لا
  }
options-scopa = القواعد: { $seats ->
    [4] فريقان من اثنين (المقعدان 1 و3 ضد 2 و4)
   *[other] واحد لواحد
  }؛ اللعب حتى { $target } نقطة
options-bura = القواعد: المباراة حتى 12 نقطة؛ «كفى!» عندما تكون قيمة أوراق أكلاتك بين 41 و70.

lobby-header = المقاعد: { $taken } من { $capacity }
lobby-hint = تبدأ المباراة عندما تمتلئ كل المقاعد ويلمس الجميع «جاهز». 🔒 الرزمة: { $fp }
commitment-line = 🔒 بصمة الرزمة: { $fp } (الرزمة ثابتة من الآن؛ لمسة «جاهز» تضيف عشوائيتك)
invite-line = رابط الدعوة: { $url }
unreachable = ⚠ { $names }: لا يستطيع البوت مراسلتك. افتح البوت: { $url }
next-deal-header = الجولة { $n }: المس «الجولة التالية».

btn-join = ➕ انضمام
btn-invite = 📨 دعوة
btn-ready = ✅ جاهز
btn-ready-app = 🎲 جاهز — بعشوائيتي
btn-unready = ↩ ليس بعد
btn-add-computer = 🤖 + كمبيوتر
btn-remove-computer = 🤖 − إزالة
btn-fill = 🤖 + { $n ->
    [zero] { $n } كمبيوتر
    [one] كمبيوتر واحد
    [two] جهازا كمبيوتر
    [few] { $n } أجهزة كمبيوتر
    [many] { $n } جهاز كمبيوتر
   *[other] { $n } جهاز كمبيوتر
  }
btn-settings = ⚙️ الإعدادات
btn-settings-back = → العودة إلى الردهة
btn-team = { $mark } الفريق { $n }
btn-shuffle = 🔀 خلط الفرق
btn-leave = 🚪 مغادرة
btn-surrender = { $game ->
    [bura] 🏳 التنازل عن المباراة
    [scopa] 🏳 التنازل عن المباراة
   *[other] 🏳 استسلام
  }
btn-end-game = ⛔ إنهاء المباراة
btn-next-deal = ▶ الجولة التالية
btn-record = 📄 سجل الجولة
btn-check-deck = 🔍 فحص الرزمة
btn-replay = ▶️ إعادة
replay-share-text = ▶️ شاهد إعادة توزيعة: { $game }
btn-table = 🎴 الطاولة
btn-record-match = 📄 السجل: المباراة { $n }
btn-back = → رجوع
btn-seats-minus = − مقعد
btn-seats-plus = + مقعد

cards-count = { $n ->
    [zero] { $n } ورقة
    [one] ورقة واحدة
    [two] ورقتان
    [few] { $n } أوراق
    [many] { $n } ورقة
   *[other] { $n } ورقة
  }
tricks-count = { $n ->
    [zero] { $n } أكلة
    [one] أكلة واحدة
    [two] أكلتان
    [few] { $n } أكلات
    [many] { $n } أكلة
   *[other] { $n } أكلة
  }
score-points = { $n ->
    [zero] { $n } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $n } نقاط
    [many] { $n } نقطة
   *[other] { $n } نقطة
  }

table-empty = الطاولة فارغة.
table-cards = الطاولة: { $cards }
your-hand = أوراقك: { $cards }
waiting-for = بانتظار: { $names }
state-out = خارج اللعب
state-passed = باس
state-taking = «آخذ»

durak-status = ★ الطرنيب: { $trump } · الكومة: { $stock } · المستبعدة: { $discard }
last-durak-attack = آخر حركة: { $name } — { $card }
last-durak-transfer = آخر حركة: { $name } — تحويل بـ{ $card }
last-durak-defend = آخر حركة: { $name } — تغطية { $target } بـ{ $card }
last-durak-take = آخر حركة: { $name } — «آخذ»
last-durak-pass = آخر حركة: { $name } — «باس»
last-durak-throw-timeout = آخر حركة: انتهى وقت الإضافة
prompt-durak-lead = دورك: اختر ورقة.
prompt-durak-throw = يمكنك إضافة ورقة أو لمس «باس».
prompt-durak-defend = غطِّ أو خذ.
prompt-durak-defend-transfer = غطِّ أو حوّل أو خذ.
act-attack = إضافة { $card }
act-defend = تغطية { $target } بـ{ $card }
act-transfer = تحويل بـ{ $card }
act-take = آخذ
act-pass = باس
durak-draw = تعادل: خرجت آخر الأوراق معًا.
durak-out-order = ترتيب الخروج: { $names }
result-none = توقفت المباراة.

scopa-status = الجولة { $deal } · الكومة: { $stock } · اللعب حتى { $target }
scopa-redeal = { $n ->
    [1] 🔄 إعادة توزيع: كان على الطاولة ثلاثة أو أربعة ملوك — وُزعت الأوراق من جديد.
   *[other] 🔄 إعادة توزيع (المرة { $n }): كان على الطاولة ثلاثة أو أربعة ملوك — وُزعت الأوراق من جديد.
  }
scopa-side = الطرف { $side } ({ $who }): { $score } · المأخوذ { $pile } · سكوبا { $scopas }
scopa-last-capture = آخر حركة: { $name } — { $card } تأخذ { $cards }
scopa-last-drop = آخر حركة: { $name } — وضع { $card } على الطاولة
prompt-scopa = دورك: اختر ورقة.
act-capture = { $card } تأخذ { $cards }
act-drop = وضع { $card } على الطاولة
scopa-deal-side = { $who }: الأوراق { $cards }، الدنانير { $coins }، سيتيبيلو { $settebello }، بريميرا { $primiera }، سكوبا { $scopas } ← +{ $points }

bura-status = الجولة { $deal } · ★ الطرنيب: { $trump } · الكومة: { $stock }
bura-lead = على الطاولة، أوراق { $name }: { $cards }
bura-window = ⏱ فرصة «قف!» مفتوحة.
bura-claim = ⏱ أُعلن «قف!»: بانتظار رد المهاجم.
bura-draw-header = 🎴 قرعة الحركة الأولى: يسحب كلٌّ ورقة مقلوبة. الأعلى (6 < 7 < 8 < 9 < 10 < J < Q < K < A) يبدأ؛ عند التساوي تُعاد القرعة.
bura-draw-tie = { $a }: { $ca }، { $b }: { $cb } — تساوٍ، تُعاد القرعة.
bura-draw-picked = ✋ { $name }: تم اختيار الورقة
bura-draw-picking = ⏳ { $name }: اختيار ورقة جارٍ
bura-draw-result = 🎴 القرعة: { $a }: { $ca }، { $b }: { $cb } ← البداية لـ{ $first }
bura-last-beat = الحركة السابقة: { $name } — تغطية { $pairs }
bura-last-dump = الحركة السابقة: { $name } — رمي { $n } مقلوبة: { $cards }
last-bura-lead = آخر حركة: { $name } — لعب { $n ->
    [zero] { $n } ورقة
    [one] ورقة واحدة
    [two] ورقتين
    [few] { $n } أوراق
    [many] { $n } ورقة
   *[other] { $n } ورقة
  }
last-bura-beat = آخر حركة: { $name } — تغطية الهجوم
last-bura-dump = آخر حركة: { $name } — رمي { $n ->
    [zero] { $n } ورقة
    [one] ورقة واحدة
    [two] ورقتين
    [few] { $n } أوراق
    [many] { $n } ورقة
   *[other] { $n } ورقة
  }
last-bura-enough = آخر حركة: { $name } — «كفى!»
last-bura-continue = آخر حركة: { $name } — السحب ومتابعة اللعب
last-bura-stop = آخر حركة: { $name } — «قف!»
last-bura-surrender = استسلام { $name }
prompt-bura-lead = دورك في اللعب: علّم ورقة واحدة، أو اثنتين أو ثلاثًا من نوع واحد، ثم المس «لعب».
prompt-bura-draw = اختر ورقة مقلوبة:
prompt-bura-defend = غطِّ كل ورقة (علّم أوراقك) أو ارمِ العدد نفسه من الأوراق.
prompt-bura-decide = الأكلة لك: «كفى!» أم السحب والمتابعة؟
prompt-bura-stop = يمكنك قول «قف!» (ثلاث ستّات، ثلاثة آصات، أو انتزاع اللعب بثلاث أوراق من نوع واحد).
prompt-bura-claim = قال خصمك «قف!». ردّ بـ«قف!» من عندك إن استطعت.
act-lead = لعب: { $cards }
act-dump = رمي: { $cards }
act-beat = تغطية: { $pairs }
act-enough = ✋ كفى!
act-continue = 🂠 سحب ومتابعة
act-stop = 🛑 قف!
act-surrender = 🏳 استسلام
act-pick = الورقة المقلوبة رقم { $n }
bura-award-enough = ← { $name }: +{ $n }
bura-award-enough_wrong = ← النقاط للخصم: { $name } +{ $n }
bura-award-three_sixes = { $name }: ثلاث ستّات — +{ $n }
bura-award-three_aces = { $name }: ثلاثة آصات — +{ $n }
bura-award-more_points = { $name }: أوراق أعلى قيمة — +{ $n }
bura-award-dry = { $name }: فوز ناشف — +{ $n }
bura-award-tie = قيمة الأوراق متساوية: لا نقاط لأحد.
bura-award-surrender = استسلام: الفوز لـ{ $name }.
bura-pile = { $name }: أوراق قيمتها { $points }، { $tricks ->
    [zero] { $tricks } أكلة
    [one] أكلة واحدة
    [two] أكلتان
    [few] { $tricks } أكلات
    [many] { $tricks } أكلة
   *[other] { $tricks } أكلة
  }

deal-result-header = نتيجة الجولة { $n }:
match-score = نتيجة المباراة: { $score }
match-winner = 🏆 الفوز لـ{ $name }
outcome-left = توقفت المباراة: مغادرة { $name }.
outcome-ended = أُنهيت المباراة بقرار من منشئ الغرفة: { $name }.
outcome-surrender = استسلام { $name }.

fair-ok = ✅ جولة نزيهة: طابقت الرزمة بصمتها وفُحصت كل حركة.
fair-warning = ⚠ فشل فحص الجولة — نزّل السجل وافحصه بنفسك.
fair-interrupted = توقفت الجولة؛ البصمة والبذرة في السجل.
record-caption = السجل: { $game }، الجولة { $n }. للفحص: python -m engines verify <file>
record-redeal = 🔄 الجولة { $deal }: أُعيد التوزيع — كان على الطاولة ثلاثة أو أربعة ملوك (تسمية الرزمة …:r{ $n }).
fp-current = 🔒 الجولة { $n }: بصمة الرزمة (SHA-256 للبذرة السرية):
    { $commitment }
    تُكشف البذرة عند انتهاء الجولة.
fp-revealed = انتهت الجولة { $n }. البصمة:
    { $commitment }
    البذرة المكشوفة:
    { $seed }
fp-next = بصمة الرزمة التالية:
    { $commitment }
fp-how = طريقة الفحص: نزّل سجل الجولة («📄 سجل الجولة») وشغّل python -m engines verify record.json — يعيد حساب البصمة من البذرة، والرزمة من البذرة ومساهمات اللاعبين والتسمية، ويعيد تشغيل كل حركة.
webapp-title = فحص الرزمة
webapp-intro = متصفحك نفسه يعيد حساب الرزمة من سجل الجولة: البصمة من البذرة المكشوفة، ومزيج مساهمات اللاعبين، والمفتاح، وتدفق ChaCha20، والخلط. ويعيد أيضًا لعب كل حركة وفق القواعد؛ أما النتائج والنقاط المسجلة فيفحصها الأمر python -m engines verify.
webapp-ready-intro = سيولّد متصفحك 32 بايتًا عشوائيًا (crypto.getRandomValues) ويرسلها إلى البوت بتوقيع تيليجرام. تدخل في خلط الرزمة التالية التي ظهرت بصمتها مسبقًا — فلا يستطيع الخادم اختيار رزمة تناسب مساهمتك.
webapp-ready-button = ✅ جاهز
webapp-ready-sent = عشوائيتك: { $randomness }
webapp-ready-done = قُبلت المساهمة. بعد الجولة يعرضها فحص الرزمة ضمن المزيج.
webapp-ready-outside = هذا الزر يعمل داخل تيليجرام: افتحه من رسالة البوت.
webapp-drop = أفلت ملف السجل (kozyr-….json) هنا، أو اختره:
webapp-loading = جارٍ تحميل سجل الجولة…
webapp-refused = لا سجل: { $reason }
webapp-refused-unsigned = لم تُفتح الصفحة من تيليجرام. نزّل السجل بزر «📄 سجل الجولة» وأفلته هنا.
webapp-refused-stale = بيانات تيليجرام قديمة. أغلق الفحص وافتحه من جديد.
webapp-refused-players = سجل الجولة لا يُعطى إلا لمن لعبها.
webapp-refused-unavailable = السجل متاح بعد انتهاء الجولة.
webapp-refused-network = لم يرد الخادم.
webapp-refused-malformed = الطلب تالف.
webapp-refused-too-fast = بسرعة زائدة — انتظر ثانية.
webapp-not-json = لا يُقرأ هذا الملف بصيغة JSON: ليس سجل جولة.
webapp-not-record = هذا ليس سجل جولة من Kozyr.
webapp-seat = أوراق من:
webapp-seat-n = لاعب { $n }
webapp-verdict-ok = ✅ رزمة نزيهة: أُعيد حساب كل شيء في متصفحك وكله مطابق.
webapp-verdict-fail = ❌ فشل الفحص: الجولة { $n }، الخطوة «{ $step }».
webapp-deal = الجولة { $n }
webapp-step-record = السجل
webapp-step-commitment = البصمة
webapp-step-label = تسمية الرزمة
webapp-step-mix = مساهمات اللاعبين
webapp-step-deck = الرزمة
webapp-step-deal = الأوراق الموزعة
webapp-step-draw = قرعة الحركة الأولى
webapp-no-proof = لا تحمل الجولة إثبات نزاهة: لا يمكن فحص رزمتها.
webapp-bad-proof = الإثبات تالف: البصمة أو البذرة أو المساهمات أو التسمية غير سليمة.
webapp-commitment-ok = SHA-256 للبذرة المكشوفة يطابق البصمة المعروضة قبل الجولة: { $computed }
webapp-commitment-differs = SHA-256 للبذرة هو { $computed }، لكن بصمة السجل { $recorded }: هذه ليست البذرة الموعودة.
webapp-label-ok = التسمية { $recorded } هي التسمية الواجبة لهذه الجولة.
webapp-label-redeal = التسمية { $recorded } إعادة توزيع: كل رزمة سابقة في هذه الجولة وضعت ثلاثة أو أربعة ملوك على الطاولة.
webapp-label-differs = تسمية السجل { $recorded }، لكن يجب أن تكون لهذه الجولة { $expected }.
webapp-redeal-unneeded = التسمية { $recorded } تدّعي إعادة توزيع، لكن الرزمة { $label } لم تكن تحتاجها.
webapp-contribution-malformed = المساهمة { $n } تدّعي أنها عشوائية من Mini App لكنها لا تحوي 64 رقمًا ستة عشريًا.
webapp-mix-ok = مزيج المساهمات (SHA-256): { $mix }
webapp-deck-ok = المفتاح (HKDF-SHA256): { $hkdf }. خلط تدفق ChaCha20 الرزمة:
webapp-deal-ok = أوراق السجل آتية بالضبط من هذه الرزمة.
webapp-deal-unstated = لا يذكر السجل الأوراق الموزعة: قارن الأوراق أدناه بالتي كانت معك.
webapp-deck-differs = الورقة رقم { $n } في رزمة السجل هي { $recorded }، لكن الخلط يعطي { $derived }.
webapp-hand-differs = أوراق اللاعب { $seat } في السجل هي { $recorded }، لكن الرزمة تعطي { $derived }.
webapp-table-differs = طاولة السجل هي { $recorded }، لكن الرزمة تعطي { $derived }.
webapp-stock-differs = كومة السجل لا تطابق الخلط.
webapp-leader-unknown = ينقص السجل نتيجة الجولة السابقة: لا يُعرف من بدأ.
webapp-draw-ok = أُعيد حساب القرعة: البداية للاعب { $seat }.
webapp-draw-bad-picks = القرعة، الدور { $k }: المواضع المختارة مستحيلة.
webapp-draw-differs = القرعة، الدور { $k }: السجل يقول { $recorded }، لكن الرزمة تعطي { $derived }.
webapp-draw-rounds = القرعة: عدد أدوار السجل لا يطابق القرعة المعاد حسابها.
webapp-draw-first = حسب القرعة البداية للاعب { $seat }، لكن السجل يذكر غيره.
webapp-step-moves = الحركات
webapp-moves-ok = الحركات المعاد لعبها وفق القواعد: { $n }، وكلها مسموحة.
webapp-moves-illegal = الحركة { $n } ({ $move }) غير مسموحة: { $why }.
webapp-moves-why-turn = لم يكن دور هذا اللاعب ليفعل ذلك في تلك اللحظة
webapp-moves-why-hand = لم تكن هذه الورقة في يد اللاعب
webapp-moves-why-rule = القواعد لا تسمح بذلك في تلك اللحظة
webapp-moves-why-over = كانت الجولة قد انتهت بالفعل
webapp-moves-unfinished = تتوقف الحركات قبل نهاية الجولة، مع أن جولة أخرى تليها.
webapp-contribution-app = عشوائية خاصة من Mini App
webapp-contribution-press = لمسة زر في تيليجرام
webapp-contribution-none = بلا مساهمة
webapp-contribution-mine = مساهمتك، ولّدها هذا المتصفح
webapp-your-hand = أوراقك الأولى:
webapp-hand-of = الأوراق الأولى للاعب { $n }:
webapp-table = الطاولة:
webapp-about = ماذا يثبت الفحص
webapp-proves = ✅ يعني: رزمة الجولة هي بالضبط الناتجة عن البذرة (التي رأيت بصمتها قبل الجولة) ومساهمات اللاعبين والتسمية. لم يكن بوسع الخادم اختيار رزمة بعد لمساتك.
webapp-not-proves = لا يعيد الفحص حساب النتائج والنقاط المسجلة (يفعل ذلك python -m engines verify مع ملف السجل)، ولا يمنع مشغّل الخادم من رؤية الأوراق أثناء المباراة.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = الطاولة
table-page-loading = جارٍ ترتيب الطاولة…
table-page-reconnecting = انقطع الاتصال — جارٍ إعادة الاتصال…
table-page-outside = تُفتح هذه الطاولة داخل تيليجرام: افتحها من رسالة البوت.
table-page-no-room = لا يذكر العنوان أي غرفة: افتح الطاولة من رسالة البوت.
table-page-players = اللاعبون
table-page-table = على الطاولة
table-page-hand = أوراقك
table-page-actions = الأزرار
table-page-chat = في الدردشة
table-page-watching = 👁 أنت تشاهد: أوراق اللاعبين لا تظهر لك.
table-page-you = أنت
table-page-cards = الأوراق: { $n }
table-page-stock = الكومة: { $n }
table-page-discard = المستبعدة: { $n }
table-page-trump = الطرنيب: { $card }
table-page-trump-mark = طرنيب
table-page-attacker = في الهجوم
table-page-defender = في الدفاع
table-page-acting = الدور الآن
table-page-ready = الجاهزية مؤكدة
table-page-not-ready = الجاهزية غير مؤكدة بعد
table-page-your-move = دورك
table-page-covered = { $attack }، غُطّيت بـ { $cover }
table-page-uncovered = { $card }، لم تُغطَّ بعد
table-page-led-by = اللعب: { $name }
table-page-tricks = الأكلات: { $n }
table-page-score = النقاط: { $n }
table-page-captured = المأخوذ: { $n }
table-page-scope = سكوبا: { $n }
table-page-spread = أوراق مقلوبة: اختر واحدة
table-page-choose = المس ورقة معلَّمة على الطاولة أو اختر من الأسفل.
table-page-which = أي حركة؟
table-page-select = المس الأوراق لتعليمها ثم العبها.
table-page-play = ▶ العب الأوراق المعلَّمة
table-page-cancel = إلغاء
table-page-confirm = { $action } — هل تؤكد؟
table-page-yes = نعم
table-page-ok = حسنًا
table-page-clock = الوقت
table-page-clock-stop = فرصة «قف!»
table-page-clock-claim = الرد على «قف!»
table-page-clock-throwin = وقت إضافة الأوراق
table-page-seconds = { $n } ث
table-page-status-lobby = الردهة
table-page-status-playing = اللعب جارٍ
table-page-status-between = انتهت المباراة
table-page-status-closed = الغرفة مغلقة
table-page-status-replay = إعادة
table-page-replay-title = إعادة: التوزيعة { $n }
table-page-replay-move = النقلة { $n } من { $total }
table-page-replay-dealt = وُزّعت الأوراق
table-page-replay-first = إلى البداية
table-page-replay-back = رجوع
table-page-replay-forward = تقدّم
table-page-replay-last = إلى النهاية
table-page-replay-play = تشغيل
table-page-replay-pause = إيقاف مؤقت
table-page-replay-speed = السرعة
table-page-replay-jump = انتقل إلى نقلة
table-page-replay-verified = ✅ الرزمة عادلة: نجح التحقق
table-page-replay-unverified = ❌ فشل التحقق من الرزمة
table-page-replay-hands = أوراق اللاعبين
table-page-replay-missing = لم يُعثر على الإعادة: الرابط خاطئ أو لم تعد التوزيعة محفوظة.
table-page-replay-clock = ⏱ انتهى الوقت
table-page-replay-draw = القرعة: { $cards }
table-page-replay-share = مشاركة
table-page-replay-copied = نُسخ رابط الإعادة
table-page-refused-unsigned = لم تُفتح الصفحة من تيليجرام: افتح الطاولة من رسالة البوت.
table-page-refused-stale = بيانات تيليجرام قديمة: أغلق الطاولة وافتحها من جديد.
table-page-refused-unavailable = لا توجد غرفة كهذه (أو لم تعد موجودة).
table-page-refused-malformed = الطلب تالف.
table-page-refused-too-fast = بسرعة زائدة — انتظر ثانية.
table-page-refused-network = الخادم لا يرد.
table-page-talk = حديث الطاولة
table-page-talk-empty = سيظهر هنا ما يُقال على هذه الطاولة.
table-page-talk-placeholder = قل شيئًا للطاولة…
table-page-talk-send = إرسال
table-page-talk-phrases = تجري توزيعة فرق: التلميح ممنوع، ولا تصل إلى الطاولة إلا هذه العبارات.
table-page-talk-muted = 🔇 لقد كتمت هذه الطاولة بـ /mute: كلام الآخرين لا يصل إلى هنا.

profile-title = ⚙ الملف الشخصي
profile-language = اللغة: { $name }
profile-style = رزمة سكوبا: { $style ->
    [french] فرنسية
    [roses] ورود وزنابق
   *[italian] إيطالية
  } ({ $sample })
profile-fp = عرض بصمة الرزمة: { $on ->
    [yes] نعم
   *[no] لا
  }
profile-pings = 🔔 التذكير بدوري: { $on ->
    [yes] نعم
   *[no] لا
  }
profile-hands = 🃏 الأوراق في مباراة المجموعة: { $where ->
    [group] في المجموعة
    [private] في المحادثة الخاصة
   *[both] في المجموعة وفي المحادثة الخاصة
  }
profile-fp-hint = البصمة 🔒 هي أول 8 أرقام ستة عشرية من SHA-256 للبذرة السرية للرزمة. تظهر قبل الجولة؛ وبعدها تُكشف البذرة ويستطيع أي أحد التحقق من أن الرزمة كانت هي نفسها.
style-italian = إيطالية
style-french = فرنسية
style-roses = ورود وزنابق
btn-fp = بصمة الرزمة: { $on ->
    [yes] تشغيل
   *[no] إيقاف
  }
btn-pings = 🔔 التذكير بالدور: { $on ->
    [yes] تشغيل
   *[no] إيقاف
  }
btn-hands = 🃏 { $where ->
    [group] في المجموعة
    [private] في الخاص
   *[both] كلاهما
  }

join-ok = تم الانضمام!
join-already = أنت في هذه الغرفة بالفعل.
left-ok = غادرت.
ready-ok = جاهز!
ready-already = سبق أن أكدت جاهزيتك.
unready-ok = أُزيلت علامة «جاهز».
computer-added = أُضيف كمبيوتر.
computer-removed = أُزيل الكمبيوتر.
option-ok = تغيرت القواعد.
option-ok-cleared = تغيرت القواعد؛ مُسحت علامات «جاهز».
ended-ok = انتهت المباراة.
surrender-ok = استسلمت.
record-sent-private = السجل في محادثتك الخاصة.
confirm-leave = مغادرة المباراة الجارية؟ يأخذ الكمبيوتر مقعدك ويواصل الآخرون (وإن بقي الكمبيوتر وحده، تنتهي المباراة). المس مرة أخرى للتأكيد.
confirm-end = { $people ->
    [yes] إنهاء المباراة للجميع؟ لا يلعب هنا إلا البشر: تُحسب في التصنيف خسارةً لك (أو لمن لا يصل إليهم البوت، إن كانت المباراة بانتظارهم). المس مرة أخرى للتأكيد.
   *[no] إنهاء المباراة للجميع؟ المس مرة أخرى للتأكيد.
  }
confirm-surrender = { $game ->
    [bura] استسلام؟ معناه خسارة المباراة كلها لا هذه الجولة فقط: الفوز لخصمك. المس مرة أخرى للتأكيد.
    [scopa] استسلام؟ معناه خسارة المباراة كلها: الفوز للطرف الآخر. المس مرة أخرى للتأكيد.
   *[other] استسلام؟ المس مرة أخرى للتأكيد.
  }

err-stale = لم تعد هذه الحركة متاحة — أُعيد عرض أوراقك.
err-move-gone = «{ $move }» لم تعد ممكنة: تغيرت الطاولة أثناء اختيارك. أُعيد عرض أوراقك.
err-not-your-button = هذا ليس زرك.
err-unknown-button = زر غير معروف.
err-forged = لا يوجد خيار كهذا.
err-unknown-room = الغرفة غير موجودة أو مغلقة.
err-invite-unknown = الدعوة غير موجودة: الرابط خاطئ أو منتهي الصلاحية.
err-invite-expired = هذه الغرفة مغلقة. اطلب دعوة جديدة.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } لـ{ $n }
  }
inline-desc = نشر دعوة مع زر «انضمام» في هذه المحادثة
inline-room-title = دعوة إلى غرفتي: { $game }
inline-room-desc = دعوة إلى الغرفة التي تجلس فيها
card-new = 🃏 دعوة من { $name } للعب { $game }
card-seats = المقاعد: { $n }
card-seated = على الطاولة: { $names }
card-hint = المس «انضمام»: تصلك أوراقك في محادثة خاصة مع البوت.
card-closed = لا مقاعد متبقية: المباراة جارية أو الطاولة ممتلئة.
card-joined = أنت على الطاولة! الردهة في محادثتك الخاصة مع البوت.
card-seated-already = أنت على هذه الطاولة بالفعل: أُرسلت الردهة إلى محادثتك الخاصة مع البوت.
card-open-bot = افتح البوت: سيُجلسك بهذه الدعوة.
card-not-this-room = هذا الزر لا ينتمي إلى بطاقة الدعوة هذه: لم يتغير شيء. المس «انضمام» على بطاقة اللعبة نفسها، أو اطلب دعوة جديدة.
card-not-ready = لم تُنشأ لعبة هذه البطاقة بعد. إن كانت البطاقة قد أُرسلت للتو فالمسها مرة أخرى بعد لحظة؛ وإلا فاطلب دعوة جديدة.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (ملصق)
btn-talk-report = ⚠️ إبلاغ
talk-reported = تم الإبلاغ عن «{ $name }»: لن تجمعكما المباريات السريعة مع الغرباء بعد الآن.
err-talk-report = الإبلاغ متاح فقط لمن يجلس على هذه الطاولة، ولا يكون عن النفس.
talk-too-fast = بسرعة زائدة: تصل حتى 5 رسائل متتالية إلى الطاولة، ثم واحدة كل { $sec } ث. لم تُرسل هذه الرسالة — انتظر قليلًا.
talk-nobody = لن يسمعك أحد: أوقف كل الآخرين على الطاولة الدردشة.
talk-off-self = دردشة الطاولة لديك متوقفة (/profile): لم تُرسل الرسالة.
talk-sent-to = 💬 أُرسلت إلى طاولة { $game ->
    [durak] دوراك
    [bura] بورا
   *[scopa] سكوبا
  } — التي جرى عليها اللعب آخر مرة.
talk-phrases-only = 🤝 جولة فرق جارية على طاولة { $game ->
    [durak] دوراك
    [bura] بورا
   *[scopa] سكوبا
  }، ولا يجوز لأحد ذكر أوراقه أو التلميح — ولا في الدردشة. لم تُرسل رسالتك: ما دامت الجولة جارية، لا يصل إلى الطاولة إلا هذه العبارات. النص الحر مجددًا بين الجولات.
talk-phrase-hello = 👋 مرحبًا!
talk-phrase-luck = 🍀 حظًا موفقًا!
talk-phrase-nice = 👍 حركة رائعة!
talk-phrase-thanks = 🙏 شكرًا!
talk-phrase-oops = 😅 أوبس!
talk-phrase-haha = 😄 ههههه!
talk-phrase-sorry = 🙂 عذرًا!
talk-phrase-gg = 🤝 مباراة جميلة!
talk-phrase-sent = 💬 أُرسلت: { $text }
err-talk-phrase = لم تُرسل العبارة: هذه الطاولة لم تعد تلعب، أو لا مقعد لك عليها.
err-talk-table = لم تُرسل الرسالة: هذه الطاولة لم تعد تلعب، أو لا مقعد لك عليها.
mute-on = 🔇 دردشة طاولة { $game ->
    [durak] دوراك
    [bura] بورا
   *[scopa] سكوبا
  } متوقفة لديك. /mute مرة أخرى لتشغيلها.
mute-off = 🔊 دردشة طاولة { $game ->
    [durak] دوراك
    [bura] بورا
   *[scopa] سكوبا
  } تعمل من جديد.
mute-none = لا مباراة جارية لك خارج المجموعات: لا شيء لكتمه.
err-room-full = كل المقاعد مشغولة.
err-room-playing = مباراة جارية؛ يمكنك الانضمام بعدها.
err-join-first = لا مقعد لك على الطاولة بعد: تُفتح الآن المحادثة مع البوت وتحجز لك مقعدًا (اضغط «Start» إن طلب تيليجرام). ثم اضغط «جاهز».
err-join-here = { $teams ->
    [yes] لا مقعد لك على الطاولة بعد: اختر فريقًا بزره على طاولة المجموعة — يُحجز مقعدك هنا مباشرة، دون حاجة لفتح البوت.
   *[no] لا مقعد لك على الطاولة بعد: المس «➕ انضمام» على طاولة المجموعة — يُحجز مقعدك هنا مباشرة، دون حاجة لفتح البوت.
  }
err-not-in-room = لست في هذه الغرفة.
err-creator-only = هذا متاح لمنشئ الغرفة فقط.
err-no-computer = لا كمبيوتر على الطاولة.
err-no-game = لا مباراة جارية.
err-record-unavailable = السجل متاح بعد انتهاء الجولة.
err-open-bot = افتح محادثة خاصة مع البوت (المس «Start») لأتمكن من إرساله.
err-internal = حدث خطأ ما؛ حركتك لم تضِع. حاول مرة أخرى من فضلك.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } س
    [m] { $n } د
   *[s] { $n } ث
  }
bar-window = ⏱ { $bar } { $n } ث — اضغط «قف!» ما دامت الفرصة مفتوحة.
bar-claim = ⏱ { $bar } { $n } ث — ردّ بـ«قف!» من عندك، وإلا انتزع خصمك اللعب.
btn-hurry = ⏰ استعجال
hurry-ping = ⏰ طلب استعجال من { $name }: دورك في { $game }.
hurry-ping-next = ⏰ طلب استعجال من { $name }: الجميع بانتظار الجولة التالية من { $game } — المس «▶ الجولة التالية».
hurry-ping-lobby = ⏰ طلب استعجال من { $name }: تبدأ { $game } بمجرد لمسك الزر في رسالتك.
hurry-group = ⏰ { $names }: طلب استعجال من { $name } — المس «🃏 أوراقي».
hurry-sent = أُرسل التذكير.
hurry-too-soon = أُرسل تذكير قبل قليل؛ انتظر قليلًا من فضلك.
hurry-not-yet = يمكن استعجال اللاعب بعد تأخر حركته.
hurry-nobody = الجميع بانتظارك.
err-paused = المباراة متوقفة مؤقتًا: بانتظار لاعب لا يصل إليه البوت.
pause-line = ⏸ توقف مؤقت: لا يصل البوت إلى { $names }. ننتظر { $dur } أخرى؛ إن لم تحدث العودة، تُلغى المباراة بلا فائز. للعودة: { $url }
pause-rated-note = مباراة مصنّفة: إن لم تحدث العودة، تُحسب خسارة في التصنيف ({ $names })؛ و«🤖 اللعب بدل …» يسلّم المقعد للكمبيوتر الآن — وهذه خسارة أيضًا.
pause-started = ⏸ { $game }: المباراة متوقفة مؤقتًا — لا يصل البوت إلى { $names }. ننتظر { $dur }؛ إن لم تحدث العودة، تُلغى المباراة بلا فائز.
pause-resumed = ▶ { $game }: عودة { $names }، المباراة تستمر من الموضع نفسه.
pause-cancelled = ✖ { $game }: لا عودة لـ{ $names }، أُلغيت المباراة بلا فائز.
pause-cancelled-rated = ✖ { $game }: لا عودة لـ{ $names }، أُلغيت المباراة؛ وتُحسب في التصنيف خسارة لـ{ $names }.
outcome-cancelled = أُلغيت المباراة بلا فائز: لا عودة لـ{ $name }.
outcome-expired = أُغلقت الغرفة: يوم بلا نشاط.
outcome-rated-loss = تُحسب هذه في التصنيف خسارة لـ{ $names }.
room-ttl-hint = ⌛ تُغلق الغرفة بعد { $dur } بلا نشاط.
room-expired = ⌛ أُغلقت الغرفة: { $dur } بلا نشاط. ابدأ مباراة جديدة: /new
room-closed = أُغلقت الغرفة. ابدأ مباراة جديدة: /new

## issue 17
cmd-language = اللغة (في المجموعة: لغة الطاولة، للمشرفين)
cmd-hands = الأوراق في المجموعة: تشغيل/إيقاف (للمشرفين)
cmd-rules = قواعد الألعاب
language-pick-mine = لغتك: { $name }. الرسائل الخاصة من البوت تتبعها.
language-set-mine = تغيرت اللغة.
language-pick-group = لغة الطاولة في هذه المجموعة: { $lang ->
    [none] لغة من يفتح الغرفة
   *[other] { $name }
  }. يمكن للمشرفين تغييرها؛ وتبقى الرسائل الخاصة لكل لاعب بلغته.
language-set-group = طاولات هذه المجموعة تتحدث الآن { $name }؛ وتبقى الرسائل الخاصة بلغة كل لاعب.
language-admins-only = لا يغيّر لغة المجموعة إلا مشرفوها.
group-hands-state = 🃏 أوراق اللاعبين في هذه المجموعة: { $on ->
    [yes] تظهر هنا مباشرة، ولا يرى كلٌّ إلا أوراقه (زر «🃏 أوراقي»)
   *[no] في المحادثة الخاصة مع البوت فقط
  }
btn-group-hands = { $on ->
    [yes] إظهار الأوراق في المجموعة
   *[no] إيقاف إظهار الأوراق في المجموعة
  }
group-hands-admins-only = مشرفو المجموعة وحدهم يقررون إظهار الأوراق في المجموعة.
group-hands-set = تم: يسري من الحركات القادمة.
btn-rules = ℹ️ القواعد
btn-rules-more = 📖 بالتفصيل
btn-rules-short = ◀ باختصار
rules-pick = قواعد أي لعبة؟
rules-sent-private = القواعد في محادثتك الخاصة.
scopa-legend = الصور: { $f } = 8، { $c } = 9، { $r } = 10
rules-durak = 🃏 دوراك باختصار
    36 ورقة (6…A)، ست أوراق لكل لاعب؛ نوع الورقة المكشوفة في أسفل الكومة هو الطرنيب. الترتيب: 6 < 7 < 8 < 9 < 10 < J < Q < K < A؛ الطرنيب يغطي أي ورقة غير طرنيب، ولا يغطي الطرنيبَ إلا طرنيب أعلى.
    المهاجم يلعب ورقة؛ والمدافع يغطيها بورقة أعلى من نوعها أو بطرنيب. ويمكن للآخرين إضافة أوراق من قيم موجودة على الطاولة (6 على الأكثر، ولا أكثر مما في يد المدافع).
    غُطي كل شيء: تُستبعد الأوراق ويهاجم المدافع في الهجمة التالية. تعذّرت التغطية: «آخذ» — يأخذ المدافع أوراق الطاولة ويفوته الدور.
    بعد كل هجمة يكمل الجميع أوراقهم إلى ست.
    بالإضافة: إضافة فقط. بالتحويل: ما دامت لم تُغطَّ أي ورقة، يمكن للمدافع وضع ورقة من القيمة نفسها وتحويل الهجوم إلى اللاعب التالي.
    آخر من تبقى في يده أوراق هو الدوراك.
rules-durak-more = 📖 دوراك — بالتفصيل
    الهجمة الأولى: لمن يملك أصغر طرنيب بعد التوزيع؛ وإن لم يملك أحد طرنيبًا، فللمقعد الأول على الطاولة.
    الحد: لا تزيد الهجمة على 6 أوراق هجوم، ولا على عدد أوراق المدافع عند بدء الدفاع (بعد التحويل: المدافع الجديد).
    السحب بعد الهجمة: أولًا من بدأ الهجمة، ثم الآخرون بالدور، والمدافع أخيرًا؛ كلٌّ يكمل إلى 6 دفعة واحدة. إذا نفدت الكومة، لا يسحب الباقون شيئًا.
    «باس» يقوله فقط من كان بوسعه الإضافة؛ وكل ورقة جديدة على الطاولة تمحو كل «باس».
    «آخذ»: إذا كان خيار «الإضافة بعد آخذ» مفعّلًا، يمكن للآخرين الإضافة ضمن الحد؛ ثم يأخذ المدافع الطاولة ويفوته الدور.
    التحويل (دوراك بالتحويل): ما دامت لم تُغطَّ أي ورقة، يضع المدافع ورقة من القيمة نفسها وينتقل الهجوم، إذا كان لدى اللاعب التالي أوراق كافية.
    الفرق (2×2، 3×2، 2×3): لا أحد يهاجم شريكه أو يضيف عليه؛ يخسر الفريق الذي تبقى أوراقه أخيرًا. خروج آخر الأوراق في اللحظة نفسها: تعادل. لا تلميح للشريك: ما دامت المباراة جارية، دردشة الطاولة عبارات جاهزة فقط.
rules-bura = 🂮 بورا باختصار
    36 ورقة، ثلاث لكل لاعب؛ الورقة المكشوفة تحت الكومة هي الطرنيب. قيمة الأوراق (تُحسب في الأكلات فقط): A 11، 10 10، K 4، Q 3، J 2، 9…6 لا شيء؛ المجموع 120.
    ترتيب التغطية: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    يُلعب إما ورقة واحدة، أو اثنتان أو ثلاث من نوع واحد. يغطي المدافع كل ورقة (بورقة أعلى من نوعها أو بطرنيب) أو يرمي العدد نفسه مقلوبًا، وعندها تكون الأكلة للمهاجم. تبقى أكوام الأكلات مخفية حتى نهاية الجولة.
    بعد الأكلة يختار الفائز بها: «كفى!» أو السحب والمتابعة.
    «كفى!» مع أوراق قيمتها 41–70: +2 نقطة مباراة (+4 إذا كانت قيمة أوراق الخصم 41–70، و+6 إذا تجاوزت 70). وإلا ينال الخصم 2.
    بلا «كفى!»: القيمة الأعلى +1 نقطة؛ خصم بلا أكلة واحدة («ناشف») +6.
    «قف!»: ثلاث ستّات +3 نقاط، ثلاثة آصات +4؛ ثلاث أوراق من نوع واحد عند المدافع تنتزع اللعب.
    المباراة حتى 12 نقطة. «🏳 التنازل عن المباراة» يمنح الخصم المباراة كلها.
    من يبدأ: قبل الجولة 1 يسحب كلٌّ ورقة من أوراق مقلوبة؛ الأعلى (6 < … < 10 < J < Q < K < A) يبدأ، وعند التساوي تُعاد القرعة.
rules-bura-more = 📖 بورا — بالتفصيل: نقاط المباراة
    «كفى!» يقولها الفائز بالأكلة قبل السحب؛ وتُحسب قيمة الأوراق في كومته المغلقة:
    · أنت 41–70، والخصم أقل من 41 — +2 نقطة؛
    · أنت 41–70 والخصم 41–70 — +4؛
    · أنت 41–70، والخصم فوق 70 — +6؛
    · أنت أقل من 41 أو فوق 70 — ينال الخصم 2.
    جولة لُعبت حتى النهاية بلا «كفى!»: القيمة الأعلى — +1؛ خصم بلا أكلة واحدة («ناشف») — +6؛ تساوٍ — لا أحد، ويبدأ اللاعب نفسه من جديد.
    «قف!»: ثلاث ستّات — +3، ثلاثة آصات — +4، في أي لحظة من الجولة. ثلاث أوراق من نوع واحد عند المدافع — انتزاع: خلال 5 ثوانٍ بعد كل سحب؛ وإن كان لدى المهاجم أيضًا ثلاث من نوع واحد، فله 3 ثوانٍ لـ«قف!» خاصة به.
    يبدأ الجولة التالية من سجّل نقاطًا في السابقة. المباراة حتى 12 نقطة.
rules-scopa = 🂡 سكوبا باختصار
    40 ورقة، أربعة أنواع في كل منها عشر: الآص = 1، و2…7 بقيمتها، F (فانتي) = 8، C (كافالو) = 9، R (ري) = 10؛ وفي الرزمة الفرنسية J، Q، K.
    ثلاث أوراق لكل لاعب، وأربع على الطاولة. العب ورقة: تأخذ ورقة من الطاولة بالقيمة نفسها، وإلا مجموعة أوراق مجموعها يساويها. الأخذ إلزامي. لا شيء يؤخذ: تبقى الورقة على الطاولة.
    تنظيف الطاولة بأخذة هو سكوبا (+1)، إلا في آخر حركة من الجولة.
    النقاط بعد كل جولة: أكثر الأوراق +1، أكثر الدنانير +1، سيتيبيلو (7 الدنانير) +1، بريميرا +1، كل سكوبا +1. التعادل في فئة: لا أحد.
    واحد لواحد أو 2×2 (الشريكان متقابلان). اللعب حتى 11 نقطة أو الهدف المختار.
rules-scopa-more = 📖 سكوبا — بالتفصيل
    بريميرا: من كل نوع خذ أفضل ورقة حسب السلم 7 ← 21، 6 ← 18، الآص ← 16، 5 ← 15، 4 ← 14، 3 ← 13، 2 ← 12، F، C، R ← 10، واجمع الأعداد الأربعة؛ النوع الغائب يُحسب 0. مثال: 7 الدنانير + 6 الكؤوس + آص السيوف + R العصي = 21 + 18 + 16 + 10 = 65. المجموع الأكبر — +1 نقطة.
    إعادة التوزيع: إذا كان بين أوراق الطاولة الأربع ثلاثة أو أربعة ملوك (R)، تُوزع الأوراق من جديد من رزمة جديدة بالبذرة نفسها؛ تذكر الطاولة ذلك في سطر، وكذلك السجل.
    نهاية الجولة: الأوراق الباقية على الطاولة بعد آخر حركة لمن أخذ آخرًا (وليست سكوبا)؛ والسكوبا في آخر حركة من الجولة لا تُحسب.
    يوزع الجميع بالدور؛ ويلعب أولًا من يلي الموزّع. لا يتحدد الفائز إلا بعد جولة: إذا بلغ الطرفان الهدف فالنتيجة الأعلى تفوز، وعند التساوي — جولة أخرى.
    2×2: أوراق شريكك مخفية؛ لا يجوز ذكر أوراقك أو التلميح، ولا في الدردشة: ما دامت الجولة جارية، دردشة الطاولة عبارات جاهزة فقط.
bura-declared-ok = «كفى!» — { $name }: أوراق قيمتها { $points }، ضمن 41–70.
bura-declared-wrong = «كفى!» — { $name }: أوراق قيمتها { $points }، والمطلوب 41–70.
durak-loser-cards = 🃏 الدوراك: { $name } (بقيت في اليد: { $cards })
scopa-won = { $category ->
    [cards] الأوراق
    [coins] الدنانير
   *[primiera] بريميرا
  } { $counts } ← { $who }
scopa-won-settebello = سيتيبيلو ← { $who }
scopa-nobody = لا أحد (تعادل)
durak-table = الطاولة (التغطية ← الهجوم):

## issue 19
durak-rule-throw-in = الإضافة: { $timing ->
    [after_cover] فقط حين تكون كل أوراق الطاولة مغطاة (ورقة بورقة)
   *[any_time] في أي وقت
  }
durak-rule-teams = الفرق: { $teams ->
    [pairs] زوجان (المقعدان 1 و3 ضد 2 و4)
    [threepairs] ثلاثة أزواج (المقاعد 1 و4، 2 و5، 3 و6)
   *[threes] فريقان من ثلاثة (المقاعد 1، 3، 5 ضد 2، 4، 6)
  }؛ لا أحد يهاجم شريكه، ويخسر الفريق الذي تبقى أوراقه
durak-loser-team = يخسر الفريق { $mark } { $n }: { $names }
team-ok = أنت في الفريق { $mark } { $n }.
team-already = أنت في الفريق { $mark } { $n } بالفعل.
team-join-open = افتح البوت: هناك يُحجز مقعدك في الفريق { $mark } { $n }.
err-team-full = كل أماكن الفريق { $mark } { $n } اختارها آخرون.
durak-rule-tat = الإضافة بعد «آخذ»: { $tat ->
    [yes] نعم
   *[no] لا
  }

## issue 21
room-fault = ⚠ أُغلقت الغرفة بسبب عطل: تعذّرت استعادتها. ابدأ مباراة جديدة: /new
err-room-fault = أُغلقت هذه الغرفة بسبب عطل. ابدأ مباراة جديدة: /new
err-anonymous = لا يمكن لمشرف مجهول أن يأخذ مقعدًا: أرسل الأمر من حسابك الشخصي.
err-not-your-picker = شخص آخر فتح قائمة اختيار اللعبة هذه: اكتب /new بنفسك.
err-not-your-profile = هذا ملف شخص آخر: اكتب /profile بنفسك.
err-too-fast = بسرعة زائدة — انتظر ثانية من فضلك.
err-too-many-rooms = لديك بالفعل { $n } غرف مفتوحة: أنهِ إحداها أو غادرها لتبدأ أخرى.
err-too-many-lobbies = أنت بالفعل في { $n } غرف تنتظر بدء مبارياتها: ابدأ إحداها أو غادرها لتنضم إلى أخرى.
err-chat-rooms = في هذه المجموعة بالفعل { $n } غرف مفتوحة: أنهِ إحداها لتبدأ أخرى.
group-lost = ⚠ { $game }: أُزيل البوت من المجموعة — المباراة مستمرة هنا، في المحادثة الخاصة.
err-busy = قاعدة البيانات مشغولة بعملية أخرى: لم يتغير شيء، حاول مرة أخرى بعد ثانية من فضلك.
err-record-players-only = سجل الجولة لا يُعطى إلا لمن لعبها.
err-old-menu = هذه القائمة قديمة: اكتب { $command } من جديد.

## issue 16
option-same = هو كذلك بالفعل.
ai-level-ok = تغيّر مستوى الكمبيوتر؛ بقيت علامات «جاهز».
lobby-stale = تغيّرت الردهة في الأثناء — حُدّثت الرسالة.
solo-ok = تبدأ المباراة ضد الكمبيوتر.
err-solo-others = يجلس هنا أشخاص آخرون بالفعل: أضف أجهزة كمبيوتر بزر «🤖 + كمبيوتر».
lobby-ready-cleared = ⚠ تغيّرت القواعد — مُسحت علامات «جاهز»، أكّد من جديد.
lobby-sides-cleared = ⚠ تغيّرت الأطراف — على من نُقل لمس «جاهز» من جديد.
settings-header = ⚙️ إعدادات الغرفة (يغيّرها { $name })؛ «→ العودة إلى الردهة» يعيد أزرار اللعبة.
err-settings-creator = ⚙️ لا يغيّر إعدادات هذه الغرفة إلا { $name }، منشئ الغرفة.
computers-filled = { $n ->
    [zero] أُضيف { $n } كمبيوتر.
    [one] أُضيف كمبيوتر واحد.
    [two] أُضيف جهازا كمبيوتر.
    [few] أُضيفت { $n } أجهزة كمبيوتر.
    [many] أُضيف { $n } جهاز كمبيوتر.
   *[other] أُضيف { $n } جهاز كمبيوتر.
  }
shuffle-ok = خُلطت الفرق.
rematch-line = 🔁 مباراة أخرى: { $list } · 🔒 { $fp }
solo-hint = 🤖 اللعب ضد الكمبيوتر: اختر عدد الخصوم — يبدأ التوزيع فورًا.
btn-solo-one = 🤖 ضد الكمبيوتر
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] سهل
    [ismcts] صعب
   *[heuristic] عادي
  }
ai-level-line = 🤖 مستوى الكمبيوتر: { $level ->
    [random] سهل (حركات عشوائية)
    [ismcts] صعب (يبحث في الاحتمالات)
   *[heuristic] عادي (قواعد لاعب متمرس)
  }
opt-mode = { $mode ->
    [perevodnoy] بالتحويل
   *[podkidnoy] بالإضافة
  }
opt-tat = الإضافة بعد «آخذ»
opt-ti = { $timing ->
    [after_cover] بعد التغطية
   *[any_time] في أي وقت
  }
opt-teams = { $teams ->
    [pairs] 2 ضد 2
    [threepairs] ثلاثة أزواج
    [threes] 3 ضد 3
   *[none] بلا فرق
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] واحد لواحد
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — مباشرة ضد الكمبيوتر، والتوزيع فوري.

## issue 18
cmd-stats = إحصاءاتي
cmd-top = ترتيب هذه المجموعة
cmd-forget = حذف بياناتي
stats-title = 📊 إحصاءاتك
stats-title-group = 📊 إحصاءات { $name } — ألعاب هذه المجموعة
stats-none = لا مباريات منتهية بعد.
stats-line = { $who }: { $games ->
    [zero] { $games } مباراة
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $games } مباريات
    [many] { $games } مباراة
   *[other] { $games } مباراة
  }، { $wins } فوز، { $game ->
    [durak] دوراك { $losses ->
        [zero] { $losses } مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $losses } مرات
        [many] { $losses } مرة
       *[other] { $losses } مرة
      }، { $draws ->
        [zero] { $draws } تعادل
        [one] تعادل واحد
        [two] تعادلان
        [few] { $draws } تعادلات
        [many] { $draws } تعادلًا
       *[other] { $draws } تعادل
      }
   *[other] { $losses } خسارة
  } — فوز بنسبة { $rate }%
stats-who-all = كل المباريات
stats-who-people = 👥 ضد البشر
stats-who-computer = 🤖 ضد الكمبيوتر ({ $level ->
    [random] سهل
    [ismcts] صعب
    [heuristic] عادي
   *[other] مستوى غير معروف
  })
stats-streak = 🔥 انتصارات متتالية: { $current } الآن، والأفضل { $best }
stats-rating = 📈 التصنيف: { $rating } ± { $pm } ({ $games ->
    [zero] { $games } مباراة مصنّفة
    [one] مباراة مصنّفة واحدة
    [two] مباراتان مصنّفتان
    [few] { $games } مباريات مصنّفة
    [many] { $games } مباراة مصنّفة
   *[other] { $games } مباراة مصنّفة
  })
stats-favourite = ⭐ النمط المفضل: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] بالتحويل
   *[podkidnoy] بالإضافة
  }، { $seats ->
    [zero] { $seats } لاعب
    [one] لاعب واحد
    [two] لاعبان
    [few] { $seats } لاعبين
    [many] { $seats } لاعبًا
   *[other] { $seats } لاعب
  }{ $teams ->
    [pairs] ، زوج ضد زوج
    [threepairs] ، ثلاثة أزواج
    [threes] ، ثلاثة ضد ثلاثة
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2، فريق ضد فريق
   *[other] واحد ضد واحد
  }
btn-stats-chart = 📈 رسم بياني
stats-replays = ▶️ إعادات آخر التوزيعات — بالأزرار أدناه، الأحدث أولًا.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · التوزيعة { $deal }
stats-chart-caption = 📈 المباريات أسبوعيًا ونسبة الفوز حتى الآن
stats-chart-caption-group = 📈 { $name }: الألعاب في هذه المجموعة أسبوعيًا ونسبة الفوز حتى الآن
chart-title = المباريات ونسبة الفوز
chart-games = مباريات
chart-rate = فوز، %
picture-standings-rank = الترتيب
picture-standings-player = اللاعب
picture-standings-score = النقاط
picture-standings-buchholz = بوخهولز
picture-standings-games = المباريات
picture-bracket-round = الجولة { $n }
picture-bracket-final = النهائي
picture-bracket-semifinal = نصف النهائي
picture-bracket-quarterfinal = ربع النهائي
picture-bracket-champion = البطل
picture-bracket-bye = راحة
picture-bracket-walkover = انسحاب
err-not-your-stats = هذه إحصاءات شخص آخر: اكتب /stats بنفسك.
top-title = 🏆 { $game } — { $period ->
    [week] هذا الأسبوع
    [month] هذا الشهر
   *[all] كل الأوقات
  }
top-line = { $n }. { $name } — { $wins } فوز من { $games } ({ $rate }%)
top-empty = لا أحد في الترتيب بعد.
top-loser-week = 🤡 دوراك الأسبوع: { $name } ({ $n ->
    [zero] { $n } مرة
    [one] مرة واحدة
    [two] مرتين
    [few] { $n } مرات
    [many] { $n } مرة
   *[other] { $n } مرة
  })
top-hint = مباريات بين البشر فقط؛ الدخول في الترتيب ابتداءً من { $n ->
    [zero] { $n } مباراة
    [one] مباراة واحدة
    [two] مباراتين
    [few] { $n } مباريات
    [many] { $n } مباراة
   *[other] { $n } مباراة
  }. يمكنك الاختفاء من الترتيب في /profile.
top-global-title = 🌍 الترتيب العالمي — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }، المباريات: { $games }
top-global-empty = لا أحد في هذه اللوحة بعد.
top-global-hint = تصنيفات Glicko-2، لا تحركها إلا المباريات بين البشر (بلا كمبيوتر على الطاولة). المدرجون: من فعّلوا «🌍 الترتيب العالمي» في /profile، ابتداءً من { $n ->
    [zero] { $n } مباراة مصنّفة
    [one] مباراة مصنّفة واحدة
    [two] مباراتين مصنّفتين
    [few] { $n } مباريات مصنّفة
    [many] { $n } مباراة مصنّفة
   *[other] { $n } مباراة مصنّفة
  }.
top-global-unknown = لا توجد هنا لعبة «{ $name }»: اكتب /top global مع واحدة من: { $games }.
top-global-season = 🗓 الموسم: { $season } ({ $current ->
    [yes] الحالي
   *[no] منتهٍ
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 الموسم الحالي
top-season-unknown = هذا الموسم غير موجود أو لم يعد محفوظًا: اضغط أحد أزرار الترتيب.
stats-best-season = 🏅 أفضل موسم: { $season }، { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] الأسبوع
    [month] الشهر
   *[all] كل الأوقات
  }
forget-private-only = يعمل /forget في المحادثة الخاصة مع البوت.
forget-ask = حذف بياناتك؟ تُزال نتائجك وإحصاءاتك، وتصبح مقاعدك في سجلات المباريات المحفوظة مجهولة. لا يمكن التراجع عن هذا.
btn-forget-yes = 🗑 حذف
btn-forget-no = إبقاء
forget-kept = لم يُحذف شيء.
forget-done = حُذفت بياناتك.
forget-leave-first = غادر مبارياتك المفتوحة أولًا.
profile-hidden = 🏆 ترتيب المجموعات: { $on ->
    [yes] اسمك مخفي
   *[no] اسمك ظاهر
  }
profile-talk = 💬 دردشة الطاولة: { $on ->
    [yes] تعمل
   *[no] متوقفة
  }
btn-hide = { $on ->
    [yes] 🏆 إخفائي من الترتيب
   *[no] 🏆 إظهاري في الترتيب
  }
btn-talk = { $on ->
    [yes] 💬 تشغيل دردشة الطاولة
   *[no] 💬 إيقاف دردشة الطاولة
  }
profile-rated = 🌍 الترتيب العالمي (/top global): { $on ->
    [yes] اسمك مدرج
   *[no] اسمك غير مدرج
  }
btn-rated = { $on ->
    [yes] 🌍 إدراجي في الترتيب العالمي
   *[no] 🌍 إزالتي من الترتيب العالمي
  }

## issue 16
err-room-locked = أغلق منشئ الغرفة غرفته: لا تقبل لاعبين جددًا.
takeover-ok = تم: الكمبيوتر يلعب الآن بدل هذا اللاعب.
takeover-self = هذا مقعدك أنت: أنت هنا، فلا يلعبه الكمبيوتر. العب حركتك في محادثتك الخاصة مع البوت.
takeover-announce = 🤖 { $game }: الكمبيوتر يلعب الآن بدل { $names }. لاستعادة المقعد، اضغط أي زر من أزرار هذه المباراة.
takeover-announce-rated = 🤖 { $game }: الكمبيوتر يلعب الآن بدل { $names }، وتُحسب هذه المباراة في التصنيف خسارة لـ{ $names }. لاستعادة المقعد، اضغط أي زر من أزرار هذه المباراة.
kick-ok = أُزيل اللاعب من المقعد.
lock-already = هو كذلك بالفعل.
lock-on = مغلقة: لا تقبل الغرفة لاعبين جددًا.
lock-off = مفتوحة للاعبين الجدد.
you-are-out = 🏁 خرجت — لم تبقَ لديك أوراق. يواصل الآخرون اللعب؛ وستظهر النتيجة هنا. يمكنك مغادرة الغرفة الآن دون إزعاج أحد.
btn-leave-out = 👋 مغادرة الغرفة
computer-plays-for-you = 🤖 الكمبيوتر يلعب الآن بدلًا منك: اضغط أي زر لاستعادة مقعدك.
btn-my-cards = 🃏 أوراقي
tap-my-cards = 👉 { $names }: دورك — المس «🃏 أوراقي»، تظهر أوراقك هنا لك وحدك.
err-not-seated-here = لا مقعد لك على هذه الطاولة.
next-deal-auto = ⏩ تبدأ الجولة التالية تلقائيًا خلال { $dur }؛ الزر أدناه يبدؤها الآن.
btn-rematch = 🔁 مباراة أخرى
lobby-locked = 🔒 مغلقة: لا لاعبين جدد.
btn-take-over = 🤖 اللعب بدل { $name }
btn-kick = ✖ إزالة: { $name }
btn-lock = 🔒 إغلاق الغرفة
btn-unlock = 🔓 فتح الغرفة
tally-durak = 📊 الدوراك: { $list }
tally-wins = 📊 الانتصارات: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ الإضافة: انتظار { $n } ث بعد تغطية كل الأوراق
durak-throw-wait-take = ⏱ الإضافة: انتظار { $n } ث بعد تغطية كل الأوراق أو أخذ المدافع
durak-throw-wait-off = ⏱ الإضافة: انتظار بلا حد
btn-throw-wait = ⏱ مهلة الإضافة: { $n } ث
btn-throw-wait-off = ⏱ مهلة الإضافة: بلا حد
bar-throwin = ⏱ { $bar } { $n } ث — أضف ورقة أو اضغط «باس»؛ ثم تنتهي الهجمة تلقائيًا.
bar-throwin-take = ⏱ { $bar } { $n } ث — أضف ورقة أو اضغط «باس»؛ ثم يأخذ المدافع الأوراق.
bar-still = (في المجموعة لا يتحرك هذا العد التنازلي — يسمح تيليجرام للبوت بـ20 تعديلًا فقط في الدقيقة لكل مجموعة: تُحسب الـ{ $n } ث من لحظة ظهور هذه الرسالة.)
game-over-header = 🏁 { $game }: انتهت المباراة.

## issue 32: quick match
cmd-play = اللعب مع أي أحد (مباراة سريعة)
btn-quick = 🎲 اللعب مع أي أحد
btn-quick-any = أي
btn-quick-wait = ⏱ { $sec } ث
btn-quick-go = 🎲 دخول الطابور
btn-quick-leave = مغادرة الطابور
btn-quick-fill = 🤖 الإكمال بالكمبيوتر
btn-quick-keep = ⏳ انتظار { $sec } ث أخرى
quick-seats = { $n ->
    [zero] { $n } لاعب
    [one] لاعب واحد
    [two] لاعبان
    [few] { $n } لاعبين
    [many] { $n } لاعبًا
   *[other] { $n } لاعب
  }
quick-seats-range = { $low }–{ $high } لاعبين
quick-menu-title = 🎲 اللعب مع أي أحد: أُجلسك مع من يبحثون عن اللعبة نفسها.
quick-menu-choice = المختار: { $what }.
quick-menu-hint = إن لم يظهر أحد خلال { $sec } ث، أقترح أجهزة كمبيوتر. يرى الخصوم اسمك الأول فقط (أو الكامل إن شئت، في /profile).
quick-waiting = ⏳ البحث عن خصوم: { $what }. إن لم يوجد أحد خلال { $sec } ث أقترح أجهزة كمبيوتر.
quick-offer = لا أحد بعد ({ $what }). وضع أجهزة كمبيوتر ({ $n }) في المقاعد الشاغرة والبدء، أم الانتظار أكثر؟
quick-matched = 🎲 وُجد خصوم: { $names }{ $n ->
    [0] {""}
   *[other] {""} وأجهزة كمبيوتر ({ $n })
  }. تصلك أوراقك في الرسالة التالية. حظًا موفقًا!
quick-filled = 🤖 مباراتك ضد أجهزة كمبيوتر ({ $n }). تصلك أوراقك في الرسالة التالية.
quick-left = غادرت الطابور.
quick-not-queued = لم تعد في الطابور.
quick-in-queue = أنت في الطابور بالفعل — ها هو.
quick-joined = أنت في الطابور.
quick-keep-ok = ننتظر أكثر.
quick-private = اللعب مع أي أحد يجري في المحادثة الخاصة مع البوت: اضغط الزر أدناه واختر لعبة هناك.
quick-cooldown = ليس بعد: غادرت مباريات سريعة مبكرًا ({ $n } مرات)، لذا عليك الانتظار { $sec } ث قبل التالية. أكمل مبارياتك حتى النهاية ليقصر الانتظار.
quick-too-many-joins = مرات كثيرة جدًا: يمكن دخول الطابور { $n } مرات في الدقيقة على الأكثر. حاول مجددًا بعد { $sec } ث.
err-not-your-menu = هذه قائمة لاعب آخر: افتح قائمتك بـ/play.
profile-name = 🎲 الاسم في المباريات مع الغرباء: { $on ->
    [yes] الاسم الكامل
   *[no] الاسم الأول فقط
  }
btn-show-name = { $on ->
    [yes] 🎲 إظهار اسمي الكامل
   *[no] 🎲 إظهار اسمي الأول فقط
  }
quick-found = 🎲 وُجد خصوم — تصلك أوراقك في الرسالة التالية.

# Card names for screen readers on the table page (see en)
card-name = { $rank } { $suit }
card-rank-a = آس
card-rank-2 = اثنان
card-rank-3 = ثلاثة
card-rank-4 = أربعة
card-rank-5 = خمسة
card-rank-6 = ستة
card-rank-7 = سبعة
card-rank-8 = ثمانية
card-rank-9 = تسعة
card-rank-t = عشرة
card-rank-j = ولد
card-rank-q = ملكة
card-rank-k = ملك
card-rank-it-j = ولد
card-rank-it-q = فارس
card-rank-it-k = ملك
card-suit-s = بستوني
card-suit-h = قلوب
card-suit-d = ديناري
card-suit-c = سباتي
card-suit-it-s = سيوف
card-suit-it-h = كؤوس
card-suit-it-d = دنانير
card-suit-it-c = عصي

# ----- tournaments in a group (issue 47) -----
cmd-tournament = بطولة في هذه المجموعة
tn-title = 🏆 بطولة: { $game }، { $format }
tn-format-swiss = النظام السويسري
tn-format-knockout = خروج المغلوب
tn-rounds = الجولات: { $n }
tn-people = المسجّلون ({ $n } من { $max }): { $names }
tn-nobody = لم يسجّل أحد بعد.
tn-status-running = ▶️ تُلعب الجولة { $round } من { $rounds }.
tn-status-finished = 🏁 انتهت البطولة.
tn-status-cancelled = ✖️ أُلغيت البطولة.
tn-how = من { $min } إلى { $max } شخصًا. يبدؤها منشئها أو أحد مشرفي المجموعة.
tn-btn-join = ➕ انضمام
tn-btn-leave = ➖ انسحاب
tn-btn-start = ▶️ ابدأ
tn-btn-cancel = ✖️ إلغاء
tn-computer = 🤖 الحاسوب
tn-round = الجولة { $round } من { $rounds }:
tn-bye = { $name }: استراحة (فوز بلا لعب)
tn-round-go = كل طاولة لعبة من ألعاب هذه المجموعة في الأسفل. بالتوفيق!
tn-winner = 🥇 الفائز: { $name }
tn-standings = الترتيب النهائي:
tn-group-only = تُقام البطولات في المجموعات: أضف البوت إلى مجموعة وأرسل فيها /tournament.
tn-usage = الاستخدام: /tournament <اللعبة> [swiss|knockout] [الجولات]. الألعاب: { $games }. من { $min } إلى { $max } شخصًا.
tn-joined = أنت مسجّل في البطولة.
tn-left = لم تعد في القائمة.
tn-started = تبدأ البطولة!
tn-cancelled = أُلغيت البطولة.
tn-err-joined = أنت في القائمة بالفعل.
tn-err-not-in = لست في القائمة.
tn-err-closed = التسجيل في هذه البطولة مغلق.
tn-err-full = البطولة ممتلئة.
tn-err-count = تحتاج البطولة إلى 4 حتى 64 شخصًا.
tn-err-not-creator = لا يفعل هذا إلا منشئ البطولة أو أحد مشرفي المجموعة.
tn-err-open = في هذه المجموعة بطولة مفتوحة بالفعل: أنهها أولًا.
top-tournaments = 🏆 البطولات:
top-tournament-line = 🥇 { $name } (المشاركون: { $n })
btn-top-tournament = 📋 النتائج: { $name }، { $date }
top-tournament-unknown = هذه البطولة غير موجودة هنا أو لم تعد محفوظة: اضغط أحد أزرار الترتيب.
tn-btn-end = ⛔ إنهاء البطولة
tn-ended = انتهت البطولة: تُحتسب الجولات التي لُعبت حتى نهايتها.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ تبدأ الساعة { $time } ({ $zone }). إن سجّل حتى ذلك الحين أقل من { $min } تُلغى البطولة.
tn-btn-later-15 = ⏰ +15 دقيقة
tn-btn-later-60 = ⏰ +1 ساعة
tn-btn-no-time = ⏰ بلا موعد
tn-time-set = تبدأ الساعة { $time } ({ $zone }) — بعد { $minutes } دقيقة.
tn-time-cleared = أُزيل موعد البدء: تبدأ البطولة بزر «▶️ ابدأ».
tn-err-time = لا يمكن تحديد موعد البدء إلا خلال الساعات الأربع والعشرين القادمة.
tn-err-no-time = لا يوجد موعد بدء محدد.
tn-called-off = ✖️ أُلغيت البطولة: سجّل حتى الموعد المحدد { $n }، والمطلوب { $min } على الأقل.
tn-called-off-late = ✖️ أُلغيت البطولة: لم يكن البوت يعمل في موعد البدء، ومضت منذ ذلك الحين أكثر من ساعة.
tn-status-paused = ⏸ متوقفة مؤقتًا: طاولات هذه الجولة تواصل اللعب، والجولة التالية تبدأ عند استئناف البطولة.
tn-btn-pause = ⏸ إيقاف مؤقت
tn-btn-resume = ▶️ استئناف
tn-paused = متوقفة مؤقتًا: لن تبدأ جولة جديدة حتى تُستأنف البطولة.
tn-resumed = البطولة مستمرة.
tn-err-paused = البطولة متوقفة مؤقتًا بالفعل.
tn-err-not-paused = البطولة ليست متوقفة.
tn-btn-drop = 🚫 استبعاد لاعب
tn-drop-pick = من تريد استبعاده من البطولة؟ اضغط على اسم.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = لم يعد { $name } في البطولة.
tn-dropped-note = 🚫 يخرج { $name } من البطولة: لا يُقرن في الجولات التالية، وتُحتسب المباراة الجارية انسحابًا من الطاولة.
tn-left-group = 🚪 لم يعد { $name } في المجموعة، فخرج من البطولة.
tn-err-dropped = هذا المشارك خرج بالفعل.
tn-err-no-player = هذا الشخص ليس من المشاركين في البطولة.
tn-out = خرجوا: { $names }
tn-usage-time = البدء بموعد: ‎/tournament durak 21:00‎ (بتوقيت UTC) أو ‎21:00+3‎ (بتوقيت UTC+3) — تبدأ البطولة وحدها، ويُحفظ فرق التوقيت لبطولات المجموعة التالية.
tn-seats = على كل طاولة: { $size ->
    [tables] 3–4 أشخاص حسب النقاط (5 أشخاص: 3 + 2 وحاسوب)
   *[pairs] شخصان، واحد ضد واحد
  }
tn-opt-seats = { $size ->
    [tables] 3–4 على الطاولة
   *[pairs] واحد ضد واحد
  }
tn-options-how = حتى تبدأ البطولة يختار منشئها أو أحد مشرفي المجموعة قواعد كل الطاولات بالأزرار أدناه.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }، الجولة { $round } من { $rounds }: طاولتك جاهزة. معك على الطاولة: { $names }.
tn-ping-hand-here = أوراقك في هذه المحادثة، في الأسفل.
tn-ping-hand-group = أوراقك في المجموعة: زر «🃏 أوراقي» تحت الطاولة.
tn-ping-link = البطولة في المجموعة: { $link }
tn-ping-group = 🔔 { $names }: طاولاتكم جاهزة — إنها في الأسفل في هذه المجموعة.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 تحليل
review-working = أحلّل التوزيعة… سأرسل التحليل في الدردشة الخاصة.
review-busy = تحليل هذه التوزيعة قيد الإعداد — سأرسله فور جاهزيته.
review-title = 🔎 تحليل: { $game }، التوزيعة { $n }
review-mistake = الحركة { $move }: لعبتَ «{ $played }»؛ وكان الأفضل «{ $better }» — كلّفك ذلك { $cost }.
review-cost-chance = ~{ $percent }٪ من فرصة ألّا تكون الدوراك
review-cost-points = ~{ $points } نقطة
review-none = لم نجد أخطاء: كل قراراتك ({ $n }) كانت بجودة اختيارات البحث. أحسنت اللعب!
review-how = يُقيَّم كل قرار بما كنتَ تراه في تلك اللحظة — دون أوراق الآخرين.
err-review-players-only = لا يمكن تحليل إلا توزيعة شاركتَ في لعبها.
err-review-unavailable = لا يمكن تحليل هذه التوزيعة: لم تُلعب حتى النهاية أو لم تعد محفوظة.
err-review-limit = يكفي هذا القدر من التحليلات لهذه الساعة — التالي ممكن بعد { $minutes } دقيقة.
err-review-failed = تعذّر تحليل التوزيعة — حاول لاحقًا.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 تلميح
hint-thinking = 💡 أفكّر في تلميح…
hint-move = 💡 كان أقوى حاسوب سيلعب «{ $move }».
hint-why-cover = { $trump ->
    [yes] غطِّ بورقة حكم: وإلا ستذهب إلى يدك { $cards }.
   *[no] غطِّ: وإلا ستذهب إلى يدك { $cards }.
  }
hint-why-take = خذ: التغطية الآن أغلى. ستذهب إلى يدك { $cards }.
hint-why-transfer = حوِّل: سيدافع اللاعب التالي، وعلى الطاولة { $cards }.
hint-why-throw-in = أضف ورقة: في يد المدافع { $cards }.
hint-why-hold = لا تُضف المزيد: ستحتاج هذه الأوراق لاحقًا.
hint-why-lead-low = ابدأ بأدنى ورقة لديك ليست حكمًا: احتفظ بالقوية.
hint-why-enough = قل «كفى!»: النقاط التي رأيتها في كومتك: { $points }.
hint-why-not-yet = لا تقل «كفى!» بعد: النقاط التي رأيتها في كومتك: { $points }.
hint-why-stop = قل «قف!»: بهذه الأوراق في يدك تفوز.
hint-why-sweep = خذ الطاولة كلها — هذه سكوبا، نقطة إضافية. ستذهب إلى كومتك { $cards }.
hint-why-settebello = خذ السيتيبيلو، سبعة الديناري: نقطة بحد ذاتها. ستذهب إلى كومتك { $cards }.
hint-why-primiera = خذ السبعات — فهي تحسم البريميرا. السبعات في هذا الأخذ: { $sevens }؛ ستذهب إلى كومتك { $cards }.
hint-why-no-sweep = العب هذه الورقة: بعدها لا تستطيع أي ورقة وحدها أخذ الطاولة كلها — لا سكوبا لخصمك.
hint-why-capture = خذ: ستذهب إلى كومتك { $cards }.
hint-why-only = هنا حركة معقولة واحدة فقط.
hint-why-luck = هذه قرعة عمياء: أي ورقة جيدة مثل غيرها.
hint-why-best-chance = بحسب تقدير البحث، فرصتك ألّا تكون الدوراك بهذه الطريقة: ~{ $percent }٪.
hint-why-best-points = بحسب تقدير البحث، هذه الحركة أفضل من الواضحة بنحو { $points } نقطة.
hint-why-best-plain = بحسب تقدير البحث، هذه أفضل حركة هنا.
err-hint-not-yours = هذا الزر ليس لك.
err-hint-not-allowed = التلميحات متاحة فقط في اللعب ضد الحواسيب (أبدًا مع شخص آخر، وأبدًا في مباراة مصنّفة)، مع تفعيل «💡 التلميحات» في ‎/profile.
err-hint-stale = لا تلميح الآن: ليس دورك (أو الرسالة قديمة).
err-hint-failed = لم ينجح التلميح — حاول مرة أخرى.
hints-on = 💡 التلميحات مفعّلة.
hints-off = 💡 التلميحات متوقفة.
profile-hints = 💡 التلميحات في اللعب ضد الحواسيب: { $on ->
    [yes] مفعّلة
   *[no] متوقفة
  }
btn-hints = { $on ->
    [yes] 💡 تفعيل التلميحات
   *[no] 💡 إيقاف التلميحات
  }
