## Kozyr — español
# Glosario (un término = un significado):
# Durak (дурак, «el tonto») sigue siendo «Durak», también para quien pierde; Bura (бура) = «Bura»;
#   Scopa = «Scopa» (de la familia de la escoba española; aquí se juega la Scopa italiana).
# Modalidades: подкидной = «clásico» (con añadir), переводной = «con traspaso».
# añadir (подкидывать) = echar cartas del mismo valor; traspasar (переводить) = pasar el ataque al siguiente;
#   recoger (брать, botón «Recoger») = llevarse las cartas de la mesa; matar (бить) = ganar una carta; cubrir = matar en defensa.
# triunfo (козырь); mazo = cartas por robar (колода/прикуп); baza (взятка); ronda = reparto (раздача);
#   partida = el match de Bura a 12 puntos; tantos = valor de las cartas en Bura (очки карт).
# Figuras en el texto como en las cartas: J (sota/jota), Q (reina), K (rey), A (as).
# Cantes de la Bura: «Хватит!» = «¡Basta!», «Стоп!» = «¡Alto!».
# Scopa: scopa (pl. scopas), settebello (el siete de oros, «siete bello» en la escoba), primiera (la «setenta»
#   de la escoba) se quedan en italiano; palos: oros, copas, espadas, bastos.
# huella (отпечаток), semilla (зерно), registro (запись раздачи), sala (комната), charla de mesa (разговор за столом).

welcome = ¡Hola! Soy Kozyr: Durak, Bura y Scopa en Telegram.
    Los botones de abajo: 🤖 juega al momento contra el ordenador; un juego sin 🤖 crea una sala para amigos con un enlace de invitación.
    En un grupo: /durak, /bura, /scopa o /new abre una mesa; tus amigos se unen con un toque.
    /hand reenvía mis cartas, /rules explica los juegos, /profile configura idioma, estilo de baraja y la huella de la baraja.
    /stats muestra mis estadísticas, /top la clasificación de un grupo, /forget borra mis datos, /help lista todos los comandos.
help = Comandos:
    /durak, /bura, /scopa — abrir una sala (en un grupo o aquí)
    /play — jugar con cualquiera: partida rápida con desconocidos
    /new — elegir un juego (🤖: directamente contra el ordenador)
    /hand — reenviar el mensaje con tus cartas
    /mute — dejar de oír la charla de tu mesa actual (otra vez: volver a oírla)
    /rules — las reglas en breve, con el valor de las cartas
    /language — idioma (en un grupo: el de la mesa, para administradores)
    /hands — en un grupo: si las cartas se muestran en el propio grupo, a cada cual solo las suyas (para administradores)
    /profile — idioma, estilo de baraja de la Scopa, huella de la baraja 🔒, avisos de turno, ocultarte de la clasificación
    /stats — mis estadísticas: partidas, victorias, rachas (en un grupo: las partidas de ese grupo)
    /top — la clasificación del grupo de la semana, del mes, de siempre (en un grupo)
    /top global — la clasificación global (/top global durak, bura, scopa)
    /tournament durak — un torneo en un grupo: inscripción, rondas, clasificación final (suizo o eliminatorias)
    /forget — borrar mis datos y estadísticas
    Cómo jugar: toca «Unirme» bajo la mesa del grupo y luego «Listo». La partida empieza cuando todos los asientos están ocupados y todas las personas están listas. Juega con los botones de tu propio mensaje — en el grupo (solo tú lo ves; «🃏 Mis cartas» lo envía otra vez) o en tu chat privado: muestra solo tus cartas y solo las jugadas permitidas en ese momento.
pick-game = ¿A qué jugamos?
pick-done = ¿A qué jugamos? — { $game }
err-picked = El juego ya está elegido.
no-rooms = No tienes salas abiertas. Empieza una partida: /new
invite-forward = Sala creada. Reenvía este enlace de invitación a quien quieras invitar:
    { $url }
hand-moved = ⬇️ { $game }: la partida sigue abajo.
you-left = Has salido de la sala.

cmd-new = nueva partida (elegir)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = reenviar mis cartas
cmd-mute = charla de mesa sí/no
cmd-profile = perfil: idioma, baraja, huella
cmd-help = ayuda

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Ordenador { $n }
player-name = Participante { $n }
seat-free = — libre —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] con traspaso
   *[podkidnoy] clásico
  }, { $seats ->
    [one] { $seats } asiento
    [many] { $seats } asientos
   *[other] { $seats } asientos
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] uno contra uno
  }, a { $target }
title-bura = 🂮 Bura

options-durak = Reglas: { $mode ->
    [perevodnoy] con traspaso
   *[podkidnoy] clásico
  }; añadir tras «Recoger»: { $tat ->
    [yes] sí
   *[no] no
  }
options-scopa = Reglas: { $seats ->
    [4] dos equipos de dos (asientos 1 y 3 contra 2 y 4)
   *[other] uno contra uno
  }; se juega a { $target } puntos
options-bura = Reglas: partida a 12 puntos; «¡Basta!» cuando tus bazas suman 41–70 tantos.

lobby-header = Asientos: { $taken } de { $capacity }
lobby-hint = La partida empieza cuando todos los asientos están ocupados y todas las personas han tocado «Listo». 🔒 Baraja: { $fp }
commitment-line = 🔒 Huella de la baraja: { $fp } (la baraja ya está fijada; tu «Listo» añade tu aleatoriedad)
invite-line = Enlace de invitación: { $url }
unreachable = ⚠ { $names }: el bot no puede escribirte. Abre el bot: { $url }
next-deal-header = Ronda { $n }: toca «Siguiente ronda».

btn-join = ➕ Unirme
btn-invite = 📨 Invitar
btn-ready = ✅ Listo
btn-ready-app = 🎲 Listo — mi propio azar
btn-unready = ↩ Aún no
btn-add-computer = 🤖 + Ordenador
btn-remove-computer = 🤖 − Quitar
btn-fill = 🤖 + { $n ->
    [one] { $n } ordenador
    [many] { $n } ordenadores
   *[other] { $n } ordenadores
  }
btn-settings = ⚙️ Ajustes
btn-settings-back = ← Volver a la sala
btn-team = { $mark } Equipo { $n }
btn-shuffle = 🔀 Mezclar equipos
btn-leave = 🚪 Salir
btn-surrender = { $game ->
    [bura] 🏳 Abandonar la partida
    [scopa] 🏳 Abandonar el juego
   *[other] 🏳 Rendirse
  }
btn-end-game = ⛔ Terminar la partida
btn-next-deal = ▶ Siguiente ronda
btn-record = 📄 Registro
btn-check-deck = 🔍 Comprobar la baraja
btn-replay = ▶️ Repetición
replay-share-text = ▶️ Mira la repetición de una mano: { $game }
btn-table = 🎴 Mesa
btn-record-match = 📄 Registro: partida { $n }
btn-back = ← Atrás
btn-seats-minus = − asiento
btn-seats-plus = + asiento

cards-count = { $n ->
    [one] { $n } carta
    [many] { $n } cartas
   *[other] { $n } cartas
  }
tricks-count = { $n ->
    [one] { $n } baza
    [many] { $n } bazas
   *[other] { $n } bazas
  }
score-points = { $n ->
    [one] { $n } punto
    [many] { $n } puntos
   *[other] { $n } puntos
  }

table-empty = La mesa está vacía.
table-cards = Mesa: { $cards }
your-hand = Tus cartas: { $cards }
waiting-for = Esperando a: { $names }
state-out = fuera
state-passed = pasa
state-taking = recoge

durak-status = ★ Triunfo: { $trump } · Mazo: { $stock } · Descartes: { $discard }
last-durak-attack = Última jugada: { $name } — { $card }
last-durak-transfer = Última jugada: { $name } traspasa con { $card }
last-durak-defend = Última jugada: { $name } mata { $target } con { $card }
last-durak-take = Última jugada: { $name } recoge
last-durak-pass = Última jugada: { $name } pasa
last-durak-throw-timeout = Última jugada: se acabó el tiempo para añadir
prompt-durak-lead = Tu turno: elige una carta.
prompt-durak-throw = Puedes añadir una carta o tocar «Paso».
prompt-durak-defend = Mata o recoge.
prompt-durak-defend-transfer = Mata, traspasa o recoge.
act-attack = Añadir { $card }
act-defend = Matar { $target } con { $card }
act-transfer = Traspasar con { $card }
act-take = Recoger
act-pass = Paso
durak-draw = Empate: las últimas cartas salieron a la vez.
durak-out-order = Fuera: { $names }
result-none = La partida se interrumpió.

