import { ATM_UPLOAD_SHEET, translate, type MessageKey, type MessageParams } from '@afx/domain';
import { describe, expect, it, vi } from 'vitest';
import { createUploadEngine, type SheetData } from '../../../components/upload';
import { HttpError } from '../../../api/http';
import type { AtmRecordInput, AtmView, LocationHint, LocationView } from './atmApi';
import { atmRecordOfRow, createAtmUploadPlugin } from './atmUploadPlugin';

const tm = (key: MessageKey, params?: MessageParams) => translate(key, 'en', params);
const ALPHA = 2;
const KYIV: LocationView = { id: 'UA80000000000093317', category: 'K', name: 'Київ', full_name: 'м. Київ' };

/** A sheet with every column of the domain's ATM sheet. */
const HEADER = Object.keys(ATM_UPLOAD_SHEET.columns);
function sheet(rows: Record<string, string | number>[]): SheetData {
  return { header: HEADER, rows, rowNumbers: rows.map((_row, index) => index + 2) };
}
const row = (termId: string, city: string, extra: Record<string, string | number> = {}) => ({
  term_id: termId,
  region: 'м. Київ',
  city,
  address: 'вул. Хрещатик, 1',
  location_description: 'ТЦ',
  ...extra,
});

function stored(termId: string): AtmView {
  return {
    term_id: termId,
    org_id: ALPHA,
    org_name: 'Bank Alpha',
    location_id: KYIV.id,
    location_name: 'Київ',
    full_name: KYIV.full_name,
    location_address: 'old address',
    location_description: null,
    mutable: true,
    update_dt: '2025-05-01T10:00:00.000Z',
    monitoring_email: null,
    acq_id_list: [],
    latitude: null,
    longitude: null,
    raw_region: null,
    raw_city: null,
    old_location_id: null,
    old_location_name: null,
    old_location_full_name: null,
    old_location_address: null,
  };
}

/** The ATM service: Київ is known, ATM00002 is stored already. */
function fakeApi() {
  return {
    resolveLocation: vi.fn(async (hint: LocationHint) => ({
      location: (hint.katottg ? hint.katottg === KYIV.id : hint.city === 'Київ') ? KYIV : null,
    })),
    find: vi.fn(async (_orgId: number, termId: string) => (termId === 'ATM00002' ? stored(termId) : null)),
    add: vi.fn(async (record: AtmRecordInput) => stored(record.term_id)),
    update: vi.fn(async (record: AtmRecordInput) => stored(record.term_id)),
    prepareForCleanup: vi.fn(async () => ({ list: ['ATM99999'], total_count: 1 })),
  };
}

function engineFor(api: ReturnType<typeof fakeApi>) {
  return createUploadEngine(createAtmUploadPlugin({ orgId: () => ALPHA, tm, api }));
}

describe('the record an ATM row saves', () => {
  const fileRow = {
    term_id: 'ATM00002',
    region: 'м. Київ',
    city: 'Київ',
    address: 'вул. Хрещатик, 2',
    location_description: '',
    katottg: '',
    latitude: 0,
    longitude: 0,
  };
  const placed: AtmView = {
    ...stored('ATM00002'),
    latitude: 50.45,
    longitude: 30.52,
    location_description: 'ТЦ',
  };

  it('keeps a stored ATM’s position and description when the row gives none', () => {
    expect(atmRecordOfRow(fileRow, ALPHA, KYIV, placed)).toMatchObject({
      location_address: 'вул. Хрещатик, 2',
      location_description: 'ТЦ',
      latitude: 50.45,
      longitude: 30.52,
    });
  });

  it('takes the row’s own position and description when it gives them, and none for a new ATM', () => {
    const given = { ...fileRow, latitude: 49.84, longitude: 24.03, location_description: 'Вокзал' };
    expect(atmRecordOfRow(given, ALPHA, KYIV, placed)).toMatchObject({
      location_description: 'Вокзал',
      latitude: 49.84,
      longitude: 24.03,
    });
    expect(atmRecordOfRow(fileRow, ALPHA, KYIV, null)).toMatchObject({
      location_description: undefined,
      latitude: 0,
      longitude: 0,
    });
  });
});

