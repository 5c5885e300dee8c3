import { describe, expect, it } from 'vitest';
import { fptIncidentDraft } from './incident-draft.js';

const alert = {
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  description: 'Fraud',
  transIn: [{ date_time: '03.02.2025 10:00:00' }, { date_time: '01.02.2025 23:00:00' }],
};

describe('fptIncidentDraft (spec 2 §3.10)', () => {
  it('a card recipient: basis 2, the first transaction date, the pan, the description', () => {
    expect(
      fptIncidentDraft({ ...alert, recipientType: 'card', recipientNumber: '4111111111111111' }),
    ).toEqual({
      basis_type: 2,
      basis_id: alert.id,
      details: { event_date: '01.02.2025', pan: '4111111111111111', description: 'Fraud' },
    });
  });

  it('an account recipient: no pan, the IBAN kept at the head of the description', () => {
    const draft = fptIncidentDraft({
      ...alert,
      recipientType: 'account',
      recipientNumber: 'UA213223130000026007233566001',
    });
    expect(draft.details).toEqual({
      event_date: '01.02.2025',
      description: 'IBAN UA213223130000026007233566001\nFraud',
    });
  });

  it('cuts the description to 4000 characters', () => {
    const draft = fptIncidentDraft({
      ...alert,
      description: 'x'.repeat(5000),
      recipientType: 'card',
      recipientNumber: '1',
    });
    expect(draft.details.description).toHaveLength(4000);
  });
});
