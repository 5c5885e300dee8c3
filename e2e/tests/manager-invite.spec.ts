import { expect, test } from '@playwright/test';
import { latestMailTo } from '../support/mailbox';
import { signIn, submitCredentials } from '../support/login';
import { topLevelEntries } from '../support/menu';

// Issue 15: an organisation's manager invites a colleague, the invitation arrives by e-mail (the
// run's SMTP server), the colleague sets a password through the link and signs in with exactly the
// menu the granted codes open. Each run invites a new address, so reruns do not collide.

test('alpha.manager invites a colleague, who registers from the mail and sees exactly the granted menu', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const email = `colleague.${stamp}@alpha.example`;
  const password = `Colleague ${stamp} pass!`;

  await signIn(page, 'alpha.manager', 'demo', '/manager/users');
  await page.getByRole('button', { name: 'Запросити користувача' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Запросити користувача' });

  // A personal mailbox is refused on the form, before anything is sent.
  await drawer.getByLabel('E-mail').fill(`colleague.${stamp}@gmail.com`);
  await drawer.getByLabel('Ім’я та прізвище').fill('Olena Colleague');
  await drawer.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(drawer.getByText('особиста скринька публічної поштової служби не дозволена')).toBeVisible();

  const since = new Date();
  await drawer.getByLabel('E-mail').fill(email);
  await drawer.getByLabel('Посада').fill('Fraud analyst');
  await drawer.getByRole('checkbox', { name: /^U1000 — / }).check();
  await drawer.getByRole('checkbox', { name: /^U1006 — / }).check();
  await drawer.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(page.getByText(`Запрошення надіслано на ${email}, дійсне 12 годин`)).toBeVisible();

  // The list shows the colleague waiting to register.
  await expect(page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })).toBeVisible();

  // The mail, read from the run's SMTP server, carries the one-time link.
  const mail = await latestMailTo(email, { since });
  expect(mail.text).toContain('Olena Colleague');
  const link = mail.links[0]!;
  expect(link).toMatch(/\/auth\/invitation\/[\w-]{43}$/);

  // The colleague, in a browser of their own, sets a password and signs in.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  try {
    await colleague.goto(link);
    await colleague.getByLabel('Новий пароль').fill(password);
    await colleague.getByLabel('Повторіть пароль').fill(password);
    await colleague.getByRole('button', { name: 'Завершити реєстрацію' }).click();
    await colleague.getByRole('link', { name: 'Увійти' }).click();
    await colleague.waitForURL(/\/auth\/interaction\//);
    await submitCredentials(colleague, email, password);
    await expect(colleague.getByTestId('user-name')).toHaveText('Olena Colleague');
    expect(await topLevelEntries(colleague)).toEqual(['/', '/help', '/incidents', '/fpt']);

    // The link was good once.
    await colleague.goto(link);
    await expect(colleague.getByRole('alert')).toBeVisible();
  } finally {
    await context.close();
  }

  // The manager's list now shows the colleague active.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })).toContainText(
    'Активний',
  );
});
