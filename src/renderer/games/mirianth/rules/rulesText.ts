/**
 * The rules prose, fetched the first time the rules screen opens (it is most of the screen's
 * weight). The text modules hold data only, so loading them on demand adds one small chunk and
 * does not reshuffle how the rest of the app is split.
 */
import { useEffect, useState } from 'react';
import type { Language } from '../../../i18n';
import type { RulesDoc } from './sections';

const loaders: Record<Language, () => Promise<RulesDoc>> = {
  en: () => import('./text.en').then((m) => m.rulesEn),
  'pt-BR': () => import('./text.ptBR').then((m) => m.rulesPtBR),
};

const loaded = new Map<Language, RulesDoc>();

/** The rules in `language`, or undefined while they load. */
export function useRulesDoc(language: Language): RulesDoc | undefined {
  const [, setLoadedCount] = useState(loaded.size);
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    loaders[language]().then(
      (next) => {
        loaded.set(language, next);
        if (live) setLoadedCount(loaded.size);
      },
      (error: unknown) => console.error('Could not load the rules text', error),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return loaded.get(language);
}
