import { App, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { RemoteSelect } from '../../../components/remote-select';
import { INCIDENT_PATHS } from '../../incidents';
import { crcApi } from '../api/crcApi';
import { useCrcTranslation } from '../useCrcTranslation';

/**
 * E22 on a request of unknown issuer (status 1): the issuer, chosen among the organisations; the
 * server routes the request again (decision 0041).
 */
export function AssignIssuer({ id, onAssigned }: { id: string; onAssigned: () => void }) {
  const { t, tm } = useCrcTranslation();
  const { message } = App.useApp();
  const [issuerId, setIssuerId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    if (issuerId === null) return;
    setBusy(true);
    try {
      await crcApi.assign(id, issuerId);
      void message.success(tm('request_status_changed'));
      onAssigned();
    } catch {
      // The HTTP client has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" data-testid="crc-assign-issuer">
      <Form.Item label={t('dialog.assignIssuer')} htmlFor="crc-assign-issuer">
        <Flex gap="small">
          <RemoteSelect
            id="crc-assign-issuer"
            url={INCIDENT_PATHS.organisations}
            value={issuerId}
            onChange={(value) =>
              setIssuerId(typeof value === 'number' ? value : value ? Number(value) : null)
            }
            style={{ minWidth: 320 }}
          />
          <Button type="primary" disabled={issuerId === null} loading={busy} onClick={() => void assign()}>
            {t('dialog.assign')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
