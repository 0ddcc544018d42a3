import type { Page } from '@playwright/test';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { insertProcessRow } from '../apps/server/src/test/jobs.test-support.ts';
import { expect, signIn, signInThroughIssuer, test } from './fixtures.ts';
import { e2eDatabaseUrl } from './ports.ts';

// The e2e server's embedded database (scripts/e2e-server.mjs).
const DATABASE_URL = e2eDatabaseUrl;

// The demo user who belongs to two organisations (apps/server/src/modules/idp/demo-accounts.ts).
const TAKAHASHI = {
  email: 'takahashi@test-shoji.example',
  password: 'demo1234',
  name: '高橋 美咲',
  organisation: '株式会社テスト商事',
};
const OTHER_ORGANISATION = '株式会社サンプル物流';

let database: ReturnType<typeof createDatabase>;
test.beforeAll(() => {
  database = createDatabase(DATABASE_URL, 2);
});
test.afterAll(async () => {
  await database.pool.end();
});

/** A failed process whose message names it, in the named organisation's list. */
async function failedProcessOf(organisationName: string, message: string): Promise<void> {
  const organisation = await database.pool.query<{ id: string }>(
    'select id from organisations where name = $1',
    [organisationName],
  );
  await insertProcessRow(database.db, {
    organisationId: organisation.rows[0]!.id,
    processStatus: 'failed',
    message,
  });
}

async function openProcessList(page: Page) {
  await page.getByRole('button', { name: /^処理一覧/ }).click();
  return page.getByRole('dialog');
}

test('a member of two organisations switches in the account menu; nothing of the first stays on screen', async ({
  page,
}) => {
  const stamp = Date.now();
  const shojiMessage = `テスト商事の処理 ${stamp}`;
  const sampleMessage = `サンプル物流の処理 ${stamp}`;

  await signInThroughIssuer(page, '/', TAKAHASHI); // its own session: the switch changes it
  await failedProcessOf(TAKAHASHI.organisation, shojiMessage);
  await failedProcessOf(OTHER_ORGANISATION, sampleMessage);
  await page.reload();

  let list = await openProcessList(page);
  await expect(list.getByText(shojiMessage)).toBeVisible();
  await expect(list.getByText(sampleMessage)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/products');
  await page.getByTestId('account-menu').click();
  const current = page.getByRole('menuitemradio', { name: TAKAHASHI.organisation });
  const other = page.getByRole('menuitemradio', { name: OTHER_ORGANISATION });
  await expect(current).toHaveAttribute('aria-checked', 'true');
  await expect(other).toHaveAttribute('aria-checked', 'false');
  await page.screenshot({ path: '/tmp/h5-organisation-menu.png' });
  await other.click();

  // The header names the new organisation, the home page is shown, and the lists are its own:
  // the process list (cached forever, refreshed only by push) was fetched again.
  await expect(page.getByTestId('organisation-name')).toHaveText(OTHER_ORGANISATION);
  await expect(page).toHaveURL(/\/$/);
  list = await openProcessList(page);
  await expect(list.getByText(sampleMessage)).toBeVisible();
  await expect(list.getByText(shojiMessage)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The choice lives in the server session: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('organisation-name')).toHaveText(OTHER_ORGANISATION);
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitemradio', { name: OTHER_ORGANISATION })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.screenshot({ path: '/tmp/h5-organisation-switched.png' });
});

test('a member of one organisation sees only it in the menu', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitemradio')).toHaveCount(4);
  await expect(page.getByRole('menuitemradio', { name: '株式会社サンプル物流' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
