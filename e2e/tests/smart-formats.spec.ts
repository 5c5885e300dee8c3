import { expect, test, type Locator, type Page } from '@playwright/test';
import { kyivDate } from '../support/kyiv-date';
import { signIn } from '../support/login';
import { choose, chooseRemote } from '../support/select';
import { uniqueDigits } from '../support/unique';

// The smart-zone format setup (spec 3 §2.5, issue 12) in Ukrainian: a format made with its live
// preview, copied, exported and imported by the expert centre (E1005), and the IBAN switch with
// its confirmation. Every test names its formats uniquely, so they pass in any order.

/** The format dialog open now (antd keeps closed dialogs out of the accessibility tree). */
const formatDialog = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

const formatRow = (page: Page, title: string): Locator =>
  page.locator('.ant-table-row', { has: page.getByText(title, { exact: true }) });

/** Adds a format of date_time, amount and currency_code columns (tab, comma decimals) as it is typed. */
async function fillNewFormat(page: Page, dialog: Locator, title: string): Promise<void> {
  await dialog.getByLabel('Повна назва').fill(title);
  await choose(page, dialog, 'Додати колонку', 'currency_code');
  await dialog.getByRole('button', { name: 'Додати колонку' }).click();
  await expect(dialog.getByRole('list', { name: 'Колонки' })).toContainText('currency_code');
}

test.describe('the format setup', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a format is made with its preview, then copied', async ({ page }) => {
    const title = `e2e formats ${uniqueDigits(6)}`;
    await signIn(page, 'alpha.analyst', 'demo', '/fpt/setup');
    await page.getByRole('button', { name: 'Додати', exact: true }).click();
    const created = formatDialog(page, 'Новий формат');
    await fillNewFormat(page, created, title);

    // The preview reads the pasted rows with the format as it is now, unsaved.
    await created.getByLabel('Вставлені рядки').fill(`${kyivDate(2)} 08:12:45\t1 250,17\t980`);
    await created.getByText('Просте', { exact: true }).click();
    await created.getByRole('button', { name: 'Розібрати' }).click();
    await expect(created.getByText(/^Прийнято: 1,/)).toBeVisible();
    await expect(created.getByTestId('paste-panel')).toContainText('1250.17');
    // A change of the format reads the same rows again: the date no longer matches its pattern.
    await created.getByLabel('Формат дати').fill('YYYY-MM-DD');
    await expect(created.getByText(/^Прийнято: 0,/)).toBeVisible();
    await created.getByLabel('Формат дати').fill('DD.MM.YYYY');
    await expect(created.getByText(/^Прийнято: 1,/)).toBeVisible();

    await created.getByRole('button', { name: 'Додати', exact: true }).click();
    await expect(page.getByText('Успішно створено')).toBeVisible();
    await expect(formatRow(page, title)).toContainText('Активний');

    // Copy: the same format as new, ' (copy {date})' after its title.
    await formatRow(page, title).getByRole('button', { name: 'Копіювати' }).click();
    const copy = formatDialog(page, 'Новий формат');
    const copyTitle = `${title} (copy ${kyivDate(0)})`;
    await expect(copy.getByLabel('Повна назва')).toHaveValue(copyTitle);
    await copy.getByRole('button', { name: 'Додати', exact: true }).click();
    // The first one's notice may still show: the dialog closing and the new row tell this one.
    await expect(copy).toBeHidden();
    await expect(formatRow(page, copyTitle)).toBeVisible();
    await page.reload();
    await expect(formatRow(page, copyTitle)).toBeVisible();
    await expect(formatRow(page, title)).toBeVisible();
  });

  test('E1005 exports a format of Bank Alpha and imports it into Bank Beta', async ({ page }) => {
    const title = `e2e export ${uniqueDigits(6)}`;
    await signIn(page, 'beta.expert', 'demo', '/fpt/setup');
    // The expert picks any issuer; import waits for an export.
    await chooseRemote(page, page.locator('#smartFormatFilter'), 'Емітент', 'Alpha', 'Bank Alpha');
    await page.getByRole('button', { name: 'Імпорт' }).click();
    await expect(page.getByText('Немає даних для імпорту')).toBeVisible();

    await page.getByRole('button', { name: 'Додати', exact: true }).click();
    const created = formatDialog(page, 'Новий формат');
    await fillNewFormat(page, created, title);
    await created.getByRole('button', { name: 'Додати', exact: true }).click();
    await expect(page.getByText('Успішно створено')).toBeVisible();

    await formatRow(page, title).getByRole('button', { name: 'Експорт' }).click();
    await expect(page.getByText('Експорт виконано успішно')).toBeVisible();
    await chooseRemote(page, page.locator('#smartFormatFilter'), 'Емітент', 'Beta', 'Bank Beta');
    await expect(formatRow(page, title)).toHaveCount(0);
    await page.getByRole('button', { name: 'Імпорт' }).click();
    const imported = formatDialog(page, 'Новий формат');
    await expect(imported.getByLabel('Повна назва')).toHaveValue(title);
    await expect(imported.getByRole('list', { name: 'Колонки' })).toContainText('currency_code');
    await imported.getByRole('button', { name: 'Додати', exact: true }).click();
    await expect(imported).toBeHidden();
    await expect(formatRow(page, title)).toBeVisible();
  });

  test('the expert centre switches an issuer’s IBAN support after the Crime Check confirmation', async ({
    page,
  }) => {
    await signIn(page, 'beta.expert', 'demo', '/crc/setup');
    // E22 acts on any issuer; Bank Alpha has the administrator's IBAN grant.
    await chooseRemote(page, page.locator('#smartFormatFilter'), 'Емітент', 'Alpha', 'Bank Alpha');
    const settings = page.locator('.ant-card', { hasText: 'Налаштування емітента' });
    // IBAN support is saved with the e-mail: the e-mail first.
    await settings.getByRole('button', { name: 'Змінити' }).click();
    await settings.getByLabel('E-mail для сповіщень').fill(`fraud${uniqueDigits(4)}@alpha.example`);
    await settings.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByText('E-mail для сповіщень збережено')).toBeVisible();

    const ibanSwitch = settings.getByRole('switch', { name: 'Підтримка IBAN' });
    await expect(ibanSwitch).toBeEnabled();
    const before = await ibanSwitch.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await ibanSwitch.click();
    const question = page.locator('.ant-modal-confirm');
    await expect(question).toContainText('Змінити підтримку IBAN для запитів Crime Check?');
    await question.getByRole('button', { name: 'Змінити' }).click();
    await expect(page.getByText('Підтримку IBAN збережено')).toBeVisible();
    await expect(ibanSwitch).toHaveAttribute('aria-checked', after);
    await page.reload();
    await expect(settings.getByRole('switch', { name: 'Підтримка IBAN' })).toHaveAttribute(
      'aria-checked',
      after,
    );
  });
});
