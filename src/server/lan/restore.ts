/**
 * Host restart: a table comes back from its autosave mid-game, every human seat held for its
 * token so players rejoin where they were; AI seats play on.
 */
import type { LoadedTable } from './autosaveFormat';
import { holdSeat } from './holds';
import { Table, type TableDeps } from './table';

export function restoreTable(save: LoadedTable, deps: TableDeps): Table {
  const t = save.table;
  const { game } = save;
  const table = new Table(t.id, { ...t.options, game: game.game }, t.ownerKeyDigest, deps);
  t.seats.forEach((s, i) => {
    const slot = table.slot(i);
    if (slot) Object.assign(slot, { kind: s.kind, level: s.level, name: s.name, tokenDigest: s.tokenDigest, owner: s.owner, ready: true });
  });
  const session = table.startGame({
    setup: { seed: game.setup.seed, players: game.setup.seats.map((s) => ({ name: s.name })), rulesVersion: game.rulesVersion },
    game: { gameId: game.gameId, startedAt: game.createdAt, moves: save.timeline.moves, state: save.state },
  });
  for (const slot of table.active) {
    if (slot.kind === 'human' && slot.tokenDigest !== null) holdSeat(table, slot);
  }
  table.checkIdle();
  session.seatsChanged();
  return table;
}
