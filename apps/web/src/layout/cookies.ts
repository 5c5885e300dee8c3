const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's value, or undefined when it is not set. */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

/** A site-wide cookie kept for a year: the shell's choices survive reloads and new tabs. */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
