import type { ReactElement } from 'react';
import { analystProfileBody } from '../fixtures';
import { renderInApp } from '../render';

/** A page of the account area as the shell renders it for the demo analyst alpha.analyst, in English. */
export function renderAccountPage(page: ReactElement) {
  return renderInApp(page, { profile: analystProfileBody() });
}
