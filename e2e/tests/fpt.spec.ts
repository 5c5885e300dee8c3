import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { formatInstantDateTime, groupInFours, shortAlertId } from '@afx/domain';
import { wcagViolations } from '../support/a11y';
import { callApi } from '../support/api';
import { bankBin, newCardOf } from '../support/cards';
import { signIn } from '../support/login';
import { choose } from '../support/select';
import { uniqueDigits } from '../support/unique';

// The Fraud Payments Tracker of issue 13 in Ukrainian: Bank Alpha sends an alert about a Bank Beta
// card, Bank Beta takes it, blocks the recipient and drafts an incident, the sides write to each
// other, a forwarded alert shows its chain, and the screens pass an axe scan. Each test makes its
// own alert about a card nobody else uses. Bank Beta's sandbox system answers a new alert by the
// card's last digit (7–9 blocks it, 4–6 takes it): the cards here end in 0–3, so it leaves them alone.

const PASSWORD = 'demo';
const GAMMA_IBAN = 'UA923808050000026001234567890';
const DESCRIPTION =
  'Клієнт переказав кошти на картку шахрая після дзвінка від імені служби безпеки банку (e2e).';
const FRAUD_TYPE = { id: 1, name: 'Фішинговий сайт' };
const STATUS = {
  new: 'нове (очікує обробки)',
  inProcess: 'в обробці',
  blocked: 'отримувача заблоковано',
  forwarded: 'переслано далі',
};

async function newUser(browser: Browser, login: string, to = '/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login, PASSWORD, to);
  return page;
}

/** A card of the BIN no other test uses, ending in 0–3 (the sandbox leaves it alone). */
const cardOf = (bin: string): string => newCardOf(bin, (digit) => digit <= 3);

/** A Bank Beta card (the recipient) and a Bank Alpha card (the sender), read as alpha.analyst. */
async function cards(alpha: Page): Promise<{ beta: string; alpha: string }> {
  return {
    beta: cardOf(await bankBin(alpha, 'Bank Beta', '4731')),
    alpha: cardOf(await bankBin(alpha, 'Bank Alpha', '4149')),
  };
}

/** The victim's payment an hour ago, as the portal writes date and time (Kyiv). */
const anHourAgo = (): string => formatInstantDateTime(new Date(Date.now() - 3600_000));

/** Creates an alert of Bank Alpha about the Beta card through the API (the page is alpha.analyst's). */
async function createAlert(
  alpha: Page,
  card: { beta: string; alpha: string },
  amount: string,
): Promise<string> {
  const { id } = await callApi<{ id: string }>(alpha, '/api/fpt/v2/alert/create', {
    fraud_type_id: FRAUD_TYPE.id,
    prevented_fraud: false,
    recipient_type: 'card',
    recipient_pan: card.beta,
    sender_type: 'card',
    sender_pan: card.alpha,
    reply_email: 'fraud@alpha.example',
    description: DESCRIPTION,
    transactions: [{ date_time: anHourAgo(), amount, currency_code: '980' }],
  });
  return id;
}

async function setStatus(
  page: Page,
  id: string,
  status: string,
  notes: string,
  transactions: unknown[] = [],
) {
  await callApi(page, '/api/fpt/v2/alert/set_status', { id, status, notes, transactions });
}

/** The list's row of the alert: the list searched by the alert's id alone. */
async function openList(page: Page, list: 'request-out' | 'request-in', id: string): Promise<Locator> {
  await page.goto(`/fpt/${list}?q.id=${encodeURIComponent(id)}&page=1`);
  const row = page.getByTestId('alert-table').locator('.ant-table-row', { hasText: shortAlertId(id) });
  await expect(row).toHaveCount(1);
  return row;
}

const alertDialog = (page: Page): Locator =>
  page.getByRole('dialog').filter({ has: page.getByTestId('alert-dialog') });
const historyDrawer = (page: Page): Locator => page.locator('.ant-drawer-open').last();

