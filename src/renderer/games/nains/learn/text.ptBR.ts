/** Regras, glossário, legenda e partida guiada de Nains em português do Brasil, com palavras do próprio projeto. */
import type { LearnText } from '../../shared/learn/learnText';

export const nainsLearnPtBR: LearnText = {
  rulesButton: 'Regras',
  help: 'O que fazer agora (regras)',
  learn: 'Aprender Nains',
  learnNote: 'Uma primeira Era guiada contra dois Senhores tranquilos.',
  rules: {
    title: 'Como jogar Nains',
    contents: 'Sumário',
    close: 'Fechar',
    sections: [
      { id: 'overview', title: 'Visão geral', paragraphs: [
        'De dois a cinco Senhores constroem uma cidade de anões. A cada turno as tavernas se enchem de anões e os Senhores dão lances com moedas para escolher primeiro. Vence quem tiver mais Bravura depois de duas Eras.',
        'Sua cidade tem cinco colunas, uma por Ordem: Represália (vermelha), Andarilhos (verde), Templo (roxa), Escudo (azul) e Forja (laranja). Cada Ordem pontua do seu jeito.',
        'Uma Era tem 4 turnos com 2 ou 3 Senhores, 3 turnos com 4 ou 5. A Era 1 termina com prêmios para quem lidera cada Ordem; a Era 2 termina com a contagem final.',
      ] },
      { id: 'turn', title: 'Lances', paragraphs: [
        'Três tavernas abrem a cada turno, cada uma com tantos anões quantos forem os Senhores (3 com dois Senhores). Você tem cinco moedas. Ponha uma moeda virada para baixo em cada taverna; as outras duas vão para a bolsa.',
        'Uma moeda alta escolhe cedo. A moeda 0 escolhe por último, mas deixa você trocar as duas moedas da bolsa por uma moeda maior (a troca).',
      ] },
      { id: 'taverns', title: 'Tavernas', paragraphs: [
        'Taverna I, depois II, depois III: as moedas dela são reveladas e cada Senhor escolhe um anão, da moeda mais alta para a mais baixa. Moedas iguais seguem a gema, a mais alta primeiro, e depois da taverna os empatados trocam gemas (a menor com a maior).',
        'O anão vai para a coluna da sua Ordem. Os anões que ninguém pegou saem do jogo.',
        'Com dois Senhores, na Taverna II o primeiro Senhor também tira de jogo um dos dois anões que sobraram.',
      ] },
      { id: 'orders', title: 'As cinco Ordens', paragraphs: ['Cada coluna pontua no fim:'], steps: [
        'Represália (vermelha): a soma dos pontos. Pegar uma aumenta em 1 a moeda do lance (com a moeda 0, sobe uma moeda da bolsa).',
        'Andarilhos (verde): a soma dos pontos, mas uma carta de valor que a coluna já tem recebe um marcador de pária ✕ e seus pontos não contam.',
        'Templo (roxa): os pontos multiplicados pelos ícones ✚ de toda a sua cidade. Sem ✚, o Templo não pontua.',
        'Escudo (azul): as cartas não têm pontos; o número de graduações lê uma tabela que sobe cada vez mais depressa.',
        'Forja (laranja): a soma dos pontos, mais o número de runas diferentes na sua cidade ao quadrado (seis runas: 36).',
      ] },
      { id: 'lines', title: 'Linhas e Combatentes', paragraphs: [
        'Cada ● numa carta é uma graduação. Quando todas as colunas têm pelo menos uma graduação, sua primeira linha fica completa; duas em cada coluna fazem a segunda, e assim por diante. O selo ≡ conta suas linhas.',
        'Cada linha nova recruta na hora um Combatente das bancas. Um Combatente colorido entra na coluna da sua Ordem (e pode completar mais linhas); um branco vai para a área de comando; um preto entra na coluna que você escolher. Os Mercenários pontuam juntos na área de comando.',
        'Svara deixa você ver os anões da próxima Era e ficar com um.',
      ] },
      { id: 'coins', title: 'Moedas', paragraphs: [
        'Moedas de bronze: 0, 2, 3, 4 e 6. Aumentar uma moeda pega do Tesouro uma moeda de ouro do novo valor (ou a mais próxima que sobrar) e devolve a antiga: o bronze sai do jogo, o ouro volta ao Tesouro.',
        'A troca: depois de um lance 0, as duas moedas da bolsa viram uma moeda que vale a soma delas, e a maior das duas volta. A Moeda de troca (T) vale 3 no lance e troca como a 0.',
        'Suas cinco moedas contam como Bravura no fim.',
      ] },
      { id: 'era', title: 'Fim da Era 1', paragraphs: [
        'Cada Combatente de elite vai para o Senhor com mais graduações na sua Ordem; em caso de empate, ninguém leva. Depois a Certificação de Licor vai para quem tiver mais ícones ◆ (Malte), também só sem empate.',
        'Então começa a Era 2, com anões novos, e tudo funciona do mesmo jeito.',
      ] },
      { id: 'scoring', title: 'Contagem final', paragraphs: [
        'Bravura = as cinco Ordens + a área de comando + suas moedas. Vence o maior total; totais iguais ficam com a gema mais alta.',
      ] },
    ],
    glossary: {
      id: 'glossary',
      title: 'Glossário',
      intro: 'Todos os sinais da mesa de Nains. As mesmas palavras aparecem ao apontar uma carta ou uma coluna.',
      columns: { glyph: 'Sinal', term: 'Nome', meaning: 'O que significa' },
      groups: [
        { title: 'Cabeçalhos das colunas', entries: [
          { glyph: 'Rep', term: 'Represália', meaning: 'Ordem vermelha: os pontos contam; pegar uma aumenta sua moeda em 1.' },
          { glyph: 'And', term: 'Andarilhos', meaning: 'Ordem verde: os pontos contam, menos os das cartas com marcador de pária.' },
          { glyph: 'Tem', term: 'Templo', meaning: 'Ordem roxa: os pontos × os ícones ✚ da sua cidade.' },
          { glyph: 'Esc', term: 'Escudo', meaning: 'Ordem azul: pontua pelo número de graduações.' },
          { glyph: 'For', term: 'Forja', meaning: 'Ordem laranja: os pontos + (runas diferentes)².' },
        ] },
        { title: 'Nas cartas', entries: [
          { glyph: '7', term: 'Pontos', meaning: 'O número grande: quanto a carta vale na coluna (– para nenhum).' },
          { glyph: '●', term: 'Graduação', meaning: 'Uma graduação para as linhas e para os prêmios da Era 1; algumas cartas têm duas.' },
          { glyph: '◆', term: 'Malte', meaning: 'Conta para a Certificação de Licor e para alguns Combatentes.' },
          { glyph: '✚', term: 'Ícone oculto', meaning: 'Multiplica os pontos do seu Templo.' },
          { glyph: 'S E F C R T', term: 'Runas', meaning: 'Pedra (S), Brasa (E), Geada (F), Coroa (C), Raiz (R), Trovão (T): cada runa diferente aumenta a Forja.' },
          { glyph: '✷', term: 'Runa curinga', meaning: 'Conta como um tipo de runa que falta a você.' },
          { glyph: '✕', term: 'Marcador de pária', meaning: 'Valor repetido em Andarilhos: os pontos dessa carta não contam.' },
        ] },
        { title: 'Na mesa', entries: [
          { glyph: '≡2', term: 'Linhas', meaning: 'Linhas completas da sua cidade; +1 quer dizer um recrutamento esperando.' },
          { glyph: '◈4', term: 'Gema', meaning: 'Desempata moedas iguais e totais iguais; Senhores empatados trocam gemas.' },
          { glyph: '0 2 3 4 6', term: 'Moedas', meaning: 'Suas moedas de bronze; as de ouro vêm do Tesouro quando as moedas sobem.' },
          { glyph: 'T', term: 'Moeda de troca', meaning: 'Vale 3 no lance e deixa trocar como a moeda 0.' },
          { glyph: '◌', term: 'Marca vazia', meaning: 'Numa coluna: a graduação que falta para a próxima linha.' },
          { glyph: '', term: 'Tesouro', meaning: 'As moedas de ouro que sobram, por valor.' },
          { glyph: '', term: 'Combatentes', meaning: 'As bancas: cada linha nova recruta um deles.' },
          { glyph: '', term: 'Combatentes de elite', meaning: 'Prêmios para quem lidera cada Ordem no fim da Era 1.' },
          { glyph: '', term: 'Área de comando', meaning: 'Combatentes brancos, de elite e Mercenários: sem coluna, mas seus ícones contam.' },
        ] },
      ],
    },
  },
  coach: {
    title: 'Primeira Era',
    stepOf: (n, total) => `Passo ${n} de ${total}`,
    next: 'Próximo',
    finish: 'Concluir',
    rules: 'Regras',
    leave: 'Sair da lição',
    held: 'Os outros Senhores esperam até você clicar em Próximo.',
    steps: {
      welcome: 'Bem-vindo, Senhor! Você constrói uma cidade de anões contra dois Senhores tranquilos. Esta lição joga a Era 1 com você. A legenda abaixo da mesa dá nome a cada sinal; aponte para qualquer coisa para ver o nome.',
      taverns: 'A cada turno três tavernas se enchem de anões. A cor é a Ordem, o número grande são os pontos, ● as graduações.',
      bid: 'Lance: ponha uma moeda em cada taverna, as outras duas vão para a bolsa. Moedas altas escolhem primeiro. As moedas iluminadas são a escolha da dica: clique nelas e depois em "Pôr as moedas viradas".',
      pick: 'As tavernas abrem uma a uma. Na sua vez, pegue um anão: o iluminado é a escolha da dica, mas qualquer um serve.',
      city: 'Seu anão entrou na coluna dele. Cada coluna pontua do seu jeito (veja a legenda). Quando as cinco colunas têm uma graduação, uma linha se completa e você recruta um Combatente.',
      play: 'Jogue até o fim da Era: dê lances, pegue anões, recrute quando uma linha se completar. O brilho sempre mostra a jogada da dica.',
      eraEnd: 'A Era 1 acabou: quem lidera uma Ordem ganhou o Combatente de elite dela. A Era 2 funciona igual, e depois vem a contagem final. Conclua a lição e continue jogando.',
    },
  },
};
