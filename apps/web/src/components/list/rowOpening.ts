import type { HTMLAttributes, KeyboardEvent } from 'react';

/** Table row props that open the row by a click (the directory tables). */
export function clickableRow(open: () => void): HTMLAttributes<HTMLElement> {
  return { onClick: open, style: { cursor: 'pointer' } };
}

/** Table row props that open the row by a click or by Enter on the focused row (the incident tables). */
export function openableRow(open: () => void): HTMLAttributes<HTMLElement> {
  return {
    ...clickableRow(open),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter') open();
    },
    tabIndex: 0,
  };
}
