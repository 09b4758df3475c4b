import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Shared CI machines can be several times slower than a desk; 5 s timed out on a loaded VM.
    testTimeout: 20_000,
  },
});
