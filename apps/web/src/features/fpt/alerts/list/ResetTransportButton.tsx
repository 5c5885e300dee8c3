import { PERMISSION, hasExtended } from '@afx/domain';
import { App, Button } from 'antd';
import { useProfile } from '../../../../app/auth/profileContext';
import { alertApi } from '../../api/alertApi';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

interface ResetTransportButtonProps {
  fixable: number | undefined;
  total: number | undefined;
  onDone: () => void;
  /** Whether the user may reset (Crime Check: E22); FPT's E1005 unless set. */
  allowed?: boolean;
  /** The service's great_reset (Crime Check's); FPT's unless set. */
  greatReset?: () => Promise<unknown>;
}

/**
 * Reset transport (spec 2 §2.2, §2.6): for E1005 (FPT) or E22 (Crime Check) when packets failed,
 * labelled fixable/total; after a confirmation the fixable failed packets are sent again.
 */
export function ResetTransportButton({
  fixable,
  total,
  onDone,
  allowed,
  greatReset = alertApi.greatReset,
}: ResetTransportButtonProps) {
  const { t, tm } = useFptAlertsTranslation();
  const profile = useProfile();
  const { modal, message } = App.useApp();
  const mayReset = allowed ?? hasExtended(profile, PERMISSION.fptOutbound);
  if (!mayReset || !total || total <= 0) return null;

  const reset = () =>
    modal.confirm({
      title: tm('reset_transport_confirm'),
      onOk: async () => {
        try {
          await greatReset();
          void message.success(tm('accepted_for_execution'));
          onDone();
        } catch {
          // The HTTP client has said why.
        }
      },
    });

  return (
    <Button danger onClick={reset}>
      {t('list.resetTransport', { fixable: fixable ?? 0, total })}
    </Button>
  );
}
