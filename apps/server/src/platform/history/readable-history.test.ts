import { describe, expect, it } from 'vitest';
import { as, type Json, orgIdOf, testContext } from '../../../test/harness.js';
import { daysAgo } from '../../modules/incidents/test-support.js';

// Every service's /history answers its changes as people read them, in the caller's language
// (docs/decisions/0014-readable-history.md); these are the values the analysts saw as stored.

const ctx = testContext();

const KYIV = 'UA80000000000093317';

type Readable = Record<string, [string | null, string | null]>;
type Entry = { action: string; changes: Json | null; readable_changes: Readable | null };

async function post(login: string, url: string, payload: Json, language = 'uk') {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(await as(ctx, login)), cookie: `language=${language}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>();
}

async function history(url: string, key: Json, language = 'uk'): Promise<Entry[]> {
  return (await post('alpha.analyst', url, key, language)).list as Entry[];
}

describe('readable history', () => {
  it('shows an incident’s phones as people write them, with their kind', async () => {
    const { id2 } = (await post('alpha.analyst', '/api/incidents/v1/incident/create', {
      category_domain_id: 4,
      details: {
        event_date: daysAgo(1),
        fullname: 'Петренко Іван Олексійович',
        inn: '3012456789',
        phones: [
          { type: 1, number: '380671234567' },
          { type: 3, number: '0442000101' },
        ],
      },
    })) as { id2: number };
    const [created] = await history('/api/incidents/v1/incident/history', { id2 });
    expect(created!.changes!.phones).toEqual([
      null,
      [
        { type: 1, number: '380671234567' },
        { type: 3, number: '380442000101' },
      ],
    ]);
    expect(created!.readable_changes!.phones).toEqual([
      null,
      '+380 67 123 45 67 (мобільний), +380 44 200 01 01 (робочий)',
    ]);
    const [english] = await history('/api/incidents/v1/incident/history', { id2 }, 'en');
    expect(english!.readable_changes!.phones![1]).toBe(
      '+380 67 123 45 67 (mobile), +380 44 200 01 01 (work)',
    );
  });

  it('names an incident’s category and domain, and shows its dates as written', async () => {
    const date = daysAgo(2);
    const { id2 } = (await post('alpha.analyst', '/api/incidents/v1/incident/create', {
      category_domain_id: 1,
      details: { event_date: date, pan: '4149497812345678' },
    })) as { id2: number };
    const [created] = await history('/api/incidents/v1/incident/history', { id2 });
    expect(created!.readable_changes).toMatchObject({
      category_domain_id: [null, 'Шахрайство з платіжними картками / Компрометація картки'],
      event_date: [null, date],
    });
    const [english] = await history('/api/incidents/v1/incident/history', { id2 }, 'en');
    expect(english!.readable_changes!.category_domain_id![1]).toMatch(/ \/ Card compromise$/);
  });

  it('names a BIN’s issuer and payment system and translates its flags', async () => {
    const alpha = await orgIdOf(ctx, 'Bank Alpha');
    const beta = await orgIdOf(ctx, 'Bank Beta');
    await post('beta.expert', '/api/dcb/v1/add', {
      bin: '41777701',
      org_id: alpha,
      bid: '12345678',
      prepaid: true,
      token: false,
    });
    await post('beta.expert', '/api/dcb/v1/update', {
      bin: '41777701',
      org_id: beta,
      bid: '12345678',
      prepaid: null,
      token: true,
    });
    const [created, updated] = await history('/api/dcb/v1/history', { bin: '41777701' });
    expect(created!.changes).toMatchObject({ org_id: [null, alpha], card_system_id: [null, 1] });
    expect(created!.readable_changes).toMatchObject({
      org_id: [null, 'Bank Alpha'],
      card_system_id: [null, 'Visa'],
      prepaid: [null, 'Так'],
      token: [null, 'Ні'],
    });
    expect(updated!.readable_changes).toEqual({
      org_id: ['Bank Alpha', 'Bank Beta'],
      prepaid: ['Так', null],
      token: ['Ні', 'Так'],
    });
    const [, english] = await history('/api/dcb/v1/history', { bin: '41777701' }, 'en');
    expect(english!.readable_changes!.token).toEqual(['No', 'Yes']);
  });

  it('names an ATM’s settlement by its KATOTTG name', async () => {
    const alpha = await orgIdOf(ctx, 'Bank Alpha');
    await post('alpha.analyst', '/api/dal/v1/add', {
      term_id: 'READ0001',
      org_id: alpha,
      location_id: KYIV,
      location_address: 'вул. Хрещатик, 22',
      latitude: 50.447712,
      longitude: 30.522854,
    });
    const [created] = await history('/api/dal/v1/history', { org_id: alpha, term_id: 'READ0001' });
    expect(created!.changes!.location_id).toEqual([null, KYIV]);
    expect(created!.readable_changes).toMatchObject({
      location_id: [null, 'м. Київ'],
      location_address: [null, 'вул. Хрещатик, 22'],
      latitude: [null, '50.447712'],
    });
  });

  it('names an acquirer id’s payment system', async () => {
    const alpha = await orgIdOf(ctx, 'Bank Alpha');
    await post('alpha.analyst', '/api/acquiring/v1/add', {
      id: '777001',
      org_id: alpha,
      card_system_id: 2,
      notes: 'POS',
    });
    const [created] = await history('/api/acquiring/v1/history', {
      org_id: alpha,
      id: '777001',
      card_system_id: 2,
    });
    expect(created!.readable_changes).toEqual({
      card_system_id: [null, 'Mastercard'],
      notes: [null, 'POS'],
    });
  });

  it('shows a contact’s phones formatted', async () => {
    const alpha = await orgIdOf(ctx, 'Bank Alpha');
    await post('beta.expert', '/api/contacts/v1/banks/update', {
      id: alpha,
      phones: ['380671234567', '48221234567'],
    });
    const list = await history('/api/contacts/v1/banks/history', { id: alpha });
    const last = list[list.length - 1]!;
    expect(last.readable_changes).toMatchObject({
      phones: ['+380 44 200 01 01, +380 44 200 01 02', '+380 67 123 45 67, +48221234567'],
    });
  });
});
