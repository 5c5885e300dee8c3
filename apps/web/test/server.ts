import { setupServer } from 'msw/node';

// The one fake server of the web tests. It answers at the network (fetch), so the real HTTP client
// runs in every test: its headers, timeouts, error mapping and parsing. Tests add their answers
// with serve() (network.ts); the setup file starts it and resets it after each test.
export const apiServer = setupServer();

/** Requests no answer matched since the last test ended: the setup file fails the test on them. */
export const unhandledRequests: string[] = [];

export function startApiServer(): void {
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      // Fails the call at once (no real network), and says which request it was.
      print.error();
    },
  });
}

/** Resets the answers; throws (failing the test that just ran) when a request found none. */
export function endTestOnApiServer(): void {
  apiServer.resetHandlers();
  const unmatched = unhandledRequests.splice(0);
  if (unmatched.length > 0) {
    throw new Error(`Requests no test answer matched (serve() them): ${unmatched.join(', ')}`);
  }
}
