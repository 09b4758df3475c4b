/** What a local table's learning aids say in one language: the rules screen, the "?" and the guided game. */
import type { TableRulesDoc } from './tableRules';
import type { CoachWords } from './TableCoach';

export interface LearnText {
  rules: TableRulesDoc;
  /** The top bar's button. */
  rulesButton: string;
  /** The "?" beside the prompt (its label). */
  help: string;
  /** The new-game screen's button and its note. */
  learn: string;
  learnNote: string;
  coach: {
    title: string;
    stepOf(n: number, total: number): string;
    next: string;
    finish: string;
    rules: string;
    leave: string;
    /** Said under a step that waits for Next, when the table has bots (they wait too). */
    held?: string;
    steps: Readonly<Record<string, string>>;
  };
}

/** The text in the page's language (English for any other). */
export function learnTextFor<T extends LearnText>(language: string, en: T, ptBR: T): T {
  return language === 'pt-BR' ? ptBR : en;
}

/** The coach card's words from a game's learning text. */
export function coachWords(text: LearnText): CoachWords {
  const c = text.coach;
  return { title: c.title, stepOf: c.stepOf, next: c.next, finish: c.finish, rules: c.rules, leave: c.leave, held: c.held, text: (id) => c.steps[id] ?? '' };
}
