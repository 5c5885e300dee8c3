import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { choose, chooseRemote } from '../support/select';
import { callApi } from '../support/api';
import { kyivDate } from '../support/kyiv-date';
import { writeSheet } from '../support/sheet';
import { uniqueDigits } from '../support/unique';

// The incident registry (spec 1 §2, §4, §5): search, create, edit, delete, history, rights across
// organisations, and the spreadsheet upload. The screens run in English (language cookie) so the
// labels below read as the spec writes them.

const PASSWORD = 'demo';

/** Signs in, then switches the browser to English (the sign-in page sets its own language cookie). */
async function signInInEnglish(page: Page, login: string, to = '/incidents'): Promise<void> {
  await signIn(page, login, PASSWORD, to);
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL }]);
  await page.goto(to);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

async function newUser(browser: Browser, login: string, to = '/incidents'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInInEnglish(page, login, to);
  return page;
}

const drawer = (page: Page): Locator => page.locator('.ant-drawer-open').last();
const incidentTable = (page: Page): Locator => page.getByTestId('incident-table');

/** A phone as the list shows it: 380671234567 → +380 67 123 45 67. */
const shownPhone = (digits: string): string =>
  `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8, 10)} ${digits.slice(10)}`;

async function searchByPhone(page: Page, phone: string): Promise<void> {
  const answer = page.waitForResponse('**/api/incidents/v1/incident/list');
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  // Not 'Search all dates', which an empty result offers.
  await page.getByRole('button', { name: /Search$/ }).click();
  await answer;
}

/** A client of one test: a name and two phones nobody else has. */
function newClient(): { fullname: string; phone: string; secondPhone: string } {
  const digits = uniqueDigits(7);
  return { fullname: `Тестовий Клієнт ${digits}`, phone: `38067${digits}`, secondPhone: `38044${digits}` };
}

/** 'Phone fraud (vishing)' (the demo categories). */
const VISHING = 3;

/** Registers a phone-fraud incident of the signed-in user's bank through the API; answers its id. */
async function createIncident(page: Page, client: { fullname: string; phone: string }): Promise<number> {
  const { id } = await callApi<{ id: number }>(page, '/api/incidents/v1/incident/create', {
    category_domain_id: VISHING,
    details: {
      event_date: kyivDate(2),
      fullname: client.fullname,
      phones: [{ number: client.phone, type: 1 }],
      description: 'Дзвінки від імені служби безпеки банку',
    },
  });
  return id;
}

