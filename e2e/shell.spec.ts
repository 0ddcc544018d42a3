import { DEMO_USER, expect, navigateInApp, signIn, signInThroughIssuer, test } from './fixtures.ts';

type Visit = { path: string; menu: string; tab?: string; crumbs: string[]; title: string };

// Spec §2 menu table: every route, the entry it lights up, its tab and breadcrumbs.
const VISITS: Visit[] = [
  { path: '/', menu: 'ホーム', crumbs: ['ホーム'], title: 'ホーム' },
  {
    path: '/receiving_schedules',
    menu: '入荷業務',
    tab: '入荷予定',
    crumbs: ['入荷業務', '入荷予定一覧'],
    title: '入荷予定一覧',
  },
  {
    path: '/receiving_schedules/register',
    menu: '入荷業務',
    tab: '入荷予定',
    crumbs: ['入荷業務', '入荷予定一覧', '入荷予定登録'],
    title: '入荷予定登録',
  },
  {
    path: '/receiving_schedules/12/edit',
    menu: '入荷業務',
    tab: '入荷予定',
    crumbs: ['入荷業務', '入荷予定一覧', '入荷予定編集'],
    title: '入荷予定編集',
  },
  {
    path: '/receiving_schedules/12/detail',
    menu: '入荷業務',
    tab: '入荷予定',
    crumbs: ['入荷業務', '入荷予定一覧', '入荷予定詳細'],
    title: '入荷予定詳細',
  },
  {
    path: '/customer_returns',
    menu: '入荷業務',
    tab: '返品実績',
    crumbs: ['入荷業務', '返品実績一覧'],
    title: '返品実績一覧',
  },
  {
    path: '/allocation_management',
    menu: '出荷業務',
    tab: '引当管理',
    crumbs: ['出荷業務', '引当管理'],
    title: '引当管理',
  },
  {
    path: '/shippings/ng',
    menu: '出荷業務',
    tab: '出荷不可リスト(RSL)',
    crumbs: ['出荷業務', '出荷不可リスト'],
    title: '出荷不可リスト',
  },
  {
    path: '/stocks?stockType=stockByProduct',
    menu: '在庫',
    tab: '在庫一覧',
    crumbs: ['在庫', '在庫一覧'],
    title: '在庫一覧',
  },
  {
    path: '/stocks/register',
    menu: '在庫',
    tab: '在庫一覧',
    crumbs: ['在庫', '在庫一覧', '在庫登録'],
    title: '在庫登録',
  },
  {
    path: '/stocks/3/edit',
    menu: '在庫',
    tab: '在庫一覧',
    crumbs: ['在庫', '在庫一覧', '在庫編集'],
    title: '在庫編集',
  },
  {
    path: '/products',
    menu: '商品設定',
    tab: '商品一覧',
    crumbs: ['商品設定', '商品一覧'],
    title: '商品一覧',
  },
  {
    path: '/products/register',
    menu: '商品設定',
    tab: '商品一覧',
    crumbs: ['商品設定', '商品一覧', '商品登録'],
    title: '商品登録',
  },
  {
    path: '/products/9/edit',
    menu: '商品設定',
    tab: '商品一覧',
    crumbs: ['商品設定', '商品一覧', '商品編集'],
    title: '商品編集',
  },
  {
    path: '/csv_import',
    menu: '商品設定',
    tab: '商品CSV登録',
    crumbs: ['商品設定', '商品CSV登録'],
    title: '商品CSV登録',
  },
  {
    path: '/warehouses',
    menu: '倉庫設定',
    tab: '倉庫一覧',
    crumbs: ['倉庫設定', '倉庫一覧'],
    title: '倉庫一覧',
  },
  {
    path: '/warehouses/register',
    menu: '倉庫設定',
    tab: '倉庫一覧',
    crumbs: ['倉庫設定', '倉庫一覧', '倉庫登録'],
    title: '倉庫登録',
  },
  {
    path: '/warehouses/4/edit',
    menu: '倉庫設定',
    tab: '倉庫一覧',
    crumbs: ['倉庫設定', '倉庫一覧', '倉庫編集'],
    title: '倉庫編集',
  },
  {
    path: '/warehouses/groups',
    menu: '倉庫設定',
    tab: '倉庫グループ',
    crumbs: ['倉庫設定', '倉庫グループ一覧'],
    title: '倉庫グループ一覧',
  },
  {
    path: '/warehouses/groups/register',
    menu: '倉庫設定',
    tab: '倉庫グループ',
    crumbs: ['倉庫設定', '倉庫グループ一覧', '倉庫グループ登録'],
    title: '倉庫グループ登録',
  },
  {
    path: '/warehouses/groups/2/edit',
    menu: '倉庫設定',
    tab: '倉庫グループ',
    crumbs: ['倉庫設定', '倉庫グループ一覧', '倉庫グループ編集'],
    title: '倉庫グループ編集',
  },
  ...(
    [
      ['/rsl_venders', 'ベンダー'],
      ['/shops', 'ショップ'],
      ['/suppliers', '仕入先'],
      ['/app_settings', 'システム連携設定'],
    ] as const
  ).flatMap(([base, noun]) => [
    {
      path: base,
      menu: 'マスタ設定',
      tab: `${noun}一覧`,
      crumbs: ['マスタ設定', `${noun}一覧`],
      title: `${noun}一覧`,
    },
    {
      path: `${base}/register`,
      menu: 'マスタ設定',
      tab: `${noun}一覧`,
      crumbs: ['マスタ設定', `${noun}一覧`, `${noun}登録`],
      title: `${noun}登録`,
    },
    {
      path: `${base}/5/edit`,
      menu: 'マスタ設定',
      tab: `${noun}一覧`,
      crumbs: ['マスタ設定', `${noun}一覧`, `${noun}編集`],
      title: `${noun}編集`,
    },
  ]),
  {
    path: '/allocation',
    menu: '各種設定',
    crumbs: ['各種設定', '引当処理設定'],
    title: '引当処理設定',
  },
  {
    path: '/admin/user_notifications',
    menu: '管理者設定',
    tab: '管理者お知らせ一覧',
    crumbs: ['管理者設定', '管理者お知らせ一覧'],
    title: '管理者お知らせ一覧',
  },
  {
    path: '/admin/user_notifications/register',
    menu: '管理者設定',
    tab: '管理者お知らせ一覧',
    crumbs: ['管理者設定', '管理者お知らせ一覧', '管理者お知らせ登録'],
    title: '管理者お知らせ登録',
  },
];

