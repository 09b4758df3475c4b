/**
 * The rules screen's sections and which one each game step needs. Kept apart from the prose so
 * the prompt's "?" link can use it without loading the rules text.
 */
import type { StepId } from '../../../../engine/games/mirianth';

export const SECTION_IDS = [
  'overview', 'round', 'announcements', 'disputes', 'promises', 'plague', 'lastRound', 'resolution', 'scoring', 'glossary',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Exhaustive on purpose: a new step does not compile until it names the section that explains it. */
export const STEP_SECTION: Record<StepId, SectionId> = {
  setup: 'overview',
  announcing: 'announcements',
  bargaining: 'disputes',
  conceding: 'disputes',
  peddler: 'disputes',
  attaching: 'round',
  archerTargets: 'resolution',
  initialAccommodation: 'resolution',
  plagueEffect: 'resolution',
  battles: 'resolution',
  finalAccommodation: 'resolution',
  gameOver: 'scoring',
};

/** One section of prose: a heading, paragraphs, and optional numbered steps after them. */
export interface ProseSection {
  title: string;
  paragraphs: readonly string[];
  steps?: readonly string[];
}

/** Everything the rules screen says in one language, apart from the glossary's card text. */
export interface RulesDoc {
  title: string;
  contents: string;
  close: string;
  glossaryIntro: string;
  /** Glossary group headings, by card type. */
  groups: Record<'treasure' | 'building' | 'hero' | 'monster' | 'other', string>;
  /** Column headings of the glossary table. */
  columns: { card: string; effect: string; points: string; housing: string };
  sections: Record<Exclude<SectionId, 'glossary'>, ProseSection> & { glossary: { title: string } };
}

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === 'string' && (SECTION_IDS as readonly string[]).includes(value);
}
