/**
 * What main answers on each saves channel. Arguments come from the page, so each one is checked
 * here before the service sees it. No electron import: Node tests call these directly.
 */
import { z } from 'zod';
import type { IpcChannel, IpcRequest, IpcResponse } from '../../shared/ipc';
import { anySaveDraftSchema, isSaveId, saveDraftSchema, type ExportOutcome, type ImportOutcome, type SavesFailure } from '../../shared/save';
import type { SaveService } from './service';

/** The native file dialogs, behind an interface so tests can stand in for them. */
export interface SaveDialogs {
  exportSave(id: string): Promise<ExportOutcome>;
  importSave(): Promise<ImportOutcome>;
}

type SavesChannel = Extract<IpcChannel, `saves.${string}`>;
export type SavesHandlers = {
  [C in SavesChannel]: (...args: IpcRequest<C>) => Promise<IpcResponse<C>>;
};

const optionsSchema = z.strictObject({ replaceId: z.string().optional() }).optional();

function badRequest(message: string): SavesFailure {
  return { ok: false, reason: 'badRequest', message };
}

function badId(id: unknown): SavesFailure | null {
  return isSaveId(id) ? null : badRequest('That is not the name of a save.');
}

/** Checks a draft from the page against `schema`, naming the first malformed field. */
function checkDraft<S extends z.ZodType>(schema: S, draft: unknown): { ok: true; draft: z.output<S> } | SavesFailure {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return { ok: true, draft: parsed.data };
  const issue = parsed.error.issues[0];
  return badRequest(`The game to save is malformed at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
}

/** A checked draft and checked options, or the first refusal. */
function checkSave<S extends z.ZodType>(
  schema: S,
  draft: unknown,
  options: unknown,
): { ok: true; draft: z.output<S>; options: { replaceId?: string } } | SavesFailure {
  const checked = checkDraft(schema, draft);
  if (!checked.ok) return checked;
  const opts = optionsSchema.safeParse(options);
  return opts.success ? { ...checked, options: opts.data ?? {} } : badRequest('Bad save options.');
}

export function savesHandlers(service: SaveService, dialogs: SaveDialogs): SavesHandlers {
  return {
    'saves.list': () => service.list(),
    'saves.load': async (id) => badId(id) ?? service.load(id),
    'saves.continue': () => service.continueLatest(),
    'saves.save': async (draft, options) => {
      const checked = checkSave(saveDraftSchema, draft, options);
      return checked.ok ? service.save(checked.draft, checked.options) : checked;
    },
    'saves.autosave': async (draft) => {
      const checked = checkDraft(saveDraftSchema, draft);
      return checked.ok ? service.autosave(checked.draft) : checked;
    },
    'saves.loadAny': async (id) => badId(id) ?? service.loadAny(id),
    'saves.saveAny': async (draft, options) => {
      const checked = checkSave(anySaveDraftSchema, draft, options);
      return checked.ok ? service.saveAny(checked.draft, checked.options) : checked;
    },
    'saves.autosaveAny': async (draft) => {
      const checked = checkDraft(anySaveDraftSchema, draft);
      return checked.ok ? service.autosaveAny(checked.draft) : checked;
    },
    'saves.rename': async (id, name) => badId(id) ?? (typeof name === 'string' ? service.rename(id, name) : badRequest('A name must be text.')),
    'saves.remove': async (id) => badId(id) ?? service.remove(id),
    'saves.export': async (id) => badId(id) ?? dialogs.exportSave(id),
    'saves.import': () => dialogs.importSave(),
  };
}