scopa-status = Ronda { $deal } · Mazo: { $stock } · Se juega a { $target }
scopa-redeal = { $n ->
    [1] 🔄 Nuevo reparto: había tres o cuatro reyes en la mesa — se repartió de nuevo.
   *[other] 🔄 Nuevo reparto (vez { $n }): había tres o cuatro reyes en la mesa — se repartió de nuevo.
  }
scopa-side = Bando { $side } ({ $who }): { $score } · capturadas { $pile } · scopas { $scopas }
scopa-last-capture = Última jugada: { $name } — { $card } se lleva { $cards }
scopa-last-drop = Última jugada: { $name } deja { $card }
prompt-scopa = Tu turno: elige una carta.
act-capture = { $card } se lleva { $cards }
act-drop = Dejar { $card } en la mesa
scopa-deal-side = { $who }: cartas { $cards }, oros { $coins }, settebello { $settebello }, primiera { $primiera }, scopas { $scopas } → +{ $points }

bura-status = Ronda { $deal } · ★ Triunfo: { $trump } · Mazo: { $stock }
bura-lead = En la mesa, { $name } sale con: { $cards }
bura-window = ⏱ La ventana de «¡Alto!» está abierta.
bura-claim = ⏱ «¡Alto!» cantado: esperando la respuesta de quien ataca.
bura-draw-header = 🎴 Sorteo de la salida: cada cual toma una carta boca abajo. La más alta (6 < 7 < 8 < 9 < 10 < J < Q < K < A) sale; con el mismo valor se sortea otra vez.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — iguales, se sortea otra vez.
bura-draw-picked = ✋ { $name }: carta elegida
bura-draw-picking = ⏳ { $name }: eligiendo carta
bura-draw-result = 🎴 Sorteo: { $a }: { $ca }, { $b }: { $cb } → sale { $first }
bura-last-beat = Jugada anterior: { $name } mata { $pairs }
bura-last-dump = Jugada anterior: { $name } tira { $n } boca abajo: { $cards }
last-bura-lead = Última jugada: { $name } sale con { $n ->
    [one] { $n } carta
    [many] { $n } cartas
   *[other] { $n } cartas
  }
last-bura-beat = Última jugada: { $name } mata la salida
last-bura-dump = Última jugada: { $name } tira { $n ->
    [one] { $n } carta
    [many] { $n } cartas
   *[other] { $n } cartas
  }
