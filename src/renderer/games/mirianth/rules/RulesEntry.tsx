/** The ways into the rules screen: one top-bar button, a "?" beside the prompt, and the mount point. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepId } from '../../../../engine/games/mirianth';
import { useStore } from '../../../store';
import { RulesScreen } from '../lazyScreens';
import { openRules, rulesStore } from './rulesState';
import { STEP_SECTION } from './sections';

export function RulesButton() {
  const { t } = useTranslation();
  return <button type="button" data-testid="open-rules" onClick={() => openRules()}>{t('rules.open')}</button>;
}

/** A small "?" opening the rules at the section this step needs. */
export function RulesLink({ step }: { step: StepId }) {
  const { t } = useTranslation();
  const section = STEP_SECTION[step];
  const label = t('rules.help', { step: t(`step.${step}`) });
  return (
    <button type="button" className="rules-link" data-testid="prompt-rules" data-section={section} aria-label={label} title={label} onClick={() => openRules(section)}>
      ?
    </button>
  );
}

/** Mounted once by the app; the rules text loads the first time it opens. */
export function RulesOverlay() {
  const { open } = useStore(rulesStore);
  return open ? <Suspense fallback={null}><RulesScreen /></Suspense> : null;
}
