import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createUploadEngine, type UploadEngineOptions } from './engine';
import type { SheetColumns, UploadEngine, UploadPlugin, UploadSnapshot } from './types';

/** The snapshot of an engine, re-rendering on every change. */
export function useUploadSnapshot<Follow, Prompt, Answer>(
  engine: UploadEngine<Follow, Prompt, Answer>,
): UploadSnapshot<Follow, Prompt> {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}

/**
 * One engine for the component's life. The plugin may change on every render (its handlers close
 * over the screen's state); the engine always calls the latest one.
 */
export function useUploadEngine<C extends SheetColumns, Follow = unknown, Prompt = unknown, Answer = string>(
  plugin: UploadPlugin<C, Follow, Prompt, Answer>,
  options?: UploadEngineOptions,
): { engine: UploadEngine<Follow, Prompt, Answer>; snapshot: UploadSnapshot<Follow, Prompt> } {
  const latest = useRef(plugin);
  useEffect(() => {
    latest.current = plugin;
  });
  const [engine] = useState(() => createUploadEngine(() => latest.current, options));
  // Leaving the screen mid-upload stops it after the current row.
  useEffect(() => () => engine.abort(), [engine]);
  const snapshot = useUploadSnapshot(engine);
  return { engine, snapshot };
}
