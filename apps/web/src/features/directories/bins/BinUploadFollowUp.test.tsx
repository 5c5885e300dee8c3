import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers/AppProviders';
import { createQueryClient } from '../../../app/providers/queryClient';
import { createI18n } from '../../../i18n/i18n';
import { BinUploadFollowUp } from './BinUploadFollowUp';

const followUp = {
  conflicts: [],
  refused: [{ rowNumber: 7, bin: '41490001', field: 'bid' as const, key: 'bid_required' as const }],
  oldBins: [],
};

describe('BIN upload follow-up: a row refused as the dialog would refuse it', () => {
  it.each([
    ['uk', 'Рядки, яких не збережено', 'Рядок 7, BIN 41490001: Оберіть або введіть BID'],
    ['en', 'Rows not saved', 'Row 7, BIN 41490001: Select or enter BID'],
    ['ru', 'Строки, которые не сохранены', 'Строка 7, BIN 41490001: Выберите или введите BID'],
  ] as const)('%s: names the row and says the dialog’s words', (language, title, item) => {
    render(
      <AppProviders i18n={createI18n(language)} queryClient={createQueryClient()}>
        <BinUploadFollowUp followUp={followUp} oldDeleted={false} />
      </AppProviders>,
    );
    const list = screen.getByLabelText(title);
    expect(within(list).getByText(item).textContent).toBe(item);
  });
});
