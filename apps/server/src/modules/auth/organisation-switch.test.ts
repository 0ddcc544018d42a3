import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../../test/jobs-sse-client.ts';
import { insertProcessRow, signInAs, YAMADA } from '../../test/jobs.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const TAKAHASHI = { email: 'takahashi@test-shoji.example', password: 'demo1234' };
const TEST_SHOJI = '615416c8-541a-4f60-96c9-73d5f9e68ab1';
const SAMPLE_BUTSURYU = '475e85bf-e498-43bb-9d08-e01341958bc5';
const NOT_FOUND = { message: 'ページが見つかりませんでした' };

let app: TestApp;
beforeAll(async () => {
  vi.stubEnv('SSE_HEARTBEAT_SECONDS', '0.3');
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  vi.unstubAllEnvs();
});

type Caller = Awaited<ReturnType<typeof signInAs>>;

const organisationIds = async (caller: Caller) =>
  ((await caller.api('GET', '/api/auth/user')).body.data.organisations as { uuid: string }[]).map(
    (organisation) => organisation.uuid,
  );

const listedProcessIds = async (caller: Caller) =>
  (
    (await caller.api('GET', '/api/processes/get?per_page=100')).body.data.data as { id: string }[]
  ).map((process) => process.id);

const sessionOrganisations = async () =>
  (await app.db.execute(sql`select organisation_id from sessions order by token_hash`)).rows;

describe('PUT /api/auth/organisation', () => {
  it('switches a member of two organisations, and every list follows the session', async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    expect(await organisationIds(takahashi)).toEqual([TEST_SHOJI, SAMPLE_BUTSURYU]);
    const shojiProcess = await insertProcessRow(app.db, { organisationId: TEST_SHOJI });
    const sampleProcess = await insertProcessRow(app.db, { organisationId: SAMPLE_BUTSURYU });
    expect(await listedProcessIds(takahashi)).toContain(shojiProcess.id);
    expect(await listedProcessIds(takahashi)).not.toContain(sampleProcess.id);

    const switched = await takahashi.api('PUT', '/api/auth/organisation', {
      uuid: SAMPLE_BUTSURYU,
    });
    expect(switched.status).toBe(200);
    // The answer is the user as /api/auth/user now gives it: the active organisation first.
    expect(switched.body.data.organisations.map((o: { name: string }) => o.name)).toEqual([
      '株式会社サンプル物流',
      '株式会社テスト商事',
    ]);
    expect(await organisationIds(takahashi)).toEqual([SAMPLE_BUTSURYU, TEST_SHOJI]);
    const listed = await listedProcessIds(takahashi);
    expect(listed).toContain(sampleProcess.id);
    expect(listed).not.toContain(shojiProcess.id);

    // A query naming the other organisation changes nothing: the session decides.
    const named = await takahashi.api('GET', `/api/processes/get?organisation_id=${TEST_SHOJI}`);
    expect(JSON.stringify(named.body)).not.toContain(shojiProcess.id);

    expect(
      (await takahashi.api('PUT', '/api/auth/organisation', { uuid: TEST_SHOJI })).status,
    ).toBe(200);
    expect(await listedProcessIds(takahashi)).toContain(shojiProcess.id);
  });

  it("ends the session's open event stream, which served the organisation it left", async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    const stream = await openEventStream(app.baseUrl, takahashi.jar);
    try {
      await stream.waitForText(': heartbeat');
      await takahashi.api('PUT', '/api/auth/organisation', { uuid: SAMPLE_BUTSURYU });
      await stream.ended;
      const reopened = await openEventStream(app.baseUrl, takahashi.jar);
      expect(reopened.status).toBe(200);
      reopened.close();
    } finally {
      stream.close();
    }
  });

  it('keeps each session to its own choice', async () => {
    const firstTab = await signInAs(app.baseUrl, TAKAHASHI);
    const otherBrowser = await signInAs(app.baseUrl, TAKAHASHI);
    await firstTab.api('PUT', '/api/auth/organisation', { uuid: SAMPLE_BUTSURYU });
    expect((await organisationIds(firstTab))[0]).toBe(SAMPLE_BUTSURYU);
    expect((await organisationIds(otherBrowser))[0]).toBe(TEST_SHOJI);
  });

  it('answers 404 for an organisation the user does not belong to, and changes nothing', async () => {
    const yamada = await signInAs(app.baseUrl, YAMADA);
    const before = await sessionOrganisations();
    for (const uuid of [TEST_SHOJI, '00000000-0000-0000-0000-000000000000']) {
      const refused = await yamada.api('PUT', '/api/auth/organisation', { uuid });
      expect(refused).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(await sessionOrganisations()).toEqual(before);
    expect(await organisationIds(yamada)).toEqual([SAMPLE_BUTSURYU]);
  });

  it('answers 422 for a missing or malformed organisation id', async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    for (const body of [{}, { uuid: 'sample' }, { uuid: `${SAMPLE_BUTSURYU}\u0000` }]) {
      const refused = await takahashi.api('PUT', '/api/auth/organisation', body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.uuid).toHaveLength(1);
    }
  });

  it('ends access when the user leaves the organisation they switched to', async () => {
    const takahashi = await signInAs(app.baseUrl, TAKAHASHI);
    await takahashi.api('PUT', '/api/auth/organisation', { uuid: SAMPLE_BUTSURYU });
    await app.db.execute(
      sql`delete from organisation_user where user_id = ${takahashi.userId} and organisation_id = ${SAMPLE_BUTSURYU}`,
    );
    // Announced by the table's trigger at commit: heard within milliseconds (decision 076).
    const status = async () => (await takahashi.api('GET', '/api/auth/user')).status;
    await expect.poll(status, { timeout: 2000, interval: 10 }).toBe(401);
  });
});
