import type { Page, Request } from '@playwright/test';
import { expect, test, useSession } from './fixtures.ts';

// The postal-code / address autocomplete inside a real address form (spec §2, §4, §5, §7, §8),
// shown in the postal section of /dev/ui.

const section = (page: Page) => page.getByTestId('section-postal');
const searchBox = (page: Page) => section(page).getByLabel('住所検索');
/** The autocomplete's dropdown lives in a portal, outside the section. */
const options = (page: Page) => page.getByTestId('postal-candidates').getByRole('option');
/** Types a query and waits until the list is the answer to it (the previous rows stay meanwhile). */
async function typeQuery(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect(page.getByTestId('postal-search-loading')).toBeHidden();
}
const isSearch = (request: Request) => new URL(request.url()).pathname === '/api/postal/search';

async function expectAddress(
  page: Page,
  expected: { postalCode: string; prefecture: string; city: string; town: string },
) {
  const demo = section(page);
  await expect(demo.getByRole('textbox', { name: /^郵便番号/ })).toHaveValue(expected.postalCode);
  await expect(demo.getByRole('combobox', { name: /^都道府県/ })).toHaveValue(expected.prefecture);
  await expect(demo.getByRole('textbox', { name: /^市区町村/ })).toHaveValue(expected.city);
  await expect(demo.getByRole('textbox', { name: /^町域・番地/ })).toHaveValue(expected.town);
}

test.beforeEach(async ({ page }) => {
  await useSession(page); // the search service, like every API, needs a session
});

test('the dataset is fetched once at start-up and its state is shown', async ({ page }) => {
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/zipcodes.zip')) downloads.push(request.url());
  });
  await page.goto('/dev/ui');
  const status = section(page).getByTestId('postal-data-status');
  await expect(status).toHaveAttribute('data-status', 'ready');
  await expect(status).toHaveText(/郵便番号データ: \d{2,3},\d{3}件を読み込みました/);
  expect(downloads).toHaveLength(1);
  expect(downloads[0]).toMatch(/\/static\/postal\/[0-9a-f]{16}\/zipcodes\.zip$/);
});

test('a postal code typed in the form and picked with the keyboard fills the address', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/dev/ui');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) searches.push(request.url());
  });
  const box = searchBox(page);
  // The administrator's gate is passed first: with the clock standing still, nothing would load.
  await expect(box).toBeVisible();
  // The page's clock stands still while typing, however slow the machine: only the debounce decides.
  await page.clock.pauseAt(Date.now() + 1_000);
  await box.pressSequentially('1000001');
  await page.clock.runFor(1_000);
  await page.clock.resume();
  const option = options(page).filter({ hasText: '〒 100-0001 東京都 千代田区 千代田' });
  await expect(option).toBeVisible();
  expect(searches, 'debounced: one search for seven keystrokes').toHaveLength(1);
  expect(searches[0]).toContain('q=1000001');
  expect(searches[0]).toContain('limit=100');

  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await box.press('Enter');
  await expect(option).toBeHidden();
  await expect(box).toHaveValue('');
  await expectAddress(page, {
    postalCode: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田',
  });

  await section(page)
    .getByRole('textbox', { name: /^建物名/ })
    .fill('ロジビル3階');
  await section(page).getByRole('button', { name: '保存' }).click();
  const saved = JSON.parse(await section(page).getByTestId('postal-demo-result').innerText());
  expect(saved).toEqual({
    postalCode: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田',
    building: 'ロジビル3階',
  });
});

test('an address typed in kanji or hiragana offers candidates; ↑ ↓ Enter and Esc work', async ({
  page,
}) => {
  await page.goto('/dev/ui');
  const box = searchBox(page);
  await typeQuery(page, '千代田区千代田');
  await expect(options(page).first()).toHaveText('〒 100-0001 東京都 千代田区 千代田');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expectAddress(page, {
    postalCode: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田',
  });

  // 100 candidates at most; Esc closes the list and changes nothing.
  await typeQuery(page, 'ちよだく');
  await expect(options(page)).toHaveCount(100);
  await expect(
    page
      .getByTestId('postal-candidates')
      .getByText('先頭の100件を表示しています', { exact: false }),
  ).toBeVisible();
  await box.press('Escape');
  await expect(options(page)).toHaveCount(0);
  await box.fill('');

  // Down, down, up: the first row (100-0000, a code for the whole ward, has no town).
  await typeQuery(page, '1000');
  await expect(options(page).first()).toHaveText('〒 100-0000 東京都 千代田区');
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'Enter']) await box.press(key);
  await expectAddress(page, {
    postalCode: '100-0000',
    prefecture: '東京都',
    city: '千代田区',
    town: '',
  });
});

test('a 1-digit code asks nothing, breaks nothing, and says why once the box is left', async ({
  page,
}) => {
  await page.goto('/dev/ui');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) searches.push(request.url());
  });
  const message = section(page).getByText('郵便番号は2文字以上で入力してください');
  const box = searchBox(page);
  await box.fill('1');
  await expect(box).toHaveAttribute('data-query', '1'); // the debounce is over
  await expect(options(page)).toHaveCount(0);
  await expect(message).toBeHidden();
  await box.press('Tab');
  await expect(message).toBeVisible();

  await typeQuery(page, '10');
  await expect(message).toBeHidden();
  await expect(options(page).first()).toBeVisible();
  // Requests arrive in order: had '1' been searched, it would be listed before '10'.
  expect(new Set(searches.map((url) => new URL(url).searchParams.get('q')))).toEqual(
    new Set(['10']),
  );

  await typeQuery(page, '999-99');
  await expect(
    page.getByTestId('postal-candidates').getByText('該当する住所が見つかりませんでした'),
  ).toBeVisible();
});

test('a complete postal code typed in its own field fills the empty address from the loaded dataset', async ({
  page,
}) => {
  await page.goto('/dev/ui');
  await expect(section(page).getByTestId('postal-data-status')).toHaveAttribute(
    'data-status',
    'ready',
  );
  const code = section(page).getByRole('textbox', { name: /^郵便番号/ });
  await code.fill('１０００００１'); // full-width, as a Japanese IME types it
  await code.blur();
  await expectAddress(page, {
    postalCode: '1000001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田',
  });
});
