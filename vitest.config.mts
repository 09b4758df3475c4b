import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Shared CI machines can be several times slower than a desk; 5 s timed out on a loaded VM.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine that is one, and
    // the suite ran on one core (7.2 min wall for 7.4 min of CPU). Every core it is.
    maxWorkers: availableParallelism(),
  },
});
