import { expect, test } from '@playwright/test';
import { latestMailTo } from '../support/mailbox';
import { openSignInPage, submitCredentials } from '../support/login';

// The Lviv investigator: no other spec signs in as them, so changing the password disturbs nothing.
const LOGIN = 'police.lviv';
const EMAIL = 'i.boiko@lviv.cyberpolice.example';
const NEW_PASSWORD = 'Lviv investigator 2026!';

test('forgot password: the mailed link sets a new password, and the new one signs in', async ({ page }) => {
  const since = new Date();
  await openSignInPage(page);
  await page.getByRole('link', { name: 'Забули пароль?' }).click();
  await page.getByLabel('Логін або e-mail').fill(LOGIN);
  await page.getByRole('button', { name: 'Надіслати посилання' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Якщо обліковий запис із таким логіном або e-mail існує',
  );

  // The portal's outbox sends the mail to the run's SMTP server.
  const mail = await latestMailTo(EMAIL, { since });
  expect(mail.subject).toBe('AFX: відновлення пароля');
  expect(mail.text).toContain('Iryna Boiko');
  const link = mail.links[0]!;
  expect(link).toMatch(/\/auth\/password\/reset\/[\w-]{43}$/);

  await page.goto(link);
  await expect(page.locator('#person-login')).toHaveText(LOGIN);
  await page.getByLabel('Новий пароль').fill(NEW_PASSWORD);
  await page.getByLabel('Повторіть пароль').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByRole('heading', { name: 'Пароль змінено' })).toBeVisible();

  await page.getByRole('link', { name: 'Увійти' }).click();
  await page.waitForURL(/\/auth\/interaction\//);
  await submitCredentials(page, LOGIN, 'demo');
  await expect(page.getByRole('alert')).toContainText('Невірний логін або пароль');
  await openSignInPage(page);
  await submitCredentials(page, LOGIN, NEW_PASSWORD);
  await expect(page.getByTestId('user-name')).toHaveText('Iryna Boiko');

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Це посилання вже використано');
});
