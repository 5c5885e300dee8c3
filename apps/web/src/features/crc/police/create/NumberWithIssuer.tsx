import {
  checkReceiverNumber,
  detectReceiverType,
  RECEIVER_INPUT_MAX_LENGTH,
  stripNumberSeparators,
} from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Flex, Form, Input, Typography } from 'antd';
import { policeApi } from '../api/policeApi';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { useFilingErrorText } from './useFilingErrorText';
import { filingRule } from './filingRule';

type NumberField = 'sender_number' | 'recipient_number';

/**
 * The issuer of a valid number, found live through the shared issuer lookup, as the FPT wizard shows
 * it: the bank's name and icon, or why a request to it will not reach it (not found, not connected).
 */
function IssuerLine({ typed, field }: { typed: string; field: NumberField }) {
  const { t } = usePoliceTranslation();
  const number = stripNumberSeparators(typed);
  const valid = number !== '' && checkReceiverNumber(number) === null;
  const type = detectReceiverType(number);
  const issuer = useQuery({
    queryKey: ['crc', 'police', 'issuer', type, number],
    queryFn: ({ signal }) => policeApi.findIssuer(type, number, signal),
    enabled: valid,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!valid || !issuer.data) return null;
  const info = issuer.data;
  const name = info.issuer_org_name ?? info.issuer_country_name;
  return (
    <Flex vertical gap={4} data-testid={`${field}-issuer`}>
      <Flex gap="small" align="center">
        <Typography.Text type="secondary">{t('form.issuer')}:</Typography.Text>
        {info.issuer_icon_src ? <Avatar size="small" src={info.issuer_icon_src} alt="" /> : null}
        <Typography.Text>{name ?? '—'}</Typography.Text>
      </Flex>
      {field === 'recipient_number' && info.outcome === 'not_found' ? (
        <Alert type="warning" showIcon title={t('form.issuerUnknown')} />
      ) : null}
      {field === 'recipient_number' &&
      (info.outcome === 'not_connected' || info.outcome === 'not_supported') ? (
        <Alert type="warning" showIcon title={t('form.issuerNotConnected')} />
      ) : null}
    </Flex>
  );
}

/** A sender's or recipient's card or IBAN, checked by the filing rules, with its issuer below. */
export function NumberWithIssuer({ field, label }: { field: NumberField; label: string }) {
  const { t } = usePoliceTranslation();
  const describe = useFilingErrorText();
  const typed = (Form.useWatch(field) as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name={field}
        label={label}
        required
        validateTrigger="onBlur"
        rules={[filingRule(field, describe)]}
        style={{ marginBottom: 8 }}
      >
        <Input
          aria-label={label}
          maxLength={RECEIVER_INPUT_MAX_LENGTH}
          placeholder={t('form.numberPlaceholder')}
          autoComplete="off"
        />
      </Form.Item>
      <div style={{ marginBottom: 16 }}>
        <IssuerLine typed={typed} field={field} />
      </div>
    </>
  );
}
