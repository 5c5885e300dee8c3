import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signIn } from '../support/login';
import { choose } from '../support/select';

// Issue 15: the operator creates an organisation, connects it to FPT with its own system, and the
// 'test packet' reaches that system signed with the secret the page showed once.

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A bank's system: answers 200 and keeps what it received. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/afx/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the administrator creates an organisation, gives it an FPT system, and the test packet reaches it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  try {
    const stamp = Date.now().toString().slice(-6);
    const name = `E2E Bank ${stamp}`;
    await signIn(page, 'admin', 'demo', '/admin/organisations');
    await page.getByRole('button', { name: 'Нова організація' }).click();
    const drawer = page.getByRole('dialog', { name: 'Нова організація' });
    await drawer.getByLabel('Назва', { exact: true }).fill(name);
    await drawer.getByLabel('Коротка назва').fill(`E2E ${stamp}`);
    await choose(page, drawer, 'Тип', 'Банк-емітент');
    await drawer.getByLabel('ЄДРПОУ').fill(`19${stamp}`);
    await drawer.getByLabel('МФО').fill(stamp);
    await drawer.getByRole('switch', { name: 'FPT', exact: true }).click();
    await drawer.getByRole('button', { name: 'Створити', exact: true }).click();
    await expect(page.getByText('Організацію створено')).toBeVisible();

    // The system: its URL, then the signing secret shown once.
    const system = page.getByTestId('system-fpt');
    await system.getByLabel('URL точки доступу').fill(receiver.url);
    await system.getByRole('button', { name: 'Зберегти', exact: true }).click();
    const secretDialog = page.getByRole('dialog', { name: /секрет підпису/ });
    const secret = (await secretDialog.getByTestId('secret-value').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Я зберіг його' }).click();
    await expect(page.getByTestId('secret-value')).toHaveCount(0);

    await system.getByRole('button', { name: 'Надіслати тестовий пакет' }).click();
    await expect(system.getByTestId('test-packet-result')).toContainText('Доставлено: HTTP 200');

    // The receiver got one afx.test packet, and its signature is the secret's.
    expect(receiver.received).toHaveLength(1);
    const [packet] = receiver.received;
    const verified = new Webhook(secret).verify(packet!.body, {
      'webhook-id': String(packet!.headers['webhook-id']),
      'webhook-timestamp': String(packet!.headers['webhook-timestamp']),
      'webhook-signature': String(packet!.headers['webhook-signature']),
    }) as { type: string };
    expect(verified.type).toBe('afx.test');

    // The list shows the organisation connected to FPT.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('FPT');
  } finally {
    await receiver.close();
  }
});
