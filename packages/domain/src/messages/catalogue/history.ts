import type { MessageText } from '../message-text.js';

/** How a history entry shows the values it records (docs/decisions/0014-readable-history.md). */
export const historyMessages = {
  history_value_yes: { en: 'Yes', uk: 'Так', ru: 'Да' },
  history_value_no: { en: 'No', uk: 'Ні', ru: 'Нет' },
} satisfies Record<string, MessageText>;
