/** As regras de Mirianth Wars em português do Brasil, contadas com palavras do próprio projeto. */
import type { RulesDoc } from './sections';

export const rulesPtBR: RulesDoc = {
  title: 'Como jogar Mirianth Wars',
  contents: 'Sumário',
  close: 'Fechar',
  glossaryIntro: 'Todas as cartas do jogo, com o que fazem, quanto valem e quantos heróis abrigam. São as mesmas palavras que aparecem ao apontar uma carta na mesa.',
  groups: { treasure: 'Tesouros', building: 'Moradias', hero: 'Heróis', monster: 'Monstros', other: 'Outras cartas' },
  columns: { card: 'Carta', effect: 'O que faz', points: 'Pontos', housing: 'Abriga' },
  sections: {
    overview: {
      title: 'Visão geral',
      paragraphs: [
        'De dois a quatro governantes reúnem uma facção de heróis, moradias, tesouros e monstros e depois veem o que sobrevive ao inverno. Vence a facção mais rica no fim.',
        'A partida tem três fases. Na negociação você junta cartas, uma por rodada, anunciando a que quer e negociando quando outros querem a mesma. Na resolução seus heróis precisam de abrigo, a praga ataca e os heróis enfrentam os monstros que você pegou. Na pontuação conta-se cada carta que ainda está com você.',
        'No início o aplicativo embaralha dois baralhos: o de compra (só com as cartas marcadas para esse número de jogadores) e o de pragas. A carta Última Rodada fica escondida entre as últimas 10, 15 ou 20 cartas do baralho de compra, para 2, 3 ou 4 jogadores.',
      ],
    },
    round: {
      title: 'Uma rodada',
      paragraphs: [
        'A cada rodada um jogador, o revelador, vira do baralho de compra tantas cartas quantos forem os jogadores. O revelador passa em sentido horário a cada rodada, e a "ordem de turno" sempre começa por ele.',
        'Todos anunciam a carta que querem. Uma carta pedida por um só jogador é dele. Uma carta pedida por dois ou mais fica em disputa e é resolvida antes do fim da rodada (veja Disputas e acordos).',
        'Quando todos têm uma carta (ou uma praga de um teste perdido), as cartas que ninguém levou saem do jogo. Depois, na ordem de turno, cada jogador pode anexar um de seus paladinos livres a um de seus monstros: um paladino só luta contra o monstro a que está anexado. Um monstro pode juntar vários paladinos ao longo das rodadas, mas cada jogador anexa no máximo um por rodada.',
      ],
    },
    announcements: {
      title: 'Anúncios',
      paragraphs: [
        'Escolha a carta revelada que você quer. A escolha é pública e pode ser trocada até você confirmá-la. Quando todos confirmam, os pedidos são comparados.',
        'Só é possível passar (não anunciar nada) quando foram reveladas menos cartas do que há jogadores.',
        'Se alguém tem uma promessa sua que vale nesta rodada, pode usá-la para levar a carta sem disputa com você (veja Promessas).',
      ],
    },
    disputes: {
      title: 'Disputas e acordos',
      paragraphs: [
        'As disputas são resolvidas uma de cada vez, na ordem em que suas cartas foram reveladas. Só participam os jogadores que pediram a carta, e só eles ficam presos ao que for combinado.',
        'Um disputante pode propor um acordo a outro: quem fica com o pedido, cartas passando para qualquer um dos lados (pragas também) e até três promessas. O outro lado aceita ou recusa. Cada disputante tem três propostas por disputa; só uma proposta espera resposta por vez.',
        'Um acordo aceito é cumprido na hora. Quem abriu mão do pedido escolhe então uma das cartas reveladas que ninguém anunciou; se não houver nenhuma, fica sem carta nesta rodada.',
        'Um disputante que cansou declara "sem acordo": deixa de propor, mas ainda responde às propostas feitas a ele. Quando ninguém pode ou quer propor mais, e nenhuma promessa ainda espera para ser usada, a negociação termina.',
        'Mascate e Mercador: quando a negociação termina sem acordo, quem tiver um deles (na disputa ou não) pode jogá-lo, na ordem de turno, para decidir quem leva a carta. Os demais da disputa escolhem cartas livres, e a carta jogada é entregue a alguém que participou da disputa.',
        'Se nada resolver, o teste da praga decide.',
      ],
    },
    promises: {
      title: 'Promessas',
      paragraphs: [
        'Uma promessa é uma ficha que um jogador dá a outro como parte de um acordo. O aplicativo a guarda, então ela é sempre cumprida. Há três tipos:',
      ],
      steps: [
        'Próxima rodada: na rodada seguinte, quem prometeu não disputa a carta que o portador pedir.',
        'Tipo de carta: na primeira rodada futura que revelar uma carta desse tipo (herói, moradia, tesouro ou monstro), o portador pode levar uma delas sem disputa com quem prometeu.',
        'Uma vez: numa rodada futura qualquer, à escolha do portador.',
      ],
    },
    plague: {
      title: 'O teste da praga',
      paragraphs: [
        'Quando k jogadores ainda brigam por uma carta, ela é embaralhada, virada para baixo, com k − 1 cartas do baralho de pragas. Esse montinho é o baralho do destino. Cada disputante recebe uma carta dele, e todas são viradas juntas.',
        'Quem tirar a carta disputada fica com ela. Os outros ficam com a praga que tiraram e não recebem mais nada nesta rodada. Se faltarem pragas no baralho, as que faltam contam como cartas em branco, que não dão nada.',
        'Uma praga mostra 0, 1 ou 2 penalidades de herói, que custarão heróis na fase de resolução.',
      ],
    },
    lastRound: {
      title: 'A Última Rodada',
      paragraphs: [
        'Quando a carta Última Rodada é revelada, ela é posta de lado e outra carta ocupa seu lugar. Joga-se a rodada atual e mais exatamente uma: essa é a última.',
        'Se o baralho de compra não tiver cartas para uma revelação completa, revela-se o que sobrou e essa rodada é a última. A barra superior avisa quando a próxima rodada ou a atual é a última.',
        'Depois da última rodada começa a fase de resolução.',
      ],
    },
    resolution: {
      title: 'Etapas da resolução',
      paragraphs: [
        'Todos terminam cada etapa antes de começar a seguinte. Cada jogador decide só sobre a própria facção.',
      ],
      steps: [
        'Alvos dos arqueiros: aponte cada arqueiro para um de seus monstros (ou para nenhum). Um arqueiro acerta 1, 3, 5 ou 8 quando você tem 1, 2, 3 ou 4 ou mais arqueiros.',
        'Alojamento inicial: cada herói precisa de uma vaga nas suas moradias. Se houver mais heróis do que vagas, descarte heróis à sua escolha até caberem.',
        'Efeito da praga: descarte um herói para cada penalidade de herói nas suas pragas. Uma Sacerdotisa pode ser descartada para anular duas delas, uma Muralha para anular uma. Depois suas pragas saem, a menos que você tenha um Necromante.',
        'Batalhas: enfrente seus monstros um de cada vez, na ordem que quiser. Some os paladinos anexados (cada um +1 por Escudeiro), os arqueiros apontados para aquele monstro e cada Mago (que vale o número de monstros seus ainda em campo, este incluído). Se o total alcançar a resistência do monstro, ele é derrotado e fica com você para pontuar. Paladinos e arqueiros lutam uma vez; Magos lutam em todas as batalhas. Antes de uma batalha, uma Ladina pode ser descartada para mandar de volta à caixa um monstro que ainda não lutou.',
        'Ataque dos monstros: cada monstro ainda de pé faz você descartar uma carta de cada tipo mostrado nos seus símbolos de penalidade (você escolhe qual); uma Muralha ou uma Sacerdotisa também anulam penalidades aqui. Depois esses monstros saem.',
        'Alojamento final: como o primeiro, com as moradias que restaram.',
      ],
    },
    scoring: {
      title: 'Pontuação',
      paragraphs: [
        'Os pontos são contados nesta ordem: heróis (pontos impressos, Rei, Construtor, Minerador, Necromante e a perda de 2 pontos de cada vizinho do dono do Sabotador), moradias, tesouros (pontos impressos, Diamante, Ouro) e por fim monstros derrotados.',
        'Vence o maior total. No empate, vence quem derrotou mais monstros; se persistir, a vitória é dividida. A folha de pontos mostra a parte de cada carta.',
      ],
    },
    glossary: { title: 'Glossário de cartas' },
  },
};
