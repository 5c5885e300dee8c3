import { describe, expect, it } from 'vitest';
import { testContext } from '../../../test/harness.js';
import { callAs, daysAgo, idOf } from './test-support.js';
import { apiClientHeaders } from '../../../test/harness.js';

// The forum is the built-in sandbox here: created incidents get a forum message and links.
const FORUM_URL = 'http://forum.sandbox';

const ctx = testContext({ FORUM_URL });

/** A valid money-mule incident (category-domain 4: fullname with inn or passport). */
const mule = (details: Record<string, unknown> = {}) => ({
  category_domain_id: 4,
  details: { event_date: daysAgo(1), fullname: 'Петренко Іван Олексійович', inn: '3012456789', ...details },
});

async function create(login: string, body: unknown) {
  const res = await callAs(ctx, login, '/incident/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; id2: number; forum_msg_id: number | null; forum_msg_url: string | null }>();
}

const get = async (login: string, body: Record<string, unknown>) => callAs(ctx, login, '/incident/get', body);
const history = async (id2: number) =>
  (await callAs(ctx, 'alpha.analyst', '/incident/history', { id2 })).json();

/** The field errors of a create request that must fail. */
async function createErrors(body: unknown, language = 'en'): Promise<Record<string, string>> {
  const res = await callAs(ctx, 'alpha.analyst', '/incident/create', body, language);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'validation_failed' });
  return res.json().fields;
}

