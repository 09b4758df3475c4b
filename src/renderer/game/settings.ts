/** Player preferences (language, animation speed, reduced motion, sound), kept in localStorage. */
import { isLanguage, setLanguage, type Language } from '../i18n';
import { createStore } from '../store';
import { SPEEDS, type Speed } from './types';
import { clampScale } from './uiScale';
export { clampScale, stepScale, UI_SCALE } from './uiScale';

/** How long bots wait for a human in a dispute before speaking (seconds); null: until the human acts. */
export const BOT_WAITS = [null, 30, 60, 120] as const;
export type BotWait = (typeof BOT_WAITS)[number];

export interface Settings {
  language: Language;
  speed: Speed;
  reduceMotion: boolean;
  botWait: BotWait;
  /** Sound volume, 0 to 1. */
  volume: number;
  muted: boolean;
  /** Quiet table music (off unless chosen). */
  music: boolean;
  /** The interface's scale (HUD, menus, panels), 0.9 to 1.5; the table fits the window by itself. */
  uiScale: number;
}

const KEY = 'mirianth.settings';

function systemReducedMotion(): boolean {
  // Outside a page (unit tests in Node) there is no window to ask.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function defaults(): Settings {
  const language: Language = typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
  return { language, speed: 'normal', reduceMotion: systemReducedMotion(), botWait: null, volume: 0.7, muted: false, music: false, uiScale: 1 };
}

function load(): Settings {
  const base = defaults();
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return base;
    const r = raw as Record<string, unknown>;
    return {
      language: isLanguage(r['language']) ? r['language'] : base.language,
      speed: SPEEDS.includes(r['speed'] as Speed) ? (r['speed'] as Speed) : base.speed,
      reduceMotion: typeof r['reduceMotion'] === 'boolean' ? r['reduceMotion'] : base.reduceMotion,
      botWait: BOT_WAITS.find((w) => w === r['botWait']) ?? base.botWait,
      volume: typeof r['volume'] === 'number' && r['volume'] >= 0 && r['volume'] <= 1 ? r['volume'] : base.volume,
      muted: typeof r['muted'] === 'boolean' ? r['muted'] : base.muted,
      music: typeof r['music'] === 'boolean' ? r['music'] : base.music,
      uiScale: typeof r['uiScale'] === 'number' ? clampScale(r['uiScale']) : base.uiScale,
    };
  } catch {
    return base;
  }
}

const current = createStore<Settings>(load());

export const settings = {
  get: current.get,
  subscribe: current.subscribe,
  update(patch: Partial<Settings>): void {
    const next = { ...current.get(), ...patch };
    if (next.language !== current.get().language) setLanguage(next.language);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private windows may refuse storage; the setting still holds for this session.
    }
    current.set(next);
  },
};
