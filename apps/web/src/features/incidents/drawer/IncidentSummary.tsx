import { formatInstantDateTime } from '@afx/domain';
import { Alert, Descriptions, Flex } from 'antd';
import { CopyButton } from '../../../components/copy';
import type { IncidentView } from '../api/incidentTypes';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

/** Who registered an incident and when, its group, basis and forum links (read-only facts). */
export function IncidentSummary({ incident }: { incident: IncidentView }) {
  const { t } = useIncidentsTranslation();
  const at = (iso: string) => formatInstantDateTime(new Date(iso));
  const items = [
    {
      key: 'id',
      label: t('summary.id'),
      children: (
        <Flex gap={4} align="center">
          {incident.id}
          <CopyButton text={String(incident.id)} />
        </Flex>
      ),
    },
    {
      key: 'creator',
      label: t('summary.creator'),
      children: `${incident.creator_org_name} / ${incident.creator_user_name}`,
    },
    { key: 'created', label: t('summary.created'), children: at(incident.create_dt) },
    { key: 'updated', label: t('summary.updated'), children: at(incident.update_dt) },
  ];
  if (incident.group_id !== null) {
    items.push({
      key: 'group',
      label: t('summary.group'),
      children: <>{[incident.group_id, incident.group_description].filter(Boolean).join(' — ')}</>,
    });
  }
  if (incident.basis_type !== null) {
    items.push({
      key: 'basis',
      label: t('summary.basis'),
      children: (
        <>{`${t(incident.basis_type === 1 ? 'summary.basisCrimeCheck' : 'summary.basisFpt')} ${incident.basis_id ?? ''}`}</>
      ),
    });
  }
  const forumUrl = incident.forum_msg_url ?? incident.forum_topic_url;
  if (forumUrl) {
    items.push({
      key: 'forum',
      label: t('summary.forum'),
      children: (
        <a href={forumUrl} target="_blank" rel="noopener noreferrer">
          {t('summary.forumLink', { id: incident.forum_msg_id ?? incident.forum_id ?? '' })}
        </a>
      ),
    });
  }
  return (
    <>
      {incident.deleted && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('summary.deleted', { at: incident.deleted_dt ? at(incident.deleted_dt) : '' })}
          description={incident.deleted_reason}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 16 }} />
    </>
  );
}
