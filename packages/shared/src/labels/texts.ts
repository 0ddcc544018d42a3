/** Fixed interface texts (spec §2, §8 and labels.md). */
export const TEXTS = {
  login: 'ログイン',
  logout: 'ログアウト',
  manual: 'マニュアル',
  /** 409: the record changed since it was loaded. */
  staleEdit: '他のユーザーによって更新されています。画面を再読み込みしてください。',
  /** 422: a code that must be unique is taken. */
  duplicate: '既に使用されています',
  /** The 404 page. */
  notFound: 'ページが見つかりませんでした',
  gatewayTimeout: 'サーバーへの接続がタイムアウトしました。',
  /** 503: the database is away for now (a restart, a failover); trying again later works. */
  databaseUnavailable: 'データベースに接続できません。しばらくしてから再度お試しください。',
  errorPanelTitle: 'エラーが発生しました',
  /** What the first error collector shows when the body says nothing usable. */
  invalidInput: '入力項目の形式が正しくない可能性があります。',
  empty: 'データがありませんでした',
  deleteDialogTitle: '項目の削除',
  deleteDialogCancel: 'キャンセル',
  deleteDialogConfirm: '削除する',
  requiredBadge: '必須',
  save: '保存',
  cancel: 'キャンセル',
  search: '検索',
  register: '新規登録',
  csvExport: 'CSV出力',
  edit: '編集',
  /** A row's link to a record that opens to read, not to edit. */
  detail: '詳細',
  /** A read-only form's way out (a finished record offers no 保存). */
  backToList: '一覧へ戻る',
  delete: '削除',
  auditTrail: '変更履歴',
  reload: '再読み込み',
  copy: 'コピーする',
  copied: 'コピーしました',
  selectPlaceholder: '選択してください',
  /** A list's status tab with no status filter. */
  allStatuses: 'すべて',
  /** The name of a field's × (clear) button, for screen readers. */
  clear: 'クリア',
  /** The account menu's organisation switcher heading. */
  organisation: '組織',
  /** Screen-reader names of controls that show only an icon. */
  close: '閉じる',
  togglePasswordVisibility: 'パスワードの表示を切り替え',
  fileUpload: 'ファイルを選択',
  /** The first link of every signed-in page: past the header and menu to the page itself. */
  skipToContent: '本文へスキップ',
  /** The list search form's switch between one line and every field. */
  advancedSearch: '詳細検索',
  /** The page-size picker under a list's rows. */
  perPage: '表示件数',
  /** /dev/ui: the UI kit's showcase, for administrators only. */
  devUiTitle: 'UI部品一覧',
  adminOnly: 'このページは管理者のみ表示できます。',
} as const;

/** A list's column picker: which columns show and in what order (kept per person and list). */
export const COLUMN_PICKER_TEXTS = {
  button: '表示列',
  title: '表示する列と順序',
  up: (column: string) => `${column}を上へ`,
  down: (column: string) => `${column}を下へ`,
  reset: '初期状態に戻す',
} as const;

/** The keyboard shortcuts of the signed-in pages (`?` lists them). */
export const KEYBOARD_SHORTCUTS = {
  title: 'キーボードショートカット',
  items: [
    { keys: '/', description: '検索欄へ移動' },
    { keys: '?', description: 'この一覧を表示' },
    { keys: 'Esc', description: '開いているメニュー・ダイアログを閉じる' },
    { keys: 'Tab', description: '次の項目へ移動（最初の Tab で本文へスキップ）' },
  ],
} as const;

/** Spec §2 colour schemes, kept in local storage. */
export const COLOR_SCHEME_LABELS = {
  light: 'ライト',
  dark: 'ダーク',
  auto: '自動',
} as const;

export type ColorScheme = keyof typeof COLOR_SCHEME_LABELS;