describe('create', () => {
  it('registers an incident for the caller’s organisation and answers its ids', async () => {
    const created = await create(
      'alpha.analyst',
      mule({
        phones: [
          { number: '050 123 45 67', type: 1 },
          { number: ' ', type: 2 },
        ],
        passport_id: 'ab 123456',
        email: '  Ivan.Petrenko@Example.com ',
      }),
    );
    expect(created.id).toBeGreaterThan(0);
    expect(created.forum_msg_id).toBeNull();
    const res = await get('alpha.analyst', { id2: created.id2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      id2: created.id2,
      category_domain_id: 4,
      domain_name: 'Money mule (person)',
      category_id: '3',
      creator_org_name: 'Bank Alpha',
      creator_user_name: 'Olena Koval',
      channel: 'menu',
      mutable: 'full',
      basis_type: null,
      deleted: false,
      details: {
        event_date: daysAgo(1),
        fullname: 'Петренко Іван Олексійович',
        inn: '3012456789',
        // Normalised before saving: phone prefix, empty phone dropped, passport Cyrillic, trims.
        phones: [{ number: '380501234567', type: 1 }],
        passport_id: 'АВ123456',
        email: 'Ivan.Petrenko@Example.com',
        pan: null,
      },
    });
    expect(Date.parse(res.json().create_dt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is searchable at once by each of its values', async () => {
    await create('alpha.analyst', mule({ inn: '3012456111', phones: [{ number: '0661112233', type: 3 }] }));
    const found = await callAs(ctx, 'beta.expert', '/incident/list', {
      filter: { phone_number: '380661112233' },
    });
    expect(found.json().list).toMatchObject([{ inn: '3012456111', mutable: 'read_only' }]);
  });

  it('posts to the forum topic it came from and links back to the message', async () => {
    const created = await create('alpha.analyst', { ...mule({ inn: '3012456222' }), forum_id: 1301 });
    expect(created.forum_msg_id).toBe(created.id);
    expect(created.forum_msg_url).toBe(`${FORUM_URL}/topic/1301/message/${created.id}`);
    const res = await get('alpha.analyst', { id2: created.id2, forum_msg_id: created.forum_msg_id });
    expect(res.json()).toMatchObject({
      channel: 'forum',
      forum_id: 1301,
      forum_topic_url: `${FORUM_URL}/topic/1301`,
      forum_msg_url: `${FORUM_URL}/topic/1301/message/${created.id}`,
    });
  });

  it('marks what an API client registers as the API channel', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/incidents/v1/incident/create',
      headers: await apiClientHeaders(ctx),
      payload: mule({ inn: '3012456333' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const incident = (await get('alpha.analyst', { id: res.json().id })).json();
    expect(incident).toMatchObject({ channel: 'api', creator_org_name: 'Bank Alpha', mutable: 'full' });
  });

  it('lets E1000 register on behalf of another organisation and one of its users', async () => {
    const alpha = await idOf(ctx, 'organisations', 'Bank Alpha');
    const manager = await idOf(ctx, 'users', 'alpha.manager');
    const created = await create('beta.expert', {
      ...mule({ inn: '3012456444' }),
      creator_org_id: alpha,
      creator_user_id: manager,
    });
    const incident = (await get('alpha.analyst', { id: created.id })).json();
    expect(incident).toMatchObject({
      creator_org_id: alpha,
      creator_user_name: 'Andrii Shevchenko',
      mutable: 'full',
    });
    const [entry] = (await history(created.id2)).list;
    expect(entry).toMatchObject({ action: 'create', creator: 'Taras Melnyk' });
    // Registered through the menu for Bank Alpha's Andrii Shevchenko, named, not numbered.
    expect(entry.notes).toBe('menu; Bank Alpha, Andrii Shevchenko');
  });

  it('asks E1000 for both creator fields, and a user of that organisation', async () => {
    const alpha = await idOf(ctx, 'organisations', 'Bank Alpha');
    const betaUser = await idOf(ctx, 'users', 'beta.expert');
    const onlyOrg = await callAs(ctx, 'beta.expert', '/incident/create', {
      ...mule(),
      creator_org_id: alpha,
    });
    expect(onlyOrg.json().fields).toEqual({ creator_user_id: 'Select a creator user' });
    const onlyUser = await callAs(ctx, 'beta.expert', '/incident/create', {
      ...mule(),
      creator_user_id: betaUser,
    });
    expect(onlyUser.json().fields).toEqual({ creator_org_id: 'Select a creator organization' });
    const wrongOrg = await callAs(ctx, 'beta.expert', '/incident/create', {
      ...mule(),
      creator_org_id: alpha,
      creator_user_id: betaUser,
    });
    expect(wrongOrg.json().fields).toEqual({ creator_user_id: 'invalid value' });
  });

  it('ignores the creator fields from U1000: the incident is the caller’s', async () => {
    const beta = await idOf(ctx, 'organisations', 'Bank Beta');
    const betaUser = await idOf(ctx, 'users', 'beta.expert');
    const created = await create('alpha.analyst', {
      ...mule({ inn: '3012456555' }),
      creator_org_id: beta,
      creator_user_id: betaUser,
    });
    const incident = (await get('alpha.analyst', { id: created.id })).json();
    expect(incident).toMatchObject({ creator_org_name: 'Bank Alpha', creator_user_name: 'Olena Koval' });
  });

  it('keeps a basis from another service, which locks the category (half)', async () => {
    const created = await create('alpha.analyst', {
      ...mule({ inn: '3012456666' }),
      basis_type: 1,
      basis_id: '202406010001',
    });
    expect((await get('alpha.analyst', { id: created.id })).json()).toMatchObject({
      basis_type: 1,
      basis_id: '202406010001',
      mutable: 'half',
    });
    expect((await get('beta.expert', { id: created.id })).json().mutable).toBe('read_only');
    expect((await get('admin', { id: created.id })).json().mutable).toBe('half');
    expect(await createErrors({ ...mule(), basis_type: 2 })).toEqual({ basis_id: 'required field' });
    expect(await createErrors({ ...mule(), basis_type: 3, basis_id: 'x' })).toEqual({
      basis_type: 'invalid value',
    });
  });
});

describe('create: the rules of the incident form (spec 1 §5), in the caller’s language', () => {
  it.each([
    [
      'category is required',
      { details: { event_date: daysAgo(1) } },
      { category_domain_id: 'required field' },
    ],
    [
      'an unknown category',
      { category_domain_id: 999, details: { event_date: daysAgo(1) } },
      { category_domain_id: 'invalid value' },
    ],
    [
      'a retired category takes no new incidents',
      { category_domain_id: 10, details: { event_date: daysAgo(1), pan: '4149497812345678' } },
      { category_domain_id: 'invalid value' },
    ],
    ['event date is required', mule({ event_date: '' }), { 'details.event_date': 'required field' }],
    [
      'event date dd.MM.yyyy',
      mule({ event_date: '2024-05-01' }),
      { 'details.event_date': 'format: dd.mm.yyyy' },
    ],
    ['event date a real date', mule({ event_date: '31.02.2024' }), { 'details.event_date': 'no such date' }],
    [
      'event date not in the future',
      mule({ event_date: daysAgo(-2) }),
      { 'details.event_date': 'date must not be in the future' },
    ],
    ['inn 10 digits', mule({ inn: '12345' }), { 'details.inn': 'tax id (INN): 10 digits' }],
    ['inn not all zeros', mule({ inn: '0000000000' }), { 'details.inn': 'tax id (INN): 10 digits' }],
    [
      'phone 12 digits',
      mule({ phones: [{ number: '12345', type: 1 }] }),
      { 'details.phones.0.number': 'phone: 12 digits in international format without plus' },
    ],
    [
      'phone type 1 to 4',
      mule({ phones: [{ number: '380501234567', type: 5 }] }),
      { 'details.phones.0.type': 'phone type must be 1 to 4' },
    ],
    [
      'passport form',
      mule({ inn: '', passport_id: 'AB12345' }),
      { 'details.passport_id': 'passport: two Cyrillic letters and 6 digits, or 9 digits' },
    ],
    [
      'fullname 5 to 50',
      mule({ fullname: 'Іво' }),
      { 'details.fullname': 'full name: 5 to 50 letters, digits, hyphens, apostrophes or spaces' },
    ],
    [
      'fullname characters',
      mule({ fullname: 'Петренко Іван!' }),
      { 'details.fullname': 'full name: 5 to 50 letters, digits, hyphens, apostrophes or spaces' },
    ],
    ['pan Luhn', mule({ pan: '4149497812345679' }), { 'details.pan': 'invalid card number' }],
    ['pan 16 to 19 digits', mule({ pan: '414949781234' }), { 'details.pan': 'invalid card number' }],
    [
      'pan not the test card 4111…',
      mule({ pan: '4111111111111111' }),
      { 'details.pan': 'invalid card number' },
    ],
    [
      'erdr number 1 to 17 digits',
      mule({ erdr_number: '123456789012345678' }),
      { 'details.erdr_number': 'ERDR number: 1 to 17 digits' },
    ],
    [
      'erdr date not in the future',
      mule({ erdr_number: '1', erdr_date: daysAgo(-1) }),
      { 'details.erdr_date': 'date must not be in the future' },
    ],
    [
      'erdr date form',
      mule({ erdr_number: '1', erdr_date: '1.1.2024' }),
      { 'details.erdr_date': 'format: dd.mm.yyyy' },
    ],
    ['e-mail shape', mule({ email: 'ivan@' }), { 'details.email': 'invalid e-mail' }],
  ])('%s', async (_name, body, fields) => {
    expect(await createErrors(body)).toEqual(fields);
  });

  it.each([
    ['ip IPv4 or IPv6', 7, { ip: '300.1.1.1' }, { 'details.ip': 'invalid IP address (IPv4 or IPv6)' }],
    [
      'url http or https',
      2,
      { url: 'ftp://bad.example' },
      { 'details.url': 'URL must start with http:// or https://' },
    ],
    [
      'egrpou 8 digits',
      5,
      { egrpou: '1234567', org_name: 'ТОВ "Вектор"' },
      { 'details.egrpou': 'EDRPOU code: 8 digits' },
    ],
    [
      'org name 5 to 100',
      5,
      { egrpou: '12345678', org_name: 'ТОВ' },
      { 'details.org_name': 'organisation name: 5 to 100 letters, digits, hyphens, quotes or spaces' },
    ],
  ])('%s', async (_name, domain, details, fields) => {
    expect(
      await createErrors({ category_domain_id: domain, details: { event_date: daysAgo(1), ...details } }),
    ).toEqual(fields);
  });

  it('accepts up to 5 phones, a 10-digit 0XX number, and the test card 4441110000000000', async () => {
    const phones = ['0501110001', '0501110002', '0501110003', '0501110004', '0501110005'].map((number) => ({
      number,
      type: 1,
    }));
    const created = await create(
      'alpha.analyst',
      mule({ inn: '3012456777', phones, pan: '4441110000000000' }),
    );
    const { details } = (await get('alpha.analyst', { id: created.id })).json();
    expect(details.phones).toHaveLength(5);
    expect(details.phones[4]).toEqual({ number: '380501110005', type: 1 });
  });

  it('refuses a sixth phone', async () => {
    const phones = Array.from({ length: 6 }, (_, i) => ({ number: `38050111000${i}`, type: 1 }));
    expect((await createErrors(mule({ phones })))['details.phones']).toBe('at most 5 phones');
  });

  it('limits url to 510 characters and description to 4000', async () => {
    const fields = await createErrors({
      category_domain_id: 2,
      details: { event_date: daysAgo(1), url: `https://${'a'.repeat(503)}`, description: 'x'.repeat(4001) },
    });
    expect(Object.keys(fields).sort()).toEqual(['details.description', 'details.url']);
    expect(fields['details.url']).toBe('max length 510');
    expect(fields['details.description']).toBe('max length 4000');
  });

  it('refuses a field the category does not show: the spec’s words in Russian, translated otherwise', async () => {
    const body = {
      category_domain_id: 2,
      details: { event_date: daysAgo(1), url: 'https://phish.example', inn: '3012456789', pan: '1' },
    };
    expect(await createErrors(body, 'ru')).toEqual({
      'details.inn': 'недоступное поле для данной категории',
      'details.pan': 'недоступное поле для данной категории',
    });
    expect(await createErrors(body, 'uk')).toEqual({
      'details.inn': 'поле недоступне для цієї категорії',
      'details.pan': 'поле недоступне для цієї категорії',
    });
  });

  it('requires a required set of the category: any of its options', async () => {
    // Money mule: Option 1 fullname + inn, Option 2 fullname + passport.
    expect(await createErrors(mule({ inn: '' }))).toEqual({ 'details.inn': 'required field' });
    expect(await createErrors(mule({ fullname: '', inn: '', passport_id: 'КА123456' }))).toEqual({
      'details.fullname': 'required field',
    });
    await create('alpha.analyst', mule({ inn: '', passport_id: 'КА123456' }));
    // Online banking attack: ip, or email, or url.
    expect(await createErrors({ category_domain_id: 7, details: { event_date: daysAgo(1) } })).toEqual({
      'details.ip': 'required field',
    });
    await create('alpha.analyst', {
      category_domain_id: 7,
      details: { event_date: daysAgo(1), url: 'https://a.example' },
    });
  });

  it('names every problem in one answer', async () => {
    const fields = await createErrors({
      category_domain_id: 2,
      details: {
        event_date: '32.01.2024',
        inn: '1',
        url: 'nope',
        email: 'bad',
        phones: [{ number: '1', type: 1 }],
      },
    });
    expect(fields).toEqual({
      'details.event_date': 'no such date',
      'details.inn': 'field not available for this category',
      'details.phones': 'field not available for this category',
      'details.url': 'URL must start with http:// or https://',
      'details.email': 'invalid e-mail',
    });
  });

  it('answers in Ukrainian and Russian too', async () => {
    expect(await createErrors(mule({ inn: '12' }), 'uk')).toEqual({ 'details.inn': 'РНОКПП (ІПН): 10 цифр' });
    const res = await callAs(ctx, 'alpha.analyst', '/incident/create', mule({ inn: '12' }), 'ru');
    expect(res.json()).toEqual({
      message: 'Ошибка проверки данных',
      code: 'validation_failed',
      fields: { 'details.inn': 'ИНН: 10 цифр' },
    });
  });
});

describe('update', () => {
  it('changes the details for the creator’s organisation and records what changed', async () => {
    const created = await create('alpha.analyst', mule({ inn: '3012450001' }));
    const res = await callAs(ctx, 'alpha.manager', '/incident/update', {
      id: created.id,
      category_domain_id: 4,
      details: {
        event_date: daysAgo(1),
        fullname: 'Петренко Іван Олексійович',
        inn: '3012450002',
        email: 'p@x.ua',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const incident = (await get('alpha.analyst', { id: created.id })).json();
    expect(incident.details).toMatchObject({ inn: '3012450002', email: 'p@x.ua' });
    expect(Date.parse(incident.update_dt)).toBeGreaterThanOrEqual(Date.parse(incident.create_dt));
    const entries = (await history(created.id2)).list;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      creator: 'Andrii Shevchenko',
      changes: { inn: ['3012450001', '3012450002'], email: [null, 'p@x.ua'] },
    });
  });

  it('lets the category change with full rights, checking the new category’s fields', async () => {
    const created = await create('alpha.analyst', mule({ inn: '3012450003' }));
    const toPhishing = {
      id: created.id,
      category_domain_id: 2,
      details: { event_date: daysAgo(1), url: 'https://x.example' },
    };
    expect((await callAs(ctx, 'alpha.analyst', '/incident/update', toPhishing)).statusCode).toBe(200);
    expect((await get('alpha.analyst', { id: created.id })).json()).toMatchObject({
      category_domain_id: 2,
      details: { fullname: null, url: 'https://x.example' },
    });
    const wrong = await callAs(ctx, 'alpha.analyst', '/incident/update', {
      ...toPhishing,
      details: { ...toPhishing.details, fullname: 'Петренко Іван' },
    });
    expect(wrong.json().fields).toEqual({ 'details.fullname': 'field not available for this category' });
    const retired = await callAs(ctx, 'alpha.analyst', '/incident/update', {
      ...toPhishing,
      category_domain_id: 10,
      details: { event_date: daysAgo(1), pan: '4149497812345678' },
    });
    expect(retired.json().fields).toEqual({ category_domain_id: 'invalid value' });
  });

  it('with a basis (half) edits the details but not the category', async () => {
    const created = await create('alpha.analyst', {
      ...mule({ inn: '3012450004' }),
      basis_type: 2,
      basis_id: 'fpt-1',
    });
    const details = { event_date: daysAgo(1), fullname: 'Петренко Іван Олексійович', inn: '3012450005' };
    const same = await callAs(ctx, 'alpha.analyst', '/incident/update', {
      id: created.id,
      category_domain_id: 4,
      details,
    });
    expect(same.statusCode).toBe(200);
    const moved = await callAs(ctx, 'alpha.analyst', '/incident/update', {
      id: created.id,
      category_domain_id: 1,
      details: { event_date: daysAgo(1), pan: '4149497812345678' },
    });
    expect(moved.statusCode).toBe(403);
  });

  it('is refused (403) to another organisation, E1000 included, and allowed to an admin', async () => {
    const created = await create('alpha.analyst', mule({ inn: '3012450006' }));
    const body = { id: created.id, category_domain_id: 4, details: mule({ inn: '3012450007' }).details };
    for (const login of ['beta.expert']) {
      const res = await callAs(ctx, login, '/incident/update', body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Insufficient permissions!', code: 'forbidden' });
    }
    expect((await callAs(ctx, 'admin', '/incident/update', body)).statusCode).toBe(200);
    expect((await history(created.id2)).list[1]).toMatchObject({
      action: 'update',
      creator: 'Iryna Bondarenko',
    });
  });

  it('answers 404 for an unknown incident and 400 for a bad id', async () => {
    const res = await callAs(ctx, 'alpha.analyst', '/incident/update', { ...mule(), id: 99_999_999 });
    expect(res.statusCode).toBe(404);
    const bad = await callAs(ctx, 'alpha.analyst', '/incident/update', { ...mule(), id: 'x' });
    expect(bad.json().fields).toEqual({ id: 'invalid value' });
  });
});

describe('delete', () => {
  it('hides the incident from search, keeps it readable with its history, and asks a reason', async () => {
    const created = await create('alpha.analyst', mule({ inn: '3012459999' }));
    const byInn = { filter: { inn: '3012459999' } };
    expect((await callAs(ctx, 'alpha.analyst', '/incident/list', byInn)).json().total_count).toBe(1);

    const noReason = await callAs(ctx, 'alpha.analyst', '/incident/delete', { id: created.id, reason: ' ' });
    expect(noReason.json().fields).toEqual({ reason: 'required field' });
    const longReason = await callAs(ctx, 'alpha.analyst', '/incident/delete', {
      id: created.id,
      reason: 'x'.repeat(201),
    });
    expect(longReason.json().fields.reason).toBe('max length 200');
    const foreign = await callAs(ctx, 'beta.expert', '/incident/delete', {
      id: created.id,
      reason: 'not ours',
    });
    expect(foreign.statusCode).toBe(403);

    const res = await callAs(ctx, 'alpha.analyst', '/incident/delete', {
      id: created.id,
      reason: 'Дубль інциденту',
    });
    expect(res.statusCode).toBe(200);
    expect((await callAs(ctx, 'alpha.analyst', '/incident/list', byInn)).json().total_count).toBe(0);
    expect((await get('alpha.analyst', { id2: created.id2 })).json()).toMatchObject({
      deleted: true,
      deleted_reason: 'Дубль інциденту',
      mutable: 'read_only',
    });
    const entries = (await history(created.id2)).list;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ notes: 'Дубль інциденту', creator: 'Olena Koval' });
    expect(Date.parse(entries[1].event_dt)).toBeGreaterThan(0);

    expect(
      (await callAs(ctx, 'alpha.analyst', '/incident/delete', { id: created.id, reason: 'again' }))
        .statusCode,
    ).toBe(404);
    const edit = await callAs(ctx, 'alpha.analyst', '/incident/update', { ...mule(), id: created.id });
    expect(edit.statusCode).toBe(404);
  });
});

describe('a deleted incident of another organisation', () => {
  it('is not found under a U code, by id, id2 or history; its organisation and E1000 still read it', async () => {
    const created = await create('beta.expert', mule({ inn: '3012456660' }));
    const reason = 'Внутрішня причина Банку Бета';
    const deleted = await callAs(ctx, 'beta.expert', '/incident/delete', { id: created.id, reason });
    expect(deleted.statusCode).toBe(200);

    const api = await apiClientHeaders(ctx);
    const asApi = (path: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/incidents/v1${path}`, headers: api, payload });
    for (const key of [{ id: created.id }, { id2: created.id2 }]) {
      const res = await get('alpha.analyst', key);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(reason);
      expect((await get('alpha.manager', key)).statusCode).toBe(404);
      expect((await asApi('/incident/get', key)).statusCode).toBe(404);
    }
    const foreignHistory = await callAs(ctx, 'alpha.analyst', '/incident/history', { id2: created.id2 });
    expect(foreignHistory.statusCode).toBe(404);
    expect(foreignHistory.body).not.toContain(reason);
    expect((await asApi('/incident/history', { id2: created.id2 })).statusCode).toBe(404);

    // Its own organisation reads it, and so does E1000 (beta.expert reads Alpha's deleted ones too).
    expect((await get('beta.expert', { id: created.id })).json()).toMatchObject({
      deleted: true,
      deleted_reason: reason,
    });
    const alphas = await create('alpha.analyst', mule({ inn: '3012456661' }));
    await callAs(ctx, 'alpha.analyst', '/incident/delete', { id: alphas.id, reason: 'own' });
    expect((await get('alpha.analyst', { id: alphas.id })).json()).toMatchObject({ deleted: true });
    expect((await get('beta.expert', { id: alphas.id })).json()).toMatchObject({ deleted_reason: 'own' });
    const betaHistory = await callAs(ctx, 'beta.expert', '/incident/history', { id2: alphas.id2 });
    expect(betaHistory.json().list.map((e: { action: string }) => e.action)).toEqual(['create', 'delete']);
  });

  it('leaves the illegal-casino list of a U-code caller', async () => {
    const casino = (login: string) =>
      callAs(ctx, login, '/casino/list', { page_number: 1, page_size: 100, filter: { url: 'scope-casino' } });
    const site = {
      category_domain_id: 8,
      details: { event_date: daysAgo(1), url: 'https://scope-casino.example' },
    };
    const created = await create('beta.expert', site);
    await callAs(ctx, 'beta.expert', '/incident/delete', { id: created.id, reason: 'Помилка' });
    const ids = async (login: string) =>
      (await casino(login)).json().list.map((row: { id: number }) => row.id) as number[];
    expect(await ids('alpha.analyst')).not.toContain(created.id);
    expect(await ids('beta.expert')).toContain(created.id);
    const own = await create('alpha.analyst', site);
    await callAs(ctx, 'alpha.analyst', '/incident/delete', { id: own.id, reason: 'own' });
    expect(await ids('alpha.analyst')).toContain(own.id);
  });
});

describe('get and history', () => {
  it('finds by id2 with the forum message of a link, and refuses a link that does not match', async () => {
    const created = await create('alpha.analyst', { ...mule({ inn: '3012458888' }), forum_id: 1302 });
    expect(
      (await get('beta.expert', { id2: created.id2, forum_msg_id: created.forum_msg_id })).statusCode,
    ).toBe(200);
    expect((await get('beta.expert', { id2: created.id2, forum_msg_id: 1 })).statusCode).toBe(404);
    expect((await get('beta.expert', { id2: 1 })).statusCode).toBe(404);
    expect((await get('beta.expert', {})).json().fields).toEqual({ id2: 'required field' });
  });

  it('records create with its channel and the registered values, oldest first', async () => {
    const created = await create('alpha.analyst', mule({ inn: '3012457777' }));
    const { list } = await history(created.id2);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      action: 'create',
      notes: 'menu',
      creator: 'Olena Koval',
      changes: { category_domain_id: [null, 4], inn: [null, '3012457777'] },
    });
    expect((await callAs(ctx, 'alpha.analyst', '/incident/history', { id2: 1 })).statusCode).toBe(404);
  });
});
