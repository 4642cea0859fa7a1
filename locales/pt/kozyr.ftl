## Kozyr — português (Brasil)
# Glossário (um termo = um sentido):
# Durak (дурак, «o bobo») continua «Durak», também para quem perde; Bura (бура) = «Bura»;
#   Scopa = «Scopa» (da família da escopa brasileira; aqui se joga a Scopa italiana).
# Modalidades: подкидной = «clássico» (com acréscimo), переводной = «com repasse».
# acrescentar (подкидывать) = jogar cartas do mesmo valor; repassar (переводить) = passar o ataque adiante;
#   pegar (брать, botão «Pegar») = levar as cartas da mesa; matar (бить) = vencer uma carta; cobrir = matar na defesa.
# trunfo (козырь); monte = cartas a comprar (колода/прикуп); vaza (взятка); rodada = distribuição (раздача);
#   partida = o match de Bura até 12 pontos; «valor das cartas» = pontos das cartas na Bura (очки карт).
# Figuras no texto como nas cartas: J (valete), Q (dama), K (rei), A (ás).
# Gritos da Bura: «Хватит!» = «Chega!», «Стоп!» = «Alto!».
# Scopa: scopa (pl. scopas), settebello (o «sete belo» da escopa), primiera ficam em italiano;
#   naipes: ouros, copas, espadas, paus.
# impressão digital (отпечаток), semente (зерно), registro (запись раздачи), sala (комната), papo da mesa (разговор за столом).

welcome = Oi! Eu sou o Kozyr: Durak, Bura e Scopa no Telegram.
    Os botões abaixo: 🤖 joga na hora contra o computador; um jogo sem 🤖 cria uma sala para amigos com um link de convite.
    Num grupo: /durak, /bura, /scopa ou /new abre uma mesa; os amigos entram com um toque.
    /hand reenvia minhas cartas, /rules explica os jogos, /profile define idioma, estilo do baralho e a impressão digital do baralho.
    /stats mostra minhas estatísticas, /top o ranking de um grupo, /forget apaga meus dados, /help lista todos os comandos.
help = Comandos:
    /durak, /bura, /scopa — abrir uma sala (num grupo ou aqui)
    /play — jogar com qualquer pessoa: partida rápida com desconhecidos
    /new — escolher um jogo (🤖: direto contra o computador)
    /hand — reenviar a mensagem com suas cartas
    /mute — parar de ouvir o papo da sua mesa atual (de novo: voltar a ouvir)
    /rules — as regras em resumo, com o valor das cartas
    /language — idioma (num grupo: o da mesa, para administradores)
    /hands — num grupo: se as cartas aparecem no próprio grupo, cada um vendo só as suas (para administradores)
    /profile — idioma, estilo do baralho da Scopa, impressão digital 🔒, lembretes de jogada, sair do ranking
    /stats — minhas estatísticas: partidas, vitórias, sequências (num grupo: as partidas daquele grupo)
    /top — o ranking do grupo da semana, do mês, de todos os tempos (num grupo)
    /top global — o ranking global (/top global durak, bura, scopa)
    /tournament durak — um torneio num grupo: inscrição, rodadas, classificação final (suíço ou mata-mata)
    /forget — apagar meus dados e estatísticas
    Como jogar: toque em «Entrar» embaixo da mesa do grupo, depois em «Pronto». A partida começa quando todos os lugares estão ocupados e todas as pessoas estão prontas. Jogue com os botões da sua própria mensagem — no grupo (só você a vê; «🃏 Minhas cartas» a envia de novo) ou no seu chat privado: ela mostra só as suas cartas e só as jogadas permitidas agora.
pick-game = Qual jogo?
pick-done = Qual jogo? — { $game }
err-picked = O jogo já foi escolhido.
no-rooms = Você não tem salas abertas. Comece uma partida: /new
invite-forward = Sala criada. Encaminhe este link de convite para quem você quiser chamar:
    { $url }
hand-moved = ⬇️ { $game }: a partida continua abaixo.
you-left = Você saiu da sala.

cmd-new = nova partida (escolher)
cmd-durak = Durak
cmd-bura = Bura
cmd-scopa = Scopa
cmd-hand = reenviar minhas cartas
cmd-mute = papo da mesa: liga/desliga
cmd-profile = perfil: idioma, baralho, impressão digital
cmd-help = ajuda

game-durak = Durak
game-bura = Bura
game-scopa = Scopa

computer-name = 🤖 Computador { $n }
player-name = Participante { $n }
seat-free = — livre —

title-durak = 🃏 Durak, { $mode ->
    [perevodnoy] com repasse
   *[podkidnoy] clássico
  }, { $seats ->
    [one] { $seats } lugar
    [many] { $seats } lugares
   *[other] { $seats } lugares
  }
title-scopa = 🂡 Scopa, { $seats ->
    [4] 2×2
   *[other] um contra um
  }, até { $target }
title-bura = 🂮 Bura

options-durak = Regras: { $mode ->
    [perevodnoy] com repasse
   *[podkidnoy] clássico
  }; acrescentar depois de «Pegar»: { $tat ->
    [yes] sim
   *[no] não
  }
options-scopa = Regras: { $seats ->
    [4] duas duplas (lugares 1 e 3 contra 2 e 4)
   *[other] um contra um
  }; jogo até { $target } pontos
options-bura = Regras: partida até 12 pontos; «Chega!» quando suas vazas somam cartas valendo 41–70.

lobby-header = Lugares: { $taken } de { $capacity }
lobby-hint = A partida começa quando todos os lugares estão ocupados e todas as pessoas tocaram em «Pronto». 🔒 Baralho: { $fp }
commitment-line = 🔒 Impressão digital do baralho: { $fp } (o baralho já está fixado; seu «Pronto» acrescenta a sua aleatoriedade)
invite-line = Link de convite: { $url }
unreachable = ⚠ { $names }: o bot não consegue escrever para você. Abra o bot: { $url }
next-deal-header = Rodada { $n }: toque em «Próxima rodada».

btn-join = ➕ Entrar
btn-invite = 📨 Convidar
btn-ready = ✅ Pronto
btn-ready-app = 🎲 Pronto — meu próprio acaso
btn-unready = ↩ Ainda não
btn-add-computer = 🤖 + Computador
btn-remove-computer = 🤖 − Remover
btn-fill = 🤖 + { $n ->
    [one] { $n } computador
    [many] { $n } computadores
   *[other] { $n } computadores
  }
btn-settings = ⚙️ Configurações
btn-settings-back = ← Voltar à sala
btn-team = { $mark } Time { $n }
btn-shuffle = 🔀 Sortear os times
btn-leave = 🚪 Sair
btn-surrender = { $game ->
    [bura] 🏳 Entregar a partida
    [scopa] 🏳 Entregar o jogo
   *[other] 🏳 Desistir
  }
btn-end-game = ⛔ Encerrar a partida
btn-next-deal = ▶ Próxima rodada
btn-record = 📄 Registro
btn-check-deck = 🔍 Conferir o baralho
btn-replay = ▶️ Replay
replay-share-text = ▶️ Veja o replay de uma mão: { $game }
btn-table = 🎴 Mesa
btn-record-match = 📄 Registro: partida { $n }
btn-back = ← Voltar
btn-seats-minus = − lugar
btn-seats-plus = + lugar

cards-count = { $n ->
    [one] { $n } carta
    [many] { $n } cartas
   *[other] { $n } cartas
  }
tricks-count = { $n ->
    [one] { $n } vaza
    [many] { $n } vazas
   *[other] { $n } vazas
  }
score-points = { $n ->
    [one] { $n } ponto
    [many] { $n } pontos
   *[other] { $n } pontos
  }

table-empty = A mesa está vazia.
table-cards = Mesa: { $cards }
your-hand = Suas cartas: { $cards }
waiting-for = Esperando: { $names }
state-out = fora
state-passed = passou
state-taking = pega

durak-status = ★ Trunfo: { $trump } · Monte: { $stock } · Descarte: { $discard }
last-durak-attack = Última jogada: { $name } — { $card }
last-durak-transfer = Última jogada: { $name } repassa com { $card }
last-durak-defend = Última jogada: { $name } mata { $target } com { $card }
last-durak-take = Última jogada: { $name } pega
last-durak-pass = Última jogada: { $name } passa
last-durak-throw-timeout = Última jogada: acabou o tempo para acrescentar
prompt-durak-lead = Sua vez: escolha uma carta.
prompt-durak-throw = Você pode acrescentar uma carta ou tocar em «Passo».
prompt-durak-defend = Mate ou pegue.
prompt-durak-defend-transfer = Mate, repasse ou pegue.
act-attack = Acrescentar { $card }
act-defend = Matar { $target } com { $card }
act-transfer = Repassar com { $card }
act-take = Pegar
act-pass = Passo
durak-draw = Empate: as últimas cartas saíram juntas.
durak-out-order = Fora: { $names }
result-none = A partida foi interrompida.

