## Kozyr — русский

welcome = Привет! Я Козырь: дурак, бура и скопа в Telegram.
    В группе: /durak, /bura, /scopa или /new — откроется стол, друзья присоединяются одной кнопкой.
    В личке: /new — создать комнату и получить ссылку-приглашение.
    /hand — прислать мои карты заново, /profile — язык, колода, отпечаток колоды.
help = Команды:
    /durak, /bura, /scopa — открыть комнату для игры (в группе или здесь)
    /new — выбрать игру
    /hand — прислать сообщение с картами заново
    /profile — язык, стиль колоды для скопы, отпечаток колоды 🔒
    Как играть: нажмите «Присоединиться» под столом в группе, потом «Готов». Игра начинается, когда все места заняты и все люди готовы. Ходите кнопками в личном сообщении: там видны только ваши карты и только разрешённые сейчас ходы.
pick-game = Во что играем?
pick-done = Во что играем? — { $game }
err-picked = Игра уже выбрана.
no-rooms = У вас нет открытых комнат. Начните игру: /new
invite-forward = Комната создана. Перешлите другу ссылку-приглашение:
    { $url }
ping-turn = 🔔 Ваш ход — { $game }
you-left = Вы вышли из комнаты.

cmd-new = новая игра (выбор)
cmd-durak = дурак
cmd-bura = бура
cmd-scopa = скопа
cmd-hand = прислать мои карты заново
cmd-profile = профиль: язык, колода, отпечаток
cmd-help = помощь

game-durak = Дурак
game-bura = Бура
game-scopa = Скопа

computer-name = 🤖 Компьютер { $n }
player-name = Игрок { $n }
seat-free = — свободно —

title-durak = 🃏 Дурак, { $mode ->
    [perevodnoy] переводной
   *[podkidnoy] подкидной
  }, { $seats ->
    [one] { $seats } место
    [few] { $seats } места
   *[many] { $seats } мест
  }
title-scopa = 🂡 Скопа, { $seats ->
    [4] 2×2
   *[other] один на один
  }, до { $target }
title-bura = 🂮 Бура

options-durak = Правила: { $mode ->
    [perevodnoy] переводной
   *[podkidnoy] подкидной
  }; подкидывать после «Беру»: { $tat ->
    [yes] да
   *[no] нет
  }
options-scopa = Правила: { $seats ->
    [4] две команды по два (0+2 против 1+3)
   *[other] один на один
  }; игра до { $target } очков
options-bura = Правила: до 12 очков, «Хватит!» при 41–70.

lobby-header = Места: { $taken } из { $capacity }
lobby-hint = Присоединяйтесь и нажимайте «Готов». Игра начнётся, когда все места заняты и все люди готовы.
commitment-line = 🔒 Отпечаток колоды: { $fp } (колода уже зафиксирована; ваше нажатие «Готов» добавит в неё случайность)
invite-line = Ссылка-приглашение: { $url }
unreachable = ⚠ { $names }: бот не может написать вам. Откройте бота: { $url }
next-deal-header = Раздача { $n }: нажмите «Следующая раздача».

btn-join = ➕ Присоединиться
btn-ready = ✅ Готов
btn-unready = ↩ Не готов
btn-add-computer = 🤖 + Компьютер
btn-remove-computer = 🤖 − Убрать
btn-leave = 🚪 Выйти
btn-surrender = 🏳 Сдаться
btn-end-game = ⛔ Завершить игру
btn-next-deal = ▶ Следующая раздача
btn-record = 📄 Запись раздачи
btn-record-match = 📄 Запись: партия { $n }
btn-back = ← Назад
btn-mode = Режим: { $mode ->
    [perevodnoy] переводной
   *[podkidnoy] подкидной
  }
btn-seats-minus = − место
btn-seats-plus = + место
btn-tat = Подкидывать после «Беру»: { $tat ->
    [yes] да
   *[no] нет
  }
btn-scopa-4 = Играть 2×2
btn-scopa-2 = Играть один на один
btn-target = До { $n }

cards-count = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
  }
tricks-count = { $n ->
    [one] { $n } взятка
    [few] { $n } взятки
   *[many] { $n } взяток
  }
score-points = { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[many] { $n } очков
  }

table-empty = Стол пуст.
table-cards = Стол: { $cards }
your-hand = Ваши карты: { $cards }
waiting-for = Ждём: { $names }
state-out = вышел
state-passed = не подкидывает
state-taking = берёт

