/**
 * Finds where JSON text first goes wrong, only after JSON.parse has refused it: the position
 * tells a truncated file (it ends while a value is still open) from one damaged in the middle.
 */

export type JsonFault = { kind: 'end' } | { kind: 'unexpected'; offset: number };

const isWhitespace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const MAX_DEPTH = 1000;

class Fault extends Error {
  constructor(readonly fault: JsonFault) {
    super('json fault');
  }
}

class Scanner {
  private i = 0;
  constructor(private readonly text: string) {}

  run(): JsonFault | null {
    try {
      this.skip();
      this.value(0);
      this.skip();
      if (this.i < this.text.length) this.fail();
      return null;
    } catch (err) {
      if (err instanceof Fault) return err.fault;
      throw err;
    }
  }

  private fail(): never {
    throw new Fault(this.i >= this.text.length ? { kind: 'end' } : { kind: 'unexpected', offset: this.i });
  }

  private skip(): void {
    while (this.i < this.text.length && isWhitespace(this.text.charCodeAt(this.i))) this.i++;
  }

  private expect(char: string): void {
    if (this.text.charAt(this.i) !== char) this.fail();
    this.i++;
  }

  private value(depth: number): void {
    if (depth > MAX_DEPTH) this.fail();
    const c = this.text.charAt(this.i);
    if (c === '{') this.container('}', depth, true);
    else if (c === '[') this.container(']', depth, false);
    else if (c === '"') this.string();
    else if (c === 't') this.word('true');
    else if (c === 'f') this.word('false');
    else if (c === 'n') this.word('null');
    else this.number();
  }

  private container(close: string, depth: number, keyed: boolean): void {
    this.i++;
    this.skip();
    if (this.text.charAt(this.i) === close) {
      this.i++;
      return;
    }
    for (;;) {
      if (keyed) {
        this.string();
        this.skip();
        this.expect(':');
        this.skip();
      }
      this.value(depth + 1);
      this.skip();
      if (this.text.charAt(this.i) === ',') {
        this.i++;
        this.skip();
        continue;
      }
      this.expect(close);
      return;
    }
  }

  private string(): void {
    this.expect('"');
    for (;;) {
      if (this.i >= this.text.length) this.fail();
      const code = this.text.charCodeAt(this.i);
      if (code === 0x22) {
        this.i++;
        return;
      }
      if (code < 0x20) this.fail();
      if (code === 0x5c) {
        this.i++;
        const e = this.text.charAt(this.i);
        if (e === 'u') {
          for (let k = 0; k < 4; k++) {
            this.i++;
            if (!isHex(this.text.charCodeAt(this.i))) this.fail();
          }
        } else if (!'"\\/bfnrt'.includes(e) || e === '') {
          this.fail();
        }
      }
      this.i++;
    }
  }

  private word(word: string): void {
    for (const ch of word) this.expect(ch);
  }

  private digits(): void {
    const start = this.i;
    while (isDigit(this.text.charCodeAt(this.i))) this.i++;
    if (this.i === start) this.fail();
  }

  private number(): void {
    if (this.text.charAt(this.i) === '-') this.i++;
    if (this.text.charAt(this.i) === '0') this.i++;
    else this.digits();
    if (this.text.charAt(this.i) === '.') {
      this.i++;
      this.digits();
    }
    const e = this.text.charAt(this.i);
    if (e === 'e' || e === 'E') {
      this.i++;
      const sign = this.text.charAt(this.i);
      if (sign === '+' || sign === '-') this.i++;
      this.digits();
    }
  }
}

/** null when the text is valid JSON. */
export function findJsonFault(text: string): JsonFault | null {
  return new Scanner(text).run();
}

/** 1-based line and column of an offset, for messages a person can follow in an editor. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