scopa-status = Rodada { $deal } · Monte: { $stock } · Jogo até { $target }
scopa-redeal = { $n ->
    [1] 🔄 Nova distribuição: a mesa tinha três ou quatro reis — as cartas foram distribuídas de novo.
   *[other] 🔄 Nova distribuição ({ $n }ª vez): a mesa tinha três ou quatro reis — as cartas foram distribuídas de novo.
  }
scopa-side = Lado { $side } ({ $who }): { $score } · capturadas { $pile } · scopas { $scopas }
scopa-last-capture = Última jogada: { $name } — { $card } leva { $cards }
scopa-last-drop = Última jogada: { $name } põe { $card }
prompt-scopa = Sua vez: escolha uma carta.
act-capture = { $card } leva { $cards }
act-drop = Pôr { $card } na mesa
scopa-deal-side = { $who }: cartas { $cards }, ouros { $coins }, settebello { $settebello }, primiera { $primiera }, scopas { $scopas } → +{ $points }

bura-status = Rodada { $deal } · ★ Trunfo: { $trump } · Monte: { $stock }
bura-lead = Na mesa, { $name } sai com: { $cards }
bura-window = ⏱ A janela do «Alto!» está aberta.
bura-claim = ⏱ «Alto!» pedido: esperando a resposta de quem ataca.
bura-draw-header = 🎴 Sorteio da saída: cada lado pega uma carta virada para baixo. A maior (6 < 7 < 8 < 9 < 10 < J < Q < K < A) sai; com valores iguais, sorteia-se de novo.
bura-draw-tie = { $a }: { $ca }, { $b }: { $cb } — iguais, sorteando de novo.
bura-draw-picked = ✋ { $name }: carta escolhida
bura-draw-picking = ⏳ { $name }: escolhendo uma carta
bura-draw-result = 🎴 Sorteio: { $a }: { $ca }, { $b }: { $cb } → { $first } sai
bura-last-beat = Jogada anterior: { $name } mata { $pairs }
bura-last-dump = Jogada anterior: { $name } descarta { $n } sem mostrar: { $cards }
last-bura-lead = Última jogada: { $name } sai com { $n ->
    [one] { $n } carta
    [many] { $n } cartas
   *[other] { $n } cartas
  }
last-bura-beat = Última jogada: { $name } mata a saída
last-bura-dump = Última jogada: { $name } descarta { $n ->
    [one] { $n } carta
    [many] { $n } cartas
   *[other] { $n } cartas
  }
last-bura-enough = Última jogada: { $name } — «Chega!»
last-bura-continue = Última jogada: { $name } continua comprando
last-bura-stop = Última jogada: { $name } — «Alto!»
last-bura-surrender = { $name } desiste
prompt-bura-lead = Sua saída: marque uma carta, ou duas ou três do mesmo naipe, e toque em «Sair».
prompt-bura-draw = Escolha uma carta virada para baixo:
prompt-bura-defend = Mate cada carta (marque as suas) ou descarte a mesma quantidade.
prompt-bura-decide = A vaza é sua: «Chega!» ou continuar comprando?
prompt-bura-stop = Você pode pedir «Alto!» (três seis, três ases, ou um corte com três do mesmo naipe).
prompt-bura-claim = O outro lado pediu «Alto!». Responda com o seu próprio «Alto!» se puder.
act-lead = Sair: { $cards }
act-dump = Descartar: { $cards }
act-beat = Matar: { $pairs }
act-enough = ✋ Chega!
act-continue = 🂠 Continuar
act-stop = 🛑 Alto!
act-surrender = 🏳 Desistir
act-pick = Carta virada nº { $n }
bura-award-enough = → { $name }: +{ $n }
bura-award-enough_wrong = → os pontos vão para o outro lado: { $name } +{ $n }
bura-award-three_sixes = { $name }: três seis — +{ $n }
bura-award-three_aces = { $name }: três ases — +{ $n }
bura-award-more_points = { $name }: cartas valendo mais — +{ $n }
bura-award-dry = { $name }: vitória seca — +{ $n }
bura-award-tie = Cartas de valor igual: ninguém pontua.
bura-award-surrender = Desistência: { $name } vence.
bura-pile = { $name }: cartas valendo { $points }, { $tricks ->
    [one] { $tricks } vaza
    [many] { $tricks } vazas
   *[other] { $tricks } vazas
  }

deal-result-header = Resultado da rodada { $n }:
match-score = Placar da partida: { $score }
match-winner = 🏆 Vitória: { $name }
outcome-left = Partida interrompida: { $name } saiu.
outcome-ended = Quem criou a sala ({ $name }) encerrou a partida.
outcome-surrender = { $name } desistiu.

fair-ok = ✅ Rodada justa: o baralho bateu com sua impressão digital e cada jogada foi conferida.
fair-warning = ⚠ A conferência da rodada falhou — baixe o registro e confira por conta própria.
fair-interrupted = A rodada foi interrompida; a impressão digital e a semente estão no registro.
record-caption = Registro: { $game }, rodada { $n }. Confira: python -m engines verify <arquivo>
record-redeal = 🔄 Rodada { $deal }: nova distribuição — a mesa tinha três ou quatro reis (o baralho com rótulo …:r{ $n }).
fp-current = 🔒 Rodada { $n }: impressão digital do baralho (SHA-256 da semente secreta):
    { $commitment }
    A semente é revelada quando a rodada termina.
fp-revealed = A rodada { $n } terminou. Impressão digital:
    { $commitment }
    Semente revelada:
    { $seed }
fp-next = Impressão digital do próximo baralho:
    { $commitment }
fp-how = Como conferir: baixe o registro da rodada («📄 Registro») e rode python -m engines verify record.json — ele recalcula a impressão digital a partir da semente, o baralho a partir da semente, das contribuições dos participantes e do rótulo, e refaz cada jogada.
webapp-title = Conferência do baralho
webapp-intro = Seu próprio navegador recalcula o baralho a partir do registro da rodada: a impressão digital a partir da semente revelada, a mistura das contribuições, a chave, o fluxo ChaCha20 e o embaralhamento. Também refaz cada jogada pelas regras; os resultados e placares registrados são conferidos pelo comando python -m engines verify.
webapp-ready-intro = Seu navegador vai gerar 32 bytes aleatórios (crypto.getRandomValues) e enviá-los ao bot com a assinatura do Telegram. Eles entram no embaralhamento do próximo baralho, cuja impressão digital já aparece — o servidor não pode escolher um baralho que combine com a sua contribuição.
webapp-ready-button = ✅ Pronto
webapp-ready-sent = Seu acaso: { $randomness }
webapp-ready-done = Contribuição aceita. Depois da rodada, a conferência do baralho a mostra na mistura.
webapp-ready-outside = Este botão funciona no Telegram: abra-o pela mensagem do bot.
webapp-drop = Solte aqui um arquivo de registro (kozyr-….json) ou escolha-o:
webapp-loading = Carregando o registro da rodada…
webapp-refused = Sem registro: { $reason }
webapp-refused-unsigned = a página não foi aberta pelo Telegram. Baixe o registro com «📄 Registro» e solte-o aqui.
webapp-refused-stale = os dados do Telegram estão desatualizados. Feche a conferência e abra de novo.
webapp-refused-players = o registro de uma rodada só vai para quem a jogou.
webapp-refused-unavailable = o registro fica disponível quando a rodada termina.
webapp-refused-network = o servidor não respondeu.
webapp-refused-malformed = a solicitação está corrompida.
webapp-refused-too-fast = rápido demais — espere um segundo.
webapp-not-json = Este arquivo não é um JSON legível: não é um registro de rodada.
webapp-not-record = Isto não é um registro de rodada do Kozyr.
webapp-seat = De quem é a mão:
webapp-seat-n = Lugar { $n }
webapp-verdict-ok = ✅ Baralho justo: tudo foi recalculado no seu navegador e bate.
webapp-verdict-fail = ❌ A conferência falhou: rodada { $n }, etapa «{ $step }».
webapp-deal = Rodada { $n }
webapp-step-record = Registro
webapp-step-commitment = Impressão digital
webapp-step-label = Rótulo do baralho
webapp-step-mix = Contribuições dos participantes
webapp-step-deck = Baralho
webapp-step-deal = Cartas distribuídas
webapp-step-draw = Sorteio da saída
webapp-no-proof = A rodada não traz prova de justiça: o baralho dela não pode ser conferido.
webapp-bad-proof = A prova está corrompida: a impressão digital, a semente, as contribuições ou o rótulo estão malformados.
webapp-commitment-ok = O SHA-256 da semente revelada bate com a impressão digital mostrada antes da rodada: { $computed }
webapp-commitment-differs = O SHA-256 da semente é { $computed }, mas a impressão digital do registro é { $recorded }: esta não é a semente prometida.
webapp-label-ok = O rótulo { $recorded } é o que esta rodada deve ter.
webapp-label-redeal = O rótulo { $recorded } é uma nova distribuição: cada baralho anterior desta rodada pôs três ou quatro reis na mesa.
webapp-label-differs = O rótulo do registro é { $recorded }, mas esta rodada deve ter { $expected }.
webapp-redeal-unneeded = O rótulo { $recorded } alega uma nova distribuição, mas o baralho { $label } não precisava.
webapp-contribution-malformed = A contribuição { $n } diz ser acaso da Mini App, mas não contém 64 dígitos hexadecimais.
webapp-mix-ok = Mistura das contribuições (SHA-256): { $mix }
webapp-deck-ok = Chave (HKDF-SHA256): { $hkdf }. O fluxo ChaCha20 embaralhou o baralho:
webapp-deal-ok = As cartas do registro vêm exatamente deste baralho.
webapp-deal-unstated = O registro não lista as cartas distribuídas: compare a mão abaixo com a que você teve.
webapp-deck-differs = A carta { $n } do baralho do registro é { $recorded }, mas o embaralhamento dá { $derived }.
webapp-hand-differs = A mão do lugar { $seat } no registro é { $recorded }, mas o baralho dá { $derived }.
webapp-table-differs = A mesa do registro é { $recorded }, mas o baralho dá { $derived }.
webapp-stock-differs = O monte do registro não bate com o embaralhamento.
webapp-leader-unknown = Falta no registro o resultado da rodada anterior: não se sabe quem saiu.
webapp-draw-ok = Sorteio recalculado: o lugar { $seat } sai.
webapp-draw-bad-picks = Sorteio, volta { $k }: as posições escolhidas são impossíveis.
webapp-draw-differs = Sorteio, volta { $k }: o registro diz { $recorded }, mas o baralho dá { $derived }.
webapp-draw-rounds = Sorteio: o número de voltas no registro não bate com o sorteio recalculado.
webapp-draw-first = Pelo sorteio sai o lugar { $seat }, mas o registro diz outro.
webapp-step-moves = Jogadas
webapp-moves-ok = Jogadas refeitas segundo as regras: { $n }, todas permitidas.
webapp-moves-illegal = A jogada { $n } ({ $move }) não é permitida: { $why }.
webapp-moves-why-turn = esse jogador não podia fazer isso naquele momento
webapp-moves-why-hand = o jogador não tinha essa carta
webapp-moves-why-rule = as regras não o permitem nesse ponto
webapp-moves-why-over = a mão já tinha terminado
webapp-moves-unfinished = As jogadas param antes do fim da mão, mas outra mão vem a seguir.
webapp-contribution-app = acaso próprio da Mini App
webapp-contribution-press = um toque de botão no Telegram
webapp-contribution-none = sem contribuição
webapp-contribution-mine = a sua, gerada por este navegador
webapp-your-hand = Sua primeira mão:
webapp-hand-of = Primeira mão do lugar { $n }:
webapp-table = Mesa:
webapp-about = O que a conferência prova
webapp-proves = ✅ significa: o baralho da rodada é exatamente o que decorre da semente (cuja impressão digital você viu antes da rodada), das contribuições dos participantes e do rótulo. O servidor não podia escolher um baralho depois dos seus toques.
webapp-not-proves = A conferência não recalcula os resultados e placares registrados (quem faz isso é python -m engines verify, com o arquivo de registro), e não impede que quem administra o servidor veja as cartas durante a partida.

