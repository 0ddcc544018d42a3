import { expect, type Page } from '@playwright/test';

export const DEMO_USER = {
  email: 'yamada@sample-butsuryu.example',
  password: 'demo1234',
  name: '山田 太郎',
  organisation: '株式会社サンプル物流',
};

/** Signs in through the built-in issuer's own page, exactly as a person does. */
export async function signIn(page: Page, path = '/', user = DEMO_USER): Promise<void> {
  await page.goto(path);
  await page.getByLabel('メールアドレス').fill(user.email);
  await page.getByLabel('パスワード').fill(user.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
}
