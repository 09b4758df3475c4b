/**
 * The rules screen of a local table (Nains, Miremarsh): the document's shape and whether it is
 * open at which section. Same behaviour as Mirianth's (src/renderer/games/mirianth/rules): Esc or Close shuts it
 * and the focus goes back to what opened it.
 */
import { createStore } from '../../../store';

export interface TableRulesSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  steps?: readonly string[];
}

/** One glossary line: what is seen on the table (a glyph, a word) and what it means. */
export interface GlossaryEntry { glyph: string; term: string; meaning: string }

export interface TableRulesDoc {
  title: string;
  contents: string;
  close: string;
  sections: readonly TableRulesSection[];
  glossary: { id: 'glossary'; title: string; intro: string; columns: { glyph: string; term: string; meaning: string }; groups: readonly { title: string; entries: readonly GlossaryEntry[] }[] };
}

export interface TableRulesState { open: boolean; section: string | null }

export const tableRulesStore = createStore<TableRulesState>({ open: false, section: null });

let returnFocus: Element | null = null;

export function openTableRules(section: string | null = null): void {
  if (!tableRulesStore.get().open) returnFocus = document.activeElement;
  tableRulesStore.set({ open: true, section });
}

export function closeTableRules(): void {
  tableRulesStore.set({ open: false, section: null });
  if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
  returnFocus = null;
}

/** Every section id of a document, glossary last (what the contents list shows). */
export function sectionIds(doc: TableRulesDoc): string[] {
  return [...doc.sections.map((s) => s.id), doc.glossary.id];
}
