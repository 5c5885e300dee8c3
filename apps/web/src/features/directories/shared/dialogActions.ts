import type { DialogMode } from './dialogMode';

// The pieces a row dialog hands to useDirectoryDialog.

/** The usual end of a row dialog: the list reloads, then the dialog closes. */
export function reloadThenClose(onChanged: () => void, onClose: () => void): () => void {
  return () => {
    onChanged();
    onClose();
  };
}

/** A directory's /add and /update, which take the same request. */
interface SaveEndpoints<Request> {
  add: (request: Request) => Promise<unknown>;
  update: (request: Request) => Promise<unknown>;
}

/** The save of a row dialog: the form as the request, to /add on create and to /update otherwise. */
export function addOrUpdate<Values, Request>(
  mode: DialogMode,
  endpoints: SaveEndpoints<Request>,
  toRequest: (values: Values) => Request,
): (values: Values) => Promise<unknown> {
  const send = mode === 'create' ? endpoints.add : endpoints.update;
  return (values) => send(toRequest(values));
}
