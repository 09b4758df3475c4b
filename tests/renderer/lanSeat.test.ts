/**
 * Mirianth at a LAN table through its registry hook (`lan.attach`): while this page sits
 * there, the table and the HUD read the seat's remote game; detaching hands them back the local game.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seatId } from '../../src/engine/games/mirianth';
import { gameSource } from '../../src/renderer/games/mirianth/game/source';
import { attachLan } from '../../src/renderer/games/mirianth/lan/lanSeat';
import { playedGame } from './fixtures';
import { fakeHost, gameFrames, seatView, tableFrame } from './lanHostScript';

// A page without the debug hook: no test hook is installed.
vi.stubGlobal('window', {});
afterAll(() => vi.unstubAllGlobals());

const ME = seatId(1);
const frames = gameFrames(playedGame(4, 'lan-seat'), ME);

describe("Mirianth's LAN session", () => {
  it("shows the seat's remote game while attached, and the local game again once detached", async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    expect(gameSource.isLocal()).toBe(true);
    const seat = attachLan(host.client);
    expect(gameSource.isLocal()).toBe(false);
    // The seat's session the platform holds is the one the HUD reads.
    expect(seat.session).toBe(gameSource.get());
    host.deliver(tableFrame('playing', [seatView(0), seatView(1), seatView(2), seatView(3)]));
    const first = frames[0];
    if (!first) throw new Error('no frames');
    host.deliver(first);
    expect(gameSource.get().getSnapshot()).toMatchObject({ screen: 'playing', viewer: ME });
    const remote = gameSource.get();
    seat.dispose();
    expect(gameSource.isLocal()).toBe(true);
    // The detached session follows the client no more.
    const version = remote.getSnapshot().version;
    host.deliver(frames[1] ?? first);
    expect(remote.getSnapshot().version).toBe(version);
  });
});