test.describe('the incident registry', () => {
  test.describe.configure({ timeout: 90_000 });

  test('finds demo incidents by phone', async ({ page }) => {
    await signInInEnglish(page, 'alpha.analyst');
    await searchByPhone(page, '0501112201');
    await expect(incidentTable(page).getByText('Мельник Оксана Василівна')).toBeVisible();
  });

  test('creates an incident with two phones and finds it after a reload', async ({ page }) => {
    const { fullname, phone, secondPhone } = newClient();
    await signInInEnglish(page, 'alpha.analyst');
    await page.getByRole('button', { name: 'Create' }).click();
    const form = drawer(page);
    await choose(page, form, 'Category', 'Phone fraud (vishing)');
    await form.getByLabel('Event date', { exact: true }).fill(kyivDate(2));
    await form.getByLabel('Full name', { exact: true }).fill(fullname);
    await form.getByRole('button', { name: /Add a phone/ }).click();
    await form.getByRole('button', { name: /Add a phone/ }).click();
    await form.getByLabel('Phone number 1').fill(phone);
    // Typed the local way: the form completes the country code when the field is left.
    await form.getByLabel('Phone number 2').fill(secondPhone.slice(2));
    await choose(page, form, 'Phone type 2', 'work');
    await form.getByLabel('Description').fill('Дзвінки від імені служби безпеки банку');
    await form.getByRole('button', { name: 'Create' }).click();

    const notice = page.locator('.ant-message').getByText(/^Incident #\d+ created/);
    await expect(notice).toBeVisible();
    const incidentId = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
    expect(incidentId).toBeGreaterThan(0);
    await expect(form).toBeHidden();

    // What was saved: the search (kept in the address) after F5 reads it back from the server.
    await searchByPhone(page, secondPhone);
    const reloaded = page.waitForResponse('**/api/incidents/v1/incident/list');
    await page.reload();
    await reloaded;
    const row = incidentTable(page).getByRole('row').filter({ hasText: fullname });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(String(incidentId));
    await expect(row).toContainText(shownPhone(phone));
    await expect(row).toContainText(shownPhone(secondPhone));
  });

  test('edits an incident; the change is there when it is opened again', async ({ page }) => {
    const client = newClient();
    await signInInEnglish(page, 'alpha.analyst');
    const incidentId = await createIncident(page, client);

    await searchByPhone(page, client.phone);
    await incidentTable(page).getByText(client.fullname).click();
    const form = drawer(page);
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(client.fullname);
    await form.getByLabel('Description').fill('Уточнено: дзвінки з двох номерів');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.ant-message').getByText('Updated successfully')).toBeVisible();
    await expect(form).toBeHidden();

    await page.goto(`/incidents/id/${incidentId}`);
    await expect(drawer(page).getByText(`Incident #${incidentId}`)).toBeVisible();
    await expect(drawer(page).getByLabel('Description')).toHaveValue('Уточнено: дзвінки з двох номерів');
    await expect(drawer(page).getByLabel('Full name', { exact: true })).toHaveValue(client.fullname);
  });

  test('an incident is read-only for another bank, E1000 included', async ({ page, browser }) => {
    const client = newClient();
    await signInInEnglish(page, 'alpha.analyst');
    const incidentId = await createIncident(page, client);

    const other = await newUser(browser, 'beta.expert', `/incidents/id/${incidentId}`);
    const form = drawer(other);
    await expect(form.getByText(`Incident #${incidentId}`)).toBeVisible();
    await expect(form.getByText('read only')).toBeVisible();
    // Read as text, not as greyed inputs (decision 0032).
    await expect(form.getByText(client.fullname)).toBeVisible();
    await expect(form.getByRole('textbox')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await other.context().close();
  });

  test('deletes an incident with a reason; its history shows three entries', async ({ page }) => {
    const client = newClient();
    await signInInEnglish(page, 'alpha.analyst');
    const incidentId = await createIncident(page, client);
    await callApi(page, '/api/incidents/v1/incident/update', {
      id: incidentId,
      category_domain_id: VISHING,
      details: {
        event_date: kyivDate(2),
        fullname: client.fullname,
        phones: [{ number: client.phone, type: 1 }],
        description: 'Уточнено',
      },
    });

    await page.goto(`/incidents/id/${incidentId}`);
    const form = drawer(page);
    await form.getByRole('button', { name: 'Delete' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: `Delete incident #${incidentId}` });
    await modal.getByLabel('Reason for deletion').fill('Дубль, зареєстровано помилково');
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-message').getByText('Deleted successfully')).toBeVisible();
    await expect(page).toHaveURL('/incidents');

    await searchByPhone(page, client.phone);
    await expect(incidentTable(page).getByText(client.fullname)).toHaveCount(0);

    // A deleted incident stays readable with its history.
    await page.goto(`/incidents/id/${incidentId}`);
    await expect(drawer(page).getByText(/Incident deleted/)).toBeVisible();
    await drawer(page).getByRole('button', { name: 'History' }).click();
    const history = page
      .locator('.ant-drawer-open')
      .filter({ hasText: `History of incident #${incidentId}` });
    await expect(history.locator('.ant-timeline-item')).toHaveCount(3);
    await expect(history).toContainText('Deleted');
    await expect(history).toContainText('Changed');
    await expect(history).toContainText('Created');
  });

  test('uploads a spreadsheet as E1000: two saved, one skipped, then aborted', async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = uniqueDigits(7);
    const uploadedPhone = (index: number) => `38050${stamp.slice(0, 6)}${index}`;
    const rows = [
      ['event_date', 'fullname', 'phones', 'description'],
      ...Array.from({ length: 5 }, (_, index) => [
        kyivDate(3 + index),
        `Завантажений Клієнт ${stamp}${index}`,
        `${uploadedPhone(index)},1`,
        `Рядок ${index + 1}`,
      ]),
    ];
    const file = writeSheet('incidents.xlsx', rows);

    const page = await newUser(browser, 'beta.expert');
    await page.getByTestId('incident-upload').click();
    const picker = page.locator('.ant-modal').filter({ hasText: 'Upload incidents' });
    await chooseRemote(page, picker, 'Creator organisation', 'Beta', 'Bank Beta');
    await chooseRemote(page, picker, 'Creator user', 'beta', 'Taras Melnyk');
    await page.locator('.ant-modal input[type="file"]').setInputFiles(file);

    const form = drawer(page);
    await expect(form.getByText('Row 2 (1 of 5)')).toBeVisible();
    await choose(page, form, 'Category', 'Phone fraud (vishing)');
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(`Завантажений Клієнт ${stamp}0`);
    await form.getByRole('button', { name: 'Create' }).click();

    // The next row follows a second later, on the category just used.
    await expect(form.getByText('Row 3 (2 of 5)')).toBeVisible();
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(`Завантажений Клієнт ${stamp}1`);
    await form.getByRole('button', { name: 'Create' }).click();

    await expect(form.getByText('Row 4 (3 of 5)')).toBeVisible();
    await expect(form.getByText('Created: 2')).toBeVisible();
    await form.getByRole('button', { name: 'Skip' }).click();

    await expect(form.getByText('Row 5 (4 of 5)')).toBeVisible();
    await expect(form.getByText('Skipped: 1')).toBeVisible();
    await form.getByRole('button', { name: 'Close' }).click();
    await page
      .locator('.ant-modal-confirm')
      .filter({ hasText: 'Abort upload?' })
      .getByRole('button', { name: 'Confirm cancellation' })
      .click();

    const dialog = page.locator('.ant-modal').filter({ hasText: 'Upload aborted' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Created/ })).toContainText('2');
    await expect(dialog.getByRole('row', { name: /Skipped/ })).toContainText('1');
    const reload = page.waitForResponse('**/api/incidents/v1/incident/list');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await reload;

    // What was saved, read back after F5: the two created rows as Bank Beta's, nothing of the others.
    await page.reload();
    await expect(page.getByTestId('user-name')).toBeVisible();
    for (const index of [0, 1]) {
      await searchByPhone(page, uploadedPhone(index));
      const row = incidentTable(page)
        .getByRole('row')
        .filter({ hasText: `Завантажений Клієнт ${stamp}${index}` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Bank Beta');
    }
    for (const index of [2, 3]) {
      await searchByPhone(page, uploadedPhone(index));
      await expect(incidentTable(page).getByText(`Завантажений Клієнт ${stamp}${index}`)).toHaveCount(0);
    }
    await page.context().close();
  });
});
