import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SAMPLE_SMART_FORMATS, formatInstantDateTime } from '@afx/domain';
import { wcagViolations } from '../support/a11y';
import { callApi, readApi } from '../support/api';
import { bankBin, newCardOf } from '../support/cards';
import { kyivDate } from '../support/kyiv-date';
import { signIn } from '../support/login';
import { choose, chooseRemote } from '../support/select';
import { uniqueDigits } from '../support/unique';

// Crime Check of issue 14 in Ukrainian, both sides: the Kyiv cyber-police unit's officer files a
// request in the police cabinet, the issuer bank takes it into processing and answers (a reply with
// a pasted transaction and a point placed on the map, or a rejection switched to a reply), the
// officer reads the answer; an incident from a replied request; the exchange (E22) assigns the
// issuer of an unknown card; the bank's figures and an axe scan of the screens. Each test files its
// own request about a card nobody else uses. Requests that only watch Bank Alpha's badge go to Bank
// Alpha; the others go to Bank Beta (answered by beta.expert), so that they never move Alpha's count.

const PASSWORD = 'demo';
const STATUS = {
  unknownIssuer: 'невідомий емітент',
  waiting: 'очікує на розгляд',
  inProcess: 'в обробці в емітента',
  replied: 'надано відповідь',
  rejected: 'відхилено',
};
/** A BIN no bank has uploaded: its cards' issuer is not found (status 1). */
const UNKNOWN_BIN = '49999988';
/** Bank Alpha's and Bank Beta's demo Visa BINs start so (the BIN directory). */
const BIN_PREFIX = { alpha: '4149', beta: '4731' } as const;

/** A 1×1 transparent PNG: every map tile, so that the map works without a tile server. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The installation has no tile server in e2e (MAP_TILE_URL is unset, and the machine is offline):
 * /config answers a local tile address, and the tiles are blank images, so that the reply's map
 * shows and takes a click as it does with a real tile server.
 */
async function withOfflineMap(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname === '/config',
    async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, mapTileUrl: '/e2e-tiles/{z}/{x}/{y}.png' } });
    },
  );
  await context.route(
    (url) => url.pathname.startsWith('/e2e-tiles/'),
    (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }),
  );
}

async function newUser(browser: Browser, login: string, to = '/', map = false): Promise<Page> {
  const context = await browser.newContext();
  if (map) await withOfflineMap(context);
  const page = await context.newPage();
  await signIn(page, login, PASSWORD, to);
  return page;
}

/** An 8-digit Visa BIN of the bank, from the BIN directory (read by a bank user's page). */
const bankBinOf = (page: Page, bank: keyof typeof BIN_PREFIX): Promise<string> =>
  bankBin(page, bank === 'alpha' ? 'Bank Alpha' : 'Bank Beta', BIN_PREFIX[bank]);

/** A Luhn-valid card of the BIN that no other test uses. */
const cardOf = (bin: string): string => newCardOf(bin);

const hoursAgo = (hours: number): string => formatInstantDateTime(new Date(Date.now() - hours * 3600_000));

/** An online purchase the victim paid (a full transaction, as the filing takes them). */
const fraudTransaction = (amount: string) => ({
  date_time: hoursAgo(26),
  term_type: 'online',
  tran_type: 'other',
  amount,
  currency_code: '980',
  acquirer_id: '322001',
  merchant_name: 'FAKE-SHOP.EXAMPLE',
});

interface Filed {
  request_id: string;
  status_id: number;
}

