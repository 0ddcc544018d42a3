// Self-contained HTML for the issuer's pages: inline CSS only, no scripts, no external assets.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--text:#212529;--muted:#5c636a;--border:#dee2e6;--accent:#1971c2;--error:#e03131}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--card:#25262b;--text:#c1c2c5;--muted:#909296;--border:#373a40;--error:#ff6b6b}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font-family:system-ui,"Hiragino Sans","Noto Sans CJK JP","Yu Gothic",sans-serif;font-size:14px}
main{width:100%;max-width:520px;margin:24px;padding:32px;background:var(--card);border:1px solid var(--border);border-radius:8px}
h1{margin:0 0 24px;font-size:22px;text-align:center}
label{display:block;margin:16px 0 4px;font-weight:600}
input{width:100%;padding:8px 10px;font:inherit;color:inherit;background:transparent;border:1px solid var(--border);border-radius:4px}
input:focus{outline:2px solid var(--accent);outline-offset:-1px}
button{width:100%;margin-top:24px;padding:10px;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:4px;cursor:pointer}
button.secondary{margin-top:8px;color:var(--text);background:transparent;border:1px solid var(--border)}
.error{margin:0 0 8px;padding:8px 10px;color:var(--error);border:1px solid var(--error);border-radius:4px}
.demo{margin-top:28px;padding:12px;border:1px dashed var(--border);border-radius:4px;font-size:12px}
.demo h2{margin:0 0 8px;font-size:13px}
.demo p{margin:0 0 8px}
.demo table{width:100%;border-collapse:collapse}
.demo th,.demo td{padding:3px 4px;text-align:left;border-bottom:1px solid var(--border)}
.muted{color:var(--muted)}
`;

/** `body` must already be escaped; `title` is escaped here. */
export function renderDocument(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function renderMessagePage(heading: string, message: string, detail?: string): string {
  const detailHtml = detail ? `<p class="muted">${escapeHtml(detail)}</p>` : '';
  return renderDocument(
    heading,
    `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>\n${detailHtml}`,
  );
}
