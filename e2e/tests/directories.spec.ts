import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/login';
import { choose } from '../support/select';
import { writeSheet } from '../support/sheet';

// The reference directories (spec 3 §2.2–§2.4) as alpha.analyst of Bank Alpha (U1007, U1008,
// U1011) sees them, in Ukrainian. The fixtures were written by LibreOffice (fixtures/README.md).

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** The dialog with this title (antd keeps closed dialogs out of the accessibility tree). */
const dialogTitled = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** A counter row of the upload dialog ('Створено', 'Конфлікти', ...). */
const counter = (dialog: Locator, label: string): Locator =>
  dialog.locator('.ant-descriptions-row', {
    has: dialog.page().locator('th', { hasText: new RegExp(`^${label}$`) }),
  });

async function chooseFile(page: Page, file: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, file));
}

test.describe('the reference directories', () => {
  // Uploads go row by row through the server: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a BIN is added, edited and deleted', async ({ page }) => {
    await signIn(page, 'alpha.analyst', 'demo', '/di/bins');
    await page.getByRole('button', { name: 'Додати' }).click();
    const created = dialogTitled(page, 'Новий запис');
    await created.getByLabel('BIN').fill('41499100');
    await expect(created.getByLabel('Платіжна система')).toHaveValue('Visa');
    await created.getByLabel('BID').fill('10000456');
    await created.getByLabel('Примітки').fill('e2e card');
    await created.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(page.getByText('Успішно створено')).toBeVisible();
    await expect(created).toBeHidden();

    await page.locator('#binFilter_bin').fill('41499100');
    await page.getByRole('button', { name: 'Пошук' }).click();
    const row = page.locator('.ant-table-row', { hasText: '41499100' });
    await expect(row).toContainText('Bank Alpha');
    await expect(row).toContainText('e2e card');

    await row.click();
    const edited = dialogTitled(page, 'Редагування: 41499100');
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
    await expect(row).toContainText('Токен');
    await expect(row).toContainText('e2e card, edited');

    await row.click();
    await dialogTitled(page, 'Редагування: 41499100').getByRole('button', { name: 'Видалити' }).click();
    const question = page.locator('.ant-popconfirm', { hasText: 'Видалити цей BIN?' });
    await question.getByRole('button', { name: 'Видалити' }).click();
    await expect(page.getByText('Успішно видалено')).toBeVisible();
    await expect(row).toBeHidden();
  });

  test('a BIN sheet with a bad row is refused; the fixed sheet goes through with one conflict', async ({
    page,
  }) => {
    await signIn(page, 'alpha.analyst', 'demo', '/di/bins');
    await chooseFile(page, 'bins-bad.xlsx');
    const upload = dialogTitled(page, 'Завантаження BIN емітента');
    await expect(upload.getByText('Помилка вхідних даних').first()).toBeVisible();
    await expect(upload).toContainText('Некоректне значення клітинки — недопустимий символ (рядок 4, bin)');
    await upload.getByRole('button', { name: 'Закрити' }).last().click();
    await expect(upload).toBeHidden();

    await chooseFile(page, 'bins.xlsx');
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
    await page.locator('#binFilter_bin').fill('41499001');
    await page.getByRole('button', { name: 'Пошук' }).click();
    await expect(page.locator('.ant-table-row', { hasText: '41499001' })).toContainText('Gold upload');
  });

  test('an ATM sheet from LibreOffice: two rows saved at once, an unknown city fixed by hand', async ({
    page,
  }) => {
    await signIn(page, 'alpha.analyst', 'demo', '/di/atms');
    await chooseFile(page, 'atms.xls');

    const editor = dialogTitled(page, 'Новий запис: ALP90002');
    await expect(editor.getByText('Завантажено з файлу')).toBeVisible();
    await expect(editor).toContainText('Нетутівка');
    await expect(editor.getByLabel('ID термінала')).toHaveValue('ALP90002');
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

    await page.locator('#atmFilter_term_id').fill('alp9');
    await page.getByRole('button', { name: 'Пошук' }).click();
    await expect(page.locator('.ant-table-row', { hasText: 'ALP90002' })).toContainText('Бровари');
    await expect(page.locator('.ant-table-row', { hasText: 'ALP90001' })).toContainText('Київ');
  });

  test("an ATM row in region 'Київська', city 'Київ' is placed in Kyiv without asking", async ({ page }) => {
    // Kyiv is a first-level unit of its own in the codifier, beside the Kyiv oblast the row names.
    const termId = `KV${String(Date.now()).slice(-6)}`;
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
    await signIn(page, 'alpha.analyst', 'demo', '/di/acqs');
    await page.getByRole('button', { name: 'Додати' }).click();
    const dialog = dialogTitled(page, 'Новий запис');
    await dialog.getByRole('textbox', { name: 'ID еквайра' }).fill('407500');
    await dialog.getByRole('combobox', { name: 'Платіжна система' }).click();
    await page.getByTitle('Visa').click();
    await dialog.getByRole('button', { name: 'Підтвердити' }).click();
    await expect(dialog.getByText('ID еквайра має бути унікальним')).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
