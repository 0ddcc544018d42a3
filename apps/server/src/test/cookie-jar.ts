// The one cookie jar of the server tests (sign-in helpers, TestBrowser): honours Path and deletion.

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

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  /** Keeps what the response sets, and drops what it expires. */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const { cookie, deleted } = parseSetCookie(header);
      const key = `${cookie.name};${cookie.path}`;
      if (deleted) this.cookies.delete(key);
      else this.cookies.set(key, cookie);
    }
  }

  /** The Cookie header for a request to `url` (by Path), or with every cookie when none is given. */
  header(url?: string | URL): string {
    const path = url === undefined ? undefined : new URL(url).pathname;
    return [...this.cookies.values()]
      .filter((cookie) => path === undefined || path.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return [...this.cookies.values()].find((cookie) => cookie.name === name)?.value;
  }

  delete(name: string): void {
    for (const [key, cookie] of this.cookies) if (cookie.name === name) this.cookies.delete(key);
  }

  names(): string[] {
    return [...this.cookies.values()].map((cookie) => cookie.name);
  }
}
