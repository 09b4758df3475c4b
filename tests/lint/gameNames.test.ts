/**
 * Room boundaries by name (issue 26): dependency-cruiser keeps the platform from importing a game's
 * room, but a registry may re-export a game's own types and modules (`MirianthState`,
 * `MIRIANTH_MODULE`…), and a platform file naming them is still typed for that game. This check
 * reads every platform file's identifiers (comments and string text left out) and fails on one that
 * names a game. Rooms and registry.ts files may name games. Files on scripts/gameNameDebt.json still
 * do; the list may only shrink.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOM = /^src\/(engine|ai|renderer|cli)\/games\/(?!shared\/)[^/]+\//;
const REGISTRY = /^src\/(engine\/registry|ai\/registry|renderer\/games\/registry|cli\/games\/registry)\.tsx?$/;
/**
 * A game's name in an identifier: `MirianthState`, `MIRIANTH_MODULE`, `nainsModule`, `isMiremarshView`.
 * The app's own name on `window` (`window.mirianth`, `__mirianthTable`: Mirianth Table) is not a game's.
 */
const GAME_NAME = /Mirianth|MIRIANTH|Nains|NAINS|Miremarsh|MIREMARSH|^(mirianth|nains|miremarsh)[A-Z_]/;
const debt = JSON.parse(readFileSync('scripts/gameNameDebt.json', 'utf8')) as string[];

/** The identifiers of `source` that name a game, in order of first use (comments and strings skipped). */
export function gameNamesIn(source: string, jsx = false): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, source);
  const found = new Set<string>();
  // Open braces inside each template literal's `${…}` being read: its text resumes at the brace that closes it.
  const templates: number[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const depth = templates.length - 1;
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(0);
    else if (kind === ts.SyntaxKind.OpenBraceToken && depth >= 0) templates[depth] = (templates[depth] ?? 0) + 1;
    else if (kind === ts.SyntaxKind.CloseBraceToken && depth >= 0) {
      const open = templates[depth] ?? 0;
      if (open > 0) templates[depth] = open - 1;
      else if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) templates.pop();
    } else if (kind === ts.SyntaxKind.Identifier && GAME_NAME.test(scanner.getTokenText())) found.add(scanner.getTokenText());
  }
  return [...found];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(process.cwd(), path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every platform file that names a game, with the names. */
function platformNames(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of sourceFiles('src')) {
    if (ROOM.test(file) || REGISTRY.test(file)) continue;
    const names = gameNamesIn(readFileSync(file, 'utf8'), file.endsWith('.tsx'));
    if (names.length > 0) out.set(file, names);
  }
  return out;
}

describe('game names in platform code', () => {
  it('finds a game named through a registry, in code and inside template literals, not in comments or text', () => {
    const source = [
      "import { MIRIANTH_MODULE, type MirianthState as GameState } from '../engine/registry';",
      '/** Mirianth Wars, Nains and Miremarsh are named here only in words. */',
      "const label = 'Nains' + `played ${nainsModule.name.en} on Mirianth Table, ${`${isMiremarshView(v)} {Nains}`}`;",
      'const app = window.mirianth ?? window.__mirianthTable;',
    ].join('\n');
    expect(gameNamesIn(source)).toEqual(['MIRIANTH_MODULE', 'MirianthState', 'nainsModule', 'isMiremarshView']);
    expect(gameNamesIn("const text = `This is not a Mirianth Wars save: ${shown}, not a Nains one.`;\nexport const GAMES = [];\n")).toEqual([]);
  });

  it('finds none in platform files but those on the debt list, and each of those still names one', () => {
    const found = platformNames();
    const unlisted = [...found].filter(([file]) => !debt.includes(file)).map(([file, names]) => `${file}: ${names.join(', ')}`);
    expect(unlisted, 'platform files that name a game (reach it through a registry hook, or move the code into its room)').toEqual([]);
    const stale = debt.filter((file) => !found.has(file));
    expect(stale, 'files on scripts/gameNameDebt.json that no longer name a game: take them off the list').toEqual([]);
  });
});
