/**
 * Function lengths in src/ (house rule: no function over ~80 lines). A function's length is the
 * number of its lines holding code, from its first line to its last, as ESLint's
 * `max-lines-per-function` counts with `skipBlankLines` and `skipComments`: blank lines and lines
 * holding only a comment do not count; nested functions count in their parent too.
 *
 * `npx tsx tests/support/functionLength.ts` prints every function over the limit; tests/lint/functionLength.test.ts
 * holds the project to scripts/longFunctions.json, a shrink-only list of the ones still over it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Lines (0-based) that hold code: neither blank nor inside a comment only. */
function codeLines(source: ts.SourceFile): Set<number> {
  const code = new Set<number>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, source.languageVariant, source.text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue;
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const from = source.getLineAndCharacterOfPosition(scanner.getTokenStart()).line;
    const to = source.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line;
    for (let line = from; line <= to; line++) code.add(line);
  }
  return code;
}

type FunctionNode = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration
  | ts.ConstructorDeclaration | ts.GetAccessorDeclaration | ts.SetAccessorDeclaration;

export interface LongFunction { file: string; name: string; line: number; lines: number }

function nameOf(node: FunctionNode): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (!ts.isArrowFunction(node) && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name))) return parent.name.text;
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const called = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : 'call';
    return `${called}(…)`;
  }
  return '(anonymous)';
}

const isFunction = (node: ts.Node): node is FunctionNode => ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)
  || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node);

/** Every function of a file longer than `max` code lines: `{ file, name, line, lines }`. */
export function longFunctionsIn(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const code = codeLines(source);
  // before[n] = code lines among lines 0..n-1, so a function's count is one subtraction.
  const before: number[] = [0];
  for (let line = 0; line <= source.getLineAndCharacterOfPosition(source.getEnd()).line; line++) before.push((before[line] ?? 0) + (code.has(line) ? 1 : 0));
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = (before[end + 1] ?? 0) - (before[start] ?? 0);
      if (lines > max) found.push({ file, name: nameOf(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every function in `root` (src/ by default) longer than the limit, by file then line. */
export function longFunctions(root = 'src', max = MAX_FUNCTION_LINES): LongFunction[] {
  return sourceFiles(root).sort().flatMap((file) => longFunctionsIn(file.split('\\').join('/'), readFileSync(file, 'utf8'), max));
}

/** The key a shrink-only list names a function by: file and function name (lines move). */
export const functionKey = (f: LongFunction): string => `${f.file}#${f.name}`;

if (process.argv[1]?.endsWith('functionLength.ts') === true) {
  const found = longFunctions();
  for (const f of found) console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`);
  console.log(`${found.length} functions over ${MAX_FUNCTION_LINES} lines`);
}
