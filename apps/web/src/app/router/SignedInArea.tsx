import { ProfileGate } from '../auth/ProfileGate';
import { AntdProvider } from '../providers/AntdProvider';
import { AppLayout } from '../../layout/AppLayout';
import { ShellRoutes } from './ShellRoutes';

/** Every signed-in page: the UI kit, the user's profile, the shell, then the page. Loaded lazily. */
export function SignedInArea() {
  return (
    <AntdProvider>
      <ProfileGate>
        <AppLayout>
          <ShellRoutes />
        </AppLayout>
      </ProfileGate>
    </AntdProvider>
  );
}