last-bura-enough = Última jugada: { $name } — «¡Basta!»
last-bura-continue = Última jugada: { $name } sigue robando
last-bura-stop = Última jugada: { $name } — «¡Alto!»
last-bura-surrender = { $name } se rinde
prompt-bura-lead = Tu salida: marca una carta, o dos o tres del mismo palo, y toca «Salir».
prompt-bura-draw = Elige una carta boca abajo:
prompt-bura-defend = Mata cada carta (marca las tuyas) o tira otras tantas.
prompt-bura-decide = La baza es tuya: ¿«¡Basta!» o sigues robando?
prompt-bura-stop = Puedes cantar «¡Alto!» (tres seises, tres ases o un corte con tres del mismo palo).
prompt-bura-claim = Tu rival cantó «¡Alto!». Responde con tu propio «¡Alto!» si puedes.
act-lead = Salir: { $cards }
act-dump = Tirar: { $cards }
act-beat = Matar: { $pairs }
act-enough = ✋ ¡Basta!
act-continue = 🂠 Seguir robando
act-stop = 🛑 ¡Alto!
act-surrender = 🏳 Rendirse
act-pick = Carta boca abajo n.º { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → los puntos son para el rival: { $name } +{ $n }
bura-award-three_sixes = { $name }: tres seises — +{ $n }
bura-award-three_aces = { $name }: tres ases — +{ $n }
bura-award-more_points = { $name }: más tantos — +{ $n }
bura-award-dry = { $name }: victoria en seco — +{ $n }
bura-award-tie = Mismos tantos: nadie puntúa.
bura-award-surrender = Rendición: gana { $name }.
bura-pile = { $name }: { $points } tantos, { $tricks ->
    [one] { $tricks } baza
    [many] { $tricks } bazas
   *[other] { $tricks } bazas
  }

deal-result-header = Resultado de la ronda { $n }:
match-score = Marcador de la partida: { $score }
match-winner = 🏆 Gana: { $name }
outcome-left = Partida interrumpida: { $name } se fue.
outcome-ended = Quien creó la sala ({ $name }) terminó la partida.
outcome-surrender = { $name } se rindió.

fair-ok = ✅ Reparto limpio: la baraja coincide con su huella y se comprobó cada jugada.
fair-warning = ⚠ La comprobación de la ronda falló — descarga el registro y compruébalo tú.
fair-interrupted = La ronda se interrumpió; la huella y la semilla están en el registro.
record-caption = Registro: { $game }, ronda { $n }. Compruébalo: python -m engines verify <archivo>
record-redeal = 🔄 Ronda { $deal }: nuevo reparto — había tres o cuatro reyes en la mesa (la baraja con etiqueta …:r{ $n }).
fp-current = 🔒 Ronda { $n }: huella de la baraja (SHA-256 de la semilla secreta):
    { $commitment }
    La semilla se revela al terminar la ronda.
fp-revealed = La ronda { $n } ha terminado. Huella:
    { $commitment }
    Semilla revelada:
    { $seed }
fp-next = Huella de la siguiente baraja:
    { $commitment }
fp-how = Cómo comprobarlo: descarga el registro de la ronda («📄 Registro») y ejecuta python -m engines verify record.json — recalcula la huella a partir de la semilla, la baraja a partir de la semilla, las aportaciones de los participantes y la etiqueta, y reproduce cada jugada.
webapp-title = Comprobar la baraja
webapp-intro = Tu propio navegador recalcula la baraja a partir del registro de la ronda: la huella desde la semilla revelada, la mezcla de las aportaciones, la clave, el flujo ChaCha20 y el barajado. También reproduce cada jugada según las reglas; los resultados y puntuaciones registrados los comprueba el comando python -m engines verify.
webapp-ready-intro = Tu navegador generará 32 bytes aleatorios (crypto.getRandomValues) y los enviará al bot con la firma de Telegram. Entran en el barajado de la siguiente baraja, cuya huella ya se muestra: el servidor no puede elegir una baraja a la medida de tu aportación.
webapp-ready-button = ✅ Listo
webapp-ready-sent = Tu azar: { $randomness }
webapp-ready-done = Aportación aceptada. Tras la ronda, la comprobación de la baraja la muestra en la mezcla.
webapp-ready-outside = Este botón funciona en Telegram: ábrelo desde el mensaje del bot.
webapp-drop = Suelta aquí un archivo de registro (kozyr-….json) o elígelo:
webapp-loading = Cargando el registro de la ronda…
webapp-refused = Sin registro: { $reason }
webapp-refused-unsigned = la página no se abrió desde Telegram. Descarga el registro con «📄 Registro» y suéltalo aquí.
webapp-refused-stale = los datos de Telegram están caducados. Cierra la comprobación y ábrela de nuevo.
webapp-refused-players = el registro de una ronda solo se entrega a quienes la jugaron.
webapp-refused-unavailable = el registro está disponible cuando termina la ronda.
webapp-refused-network = el servidor no respondió.
webapp-refused-malformed = la solicitud está dañada.
webapp-refused-too-fast = demasiado rápido — espera un segundo.
webapp-not-json = Este archivo no se lee como JSON: no es un registro de ronda.
webapp-not-record = Esto no es un registro de ronda de Kozyr.
webapp-seat = De quién es la mano:
webapp-seat-n = Asiento { $n }
webapp-verdict-ok = ✅ Baraja limpia: todo se recalculó en tu navegador y coincide.
webapp-verdict-fail = ❌ La comprobación falló: ronda { $n }, paso «{ $step }».
webapp-deal = Ronda { $n }
webapp-step-record = Registro
webapp-step-commitment = Huella
webapp-step-label = Etiqueta de la baraja
webapp-step-mix = Aportaciones de los participantes
webapp-step-deck = Baraja
webapp-step-deal = Cartas repartidas
webapp-step-draw = Sorteo de la salida
webapp-no-proof = La ronda no lleva prueba de limpieza: su baraja no se puede comprobar.
webapp-bad-proof = La prueba está dañada: la huella, la semilla, las aportaciones o la etiqueta tienen un formato erróneo.
webapp-commitment-ok = El SHA-256 de la semilla revelada coincide con la huella mostrada antes de la ronda: { $computed }
webapp-commitment-differs = El SHA-256 de la semilla es { $computed }, pero la huella del registro es { $recorded }: no es la semilla prometida.
webapp-label-ok = La etiqueta { $recorded } es la que esta ronda debe tener.
webapp-label-redeal = La etiqueta { $recorded } es un nuevo reparto: cada baraja anterior de esta ronda puso tres o cuatro reyes en la mesa.
webapp-label-differs = La etiqueta del registro es { $recorded }, pero esta ronda debe tener { $expected }.
webapp-redeal-unneeded = La etiqueta { $recorded } indica un nuevo reparto, pero la baraja { $label } no lo necesitaba.
webapp-contribution-malformed = La aportación { $n } dice ser azar de la Mini App pero no contiene 64 dígitos hexadecimales.
webapp-mix-ok = Mezcla de las aportaciones (SHA-256): { $mix }
webapp-deck-ok = Clave (HKDF-SHA256): { $hkdf }. El flujo ChaCha20 barajó la baraja:
webapp-deal-ok = Las cartas del registro salen exactamente de esta baraja.
webapp-deal-unstated = El registro no indica las cartas repartidas: compara la mano de abajo con la que tuviste.
webapp-deck-differs = La carta { $n } de la baraja del registro es { $recorded }, pero el barajado da { $derived }.
webapp-hand-differs = La mano del asiento { $seat } en el registro es { $recorded }, pero la baraja da { $derived }.
webapp-table-differs = La mesa del registro es { $recorded }, pero la baraja da { $derived }.
webapp-stock-differs = El mazo del registro no coincide con el barajado.
webapp-leader-unknown = Al registro le falta el resultado de la ronda anterior: no se sabe quién salió.
webapp-draw-ok = Sorteo recalculado: sale el asiento { $seat }.
webapp-draw-bad-picks = Sorteo, vuelta { $k }: las posiciones elegidas son imposibles.
webapp-draw-differs = Sorteo, vuelta { $k }: el registro dice { $recorded }, pero la baraja da { $derived }.
webapp-draw-rounds = Sorteo: el número de vueltas del registro no coincide con el sorteo recalculado.
webapp-draw-first = Según el sorteo sale el asiento { $seat }, pero el registro dice otro.
webapp-step-moves = Jugadas
webapp-moves-ok = Jugadas reproducidas según las reglas: { $n }, todas permitidas.
webapp-moves-illegal = La jugada { $n } ({ $move }) no está permitida: { $why }.
webapp-moves-why-turn = ese jugador no podía hacer eso en ese momento
webapp-moves-why-hand = el jugador no tenía esa carta
webapp-moves-why-rule = las reglas no lo permiten en ese punto
webapp-moves-why-over = la mano ya había terminado
webapp-moves-unfinished = Las jugadas se cortan antes de que termine la mano, y sin embargo le sigue otra.
webapp-contribution-app = azar propio desde la Mini App
webapp-contribution-press = un toque de botón en Telegram
webapp-contribution-none = sin aportación
webapp-contribution-mine = la tuya, generada por este navegador
webapp-your-hand = Tu primera mano:
webapp-hand-of = Primera mano del asiento { $n }:
webapp-table = Mesa:
webapp-about = Qué demuestra la comprobación
webapp-proves = ✅ significa: la baraja de la ronda es exactamente la que se deriva de la semilla (cuya huella viste antes de la ronda), las aportaciones de los participantes y la etiqueta. El servidor no podía elegir una baraja después de tus toques.
webapp-not-proves = La comprobación no recalcula los resultados ni las puntuaciones registrados (eso lo hace python -m engines verify con el archivo de registro), y no impide que quien gestiona el servidor vea las cartas durante la partida.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Mesa
table-page-loading = Preparando la mesa…
table-page-reconnecting = Conexión perdida — reconectando…
table-page-outside = Esta mesa se abre en Telegram: ábrela desde el mensaje del bot.
table-page-no-room = La dirección no indica ninguna sala: abre la mesa desde el mensaje del bot.
table-page-players = Jugadores
table-page-table = En la mesa
table-page-hand = Tus cartas
table-page-actions = Botones
table-page-chat = En el chat
table-page-watching = 👁 Estás mirando: no ves las cartas de los jugadores.
table-page-you = tú
table-page-cards = Cartas: { $n }
table-page-stock = Mazo: { $n }
table-page-discard = Descartes: { $n }
table-page-trump = Triunfo: { $card }
table-page-trump-mark = triunfo
table-page-attacker = ataca
table-page-defender = defiende
table-page-acting = le toca
table-page-ready = ha confirmado
table-page-not-ready = aún no ha confirmado
table-page-your-move = Te toca
table-page-covered = { $attack }, cubierta con { $cover }
table-page-uncovered = { $card }, aún sin cubrir
table-page-led-by = Sale { $name }
table-page-tricks = Bazas: { $n }
table-page-score = Puntos: { $n }
table-page-captured = Capturadas: { $n }
table-page-scope = Scopas: { $n }
table-page-spread = Cartas boca abajo: elige una
table-page-choose = Toca una carta marcada en la mesa o elige abajo.
table-page-which = ¿Qué jugada?
table-page-select = Toca cartas para marcarlas y luego júgalas.
table-page-play = ▶ Jugar las cartas marcadas
table-page-cancel = Cancelar
table-page-confirm = { $action } — ¿lo confirmas?
table-page-yes = Sí
table-page-ok = OK
table-page-clock = Tiempo
table-page-clock-stop = Ventana de «¡Alto!»
table-page-clock-claim = Responde al «¡Alto!»
table-page-clock-throwin = Tiempo para añadir cartas
table-page-seconds = { $n } s
table-page-status-lobby = Sala
table-page-status-playing = En juego
table-page-status-between = Partida terminada
table-page-status-closed = Sala cerrada
table-page-status-replay = Repetición
table-page-replay-title = Repetición: mano { $n }
table-page-replay-move = Jugada { $n } de { $total }
table-page-replay-dealt = Cartas repartidas
table-page-replay-first = Al inicio
table-page-replay-back = Atrás
table-page-replay-forward = Adelante
table-page-replay-last = Al final
table-page-replay-play = Reproducir
table-page-replay-pause = Pausa
table-page-replay-speed = Velocidad
table-page-replay-jump = Ir a la jugada
table-page-replay-verified = ✅ Baraja justa: verificación superada
table-page-replay-unverified = ❌ La verificación de la baraja falló
table-page-replay-hands = Cartas de los jugadores
table-page-replay-missing = Repetición no encontrada: el enlace es incorrecto o la mano ya no se guarda.
table-page-replay-clock = ⏱ Se acabó el tiempo
table-page-replay-draw = Sorteo: { $cards }
table-page-replay-share = Compartir
table-page-replay-copied = Enlace de la repetición copiado
table-page-refused-unsigned = La página no se abrió desde Telegram: abre la mesa desde el mensaje del bot.
table-page-refused-stale = Los datos de Telegram están caducados: cierra la mesa y ábrela de nuevo.
table-page-refused-unavailable = Esa sala no existe (o ya no existe).
table-page-refused-malformed = La solicitud está dañada.
table-page-refused-too-fast = Demasiado rápido — espera un segundo.
table-page-refused-network = El servidor no responde.
table-page-talk = Charla de la mesa
table-page-talk-empty = Aquí aparecerá lo que se diga en esta mesa.
table-page-talk-placeholder = Di algo a la mesa…
table-page-talk-send = Enviar
table-page-talk-phrases = Hay una mano por equipos en curso: nada de pistas, a la mesa solo llegan estas frases.
table-page-talk-muted = 🔇 Silenciaste esta mesa con /mute: las palabras de los demás no llegan aquí.

profile-title = ⚙ Perfil
profile-language = Idioma: { $name }
profile-style = Baraja de Scopa: { $style ->
    [french] francesa
    [roses] Rosas y lirios
   *[italian] italiana
  } ({ $sample })
profile-fp = Mostrar la huella de la baraja: { $on ->
    [yes] sí
   *[no] no
  }
profile-pings = 🔔 Avisarme de mi turno: { $on ->
    [yes] sí
   *[no] no
  }
profile-hands = 🃏 Cartas en una partida de grupo: { $where ->
    [group] en el grupo
    [private] en el chat privado
   *[both] en el grupo y en el chat privado
  }
profile-fp-hint = La huella 🔒 son los primeros 8 dígitos hexadecimales del SHA-256 de la semilla secreta de la baraja. Se muestra antes de la ronda; después se revela la semilla y cualquiera puede comprobar que la baraja era esa.
style-italian = Italiana
style-french = Francesa
style-roses = Rosas y lirios
btn-fp = Huella de la baraja: { $on ->
    [yes] activar
   *[no] desactivar
  }
btn-pings = 🔔 Avisos de turno: { $on ->
    [yes] activar
   *[no] desactivar
  }
btn-hands = 🃏 { $where ->
    [group] En el grupo
    [private] En privado
   *[both] Ambos
  }

join-ok = ¡Estás dentro!
join-already = Ya estás en esta sala.
left-ok = Has salido.
ready-ok = ¡Listo!
ready-already = Ya habías marcado «Listo».
unready-ok = «Listo» retirado.
computer-added = Ordenador añadido.
computer-removed = Ordenador quitado.
option-ok = Reglas cambiadas.
option-ok-cleared = Reglas cambiadas; marcas de «Listo» borradas.
ended-ok = La partida ha terminado.
surrender-ok = Te has rendido.
record-sent-private = El registro está en tu chat privado.
confirm-leave = ¿Salir de la partida en curso? Un ordenador ocupa tu asiento y el resto sigue jugando (si solo quedan ordenadores, la partida termina). Toca otra vez para confirmar.
confirm-end = { $people ->
    [yes] ¿Terminar la partida para todos? Aquí solo juegan personas: en la clasificación cuenta como derrota tuya (o de quienes el bot no puede contactar, si la partida los espera). Toca otra vez para confirmar.
   *[no] ¿Terminar la partida para todos? Toca otra vez para confirmar.
}
confirm-surrender = { $game ->
    [bura] ¿Rendirte? Pierdes toda la partida, no solo esta ronda: gana tu rival. Toca otra vez para confirmar.
    [scopa] ¿Rendirte? Pierdes todo el juego: gana el otro bando. Toca otra vez para confirmar.
   *[other] ¿Rendirte? Toca otra vez para confirmar.
  }

err-stale = Esta jugada ya no está disponible — tus cartas se han actualizado.
err-move-gone = «{ $move }» ya no es posible: la mesa cambió mientras elegías. Tus cartas se han actualizado.
err-not-your-button = Este botón no es tuyo.
err-unknown-button = Botón desconocido.
err-forged = Esa opción no existe.
err-unknown-room = La sala no existe o está cerrada.
err-invite-unknown = Invitación no encontrada: el enlace es erróneo o ha caducado.
err-invite-expired = Esta sala está cerrada. Pide una nueva invitación.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } para { $n }
  }
