/** Placeholder until its issue lands: refuses clearly instead of pretending. */
import type { Command } from '../types';

export const command: Command = {
  summary: 'Not available yet.',
  usage: 'simulate',
  async run() {
    console.error('This command is not available yet.');
    return 2;
  },
};
