/** The owner's table options in the lobby: seats, password, turn clock, dropped seats. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanClient } from '../../shared/lan/client';
import type { TableView } from '../../shared/lan/tableView';
import { REGISTRY } from '../../engine/registry';
import { seatCountsOf } from '../games/gameChoices';
import { DropPolicyField, TurnClockField } from './TableOptionFields';

interface Props {
  table: TableView;
  owner: LanClient;
  run(request: () => Promise<unknown>): void;
}

export function OwnerOptions({ table, owner, run }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const o = table.options;
  const lobby = table.phase !== 'playing';
  // The seat counts the table's game allows (a game this build lacks keeps its count).
  const game = REGISTRY.find(table.game);
  const counts = game ? seatCountsOf(game) : [table.seats.length];
  return (
    <details className="lan-options" data-testid="lan-options">
      <summary data-testid="lan-options-open">{t('lan.lobby.options')}</summary>
      {lobby && (
        <div className="field">
          <span>{t('lan.host.seats')}</span>
          <div className="seg">
            {counts.map((n) => (
              <button key={n} type="button" data-testid={`lan-opt-seats-${n}`} aria-pressed={table.seats.length === n} onClick={() => run(() => owner.setOptions({ seats: n }))}>{n}</button>
            ))}
          </div>
        </div>
      )}
      <form className="field" onSubmit={(e) => {
        e.preventDefault();
        if (password !== '') run(() => owner.setOptions({ password }).then(() => setPassword('')));
      }}>
        <span>{o.hasPassword ? t('lan.lobby.hasPassword') : t('lan.lobby.noPassword')}</span>
        <input type="password" data-testid="lan-opt-password" value={password} maxLength={128} placeholder={t('lan.common.password')} onChange={(e) => setPassword(e.target.value)} />
        <button type="submit" data-testid="lan-opt-password-set" disabled={password === ''}>{t('lan.lobby.setPassword')}</button>
        {o.hasPassword && (
          <button type="button" data-testid="lan-opt-password-clear" onClick={() => run(() => owner.setOptions({ password: null }))}>{t('lan.lobby.clearPassword')}</button>
        )}
      </form>
      <TurnClockField value={o.turnClockSeconds} onChange={(c) => run(() => owner.setOptions({ turnClockSeconds: c }))} testId="lan-opt" />
      <DropPolicyField value={o.dropPolicy} onChange={(p) => run(() => owner.setOptions({ dropPolicy: p }))} testId="lan-opt" />
    </details>
  );
}
