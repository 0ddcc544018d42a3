import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests, and server integration tests against a real embedded PostgreSQL.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default; the integration tests mostly wait on PostgreSQL, so two
    // workers on a 2-core machine finish in two thirds of the time (docs/decisions/034).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          // Files share a worker's loaded modules: each still gets its own database and app, and the
          // server's graph is imported once per worker, not once per file (a third of the run).
          isolate: false,
          include: ['apps/server/src/**/*.test.ts', 'apps/warehouse-sim/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