/** The FPT badge of the sidebar: its count ('Нових: 7'), 0 when there is no badge. */
async function fptBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('counter-fpt');
  if ((await badge.count()) === 0) return 0;
  const title = (await badge.locator('[title]').first().getAttribute('title')) ?? '';
  return Number(/\d+/.exec(title)?.[0] ?? 0);
}

test.describe('FPT alerts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('alpha.analyst creates an alert in the wizard; it is in the outbound list as new', async ({
    page,
  }) => {
    await signIn(page, 'alpha.analyst', PASSWORD, '/fpt/request');
    const card = await cards(page);

    await page.getByLabel('Картка або IBAN отримувача').fill(card.beta);
    await page.getByLabel('Картка або IBAN відправника').fill(card.alpha);
    await page.getByRole('button', { name: 'Далі' }).click();

    // Step 1: the issuers found through the BIN directory.
    const summary = page.locator('.ant-descriptions').first();
    await expect(summary.getByRole('row', { name: /^Емітент отримувача/ })).toContainText('Bank Beta');
    await expect(summary.getByRole('row', { name: /^Емітент відправника/ })).toContainText('Bank Alpha');
    const form = page.locator('form[id="fptAlert"]');
    await choose(page, form, 'Вид шахрайства', FRAUD_TYPE.name);
    await expect(form.getByLabel('E-mail для відповіді')).toHaveValue(/@/);

    await form.getByRole('button', { name: 'Додати транзакцію' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Нова транзакція' });
    const paidAt = anHourAgo();
    await dialog.getByLabel('Дата й час').fill(paidAt);
    await dialog.getByLabel('Сума').fill('1500.00');
    await dialog.getByLabel('Валюта').fill('980');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('row', { name: new RegExp(`^${paidAt}`) })).toContainText('1500');

    await form.getByLabel('Опис шахрайства').fill(DESCRIPTION);
    expect(DESCRIPTION.length).toBeGreaterThanOrEqual(70);
    await page.getByRole('button', { name: 'Далі' }).click();

    // The result: the alert's status and the last 12 characters of its id.
    const result = page.locator('.ant-result');
    await expect(result.getByText('Сповіщення створено')).toBeVisible({ timeout: 20_000 });
    await expect(result.getByRole('row', { name: /^Статус/ })).toContainText(STATUS.new);
    const shortId = (await result.locator('code').textContent())?.trim() ?? '';
    expect(shortId).toMatch(/^.{12}$/);

    // Saved: the outbound list, read again after a reload, has it as new.
    await result.getByRole('link', { name: 'Вихідні сповіщення' }).click();
    await expect(page).toHaveURL(/\/fpt\/request-out/);
    await page.reload();
    const row = page.getByTestId('alert-table').locator('.ant-table-row', { hasText: shortId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(STATUS.new);
    await expect(row).toContainText(card.beta);
    // The issuers show as icons named by the bank.
    await expect(row.getByRole('img', { name: 'Bank Beta' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Bank Alpha' })).toBeVisible();
  });

  test('beta.expert sees the badge rise, blocks the recipient with an outgoing transaction, drafts the incident', async ({
    page,
    browser,
  }) => {
    const alpha = await newUser(browser, 'alpha.analyst');
    const card = await cards(alpha);
    // The count the shell read at the start, once the badge shows it.
    const counted = page.waitForResponse('**/api/fpt/v2/new_counter');
    await signIn(page, 'beta.expert', PASSWORD, '/fpt/request-in');
    const before = ((await (await counted).json()) as { new_count: number }).new_count;
    await expect.poll(() => fptBadge(page)).toBeGreaterThanOrEqual(before);

    const id = await createAlert(alpha, card, '2400.00');
    // Pushed to the open page: the badge rises without a reload.
    await expect.poll(() => fptBadge(page), { timeout: 2_500 }).toBeGreaterThan(before);

    const row = await openList(page, 'request-in', id);
    await row.getByRole('button', { name: `Відкрити сповіщення ${shortAlertId(id)}` }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Взяти в обробку?' });
    await confirm.getByRole('button', { name: 'Взяти' }).click();

    // In process: the dialog asks for the next status at once.
    const dialog = alertDialog(page);
    const change = dialog.getByTestId('change-status-form');
    await expect(change).toBeVisible();
    await change.getByLabel('Новий статус').click();
    await page.locator('.ant-select-dropdown:visible').getByText(STATUS.blocked, { exact: true }).click();

    await change.getByRole('button', { name: 'Додати транзакцію' }).click();
    const tran = page.getByRole('dialog').filter({ hasText: 'Нова транзакція' });
    const sentAt = formatInstantDateTime(new Date(Date.now() - 1800_000));
    await tran.getByLabel('Дата і час').fill(sentAt);
    await choose(page, tran, 'Термінал', 'Онлайн');
    await choose(page, tran, 'Тип', 'Переказ на рахунок');
    await tran.getByLabel('Сума', { exact: true }).fill('2000.00');
    await tran.getByLabel('Валюта', { exact: true }).fill('980');
    await tran.getByLabel('IBAN отримувача').fill(GAMMA_IBAN);
    await tran.getByRole('button', { name: 'Зберегти' }).click();
    await expect(tran).toBeHidden();
    await expect(change.getByRole('table')).toContainText(GAMMA_IBAN);

    await change
      .getByLabel('Примітки обробки')
      .fill('Картку отримувача заблоковано, частину коштів переказано далі');
    await change.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText('Статус сповіщення змінено')).toBeVisible();
    await expect(change).toBeHidden();
    await dialog.getByTestId('record-footer').getByRole('button', { name: 'Закрити' }).click();
    await expect(dialog).toBeHidden();

    // The incident from the row's icon.
    await row.getByRole('button', { name: 'Створити інцидент' }).click();
    const notice = page.locator('.ant-message').getByText(/^Інцидент #\d+ створено/);
    await expect(notice).toBeVisible();
    const incidentId = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
    expect(incidentId).toBeGreaterThan(0);

    await page.reload();
    const saved = page.getByTestId('alert-table').locator('.ant-table-row', { hasText: shortAlertId(id) });
    await expect(saved.getByRole('button', { name: `Історія статусу: ${STATUS.blocked}` })).toBeVisible();
    // The incident's number opens it (a link-styled button).
    await expect(saved.getByRole('button', { name: `#${incidentId}`, exact: true })).toBeVisible();
    // The outgoing transaction was kept with the status.
    await saved.getByRole('button', { name: `Відкрити сповіщення ${shortAlertId(id)}` }).click();
    await expect(alertDialog(page).getByLabel('Вихідні транзакції')).toContainText(GAMMA_IBAN);
    await alpha.context().close();
  });

  test('the sides write to each other in the history; the sender sees the answer and the status change', async ({
    page,
    browser,
  }) => {
    const message = `Просимо заблокувати картку якнайшвидше (${uniqueDigits(6)})`;
    const answer = `Картку перевіряємо, відповімо до кінця дня (${uniqueDigits(6)})`;
    await signIn(page, 'alpha.analyst', PASSWORD, '/fpt/request-out');
    const id = await createAlert(page, await cards(page), '900.00');

    // Alpha writes from the outbound history drawer.
    const row = await openList(page, 'request-out', id);
    await row.getByRole('button', { name: `Історія статусу: ${STATUS.new}` }).click();
    let drawer = historyDrawer(page);
    await drawer.getByLabel('Повідомлення іншій стороні').fill(message);
    await drawer.getByRole('button', { name: 'Надіслати' }).click();
    await expect(page.getByText('Повідомлення надіслано')).toBeVisible();
    await expect(drawer.locator('.ant-timeline')).toContainText(message);

    // Beta takes it into processing and answers in the inbound history.
    const beta = await newUser(browser, 'beta.expert', '/fpt/request-in');
    await setStatus(beta, id, 'bank_in_process', 'Взято в обробку');
    await beta.goto(`/fpt/request-in/history/${encodeURIComponent(id)}`);
    const betaDrawer = historyDrawer(beta);
    await expect(betaDrawer.locator('.ant-timeline')).toContainText(message);
    await betaDrawer.getByLabel('Повідомлення іншій стороні').fill(answer);
    await betaDrawer.getByRole('button', { name: 'Надіслати' }).click();
    await expect(beta.getByText('Повідомлення надіслано')).toBeVisible();
    await expect(betaDrawer.locator('.ant-timeline')).toContainText(answer);
    await beta.context().close();

    // Alpha, after a reload: the answer and the status change, each under its event type.
    await page.reload();
    drawer = historyDrawer(page);
    const timeline = drawer.locator('.ant-timeline');
    await expect(timeline).toContainText(answer);
    await expect(timeline).toContainText(message);
    const statusChange = `Статус змінено: ${STATUS.new} → ${STATUS.inProcess}`;
    await expect(timeline).toContainText(statusChange);
    await expect(drawer.getByRole('checkbox', { name: 'повідомлення (2)' })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'статус (1)' })).toBeChecked();

    await drawer.getByRole('checkbox', { name: 'повідомлення (2)' }).uncheck();
    await expect(timeline).not.toContainText(answer);
    await expect(timeline).toContainText(statusChange);
    await drawer.getByRole('checkbox', { name: 'повідомлення (2)' }).check();
    await drawer.getByRole('checkbox', { name: 'статус (1)' }).uncheck();
    await expect(timeline).toContainText(answer);
    await expect(timeline).not.toContainText(statusChange);
  });

  test('a forwarded alert shows its funds flow to Gamma Acquiring in the outbound dialog', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'alpha.analyst', PASSWORD, '/fpt/request-out');
    const card = await cards(page);
    const id = await createAlert(page, card, '3300.00');

    const beta = await newUser(browser, 'beta.expert', '/fpt/request-in');
    await setStatus(beta, id, 'bank_in_process', 'Взято в обробку');
    await setStatus(beta, id, 'recipient_blocked', 'Картку отримувача заблоковано');
    await setStatus(beta, id, 'forwarded', 'Кошти переказано далі на рахунок у Gamma Acquiring', [
      {
        date_time: formatInstantDateTime(new Date(Date.now() - 1800_000)),
        term_type: 'online',
        tran_type: 'p2account',
        iban: GAMMA_IBAN,
        amount: '3000.00',
        currency_code: '980',
      },
    ]);
    await beta.context().close();

    const row = await openList(page, 'request-out', id);
    await expect(row).toContainText(STATUS.forwarded);
    await row.getByRole('button', { name: `Відкрити сповіщення ${shortAlertId(id)}` }).click();
    const flow = alertDialog(page).getByTestId('funds-flow');
    await expect(flow.getByRole('list', { name: 'Рух коштів списком' }).getByRole('listitem')).toHaveText([
      `${groupInFours(card.beta)} — Bank Beta — ${STATUS.forwarded} — 3300.00 UAH`,
      `${groupInFours(GAMMA_IBAN)} — Gamma Acquiring — ${STATUS.new} — 3000.00 UAH`,
    ]);
  });

  test('the outbound list with an alert open and the wizard have no serious or critical WCAG 2.1 AA violations', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'alpha.analyst', PASSWORD, '/fpt/request-out');
    const id = await createAlert(page, await cards(page), '700.00');
    const row = await openList(page, 'request-out', id);
    expect(await wcagViolations(page, { include: '.afx-content' })).toEqual([]);
    await row.getByRole('button', { name: `Відкрити сповіщення ${shortAlertId(id)}` }).click();
    await expect(alertDialog(page).getByTestId('alert-dialog')).toBeVisible();
    expect(await wcagViolations(page, { include: '.ant-modal-wrap' })).toEqual([]);

    await page.goto('/fpt/request');
    await expect(page.getByLabel('Картка або IBAN отримувача')).toBeVisible();
    expect(await wcagViolations(page, { include: '.afx-content' })).toEqual([]);
  });
});
