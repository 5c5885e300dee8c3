import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Divider, Drawer, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { TransactionsTable } from '../../../fpt';
import { policeApi, POLICE_QUERY_KEYS } from '../api/policeApi';
import type { PoliceRequestView as RequestView } from '../api/policeTypes';
import { StatusTag } from '../list/StatusTag';
import { articleText, registrationText, timeText } from '../requestText';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { CommentBox } from './CommentBox';
import { ReplySection } from './ReplySection';
import { RequestHistory } from './RequestHistory';

const STATUS_MEANINGS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function Party({ number, issuer }: { number: string | null; issuer: string | null }) {
  if (!number) return null;
  return (
    <Flex vertical>
      <Typography.Text copyable>{number}</Typography.Text>
      {issuer ? <Typography.Text type="secondary">{issuer}</Typography.Text> : null}
    </Flex>
  );
}

/** Everything the unit filed, the status with its meaning and due date, the reply, the history. */
function RequestBody({ request, onCommented }: { request: RequestView; onCommented: () => void }) {
  const { t, language } = usePoliceTranslation();
  const meaning = STATUS_MEANINGS.find((key) => key === String(request.status_id));
  const articles = request.incriminated_articles.map((article) =>
    articleText(article, {
      article: (value) => t('view.articleText', { article: value }),
      part: (value) => t('view.partText', { part: value }),
      point: (value) => t('view.pointText', { point: value }),
    }),
  );
  return (
    <Flex vertical gap="middle">
      <Alert
        type={request.overdue ? 'warning' : 'info'}
        showIcon
        title={
          <Flex gap="small" align="center" wrap>
            <span>{t('view.status')}:</span>
            <StatusTag statusId={request.status_id} />
            {request.due_dt ? (
              <span>
                {t('view.due')}: {timeText(request.due_dt)}
              </span>
            ) : null}
            {request.overdue ? <Tag color="error">{t('view.overdue')}</Tag> : null}
          </Flex>
        }
        description={meaning ? t(`statusMeaning.${meaning}`) : undefined}
        data-testid="police-request-status"
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'filed', label: t('view.filed'), children: timeText(request.request_dt) },
          { key: 'updated', label: t('view.updated'), children: timeText(request.update_dt) },
          {
            key: 'registration',
            label: t('view.registration'),
            children: registrationText(request, language),
          },
          { key: 'articles', label: t('view.articles'), children: articles.join('; ') },
          { key: 'applicant', label: t('view.applicant'), children: request.applicant_name },
          {
            key: 'employee',
            label: t('view.employee'),
            children: `${request.employee_name}${request.employee_email ? `, ${request.employee_email}` : ''}`,
          },
          {
            key: 'sender',
            label: t('view.sender'),
            children: <Party number={request.sender_number} issuer={request.sender_issuer_name} />,
          },
          {
            key: 'recipient',
            label: t('view.recipient'),
            children: <Party number={request.recipient_number} issuer={request.recipient_issuer_name} />,
          },
          ...(request.url ? [{ key: 'url', label: t('view.url'), children: request.url }] : []),
          ...(request.parent_id
            ? [{ key: 'parent', label: t('view.parent'), children: request.parent_id }]
            : []),
          ...(request.related_requests.length > 0
            ? [
                {
                  key: 'related',
                  label: t('view.related'),
                  children: request.related_requests.map((related) => related.id).join(', '),
                },
              ]
            : []),
          ...(request.notes
            ? [
                {
                  key: 'notes',
                  label: t('view.notes'),
                  span: 'filled' as const,
                  children: <span style={{ whiteSpace: 'pre-wrap' }}>{request.notes}</span>,
                },
              ]
            : []),
        ]}
      />
      <section>
        <Typography.Title level={5}>{t('view.transactions')}</Typography.Title>
        <TransactionsTable transactions={request.fraud_transactions} label={t('view.transactions')} />
      </section>
      {request.fraudster_contacts.length > 0 ? (
        <section>
          <Typography.Title level={5}>{t('view.contacts')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            aria-label={t('view.contacts')}
            rowKey={(_, index) => String(index)}
            dataSource={request.fraudster_contacts}
            columns={[
              { key: 'name', title: t('form.contactName'), render: (_, contact) => contact.name },
              { key: 'phone', title: t('form.contactPhone'), render: (_, contact) => contact.phone },
            ]}
          />
        </section>
      ) : null}
      <Divider titlePlacement="start">
        {request.issuer_reply?.is_rejected ? t('view.rejection') : t('view.reply')}
      </Divider>
      <ReplySection reply={request.issuer_reply} />
      <Divider titlePlacement="start">{t('view.history')}</Divider>
      <RequestHistory events={request.history} />
      {request.create_comment_enable ? <CommentBox requestId={request.id} onSent={onCommented} /> : null}
    </Flex>
  );
}

/** /crc/police/id/{id}: the request in a drawer over the list; a request that fails to load closes. */
export function PoliceRequestView({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = usePoliceTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: POLICE_QUERY_KEYS.request(id),
    queryFn: ({ signal }) => policeApi.get(id, signal),
    retry: false,
  });
  const failed = query.isError;
  useEffect(() => {
    // The HTTP client has said why.
    if (failed) onClose();
  }, [failed, onClose]);

  return (
    <Drawer open size="90%" title={t('view.title', { id })} onClose={onClose} destroyOnHidden>
      {query.data ? (
        <RequestBody
          request={query.data}
          onCommented={() => void queryClient.invalidateQueries({ queryKey: POLICE_QUERY_KEYS.request(id) })}
        />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
