import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 3 s (Testing Library's 1 s default): on CI's two loaded cores a save
// through antd's form and the stubbed network took longer than 1 s now and then. A real failure
// still fails, only later.
configure({ asyncUtilTimeout: 3_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie = 'language=; path=/; max-age=0';
});

// jsdom has no matchMedia; antd's responsive helpers (Grid, Row) need it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  },
});
