/** Export and import in a browser: a download, and a file picker that only ever reads. */
import { MAX_SAVE_BYTES } from '../../shared/save';

export function downloadFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Resolves with the chosen file, or null when the player cancels. Must run from a click. */
export function pickFile(accept = '.json,application/json'): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** At most one byte past the size limit, so a huge file is refused without reading it all. */
export async function readPicked(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, MAX_SAVE_BYTES + 1).arrayBuffer());
}
