/** Player preferences (language, animation speed, reduced motion), kept in localStorage. */
import { isLanguage, setLanguage, type Language } from '../i18n';
import { SPEEDS, type Speed } from './types';

export interface Settings { language: Language; speed: Speed; reduceMotion: boolean }

const KEY = 'mirianth.settings';
type Listener = () => void;

function systemReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function defaults(): Settings {
  const language: Language = navigator.language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
  return { language, speed: 'normal', reduceMotion: systemReducedMotion() };
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
    };
  } catch {
    return base;
  }
}

let current: Settings = load();
const listeners = new Set<Listener>();

export const settings = {
  get: (): Settings => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<Settings>): void {
    const next = { ...current, ...patch };
    if (next.language !== current.language) setLanguage(next.language);
    current = next;
    try {
      localStorage.setItem(KEY, JSON.stringify(current));
    } catch {
      // Private windows may refuse storage; the setting still holds for this session.
    }
    for (const l of listeners) l();
  },
};
