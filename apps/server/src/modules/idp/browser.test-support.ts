// A minimal browser for tests: the shared cookie jar, and redirects followed by hand.
import { CookieJar } from '../../test/cookie-jar.ts';

export class TestBrowser {
  private readonly jar = new CookieJar();

  cookieNames(): string[] {
    return this.jar.names();
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = this.jar.header(target);
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
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
