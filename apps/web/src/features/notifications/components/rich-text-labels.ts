import type { RichTextEditorLabels } from '@mantine/tiptap';

/** Japanese names of the editor controls we show (screen readers and tooltips). */
export const RICH_TEXT_LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: '太字',
  italicControlLabel: '斜体',
  underlineControlLabel: '下線',
  strikeControlLabel: '取り消し線',
  codeControlLabel: 'コード',
  h2ControlLabel: '見出し2',
  h3ControlLabel: '見出し3',
  h4ControlLabel: '見出し4',
  blockquoteControlLabel: '引用',
  bulletListControlLabel: '箇条書き',
  orderedListControlLabel: '番号付きリスト',
  codeBlockControlLabel: 'コードブロック',
  linkControlLabel: 'リンク',
  unlinkControlLabel: 'リンク解除',
  undoControlLabel: '元に戻す',
  redoControlLabel: 'やり直す',
  linkEditorInputLabel: 'URLを入力',
  linkEditorInputPlaceholder: 'https://example.com/',
  linkEditorExternalLink: '新しいタブで開く',
  linkEditorInternalLink: '同じタブで開く',
  linkEditorSave: '保存',
};
