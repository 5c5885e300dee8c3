import { PlusCircleOutlined } from '@ant-design/icons';
import { checkIncidentServiceAccess, fptStatusAllowsIncident, MESSAGE_DURATION_MS } from '@afx/domain';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../../app/auth/profileContext';
import { IncidentLink } from '../../../incidents';
import { alertApi } from '../../api/alertApi';
import type { AlertListRow } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

/**
 * An inbound row's incident: '#id' opening it, or a plus creating one from the alert when its
 * status allows (spec 2 §2.4, §4.2); the list is read again after.
 */
export function IncidentCell({ row, onCreated }: { row: AlertListRow; onCreated: () => void }) {
  const { t, tm } = useFptAlertsTranslation();
  const profile = useProfile();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  if (row.incident_id !== null) {
    return (
      <IncidentLink id={row.incident_id}>{t('columns.openIncident', { id: row.incident_id })}</IncidentLink>
    );
  }
  if (!fptStatusAllowsIncident(row.status_id)) return null;

  const create = async () => {
    const denied = checkIncidentServiceAccess(profile);
    if (denied) {
      void message.warning(tm(denied), MESSAGE_DURATION_MS.warning / 1000);
      return;
    }
    setBusy(true);
    try {
      const created = await alertApi.createIncident(row.id);
      void message.success(t('columns.incidentCreated', { id: created.incident_id }));
      onCreated();
    } catch {
      // The HTTP client has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('columns.createIncident')}>
      <Button
        type="text"
        size="small"
        icon={<PlusCircleOutlined />}
        loading={busy}
        aria-label={t('columns.createIncident')}
        onClick={() => void create()}
      />
    </Tooltip>
  );
}