inline-desc = Publica en este chat una invitación con un botón «Unirme»
inline-room-title = Invitar a mi sala: { $game }
inline-room-desc = Una invitación a la sala donde tienes asiento
card-new = 🃏 { $name } te invita a jugar a { $game }
card-seats = Asientos: { $n }
card-seated = En la mesa: { $names }
card-hint = Toca «Unirme»: tus cartas llegan por chat privado con el bot.
card-closed = No quedan asientos: la partida está en curso o la mesa está llena.
card-joined = ¡Ya tienes asiento! La sala está en tu chat privado con el bot.
card-seated-already = Ya tienes asiento en esta mesa: la sala se ha enviado a tu chat privado con el bot.
card-open-bot = Abre el bot: te da asiento con esta invitación.
card-not-this-room = Este botón no pertenece a esta tarjeta de invitación: no ha cambiado nada. Toca «Unirme» en la tarjeta de la propia partida o pide una nueva invitación.
card-not-ready = La partida de esta tarjeta aún no está creada. Si la tarjeta se acaba de enviar, vuelve a tocar en un segundo; si no, pide una nueva invitación.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (sticker)
btn-talk-report = ⚠️ Denunciar
talk-reported = Denuncia registrada contra «{ $name }»: las próximas partidas rápidas con desconocidos no os volverán a sentar a la misma mesa.
err-talk-report = Solo puede denunciar alguien sentado en esta mesa, y no a sí mismo.
talk-too-fast = Demasiado rápido: hasta 5 mensajes seguidos llegan a la mesa, luego uno cada { $sec } s. Este no se envió — espera un poco.
talk-nobody = Nadie te oirá: el resto de la mesa desactivó la charla.
talk-off-self = Tu charla de mesa está desactivada (/profile): el mensaje no se envió.
talk-sent-to = 💬 Enviado a la mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } — la última donde se jugó.
talk-phrases-only = 🤝 Hay una ronda por equipos en la mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  }, y nadie puede nombrar sus cartas ni dar pistas — tampoco en el chat. Tu mensaje no se envió: mientras dura la ronda, solo estas frases llegan a la mesa. Entre rondas, texto libre otra vez.
talk-phrase-hello = 👋 ¡Hola!
talk-phrase-luck = 🍀 ¡Suerte!
talk-phrase-nice = 👍 ¡Buena jugada!
talk-phrase-thanks = 🙏 ¡Gracias!
talk-phrase-oops = 😅 ¡Uy!
talk-phrase-haha = 😄 ¡Jaja!
talk-phrase-sorry = 🙂 ¡Perdón!
talk-phrase-gg = 🤝 ¡Buena partida!
talk-phrase-sent = 💬 Enviado: { $text }
err-talk-phrase = La frase no se envió: en esta mesa ya no se juega o no tienes asiento en ella.
err-talk-table = El mensaje no se envió: en esta mesa ya no se juega o no tienes asiento en ella.
mute-on = 🔇 La charla de mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } está desactivada para ti. Otra vez /mute para activarla.
mute-off = 🔊 La charla de mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } vuelve a estar activada.
mute-none = No estás en ninguna partida en curso fuera de un grupo: nada que silenciar.
err-room-full = Todos los asientos están ocupados.
err-room-playing = Hay una partida en curso; puedes unirte cuando termine.
err-join-first = Aún no tienes asiento en la mesa: ahora se abre el chat con el bot y te da uno (toca «Iniciar» si Telegram lo pide). Luego toca «Listo».
err-join-here = { $teams ->
    [yes] Aún no estás en la mesa: elige un equipo con su botón en la mesa del grupo — te sientas aquí mismo, sin abrir el bot.
   *[no] Aún no estás en la mesa: toca «➕ Unirme» en la mesa del grupo — te sientas aquí mismo, sin abrir el bot.
  }
err-not-in-room = No estás en esta sala.
err-creator-only = Solo quien creó la sala puede hacer eso.
err-no-computer = No hay ningún ordenador en la mesa.
err-no-game = No hay ninguna partida en curso.
err-record-unavailable = El registro está disponible cuando termina la ronda.
err-open-bot = Abre un chat privado con el bot (toca «Iniciar») para que pueda enviártelo.
err-internal = Algo ha fallado; tu jugada no se ha perdido. Inténtalo de nuevo.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — toca «¡Alto!» mientras la ventana esté abierta.
bar-claim = ⏱ { $bar } { $n } s — responde con tu propio «¡Alto!», o tu rival se queda con la salida.
btn-hurry = ⏰ Date prisa
hurry-ping = ⏰ { $name } te pide que te des prisa: te toca en { $game }.
hurry-ping-next = ⏰ { $name } te pide que te des prisa: la mesa espera la siguiente ronda de { $game } — toca «▶ Siguiente ronda».
hurry-ping-lobby = ⏰ { $name } te pide que te des prisa: { $game } empieza cuando toques el botón de tu mensaje.
hurry-group = ⏰ { $names }: { $name } os pide prisa — tocad «🃏 Mis cartas».
hurry-sent = Aviso enviado.
hurry-too-soon = Hace poco se envió un aviso; espera un poco.
hurry-not-yet = Puedes meter prisa cuando la jugada se retrase.
hurry-nobody = Toda la mesa te espera.
err-paused = La partida está en pausa: esperando a alguien a quien el bot no llega.
pause-line = ⏸ En pausa: el bot no llega a { $names }. Se espera { $dur } más; si no vuelve, la partida se anula sin ganador. Vuelve: { $url }
pause-rated-note = Partida puntuable: si no vuelve, cuenta como derrota en la puntuación ({ $names }); «🤖 Jugar por …» da el asiento al ordenador ya — también es derrota.
pause-started = ⏸ { $game }: la partida está en pausa — el bot no llega a { $names }. Se espera { $dur }; si no vuelve, la partida se anula sin ganador.
pause-resumed = ▶ { $game }: { $names } ha vuelto, la partida sigue donde estaba.
pause-cancelled = ✖ { $game }: { $names } no volvió, la partida se anula sin ganador.
pause-cancelled-rated = ✖ { $game }: { $names } no volvió, la partida se anula; en la puntuación cuenta como derrota para { $names }.
outcome-cancelled = Partida anulada sin ganador: { $name } no volvió.
outcome-expired = Sala cerrada: un día sin actividad.
outcome-rated-loss = En la puntuación cuenta como derrota para { $names }.
room-ttl-hint = ⌛ La sala se cierra tras { $dur } sin actividad.
room-expired = ⌛ Sala cerrada: { $dur } sin actividad. Empieza una nueva partida: /new
room-closed = Sala cerrada. Empieza una nueva partida: /new

