import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HistoryEntry } from '../history/history.js';
import { historyList, historyListSchema } from '../history/history-list.js';
import { countAnswer, errorResponses } from './api.js';
import type { ZodApp } from './zod-app.js';

type Handler<Body extends z.ZodType, Answer> = (
  request: FastifyRequest,
  body: z.output<Body>,
) => Promise<Answer>;

/** A route beside the block that has its own body and answer (the list, the upload probe). */
type Extra<Body extends z.ZodType, Answer extends z.ZodType> = {
  body: Body;
  answer: Answer;
  run: Handler<Body, z.output<Answer>>;
};

/**
 * The record routes every directory serves (BINs, ATMs, acquirer ids), in this order: POST /add,
 * /get, /get_probe (when given), /history, /list, /update and /delete, which answers `{ count: 1 }`.
 */
export function recordRoutes<
  RecordBody extends z.ZodType,
  Key extends z.ZodType,
  View extends z.ZodType,
  ListBody extends z.ZodType,
  ListAnswer extends z.ZodType,
  ProbeBody extends z.ZodType,
  ProbeAnswer extends z.ZodType,
>(
  app: ZodApp,
  block: {
    tags: string[];
    /** The body of /add and /update. */
    record: RecordBody;
    /** The body of /get, /history and /delete. */
    key: Key;
    /** The answer of /add, /get and /update. */
    view: View;
    add: Handler<RecordBody, z.output<View>>;
    get: Handler<Key, z.output<View>>;
    probe?: Extra<ProbeBody, ProbeAnswer>;
    history: Handler<Key, HistoryEntry[]>;
    list: Extra<ListBody, ListAnswer>;
    update: Handler<RecordBody, z.output<View>>;
    remove: Handler<Key, void>;
  },
): void {
  const { tags } = block;
  // The type provider cannot resolve generic schemas: the block's handler types stand for them, and
  // the schemas still validate every body and answer at run time.
  const untyped: FastifyInstance = app;
  const route = <Body extends z.ZodType, Answer extends z.ZodType>(
    path: string,
    body: Body,
    answer: Answer,
    run: Handler<Body, z.output<Answer>>,
  ) =>
    untyped.post(path, { schema: { tags, body, response: { 200: answer, ...errorResponses } } }, (request) =>
      run(request, request.body as z.output<Body>),
    );

  route('/add', block.record, block.view, block.add);
  route('/get', block.key, block.view, block.get);
  if (block.probe) route('/get_probe', block.probe.body, block.probe.answer, block.probe.run);
  route('/history', block.key, historyListSchema, async (request, key) =>
    historyList(await block.history(request, key)),
  );
  route('/list', block.list.body, block.list.answer, block.list.run);
  route('/update', block.record, block.view, block.update);
  route('/delete', block.key, countAnswer, async (request, key) => {
    await block.remove(request, key);
    return { count: 1 };
  });
}
