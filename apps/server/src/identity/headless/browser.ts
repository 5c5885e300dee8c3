/**
 * Just enough of a browser for the sign-in pages: a cookie jar that honours cookie paths, manual
 * redirects, and reading our own forms. Used by `npm run token`, the tests and the benchmarks.
 */

type Cookie = { name: string; value: string; path: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export const decodeHtml = (s: string): string =>
  s.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? whole;
  });

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m?.[1] === undefined ? undefined : decodeHtml(m[1]);
};

export type Form = { action: string; fields: Record<string, string> };

/** The forms of a page: action and the values of their hidden inputs (our pages, not arbitrary HTML). */
export function readForms(html: string, pageUrl: string): Form[] {
  const forms: Form[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, tag = '', inner = ''] = m;
    const fields: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b[^>]*>/gi)) {
      const name = attr(input[0], 'name');
      if (name && attr(input[0], 'type') === 'hidden') fields[name] = attr(input[0], 'value') ?? '';
    }
    forms.push({ action: new URL(attr(tag, 'action') ?? pageUrl, pageUrl).href, fields });
  }
  return forms;
}

/** The text of the page's `role="alert"` element, if any. */
export function alertText(html: string): string | undefined {
  const m = /<[a-z]+\b[^>]*role="alert"[^>]*>([\s\S]*?)<\//i.exec(html);
  return m?.[1] === undefined ? undefined : decodeHtml(m[1]).trim();
}

export type Page = { url: string; status: number; html: string };

export class HeadlessBrowser {
  readonly #cookies = new Map<string, Cookie>();

  constructor(private readonly extraHeaders: Record<string, string> = {}) {}

  /** Sets a cookie as a page script or an earlier visit would have (e.g. the `language` choice). */
  setCookie(name: string, value: string, path = '/'): void {
    this.#cookies.set(`${name};${path}`, { name, value, path });
  }

  #cookieHeader(url: URL): string {
    return [...this.#cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  #store(res: Response, url: URL): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let gone = value === '';
      for (const a of attrs) {
        const [k = '', v = ''] = a.split('=');
        if (k.toLowerCase() === 'path') path = v || '/';
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) gone = true;
        if (k.toLowerCase() === 'expires' && Date.parse(v) < Date.now()) gone = true;
      }
      const key = `${name};${path}`;
      if (gone) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  /** One request, no redirect following; cookies sent and kept. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const headers: Record<string, string> = { ...this.extraHeaders, accept: 'text/html' };
    const cookie = this.#cookieHeader(target);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.#store(res, target);
    return res;
  }

  /**
   * Follows redirects from a request until a page answers, or until a redirect goes to `stopAt` (the
   * client's redirect URI, compared without its query, which only the client handles): then answers that URL.
   */
  async navigate(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
    stopAt?: string,
  ): Promise<Page | { redirectedTo: string }> {
    let res = await this.request(url, init);
    let current = url;
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      const location = res.headers.get('location');
      if (!location || hops > 20) throw new Error(`bad redirect from ${current} (HTTP ${res.status})`);
      current = new URL(location, current).href;
      const next = new URL(current);
      if (stopAt && `${next.origin}${next.pathname}` === stopAt) return { redirectedTo: current };
      res = await this.request(current);
    }
    return { url: current, status: res.status, html: await res.text() };
  }
}
