import { useSyncExternalStore } from 'react';
import { DEFAULT_PAGE_SETTINGS, readPageSettings, writePageSetting, type PageSettings } from './pageSettings';

type Listener = () => void;

let current: PageSettings | undefined;
const listeners = new Set<Listener>();

function snapshot(): PageSettings {
  current ??= readPageSettings();
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes one setting: kept in its cookie and applied at once everywhere it is read. */
export function changePageSetting<K extends keyof PageSettings>(key: K, value: PageSettings[K]): void {
  writePageSetting(key, value);
  current = { ...snapshot(), [key]: value };
  listeners.forEach((listener) => listener());
}

export function resetPageSettings(): void {
  for (const key of Object.keys(DEFAULT_PAGE_SETTINGS) as (keyof PageSettings)[]) {
    changePageSetting(key, DEFAULT_PAGE_SETTINGS[key]);
  }
}

/** Forgets the cached values, so the next read comes from the cookies again (tests, other tabs). */
export function reloadPageSettings(): void {
  current = undefined;
  listeners.forEach((listener) => listener());
}

export function usePageSettings(): PageSettings {
  return useSyncExternalStore(subscribe, snapshot);
}
