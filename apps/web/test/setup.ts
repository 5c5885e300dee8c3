import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer, endTestOnApiServer, startApiServer } from './server';

// antd renders slowly in jsdom and every answer now crosses the fake network: findBy/waitFor wait
// up to 5 s (a passing test waits no longer than it needs), as the directory tests long did.
configure({ asyncUtilTimeout: 5000 });

// Every test's calls go to the fake server at the network; a request it was not told to answer
// fails the test (endTestOnApiServer).
beforeAll(startApiServer);
afterAll(() => apiServer.close());

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie = 'language=; path=/; max-age=0';
  endTestOnApiServer();
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
