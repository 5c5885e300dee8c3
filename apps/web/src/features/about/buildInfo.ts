import { formatInstantDateTime } from '@afx/domain';

export interface BuildInfo {
  /** The identifier given to the build, else the hashed name of the app's entry file ('' in dev). */
  id: string;
  /** dd.MM.yyyy HH:mm:ss (Kyiv) of the build, or '' when the build did not say. */
  time: string;
  /** Vite's mode: 'production' for a release build. */
  mode: string;
}

/**
 * What the build step passed in: Vite puts VITE_* variables of the build's environment (or a
 * `define` of vite.config.ts) into import.meta.env, e.g. `VITE_BUILD_ID=$(git rev-parse --short
 * HEAD) VITE_BUILD_TIME=$(date -u +%FT%TZ) npm run build`.
 */
export function buildInfo(
  env: Record<string, unknown> = import.meta.env,
  entryName: string = entryFileName(),
): BuildInfo {
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  const time = new Date(text(env.VITE_BUILD_TIME));
  return {
    id: text(env.VITE_BUILD_ID) || entryName,
    time: Number.isNaN(time.getTime()) ? '' : formatInstantDateTime(time),
    mode: text(env.MODE),
  };
}

/**
 * The entry script's file name, 'index-D5-opZIE': its content hash changes with every build that
 * changes the code, so it tells two releases apart when no identifier was given.
 */
function entryFileName(): string {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  const match = script ? /\/([^/]+)\.js$/.exec(new URL(script.src, document.baseURI).pathname) : null;
  return match?.[1] ?? '';
}
