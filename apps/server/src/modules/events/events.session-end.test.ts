import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream, type SseEventStream } from '../../test/jobs-sse-client.ts';
import { signInAs, SUZUKI, YAMADA } from '../../test/jobs.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../idp/index.ts';
import { upsertUserFromClaims } from '../users/index.ts';
import { publishEvent } from './index.ts';

// Heartbeats (and their session re-check) far apart: only the ending itself may close a stream.
const PROMPTLY_MS = 2_000;
const [SAMPLE_BUTSURYU, TEST_SHOJI] = DEMO_ORGANISATIONS as [
  (typeof DEMO_ORGANISATIONS)[number],
  (typeof DEMO_ORGANISATIONS)[number],
];
const TAKAHASHI = DEMO_ACCOUNTS.find((account) => account.email.startsWith('takahashi'))!;

let app: TestApp;
const streams: SseEventStream[] = [];
type Caller = Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  vi.stubEnv('SSE_HEARTBEAT_SECONDS', '300');
  app = await startTestApp();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.close();
  vi.unstubAllEnvs();
});

const open = async (caller: Caller) => {
  const stream = await openEventStream(app.baseUrl, caller.jar);
  streams.push(stream);
  await stream.waitForText('retry:');
  return stream;
};

const endsPromptly = (stream: SseEventStream) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), PROMPTLY_MS)),
  ]);

/** An event for the organisation; `witness` (still entitled) receiving it proves it was sent. */
async function publishTo(organisationId: string, id: string, witness: SseEventStream) {
  await publishEvent(app.db, { organisationId }, { type: 'process.deleted', id });
  await witness.waitForEvent((event) => event.id === id);
}

describe('an event stream ends with what entitled it, on every instance', () => {
  it('ends at logout, and nothing of the organisation arrives after it', async () => {
    const leaving = await signInAs(app.baseUrl, YAMADA);
    const staying = await signInAs(app.baseUrl, YAMADA);
    const stream = await open(leaving);
    // The same person's other session keeps its stream (publishTo waits for the event there).
    const otherBrowser = await open(staying);

    expect((await leaving.api('POST', '/api/auth/logout')).status).toBe(200);
    await publishTo(leaving.organisationId, 'after-logout', otherBrowser);

    expect(await endsPromptly(stream)).toBe('ended');
    expect(stream.events().some((event) => event.id === 'after-logout')).toBe(false);
  });

  it('ends when the membership of its organisation is removed', async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    const colleague = await signInAs(app.baseUrl, SUZUKI);
    expect(takahashi.organisationId).toBe(TEST_SHOJI.uuid);
    const stream = await open(takahashi);
    const colleagueStream = await open(colleague);

    // The identity provider's next sign-in names only サンプル物流: the membership of テスト商事 goes.
    await upsertUserFromClaims(app.db, {
      subject: `${app.config.oidcIssuer}|${TAKAHASHI.sub}`,
      name: TAKAHASHI.name,
      email: TAKAHASHI.email,
      organisations: [SAMPLE_BUTSURYU],
    });
    await publishTo(TEST_SHOJI.uuid, 'after-removal', colleagueStream);

    expect(await endsPromptly(stream)).toBe('ended');
    expect(stream.events().some((event) => event.id === 'after-removal')).toBe(false);
  });

  it('keeps the stream when a sign-in keeps its organisation', async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    const stream = await open(takahashi);
    await signInAs(app.baseUrl, TAKAHASHI);
    await publishTo(takahashi.organisationId, 'still-member', stream);
  });

  it('ends when the session switches to another organisation', async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    const colleague = await signInAs(app.baseUrl, SUZUKI);
    expect(takahashi.organisationId).toBe(TEST_SHOJI.uuid);
    const stream = await open(takahashi);
    const colleagueStream = await open(colleague);

    const switched = await takahashi.api('PUT', '/api/auth/organisation', {
      uuid: SAMPLE_BUTSURYU.uuid,
    });
    expect(switched.status).toBe(200);
    // The page now shows サンプル物流: the old stream must not go on with テスト商事.
    await publishTo(TEST_SHOJI.uuid, 'after-switch', colleagueStream);

    expect(await endsPromptly(stream)).toBe('ended');
    expect(stream.events().some((event) => event.id === 'after-switch')).toBe(false);
  });
});