## issue 17
cmd-language = idioma (en un grupo: el de la mesa, para admins)
cmd-hands = cartas en el grupo: sí/no (para admins)
cmd-rules = reglas de los juegos
language-pick-mine = Tu idioma: { $name }. Los mensajes privados del bot lo siguen.
language-set-mine = Idioma cambiado.
language-pick-group = El idioma de la mesa en este grupo: { $lang ->
    [none] el de quien abre la sala
   *[other] { $name }
  }. Los administradores pueden cambiarlo; los mensajes privados de cada participante siguen en su propio idioma.
language-set-group = Las mesas de este grupo hablan ahora { $name }; los mensajes privados siguen en el idioma de cada participante.
language-admins-only = Solo los administradores del grupo pueden cambiar su idioma.
group-hands-state = 🃏 Las cartas en este grupo: { $on ->
    [yes] se muestran aquí mismo, cada cual ve solo las suyas (el botón «🃏 Mis cartas»)
   *[no] solo en el chat privado con el bot
  }
btn-group-hands = { $on ->
    [yes] Mostrar cartas en el grupo
   *[no] Dejar de mostrar cartas en el grupo
  }
group-hands-admins-only = Solo los administradores del grupo deciden si las cartas se muestran en el grupo.
group-hands-set = Hecho: se aplica desde las próximas jugadas.
btn-rules = ℹ️ Reglas
btn-rules-more = 📖 Completas
btn-rules-short = ◀ En breve
rules-pick = ¿Reglas de qué juego?
rules-sent-private = Las reglas están en tu chat privado.
scopa-legend = Figuras: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak en breve
    36 cartas (6…A), seis para cada cual; el palo de la carta boca arriba al fondo del mazo es el triunfo. Orden: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; un triunfo mata cualquier carta que no lo sea, y a un triunfo solo lo mata un triunfo más alto.
    Quien ataca echa una carta; quien defiende la cubre con una más alta del mismo palo o con un triunfo. Los demás pueden añadir cartas de valores que ya están en la mesa (como mucho 6, y no más de las que tiene quien defiende).
    Todo cubierto: las cartas van al descarte y quien defendía ataca a continuación. Si no puede cubrir: «Recoger» — se lleva la mesa y pierde el turno.
    Tras cada ataque, todos roban hasta tener seis.
    Clásico: solo se añade. Con traspaso: mientras no haya ninguna carta cubierta, quien defiende puede poner una carta del mismo valor y pasar el ataque a la siguiente persona.
    Quien se queda con cartas al final es el durak.
rules-durak-more = 📖 Durak — completas
    Primera salida: quien tiene el triunfo más bajo tras el reparto; si nadie tiene triunfo, el primer asiento de la mesa.
    Límite: un ataque nunca tiene más de 6 cartas, ni más de las que tenía quien defiende al empezar la defensa (tras un traspaso: la nueva defensa).
    Robo tras un ataque: primero quien lo abrió, luego el resto por turno, quien defendía al final; cada cual completa hasta 6 de una vez. Cuando se acaba el mazo, el resto no roba.
    «Paso» solo lo dice quien podría añadir; cualquier carta nueva en la mesa anula todos los «Paso».
    «Recoger»: con «Añadir tras "Recoger"» activado, los demás aún pueden añadir cartas dentro del límite; luego quien defiende se lleva la mesa y pierde el turno.
    Traspaso (Durak con traspaso): mientras ninguna carta esté cubierta, quien defiende pone una carta del mismo valor y el ataque pasa adelante, si la siguiente persona tiene cartas suficientes.
    Equipos (2×2, 3×2, 2×3): nadie ataca ni añade contra su pareja; pierde el equipo que se queda con cartas al final. Últimas cartas fuera a la vez: empate. Nada de pistas a la pareja: mientras dura la partida, la charla de mesa son solo frases fijas.
rules-bura = 🂮 Bura en breve
    36 cartas, tres para cada cual; la carta boca arriba bajo el mazo es el triunfo. Tantos (solo cuentan en las bazas): A 11, 10 10, K 4, Q 3, J 2, 9…6 nada; 120 en total.
    Orden para matar: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Se sale con una carta, o con dos o tres del mismo palo. Quien defiende mata cada una (una más alta del mismo palo o un triunfo) o tira otras tantas boca abajo, y entonces la baza es de quien atacó. Los montones de bazas quedan ocultos hasta el final de la ronda.
    Tras una baza, quien la gana elige: «¡Basta!» o seguir robando.
    «¡Basta!» con 41–70 tantos: +2 puntos de partida (+4 si el rival tiene 41–70, +6 si tiene más de 70). Si no, el rival se lleva 2.
    Sin «¡Basta!»: más tantos +1 punto; rival sin ninguna baza («en seco») +6.
    «¡Alto!»: tres seises +3 puntos, tres ases +4; tres cartas del mismo palo en quien defiende le quitan la salida.
    La partida es a 12 puntos. «🏳 Abandonar la partida» le da al rival la partida entera.
    Quién sale primero: antes de la ronda 1 cada cual saca una carta de un abanico boca abajo; la más alta (6 < … < 10 < J < Q < K < A) sale, con el mismo valor se sortea otra vez.
rules-bura-more = 📖 Bura — completas: puntos de partida
    «¡Basta!» lo canta quien gana la baza, antes de robar; cuentan los tantos de su montón cerrado:
    · tú 41–70, el rival menos de 41 — +2 puntos;
    · tú 41–70 y el rival 41–70 — +4;
    · tú 41–70, el rival más de 70 — +6;
    · tú menos de 41 o más de 70 — el rival se lleva 2.
    Una ronda jugada entera sin «¡Basta!»: más tantos — +1; rival sin una sola baza («en seco») — +6; empate — nadie, y vuelve a salir la misma persona.
    «¡Alto!»: tres seises — +3, tres ases — +4, en cualquier momento de la ronda. Tres cartas del mismo palo en quien defiende — un corte: 5 segundos tras cada robo; si quien ataca también tiene tres de un palo, tiene 3 segundos para su propio «¡Alto!».
    La siguiente ronda la abre quien puntuó en la anterior. La partida es a 12 puntos.
rules-scopa = 🂡 Scopa en breve
    40 cartas, cuatro palos de diez: as = 1, 2…7 según su número, F (fante, sota) = 8, C (cavallo, caballo) = 9, R (re, rey) = 10; en la baraja francesa J, Q, K.
    Tres cartas para cada cual, cuatro en la mesa. Juega una carta: se lleva una carta de la mesa del mismo valor o, si no, un grupo de cartas que sume lo mismo. Llevarse es obligatorio. Si no hay nada que llevarse, la carta se queda en la mesa.
    Dejar la mesa vacía con una captura es una scopa (+1), salvo en la última jugada de la ronda.
    Puntos tras cada ronda: más cartas +1, más oros +1, settebello (7 de oros) +1, primiera +1, cada scopa +1. Empate en una categoría: nadie.
    Uno contra uno o 2×2 (la pareja se sienta enfrente). Se juega a 11 puntos o al objetivo elegido.
rules-scopa-more = 📖 Scopa — completas
    Primiera: de cada palo se toma la mejor carta según la escala 7 → 21, 6 → 18, as → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10, y se suman los cuatro números; un palo que falta cuenta 0. Ejemplo: 7 de oros + 6 de copas + as de espadas + R de bastos = 21 + 18 + 16 + 10 = 65. La suma mayor — +1 punto.
    Nuevo reparto: si entre las cuatro cartas de la mesa hay tres o cuatro reyes (R), se reparte otra vez con una baraja nueva de la misma semilla; la mesa lo indica en una línea, y el registro también.
    Fin de la ronda: las cartas que quedan en la mesa tras la última jugada son para quien capturó por última vez (no es scopa); una scopa en la última jugada de la ronda no cuenta.
    Se reparte por turnos; juega primero quien está después de quien reparte. La victoria se decide solo tras una ronda: si ambos bandos alcanzan el objetivo gana el marcador más alto; con empate, otra ronda.
    2×2: las cartas de tu pareja están ocultas; no se permite nombrar tus cartas ni dar pistas, tampoco en el chat: mientras dura la ronda, la charla de mesa son solo frases fijas.
