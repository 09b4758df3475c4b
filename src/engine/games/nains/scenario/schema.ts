/**
 * The Nains scoring scenario (`score FILE` with `"game": "nains"`): each Lord's gem, 5 coins,
 * army columns (cards in the order they entered) and command area. Checked card by card so a bad
 * file gets one message naming the field.
 */
import { z } from 'zod';
import { dwarf, elite, LIQUOR, standCard } from '../catalog';
import { ORDERS, type CardId, type Order } from '../types';

const coin = z.union([z.literal('trade'), z.number().int().refine((v) => [0, 2, 3, 4, 6].includes(v) || (v >= 4 && v <= 22), 'not a coin value (0, 2, 3, 4, 6 bronze, 4-22 gold)')]);

/** Why a card cannot sit in this column, or null when it can. */
function columnProblem(id: CardId, order: Order): string | null {
  const d = dwarf(id);
  if (d) return d.order === order ? null : `${id} is a ${d.order} dwarf`;
  const s = standCard(id);
  if (!s) return `unknown card "${id}"`;
  if (s.rank === 'black' || s.rank === 'ally') return null;
  if (s.rank === 'colored') return s.order === order ? null : `${id} belongs in ${s.order ?? '?'}`;
  return `${id} goes in the command area, not in the army`;
}

function commandProblem(id: CardId): string | null {
  if (id === LIQUOR || elite(id)) return null;
  const s = standCard(id);
  if (!s) return dwarf(id) ? `${id} is a dwarf: it goes in the army` : `unknown card "${id}"`;
  return s.rank === 'white' || s.rank === 'mercenary' ? null : `${id} goes in the army, not in the command area`;
}

const column = (order: Order) => z.array(z.string()).superRefine((ids, ctx) => {
  ids.forEach((id, i) => {
    const problem = columnProblem(id, order);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [i] });
  });
}).default([]);

const army = z.strictObject(Object.fromEntries(ORDERS.map((o) => [o, column(o)])) as Record<Order, ReturnType<typeof column>>);

const player = z.strictObject({
  name: z.string().min(1).max(64),
  gem: z.number().int().min(1).max(5),
  coins: z.array(coin).length(5),
  army,
  command: z.array(z.string()).superRefine((ids, ctx) => {
    ids.forEach((id, i) => {
      const problem = commandProblem(id);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [i] });
    });
  }).default([]),
});

const scenario = z.strictObject({ players: z.array(player).min(1).max(5) }).superRefine((s, ctx) => {
  const seen = new Map<string, string>();
  s.players.forEach((p, i) => {
    const at = `players[${i}]`;
    const cards: [string, CardId][] = [...ORDERS.flatMap((o) => p.army[o].map((id, k): [string, CardId] => [`army.${o}[${k}]`, id])), ...p.command.map((id, k): [string, CardId] => [`command[${k}]`, id])];
    for (const [where, id] of cards) {
      const first = seen.get(id);
      if (first) ctx.addIssue({ code: 'custom', message: `${id} is already at ${first}`, path: ['players', i, ...where.split(/[.[\]]/).filter(Boolean).map((x) => (/^\d+$/.test(x) ? Number(x) : x))] });
      else seen.set(id, `${at}.${where}`);
    }
    if (p.coins.filter((c) => c === 'trade').length > 0 && p.coins.includes(0)) ctx.addIssue({ code: 'custom', message: 'the Trade coin replaces the 0: a Lord cannot hold both', path: ['players', i, 'coins'] });
    const other = s.players.findIndex((q, j) => j < i && q.gem === p.gem);
    if (other >= 0) ctx.addIssue({ code: 'custom', message: `gem ${p.gem} is already players[${other}]'s (gems are unique)`, path: ['players', i, 'gem'] });
  });
  if (s.players.filter((p) => p.coins.includes('trade')).length > 1) ctx.addIssue({ code: 'custom', message: 'there is only one Trade coin', path: ['players'] });
});

export type NainsScenario = z.output<typeof scenario>;

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : `${out ? '.' : ''}${String(k)}`;
  return out || '(root)';
}

export function parseNainsScenario(input: unknown): { ok: true; scenario: NainsScenario } | { ok: false; message: string } {
  const r = scenario.safeParse(input);
  if (r.success) return { ok: true, scenario: r.data };
  const issue = r.error.issues[0];
  return { ok: false, message: issue ? `${pathText(issue.path)}: ${issue.message}` : 'invalid scenario' };
}
