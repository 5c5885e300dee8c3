import { errorText, HttpError, type HttpFailure } from '../../api/http';
import { errorLog, type ErrorLog, type ErrorLogLevel } from './errorLogStore';

/** Records every uncaught error and unhandled promise rejection of the page. */
export function captureUncaughtErrors(target: Window = window, log: ErrorLog = errorLog): () => void {
  const onError = (event: ErrorEvent): void => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    log.record({
      error: event.error,
      message: event.message || errorText(event.error),
      info: where ? `window.onerror ${where}` : 'window.onerror',
    });
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    log.record({ error: event.reason, message: errorText(event.reason), info: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** A 4xx is the server refusing on purpose; a 5xx, a timeout or a lost connection is a failure. */
function levelOf(error: unknown): ErrorLogLevel {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 ? 'refusal' : 'error';
}

/** The HTTP client's report of a failed call: its text as shown, and the call. */
export function recordHttpFailure({ error, method, path }: HttpFailure, log: ErrorLog = errorLog): void {
  log.record({ error, message: errorText(error), info: `${method} ${path}`, level: levelOf(error) });
}

/** A render error caught by an error boundary. */
export function recordRenderError(error: unknown, info: string, log: ErrorLog = errorLog): void {
  log.record({ error, message: errorText(error), info });
}
