import { z } from 'zod';
import { japaneseErrorMap } from './error-map.ts';
import { INVALID_FORMAT_MESSAGE } from './messages.ts';
import { hasControlCharacters, TEXT_MAX } from './text-fields.ts';

/*
 * A system-integration endpoint (接続先URL) is an origin plus an optional base path, nothing else
 * (docs/decisions/035): the server joins the API's paths onto it, so nothing in it may change
 * where a request goes.
 */

/** Why an endpoint URL is refused, on its field (the server adds the last two, from its settings). */
export const ENDPOINT_URL_MESSAGES = {
  queryOrFragment:
    '接続先URLに「?」や「#」は使えません（オリジンと任意のパスだけを指定してください）',
  userInfo:
    '接続先URLにユーザー名やパスワードは含められません（認証情報は認証情報の欄に入力してください）',
  characters: '接続先URLに使えない文字が含まれています（「\\」「%」や空白は使えません）',
  path: '接続先URLのパスには英数字と「-」「_」「.」「~」からなる名前を「/」で区切って指定してください',
  httpsRequired:
    '接続先URLは https:// で始めてください（本番環境では暗号化されていない接続は使えません）',
  inwardAddress:
    'このアドレスは接続先に指定できません（ループバック・社内ネットワーク・リンクローカルのアドレスは、管理者が許可したものだけが使えます）',
} as const;

const SCHEME = /^https?:\/\//;
const FORBIDDEN_CHARACTER = /[\\%\s]/;
// A segment is a plain name; "." and ".." would walk the joined API path elsewhere.
const PATH_SEGMENT = /^[A-Za-z0-9._~-]+$/;

export type EndpointUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

const refused = (message: string): EndpointUrlCheck => ({ ok: false, message });

function pathProblem(path: string): string | null {
  if (path === '' || path === '/') return null;
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  const plain = segments.every(
    (segment) => PATH_SEGMENT.test(segment) && segment !== '.' && segment !== '..',
  );
  return plain ? null : ENDPOINT_URL_MESSAGES.path;
}

/**
 * Parses an endpoint URL by the rules of decision 035: http(s), a host, an optional port and base
 * path; no query, fragment, user-info, backslash, percent-encoding or dot segment. The answer's
 * URL has no trailing slash on its path.
 */
export function checkEndpointUrl(raw: string): EndpointUrlCheck {
  if (!SCHEME.test(raw) || hasControlCharacters(raw)) return refused(INVALID_FORMAT_MESSAGE);
  if (FORBIDDEN_CHARACTER.test(raw)) return refused(ENDPOINT_URL_MESSAGES.characters);
  if (/[?#]/.test(raw)) return refused(ENDPOINT_URL_MESSAGES.queryOrFragment);
  const afterScheme = raw.slice(raw.indexOf('//') + 2);
  const authorityEnd = afterScheme.indexOf('/');
  const authority = authorityEnd === -1 ? afterScheme : afterScheme.slice(0, authorityEnd);
  if (authority === '') return refused(INVALID_FORMAT_MESSAGE);
  if (authority.includes('@')) return refused(ENDPOINT_URL_MESSAGES.userInfo);
  const path = authorityEnd === -1 ? '' : afterScheme.slice(authorityEnd);
  const problem = pathProblem(path);
  if (problem) return refused(problem);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused(INVALID_FORMAT_MESSAGE);
  }
  if (!url.hostname) return refused(INVALID_FORMAT_MESSAGE);
  url.pathname = url.pathname.replace(/\/$/, '');
  return { ok: true, url };
}

const ja = { error: japaneseErrorMap } as const;

/** The 接続先URL field: required, trimmed, bounded, and an endpoint by {@link checkEndpointUrl}. */
export function endpointUrlSchema(max: number = TEXT_MAX) {
  return z
    .string(ja)
    .trim()
    .min(1, { ...ja, abort: true })
    .max(max, { ...ja, abort: true })
    .superRefine((value, ctx) => {
      const check = checkEndpointUrl(value);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    });
}
