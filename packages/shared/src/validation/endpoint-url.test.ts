import { describe, expect, it } from 'vitest';
import { checkEndpointUrl, ENDPOINT_URL_MESSAGES as M, endpointUrlSchema } from './endpoint-url.ts';
import { INVALID_FORMAT_MESSAGE } from './messages.ts';

describe('checkEndpointUrl (decision 035)', () => {
  it.each([
    ['https://rsl.example.com', 'https://rsl.example.com/'],
    ['https://rsl.example.com/api', 'https://rsl.example.com/api'],
    ['https://rsl.example.com/api/', 'https://rsl.example.com/api'],
    ['https://wms.example.co.jp:8443/v2/logi-api', 'https://wms.example.co.jp:8443/v2/logi-api'],
    ['http://localhost:3001', 'http://localhost:3001/'],
    ['http://[::1]:3001', 'http://[::1]:3001/'],
  ])('accepts %s as %s', (raw, href) => {
    const check = checkEndpointUrl(raw);
    expect(check.ok && check.url.href).toBe(href);
  });

  it.each([
    ['another scheme', 'ftp://rsl.example.com', INVALID_FORMAT_MESSAGE],
    ['an upper-case scheme', 'HTTP://rsl.example.com', INVALID_FORMAT_MESSAGE],
    ['no host', 'https://', INVALID_FORMAT_MESSAGE],
    ['an empty authority', 'http:///127.0.0.1/api', INVALID_FORMAT_MESSAGE],
    ['a bad port', 'https://rsl.example.com:99999', INVALID_FORMAT_MESSAGE],
    ['a fragment', 'http://127.0.0.1:3001/_control/reset#', M.queryOrFragment],
    ['a query', 'https://rsl.example.com/api?x=', M.queryOrFragment],
    ['a bare question mark', 'https://rsl.example.com?', M.queryOrFragment],
    ['user-info', 'https://rsl.example.com@127.0.0.1/', M.userInfo],
    ['an empty user-info', 'https://@rsl.example.com', M.userInfo],
    ['user and password', 'https://user:pass@rsl.example.com/api', M.userInfo],
    ['a backslash', 'https://127.0.0.1:3001\\@rsl.example.com', M.characters],
    ['percent-encoded dots', 'https://rsl.example.com/%2e%2e/_control', M.characters],
    ['a percent-encoded host', 'http://%31%32%37.0.0.1', M.characters],
    ['an IPv6 zone', 'http://[fe80::1%25eth0]', M.characters],
    ['inner white space', 'https://rsl.example.com/a b', M.characters],
    ['a dot-dot segment', 'https://rsl.example.com/v1/../_control', M.path],
    ['a dot segment', 'https://rsl.example.com/./api', M.path],
    ['an empty segment', 'https://rsl.example.com/a//b', M.path],
    ['an at sign in the path', 'https://rsl.example.com/a@b', M.path],
  ])('refuses %s', (_, raw, message) => {
    expect(checkEndpointUrl(raw)).toEqual({ ok: false, message });
  });
});

describe('endpointUrlSchema', () => {
  const messages = (value: unknown) => {
    const result = endpointUrlSchema(2048).safeParse(value);
    return result.success ? result.data : result.error.issues.map((issue) => issue.message);
  };

  it('trims, requires and bounds the value, then checks it as an endpoint', () => {
    expect(messages(' https://rsl.example.com/api ')).toBe('https://rsl.example.com/api');
    expect(messages('')).toEqual(['必須項目です']);
    expect(messages(`https://${'a'.repeat(2048)}`)).toEqual(['2048文字以内で入力してください']);
    expect(messages('https://a\u0000b')).toEqual([INVALID_FORMAT_MESSAGE]);
    expect(messages('http://127.0.0.1:3001/_control/reset#')).toEqual([M.queryOrFragment]);
  });
});
