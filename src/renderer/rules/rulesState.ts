/** Whether the rules screen is open, and at which section. Small on purpose: the screen itself loads on demand. */
import { createStore } from '../store';
import type { SectionId } from './sections';

export interface RulesState { open: boolean; section: SectionId | null }

export const rulesStore = createStore<RulesState>({ open: false, section: null });

export function openRules(section: SectionId | null = null): void {
  rulesStore.set({ open: true, section });
}

export function closeRules(): void {
  rulesStore.set({ open: false, section: null });
}
