import type { DemoAccount } from './demo-accounts.ts';
import { escapeHtml, renderDocument } from './html.ts';

export const LOGIN_FAILED_MESSAGE = 'メールアドレスまたはパスワードが正しくありません';

export type LoginPageModel = {
  /** Where the form posts to. */
  action: string;
  /** Kept after a failed attempt so the user only retypes the password. */
  email: string;
  /** Why the last attempt was refused (a wrong password, too many attempts), if it was. */
  error?: string;
  demoAccounts: readonly DemoAccount[];
};

function renderDemoAccounts(accounts: readonly DemoAccount[]): string {
  if (accounts.length === 0) return '';
  const passwords = new Set(accounts.map((account) => account.password));
  // One shared password is shown once; otherwise each row shows its own.
  const shared = passwords.size === 1 ? [...passwords][0] : undefined;
  const cell = (value: string) => `<td>${escapeHtml(value)}</td>`;
  const rows = accounts
    .map((account) =>
      [
        account.name,
        account.email,
        ...(shared === undefined ? [account.password] : []),
        account.organisations[0]?.name ?? '',
      ]
        .map(cell)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  const headings = [
    '氏名',
    'メールアドレス',
    ...(shared === undefined ? ['パスワード'] : []),
    '組織',
  ];
  const sharedLine =
    shared === undefined ? '' : `<p>パスワード（全員共通）: ${escapeHtml(shared)}</p>`;
  return `<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">デモアカウント</h2>
${sharedLine}
<table>
<thead><tr>${headings.map((heading) => `<th>${heading}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

export function renderLoginPage(model: LoginPageModel): string {
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  const autofocus = (field: 'email' | 'password') =>
    (model.email ? field === 'password' : field === 'email') ? ' autofocus' : '';
  return renderDocument(
    'ログイン',
    `<h1>ログイン</h1>
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${error}
<label for="email">メールアドレス</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(model.email)}"${autofocus('email')}>
<label for="password">パスワード</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${autofocus('password')}>
<button type="submit">ログイン</button>
</form>
${renderDemoAccounts(model.demoAccounts)}`,
  );
}
