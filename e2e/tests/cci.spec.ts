import { expect, test } from '@playwright/test';
import { bankBin, newCardOf } from '../support/cards';
import { signIn } from '../support/login';

// Card-blocking information (decision 0043), in Ukrainian: Bank Alpha's analyst asks about a Bank
// Alpha card through the wizard and reads the sandbox bank's answer (a card ending in 0–2 is
// blocked), then finds the request in the organisation's log; a Bank Beta card (not connected to
// the service) shows the notice instead of the form. Each run uses cards nobody else uses.

// Sign-in, the sandbox's answer and a second page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A Luhn-valid card of the BIN, new to this run, whose last digit is 0 (the sandbox: blocked). */
const cardEndingInZero = (bin: string): string => newCardOf(bin, (digit) => digit === 0);

test('the card-blocking wizard to the issuer’s answer, then the request in the log', async ({ page }) => {
  await signIn(page, 'alpha.analyst', 'demo', '/cci');
  const card = cardEndingInZero(await bankBin(page, 'Bank Alpha', '4149'));
  await page.getByLabel('Номер картки').fill(card);
  await page.getByRole('button', { name: 'Далі' }).click();
  await expect(page.getByText('Bank Alpha, Україна')).toBeVisible();
  await page.getByLabel('Дата операції').fill('1/3/2025');
  await page.getByLabel('Дата операції').blur();
  await expect(page.getByLabel('Дата операції')).toHaveValue('01.03.2025');
  await page.getByLabel('Сума операції').fill('1250,5');
  await page.getByLabel('Сума операції').blur();
  await expect(page.getByLabel('Сума операції')).toHaveValue('1250.50');
  await page.getByLabel('ПІБ заявника').fill('Іван Мельник');
  await page.getByLabel('Обставини').fill('Платіж, якого власник картки не здійснював (e2e).');
  await page.getByRole('button', { name: 'Далі' }).click();
  const answer = page.getByLabel('Відповідь емітента');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).toHaveValue(/Статус: Картку заблоковано/);
  const masked = `${card.slice(0, 4)} ${card.slice(4, 6)}** **** ${card.slice(-4)}`;
  await expect(answer).toHaveValue(new RegExp(masked.replace(/\*/g, '\\*')));
  await expect(page.getByRole('button', { name: 'Копіювати' })).toBeVisible();

  await page.getByRole('button', { name: 'Новий запит' }).click();
  await expect(page.getByLabel('Номер картки')).toHaveValue('');

  await page.goto(`/cci/requests?q.card_last4=${card.slice(-4)}&page=1&size=20&sort=-created_at`);
  const row = page.getByRole('row').filter({ hasText: masked });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Картку заблоковано');
  await expect(row).toContainText('Olena Koval');
});

test('a card of an issuer not connected shows the notice, and Next stays disabled', async ({ page }) => {
  await signIn(page, 'alpha.analyst', 'demo', '/cci');
  const card = cardEndingInZero(await bankBin(page, 'Bank Beta', '4731'));
  await page.getByLabel('Номер картки').fill(card);
  await page.getByRole('button', { name: 'Далі' }).click();
  await expect(page.getByText('Емітент не підключений до сервісу')).toBeVisible();
  await expect(page.getByText(/Емітент Bank Beta \(Україна\) не підключений до сервісу/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Далі' })).toBeDisabled();
});
