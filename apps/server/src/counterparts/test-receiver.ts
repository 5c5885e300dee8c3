/**
 * Tests' stand-in for an organisation's system: a node:http server on 127.0.0.1 that verifies each
 * request's Standard Webhooks signature with the `standardwebhooks` package, as a bank would, and
 * records what arrived. A repeated webhook id is acknowledged and not processed again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Receipt = {
  webhookId: string;
  at: number;
  /** The signature checked out with the endpoint's secret. */
  verified: boolean;
  body: { type: string; timestamp: string; data: Record<string, unknown> } | null;
};

/** What to answer a request: an HTTP status, or 'hang' (never answer: the sender's deadline passes). */
export type Answer = number | 'hang';

export type TestReceiver = {
  url: string;
  receipts: Receipt[];
  /** Webhook ids processed (each once: the idempotency a receiver owes). */
  processed: string[];
  /** How many requests carried each webhook id. */
  countOf: (webhookId: string) => number;
  /** Changes how later requests are answered. */
  answerWith: (answer: (receipt: Receipt, attempt: number) => Answer) => void;
  close: () => Promise<void>;
};

export async function startTestReceiver(
  secret: string,
  answer: (receipt: Receipt, attempt: number) => Answer = () => 200,
  delayMs = 0,
): Promise<TestReceiver> {
  const receipts: Receipt[] = [];
  const processed: string[] = [];
  let decide = answer;
  const webhook = new Webhook(secret);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const webhookId = header('webhook-id');
      let body: Receipt['body'] = null;
      try {
        body = webhook.verify(raw, {
          'webhook-id': webhookId,
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        }) as Receipt['body'];
      } catch {
        body = null;
      }
      const receipt: Receipt = { webhookId, at: Date.now(), verified: body !== null, body };
      receipts.push(receipt);
      const attempt = receipts.filter((r) => r.webhookId === webhookId).length;
      const status = receipt.verified ? decide(receipt, attempt) : 401;
      if (status === 'hang') return;
      setTimeout(() => {
        if (status >= 200 && status < 300 && !processed.includes(webhookId)) processed.push(webhookId);
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/fpt`,
    receipts,
    processed,
    countOf: (id) => receipts.filter((r) => r.webhookId === id).length,
    answerWith: (next) => {
      decide = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nobody listens on: a connection to it is refused. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
