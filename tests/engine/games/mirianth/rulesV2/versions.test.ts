import { describe, expect, it } from 'vitest';
import { hashState } from '../../../../../src/engine/kit/stateHash';
import { createGame, playerView, RULES_VERSION, RULES_VERSIONS, rulesVersionOf } from '../../../../../src/engine/games/mirianth';
import { mirianthModule } from '../../../../../src/engine/games/mirianth/module';
import { MIRIANTH_RULES_VERSION, MIRIANTH_RULES_VERSIONS } from '../../../../../src/engine/games/mirianth/version';

const players = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];

describe('rules versions', () => {
  it('plays new games under rules version 2 and lists 1 and 2 as replayable', () => {
    expect(RULES_VERSION).toBe(2);
    expect(RULES_VERSIONS).toEqual([1, 2]);
    expect(MIRIANTH_RULES_VERSION).toBe(2);
    expect(MIRIANTH_RULES_VERSIONS).toEqual([1, 2]);
    const state = createGame({ seed: 7, players }).state;
    expect(state.rulesVersion).toBe(2);
    expect(rulesVersionOf(state)).toBe(2);
    expect(playerView(state, null).rulesVersion).toBe(2);
  });

  it('records version 1 by leaving the field out, so a version-1 state hashes as before versions existed', () => {
    const v1 = createGame({ seed: 7, players, rulesVersion: 1 }).state;
    const v2 = createGame({ seed: 7, players, rulesVersion: 2 }).state;
    expect('rulesVersion' in v1).toBe(false);
    expect(rulesVersionOf(v1)).toBe(1);
    const { rulesVersion: _v, ...v2WithoutVersion } = v2;
    // Same deal, same everything else: only the recorded version tells them apart.
    expect(hashState(v2WithoutVersion)).toBe(hashState(v1));
    expect(hashState(v2)).not.toBe(hashState(v1));
  });

  it('passes a setup rules version through the GameModule and refuses unknown ones', () => {
    expect(rulesVersionOf(mirianthModule.create({ seed: 3, players, rulesVersion: 1 }).state)).toBe(1);
    expect(rulesVersionOf(mirianthModule.create({ seed: 3, players }).state)).toBe(2);
    expect(() => mirianthModule.create({ seed: 3, players, rulesVersion: 3 })).toThrow(/no rules version 3/);
    expect(() => createGame({ seed: 3, players, rulesVersion: 0 as 1 })).toThrow(/no rules version 0/);
  });
});
