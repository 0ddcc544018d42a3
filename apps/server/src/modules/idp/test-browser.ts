// A minimal browser for tests: a cookie jar honouring Path and deletion, and manual redirects.

type StoredCookie = { name: string; value: string; path: string };

function parseSetCookie(header: string): { cookie: StoredCookie; deleted: boolean } {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1), path: '/' };
  let deleted = cookie.value === '';
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    if (name === 'expires' && Date.parse(value) <= Date.now()) deleted = true;
    if (name === 'max-age' && Number(value) <= 0) deleted = true;
  }
  return { cookie, deleted };
}

export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie>();

  cookieNames(): string[] {
    return [...this.jar.values()].map((cookie) => cookie.name);
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.jar.values()]
      .filter((stored) => target.pathname.startsWith(stored.path))
      .map((stored) => `${stored.name}=${stored.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const { cookie: parsed, deleted } = parseSetCookie(header);
      const key = `${parsed.name};${parsed.path}`;
      if (deleted) this.jar.delete(key);
      else this.jar.set(key, parsed);
    }
    return response;
  }

  /** Follows redirects with GET until one points at `stopAt` (not fetched) or a page is served. */
  async follow(
    response: Response,
    from: string | URL,
    stopAt: string,
  ): Promise<{ response: Response; url: URL }> {
    let current = response;
    let url = new URL(from);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location)
        return { response: current, url };
      url = new URL(location, url);
      if (url.href.startsWith(stopAt)) return { response: current, url };
      current = await this.request(url);
    }
    throw new Error(`too many redirects from ${String(from)}`);
  }

  postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}
