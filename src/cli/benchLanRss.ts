/** Resident memory of another process in MB: /proc on Linux, `ps` elsewhere; 0 when unknown. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export async function hostRssMb(pid: number): Promise<number> {
  if (pid <= 0) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    if (kb !== undefined) return Number(kb) / 1024;
  } catch {
    // Not Linux (or the process is gone): ask ps.
  }
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'rss=', '-p', String(pid)], (err, out) => {
      const kb = Number(out.trim());
      resolve(err || !Number.isFinite(kb) ? 0 : kb / 1024);
    });
  });
}

/** CPU time (user + system) another process has used, in seconds; null where /proc is missing. */
export async function hostCpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // USER_HZ is 100 on every Linux Node supports.
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}
