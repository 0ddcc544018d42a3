import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const base = 'http://localhost:3917';
await page.goto(base + '/');
await page.getByLabel(/メールアドレス/).fill('yamada@sample-butsuryu.example');
await page.getByLabel(/パスワード/).fill('demo1234');
await page.getByRole('button', { name: /ログイン|サインイン/ }).click();
await page.waitForURL(/localhost:3917\/(?!oidc|goqauth)/, { timeout: 30000 });
for (const [path, name] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/${name}.png` });
}
await browser.close();
