/** Regras, glossário e partida guiada de Miremarsh em português do Brasil (nomes de lugares e cartas em inglês). */
import type { LearnText } from '../../shared/learn/learnText';
import { ITEM_SPACES, ROOMY } from './itemSpaces';

export const miremarshLearnPtBR: LearnText = {
  rulesButton: 'Regras',
  help: 'O que fazer agora (regras)',
  learn: 'Aprender Miremarsh',
  learnNote: 'Um começo solo guiado, até o seu primeiro desafio vencido.',
  rules: {
    title: 'Como jogar Miremarsh',
    contents: 'Sumário',
    close: 'Fechar',
    sections: [
      { id: 'overview', title: 'Visão geral', paragraphs: [
        'Goblins saem da Toca, no centro do pântano, para cumprir missões, as peças amarelas dos cantos. Jogando sozinho você vence com duas missões diferentes; com amigos, a primeira missão vence.',
        'O pântano é um mapa de hexágonos com peças viradas para baixo, por nível: nível 1 perto da Toca, depois 2 e 3. Uma peça é revelada quando um goblin entra nela ou a espia.',
        'Você começa com 9 peixes e come um no fim de cada turno. Sem peixe, você está fora. Seu goblin pode morrer; o próximo assume, mas no solo são quatro goblins ao todo.',
      ] },
      { id: 'turn', title: 'Um turno', paragraphs: ['A cada turno, nesta ordem:'], steps: [
        'Pegue seus dados (os do goblin, mais um por item) e role todos.',
        'Gaste dados: ande (pegadas), espie uma peça (olhos), enfrente um desafio, troque, use uma carta. Redemoinhos movem a criatura.',
        'Pare quando quiser (se nenhum desafio obrigatório estiver esperando) e coma um peixe.',
      ] },
      { id: 'dice', title: 'Dados', paragraphs: [
        'Verde: pegadas, espadas, uma face pegada/espada. Amarelo: pegadas, olhos, uma face pegada/olho. Preto: quase só espadas, uma pegada, um redemoinho. Azul: estrelas curinga (qualquer ícone), redemoinhos, uma face vazia.',
        'Um dado paga uma coisa. Uma face dividida dá um dos dois ícones, uma estrela curinga qualquer ícone. Itens trazem dados: Corda verde, Adaga preto, Mapa amarelo, Amuleto azul.',
      ] },
      { id: 'moving', title: 'Andar e espiar', paragraphs: [
        'Uma pegada leva o goblin a um espaço vizinho; clique num espaço iluminado e depois na resposta. Linhas tracejadas são caminhos secretos: encurtam a caminhada.',
        'Um olho espia uma peça vizinha virada para baixo (ou o monstro que espera lá) sem entrar. Só você vê o que espiou.',
      ] },
      { id: 'challenges', title: 'Desafios', paragraphs: [
        'A maioria das peças tem uma sequência de desafios, feitos de cima para baixo. Alguns são obrigatórios: estando lá, é preciso enfrentá-los. Monstros bloqueiam um covil até serem mortos.',
        'Enfrentar um desafio: pague com seus dados; uma vez por desafio você pode rolar de novo todos os dados que restam antes, mas depois disso precisa pagar ou o goblin morre. Sem como pagar, você desiste e o goblin morre.',
        'Cada desafio vencido dá sua recompensa: ouro, ossos, peixe, um item ou uma carta (bicho, feitiço, bugiganga). Terminar uma peça de missão cumpre a missão.',
      ] },
      { id: 'paying', title: 'Pagar', paragraphs: [
        'Um custo é um número de ícones (2 espadas + 1 olho), ou "ícones iguais" (tantos dados mostrando o mesmo ícone), ou fichas (ouro, ossos, peixe, um item).',
        'O painel do desafio lista cada jeito de pagar agora, e cada um diz quais dados gasta. Aponte para um para erguer esses dados; clique para pagar.',
      ] },
      { id: 'creature', title: 'A criatura', paragraphs: [
        'Cada redemoinho rolado move a criatura do pântano um passo. Quando ela chega ao seu goblin, é preciso enfrentar o desafio dela ou fugir.',
        'Com amigos, o jogador à sua esquerda a coloca e a move; no solo ela persegue você sozinha.',
      ] },
      { id: 'goods', title: 'Bens e trocas', paragraphs: [
        `Ouro e ossos não têm limite; ouro compra itens e cartas nas peças de troca (a Toca também). Um goblin carrega ${ITEM_SPACES} itens (o ${ROOMY.name}, ${ROOMY.spaces}; mais com alguns bichos).`,
        'Um goblin que morre larga o que carregava no espaço e em volta; o próximo goblin começa na Toca, ou paga um peixe para começar onde o último caiu.',
      ] },
    ],
    glossary: {
      id: 'glossary',
      title: 'Glossário',
      intro: 'Todos os sinais da mesa de Miremarsh. Nomes de lugares, monstros e cartas ficam como impressos, em inglês.',
      columns: { glyph: 'Sinal', term: 'Nome', meaning: 'O que significa' },
      groups: [
        { title: 'Painel do goblin', entries: [
          { glyph: '><>', term: 'Peixes', meaning: 'Comida: um é comido no fim de cada turno; sem peixe, você está fora.' },
          { glyph: '●', term: 'Ouro', meaning: 'Compra itens e cartas nas peças de troca.' },
          { glyph: '✕', term: 'Ossos', meaning: 'Trocados por ouro em algumas peças; alguns custos os pedem.' },
          { glyph: '★', term: 'Missões', meaning: 'Missões cumpridas (duas vencem o jogo solo).' },
          { glyph: '☠', term: 'Goblins perdidos', meaning: 'Quantos dos seus goblins morreram.' },
        ] },
        { title: 'Faces dos dados', entries: [
          { glyph: 'pegada', term: 'Pegada', meaning: 'Um passo para um espaço vizinho, ou uma pegada num custo.' },
          { glyph: 'espada', term: 'Espada', meaning: 'Luta: a maioria dos custos de monstros pede espadas.' },
          { glyph: 'olho', term: 'Olho', meaning: 'Espiar uma peça vizinha, ou um olho num custo.' },
          { glyph: 'dividida', term: 'Face dividida', meaning: 'Qualquer um dos seus dois ícones.' },
          { glyph: 'estrela', term: 'Curinga', meaning: 'Qualquer ícone.' },
          { glyph: 'redemoinho', term: 'Redemoinho', meaning: 'Move a criatura um passo; não paga nada.' },
        ] },
        { title: 'O mapa', entries: [
          { glyph: '1 2 3', term: 'Peça virada', meaning: 'O nível dela: níveis altos são mais difíceis e mais ricos.' },
          { glyph: '', term: 'Toca', meaning: 'O início, seguro, com uma troca.' },
          { glyph: '', term: 'Peça de missão', meaning: 'Amarela, nos cantos: termine a sequência dela para cumprir a missão.' },
          { glyph: '', term: 'Armadilha, troca, abrigo, covil', meaning: 'Cores das peças: armadilhas vermelhas, trocas azuis, abrigos verdes (um dado a mais), covis guardam um monstro.' },
          { glyph: '1', term: 'Ficha de goblin', meaning: 'Um goblin, pelo número e pela cor do lugar.' },
          { glyph: '◉', term: 'Espiada', meaning: 'Uma peça que você espiou (só você vê).' },
          { glyph: '- - -', term: 'Caminho secreto', meaning: 'Um atalho entre dois espaços.' },
          { glyph: '', term: 'Criatura', meaning: 'A fera roxa: redemoinhos a movem; encontrá-la é enfrentar o desafio dela.' },
        ] },
        { title: 'O painel do desafio', entries: [
          { glyph: '', term: 'Obrigatório', meaning: 'Desafios marcados de vermelho precisam ser enfrentados estando lá.' },
          { glyph: '', term: 'Jeito de pagar', meaning: 'Um botão por pagamento, dizendo os dados que gasta.' },
          { glyph: '', term: 'Rolar de novo', meaning: 'Uma vez por desafio: todos os dados restantes; depois é pagar ou morrer.' },
        ] },
      ],
    },
  },
  coach: {
    title: 'Primeiros passos no pântano',
    stepOf: (n, total) => `Passo ${n} de ${total}`,
    next: 'Próximo',
    finish: 'Concluir',
    rules: 'Regras',
    leave: 'Sair da lição',
    steps: {
      welcome: 'Bem-vindo ao pântano! Seu goblin está na Toca, no meio. Duas missões, as peças amarelas dos cantos, vencem o jogo solo. Esta lição joga com você até o primeiro desafio vencido.',
      dice: 'Estes são seus dados deste turno. Pegadas andam, espadas lutam, olhos espiam, estrelas são curinga, redemoinhos movem a criatura. O link Regras explica mais.',
      goblin: 'Seu goblin: peixes (um comido por turno), ouro, ossos, missões e goblins perdidos, cada um com seu nome.',
      explore: 'Siga o brilho: é a jogada da Dica. Para andar, clique no espaço iluminado do mapa e depois na resposta iluminada. "Parar e comer" termina o turno.',
      pay: 'Um desafio! Cada jeito de pagar diz os dados que gasta. Clique no iluminado: é o pagamento que a Dica sugere.',
      won: 'Desafio vencido, e a recompensa é sua. Siga rumo a uma missão: o botão Dica (H) ajuda sempre que tiver dúvida. Conclua para continuar sozinho.',
    },
  },
};
