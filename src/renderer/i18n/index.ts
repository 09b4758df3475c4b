/** i18next set-up: every string the player sees comes from en.json or pt-BR.json. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ptBR from './pt-BR.json';

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const resources = { en: { translation: en }, 'pt-BR': { translation: ptBR } } as const;

let started = false;

export function initI18n(language: Language): typeof i18next {
  if (started) return i18next;
  started = true;
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    // React escapes what it renders; Pixi and canvas text are not HTML.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export function setLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
