import {
  CALL_FORWARDING_KEYS,
  MCS_OPERATOR_NAMES,
  MCS_STATUS_KEYS,
  SIM_CHANGED_KEYS,
  formatInstantDateTime,
  formatPhone,
  isMcsCheckPending,
} from '@afx/domain';
import { Alert, Descriptions, Spin, Tag } from 'antd';
import type { McsCheck } from './mcsApi';
import { useMcsTranslation } from './useMcsTranslation';

const STATUS_COLOURS = {
  queued: 'default',
  in_progress: 'processing',
  answered: 'success',
  failed: 'error',
} as const;

/** One check: its progress while the operator is asked, then the answer with the notes of spec 3 §4. */
export function McsAnswer({ check }: { check: McsCheck }) {
  const { t, tm } = useMcsTranslation();
  const pending = isMcsCheckPending(check.status);
  return (
    <div data-testid="mcs-answer" data-status={check.status}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('phone')}>{formatPhone(check.phone)}</Descriptions.Item>
        <Descriptions.Item label={t('operator')}>{MCS_OPERATOR_NAMES[check.operator]}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <Tag color={STATUS_COLOURS[check.status]}>{tm(MCS_STATUS_KEYS[check.status])}</Tag>
          {pending ? (
            <span>
              <Spin size="small" /> {t('waiting')}
            </span>
          ) : null}
        </Descriptions.Item>
        {check.sim_changed ? (
          <Descriptions.Item label={t('simChanged')}>
            <strong data-testid="mcs-sim">{tm(SIM_CHANGED_KEYS[check.sim_changed])}</strong>
          </Descriptions.Item>
        ) : null}
        {check.sim_changed_at ? (
          <Descriptions.Item label={t('simChangedAt')}>
            {formatInstantDateTime(new Date(check.sim_changed_at))}
          </Descriptions.Item>
        ) : null}
        {check.call_forwarding ? (
          <Descriptions.Item label={t('callForwarding')}>
            <strong data-testid="mcs-cf">{tm(CALL_FORWARDING_KEYS[check.call_forwarding])}</strong>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {check.error ? <Alert type="error" showIcon title={check.error} style={{ marginTop: 8 }} /> : null}
      {check.notes.map((note) => (
        <Alert key={note} type="info" showIcon title={note} style={{ marginTop: 8 }} />
      ))}
    </div>
  );
}
