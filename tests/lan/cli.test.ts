/** `npm run serve` arguments: clear errors (exit 2) for bad input, sane defaults otherwise. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '../../src/cli/serve';
import { UsageError } from '../../src/cli/types';

describe('serve arguments', () => {
  it('parses a full command line', () => {
    const o = parseServeArgs(['--port', '0', '--host', '127.0.0.1', '--password', 'x', '--no-mdns', '--json', '--max-tables', '10']);
    expect(o).toMatchObject({ port: 0, host: '127.0.0.1', password: 'x', mdns: false, json: true, maxTables: 10, autosaveDir: null });
    expect(parseServeArgs([]).port).toBe(47470);
    expect(parseServeArgs([]).game).toBe('mirianth-wars');
    expect(parseServeArgs(['--game', 'mirianth-wars']).game).toBe('mirianth-wars');
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be between 0 and 65535/],
    [['--host', 'my-laptop'], /--host must be an IP address/],
    [['--web', '/no/such/folder'], /no such folder/],
    [['--password', ''], /--password must be 1 to/],
    [['--frobnicate'], /Unknown option/],
    [['--game', 'chess'], /Unknown game "chess": this build has "mirianth-wars"/],
  ])('refuses %j', (args, message) => {
    expect(() => parseServeArgs(args)).toThrow(UsageError);
    expect(() => parseServeArgs(args)).toThrow(message);
  });

  it('exits with code 2 and one clear line', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', '--port', 'abc'], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('serve: --port must be a whole number, not "abc"');
    expect(r.stderr).toContain('usage: npm run serve -- --port P');
  }, 25_000);
});