## the table page (bot/web/static/table.js, issue 45)
table-page-title = Mesa
table-page-loading = Arrumando a mesa…
table-page-reconnecting = Conexão perdida — reconectando…
table-page-outside = Esta mesa abre no Telegram: abra-a pela mensagem do bot.
table-page-no-room = O endereço não indica nenhuma sala: abra a mesa pela mensagem do bot.
table-page-players = Jogadores
table-page-table = Na mesa
table-page-hand = Suas cartas
table-page-actions = Botões
table-page-chat = No chat
table-page-watching = 👁 Você está assistindo: as cartas dos jogadores não aparecem para você.
table-page-you = você
table-page-cards = Cartas: { $n }
table-page-stock = Monte: { $n }
table-page-discard = Descarte: { $n }
table-page-trump = Trunfo: { $card }
table-page-trump-mark = trunfo
table-page-attacker = ataca
table-page-defender = defende
table-page-acting = é a vez
table-page-ready = confirmou
table-page-not-ready = ainda não confirmou
table-page-your-move = Sua vez
table-page-covered = { $attack }, coberta com { $cover }
table-page-uncovered = { $card }, ainda não coberta
table-page-led-by = { $name } joga
table-page-tricks = Vazas: { $n }
table-page-score = Pontos: { $n }
table-page-captured = Capturadas: { $n }
table-page-scope = Scopas: { $n }
table-page-spread = Cartas viradas para baixo: escolha uma
table-page-choose = Toque numa carta marcada na mesa ou escolha abaixo.
table-page-which = Qual jogada?
table-page-select = Toque nas cartas para marcá-las e depois jogue-as.
table-page-play = ▶ Jogar as cartas marcadas
table-page-cancel = Cancelar
table-page-confirm = { $action } — tem certeza?
table-page-yes = Sim
table-page-ok = OK
table-page-clock = Tempo
table-page-clock-stop = Janela do «Alto!»
table-page-clock-claim = Responda ao «Alto!»
table-page-clock-throwin = Tempo para jogar mais cartas
table-page-seconds = { $n } s
table-page-status-lobby = Sala
table-page-status-playing = Em jogo
table-page-status-between = Partida encerrada
table-page-status-closed = Sala fechada
table-page-status-replay = Replay
table-page-replay-title = Replay: mão { $n }
table-page-replay-move = Jogada { $n } de { $total }
table-page-replay-dealt = Cartas distribuídas
table-page-replay-first = Ao início
table-page-replay-back = Voltar
table-page-replay-forward = Avançar
table-page-replay-last = Ao fim
table-page-replay-play = Reproduzir
table-page-replay-pause = Pausa
table-page-replay-speed = Velocidade
table-page-replay-jump = Ir para a jogada
table-page-replay-verified = ✅ Baralho justo: verificação aprovada
table-page-replay-unverified = ❌ A verificação do baralho falhou
table-page-replay-hands = Cartas dos jogadores
table-page-replay-missing = Replay não encontrado: o link está errado ou a mão não é mais guardada.
table-page-replay-clock = ⏱ O tempo acabou
table-page-replay-draw = Sorteio: { $cards }
table-page-replay-share = Compartilhar
table-page-replay-copied = Link do replay copiado
table-page-refused-unsigned = A página não foi aberta pelo Telegram: abra a mesa pela mensagem do bot.
table-page-refused-stale = Os dados do Telegram estão desatualizados: feche a mesa e abra de novo.
table-page-refused-unavailable = Essa sala não existe (ou não existe mais).
table-page-refused-malformed = A solicitação está corrompida.
table-page-refused-too-fast = Rápido demais — espere um segundo.
table-page-refused-network = O servidor não responde.
table-page-talk = Conversa da mesa
table-page-talk-empty = Aqui aparece o que for dito nesta mesa.
table-page-talk-placeholder = Diga algo à mesa…
table-page-talk-send = Enviar
table-page-talk-phrases = Uma rodada em equipes está em andamento: nada de dicas, só estas frases vão para a mesa.
table-page-talk-muted = 🔇 Você silenciou esta mesa com /mute: as palavras dos outros não chegam aqui.

profile-title = ⚙ Perfil
profile-language = Idioma: { $name }
profile-style = Baralho da Scopa: { $style ->
    [french] francês
    [roses] Rosas e lírios
   *[italian] italiano
  } ({ $sample })
profile-fp = Mostrar a impressão digital do baralho: { $on ->
    [yes] sim
   *[no] não
  }
profile-pings = 🔔 Lembrar da minha vez: { $on ->
    [yes] sim
   *[no] não
  }
profile-hands = 🃏 Cartas numa partida de grupo: { $where ->
    [group] no grupo
    [private] no chat privado
   *[both] no grupo e no chat privado
  }
profile-fp-hint = A impressão digital 🔒 são os 8 primeiros dígitos hexadecimais do SHA-256 da semente secreta do baralho. Ela aparece antes da rodada; depois a semente é revelada e qualquer pessoa pode conferir que o baralho era aquele.
style-italian = Italiano
style-french = Francês
style-roses = Rosas e lírios
btn-fp = Impressão digital: { $on ->
    [yes] ligar
   *[no] desligar
  }
btn-pings = 🔔 Lembretes de jogada: { $on ->
    [yes] ligar
   *[no] desligar
  }
btn-hands = 🃏 { $where ->
    [group] No grupo
    [private] No privado
   *[both] Os dois
  }