bura-declared-ok = «¡Basta!» — { $name }: { $points } tantos, dentro de 41–70.
bura-declared-wrong = «¡Basta!» — { $name }: { $points } tantos, pero hacían falta 41–70.
durak-loser-cards = 🃏 Durak: { $name } (se quedó con { $cards })
scopa-won = { $category ->
    [cards] Cartas
    [coins] Oros
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = nadie (empate)
durak-table = Mesa (ataque ← defensa):

## issue 19
durak-rule-throw-in = Añadir: { $timing ->
    [after_cover] solo cuando todas las cartas de la mesa están cubiertas (carta a carta)
   *[any_time] en cualquier momento
  }
durak-rule-teams = Equipos: { $teams ->
    [pairs] dos parejas (asientos 1 y 3 contra 2 y 4)
    [threepairs] tres parejas (asientos 1 y 4, 2 y 5, 3 y 6)
   *[threes] dos tríos (asientos 1, 3, 5 contra 2, 4, 6)
  }; nadie ataca a su pareja, pierde el equipo que se queda con cartas
durak-loser-team = Pierde el equipo { $mark } { $n }: { $names }
team-ok = Estás en el equipo { $mark } { $n }.
team-already = Ya estás en el equipo { $mark } { $n }.
team-join-open = Abre el bot: allí ocupas un asiento en el equipo { $mark } { $n }.
err-team-full = Todos los puestos del equipo { $mark } { $n } ya están ocupados.
durak-rule-tat = Añadir tras «Recoger»: { $tat ->
    [yes] sí
   *[no] no
  }

## issue 21
room-fault = ⚠ La sala se cerró por un fallo: no se pudo restaurar. Empieza una nueva partida: /new
err-room-fault = Esta sala se cerró por un fallo. Empieza una nueva partida: /new
err-anonymous = Un administrador anónimo no puede ocupar un asiento: envía el comando desde tu propia cuenta.
err-not-your-picker = Este selector de juego lo abrió otra persona: escribe /new tú.
err-not-your-profile = Este es el perfil de otra persona: escribe /profile tú.
err-too-fast = Demasiado rápido — espera un segundo.
err-too-many-rooms = Ya tienes { $n } salas abiertas: termina o deja una para empezar otra.
err-too-many-lobbies = Ya estás en { $n } salas esperando a que empiece su partida: empieza una o sal de una para unirte a otra.
err-chat-rooms = Este grupo ya tiene { $n } salas abiertas: termina una para empezar otra.
group-lost = ⚠ { $game }: han quitado el bot del grupo — la partida sigue aquí, en el chat privado.
err-busy = La base de datos está ocupada con otro proceso: no ha cambiado nada, inténtalo de nuevo en un segundo.
err-record-players-only = El registro de una ronda solo se entrega a quienes la jugaron.
err-old-menu = Este menú está caducado: escribe { $command } otra vez.

## issue 16
option-same = Ya está así.
ai-level-ok = Nivel del ordenador cambiado; las marcas de «Listo» se mantienen.
lobby-stale = La sala ha cambiado mientras tanto — mensaje actualizado.
solo-ok = Empieza la partida contra el ordenador.
err-solo-others = Aquí ya hay otras personas: añade ordenadores con «🤖 + Ordenador».
lobby-ready-cleared = ⚠ Las reglas han cambiado — se borraron las marcas de «Listo», confirma de nuevo.
lobby-sides-cleared = ⚠ Los bandos han cambiado — a quien se haya movido le toca tocar «Listo» otra vez.
settings-header = ⚙️ Ajustes de la sala (los cambia { $name }); «← Volver a la sala» recupera los botones de la partida.
err-settings-creator = ⚙️ Solo { $name }, quien creó esta sala, cambia sus ajustes.
computers-filled = { $n ->
    [one] { $n } ordenador añadido.
    [many] { $n } ordenadores añadidos.
   *[other] { $n } ordenadores añadidos.
  }
shuffle-ok = Equipos mezclados.
rematch-line = 🔁 Otra vez: { $list } · 🔒 { $fp }
solo-hint = 🤖 Contra el ordenador: elige el número de rivales — se reparte al momento.
btn-solo-one = 🤖 Contra el ordenador
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] fácil
    [ismcts] difícil
   *[heuristic] normal
  }
ai-level-line = 🤖 Nivel del ordenador: { $level ->
    [random] fácil (jugadas al azar)
    [ismcts] difícil (explora las posibilidades)
   *[heuristic] normal (las reglas de alguien con experiencia)
  }
opt-mode = { $mode ->
    [perevodnoy] con traspaso
   *[podkidnoy] clásico
  }
opt-tat = Añadir tras «Recoger»
opt-ti = { $timing ->
    [after_cover] tras cubrir
   *[any_time] siempre
  }
opt-teams = { $teams ->
    [pairs] 2 contra 2
    [threepairs] tres parejas
    [threes] 3 contra 3
   *[none] sin equipos
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] uno contra uno
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — directamente contra el ordenador, se reparte al momento.

## issue 18
cmd-stats = mis estadísticas
cmd-top = clasificación de este grupo
cmd-forget = borrar mis datos
stats-title = 📊 Tus estadísticas
stats-title-group = 📊 Estadísticas de { $name } — partidas de este grupo
stats-none = Aún no hay partidas terminadas.
stats-line = { $who }: { $games ->
    [one] { $games } partida
    [many] { $games } partidas
   *[other] { $games } partidas
  }, ganadas: { $wins }, { $game ->
    [durak] durak { $losses ->
        [one] una vez
        [many] { $losses } veces
       *[other] { $losses } veces
      }, { $draws ->
        [one] { $draws } empate
        [many] { $draws } empates
       *[other] { $draws } empates
      }
   *[other] perdidas: { $losses }
  } — { $rate } % de victorias
stats-who-all = Todas las partidas
stats-who-people = 👥 Contra personas
stats-who-computer = 🤖 Contra el ordenador ({ $level ->
    [random] fácil
    [ismcts] difícil
    [heuristic] normal
   *[other] nivel desconocido
  })
stats-streak = 🔥 Victorias seguidas: ahora { $current }, récord { $best }
stats-rating = 📈 Puntuación: { $rating } ± { $pm } ({ $games ->
    [one] { $games } partida puntuada
    [many] { $games } partidas puntuadas
   *[other] { $games } partidas puntuadas
  })
stats-favourite = ⭐ Modalidad favorita: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] con traspaso
   *[podkidnoy] clásico
  }, { $seats ->
    [one] { $seats } participante
    [many] { $seats } participantes
   *[other] { $seats } participantes
  }{ $teams ->
    [pairs] , pareja contra pareja
    [threepairs] , tres parejas
    [threes] , tres contra tres
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, equipo contra equipo
   *[other] uno contra uno
  }
btn-stats-chart = 📈 Gráfico
stats-replays = ▶️ Repeticiones de las últimas manos: con los botones de abajo, la más reciente primero.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · mano { $deal }
stats-chart-caption = 📈 Partidas por semana y el porcentaje de victorias acumulado
stats-chart-caption-group = 📈 { $name }: partidas en este grupo por semana y el porcentaje de victorias
chart-title = Partidas y victorias
chart-games = partidas
chart-rate = ganadas, %
picture-standings-rank = N.º
picture-standings-player = Jugador
picture-standings-score = Puntos
picture-standings-buchholz = Buchholz
picture-standings-games = Partidas
picture-bracket-round = Ronda { $n }
picture-bracket-final = Final
picture-bracket-semifinal = Semifinales
picture-bracket-quarterfinal = Cuartos de final
picture-bracket-champion = Campeón
picture-bracket-bye = descanso
picture-bracket-walkover = incomparecencia
err-not-your-stats = Estas son las estadísticas de otra persona: escribe /stats tú.
top-title = 🏆 { $game } — { $period ->
    [week] esta semana
    [month] este mes
   *[all] desde siempre
  }
top-line = { $n }. { $name } — { $wins } de { $games } ganadas ({ $rate } %)
top-empty = Aún no hay nadie en la clasificación.
top-loser-week = 🤡 El durak de la semana: { $name } ({ $n ->
    [one] una vez
    [many] { $n } veces
   *[other] { $n } veces
  })
top-hint = Solo partidas entre personas; se entra a partir de { $n ->
    [one] { $n } partida
    [many] { $n } partidas
   *[other] { $n } partidas
  }. Puedes ocultarte en /profile.
top-global-title = 🌍 Clasificación global — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, partidas: { $games }
top-global-empty = Aún no hay nadie en esta clasificación.
top-global-hint = Puntuaciones Glicko-2, que solo cambian con partidas entre personas (sin ordenador en la mesa). Aparecen quienes activaron «🌍 Clasificación global» en /profile, a partir de { $n ->
    [one] { $n } partida puntuada
    [many] { $n } partidas puntuadas
   *[other] { $n } partidas puntuadas
  }.
