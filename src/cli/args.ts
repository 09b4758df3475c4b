/** Command-line options through node's parseArgs, turned into UsageError on any problem. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './types';

export interface ParsedOptions {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export function parseOptions(args: string[], options: NonNullable<ParseArgsConfig['options']>, positionals = 0): ParsedOptions {
  let parsed: ParsedOptions;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message.split('\n')[0] ?? 'bad arguments' : 'bad arguments');
  }
  if (parsed.positionals.length > positionals) throw new UsageError(`Unexpected argument "${parsed.positionals[positionals]}"`);
  return parsed;
}

export function intOption(value: string | undefined, name: string, min: number, max: number, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, not ${n}`);
  return n;
}

export function text(values: ParsedOptions['values'], name: string): string | undefined {
  const v = values[name];
  if (typeof v === 'boolean' || Array.isArray(v)) throw new UsageError(`--${name} takes one value`);
  return v;
}

export function flag(values: ParsedOptions['values'], name: string): boolean {
  return values[name] === true;
}