join-ok = Você entrou!
join-already = Você já está nesta sala.
left-ok = Você saiu.
ready-ok = Pronto!
ready-already = Você já marcou «Pronto».
unready-ok = «Pronto» desmarcado.
computer-added = Computador adicionado.
computer-removed = Computador removido.
option-ok = Regras alteradas.
option-ok-cleared = Regras alteradas; marcas de «Pronto» apagadas.
ended-ok = A partida terminou.
surrender-ok = Você desistiu.
record-sent-private = O registro está no seu chat privado.
confirm-leave = Sair da partida em andamento? Um computador assume o seu lugar e os outros continuam (se só sobrarem computadores, a partida acaba). Toque de novo para confirmar.
confirm-end = { $people ->
    [yes] Encerrar a partida para todo mundo? Aqui só jogam pessoas: no rating conta como derrota sua (ou de quem o bot não consegue alcançar, se a partida espera por essa pessoa). Toque de novo para confirmar.
   *[no] Encerrar a partida para todo mundo? Toque de novo para confirmar.
}
confirm-surrender = { $game ->
    [bura] Desistir? Você perde a partida inteira, não só esta rodada: o outro lado vence. Toque de novo para confirmar.
    [scopa] Desistir? Você perde o jogo inteiro: o outro lado vence. Toque de novo para confirmar.
   *[other] Desistir? Toque de novo para confirmar.
  }

err-stale = Esta jogada não está mais disponível — suas cartas foram atualizadas.
err-move-gone = «{ $move }» não é mais possível: a mesa mudou enquanto você escolhia. Suas cartas foram atualizadas.
err-not-your-button = Este botão não é seu.
err-unknown-button = Botão desconhecido.
err-forged = Essa opção não existe.
err-unknown-room = A sala não foi encontrada ou está fechada.
err-invite-unknown = Convite não encontrado: o link está errado ou expirou.
err-invite-expired = Esta sala está fechada. Peça um novo convite.

## issue 32: invitations from any chat (inline mode), table talk
inline-title = { $n ->
    [0] { $game }
   *[other] { $game } para { $n }
  }
inline-desc = Publicar neste chat um convite com o botão «Entrar»
inline-room-title = Convidar para a minha sala: { $game }
inline-room-desc = Um convite para a sala onde você tem lugar
card-new = 🃏 { $name } convida você para jogar { $game }
card-seats = Lugares: { $n }
card-seated = Na mesa: { $names }
card-hint = Toque em «Entrar»: suas cartas chegam num chat privado com o bot.
card-closed = Sem lugares: a partida já começou ou a mesa está cheia.
card-joined = Você tem lugar na mesa! A sala está no seu chat privado com o bot.
card-seated-already = Você já tem lugar nesta mesa: a sala foi enviada ao seu chat privado com o bot.
card-open-bot = Abra o bot: ele te dá um lugar por este convite.
card-not-this-room = Este botão não pertence a este cartão de convite: nada mudou. Toque em «Entrar» no cartão da própria partida ou peça um novo convite.
card-not-ready = A partida deste cartão ainda não foi criada. Se o cartão acabou de ser enviado, toque de novo em um segundo; se não, peça um novo convite.
talk-line = 💬 { $name }: { $text }
talk-sticker = 💬 { $name }: { $emoji } (figurinha)
btn-talk-report = ⚠️ Denunciar
talk-reported = Denúncia registrada contra «{ $name }»: as próximas partidas rápidas com desconhecidos não vão juntar vocês.
err-talk-report = Só quem está nesta mesa pode denunciar, e nunca a própria pessoa.
talk-too-fast = Rápido demais: até 5 mensagens seguidas vão para a mesa, depois uma a cada { $sec } s. Esta não foi enviada — espere um pouco.
talk-nobody = Ninguém vai te ouvir: o resto da mesa desligou o papo.
talk-off-self = Seu papo da mesa está desligado (/profile): a mensagem não foi enviada.
talk-sent-to = 💬 Enviado para a mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } — a última em que houve jogada.
talk-phrases-only = 🤝 Há uma rodada de times na mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  }, e ninguém pode dizer suas cartas nem dar dicas — nem no chat. Sua mensagem não foi enviada: enquanto a rodada durar, só estas frases vão para a mesa. Texto livre de novo entre as rodadas.
talk-phrase-hello = 👋 Oi!
talk-phrase-luck = 🍀 Boa sorte!
talk-phrase-nice = 👍 Boa jogada!
talk-phrase-thanks = 🙏 Valeu!
talk-phrase-oops = 😅 Opa!
talk-phrase-haha = 😄 Haha!
talk-phrase-sorry = 🙂 Foi mal!
talk-phrase-gg = 🤝 Bom jogo!
talk-phrase-sent = 💬 Enviado: { $text }
err-talk-phrase = A frase não foi enviada: esta mesa não está mais jogando, ou você não tem lugar nela.
err-talk-table = A mensagem não foi enviada: esta mesa não está mais jogando, ou você não tem lugar nela.
mute-on = 🔇 O papo da mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } está desligado para você. /mute de novo para ligar.
mute-off = 🔊 O papo da mesa de { $game ->
    [durak] Durak
    [bura] Bura
   *[scopa] Scopa
  } está ligado de novo.
mute-none = Você não está em nenhuma partida em andamento fora de grupo: nada para silenciar.
err-room-full = Todos os lugares estão ocupados.
err-room-playing = Há uma partida em andamento; você pode entrar depois dela.
err-join-first = Você ainda não tem lugar na mesa: o chat com o bot se abre agora e te dá um (toque em «Iniciar» se o Telegram pedir). Depois toque em «Pronto».
err-join-here = { $teams ->
    [yes] Você ainda não está na mesa: escolha um time pelo botão dele na mesa do grupo — você se senta aqui mesmo, sem abrir o bot.
   *[no] Você ainda não está na mesa: toque em «➕ Entrar» na mesa do grupo — você se senta aqui mesmo, sem abrir o bot.
  }
err-not-in-room = Você não está nesta sala.
err-creator-only = Só quem criou a sala pode fazer isso.
err-no-computer = Não há computador na mesa.
err-no-game = Nenhuma partida em andamento.
err-record-unavailable = O registro fica disponível quando a rodada termina.
err-open-bot = Abra um chat privado com o bot (toque em «Iniciar») para eu poder enviar.
err-internal = Algo deu errado; sua jogada não se perdeu. Tente de novo.

## Time in the game (bot/rooms/deadlines.py)
dur = { $unit ->
    [h] { $n } h
    [m] { $n } min
   *[s] { $n } s
  }
bar-window = ⏱ { $bar } { $n } s — toque em «Alto!» enquanto a janela estiver aberta.
bar-claim = ⏱ { $bar } { $n } s — responda com o seu próprio «Alto!», ou o outro lado fica com a saída.
btn-hurry = ⏰ Apressar
hurry-ping = ⏰ { $name } pede pressa: é a sua vez em { $game }.
hurry-ping-next = ⏰ { $name } pede pressa: a mesa espera a próxima rodada de { $game } — toque em «▶ Próxima rodada».
hurry-ping-lobby = ⏰ { $name } pede pressa: { $game } começa quando você tocar no botão da sua mensagem.
hurry-group = ⏰ { $names }: { $name } pede pressa — toquem em «🃏 Minhas cartas».
hurry-sent = Lembrete enviado.
hurry-too-soon = Um lembrete foi enviado há pouco; espere um pouco.
hurry-not-yet = Você pode apressar alguém quando a jogada estiver atrasada.
hurry-nobody = A mesa toda está esperando você.
err-paused = A partida está pausada: esperando alguém que o bot não consegue alcançar.
pause-line = ⏸ Pausada: o bot não consegue alcançar { $names }. Esperando mais { $dur }; se não houver volta, a partida é cancelada sem vencedor. Volte: { $url }
pause-rated-note = Partida valendo ranking: sem volta, conta como derrota no ranking ({ $names }); «🤖 Jogar por …» passa o lugar ao computador agora — também é derrota.
pause-started = ⏸ { $game }: a partida está pausada — o bot não consegue alcançar { $names }. Esperando { $dur }; se não houver volta, a partida é cancelada sem vencedor.
pause-resumed = ▶ { $game }: { $names } voltou, a partida continua do mesmo ponto.
pause-cancelled = ✖ { $game }: { $names } não voltou, a partida é cancelada sem vencedor.
pause-cancelled-rated = ✖ { $game }: { $names } não voltou, a partida foi cancelada; no ranking conta como derrota para { $names }.
outcome-cancelled = Partida cancelada sem vencedor: { $name } não voltou.
outcome-expired = Sala fechada: um dia sem ações.
outcome-rated-loss = No ranking, isso conta como derrota para { $names }.
room-ttl-hint = ⌛ A sala fecha depois de { $dur } sem ações.
room-expired = ⌛ Sala fechada: { $dur } sem ações. Comece uma nova partida: /new
room-closed = Sala fechada. Comece uma nova partida: /new

## issue 17
cmd-language = idioma (num grupo: o da mesa, para admins)
cmd-hands = cartas no grupo: liga/desliga (para admins)
cmd-rules = regras dos jogos
language-pick-mine = Seu idioma: { $name }. As mensagens privadas do bot seguem ele.
language-set-mine = Idioma alterado.
language-pick-group = O idioma da mesa neste grupo: { $lang ->
    [none] o de quem abre a sala
   *[other] { $name }
  }. Os administradores podem mudá-lo; as mensagens privadas de cada participante continuam no idioma de cada um.
