import { useEffect, useRef, useState } from 'react';
import { runEventStream } from '../../api/events/eventStream';
import type { PushedEvent } from '../../api/events/pushedEvent';

/** Keeps the user's event stream open while the shell is on screen; answers whether it is connected. */
export function useLiveEvents(onEvent: (event: PushedEvent) => void): boolean {
  const handler = useRef(onEvent);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const controller = new AbortController();
    void runEventStream({
      signal: controller.signal,
      onEvent: (event) => handler.current(event),
      onConnectionChange: (open) => {
        if (!controller.signal.aborted) setConnected(open);
      },
    });
    return () => controller.abort();
  }, []);
  return connected;
}