test('an unauthenticated visit goes to sign-in and then back to the page first asked for', async ({
  page,
}) => {
  await page.goto('/products/register');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(DEMO_USER.email);
  await page.getByLabel('パスワード').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/products\/register$/);
  await expect(page).toHaveTitle('商品登録 | ロジ管理');
});

test('a wrong password is refused on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('メールアドレス').fill(DEMO_USER.email);
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません')).toBeVisible();
});

test('every menu route shows its active entry, tab, breadcrumbs, title and browser title', async ({
  page,
}) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'メインメニュー' });
  for (const visit of VISITS) {
    await navigateInApp(page, visit.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.title);
    await expect(page).toHaveTitle(`${visit.title} | ロジ管理`);
    await expect(sidebar.locator('[aria-current="page"]'), visit.path).toHaveText(visit.menu);
    if (visit.tab) {
      // The shell's tab row comes first; a page may have tabs of its own (引当管理's statuses).
      const shellTabs = page.getByRole('tablist').first();
      await expect(shellTabs.getByRole('tab', { selected: true }), visit.path).toHaveText(
        visit.tab,
      );
    } else {
      await expect(page.getByRole('tab')).toHaveCount(0);
    }
    const crumbs = page.getByRole('navigation', { name: 'パンくずリスト' });
    await expect(crumbs.getByRole('link', { name: 'ホーム' })).toBeVisible();
    await expect(crumbs).toHaveText(`/${visit.crumbs.join('/')}`);
  }
});

test('the sidebar links every entry and the tabs switch pages', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'メインメニュー' });
  await sidebar.getByRole('link', { name: '在庫' }).click();
  await expect(page).toHaveURL(/\/stocks\?stockType=stockByProduct$/);
  await sidebar.getByRole('link', { name: 'マスタ設定' }).click();
  await expect(page).toHaveURL(/\/rsl_venders$/);
  await page.getByRole('tab', { name: 'ショップ一覧' }).click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('マスタ設定');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショップ一覧');
  // Tabs pattern: arrow keys move to the neighbouring tab and open its page.
  await page.getByRole('tab', { name: 'ショップ一覧' }).press('ArrowLeft');
  await expect(page).toHaveURL(/\/rsl_venders$/);
  await expect(page.getByRole('tab', { name: 'ベンダー一覧' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'ベンダー一覧' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const manual = page.getByRole('link', { name: 'マニュアル' });
  await expect(manual).toHaveAttribute('target', '_blank');
  await expect(sidebar.getByRole('link', { name: '管理者設定' })).toBeVisible();
});

test('layout sizes, viewport and header menus follow the spec', async ({ page }) => {
  await signIn(page);
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(
    'width=device-width, initial-scale=1, minimum-scale=1',
  );
  expect((await page.locator('header').boundingBox())?.height).toBe(50);
  expect(
    (await page.getByRole('navigation', { name: 'メインメニュー' }).boundingBox())?.width,
  ).toBe(200);
  await page.getByRole('button', { name: '関連サービス' }).click();
  await expect(page.getByRole('menuitem', { name: '受注管理' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.keyboard.press('Escape');
  await page.getByTestId('account-menu').click();
  await expect(page.getByText(DEMO_USER.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
});

test('the colour scheme is kept in local storage across reloads', async ({ page }) => {
  await signIn(page);
  const html = page.locator('html');
  await page.getByTestId('account-menu').click();
  await page.getByText('ダーク', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByTestId('organisation-name')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('logi-color-scheme'))).toBe('dark');
  await page.getByTestId('account-menu').click();
  await page.getByText('ライト', { exact: true }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('logout ends the session and lands on /goqauth/login; signing in again asks for the password', async ({
  page,
}) => {
  await signInThroughIssuer(page, '/products'); // its own session: the logout ends it
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/goqauth\/login$/);
  await expect(page.getByText('ログアウトしました')).toBeVisible();
  const status = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));
  expect(status).toBe(401);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByLabel('パスワード')).toBeVisible();
});

test('an unknown page shows the not-found page inside the layout', async ({ page }) => {
  await signIn(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりませんでした');
});
