/**
 * The language of the desktop shell's own words (menu, dialogs): the system's until the page says
 * which it shows, then the page's. The menu is rebuilt when it changes.
 */
import { app } from 'electron';
import { IPC_CHANNELS } from '../shared/ipc';
import { isNativeLanguage, NATIVE_TEXT, nativeLanguageOf, type NativeLanguage, type NativeText } from '../shared/nativeText';
import { handle } from './ipc';

let language: NativeLanguage | null = null;
const listeners = new Set<(language: NativeLanguage) => void>();

export function nativeLanguage(): NativeLanguage {
  language ??= nativeLanguageOf(app.getLocale());
  return language;
}

export function nativeText(): NativeText {
  return NATIVE_TEXT[nativeLanguage()];
}

export function onNativeLanguage(listener: (language: NativeLanguage) => void): void {
  listeners.add(listener);
}

export function setupNativeLanguage(): void {
  handle(IPC_CHANNELS.appSetLanguage, (value) => {
    // The contract types it; a page is still checked, as every channel's input is.
    if (!isNativeLanguage(value)) throw new Error(`Unknown language ${JSON.stringify(value).slice(0, 40)}`);
    if (value === language) return;
    language = value;
    for (const listener of listeners) listener(value);
  });
}