language-set-group = As mesas deste grupo agora falam { $name }; as mensagens privadas continuam no idioma de cada participante.
language-admins-only = Só os administradores do grupo podem mudar o idioma dele.
group-hands-state = 🃏 As cartas neste grupo: { $on ->
    [yes] aparecem aqui mesmo, cada um vê só as suas (o botão «🃏 Minhas cartas»)
   *[no] só no chat privado com o bot
  }
btn-group-hands = { $on ->
    [yes] Mostrar cartas no grupo
   *[no] Parar de mostrar cartas no grupo
  }
group-hands-admins-only = Só os administradores do grupo decidem se as cartas aparecem no grupo.
group-hands-set = Feito: vale a partir das próximas jogadas.
btn-rules = ℹ️ Regras
btn-rules-more = 📖 Completas
btn-rules-short = ◀ Resumo
rules-pick = Regras de qual jogo?
rules-sent-private = As regras estão no seu chat privado.
scopa-legend = Figuras: { $f } = 8, { $c } = 9, { $r } = 10
rules-durak = 🃏 Durak em resumo
    36 cartas (6…A), seis para cada um; o naipe da carta virada no fundo do monte é o trunfo. Ordem: 6 < 7 < 8 < 9 < 10 < J < Q < K < A; um trunfo mata qualquer carta que não seja trunfo, e um trunfo só é morto por um trunfo maior.
    Quem ataca joga uma carta; quem defende a cobre com uma carta maior do mesmo naipe ou com um trunfo. Os outros podem acrescentar cartas de valores que já estão na mesa (no máximo 6, e não mais do que quem defende tem na mão).
    Tudo coberto: as cartas vão para o descarte e quem defendeu ataca em seguida. Não dá para cobrir: «Pegar» — quem defende leva a mesa e perde a vez.
    Depois de cada ataque, todo mundo compra até ficar com seis.
    Clássico: só se acrescenta. Com repasse: enquanto nenhuma carta estiver coberta, quem defende pode pôr uma carta do mesmo valor e repassar o ataque para a próxima pessoa.
    Quem ficar por último com cartas na mão é o durak.
rules-durak-more = 📖 Durak — completas
    Primeira saída: quem tem o menor trunfo depois da distribuição; se ninguém tem trunfo, o primeiro lugar da mesa.
    Limite: um ataque nunca tem mais de 6 cartas, nem mais do que quem defende tinha quando a defesa começou (depois de um repasse: a nova defesa).
    Compra depois de um ataque: primeiro quem abriu o ataque, depois os outros na ordem, quem defendeu por último; cada um completa até 6 de uma vez. Quando o monte acaba, o resto não compra.
    «Passo» só é dito por quem poderia acrescentar; qualquer carta nova na mesa anula todos os «Passo».
    «Pegar»: com «Acrescentar depois de "Pegar"» ligado, os outros ainda podem acrescentar cartas dentro do limite; depois quem defende leva a mesa e perde a vez.
    Repasse (Durak com repasse): enquanto nenhuma carta estiver coberta, quem defende põe uma carta do mesmo valor e o ataque passa adiante, se a próxima pessoa tiver cartas suficientes.
    Times (2×2, 3×2, 2×3): ninguém ataca nem acrescenta contra o próprio time; perde o time que ficar por último com cartas. Últimas cartas saindo ao mesmo tempo: empate. Nada de dicas para o time: enquanto a partida durar, o papo da mesa é só de frases prontas.
rules-bura = 🂮 Bura em resumo
    36 cartas, três para cada lado; a carta virada embaixo do monte é o trunfo. Valor das cartas (conta só nas vazas): A 11, 10 10, K 4, Q 3, J 2, 9…6 nada; 120 no total.
    Ordem para matar: 6 < 7 < 8 < 9 < J < Q < K < 10 < A.
    Sai-se com uma carta, ou duas ou três do mesmo naipe. Quem defende mata cada uma (carta maior do mesmo naipe ou trunfo) ou descarta a mesma quantidade virada para baixo, e então a vaza é de quem atacou. Os montes de vazas ficam escondidos até o fim da rodada.
    Depois de uma vaza, quem a ganhou escolhe: «Chega!» ou continuar comprando.
    «Chega!» com cartas valendo 41–70: +2 pontos de partida (+4 se o outro lado tem 41–70, +6 se tem mais de 70). Senão, o outro lado ganha 2.
    Sem «Chega!»: cartas valendo mais +1 ponto; outro lado sem nenhuma vaza («seco») +6.
    «Alto!»: três seis +3 pontos, três ases +4; três cartas do mesmo naipe na mão de quem defende tomam a saída.
    A partida vai até 12 pontos. «🏳 Entregar a partida» dá ao outro lado a partida inteira.
    Quem sai primeiro: antes da rodada 1 cada lado tira uma carta de um leque virado para baixo; a maior (6 < … < 10 < J < Q < K < A) sai, com valores iguais sorteia-se de novo.
rules-bura-more = 📖 Bura — completas: pontos de partida
    «Chega!» é dito por quem ganhou a vaza, antes de comprar; conta o valor das cartas no seu monte fechado:
    · você 41–70, o outro lado abaixo de 41 — +2 pontos;
    · você 41–70 e o outro lado 41–70 — +4;
    · você 41–70, o outro lado acima de 70 — +6;
    · você abaixo de 41 ou acima de 70 — o outro lado ganha 2.
    Uma rodada jogada até o fim sem «Chega!»: cartas valendo mais — +1; outro lado sem uma única vaza («seco») — +6; empate — ninguém, e o mesmo lado sai de novo.
    «Alto!»: três seis — +3, três ases — +4, a qualquer momento da rodada. Três cartas do mesmo naipe na mão de quem defende — um corte: 5 segundos depois de cada compra; se quem ataca também tem três de um naipe, tem 3 segundos para o próprio «Alto!».
    A próxima rodada sai de quem pontuou na anterior. A partida vai até 12 pontos.
rules-scopa = 🂡 Scopa em resumo
    40 cartas, quatro naipes de dez: ás = 1, 2…7 pelo número, F (fante, valete) = 8, C (cavallo, cavalo) = 9, R (re, rei) = 10; no baralho francês J, Q, K.
    Três cartas para cada um, quatro na mesa. Jogue uma carta: ela leva uma carta da mesa de mesmo valor ou, se não houver, um grupo de cartas que some o mesmo. Levar é obrigatório. Nada para levar: a carta fica na mesa.
    Limpar a mesa com uma captura é uma scopa (+1), exceto na última jogada da rodada.
    Pontos depois de cada rodada: mais cartas +1, mais ouros +1, settebello (7 de ouros) +1, primiera +1, cada scopa +1. Empate numa categoria: ninguém.
    Um contra um ou 2×2 (a dupla senta frente a frente). Jogo até 11 pontos ou até a meta escolhida.
rules-scopa-more = 📖 Scopa — completas
    Primiera: de cada naipe pega-se a melhor carta pela escala 7 → 21, 6 → 18, ás → 16, 5 → 15, 4 → 14, 3 → 13, 2 → 12, F, C, R → 10, e somam-se os quatro números; naipe que falta conta 0. Exemplo: 7 de ouros + 6 de copas + ás de espadas + R de paus = 21 + 18 + 16 + 10 = 65. A soma maior — +1 ponto.
    Nova distribuição: se entre as quatro cartas da mesa há três ou quatro reis (R), as cartas são distribuídas de novo de um baralho novo da mesma semente; a mesa avisa numa linha, e o registro também.
    Fim da rodada: as cartas que sobram na mesa depois da última jogada vão para quem capturou por último (não é scopa); uma scopa na última jogada da rodada não conta.
    Cada um dá as cartas na sua vez; joga primeiro quem está depois de quem deu. A vitória só se decide depois de uma rodada: se os dois lados chegam à meta, vence o placar maior; empate — mais uma rodada.
    2×2: as cartas da sua dupla ficam escondidas; não vale dizer suas cartas nem dar dicas, nem no chat: enquanto a rodada durar, o papo da mesa é só de frases prontas.
bura-declared-ok = «Chega!» — { $name }: cartas valendo { $points }, dentro de 41–70.
bura-declared-wrong = «Chega!» — { $name }: cartas valendo { $points }, mas precisava de 41–70.
durak-loser-cards = 🃏 Durak: { $name } (ficou com { $cards })
scopa-won = { $category ->
    [cards] Cartas
    [coins] Ouros
   *[primiera] Primiera
  } { $counts } → { $who }
scopa-won-settebello = Settebello → { $who }
scopa-nobody = ninguém (empate)
durak-table = Mesa (ataque ← defesa):

## issue 19
durak-rule-throw-in = Acrescentar: { $timing ->
    [after_cover] só quando todas as cartas da mesa estão cobertas (carta por carta)
   *[any_time] a qualquer momento
  }