/** The unit's request about the recipient's card, filed through the API (the page is police.officer's). */
async function fileRequest(police: Page, recipient: string, sender: string, amount: string): Promise<Filed> {
  return callApi<Filed>(police, '/api/crc/v1/police/request/create', {
    registry_type: 1,
    reg_number: `1202610${uniqueDigits(10)}`,
    reg_date: kyivDate(1),
    incriminated_articles: [{ article: '190', part: '3' }],
    applicant_name: 'Петренко Іван Васильович',
    employee_name: 'Гриценко Олександр',
    employee_email: 'o.hrytsenko@kyiv.cyberpolice.example',
    sender_type: 'card',
    sender_number: sender,
    recipient_type: 'card',
    recipient_number: recipient,
    fraud_transactions: [fraudTransaction(amount)],
    fraudster_contacts: [{ name: 'Олег', phone: '0671234567' }],
    url: 'https://fake-shop.example/pay',
    notes: 'Потерпіла переказала кошти на картку після дзвінка «служби безпеки банку» (e2e).',
  });
}

interface GeodataPoint {
  date_time: string;
  lat: number;
  lon: number;
}

interface IssuerReply {
  is_rejected: boolean;
  transactions: { amount: string; terminal_id?: string | null }[];
  last_authorization_geodata: GeodataPoint[];
  recipient_cardholder_name: string | null;
  recipient_cardholder_id: string | null;
  notes: string | null;
}

interface CrcRequest {
  id: string;
  status_id: number;
  update_dt: string;
  recipient_issuer_id: number | null;
  recipient_issuer_name: string | null;
  incident_id: number | null;
  issuer_reply: IssuerReply | null;
}

const getRequest = (bank: Page, id: string): Promise<CrcRequest> =>
  callApi<CrcRequest>(bank, '/api/crc/v1/alert/get', { request_id: id });

const takeIntoProcess = (bank: Page, id: string): Promise<CrcRequest> =>
  callApi<CrcRequest>(bank, `/api/crc/v1/issuer/in_process/${id}`, {});

/** The bank's reply through the API: one ATM withdrawal and the cardholder. */
async function replyThroughApi(bank: Page, id: string): Promise<void> {
  const { update_dt } = await getRequest(bank, id);
  await callApi(bank, '/api/crc/v1/issuer/reply', {
    request_id: id,
    update_dt,
    is_rejected: false,
    funds_were_not_used: false,
    transactions: [
      {
        date_time: hoursAgo(25),
        term_type: 'atm',
        tran_type: 'cash',
        amount: '1400.00',
        currency_code: '980',
        acquirer_id: '305299',
        terminal_id: 'ATM04412',
        merchant_name: 'Банкомат, вул. Хрещатик, 22',
      },
    ],
    last_offline_transactions: [],
    last_authorization_geodata: [],
    recipient_cardholder_id: '3012345678',
    recipient_cardholder_name: 'Сидоренко Петро Андрійович',
    notes: 'Кошти знято готівкою в банкоматі.',
  });
}

