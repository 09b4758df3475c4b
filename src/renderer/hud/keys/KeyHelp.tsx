/** The list of keyboard shortcuts, opened with `?` (or its button) and closed with Esc; each game hands its own list. */
import { useTranslation } from 'react-i18next';
import { useStore } from '../../store';
import type { Shortcut } from '../../shell/shellControls';
import { keyHelpOpen } from './keyboardPlay';

/** The shortcuts of a table whose decisions sit in the action panel (keyboardPlay.ts). */
export const PANEL_SHORTCUTS: readonly Shortcut[] = [
  { keys: '1–9, A…', what: 'keys.option' },
  { keys: 'M', what: 'keys.page' },
  { keys: 'P', what: 'keys.propose' },
  { keys: 'N', what: 'keys.noDeal' },
  { keys: 'Enter', what: 'keys.confirm' },
  { keys: 'U', what: 'keys.undo' },
  { keys: 'H', what: 'keys.hint' },
  { keys: 'Esc', what: 'keys.close' },
  { keys: 'Tab', what: 'keys.tab' },
  { keys: '← →', what: 'keys.arrows' },
  { keys: '?', what: 'keys.help' },
];

export function KeyHelpButton() {
  const { t } = useTranslation();
  return (
    <button type="button" data-testid="key-help-open" title={t('keys.open')} aria-label={t('keys.open')} onClick={() => keyHelpOpen.set(true)}>?</button>
  );
}

export function KeyHelp({ shortcuts = PANEL_SHORTCUTS }: { shortcuts?: readonly Shortcut[] }) {
  const { t } = useTranslation();
  const open = useStore(keyHelpOpen);
  if (!open) return null;
  return (
    <div className="modal-backdrop" onClick={() => keyHelpOpen.set(false)}>
      <div className="modal key-help" role="dialog" aria-modal="true" aria-labelledby="key-help-title" data-testid="key-help" onClick={(e) => e.stopPropagation()}>
        <h2 id="key-help-title">{t('keys.title')}</h2>
        <table>
          <tbody>
            {shortcuts.map((s) => (
              <tr key={s.keys}>
                <th scope="row"><kbd>{s.keys}</kbd></th>
                <td>{t(s.what)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="note">{t('keys.typingNote')}</p>
        <button type="button" className="primary" data-testid="key-help-close" autoFocus onClick={() => keyHelpOpen.set(false)}>{t('keys.closeButton')}</button>
      </div>
    </div>
  );
}