durak-status = Козырь: { $trump } · В колоде: { $stock } · Бито: { $discard }
last-durak-attack = Последний ход: { $name } — { $card }
last-durak-transfer = Последний ход: { $name } перевёл { $card }
last-durak-defend = Последний ход: { $name } отбил { $target } картой { $card }
last-durak-take = Последний ход: { $name } берёт
last-durak-pass = Последний ход: { $name } не подкидывает
prompt-durak-lead = Ваш ход: выберите карту.
prompt-durak-throw = Можно подкинуть карту или нажать «Не подкидываю».
prompt-durak-defend = Отбивайтесь или берите.
prompt-durak-defend-transfer = Отбивайтесь, переводите или берите.
act-attack = Подкинуть { $card }
act-defend = Отбиться: { $card } на { $target }
act-transfer = Перевести { $card }
act-take = Беру
act-pass = Не подкидываю
durak-loser = Дурак: { $name }
durak-draw = Ничья: последние карты сброшены одновременно.
durak-out-order = Вышли: { $names }
result-none = Игра прервана.

scopa-status = Раздача { $deal } · В колоде: { $stock } · Игра до { $target }
scopa-side = Сторона { $side } ({ $who }): { $score } · взято { $pile } · скоп { $scopas }
scopa-last-capture = Последний ход: { $name } — { $card } берёт { $cards }
scopa-last-drop = Последний ход: { $name } кладёт { $card }
prompt-scopa = Ваш ход: выберите карту.
act-capture = { $card } берёт { $cards }
act-drop = Положить { $card } на стол
scopa-deal-side = { $who }: карты { $cards }, монеты { $coins }, сеттебелло { $settebello }, примьера { $primiera }, скопы { $scopas } → +{ $points }

bura-status = Раздача { $deal } · Козырь: { $trump } · В колоде: { $stock }
bura-lead = На столе ход { $name }: { $cards }
bura-window = ⏱ Окно «Стоп!» открыто.
bura-claim = ⏱ Заявка «Стоп!»: ждём ответа атакующего.
bura-last-beat = Прошлый ход: { $name } отбил { $pairs }
bura-last-dump = Прошлый ход: { $name } сбросил { $n } (рубашкой вверх): { $cards }
last-bura-lead = Последний ход: { $name } ходит, { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
  }
last-bura-beat = Последний ход: { $name } отбился
last-bura-dump = Последний ход: { $name } сбросил { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[many] { $n } карт
  }
last-bura-enough = Последний ход: { $name } — «Хватит!»
last-bura-continue = Последний ход: { $name } тянет из колоды
last-bura-stop = Последний ход: { $name } — «Стоп!»
last-bura-surrender = { $name } сдался
prompt-bura-lead = Ваш ход: отметьте одну карту или две-три одной масти и нажмите «Ходить».
prompt-bura-defend = Отбейте все карты (отметьте свои) или сбросьте столько же карт.
prompt-bura-decide = Взятка ваша: «Хватит!» или тянуть дальше?
prompt-bura-stop = Можно сказать «Стоп!» (три шестёрки, три туза или перехват тремя картами одной масти).
prompt-bura-claim = Противник сказал «Стоп!». Ответьте своим «Стоп!», если можете.
act-lead = Ходить: { $cards }
act-dump = Сбросить: { $cards }
act-beat = Отбиться: { $pairs }
act-enough = ✋ Хватит!
act-continue = 🂠 Дальше
act-stop = 🛑 Стоп!
act-surrender = 🏳 Сдаться
bura-award-enough = { $name }: «Хватит!» — +{ $n }
bura-award-enough_wrong = «Хватит!» без 41–70 очков: { $name } получает +{ $n }
bura-award-three_sixes = { $name }: три шестёрки — +{ $n }
bura-award-three_aces = { $name }: три туза — +{ $n }
bura-award-more_points = { $name }: больше очков — +{ $n }
bura-award-dry = { $name }: всухую — +{ $n }
bura-award-tie = Поровну: никто не получает очков.
bura-award-surrender = Сдача: { $name } получает победу.
bura-pile = { $name }: { $points } в куче, { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[many] { $tricks } взяток
  }

deal-result-header = Итог раздачи { $n }:
match-score = Счёт матча: { $score }
match-winner = 🏆 Победа: { $name }
outcome-left = Игра прервана: { $name } вышел.
outcome-ended = Игру завершил создатель комнаты ({ $name }).
outcome-surrender = { $name } сдался.

fair-ok = ✅ Честная раздача: колода совпала с отпечатком, все ходы проверены.
fair-warning = ⚠ Проверка раздачи не прошла — скачайте запись и проверьте сами.
fair-interrupted = Раздача прервана; отпечаток и семя — в записи.
record-caption = Запись: { $game }, раздача { $n }. Проверка: python -m engines verify <файл>
fp-current = 🔒 Раздача { $n }: отпечаток колоды (SHA-256 от секретного семени):
    { $commitment }
    Семя откроется, когда раздача закончится.
fp-revealed = Раздача { $n } окончена. Отпечаток:
    { $commitment }
    Открытое семя:
    { $seed }
fp-next = Отпечаток следующей колоды:
    { $commitment }