durak-rule-teams = Times: { $teams ->
    [pairs] duas duplas (lugares 1 e 3 contra 2 e 4)
    [threepairs] três duplas (lugares 1 e 4, 2 e 5, 3 e 6)
   *[threes] dois trios (lugares 1, 3, 5 contra 2, 4, 6)
  }; ninguém ataca o próprio time, perde o time que ficar com cartas
durak-loser-team = O time { $mark } { $n } perde: { $names }
team-ok = Você está no time { $mark } { $n }.
team-already = Você já está no time { $mark } { $n }.
team-join-open = Abra o bot: lá você pega um lugar no time { $mark } { $n }.
err-team-full = Todos os lugares do time { $mark } { $n } já foram escolhidos.
durak-rule-tat = Acrescentar depois de «Pegar»: { $tat ->
    [yes] sim
   *[no] não
  }

## issue 21
room-fault = ⚠ A sala foi fechada por uma falha: não deu para restaurá-la. Comece uma nova partida: /new
err-room-fault = Esta sala foi fechada por uma falha. Comece uma nova partida: /new
err-anonymous = Um administrador anônimo não pode ocupar um lugar: envie o comando da sua própria conta.
err-not-your-picker = Outra pessoa abriu esta escolha de jogo: digite /new por conta própria.
err-not-your-profile = Este é o perfil de outra pessoa: digite /profile por conta própria.
err-too-fast = Rápido demais — espere um segundo.
err-too-many-rooms = Você já tem { $n } salas abertas: termine ou saia de uma para começar outra.
err-too-many-lobbies = Você já está em { $n } salas esperando a partida começar: comece uma ou saia de uma para entrar em outra.
err-chat-rooms = Este grupo já tem { $n } salas abertas: termine uma para começar outra.
group-lost = ⚠ { $game }: o bot foi removido do grupo — a partida continua aqui, no chat privado.
err-busy = O banco de dados está ocupado com outro processo: nada mudou, tente de novo em um segundo.
err-record-players-only = O registro de uma rodada só vai para quem a jogou.
err-old-menu = Este menu está desatualizado: digite { $command } de novo.

## issue 16
option-same = Já está assim.
ai-level-ok = Nível do computador alterado; as marcas de «Pronto» continuam.
lobby-stale = A sala mudou nesse meio-tempo — mensagem atualizada.
solo-ok = A partida contra o computador começa.
err-solo-others = Já há outras pessoas aqui: adicione computadores com «🤖 + Computador».
lobby-ready-cleared = ⚠ As regras mudaram — as marcas de «Pronto» foram apagadas, confirme de novo.
lobby-sides-cleared = ⚠ Os lados mudaram — quem foi trocado de lugar toca em «Pronto» de novo.
settings-header = ⚙️ Configurações da sala (alteradas por { $name }); «← Voltar à sala» traz de volta os botões da partida.
err-settings-creator = ⚙️ Só { $name }, quem criou esta sala, altera as configurações dela.
computers-filled = { $n ->
    [one] { $n } computador adicionado.
    [many] { $n } computadores adicionados.
   *[other] { $n } computadores adicionados.
  }
shuffle-ok = Os times foram sorteados.
rematch-line = 🔁 Jogar de novo: { $list } · 🔒 { $fp }
solo-hint = 🤖 Contra o computador: escolha o número de adversários — a rodada começa na hora.
btn-solo-one = 🤖 Contra o computador
btn-solo = 🤖 × { $n }
opt-ai = 🤖 { $level ->
    [random] fácil
    [ismcts] difícil
   *[heuristic] normal
  }
ai-level-line = 🤖 Nível do computador: { $level ->
    [random] fácil (jogadas ao acaso)
    [ismcts] difícil (explora as possibilidades)
   *[heuristic] normal (as regras de quem tem experiência)
  }
opt-mode = { $mode ->
    [perevodnoy] com repasse
   *[podkidnoy] clássico
  }
opt-tat = Acrescentar depois de «Pegar»
opt-ti = { $timing ->
    [after_cover] depois de cobrir
   *[any_time] a qualquer hora
  }
opt-teams = { $teams ->
    [pairs] 2 contra 2
    [threepairs] três duplas
    [threes] 3 contra 3
   *[none] sem times
  }
opt-scopa-seats = { $seats ->
    [4] 2×2
   *[other] um contra um
  }
btn-solo-game = 🤖 { $game }
pick-solo-hint = 🤖 — direto contra o computador, distribuído na hora.

## issue 18
cmd-stats = minhas estatísticas
cmd-top = ranking deste grupo
cmd-forget = apagar meus dados
stats-title = 📊 Suas estatísticas
stats-title-group = 📊 Estatísticas de { $name } — partidas deste grupo
stats-none = Nenhuma partida terminada ainda.
stats-line = { $who }: { $games ->
    [one] { $games } partida
    [many] { $games } partidas
   *[other] { $games } partidas
  }, vitórias: { $wins }, { $game ->
    [durak] durak { $losses ->
        [one] uma vez
        [many] { $losses } vezes
       *[other] { $losses } vezes
      }, { $draws ->
        [one] { $draws } empate
        [many] { $draws } empates
       *[other] { $draws } empates
      }
   *[other] derrotas: { $losses }
  } — { $rate }% de vitórias
stats-who-all = Todas as partidas
stats-who-people = 👥 Contra pessoas
stats-who-computer = 🤖 Contra o computador ({ $level ->
    [random] fácil
    [ismcts] difícil
    [heuristic] normal
   *[other] nível desconhecido
  })
stats-streak = 🔥 Vitórias seguidas: agora { $current }, recorde { $best }
stats-rating = 📈 Rating: { $rating } ± { $pm } ({ $games ->
    [one] { $games } partida valendo rating
    [many] { $games } partidas valendo rating
   *[other] { $games } partidas valendo rating
  })
stats-favourite = ⭐ Modalidade favorita: { $mode }
stats-mode-durak = { $mode ->
    [perevodnoy] com repasse
   *[podkidnoy] clássico
  }, { $seats ->
    [one] { $seats } participante
    [many] { $seats } participantes
   *[other] { $seats } participantes
  }{ $teams ->
    [pairs] , dupla contra dupla
    [threepairs] , três duplas
    [threes] , três contra três
   *[none] {""}
  }
stats-mode-scopa = { $seats ->
    [4] 2×2, time contra time
   *[other] um contra um
  }
btn-stats-chart = 📈 Gráfico
stats-replays = ▶️ Replays das últimas mãos — nos botões abaixo, a mais recente primeiro.
btn-stats-replay = ▶️ { $game } · { $date }
btn-stats-replay-deal = ▶️ { $game } · { $date } · mão { $deal }
stats-chart-caption = 📈 Partidas por semana e a taxa de vitórias até agora
stats-chart-caption-group = 📈 { $name }: partidas neste grupo por semana e a taxa de vitórias até agora
chart-title = Partidas e vitórias
chart-games = partidas
chart-rate = vitórias, %
picture-standings-rank = Nº
picture-standings-player = Jogador
picture-standings-score = Pontos
picture-standings-buchholz = Buchholz
picture-standings-games = Partidas
picture-bracket-round = Rodada { $n }
picture-bracket-final = Final
picture-bracket-semifinal = Semifinais
picture-bracket-quarterfinal = Quartas de final
picture-bracket-champion = Campeão
picture-bracket-bye = folga
picture-bracket-walkover = W.O.
err-not-your-stats = Estas são as estatísticas de outra pessoa: digite /stats por conta própria.
top-title = 🏆 { $game } — { $period ->
    [week] esta semana
    [month] este mês
   *[all] todos os tempos
  }
top-line = { $n }. { $name } — { $wins } de { $games } vencidas ({ $rate }%)
top-empty = Ninguém no ranking ainda.
top-loser-week = 🤡 O durak da semana: { $name } ({ $n ->
    [one] uma vez
    [many] { $n } vezes
   *[other] { $n } vezes
  })
top-hint = Só partidas entre pessoas; entra no ranking a partir de { $n ->
    [one] { $n } partida
    [many] { $n } partidas
   *[other] { $n } partidas
  }. Para sair, use /profile.
top-global-title = 🌍 Ranking global — { $game }
top-global-line = { $n }. { $name } — { $rating } ± { $pm }, partidas: { $games }
top-global-empty = Ninguém neste ranking ainda.
top-global-hint = Ratings Glicko-2, que só mudam com partidas entre pessoas (sem computador na mesa). Aparece quem ligou «🌍 Ranking global» no /profile, a partir de { $n ->
    [one] { $n } partida valendo rating
    [many] { $n } partidas valendo rating
   *[other] { $n } partidas valendo rating
  }.
top-global-unknown = Não existe o jogo «{ $name }» aqui: digite /top global com um destes: { $games }.
top-global-season = 🗓 Temporada: { $season } ({ $current ->
    [yes] atual
   *[no] encerrada
  })
