import { crimeCheckStatusNameKey, groupInFours } from '@afx/domain';
import { Avatar, Button, Flex } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { RecordView, type RecordViewItem } from '../../../components/record';
import { instantText } from '../../fpt';
import { IncidentLink } from '../../incidents';
import type { CrcRequest } from '../api/types';
import { timeLeftText } from '../dueText';
import { regDateText, registryTypeName } from '../registryText';
import { useCrcTranslation } from '../useCrcTranslation';

interface CrcRequestFieldsProps {
  request: CrcRequest;
  onHistory: () => void;
  /** Opens a related request in this dialog. */
  onOpenRequest: (id: string) => void;
}

/** The request's fields as text (spec 2 §2.7); the status opens the history. */
export function CrcRequestFields({ request, onHistory, onOpenRequest }: CrcRequestFieldsProps) {
  const { t, tm } = useCrcTranslation();
  const issuer = (name: string | null) => name ?? tm('unknown_issuer');
  const withIcon = (number: string, name: string | null, icon: string | null) => (
    <Flex gap={6} align="center" wrap>
      <span>{groupInFours(number)}</span>
      <Avatar size={20} src={icon ?? undefined} icon={<BankOutlined />} alt="" />
      <span>{issuer(name)}</span>
    </Flex>
  );
  const articles = request.incriminated_articles
    .map((item) =>
      [
        t('dialog.article', { article: item.article }),
        item.part ? t('dialog.part', { part: item.part }) : null,
        item.point ? t('dialog.point', { point: item.point }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
  const items: RecordViewItem[] = [
    {
      key: 'status',
      label: t('dialog.status'),
      value: (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onHistory}>
          {tm(crimeCheckStatusNameKey(request.status_id))}
        </Button>
      ),
    },
    { key: 'source', label: t('dialog.source'), value: request.alert_source_name },
    {
      key: 'registration',
      label: t('dialog.registration'),
      value: t('dialog.registrationText', {
        type: registryTypeName(request.registry_type, tm),
        number: request.reg_number,
        date: regDateText(request.reg_date),
      }),
      copyText: request.reg_number,
    },
    { key: 'articles', label: t('dialog.articles'), value: articles },
    { key: 'applicant', label: t('dialog.applicant'), value: request.applicant_name },
    {
      key: 'employee',
      label: t('dialog.employee'),
      value: [request.employee_name, request.employee_email].filter(Boolean).join(', '),
      copyText: request.employee_email,
    },
    {
      key: 'sender',
      label: t('dialog.sender'),
      value: withIcon(request.sender_number, request.sender_issuer_name, request.sender_issuer_icon),
      copyText: request.sender_number,
    },
    {
      key: 'recipient',
      label: t('dialog.recipient'),
      value: withIcon(request.recipient_number, request.recipient_issuer_name, request.recipient_issuer_icon),
      copyText: request.recipient_number,
    },
    {
      key: 'transitSource',
      label: t('dialog.transitSource'),
      value: request.parent_id ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => onOpenRequest(request.parent_id ?? '')}
        >
          {request.parent_id}
        </Button>
      ) : (
        tm('transit_source_not_specified')
      ),
      copyText: request.parent_id,
    },
    {
      key: 'related',
      label: t('dialog.related'),
      value:
        request.related_requests.length > 0 ? (
          <Flex gap={8} wrap>
            {request.related_requests.map((related) => (
              <Button
                key={related.id}
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => onOpenRequest(related.id)}
              >
                {`${related.id} (${tm(crimeCheckStatusNameKey(related.status_id))})`}
              </Button>
            ))}
          </Flex>
        ) : null,
    },
    {
      key: 'incident',
      label: t('dialog.incident'),
      value:
        request.incident_id !== null ? (
          <IncidentLink id={request.incident_id}>{`#${request.incident_id}`}</IncidentLink>
        ) : null,
    },
    {
      key: 'url',
      label: t('dialog.url'),
      value: request.url,
      copyText: request.url,
    },
    {
      key: 'due',
      label: t('dialog.due'),
      value: request.due_dt ? `${instantText(request.due_dt)} ${timeLeftText(request, t)}`.trim() : null,
    },
  ];
  return <RecordView items={items} />;
}
