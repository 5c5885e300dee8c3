import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { analystProfileBody, testSession } from '../../../test/fixtures';
import type { RequestOptions } from '../../api/http';
import { parseProfile } from '../../app/auth/profile';
import { ProfileContext } from '../../app/auth/profileContext';
import { SessionContext } from '../../app/auth/sessionContext';
import { AppProviders } from '../../app/providers/AppProviders';
import { createQueryClient } from '../../app/providers/queryClient';
import { createI18n } from '../../i18n/i18n';

/**
 * The mocked HTTP client's answer: `parse`, when the caller gives one, runs as the real client
 * would run it.
 */
export function answer<T>(body: unknown) {
  return (_path: string, options?: RequestOptions<T>): Promise<T> =>
    Promise.resolve(options?.parse ? options.parse(body) : (body as T));
}

/** jsdom has no ResizeObserver; antd's tables and ellipsis texts observe their size. */
class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** A page as the shell renders it for the demo analyst alpha.analyst, in English. */
export function renderAccountPage(page: ReactElement) {
  vi.stubGlobal('ResizeObserver', InertResizeObserver);
  const { session } = testSession();
  vi.spyOn(session, 'getUser').mockResolvedValue(null);
  return render(
    <AppProviders i18n={createI18n('en')} queryClient={createQueryClient()}>
      <SessionContext value={session}>
        <App>
          <ProfileContext value={parseProfile(analystProfileBody())}>{page}</ProfileContext>
        </App>
      </SessionContext>
    </AppProviders>,
  );
}