btn-season = 🗓 { $season }
btn-season-current = 🗓 Temporada atual
top-season-unknown = Essa temporada não existe ou já não é guardada: toque num dos botões da classificação.
stats-best-season = 🏅 Melhor temporada: { $season }, { $rating } ± { $pm }
btn-top-period = { $period ->
    [week] Semana
    [month] Mês
   *[all] Sempre
  }
forget-private-only = /forget funciona no chat privado com o bot.
forget-ask = Apagar seus dados? Seus resultados e estatísticas serão removidos, e seus lugares nos registros guardados ficarão anônimos. Isso não pode ser desfeito.
btn-forget-yes = 🗑 Apagar
btn-forget-no = Manter
forget-kept = Nada foi apagado.
forget-done = Seus dados foram apagados.
forget-leave-first = Saia primeiro das suas partidas abertas.
profile-hidden = 🏆 Rankings de grupo: { $on ->
    [yes] você não aparece
   *[no] você aparece
  }
profile-talk = 💬 Papo da mesa: { $on ->
    [yes] ligado
   *[no] desligado
  }
btn-hide = { $on ->
    [yes] 🏆 Me esconder dos rankings
   *[no] 🏆 Me mostrar nos rankings
  }
btn-talk = { $on ->
    [yes] 💬 Ligar o papo da mesa
   *[no] 💬 Desligar o papo da mesa
  }
profile-rated = 🌍 Ranking global (/top global): { $on ->
    [yes] você aparece
   *[no] você não aparece
  }
btn-rated = { $on ->
    [yes] 🌍 Entrar no ranking global
   *[no] 🌍 Sair do ranking global
  }

## issue 16
err-room-locked = Quem criou a sala a fechou: ela não aceita mais ninguém.
takeover-ok = Feito: agora o computador joga por esse lugar.
takeover-self = Esse é o seu próprio lugar: você está aqui, então o computador não joga por ele. Faça sua jogada no chat privado com o bot.
takeover-announce = 🤖 { $game }: agora o computador joga por { $names }. Para retomar o lugar, toque em qualquer botão desta partida.
takeover-announce-rated = 🤖 { $game }: agora o computador joga por { $names }, e no ranking esta partida é uma derrota para { $names }. Para retomar o lugar, toque em qualquer botão desta partida.
kick-ok = O lugar foi liberado.
lock-already = Já está assim.
lock-on = Fechada: a sala não aceita mais ninguém.
lock-off = Aberta para novas pessoas.
you-are-out = 🏁 Você saiu do jogo — não tem mais cartas. Os outros continuam; o resultado vai aparecer aqui. Você já pode sair da sala sem atrapalhar ninguém.
btn-leave-out = 👋 Sair da sala
computer-plays-for-you = 🤖 Agora o computador joga por você: toque em qualquer botão para retomar seu lugar.
btn-my-cards = 🃏 Minhas cartas
tap-my-cards = 👉 { $names }: sua vez — toque em «🃏 Minhas cartas», suas cartas aparecem aqui só para você.
err-not-seated-here = Você não tem lugar nesta mesa.
next-deal-auto = ⏩ A próxima rodada começa sozinha em { $dur }; o botão abaixo a começa agora.
btn-rematch = 🔁 Jogar de novo
lobby-locked = 🔒 Fechada: não entra mais ninguém.
btn-take-over = 🤖 Jogar por { $name }
btn-kick = ✖ Remover: { $name }
btn-lock = 🔒 Fechar a sala
btn-unlock = 🔓 Abrir a sala
tally-durak = 📊 Durak: { $list }
tally-wins = 📊 Vitórias: { $list }
tally-entry = { $name } — { $n }
computer-for = 🤖 { $name }
durak-throw-wait = ⏱ Acrescentar: esperar { $n } s quando todas as cartas estiverem cobertas
durak-throw-wait-take = ⏱ Acrescentar: esperar { $n } s quando todas as cartas estiverem cobertas ou a defesa pegar
durak-throw-wait-off = ⏱ Acrescentar: esperar sem limite
btn-throw-wait = ⏱ Espera para acrescentar: { $n } s
btn-throw-wait-off = ⏱ Espera para acrescentar: sem limite
bar-throwin = ⏱ { $bar } { $n } s — acrescente ou toque em «Passo»; depois o ataque termina sozinho.
bar-throwin-take = ⏱ { $bar } { $n } s — acrescente ou toque em «Passo»; depois a defesa pega as cartas.
bar-still = (No grupo esta contagem não anda — o Telegram só deixa um bot editar 20 vezes por minuto em cada grupo: os { $n } s contam a partir de quando esta mensagem apareceu.)
game-over-header = 🏁 { $game }: a partida acabou.

## issue 32: quick match
cmd-play = jogar com qualquer pessoa (partida rápida)
btn-quick = 🎲 Jogar com qualquer pessoa
btn-quick-any = tanto faz
btn-quick-wait = ⏱ { $sec } s
btn-quick-go = 🎲 Entrar na fila
btn-quick-leave = Sair da fila
btn-quick-fill = 🤖 Completar com computadores
btn-quick-keep = ⏳ Esperar mais { $sec } s
quick-seats = { $n ->
    [one] { $n } participante
    [many] { $n } participantes
   *[other] { $n } participantes
  }
quick-seats-range = { $low }–{ $high } participantes
quick-menu-title = 🎲 Jogar com qualquer pessoa: eu junto você com gente procurando o mesmo jogo.
quick-menu-choice = Escolhido: { $what }.
quick-menu-hint = Se ninguém aparecer em { $sec } s, eu ofereço computadores. Os adversários veem só o seu primeiro nome (o nome completo se você quiser, no /profile).
quick-waiting = ⏳ Procurando adversários: { $what }. Sem ninguém em { $sec } s, eu ofereço computadores.
quick-offer = Ninguém ainda ({ $what }). Pôr computadores ({ $n }) nos lugares livres e começar, ou esperar mais?
quick-matched = 🎲 Adversários encontrados: { $names }{ $n ->
    [0] {""}
   *[other] {""} e computadores ({ $n })
  }. Suas cartas chegam na próxima mensagem. Boa sorte!
quick-filled = 🤖 Você joga contra computadores ({ $n }). Suas cartas chegam na próxima mensagem.
quick-left = Você saiu da fila.
quick-not-queued = Você não está mais na fila.
quick-in-queue = Você já está na fila — aqui está ela.
quick-joined = Você está na fila.
quick-keep-ok = Esperando mais.
quick-private = Jogar com qualquer pessoa acontece no chat privado com o bot: toque no botão abaixo e escolha um jogo lá.
quick-cooldown = Ainda não: você saiu cedo de partidas rápidas ({ $n } vezes), então espera { $sec } s antes da próxima. Jogue suas partidas até o fim e a espera diminui.
quick-too-many-joins = Vezes demais: você pode entrar na fila no máximo { $n } vezes por minuto. Tente de novo em { $sec } s.
err-not-your-menu = Este é o menu de outra pessoa: abra o seu com /play.
profile-name = 🎲 Nome em partidas com desconhecidos: { $on ->
    [yes] nome completo
   *[no] só o primeiro nome
  }
btn-show-name = { $on ->
    [yes] 🎲 Mostrar meu nome completo
   *[no] 🎲 Mostrar só meu primeiro nome
  }
quick-found = 🎲 Adversários encontrados — suas cartas chegam na próxima mensagem.

# Card names for screen readers on the table page (see en)
card-name = { $rank } de { $suit }
card-rank-a = ás
card-rank-2 = dois
card-rank-3 = três
card-rank-4 = quatro
card-rank-5 = cinco
card-rank-6 = seis
card-rank-7 = sete
card-rank-8 = oito
card-rank-9 = nove
card-rank-t = dez
card-rank-j = valete
card-rank-q = dama
card-rank-k = rei
card-rank-it-j = valete
card-rank-it-q = cavalo
card-rank-it-k = rei
card-suit-s = espadas
card-suit-h = copas
card-suit-d = ouros
card-suit-c = paus
card-suit-it-s = espadas
card-suit-it-h = copas
card-suit-it-d = moedas
card-suit-it-c = bastões

