/**
 * What the desktop shell itself says (application menu, file dialogs, window title), in the page's
 * language. Main builds the menu from this; the page tells main its language (`app.setLanguage`).
 */
export const NATIVE_LANGUAGES = ['en', 'pt-BR'] as const;
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];

export function isNativeLanguage(value: unknown): value is NativeLanguage {
  return typeof value === 'string' && (NATIVE_LANGUAGES as readonly string[]).includes(value);
}

/** The system locale's language, as far as we have one (Portuguese of any country reads pt-BR). */
export function nativeLanguageOf(locale: string): NativeLanguage {
  return locale.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
}

export interface NativeText {
  menu: {
    game: string; edit: string; view: string;
    new: string; continue: string; save: string; load: string; replay: string; learn: string; quit: string;
    cut: string; copy: string; paste: string; selectAll: string;
    fullscreen: string; zoomIn: string; zoomOut: string; zoomReset: string;
    about: string; hide: string; hideOthers: string; showAll: string; reload: string; devTools: string;
  };
  dialogs: { exportTitle: string; importTitle: string; saveFiles: string };
}

export const NATIVE_TEXT: Readonly<Record<NativeLanguage, NativeText>> = {
  en: {
    menu: {
      game: 'Game', edit: 'Edit', view: 'View',
      new: 'New Game', continue: 'Continue', save: 'Save', load: 'Load…', replay: 'Replay…', learn: 'Learn to Play', quit: 'Quit',
      cut: 'Cut', copy: 'Copy', paste: 'Paste', selectAll: 'Select All',
      fullscreen: 'Toggle Full Screen', zoomIn: 'Larger Interface', zoomOut: 'Smaller Interface', zoomReset: 'Interface at 100%',
      about: 'About', hide: 'Hide', hideOthers: 'Hide Others', showAll: 'Show All', reload: 'Reload', devTools: 'Developer Tools',
    },
    dialogs: { exportTitle: 'Export save', importTitle: 'Import save', saveFiles: 'Mirianth saves' },
  },
  'pt-BR': {
    menu: {
      game: 'Jogo', edit: 'Editar', view: 'Exibir',
      new: 'Nova partida', continue: 'Continuar', save: 'Salvar', load: 'Carregar…', replay: 'Rever partida…', learn: 'Aprender a jogar', quit: 'Sair',
      cut: 'Recortar', copy: 'Copiar', paste: 'Colar', selectAll: 'Selecionar tudo',
      fullscreen: 'Tela cheia', zoomIn: 'Interface maior', zoomOut: 'Interface menor', zoomReset: 'Interface a 100%',
      about: 'Sobre', hide: 'Ocultar', hideOthers: 'Ocultar outros', showAll: 'Mostrar tudo', reload: 'Recarregar', devTools: 'Ferramentas de desenvolvedor',
    },
    dialogs: { exportTitle: 'Exportar partida salva', importTitle: 'Importar partida salva', saveFiles: 'Partidas salvas do Mirianth' },
  },
};
