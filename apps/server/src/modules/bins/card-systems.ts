import { CARD_SYSTEM, type CardSystemId } from '@afx/domain';

/** The payment systems of the directories (spec 3 §3): ids of the domain, names as the cards show them. */
export const CARD_SYSTEMS: readonly { id: CardSystemId; name: string }[] = [
  { id: CARD_SYSTEM.domestic, name: 'ПРОСТІР' },
  { id: CARD_SYSTEM.bid, name: 'Visa' },
  { id: CARD_SYSTEM.ica, name: 'Mastercard' },
];

export function isCardSystemId(id: number): id is CardSystemId {
  return CARD_SYSTEMS.some((s) => s.id === id);
}

export function cardSystemName(id: number): string {
  return CARD_SYSTEMS.find((s) => s.id === id)?.name ?? String(id);
}
