/**
 * A move the host's engine refuses comes back with the refusal's reason key and parameters (not
 * only its English sentence), so a Portuguese client can translate it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seatId, type Move } from '../../../src/engine/games/mirianth';
import { closeOpened, readyAndStart, seatedTable, startHost, until } from '../../../src/server/lan/harness';
import { LanError } from '../../../src/shared/lan/clientErrors';

afterEach(closeOpened);

describe('refusals over LAN', () => {
  it('a refused move carries its reason and parameters to the client', async () => {
    const host = await startHost();
    const seated = await seatedTable(host, 2);
    await readyAndStart(seated.clients);
    const me = seated.clients[0];
    if (!me) throw new Error('no client');
    await until(() => me.client.getSnapshot().game !== null, 5000, 'the game');
    // A move of the right shape at the wrong step: the game opens on announcing, not battles.
    const wrong = { type: 'fight', seat: seatId(0), monster: 'c1' } as Move;
    const err = await me.client.move(wrong).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(LanError);
    if (!(err instanceof LanError)) return;
    expect(err.code).toBe('moveRefused');
    expect(err.why).toEqual({ reason: 'wrongStep', params: { move: 'fight', step: 'announcing' } });
  }, 20_000);
});
