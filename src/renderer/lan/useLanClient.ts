/** React reads of the LAN connection, and LAN errors in the player's language. */
import { useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { LanError } from '../../shared/lan/clientErrors';
import type { ClientSnapshot } from '../../shared/lan/clientState';
import { useLan } from './lanStore';
import { LanUiError } from './rules';
import { i18next } from '../i18n';
import { refusalText } from '../i18n/refusalText';

const none = (): ClientSnapshot | null => null;
const noSubscribe = (): (() => void) => () => undefined;

/** The current client's snapshot (null while there is no connection). */
export function useClientSnapshot(): ClientSnapshot | null {
  const client = useLan((s) => s.client);
  return useSyncExternalStore<ClientSnapshot | null>(client?.subscribe ?? noSubscribe, client?.getSnapshot ?? none, client?.getSnapshot ?? none);
}

/** A failed LAN request as one translated line. */
export function lanErrorText(t: TFunction, err: unknown): string {
  if (err instanceof LanUiError) return t(err.key);
  if (err instanceof LanError) {
    const key = `lan.error.${err.code}`;
    const text = t(key);
    if (text === key) return err.message;
    if (err.code !== 'moveRefused') return text;
    const why = err.why ? { reason: err.why.reason, ...(err.why.params ? { params: err.why.params } : {}) } : {};
    return `${text} ${refusalText(t, i18next, { message: err.message, ...why })}`;
  }
  return err instanceof Error ? err.message : String(err);
}

/** Runs a LAN request for a button: `busy` while it runs, a translated error when it fails. */
export async function attempt(
  t: TFunction, setBusy: (busy: boolean) => void, setError: (error: string | null) => void, run: () => Promise<unknown>,
): Promise<boolean> {
  setBusy(true);
  setError(null);
  try {
    await run();
    return true;
  } catch (err) {
    setError(lanErrorText(t, err));
    return false;
  } finally {
    setBusy(false);
  }
}
