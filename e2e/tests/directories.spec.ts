import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { signIn } from '../support/login';
import { choose } from '../support/select';
import { writeSheet } from '../support/sheet';
import { uniqueDigits, uniqueVisaBin } from '../support/unique';

// The reference directories (spec 3 §2.2–§2.4) as alpha.analyst of Bank Alpha (U1007, U1008,
// U1011) sees them, in Ukrainian. Every test makes records of its own (unique BINs, terminal and
// acquirer ids), so the tests pass in any order and again against the same database.

/** The dialog with this title (antd keeps closed dialogs out of the accessibility tree). */
const dialogTitled = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** A counter row of the upload dialog ('Створено', 'Конфлікти', ...). */
const counter = (dialog: Locator, label: string): Locator =>
  dialog.locator('.ant-descriptions-row', {
    has: dialog.page().locator('th', { hasText: new RegExp(`^${label}$`) }),
  });

/** Reloads the page (F5) and searches the list by one filter field: what the server saved. */
async function searchAfterReload(page: Page, filterField: string, value: string): Promise<void> {
  await page.reload();
  await page.locator(filterField).fill(value);
  await page.getByRole('button', { name: 'Пошук' }).click();
}

/** Bank Alpha's organisation id, as the directories' organisation picker answers it. */
async function alphaId(page: Page): Promise<number> {
  const { list } = await callApi<{ list: { id: number; name: string }[] }>(
    page,
    '/api/dal/v1/organization/list',
    {
      filter: { name: 'Bank Alpha' },
    },
  );
  const alpha = list.find((org) => org.name === 'Bank Alpha');
  expect(alpha, 'Bank Alpha in the organisation picker').toBeDefined();
  return alpha!.id;
}

