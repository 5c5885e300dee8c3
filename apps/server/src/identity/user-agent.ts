import Bowser from 'bowser';

/**
 * A User-Agent header as a person reads it: 'Chrome 156 on Linux', 'Safari 18 on iOS'.
 * Null when the parser knows neither the browser nor the system — the page then shows the raw
 * header shortened. Parsed here rather than in the web app to keep the parser out of the bundle.
 */
export function describeUserAgent(header: string | null): string | null {
  if (!header) return null;
  const { browser, os } = Bowser.parse(header);
  if (!browser.name) return null;
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return os.name ? `${name} on ${os.name}` : name;
}