top-global-unknown = Aquí no hay ningún juego «{ $name }»: escribe /top global con uno de { $games }.
top-global-season = 🗓 Temporada: { $season } ({ $current ->
    [yes] en curso
   *[no] terminada
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Temporada actual
top-season-unknown = Esa temporada no existe o ya no se guarda: pulsa uno de los botones de la clasificación.
stats-best-season = 🏅 Mejor temporada: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Semana
    [month] Mes
   *[all] Siempre
  }
forget-private-only = /forget funciona en el chat privado con el bot.
forget-ask = ¿Borrar tus datos? Se eliminan tus resultados y estadísticas, y tus asientos en los registros guardados pasan a ser anónimos. No se puede deshacer.
btn-forget-yes = 🗑 Borrar
btn-forget-no = Conservar
forget-kept = No se borró nada.
forget-done = Tus datos se han borrado.
forget-leave-first = Primero sal de tus partidas abiertas.
profile-hidden = 🏆 Clasificaciones de grupo: { $on ->
    [yes] te ocultas
   *[no] apareces
  }
profile-talk = 💬 Charla de mesa: { $on ->
    [yes] activada
   *[no] desactivada
  }
btn-hide = { $on ->
    [yes] 🏆 Ocultarme de las clasificaciones
   *[no] 🏆 Mostrarme en las clasificaciones
  }
btn-talk = { $on ->
    [yes] 💬 Activar la charla de mesa
   *[no] 💬 Desactivar la charla de mesa
  }
profile-rated = 🌍 Clasificación global (/top global): { $on ->
    [yes] apareces
   *[no] no apareces
  }
btn-rated = { $on ->
    [yes] 🌍 Incluirme en la clasificación global
   *[no] 🌍 Sacarme de la clasificación global
  }

## issue 16
err-room-locked = Quien creó la sala la ha cerrado: no admite a nadie más.
takeover-ok = Hecho: ahora el ordenador juega por ese asiento.
takeover-self = Es tu propio asiento: estás aquí, así que el ordenador no juega por ti. Haz tu jugada en tu chat privado con el bot.
takeover-announce = 🤖 { $game }: ahora el ordenador juega por { $names }. Para recuperar el asiento, pulsa cualquier botón de esta partida.
takeover-announce-rated = 🤖 { $game }: ahora el ordenador juega por { $names }, y en la puntuación esta partida es una derrota para { $names }. Para recuperar el asiento, toca cualquier botón de esta partida.
kick-ok = El asiento ha quedado libre.
lock-already = Ya está así.
lock-on = Cerrada: la sala no admite a nadie más.
lock-off = Abierta a nuevas personas.
you-are-out = 🏁 Estás fuera — no te quedan cartas. El resto sigue jugando; el resultado aparecerá aquí. Ya puedes salir de la sala sin molestar a nadie.
btn-leave-out = 👋 Salir de la sala
computer-plays-for-you = 🤖 Ahora el ordenador juega por ti: pulsa cualquier botón para recuperar tu asiento.
btn-my-cards = 🃏 Mis cartas
tap-my-cards = 👉 { $names }: te toca — toca «🃏 Mis cartas», tus cartas aparecen aquí solo para ti.
err-not-seated-here = No tienes asiento en esta mesa.
next-deal-auto = ⏩ La siguiente ronda empieza sola en { $dur }; el botón de abajo la empieza ya.
btn-rematch = 🔁 Otra vez
lobby-locked = 🔒 Cerrada: no entra nadie más.
btn-take-over = 🤖 Jugar por { $name }
btn-kick = ✖ Quitar: { $name }
btn-lock = 🔒 Cerrar la sala
btn-unlock = 🔓 Abrir la sala
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Victorias: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Añadir: esperar { $n } s cuando todas las cartas están cubiertas
durak-throw-wait-take = ⏱ Añadir: esperar { $n } s cuando todas las cartas están cubiertas o la defensa recoge
durak-throw-wait-off = ⏱ Añadir: esperar sin límite
btn-throw-wait = ⏱ Espera para añadir: { $n } s
btn-throw-wait-off = ⏱ Espera para añadir: sin límite
bar-throwin = ⏱ { $bar } { $n } s — añade o toca «Paso»; luego el ataque termina solo.
bar-throwin-take = ⏱ { $bar } { $n } s — añade o toca «Paso»; luego la defensa recoge las cartas.
bar-still = (En el grupo esta cuenta atrás no se mueve — Telegram deja que un bot edite solo 20 veces por minuto en cada grupo: los { $n } s cuentan desde que apareció este mensaje.)
game-over-header = 🏁 { $game }: la partida ha terminado.

## issue 32: quick match
cmd-play = jugar con cualquiera (partida rápida)
btn-quick = 🎲 Jugar con cualquiera
btn-quick-any = da igual
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Entrar en la cola
btn-quick-leave = Salir de la cola
btn-quick-fill = 🤖 Completar con ordenadores
btn-quick-keep = ⏳ Esperar { $sec } s más
quick-seats = { $n ->
    [one] { $n } participante
    [many] { $n } participantes
   *[other] { $n } participantes
  }
quick-seats-range = { $low }–{ $high } participantes
quick-menu-title = 🎲 Jugar con cualquiera: te siento con gente que busca el mismo juego.
quick-menu-choice = Elegido: { $what }.
quick-menu-hint = Si no aparece nadie en { $sec } s, te ofrezco ordenadores. Tus rivales solo ven tu nombre de pila (o el completo si quieres, en /profile).
quick-waiting = ⏳ Buscando rivales: { $what }. Si no hay nadie en { $sec } s, te ofrezco ordenadores.
quick-offer = Aún nadie ({ $what }). ¿Poner ordenadores ({ $n }) en los asientos libres y empezar, o esperar más?
quick-matched = 🎲 Rivales encontrados: { $names }{ $n ->
    [0] {""}
   *[other] {""} y ordenadores ({ $n })
  }. Tus cartas llegan en el siguiente mensaje. ¡Suerte!
quick-filled = 🤖 Juegas contra ordenadores ({ $n }). Tus cartas llegan en el siguiente mensaje.
quick-left = Has salido de la cola.
quick-not-queued = Ya no estás en la cola.
quick-in-queue = Ya estás en la cola — aquí la tienes.
quick-joined = Estás en la cola.
quick-keep-ok = Seguimos esperando.
quick-private = Jugar con cualquiera se hace en el chat privado con el bot: pulsa el botón de abajo y elige allí un juego.
quick-cooldown = Todavía no: dejaste partidas rápidas antes de tiempo ({ $n } veces), así que esperas { $sec } s antes de la siguiente. Juega tus partidas hasta el final y la espera se acorta.
quick-too-many-joins = Demasiado a menudo: puedes entrar en la cola como mucho { $n } veces por minuto. Inténtalo de nuevo en { $sec } s.
err-not-your-menu = Este es el menú de otra persona: abre el tuyo con /play.
profile-name = 🎲 Nombre en partidas con desconocidos: { $on ->
    [yes] nombre completo
   *[no] solo el nombre de pila
  }
btn-show-name = { $on ->
    [yes] 🎲 Mostrar mi nombre completo
   *[no] 🎲 Mostrar solo mi nombre de pila
  }
quick-found = 🎲 Rivales encontrados — tus cartas llegan en el siguiente mensaje.

# Card names for screen readers on the table page (see en)
card-name = { $rank } de { $suit }
card-rank-a = as
card-rank-2 = dos
card-rank-3 = tres
card-rank-4 = cuatro
card-rank-5 = cinco
card-rank-6 = seis
card-rank-7 = siete
card-rank-8 = ocho
card-rank-9 = nueve
card-rank-t = diez
card-rank-j = jota
card-rank-q = reina
card-rank-k = rey
card-rank-it-j = sota
card-rank-it-q = caballo
card-rank-it-k = rey
card-suit-s = picas
card-suit-h = corazones
card-suit-d = diamantes
card-suit-c = tréboles
card-suit-it-s = espadas
card-suit-it-h = copas
card-suit-it-d = oros
card-suit-it-c = bastos

# ----- tournaments in a group (issue 47) -----
cmd-tournament = torneo en este grupo
tn-title = 🏆 Torneo: { $game }, { $format }
tn-format-swiss = sistema suizo
tn-format-knockout = eliminatorias
tn-rounds = Rondas: { $n }
tn-people = Inscritos ({ $n } de { $max }): { $names }
tn-nobody = Aún no se ha inscrito nadie.
tn-status-running = ▶️ Se juega la ronda { $round } de { $rounds }.
tn-status-finished = 🏁 El torneo ha terminado.
tn-status-cancelled = ✖️ El torneo se ha cancelado.
tn-how = De { $min } a { $max } personas. Lo empieza quien lo creó o un administrador del grupo.
tn-btn-join = ➕ Inscribirme
tn-btn-leave = ➖ Salir
tn-btn-start = ▶️ Empezar
tn-btn-cancel = ✖️ Cancelar
tn-computer = 🤖 ordenador
tn-round = Ronda { $round } de { $rounds }:
tn-bye = { $name }: descanso (una victoria sin jugar)
tn-round-go = Cada mesa es una partida de este grupo, aquí abajo. ¡Suerte!
tn-winner = 🥇 Gana: { $name }
tn-standings = Clasificación final:
tn-group-only = Los torneos se juegan en grupos: añade el bot a un grupo y envía allí /tournament.
tn-usage = Uso: /tournament <juego> [swiss|knockout] [rondas]. Juegos: { $games }. De { $min } a { $max } personas.
tn-joined = Tienes plaza en el torneo.
tn-left = Ya no estás en la lista.
tn-started = ¡Empieza el torneo!
tn-cancelled = El torneo se ha cancelado.
tn-err-joined = Ya estás en la lista.
tn-err-not-in = No estás en la lista.
tn-err-closed = Las inscripciones de este torneo están cerradas.
tn-err-full = El torneo está completo.
tn-err-count = Un torneo necesita de 4 a 64 personas.
tn-err-not-creator = Solo quien creó el torneo o un administrador del grupo puede hacerlo.
tn-err-open = Este grupo ya tiene un torneo abierto: termínalo primero.
top-tournaments = 🏆 Torneos:
top-tournament-line = 🥇 { $name } (participantes: { $n })
btn-top-tournament = 📋 Clasificación: { $name }, { $date }
top-tournament-unknown = Ese torneo no existe aquí o ya no se guarda: pulsa uno de los botones de la clasificación.
tn-btn-end = ⛔ Terminar el torneo
tn-ended = El torneo ha terminado: cuentan las rondas jugadas hasta el final.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Empieza a las { $time } ({ $zone }). Si para entonces se apuntan menos de { $min }, se cancela.
tn-btn-later-15 = ⏰ +15 min
tn-btn-later-60 = ⏰ +1 h
tn-btn-no-time = ⏰ Sin hora
tn-time-set = Empieza a las { $time } ({ $zone }), dentro de { $minutes } min.
tn-time-cleared = Hora de inicio quitada: el torneo empieza con «▶️ Empezar».
tn-err-time = La hora de inicio solo puede estar dentro de las próximas 24 horas.
tn-err-no-time = No hay hora de inicio fijada.
tn-called-off = ✖️ Torneo cancelado: a la hora fijada se habían apuntado { $n } y hacen falta al menos { $min }.
tn-called-off-late = ✖️ Torneo cancelado: el bot no estaba en marcha a la hora de inicio y desde entonces ha pasado más de una hora.
tn-status-paused = ⏸ En pausa: las mesas de esta ronda siguen jugando; la siguiente ronda empieza cuando se reanude el torneo.
tn-btn-pause = ⏸ Pausa
tn-btn-resume = ▶️ Reanudar
tn-paused = En pausa: no empieza ninguna ronda nueva hasta que se reanude el torneo.
tn-resumed = El torneo continúa.
tn-err-paused = El torneo ya está en pausa.
tn-err-not-paused = El torneo no está en pausa.
tn-btn-drop = 🚫 Retirar a un jugador
tn-drop-pick = ¿A quién retirar del torneo? Toca un nombre.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } ya no está en el torneo.
tn-dropped-note = 🚫 { $name } queda fuera del torneo: sin emparejar en las rondas siguientes, y la partida en curso cuenta como abandonar la mesa.
tn-left-group = 🚪 { $name } ya no está en el grupo y queda fuera del torneo.
tn-err-dropped = Esa persona ya está fuera.
tn-err-no-player = Esa persona no está en el torneo.
tn-out = Fuera: { $names }
tn-usage-time = Con hora de inicio: /tournament durak 21:00 (UTC) o 21:00+3 (UTC+3): empieza solo; el desfase se recuerda para los próximos torneos del grupo.
tn-seats = En cada mesa: { $size ->
    [tables] 3–4 personas, según la puntuación (5 personas: 3 + 2 y un ordenador)
   *[pairs] dos, uno contra uno
  }
