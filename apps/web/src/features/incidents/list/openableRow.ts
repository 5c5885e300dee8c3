import type { HTMLAttributes, KeyboardEvent } from 'react';

/** Table row props that open the row's incident by click or Enter, for every incident table. */
export function openableRow(open: () => void): HTMLAttributes<HTMLElement> {
  return {
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter') open();
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}
