import { Outlet } from 'react-router';
import { usePageTitle } from '../../layout/usePageTitle';
import { AntdProvider } from '../providers/AntdProvider';

/** Pages open without sign-in: /404 and /401. Loaded lazily. */
export function PublicArea() {
  usePageTitle(null);
  return (
    <AntdProvider>
      <main>
        <Outlet />
      </main>
    </AntdProvider>
  );
}