# ----- tournaments in a group (issue 47) -----
cmd-tournament = torneio neste grupo
tn-title = 🏆 Torneio: { $game }, { $format }
tn-format-swiss = sistema suíço
tn-format-knockout = mata-mata
tn-rounds = Rodadas: { $n }
tn-people = Inscritos ({ $n } de { $max }): { $names }
tn-nobody = Ninguém se inscreveu ainda.
tn-status-running = ▶️ Rodada { $round } de { $rounds } em andamento.
tn-status-finished = 🏁 O torneio terminou.
tn-status-cancelled = ✖️ O torneio foi cancelado.
tn-how = De { $min } a { $max } pessoas. Quem criou o torneio ou um administrador do grupo dá a largada.
tn-btn-join = ➕ Participar
tn-btn-leave = ➖ Sair
tn-btn-start = ▶️ Começar
tn-btn-cancel = ✖️ Cancelar
tn-computer = 🤖 computador
tn-round = Rodada { $round } de { $rounds }:
tn-bye = { $name }: folga (uma vitória sem jogar)
tn-round-go = Cada mesa é uma partida deste grupo, logo abaixo. Boa sorte!
tn-winner = 🥇 Vencedor: { $name }
tn-standings = Classificação final:
tn-group-only = Torneios acontecem em grupos: adicione o bot a um grupo e envie /tournament lá.
tn-usage = Uso: /tournament <jogo> [swiss|knockout] [rodadas]. Jogos: { $games }. De { $min } a { $max } pessoas.
tn-joined = Você está no torneio.
tn-left = Você saiu da lista.
tn-started = O torneio começou!
tn-cancelled = O torneio foi cancelado.
tn-err-joined = Você já está na lista.
tn-err-not-in = Você não está na lista.
tn-err-closed = As inscrições deste torneio estão encerradas.
tn-err-full = O torneio está lotado.
tn-err-count = Um torneio precisa de 4 a 64 pessoas.
tn-err-not-creator = Só quem criou o torneio ou um administrador do grupo pode fazer isso.
tn-err-open = Este grupo já tem um torneio aberto: termine-o primeiro.
top-tournaments = 🏆 Torneios:
top-tournament-line = 🥇 { $name } (participantes: { $n })
btn-top-tournament = 📋 Classificação: { $name }, { $date }
top-tournament-unknown = Esse torneio não existe aqui ou já não é guardado: toque num dos botões da classificação.
tn-btn-end = ⛔ Encerrar o torneio
tn-ended = O torneio foi encerrado: contam as rodadas jogadas até o fim.
# a tournament's start time, pause, dropping a person (issue 47: bot/rooms/tournament_control.py)
tn-starts-at = ⏰ Começa às { $time } ({ $zone }). Se até lá houver menos de { $min } inscritos, é cancelado.
tn-btn-later-15 = ⏰ +15 min
tn-btn-later-60 = ⏰ +1 h
tn-btn-no-time = ⏰ Sem horário
tn-time-set = Começa às { $time } ({ $zone }), daqui a { $minutes } min.
tn-time-cleared = Horário de início removido: o torneio começa com «▶️ Começar».
tn-err-time = O horário de início só pode ser nas próximas 24 horas.
tn-err-no-time = Não há horário de início definido.
tn-called-off = ✖️ Torneio cancelado: no horário marcado havia { $n } inscritos, e são precisos pelo menos { $min }.
tn-called-off-late = ✖️ Torneio cancelado: o bot não estava a funcionar no horário de início, e já passou mais de uma hora desde então.
tn-status-paused = ⏸ Em pausa: as mesas desta rodada continuam; a próxima rodada começa quando o torneio for retomado.
tn-btn-pause = ⏸ Pausar
tn-btn-resume = ▶️ Retomar
tn-paused = Em pausa: nenhuma rodada nova começa até o torneio ser retomado.
tn-resumed = O torneio continua.
tn-err-paused = O torneio já está em pausa.
tn-err-not-paused = O torneio não está em pausa.
tn-btn-drop = 🚫 Retirar um jogador
tn-drop-pick = Quem retirar do torneio? Toque num nome.
tn-btn-drop-person = 🚫 { $name }
tn-dropped = { $name } já não está no torneio.
tn-dropped-note = 🚫 { $name } sai do torneio: sem emparceiramento nas próximas rodadas, e a partida em curso conta como abandono da mesa.
tn-left-group = 🚪 { $name } já não está no grupo e sai do torneio.
tn-err-dropped = Essa pessoa já saiu.
tn-err-no-player = Essa pessoa não está no torneio.
tn-out = Fora: { $names }
tn-usage-time = Com horário: /tournament durak 21:00 (UTC) ou 21:00+3 (UTC+3) — começa sozinho; o fuso fica guardado para os próximos torneios do grupo.
tn-seats = Em cada mesa: { $size ->
    [tables] 3–4 pessoas, pela pontuação (5 pessoas: 3 + 2 e um computador)
   *[pairs] duas, um contra um
  }
tn-opt-seats = { $size ->
    [tables] 3–4 por mesa
   *[pairs] um contra um
  }
tn-options-how = Até o início, o criador ou um administrador do grupo escolhe as regras de todas as mesas com os botões abaixo.
# a tournament's «your table is ready» (issue 47)
tn-ping = 🔔 { $title }, rodada { $round } de { $rounds }: a tua mesa está pronta. Na tua mesa: { $names }.
tn-ping-hand-here = As tuas cartas estão neste chat, mais abaixo.
tn-ping-hand-group = As tuas cartas estão no grupo: o botão «🃏 Minhas cartas» por baixo da mesa.
tn-ping-link = O torneio no grupo: { $link }
tn-ping-group = 🔔 { $names }: as vossas mesas estão prontas — estão mais abaixo neste grupo.
# «🔎 Разбор» (issue 46): the review of a finished deal
btn-review = 🔎 Análise
review-working = Analisando a mão… Vou enviar a análise no chat privado.
review-busy = A análise desta mão já está sendo preparada — envio assim que estiver pronta.
review-title = 🔎 Análise: { $game }, mão { $n }
review-mistake = Jogada { $move }: você jogou «{ $played }»; era melhor «{ $better }» — isso custou { $cost }.
review-cost-chance = ~{ $percent }% de chance de não ser o durak
review-cost-points = ~{ $points } pontos
review-none = Nenhum erro encontrado: todas as suas decisões ({ $n }) foram tão boas quanto as da busca. Bem jogado!
review-how = Cada decisão é julgada pelo que você via naquele momento, nunca pelas cartas dos outros.
err-review-players-only = Só é possível analisar uma mão em que você jogou.
err-review-unavailable = Esta mão não pode ser analisada: não foi jogada até o fim ou já não está guardada.
err-review-limit = Chega de análises nesta hora — a próxima será possível em { $minutes } min.
err-review-failed = Não foi possível analisar a mão — tente novamente mais tarde.

# «💡 Подсказка» (issue 46): the move the strongest computer would make, and why
btn-hint = 💡 Dica
hint-thinking = 💡 Pensando numa dica…
hint-move = 💡 O computador mais forte jogaria «{ $move }».
hint-why-cover = { $trump ->
    [yes] Cubra com um trunfo: senão você pega { $cards }.
   *[no] Cubra: senão você pega { $cards }.
  }
hint-why-take = Pegue: cobrir agora custa mais. Você pega { $cards }.
hint-why-transfer = Repasse: o próximo jogador defende, com { $cards } na mesa.
hint-why-throw-in = Jogue mais: o defensor tem { $cards } na mão.
hint-why-hold = Não jogue mais: guarde estas cartas para depois.
hint-why-lead-low = Saia com a sua carta mais baixa que não seja trunfo: guarde as fortes.
hint-why-enough = Diga «Chega!»: os pontos que você viu na sua pilha: { $points }.
hint-why-not-yet = Não diga «Chega!» ainda: os pontos que você viu na sua pilha: { $points }.
hint-why-stop = Diga «Alto!»: com estas cartas na mão você ganha.
hint-why-sweep = Leve a mesa inteira — uma scopa, um ponto a mais. Você leva para a sua pilha { $cards }.
hint-why-settebello = Leve o settebello, o sete de ouros: um ponto por si só. Você leva para a sua pilha { $cards }.
hint-why-primiera = Leve os setes — eles decidem a primiera. Setes nesta captura: { $sevens }; você leva para a sua pilha { $cards }.
hint-why-no-sweep = Jogue esta carta: depois dela nenhuma carta sozinha leva a mesa inteira — sem scopa para o adversário.
hint-why-capture = Capture: você leva para a sua pilha { $cards }.
hint-why-only = Aqui só há uma jogada sensata.
hint-why-luck = É um sorteio às cegas: qualquer carta vale o mesmo que outra.
hint-why-best-chance = Pela estimativa da busca, sua chance de não ser o durak assim: ~{ $percent }%.
hint-why-best-points = Pela estimativa da busca, esta jogada supera a óbvia em cerca de { $points } pontos.
hint-why-best-plain = Pela estimativa da busca, esta é a melhor jogada aqui.
err-hint-not-yours = Este botão não é seu.
err-hint-not-allowed = Dicas só existem em partidas contra computadores (nunca com outra pessoa, nunca numa partida ranqueada), com «💡 Dicas» ligadas em /profile.
err-hint-stale = Sem dica agora: não é a sua vez (ou a mensagem é antiga).
err-hint-failed = A dica não deu certo — tente de novo.
hints-on = 💡 Dicas ligadas.
hints-off = 💡 Dicas desligadas.
profile-hints = 💡 Dicas em partidas contra computadores: { $on ->
    [yes] ligadas
   *[no] desligadas
  }
btn-hints = { $on ->
    [yes] 💡 Ligar as dicas
   *[no] 💡 Desligar as dicas
  }
