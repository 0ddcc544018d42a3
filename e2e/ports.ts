// Where this run's browser server and its neighbours listen: playwright.config.ts takes each port
// from the environment or picks a free one, and writes it back there for every worker.
const portOf = (name: string): number => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through Playwright`);
  return Number(value);
};

/** The warehouse simulator beside the main browser server (scripts/e2e-server.mjs). */
export const simUrl = `http://localhost:${portOf('E2E_SIM_PORT')}`;

/** The main browser server's database, for tests that set up rows directly. */
export const e2eDatabaseUrl =
  process.env.E2E_DATABASE_URL ?? `postgres://logi:logi@127.0.0.1:${portOf('E2E_PG_PORT')}/logi`;