tn-opt-seats = { $size ->
    [tables] 3–4 por mesa
   *[pairs] uno contra uno
  }
tn-options-how = Hasta que empiece, su creador o un administrador del grupo elige las reglas de todas las mesas con los botones de abajo.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, ronda { $round } de { $rounds }: tu mesa está lista. En tu mesa: { $names }.
tn-ping-hand-here = Tus cartas están en este chat, más abajo.
tn-ping-hand-group = Tus cartas están en el grupo: el botón «🃏 Mis cartas» bajo la mesa.
tn-ping-link = El torneo en el grupo: { $link }
tn-ping-group = 🔔 { $names }: vuestras mesas están listas — están más abajo en este grupo.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Análisis
review-working = Analizando la mano… Te enviaré el análisis por chat privado.
review-busy = El análisis de esta mano ya se está preparando: te lo enviaré en cuanto esté listo.
review-title = 🔎 Análisis: { $game }, mano { $n }
review-mistake = Jugada { $move }: jugaste «{ $played }»; era mejor «{ $better }» — te costó { $cost }.
review-cost-chance = ~{ $percent } % de probabilidad de no ser el durak
review-cost-points = ~{ $points } puntos
review-none = No se encontraron errores: todas tus decisiones ({ $n }) fueron tan buenas como las de la búsqueda. ¡Bien jugado!
review-how = Cada decisión se juzga por lo que veías en ese momento, nunca por las cartas de los demás.
err-review-players-only = Solo se puede analizar una mano en la que jugaste.
err-review-unavailable = Esta mano no se puede analizar: no se jugó hasta el final o ya no se conserva.
err-review-limit = Ya hubo suficientes análisis esta hora: el siguiente será posible en { $minutes } min.
err-review-failed = No se pudo analizar la mano; inténtalo más tarde.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Pista
hint-thinking = 💡 Pensando una pista…
hint-move = 💡 El ordenador más fuerte jugaría «{ $move }».
hint-why-cover = { $trump ->
    [yes] Cubre con un triunfo: si no, te llevas a la mano { $cards }.
   *[no] Cubre: si no, te llevas a la mano { $cards }.
  }
hint-why-take = Recoge: cubrir ahora cuesta más. Te llevas a la mano { $cards }.
hint-why-transfer = Traspasa: defiende el siguiente jugador, con { $cards } en la mesa.
hint-why-throw-in = Echa más: el defensor tiene { $cards } en la mano.
hint-why-hold = No eches más: guarda estas cartas para después.
hint-why-lead-low = Sal con tu carta más baja que no sea triunfo: guarda las fuertes.
hint-why-enough = Di «¡Basta!»: los puntos que has visto en tu montón: { $points }.
hint-why-not-yet = No digas «¡Basta!» todavía: los puntos que has visto en tu montón: { $points }.
hint-why-stop = Di «¡Alto!»: con estas cartas en la mano ganas.
hint-why-sweep = Llévate toda la mesa — una scopa, un punto más. Te llevas a tu montón { $cards }.
hint-why-settebello = Llévate el settebello, el siete de oros: un punto por sí solo. Te llevas a tu montón { $cards }.
hint-why-primiera = Llévate los sietes — deciden la primiera. Sietes en esta captura: { $sevens }; te llevas a tu montón { $cards }.
hint-why-no-sweep = Juega esta carta: después ninguna carta sola puede llevarse toda la mesa — no habrá scopa para el rival.
hint-why-capture = Captura: te llevas a tu montón { $cards }.
hint-why-only = Aquí solo hay una jugada sensata.
hint-why-luck = Es un sorteo a ciegas: cualquier carta vale lo mismo que otra.
hint-why-best-chance = Según la búsqueda, tu probabilidad de no ser el durak así: ~{ $percent } %.
hint-why-best-points = Según la búsqueda, esta jugada supera a la obvia en unos { $points } puntos.
hint-why-best-plain = Según la búsqueda, esta es la mejor jugada aquí.
err-hint-not-yours = Este botón no es tuyo.
err-hint-not-allowed = Las pistas solo existen en partidas contra ordenadores (nunca con otra persona ni en una partida puntuable), con «💡 Pistas» activadas en /profile.
err-hint-stale = No hay pista: ahora no es tu turno (o el mensaje es antiguo).
err-hint-failed = La pista no ha salido — inténtalo otra vez.
hints-on = 💡 Pistas activadas.
hints-off = 💡 Pistas desactivadas.
profile-hints = 💡 Pistas en partidas contra ordenadores: { $on ->
    [yes] activadas
   *[no] desactivadas
  }
btn-hints = { $on ->
    [yes] 💡 Activar pistas
   *[no] 💡 Desactivar pistas
  }