describe('ATM upload plugin (spec 3 §4 "ATM upload")', () => {
  it('creates a new ATM and updates a stored one when the city is found', async () => {
    const api = fakeApi();
    const engine = engineFor(api);
    await engine.start(
      sheet([row('atm00001', 'Київ', { latitude: '50,4501', longitude: 30.5234 }), row('ATM00002', 'Київ')]),
    );
    const snapshot = engine.getSnapshot();
    expect(snapshot.counters).toEqual({ created: 1, updated: 1, skipped: 0 });
    expect(api.add).toHaveBeenCalledWith(
      {
        term_id: 'ATM00001',
        org_id: ALPHA,
        location_id: KYIV.id,
        location_address: 'вул. Хрещатик, 1',
        location_description: 'ТЦ',
        latitude: 50.4501,
        longitude: 30.5234,
        raw_region: 'м. Київ',
        raw_city: 'Київ',
      },
      expect.any(AbortSignal),
    );
    expect(api.resolveLocation).toHaveBeenCalledWith(
      { region: 'м. Київ', city: 'Київ' },
      expect.any(AbortSignal),
    );
    expect(api.prepareForCleanup).toHaveBeenCalledWith(ALPHA, ['ATM00001', 'ATM00002']);
    expect(snapshot.followUp).toEqual({ oldAtms: ['ATM99999'] });
  });

  it('an unknown city waits for the user, who fixes the row in the dialog', async () => {
    const api = fakeApi();
    const engine = engineFor(api);
    const done = engine.start(sheet([row('ATM00003', 'Нетутівка')]));
    await vi.waitFor(() => expect(engine.getSnapshot().waiting).toBe(true));
    const prompt = engine.getSnapshot().prompt;
    expect(prompt).toMatchObject({
      rowNumber: 2,
      mode: 'create',
      location: null,
      existing: null,
      reason: 'location_not_found',
      record: { term_id: 'ATM00003', location_id: '', raw_city: 'Нетутівка' },
    });
    expect(api.add).not.toHaveBeenCalled();
    engine.answer('created');
    await done;
    expect(engine.getSnapshot().counters).toEqual({ created: 1, updated: 0, skipped: 0 });
  });

  it('a failed automatic save opens the dialog for the row (in update mode for a stored ATM)', async () => {
    const api = fakeApi();
    api.update.mockRejectedValueOnce(new HttpError(400, { message: 'latitude: non-zero, from -90 to 90' }));
    const engine = engineFor(api);
    const done = engine.start(sheet([row('ATM00002', 'Київ', { latitude: 120 })]));
    await vi.waitFor(() => expect(engine.getSnapshot().waiting).toBe(true));
    expect(engine.getSnapshot().prompt).toMatchObject({
      mode: 'edit',
      reason: 'save_failed',
      serverMessage: 'latitude: non-zero, from -90 to 90',
    });
    engine.answer('skipped');
    await done;
    expect(engine.getSnapshot().counters).toEqual({ created: 0, updated: 0, skipped: 1 });
  });

  it('a stored ATM that may not be changed is shown read-only, not as a city to find', async () => {
    const api = fakeApi();
    api.find.mockResolvedValueOnce({ ...stored('ATM00002'), mutable: false });
    const engine = engineFor(api);
    const done = engine.start(sheet([row('ATM00002', 'Київ')]));
    await vi.waitFor(() => expect(engine.getSnapshot().waiting).toBe(true));
    expect(engine.getSnapshot().prompt).toMatchObject({ mode: 'view', reason: 'read_only' });
    expect(api.update).not.toHaveBeenCalled();
    engine.answer('skipped');
    await done;
  });

  it.each([
    [
      'the lookup fails',
      (api: ReturnType<typeof fakeApi>) =>
        api.resolveLocation.mockRejectedValueOnce(new HttpError(503, { message: 'codifier not loaded' })),
      row('ATM00004', 'Київ'),
      'Location retrieval error: codifier not loaded',
    ],
    [
      'the KATOTTG code is unknown',
      () => undefined,
      row('ATM00004', 'Київ', { katottg: 'UA12345678901234567' }),
      'Location retrieval error: Invalid cell value - unknown KATOTTG id (row 2, katottg)',
    ],
    [
      'the ATM cannot be read',
      (api: ReturnType<typeof fakeApi>) =>
        api.find.mockRejectedValueOnce(new HttpError(500, { message: 'boom' })),
      row('ATM00004', 'Київ'),
      'ATM information retrieval error',
    ],
  ])('pauses when %s', async (_name, breakIt, sheetRow, message) => {
    const api = fakeApi();
    breakIt(api);
    const engine = engineFor(api);
    void engine.start(sheet([sheetRow]));
    await vi.waitFor(() => expect(engine.getSnapshot().state).toBe('paused'));
    expect(engine.getSnapshot().error).toBe(message);
    expect(engine.getSnapshot().pauseActions).toEqual([]);
    expect(api.add).not.toHaveBeenCalled();
  });
});
