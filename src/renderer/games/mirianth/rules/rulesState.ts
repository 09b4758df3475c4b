/** Whether the rules screen is open, and at which section. Small on purpose: the screen's prose loads on demand. */
import { createStore } from '../../../store';
import type { SectionId } from './sections';

export interface RulesState { open: boolean; section: SectionId | null }

export const rulesStore = createStore<RulesState>({ open: false, section: null });

/** What had the focus when the rules opened (the Rules button or a prompt's "?"), to give it back. */
let returnFocus: Element | null = null;

export function openRules(section: SectionId | null = null): void {
  if (!rulesStore.get().open) returnFocus = document.activeElement;
  rulesStore.set({ open: true, section });
}

export function closeRules(): void {
  rulesStore.set({ open: false, section: null });
  if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
  returnFocus = null;
}
