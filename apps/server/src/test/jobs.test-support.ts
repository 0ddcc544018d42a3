import type { ActionCode, ProcessStatus } from '@logi/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { processes, type ProcessRow } from '../modules/processes/processes.table.ts';
import { apiClient, signIn } from './sign-in.ts';

export const YAMADA = { email: 'yamada@sample-butsuryu.example', password: 'demo1234' };
export const SUZUKI = { email: 'suzuki@test-shoji.example', password: 'demo1234' };

/** Signs in through the real flow and returns an API client with the caller's ids. */
export async function signInAs(baseUrl: string, credentials: typeof YAMADA) {
  const { jar } = await signIn(baseUrl, credentials);
  const api = apiClient(baseUrl, jar);
  const user = await api('GET', '/api/auth/user');
  if (user.status !== 200) throw new Error(`sign-in failed: ${user.status}`);
  return {
    api,
    jar,
    userId: user.body.data.id as string,
    organisationId: user.body.data.organisations[0].uuid as string,
  };
}

/** A process row written straight to the table (no job), for list and delete tests. */
export async function insertProcessRow(
  db: DbOrTx,
  values: {
    organisationId: string;
    userId?: string | null;
    action?: ActionCode;
    processStatus?: ProcessStatus;
    createdAt?: Date;
    message?: string | null;
    broadcasted?: boolean;
  },
): Promise<ProcessRow> {
  const [row] = await db
    .insert(processes)
    .values({
      action: 'inventory_search',
      requestId: crypto.randomUUID(),
      userId: null,
      ...values,
    })
    .returning();
  return row!;
}

export async function readProcess(db: DbOrTx, id: string): Promise<ProcessRow | undefined> {
  const [row] = await db.select().from(processes).where(eq(processes.id, id));
  return row;
}

/** Polls until the condition holds (the engine works asynchronously); fails after the timeout. */
export async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) {
      throw new Error(
        `condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    last = await read();
  }
  return last;
}
