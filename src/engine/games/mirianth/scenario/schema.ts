/**
 * Scoring scenario, format version 1: factions (and the players' choices) to run through
 * Resolution and Scoring. Validated with zod; every error names the offending field.
 */
import { z } from 'zod';
import { MONSTER_KINDS, PENALTIES, SCENARIO_KINDS } from '../cards/kinds';

const isMonster = (kind: string): boolean => (MONSTER_KINDS as readonly string[]).includes(kind);

const ref = z.string().min(1).max(40);
const stepChoice = z.enum(['plague', 'battles']).nullable();

const cardEntry = z.strictObject({
  id: ref.optional(),
  card: z.enum(SCENARIO_KINDS),
  attack: z.number().int().min(0).max(99).optional(),
  resistance: z.number().int().min(0).max(99).optional(),
  vp: z.number().int().min(-99).max(99).optional(),
  penalties: z.union([z.number().int().min(0).max(9), z.array(z.enum(PENALTIES)).max(9)]).optional(),
  target: ref.optional(),
  attachedTo: ref.optional(),
});

const choices = z.strictObject({
  battleOrder: z.array(ref).max(50).optional(),
  rogueTarget: ref.optional(),
  usePriestess: stepChoice.optional(),
  useWall: stepChoice.optional(),
  discardOrder: z.array(ref).max(200).optional(),
});

const playerEntry = z.strictObject({
  name: z.string().min(1).max(40),
  cards: z.array(cardEntry).max(150),
  choices: choices.optional(),
});

type CardEntry = z.infer<typeof cardEntry>;

/** Which override fields each kind may carry. */
function fieldProblems(c: CardEntry): { field: string; message: string }[] {
  const kind = c.card;
  const out: { field: string; message: string }[] = [];
  const monster = isMonster(kind);
  if (c.attack !== undefined && kind !== 'paladin') out.push({ field: 'attack', message: 'only a paladin has an attack value' });
  if (c.resistance !== undefined && !monster) out.push({ field: 'resistance', message: 'only a monster has a resistance' });
  if (c.vp !== undefined && !monster) out.push({ field: 'vp', message: 'only a monster takes a vp override' });
  if (c.penalties !== undefined) {
    if (kind === 'plague' && typeof c.penalties !== 'number') out.push({ field: 'penalties', message: 'a plague card takes a number of hero penalties' });
    else if (monster && typeof c.penalties === 'number') out.push({ field: 'penalties', message: 'a monster takes a list of "hero", "building" or "treasure"' });
    else if (kind !== 'plague' && !monster) out.push({ field: 'penalties', message: 'only monsters and plague cards have penalties' });
  }
  if (c.target !== undefined && kind !== 'archer') out.push({ field: 'target', message: 'only an archer has a target' });
  if (c.attachedTo !== undefined && kind !== 'paladin') out.push({ field: 'attachedTo', message: 'only a paladin is attached' });
  return out;
}

export const scenarioSchema = z
  .strictObject({
    version: z.literal(1).optional(),
    players: z.array(playerEntry).min(1).max(4),
  })
  .superRefine((sc, ctx) => {
    const seen = new Set<string>();
    sc.players.forEach((p, pi) => {
      const monsters = new Set<string>();
      const ids = new Set<string>();
      p.cards.forEach((c, ci) => {
        const at = ['players', pi, 'cards', ci];
        for (const f of fieldProblems(c)) ctx.addIssue({ code: 'custom', path: [...at, f.field], message: f.message });
        if (c.id === undefined) return;
        if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: [...at, 'id'], message: `id "${c.id}" is used twice` });
        seen.add(c.id);
        ids.add(c.id);
        if (isMonster(c.card)) monsters.add(c.id);
      });
      const monsterRef = (value: string | undefined, path: (string | number)[]) => {
        if (value !== undefined && !monsters.has(value)) {
          ctx.addIssue({ code: 'custom', path, message: `"${value}" is not the id of one of ${p.name}'s monsters` });
        }
      };
      p.cards.forEach((c, ci) => {
        monsterRef(c.target, ['players', pi, 'cards', ci, 'target']);
        monsterRef(c.attachedTo, ['players', pi, 'cards', ci, 'attachedTo']);
      });
      p.choices?.battleOrder?.forEach((id, i) => monsterRef(id, ['players', pi, 'choices', 'battleOrder', i]));
      monsterRef(p.choices?.rogueTarget, ['players', pi, 'choices', 'rogueTarget']);
      p.choices?.discardOrder?.forEach((id, i) => {
        if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: ['players', pi, 'choices', 'discardOrder', i], message: `"${id}" is not the id of one of ${p.name}'s cards` });
      });
    });
  });

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioPlayer = Scenario['players'][number];
export type ScenarioChoices = NonNullable<ScenarioPlayer['choices']>;

/** `players[0].cards[2].attack`: the form a person reads in an error message. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; message: string };

export function parseScenario(input: unknown): ScenarioParse {
  const r = scenarioSchema.safeParse(input);
  if (r.success) return { ok: true, scenario: r.data };
  const issue = r.error.issues[0];
  if (!issue) return { ok: false, message: 'invalid scenario' };
  const where = formatPath(issue.path);
  return { ok: false, message: `${where || 'scenario'}: ${issue.message}` };
}
