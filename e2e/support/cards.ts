import { expect, type Page } from '@playwright/test';
import { cardNumberWith } from '@afx/domain';
import { callApi } from './api';
import { uniqueDigits } from './unique';

/** An 8-digit BIN of the bank (its demo BINs start with `prefix`), read from the BIN directory. */
export async function bankBin(page: Page, orgName: string, prefix: string): Promise<string> {
  const { list } = await callApi<{ list: { bin: string; org_name: string }[] }>(page, '/api/dcb/v1/list', {
    page_number: 1,
    page_size: 50,
    filter: { bin: prefix },
  });
  const bin = list.find((row) => row.org_name === orgName && row.bin.length === 8)?.bin;
  expect(bin, `a ${prefix}… BIN of ${orgName}`).toBeDefined();
  return bin!;
}

/**
 * A Luhn-valid card of the BIN that no other test uses, whose last digit `fits` (the sandbox bank
 * answers by the last digit). Ten serials in a row give every check digit once.
 */
export function newCardOf(bin: string, fits: (lastDigit: number) => boolean = () => true): string {
  const serial = Number(uniqueDigits(6)) * 10;
  for (let step = 0; step < 10; step += 1) {
    const card = cardNumberWith(bin, serial + step);
    if (fits(Number(card.at(-1)))) return card;
  }
  throw new Error('no serial of ten gives a fitting check digit');
}
