import { PERMISSION, hasExtended } from '@afx/domain';
import { App, Button } from 'antd';
import { useProfile } from '../../../../app/auth/profileContext';
import { alertApi } from '../../api/alertApi';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

interface ResetTransportButtonProps {
  fixable: number | undefined;
  total: number | undefined;
  onDone: () => void;
}

/**
 * Reset transport (spec 2 §2.2): for E1005 when packets failed, labelled fixable/total; after a
 * confirmation the fixable failed packets are sent again.
 */
export function ResetTransportButton({ fixable, total, onDone }: ResetTransportButtonProps) {
  const { t, tm } = useFptAlertsTranslation();
  const profile = useProfile();
  const { modal, message } = App.useApp();
  if (!hasExtended(profile, PERMISSION.fptOutbound) || !total || total <= 0) return null;

  const reset = () =>
    modal.confirm({
      title: tm('reset_transport_confirm'),
      onOk: async () => {
        try {
          await alertApi.greatReset();
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