fp-how = Как проверить: скачайте запись раздачи (кнопка «📄 Запись раздачи») и выполните python -m engines verify запись.json — программа пересчитает отпечаток из семени, колоду из семени, вкладов игроков и метки, и переиграет все ходы.

profile-title = ⚙ Профиль
profile-language = Язык: { $lang ->
    [en] English
   *[ru] русский
  }
profile-style = Колода для скопы: { $style ->
    [french] французская
    [roses] «Розы и лилии»
   *[italian] итальянская
  } ({ $sample })
profile-fp = Показывать отпечаток колоды: { $on ->
    [yes] да
   *[no] нет
  }
profile-pings = 🔔 Напоминать о ходе: { $on ->
    [yes] да
   *[no] нет
  }
profile-fp-hint = Отпечаток 🔒 — первые 8 знаков SHA-256 секретного семени колоды. Он показан до раздачи; после раздачи семя раскрывается, и любой может проверить, что колода была именно той.
lang-ru = Русский
lang-en = English
style-italian = Итальянская
style-french = Французская
style-roses = Розы и лилии
btn-fp = Отпечаток колоды: { $on ->
    [yes] включить
   *[no] выключить
  }
btn-pings = 🔔 Напоминать о ходе: { $on ->
    [yes] включить
   *[no] выключить
  }

join-ok = Вы в игре!
join-already = Вы уже в этой комнате.
left-ok = Вы вышли.
ready-ok = Готово!
ready-already = Вы уже готовы.
unready-ok = Отметка «Готов» снята.
computer-added = Компьютер добавлен.
computer-removed = Компьютер убран.
option-ok = Правила изменены; отметки «Готов» сняты.
ended-ok = Игра завершена.
surrender-ok = Вы сдались.
record-sent-private = Запись отправлена вам в личные сообщения.
confirm-leave = Выйти из идущей игры? Она прервётся для всех. Нажмите ещё раз, чтобы подтвердить.
confirm-end = Завершить игру для всех? Нажмите ещё раз, чтобы подтвердить.
confirm-surrender = Сдаться? Нажмите ещё раз, чтобы подтвердить.

err-stale = Этот ход уже недоступен — карты обновлены.
err-not-your-button = Это не ваша кнопка.
err-unknown-button = Неизвестная кнопка.
err-forged = Такого варианта нет.
err-unknown-room = Комната не найдена или закрыта.
err-invite-unknown = Приглашение не найдено: ссылка неверная или устарела.
err-invite-expired = Эта комната уже закрыта. Попросите новое приглашение.
err-room-full = Все места заняты.
err-room-playing = Игра уже идёт; присоединиться можно после неё.
err-join-first = Сначала присоединитесь к игре (кнопка «Присоединиться»).
err-not-in-room = Вы не в этой комнате.
err-creator-only = Это может только создатель комнаты.
err-no-computer = Компьютеров за столом нет.
err-no-game = Игра не идёт.
err-record-unavailable = Запись будет доступна после окончания раздачи.
err-open-bot = Откройте личный чат с ботом (нажмите «Старт»), тогда я смогу прислать.
err-internal = Что-то пошло не так; ваш ход не потерян. Попробуйте ещё раз.

## Время в игре (bot/clock.py)
dur = { $unit ->
    [h] { $n } ч
    [m] { $n } мин
   *[s] { $n } с
  }
bar-window = ⏱ { $bar } { $n } с — успейте нажать «Стоп!», пока окно открыто.
bar-claim = ⏱ { $bar } { $n } с — ответьте своим «Стоп!», иначе противник перехватит ход.
btn-hurry = ⏰ Поторопить
hurry-ping = ⏰ { $name } просит вас поторопиться: ваш ход в игре «{ $game }».
hurry-sent = Напоминание отправлено.
hurry-too-soon = Напоминание уже отправлено недавно; подождите немного.
hurry-not-yet = Поторопить можно, когда ход задерживается.
hurry-nobody = Сейчас ждут вас.
err-paused = Игра на паузе: ждём игрока, которому бот не может написать.
pause-line = ⏸ Пауза: бот не может написать { $names }. Ждём ещё { $dur } (до { $until } UTC); если не вернётся — игра будет отменена без победителя. Вернуться: { $url }
pause-started = ⏸ «{ $game }»: игра на паузе — бот не может написать { $names }. Ждём { $dur }; если игрок не вернётся, игра будет отменена без победителя.
pause-resumed = ▶ «{ $game }»: { $names } вернулся, игра продолжается с того же места.
pause-cancelled = ✖ «{ $game }»: { $names } не вернулся, игра отменена без победителя.
outcome-cancelled = Игра отменена без победителя: { $name } не вернулся.
outcome-expired = Комната закрыта: сутки без действий.
room-ttl-hint = ⌛ Комната закроется через { $dur } без действий.
room-expired = ⌛ Комната закрыта: { $dur } без действий. Начните новую игру: /new
room-closed = Комната закрыта. Начните новую игру: /new