test.describe('the reference directories', () => {
  // Uploads go row by row through the server: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a BIN is added, edited and deleted', async ({ page }) => {
    const bin = uniqueVisaBin();
    await signIn(page, 'alpha.analyst', 'demo', '/di/bins');
    await page.getByRole('button', { name: 'Додати' }).click();
    const created = dialogTitled(page, 'Новий запис');
    await created.getByLabel('BIN').fill(bin);
    await expect(created.getByLabel('Платіжна система')).toHaveValue('Visa');
    await created.getByLabel('BID').fill('10000456');
    await created.getByLabel('Примітки').fill('e2e card');
    await created.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText('Успішно створено')).toBeVisible();
    await expect(created).toBeHidden();

    const row = page.locator('.ant-table-row', { hasText: bin });
    await searchAfterReload(page, '#binFilter_bin', bin);
    await expect(row).toContainText('Bank Alpha');
    await expect(row).toContainText('e2e card');

    await row.click();
    const edited = dialogTitled(page, `Редагування: ${bin}`);
    await expect(edited.getByLabel('BIN')).toBeDisabled();
    await expect(edited.getByLabel('Контакт')).toHaveValue('monitoring@alpha.example');
    await edited.getByLabel('Примітки').fill('e2e card, edited');
    await edited.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText('Успішно оновлено')).toBeVisible();
    await expect(row).toContainText('e2e card, edited');

    // Group update on the own BINs: the selected BIN becomes a token, its notes stay.
    await page.getByRole('button', { name: 'Власні BIN' }).click();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Оновити вибрані' }).click();
    const group = dialogTitled(page, 'Оновлення вибраних BIN');
    await expect(group).toContainText('Вибрано: 1');
    await choose(page, group, 'Токен', 'Токен');
    await group.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText('Групу успішно оновлено')).toBeVisible();
    await expect(group).toBeHidden();

    // Both changes saved, after F5.
    await searchAfterReload(page, '#binFilter_bin', bin);
    await expect(row).toContainText('Токен');
    await expect(row).toContainText('e2e card, edited');

    await row.click();
    await dialogTitled(page, `Редагування: ${bin}`).getByRole('button', { name: 'Видалити' }).click();
    const question = page.locator('.ant-popconfirm', { hasText: 'Видалити цей BIN?' });
    await question.getByRole('button', { name: 'Видалити' }).click();
    await expect(page.getByText('Успішно видалено')).toBeVisible();
    await expect(row).toBeHidden();

    // Gone from the server too, after F5.
    await searchAfterReload(page, '#binFilter_bin', bin);
    await expect(page.locator('.ant-table-placeholder')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a BIN sheet with a bad row is refused; the fixed sheet goes through with one conflict', async ({
    page,
  }) => {
    // A new Alpha BIN and Bank Beta's BIN 47310438 of the demo data (the conflict), then a bad row.
    const bin = uniqueVisaBin();
    const rows = [
      ['bin', 'notes', 'ica', 'bid', 'prepaid', 'token'],
      [bin, 'Gold upload', '', '10000123', 'yes', 'no'],
      ['47310438', 'Beta card', '', '10000789', 'no', 'no'],
    ];
    const badSheet = writeSheet('bins-bad.xlsx', [...rows, ['414990AB', 'Broken', '', '', '', '']]);
    const sheet = writeSheet('bins.xlsx', rows);

    await signIn(page, 'alpha.analyst', 'demo', '/di/bins');
    await page.locator('input[type="file"]').setInputFiles(badSheet);
    const upload = dialogTitled(page, 'Завантаження BIN емітента');
    await expect(upload.getByText('Помилка вхідних даних').first()).toBeVisible();
    await expect(upload).toContainText('Некоректне значення клітинки — недопустимий символ (рядок 4, bin)');
    await upload.getByRole('button', { name: 'Закрити' }).last().click();
    await expect(upload).toBeHidden();

    await page.locator('input[type="file"]').setInputFiles(sheet);
    await expect(upload.getByText('Завантаження завершено')).toBeVisible();
    await expect(counter(upload, 'Створено')).toContainText('1');
    await expect(counter(upload, 'Конфлікти')).toContainText('1');
    await expect(upload).toContainText('Конфлікт: BIN належить іншій організації');
    await expect(upload).toContainText('47310438 — Bank Beta');
    await expect(upload).toContainText(/Підготовлено до видалення: \d+/);
    await expect(upload.getByRole('button', { name: 'Видалити старі BIN' })).toBeEnabled();
    // Deleting the issuer's BINs that the file left out asks first; Cancel keeps them.
    await upload.getByRole('button', { name: 'Видалити старі BIN' }).click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'яких не було у файлі' });
    await expect(ask).toContainText('Цю дію не можна скасувати');
    await ask.getByRole('button', { name: 'Скасувати' }).click();
    await expect(ask).toBeHidden();
    await expect(upload.getByRole('button', { name: 'Видалити старі BIN' })).toBeEnabled();
    await upload.getByRole('button', { name: 'Закрити' }).last().click();

    // Without E1007 the upload works on the own organisation and sets it as the filter.
    await expect(page.getByRole('combobox', { name: 'Емітент' }).locator('..')).toContainText('Bank Alpha');
    // Saved, after F5: the new BIN is Alpha's; the conflicting one did not become Alpha's.
    await searchAfterReload(page, '#binFilter_bin', bin);
    const saved = page.locator('.ant-table-row', { hasText: bin });
    await expect(saved).toContainText('Gold upload');
    await expect(saved).toContainText('Bank Alpha');
    await searchAfterReload(page, '#binFilter_bin', '47310438');
    await expect(page.locator('.ant-table-placeholder')).toBeVisible();
    await expect(page.locator('.ant-table-row', { hasText: '47310438' })).toHaveCount(0);
  });

  test('an Excel 97–2003 ATM sheet: two rows saved at once, one updated, an unknown city fixed by hand', async ({
    page,
  }) => {
    // Three terminals of this test's own: A exists (made through the API), B and C are new.
    const stem = `T${uniqueDigits(5)}`;
    const [existing, inKyiv, unknownCity] = [`${stem}A`, `${stem}B`, `${stem}C`];
    await signIn(page, 'alpha.analyst', 'demo', '/di/atms');
    await callApi(page, '/api/dal/v1/add', {
      term_id: existing,
      org_id: await alphaId(page),
      location_id: 'UA46060250010015970',
      location_address: 'вул. Зелена, 1',
      location_description: 'ТРЦ',
    });
    const sheet = writeSheet('atms.xls', [
      ['term_id', 'region', 'city', 'address', 'location_description'],
      [existing, 'Львівська', 'Львів', 'вул. Зелена, 99', 'ТРЦ'],
      [inKyiv, 'м. Київ', 'Київ', 'вул. Хрещатик, 22', 'Відділення банку'],
      [unknownCity, 'Київська', 'Нетутівка', 'вул. Садова, 3', 'Супермаркет'],
    ]);
    await page.locator('input[type="file"]').setInputFiles(sheet);

    const editor = dialogTitled(page, `Новий запис: ${unknownCity}`);
    await expect(editor.getByText('Завантажено з файлу')).toBeVisible();
    await expect(editor).toContainText('Нетутівка');
    await expect(editor.getByLabel('ID термінала')).toHaveValue(unknownCity);
    const city = editor.getByRole('combobox', { name: 'Населений пункт' });
    await city.click();
    await city.fill('Бровари');
    await page.getByTitle(/^м\. Бровари, .*Київська обл\.$/).click();
    await editor.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText('Успішно створено')).toBeVisible();

    const upload = dialogTitled(page, 'Завантаження банкоматів еквайра');
    await expect(upload.getByText('Завантаження завершено')).toBeVisible();
    await expect(counter(upload, 'Створено')).toContainText('2');
    await expect(counter(upload, 'Оновлено')).toContainText('1');
    await expect(counter(upload, 'Усього')).toContainText('3');
    await expect(upload).toContainText(/Підготовлено до видалення: \d+/);
    await expect(upload.getByRole('button', { name: 'Видалити старі банкомати' })).toBeVisible();
    await upload.getByRole('button', { name: 'Закрити' }).last().click();

    // Saved, after F5: the three terminals and no other.
    await searchAfterReload(page, '#atmFilter_term_id', stem);
    await expect(page.locator('.ant-table-row')).toHaveCount(3);
    await expect(page.locator('.ant-table-row', { hasText: existing })).toContainText('вул. Зелена, 99');
    await expect(page.locator('.ant-table-row', { hasText: inKyiv })).toContainText('Київ');
    await expect(page.locator('.ant-table-row', { hasText: unknownCity })).toContainText('Бровари');
  });

  test("an ATM row in region 'Київська', city 'Київ' is placed in Kyiv without asking", async ({ page }) => {
    // Kyiv is a first-level unit of its own in the codifier, beside the Kyiv oblast the row names.
    const termId = `KV${uniqueDigits(6)}`;
    const file = writeSheet('atms.xlsx', [
      ['term_id', 'region', 'city', 'address', 'location_description'],
      [termId, 'Київська', 'Київ', 'вул. Хрещатик, 1', 'Відділення банку'],
    ]);

    await signIn(page, 'alpha.analyst', 'demo', '/di/atms');
    await page.locator('input[type="file"]').setInputFiles(file);
    const upload = dialogTitled(page, 'Завантаження банкоматів еквайра');
    await expect(upload.getByText('Завантаження завершено')).toBeVisible();
    await expect(counter(upload, 'Створено')).toContainText('1');
    // No row needed fixing by hand.
    await expect(dialogTitled(page, `Новий запис: ${termId}`)).toHaveCount(0);
    await upload.getByRole('button', { name: 'Закрити' }).last().click();

    // What was saved, after F5: the city Kyiv, not the oblast.
    await page.reload();
    await page.locator('#atmFilter_term_id').fill(termId);
    await page.getByRole('button', { name: 'Пошук' }).click();
    const row = page.locator('.ant-table-row', { hasText: termId });
    await expect(row).toContainText('Київ');
    await expect(row).not.toContainText('обл.');
  });

  test('an acquirer ID must be unique for the organisation', async ({ page }) => {
    const id = uniqueDigits(6);
    await signIn(page, 'alpha.analyst', 'demo', '/di/acqs');
    await callApi(page, '/api/acquiring/v1/add', { id, card_system_id: 1, org_id: await alphaId(page) });
    await page.getByRole('button', { name: 'Додати' }).click();
    const dialog = dialogTitled(page, 'Новий запис');
    await dialog.getByRole('textbox', { name: 'ID еквайра' }).fill(id);
    await dialog.getByRole('combobox', { name: 'Платіжна система' }).click();
    await page.getByTitle('Visa').click();
    await dialog.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(dialog.getByText('ID еквайра має бути унікальним')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
