/**
 * `npm run cli -- <command> ...`: the headless entry point. Runs under tsx, so no build step.
 * Bad input prints one clear line and exits with code 2.
 */
import type { Command } from './types';
import { EXIT_BAD_INPUT, UsageError } from './types';

const COMMANDS: Record<string, () => Promise<{ command: Command }>> = {
  score: () => import('./commands/score'),
  play: () => import('./commands/play'),
  simulate: () => import('./commands/simulate'),
  'verify-save': () => import('./commands/verifySave'),
  games: () => import('./commands/games'),
  review: () => import('./commands/review'),
};

async function help(): Promise<string> {
  const lines = ['Usage: npm run cli -- <command> [options]', '', 'Commands:'];
  for (const [name, load] of Object.entries(COMMANDS)) {
    const { command } = await load();
    lines.push(`  ${name.padEnd(12)} ${command.summary}`, `  ${''.padEnd(12)} ${command.usage}`);
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(await help());
    return name === undefined ? EXIT_BAD_INPUT : 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    console.error(`Unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
    return EXIT_BAD_INPUT;
  }
  const { command } = await load();
  try {
    return await command.run(rest);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${name}: ${err.message}`);
      console.error(`usage: ${command.usage}`);
      return EXIT_BAD_INPUT;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err: unknown) => {
    console.error(`Internal error: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
