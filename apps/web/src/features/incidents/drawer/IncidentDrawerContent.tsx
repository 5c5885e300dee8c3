import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import {
  detectRequiredSet,
  incidentEditRights,
  normalizeIncidentDetails,
  type IncidentMutability,
} from '@afx/domain';
import { Alert, App, Button, Drawer, Flex, Form, Result, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../api/http';
import { CopyButton } from '../../../components/copy';
import { useCategoryDomains, useIncident } from '../api/incidentQueries';
import type { IncidentView } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { DeleteIncidentModal } from './DeleteIncidentModal';
import type { IncidentDrawerTarget } from './drawerTarget';
import type { IncidentDrawerProps } from './IncidentDrawer';
import { IncidentForm } from './IncidentForm';
import { IncidentHistory } from './IncidentHistory';
import { detailsInputOf, formChanged, formValuesOf, type IncidentFormValues } from './incidentFormValues';
import { useComponentsTranslation } from '../../../components/i18n/useComponentsTranslation';
import { HiddenFieldsNotice } from './HiddenFieldsNotice';
import { IncidentReadOnlyView } from './IncidentReadOnlyView';
import { IncidentSummary } from './IncidentSummary';
import { RecordFooter } from '../../../components/record';
import { useSaveIncident } from './useSaveIncident';

/** "A wide drawer": most of a desktop screen, all of a phone's. */
const DRAWER_SIZE = 'min(1100px, 100vw)';

function mutabilityOf(target: IncidentDrawerTarget, incident: IncidentView | undefined): IncidentMutability {
  if (target.kind === 'new') return 'full';
  if (!incident || incident.deleted || target.intent === 'read') return 'read_only';
  return incident.mutable;
}

function initialValuesOf(target: IncidentDrawerTarget): IncidentFormValues {
  if (target.kind === 'existing') return formValuesOf(undefined, {});
  return formValuesOf(target.domainId, target.details ?? {});
}

export function IncidentDrawerContent({
  target,
  onClose,
  onSaved,
  upload,
}: IncidentDrawerProps & { target: IncidentDrawerTarget }) {
  const { t } = useIncidentsTranslation();
  const { text } = useDomainText();
  const { t: tc } = useComponentsTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<IncidentFormValues>();
  const incidentQuery = useIncident(target.kind === 'existing' ? target.key : null);
  const incident = incidentQuery.data;
  const domainsQuery = useCategoryDomains();
  const domains = domainsQuery.data ?? [];
  const [initialValues] = useState(() => initialValuesOf(target));
  const [chosenSet, setChosenSet] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(target.kind === 'existing' && target.intent === 'delete');
  const [historyOpen, setHistoryOpen] = useState(false);

  const rights = incidentEditRights(mutabilityOf(target, incident));
  // Preserved: also the values of fields the category hides (no Form.Item holds them), which the
  // notice names since they would not be saved.
  const values = Form.useWatch((all: IncidentFormValues) => all, { form, preserve: true });
  const domainId =
    values?.category_domain_id ?? incident?.category_domain_id ?? initialValues.category_domain_id;
  const domain = domains.find((candidate) => candidate.id === domainId);
  // The 'Option N' tab follows what is filled until the user picks one (spec 1 §5).
  const detectedSet = domain
    ? detectRequiredSet(
        normalizeIncidentDetails(detailsInputOf(values ?? initialValues)),
        domain.required_sets,
      )
    : 0;
  const setIndex = chosenSet ?? detectedSet;

  // What the form held when opened: closing asks only when the values differ from it. (antd marks
  // every field set by setFieldsValue as touched, so "touched" would ask on every loaded incident.)
  const openedValues = incident ? formValuesOf(incident.category_domain_id, incident.details) : initialValues;
  // A read-only incident is text (IncidentReadOnlyView): no form is there to fill.
  useEffect(() => {
    if (incident && rights.canEdit)
      form.setFieldsValue(formValuesOf(incident.category_domain_id, incident.details));
  }, [incident, form, rights.canEdit]);

  const close = () => {
    if (upload) {
      // The same answers as the upload dialog's own question: Cancel would read as "cancel the upload".
      modal.confirm({
        title: text('abort_upload_confirm'),
        okText: tc('confirmCancellation'),
        cancelText: tc('continue'),
        onOk: upload.onAbort,
      });
      return;
    }
    if (rights.canEdit && formChanged(openedValues, form.getFieldsValue(true) as IncidentFormValues)) {
      modal.confirm({
        title: text('cancel_changes_confirm'),
        okText: tc('discardChanges'),
        cancelText: tc('keepEditing'),
        onOk: onClose,
      });
      return;
    }
    onClose();
  };

  const { busy, save, remove } = useSaveIncident({ form, target, incident, chosenSet, onSaved });
  const deleteIncident = async (reason: string) => {
    await remove(reason);
    setDeleting(false);
  };

  const isNew = target.kind === 'new';
  // The number shown: the loaded incident's, else the one asked for (/incidents/id/{id}).
  const number = incident?.id ?? (target.kind === 'existing' && 'id' in target.key ? target.key.id : null);
  const title = isNew
    ? t('drawer.newTitle')
    : number === null
      ? t('drawer.untitled')
      : t('drawer.title', { id: number });
  const failed = !isNew && incidentQuery.isError;
  const missing = incidentQuery.error instanceof HttpError && incidentQuery.error.status === 404;
  const failure = !missing
    ? t('drawer.loadFailed')
    : number === null
      ? t('drawer.notFoundNoNumber')
      : t('drawer.notFound', { id: number });

  return (
    <Drawer
      open
      size={DRAWER_SIZE}
      title={
        <Space wrap>
          {title}
          {!isNew && incident && (
            // The incident's own address (/incidents/id/N), absolute, to pass to a colleague.
            <CopyButton
              text={new URL(`/incidents/id/${incident.id}`, window.location.origin).href}
              aria-label={t('drawer.copyLink')}
            />
          )}
          {!isNew && incident && !rights.canEdit && <Tag>{t('drawer.readOnly')}</Tag>}
          {!isNew && incident?.mutable === 'half' && rights.canEdit && (
            <Tag color="gold">{t('drawer.categoryLocked')}</Tag>
          )}
        </Space>
      }
      onClose={close}
      mask={{ closable: false }}
      loading={!isNew && incidentQuery.isPending}
      // The same footer as every directory dialog: the incident's actions left, the way out and
      // the primary action right, primary last.
      footer={
        <RecordFooter
          start={
            <>
              {!isNew && incident && rights.canEdit && (
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => setDeleting(true)}
                  disabled={busy}
                >
                  {t('drawer.delete')}
                </Button>
              )}
              {!isNew && incident && (
                <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setHistoryOpen(true)}>
                  {t('drawer.history')}
                </Button>
              )}
              {upload && (
                <Button onClick={upload.onSkip} disabled={busy}>
                  {t('upload.skip')}
                </Button>
              )}
            </>
          }
          closeLabel={rights.canEdit ? tc('cancel') : tc('close')}
          onClose={close}
          primary={
            rights.canEdit && !failed
              ? {
                  label: isNew ? t('drawer.create') : t('drawer.save'),
                  loading: busy,
                  onClick: () => void save(),
                }
              : undefined
          }
        />
      }
    >
      {upload && <div style={{ marginBottom: 16 }}>{upload.caption}</div>}
      {isNew && target.forumTopicId ? (
        <Flex style={{ marginBottom: 16 }}>
          <Tag color="blue">{t('drawer.forumTopic', { id: target.forumTopicId })}</Tag>
        </Flex>
      ) : null}
      {failed ? (
        <Result status={missing ? 'info' : 'warning'} title={failure} />
      ) : (
        <>
          {/* A delete link (…/delete?…) for an incident this user may not delete says why nothing happens. */}
          {incident && deleting && !rights.canEdit && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t(incident.deleted ? 'drawer.deleteDeleted' : 'drawer.deleteNotAllowed')}
            />
          )}
          {rights.canEdit && <HiddenFieldsNotice values={values} domain={domain} />}
          {incident && <IncidentSummary incident={incident} />}
          {incident && !rights.canEdit ? (
            <IncidentReadOnlyView incident={incident} domain={domain} />
          ) : (
            <IncidentForm
              form={form}
              initialValues={initialValues}
              domains={domains}
              domainsLoading={domainsQuery.isPending}
              domain={domain}
              canEdit={rights.canEdit}
              canEditCategory={rights.canEditCategory}
              isNew={isNew}
              setIndex={setIndex}
              onSetIndexChange={setChosenSet}
              onCategoryChange={() => setChosenSet(null)}
            />
          )}
        </>
      )}
      {incident && (
        <>
          <DeleteIncidentModal
            open={deleting && rights.canEdit}
            incidentId={incident.id}
            onCancel={() => setDeleting(false)}
            onDelete={deleteIncident}
          />
          <IncidentHistory
            id2={incident.id2}
            incidentId={incident.id}
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
          />
        </>
      )}
    </Drawer>
  );
}
