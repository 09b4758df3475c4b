/**
 * The platform's LAN client reads any game's views and events as unknown; tests of Mirianth
 * tables read them as Mirianth's (as its renderer room does, `lanTypes.ts`).
 */
import type { DomainEvent, GameState, Move, PlayerView } from '../../src/engine/games/mirianth';
import type { BaseMove } from '../../src/engine/kit/module';
import { mirianthModule } from '../../src/engine/games/mirianth/module';
import type { TableInspection } from '../../src/server/lan/host';
import type { ClientSnapshot } from '../../src/shared/lan/clientState';
import type { HostMessage } from '../../src/shared/lan/hostMessages';

export function mirianthSnapshot(client: { getSnapshot(): ClientSnapshot }): ClientSnapshot<PlayerView> {
  return client.getSnapshot() as ClientSnapshot<PlayerView>;
}

export function mirianthMessage(msg: HostMessage): HostMessage<PlayerView, DomainEvent> {
  return msg as HostMessage<PlayerView, DomainEvent>;
}

/** A host's table inspection with Mirianth's state and moves typed (null and none at another game's table). */
export function mirianthInspect(host: { inspect(tableId: string): TableInspection | null }, tableId: string): MirianthInspection | null {
  const info = host.inspect(tableId);
  if (!info) return null;
  const mirianth = info.gameName === mirianthModule.id && info.game !== null;
  return {
    ...info,
    state: mirianth ? (info.game as GameState) : null,
    moves: mirianth ? info.gameMoves.flatMap((m) => { const p = mirianthModule.parseMove(m); return p.ok ? [p.move] : []; }) : [],
  };
}

export interface MirianthInspection extends TableInspection {
  state: GameState | null;
  moves: Move[];
}

/** A move the harness collected (the default game's), read back as Mirianth's; throws on another game's. */
export function mirianthMove(move: BaseMove): Move {
  const parsed = mirianthModule.parseMove(move);
  if (!parsed.ok) throw new Error(`not a Mirianth move: ${parsed.message}`);
  return parsed.move;
}
