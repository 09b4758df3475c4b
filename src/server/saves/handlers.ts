/**
 * What main answers on each saves channel. Arguments come from the page, so each one is checked
 * here before the service sees it. No electron import: Node tests call these directly.
 */
import { z } from 'zod';
import type { IpcChannel, IpcRequest, IpcResponse } from '../../shared/ipc';
import { checkGameDraft, isSaveId, type ExportOutcome, type GameSaveDraft, type ImportOutcome, type SavesFailure } from '../../shared/save';
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

/** A checked draft (by the schema of the game it names) and checked options, or the first refusal. */
function checkSave(draft: unknown, options: unknown): { ok: true; draft: GameSaveDraft; options: { replaceId?: string } } | SavesFailure {
  const checked = checkGameDraft(draft);
  if (!checked.ok) return checked;
  const opts = optionsSchema.safeParse(options);
  const body = checked.draft.body;
  return opts.success ? { ok: true, draft: body, options: opts.data ?? {} } : badRequest('Bad save options.');
}

export function savesHandlers(service: SaveService, dialogs: SaveDialogs): SavesHandlers {
  return {
    'saves.list': () => service.list(),
    'saves.load': async (id) => badId(id) ?? service.load(id),
    'saves.continue': () => service.continueLatest(),
    'saves.save': async (draft, options) => {
      const checked = checkSave(draft, options);
      return checked.ok ? service.save(checked.draft, checked.options) : checked;
    },
    'saves.autosave': async (draft) => {
      const checked = checkSave(draft, undefined);
      return checked.ok ? service.autosave(checked.draft) : checked;
    },
    'saves.rename': async (id, name) => badId(id) ?? (typeof name === 'string' ? service.rename(id, name) : badRequest('A name must be text.')),
    'saves.remove': async (id) => badId(id) ?? service.remove(id),
    'saves.export': async (id) => badId(id) ?? dialogs.exportSave(id),
    'saves.import': () => dialogs.importSave(),
  };
}
