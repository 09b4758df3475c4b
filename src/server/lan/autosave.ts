/**
 * Autosave files in one folder, one per running table (`table-<id>.json`), written atomically
 * and owner-only (0600, in a 0700 folder): other users of the machine cannot read them.
 * Writes are coalesced per table: while one is on disk, later saves only mark the table dirty,
 * and the next write takes the newest state. A removal waits for the write in flight.
 */
import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { REGISTRY, type GameCatalog } from '../../engine/registry';
import { MAX_AUTOSAVE_BYTES, parseAutosave, type Autosave, type LoadedTable } from './autosaveFormat';

interface Entry {
  make: (() => Autosave | null) | null;
  dirty: boolean;
  removed: boolean;
  running: Promise<void> | null;
}

export interface LoadedAutosave { file: string; save: LoadedTable }
export interface AutosaveProblem { file: string; problem: string }

const FILE = /^table-([0-9a-f]{12})\.json$/;

export class AutosaveStore {
  private readonly entries = new Map<string, Entry>();

  /** `key` opens sealed games on load (`autosaveKey.ts`); without it only version 1 files load. */
  constructor(
    readonly dir: string,
    private readonly onError: (message: string) => void,
    private readonly key: Buffer | null = null,
    /** The games whose tables may come back (the host's). */
    private readonly catalog: GameCatalog = REGISTRY,
  ) {}

  private fileOf(tableId: string): string {
    return join(this.dir, `table-${tableId}.json`);
  }

  private entry(tableId: string): Entry {
    let e = this.entries.get(tableId);
    if (!e) {
      e = { make: null, dirty: false, removed: false, running: null };
      this.entries.set(tableId, e);
    }
    return e;
  }

  /** Schedules a write; `make` is called when the write starts, so it sees the newest state. */
  save(tableId: string, make: () => Autosave | null): void {
    const e = this.entry(tableId);
    Object.assign(e, { make, dirty: true, removed: false });
    this.kick(tableId, e);
  }

  remove(tableId: string): void {
    const e = this.entry(tableId);
    Object.assign(e, { make: null, dirty: false, removed: true });
    this.kick(tableId, e);
  }

  /** Resolves once every pending write and removal is on disk. */
  async flush(): Promise<void> {
    // A write that finds its table dirty again starts another: wait until none is running.
    for (;;) {
      const running = [...this.entries.values()].map((e) => e.running).filter((r) => r !== null);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  async loadAll(): Promise<{ loaded: LoadedAutosave[]; problems: AutosaveProblem[] }> {
    const loaded: LoadedAutosave[] = [];
    const problems: AutosaveProblem[] = [];
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return { loaded, problems };
    }
    for (const name of names.filter((n) => FILE.test(n)).sort()) {
      const file = join(this.dir, name);
      // A huge file is skipped unread; reading it could take the host's memory.
      const size = await stat(file).then((st) => st.size, () => 0);
      if (size > MAX_AUTOSAVE_BYTES) {
        problems.push({ file, problem: `too large (${size} bytes; at most ${MAX_AUTOSAVE_BYTES})` });
        continue;
      }
      const text = await readFile(file, 'utf8').catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
      if (text instanceof Error) {
        problems.push({ file, problem: `unreadable: ${text.message}` });
        continue;
      }
      const parsed = parseAutosave(text, this.key, this.catalog);
      if (typeof parsed === 'string') problems.push({ file, problem: parsed });
      else if (`table-${parsed.table.id}.json` !== name) problems.push({ file, problem: 'file name does not match its table id' });
      else loaded.push({ file, save: parsed });
    }
    return { loaded, problems };
  }

  private kick(tableId: string, e: Entry): void {
    if (e.running) return;
    e.running = this.drain(tableId, e).finally(() => {
      e.running = null;
      if (e.dirty || e.removed) this.kick(tableId, e);
      else this.entries.delete(tableId);
    });
  }

  private async drain(tableId: string, e: Entry): Promise<void> {
    try {
      if (e.removed) {
        e.removed = false;
        await unlink(this.fileOf(tableId)).catch(() => undefined);
        return;
      }
      e.dirty = false;
      const save = e.make?.();
      if (!save) return;
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await writeFileAtomic(this.fileOf(tableId), JSON.stringify(save), { mode: 0o600 });
    } catch (err) {
      this.onError(`autosave of table ${tableId} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