/** The request's dialog, opened from the client list searched by its id alone. */
async function openRequest(bank: Page, id: string): Promise<Locator> {
  await bank.goto(`/crc/client?q.id=${id}&page=1`);
  const row = crcRow(bank, id);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Відкрити запит ${id}` }).click();
  const dialog = requestDialog(bank);
  await expect(dialog.getByTestId('crc-request-dialog')).toBeVisible();
  return dialog;
}

const crcRow = (page: Page, id: string): Locator =>
  page.getByTestId('crc-table').locator('.ant-table-row', { hasText: id });
const requestDialog = (page: Page): Locator =>
  page.getByRole('dialog').filter({ has: page.getByTestId('crc-request-dialog') });
const footerButton = (dialog: Locator, name: string): Locator =>
  dialog.locator('.ant-modal-footer').getByRole('button', { name, exact: true });
const confirmBox = (page: Page, title: string): Locator =>
  page.locator('.ant-modal-confirm').filter({ hasText: title });

/** The request as the officer reads it in the cabinet (a drawer over the unit's list). */
async function policeView(police: Page, id: string): Promise<Locator> {
  await police.goto(`/crc/police/id/${id}`);
  const drawer = police.locator('.ant-drawer-open').filter({ hasText: `Запит ${id}` });
  await expect(drawer.getByTestId('police-request-status')).toBeVisible();
  return drawer;
}

/** The Crime Check badge of the sidebar: its count, 0 when there is no badge. */
async function crcBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('counter-crc');
  if ((await badge.count()) === 0) return 0;
  const title = (await badge.locator('[title]').first().getAttribute('title')) ?? '';
  return Number(/\d+/.exec(title)?.[0] ?? 0);
}

/**
 * A Crime Check format of Bank Alpha for this test (the demo has only Bank Beta's): Bank Alpha's
 * ledger layout (tab, separate date and time), made through the smart-format API. Its title is the
 * test's own, so that parallel tests do not meet.
 */
async function alphaCrcFormat(alpha: Page): Promise<string> {
  const profile = await readApi<{ org_id: number }>(alpha, '/api/cab/v1/user/info');
  const title = `e2e crc ${uniqueDigits(6)}`;
  await callApi(alpha, '/api/smart/v1/format/create', {
    issuer_id: profile.org_id,
    service: 'crc',
    smart_zone_format: { ...SAMPLE_SMART_FORMATS.alphaFpt, title },
  });
  return title;
}

test.describe('Crime Check', () => {
  test.describe.configure({ timeout: 150_000 });

  test('police.officer files a request in the cabinet; alpha.analyst sees the badge rise, takes it, replies with a pasted transaction and a point on the map; the officer reads the reply', async ({
    browser,
  }) => {
    const alpha = await newUser(browser, 'alpha.analyst', '/', true);
    const card = cardOf(await bankBinOf(alpha, 'alpha'));
    const sender = cardOf(await bankBinOf(alpha, 'beta'));
    const format = await alphaCrcFormat(alpha);
    // The count the shell read at the start, once the badge shows it.
    const counted = alpha.waitForResponse('**/api/crc/v1/new_counter');
    await alpha.goto('/crc/client');
    const before = ((await (await counted).json()) as { new_count: number }).new_count;
    await expect.poll(() => crcBadge(alpha)).toBe(before);

    // The officer files the request in the cabinet.
    const police = await newUser(browser, 'police.officer', '/crc/police', true);
    await police.getByRole('button', { name: 'Новий запит' }).first().click();
    const form = police.getByTestId('filing-form');
    await choose(police, form, 'Тип реєстру', 'ЄРДР');
    const regNumber = `1202610${uniqueDigits(10)}`;
    await form.getByLabel('Реєстраційний номер').fill(regNumber);
    await form.getByLabel('Дата реєстрації').fill(kyivDate(1));
    await form.getByLabel('Стаття 1').fill('190');
    await form.getByLabel('Частина 1').fill('3');
    await form.getByLabel('Заявник').fill('Петренко Іван Васильович');
    // The employee comes from the officer's profile.
    await expect(form.getByLabel('E-mail працівника')).toHaveValue('o.hrytsenko@kyiv.cyberpolice.example');
    await form.getByLabel('Картка чи IBAN відправника').fill(sender);
    await form.getByLabel('Картка чи IBAN отримувача').fill(card);
    // The live issuer lookup names the recipient's bank.
    await expect(form.getByTestId('recipient_number-issuer')).toContainText('Bank Alpha');

    await form.getByRole('button', { name: 'Додати повну транзакцію' }).click();
    const tran = police.getByRole('dialog').filter({ hasText: 'Нова транзакція' });
    const paid = fraudTransaction('12750.00');
    await tran.getByLabel('Дата й час').fill(paid.date_time);
    await choose(police, tran, 'Тип термінала', 'Онлайн');
    await choose(police, tran, 'Тип транзакції', 'Інше');
    await tran.getByLabel('Сума').fill(paid.amount);
    await tran.getByLabel('Валюта').fill(paid.currency_code);
    await tran.getByLabel('ID еквайра').fill(paid.acquirer_id);
    await tran.getByLabel('Назва торговця').fill(paid.merchant_name);
    await tran.getByRole('button', { name: 'Зберегти' }).click();
    await expect(tran).toBeHidden();
    await expect(form.getByRole('row', { name: new RegExp(`^${paid.date_time}`) })).toContainText('12750');
    await form.getByLabel('Шахрайське посилання (URL)').fill('https://fake-shop.example/pay');
    await form
      .getByLabel('Примітки')
      .fill('Потерпіла переказала кошти після дзвінка «служби безпеки» (e2e).');

    const created = police.waitForResponse('**/api/crc/v1/police/request/create');
    await police.getByRole('button', { name: 'Надіслати запит' }).click();
    const filed = (await (await created).json()) as Filed;
    // Pushed to the bank's open page: the badge rises within a second of the filing, without a reload.
    await expect.poll(() => crcBadge(alpha), { timeout: 1_000, intervals: [50] }).toBeGreaterThan(before);

    const result = police.getByTestId('filing-result');
    await expect(result.getByText('Запит надіслано')).toBeVisible();
    expect(filed.request_id).toMatch(/^\d{12}$/);
    await expect(result.locator('code')).toHaveText(filed.request_id);
    await expect(result).toContainText(STATUS.waiting);
    const id = filed.request_id;

    // Bank Alpha takes it into processing after the confirmation.
    let dialog = await openRequest(alpha, id);
    await expect(dialog).toContainText(`ЄРДР № ${regNumber}`);
    await footerButton(dialog, 'Взяти в обробку').click();
    await confirmBox(alpha, 'Взяти в обробку?').getByRole('button', { name: 'Взяти в обробку' }).click();
    await expect(alpha.getByText('Статус запиту змінено')).toBeVisible();
    await expect(footerButton(dialog, 'Відповісти')).toBeVisible();
    expect((await getRequest(alpha, id)).status_id).toBe(5);

    // The reply: one transaction pasted with Bank Alpha's Crime Check format.
    await footerButton(dialog, 'Відповісти').click();
    const reply = dialog.getByTestId('crc-reply-form');
    const online = reply.getByRole('region', { name: 'Транзакції отримувача' });
    await online.getByRole('button', { name: 'Розумна вставка' }).click();
    await choose(alpha, online, 'Формат вставки', format);
    const [day, time] = hoursAgo(25).split(' ');
    const line = [day, time, card, '12600.00', 'UAH', 'ATM', 'CASH', '305299', 'ATM04412', '']
      .concat(['Банкомат, вул. Хрещатик, 22', 'Київ', 'UA', 'зняття готівки'])
      .join('\t');
    await online.getByLabel('Вставлені рядки').fill(line);
    await online.getByRole('button', { name: 'Розібрати' }).click();
    await online.getByRole('button', { name: 'Прийняти транзакції: 1' }).click();
    await expect(online.getByRole('table', { name: 'Транзакції отримувача' })).toContainText('ATM04412');

    // One geodata point, placed with a click on the map.
    const geodata = reply.getByRole('region', { name: 'Геодані авторизацій у мобільному застосунку' });
    await geodata.getByRole('button', { name: 'Додати точку' }).click();
    const point = alpha.getByRole('dialog').filter({ hasText: 'Нова точка' });
    const pointAt = hoursAgo(24);
    await point.getByLabel('Час').fill(pointAt);
    const map = point.getByRole('group', { name: 'Мапа точок' }).locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.click({ position: { x: 200, y: 100 } });
    await expect(point.getByLabel('Широта')).toHaveValue(/^\d{2}\.\d{6}$/);
    const lat = await point.getByLabel('Широта').inputValue();
    const lon = await point.getByLabel('Довгота').inputValue();
    expect(lon).toMatch(/^\d{2}\.\d{6}$/);
    await point.getByRole('button', { name: 'Зберегти' }).click();
    await expect(point).toBeHidden();
    await expect(
      geodata.getByRole('table', { name: 'Геодані авторизацій у мобільному застосунку' }),
    ).toContainText(lat);

    await reply.getByLabel('РНОКПП держателя').fill('3012345678');
    await reply.getByLabel('ПІБ держателя').fill('Сидоренко Петро Андрійович');
    await reply.getByRole('button', { name: 'Надіслати відповідь' }).click();
    await expect(alpha.getByText('Відповідь надіслано до кіберполіції')).toBeVisible();
    await expect(reply).toBeHidden();

    // Saved: the reply read again through the API.
    const saved = await getRequest(alpha, id);
    expect(saved.status_id).toBe(6);
    expect(saved.issuer_reply?.transactions.map((row) => [row.amount, row.terminal_id])).toEqual([
      ['12600.00', 'ATM04412'],
    ]);
    expect(saved.issuer_reply?.last_authorization_geodata).toHaveLength(1);
    expect(saved.issuer_reply?.last_authorization_geodata[0]?.lat).toBeCloseTo(Number(lat), 6);
    expect(saved.issuer_reply?.last_authorization_geodata[0]?.lon).toBeCloseTo(Number(lon), 6);
    dialog = requestDialog(alpha);
    await expect(dialog).toContainText(STATUS.replied);

    // The officer reads the reply: the transaction and the point.
    const view = await policeView(police, id);
    await expect(view.getByTestId('police-request-status')).toContainText(STATUS.replied);
    const data = view.getByTestId('reply-data');
    await expect(data.getByRole('table', { name: 'Операції' })).toContainText('12600.00');
    await expect(data.getByRole('table', { name: 'Операції' })).toContainText('ATM04412');
    await expect(data).toContainText('Сидоренко Петро Андрійович');
    const points = data.getByRole('table', { name: 'Геодані авторизацій' });
    await expect(points).toContainText(lat);
    await expect(points).toContainText(lon);
    await alpha.context().close();
    await police.context().close();
  });

  test('beta.expert rejects a request (the reason is required), then switches the rejection to a reply; the officer reads the reply', async ({
    browser,
  }) => {
    const beta = await newUser(browser, 'beta.expert');
    const card = cardOf(await bankBinOf(beta, 'beta'));
    const police = await newUser(browser, 'police.officer', '/crc/police');
    const { request_id: id, status_id } = await fileRequest(
      police,
      card,
      cardOf(await bankBinOf(beta, 'alpha')),
      '4300.00',
    );
    expect(status_id).toBe(4);
    await takeIntoProcess(beta, id);

    // The rejection: without a reason it is not sent.
    const dialog = await openRequest(beta, id);
    await expect(dialog).toContainText(STATUS.inProcess);
    await footerButton(dialog, 'Відхилити').click();
    let form = dialog.getByTestId('crc-reply-form');
    await form.getByRole('button', { name: 'Надіслати відмову' }).click();
    await expect(form.getByText('Вкажіть причину відхилення')).toBeVisible();
    const reason = `Рахунок отримувача закрито до дати операції (${uniqueDigits(6)})`;
    await form.getByLabel('Причина відмови').fill(reason);
    await form.getByRole('button', { name: 'Надіслати відмову' }).click();
    await expect(beta.getByText('Відповідь надіслано до кіберполіції')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(dialog).toContainText(STATUS.rejected);
    let saved = await getRequest(beta, id);
    expect(saved.status_id).toBe(7);
    expect(saved.issuer_reply).toMatchObject({ is_rejected: true, notes: reason });

    // The officer sees the rejection with its reason.
    let view = await policeView(police, id);
    await expect(view.getByTestId('reply-rejection')).toContainText(reason);

    // From the rejection to a reply: the confirmation, then the type-change warning and empty notes.
    await footerButton(dialog, 'Надати відповідь').click();
    await confirmBox(beta, 'Перейти до відповіді? Примітки буде очищено.')
      .locator('.ant-btn-primary')
      .click();
    form = dialog.getByTestId('crc-reply-form');
    await expect(form.getByText('Тип відповіді змінено')).toBeVisible();
    await expect(form.getByLabel('Примітки', { exact: true })).toHaveValue('');
    await form.getByLabel('РНОКПП держателя').fill('3012345678');
    await form.getByLabel('ПІБ держателя').fill('Коваленко Марія Петрівна');
    await form.getByLabel('Примітки', { exact: true }).fill('Картку знайдено: власника вказано.');
    await form.getByRole('button', { name: 'Надіслати відповідь' }).click();
    // The rejection's own 'status changed' may still be on screen (3 s): the newest is this one.
    await expect(beta.getByText('Статус запиту змінено').last()).toBeVisible();
    await expect(form).toBeHidden();

    saved = await getRequest(beta, id);
    expect(saved.status_id).toBe(6);
    expect(saved.issuer_reply).toMatchObject({
      is_rejected: false,
      recipient_cardholder_id: '3012345678',
      recipient_cardholder_name: 'Коваленко Марія Петрівна',
      notes: 'Картку знайдено: власника вказано.',
    });

    view = await policeView(police, id);
    await expect(view.getByTestId('police-request-status')).toContainText(STATUS.replied);
    await expect(view.getByTestId('reply-rejection')).toHaveCount(0);
    await expect(view.getByTestId('reply-data')).toContainText('Коваленко Марія Петрівна');
    await expect(view.getByTestId('reply-data')).toContainText('Картку знайдено: власника вказано.');
    await beta.context().close();
    await police.context().close();
  });

  test('an incident is created from a replied request: the row shows its icon, and the request links to it', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'beta.expert', PASSWORD, '/crc/client');
    const card = cardOf(await bankBinOf(page, 'beta'));
    const police = await newUser(browser, 'police.officer', '/crc/police');
    const { request_id: id } = await fileRequest(
      police,
      card,
      cardOf(await bankBinOf(page, 'alpha')),
      '5200.00',
    );
    await police.context().close();
    await takeIntoProcess(page, id);
    await replyThroughApi(page, id);

    await page.goto(`/crc/client?q.id=${id}&page=1`);
    const row = crcRow(page, id);
    await expect(row).toContainText(STATUS.replied);
    await row.getByRole('button', { name: 'Створити інцидент' }).click();
    const notice = page.locator('.ant-message').getByText(/^Інцидент #\d+ створено/);
    await expect(notice).toBeVisible();
    const incidentId = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
    expect(incidentId).toBeGreaterThan(0);
    expect((await getRequest(page, id)).incident_id).toBe(incidentId);

    // Saved: after a reload the row shows the incident's icon instead of the plus.
    await page.reload();
    await expect(crcRow(page, id).getByRole('button', { name: `#${incidentId}` })).toBeVisible();
    await expect(crcRow(page, id).getByRole('button', { name: 'Створити інцидент' })).toHaveCount(0);

    // The incident is of basis type 1 (a Crime Check request), drafted from the reply.
    const incident = await callApi<{
      basis_type: number;
      basis_id: string;
      details: { fullname: string | null; inn: string | null; pan: string | null };
    }>(page, '/api/incidents/v1/incident/get', { id: incidentId });
    expect(incident).toMatchObject({
      basis_type: 1,
      basis_id: id,
      details: { fullname: 'Сидоренко Петро Андрійович', inn: '3012345678', pan: card },
    });

    // The request's incident link opens it.
    const dialog = await openRequest(page, id);
    await dialog.getByRole('button', { name: `#${incidentId}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/incidents/id/${incidentId}$`));
  });

  test('E22 sees a request of an unknown issuer and assigns the issuer, which routes it to the bank', async ({
    page,
    browser,
  }) => {
    const police = await newUser(browser, 'police.officer', '/crc/police');
    await signIn(page, 'beta.expert', PASSWORD, '/crc/client');
    const { request_id: id, status_id } = await fileRequest(
      police,
      cardOf(UNKNOWN_BIN),
      cardOf(await bankBinOf(page, 'alpha')),
      '3100.00',
    );
    expect(status_id).toBe(1);

    // In the list (E22 sees status 1) and in its dialog, with the issuer to assign.
    await page.goto(`/crc/client?q.id=${id}&page=1`);
    await expect(crcRow(page, id)).toContainText(STATUS.unknownIssuer);
    const dialog = await openRequest(page, id);
    const assign = dialog.getByTestId('crc-assign-issuer');
    await chooseRemote(page, assign, 'Призначити емітента', 'Beta', 'Bank Beta');
    await assign.getByRole('button', { name: 'Призначити' }).click();
    await expect(page.getByText('Статус запиту змінено')).toBeVisible();
    await expect(dialog.getByTestId('crc-assign-issuer')).toHaveCount(0);
    await expect(dialog).toContainText(STATUS.waiting);

    const saved = await getRequest(page, id);
    expect(saved).toMatchObject({ status_id: 4, recipient_issuer_name: 'Bank Beta' });
    // The unit reads the new status too.
    const view = await policeView(police, id);
    await expect(view.getByTestId('police-request-status')).toContainText(STATUS.waiting);
    await police.context().close();
  });

  test("/crc/info shows Bank Alpha's figures of the period", async ({ page }) => {
    const summary = page.waitForResponse('**/api/crc/v1/info/summary');
    await signIn(page, 'alpha.analyst', PASSWORD, '/crc/info');
    const answer = (await (await summary).json()) as {
      figures: Record<'received' | 'taken' | 'replied' | 'rejected', number>;
      banks: unknown[];
    };
    // The demo's requests to Bank Alpha over the last 30 days, some replied and one rejected.
    expect(answer.figures.received).toBeGreaterThanOrEqual(5);
    expect(answer.figures.replied).toBeGreaterThanOrEqual(1);
    expect(answer.figures.rejected).toBeGreaterThanOrEqual(1);
    // U1009: the own bank only, no table of all banks.
    expect(answer.banks).toEqual([]);
    const figures = page.getByTestId('crc-info-figures');
    const figure = (title: string) =>
      figures.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');
    await expect(figure('Отримано запитів')).toHaveText(String(answer.figures.received));
    await expect(figure('Взято в обробку')).toHaveText(String(answer.figures.taken));
    await expect(figure('Надано відповідей')).toHaveText(String(answer.figures.replied));
    await expect(figure('Відхилено')).toHaveText(String(answer.figures.rejected));
    await expect(page.getByText('Про сервіс Crime Check')).toBeVisible();
    await expect(page.getByText('Усі банки')).toHaveCount(0);
  });

  test('the client list, a request dialog and the police cabinet have no serious or critical WCAG 2.1 AA violations', async ({
    page,
    browser,
  }) => {
    test.slow();
    const police = await newUser(browser, 'police.officer', '/crc/police');
    await signIn(page, 'beta.expert', PASSWORD, '/crc/client');
    const { request_id: id } = await fileRequest(
      police,
      cardOf(await bankBinOf(page, 'beta')),
      cardOf(await bankBinOf(page, 'alpha')),
      '2100.00',
    );

    // The demo's requests of a week ago, an overdue one (marked) among them.
    await page.goto(`/crc/client?q.request_date_from=${kyivDate(8)}&q.request_date_to=${kyivDate(6)}&page=1`);
    await expect(page.getByTestId('crc-table').getByText('прострочено', { exact: true })).toBeVisible();
    expect(await wcagViolations(page, { include: '.afx-content' })).toEqual([]);
    await openRequest(page, id);
    expect(await wcagViolations(page, { include: '.ant-modal-wrap' })).toEqual([]);

    await police.goto('/crc/police');
    await expect(police.getByTestId('police-request-table').locator('.ant-table-row').first()).toBeVisible();
    expect(await wcagViolations(police, { include: '.afx-content' })).toEqual([]);
    await policeView(police, id);
    expect(await wcagViolations(police, { include: '.ant-drawer-open' })).toEqual([]);
    await police.goto('/crc/police/create');
    await expect(police.getByTestId('filing-form')).toBeVisible();
    expect(await wcagViolations(police, { include: '.afx-content' })).toEqual([]);
    await police.context().close();
  });
});
