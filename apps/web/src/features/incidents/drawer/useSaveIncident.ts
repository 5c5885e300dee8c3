import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors, showFieldErrors } from '../../../components/form';
import type { CategoryDomain, IncidentView } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { checkIncidentForm } from './checkIncidentForm';
import type { IncidentDrawerTarget, IncidentSaved } from './drawerTarget';
import { detailsRequestOf, formFieldOf, type IncidentFormValues } from './incidentFormValues';
import { useIncidentActions } from './useIncidentActions';

interface SaveIncidentArgs {
  form: FormInstance<IncidentFormValues>;
  target: IncidentDrawerTarget;
  incident: IncidentView | undefined;
  domain: CategoryDomain | undefined;
  setIndex: number;
  onSaved: (saved: IncidentSaved) => void;
}

/** A stored incident from a forum link keeps its way back to the forum message (spec 1 §2). */
function withForumLink(saved: IncidentSaved, incident: IncidentView | undefined): IncidentSaved {
  return { ...saved, forumMsgUrl: saved.forumMsgUrl ?? incident?.forum_msg_url ?? null };
}

/**
 * Saving and deleting from the drawer: the field rules, then the server's whole check run here
 * first (domain schema and category), then the call; a failure keeps the form open with its
 * buttons enabled and the server's field errors under their fields (spec 1 §8).
 */
export function useSaveIncident({ form, target, incident, domain, setIndex, onSaved }: SaveIncidentArgs) {
  const { outcome } = useDomainText();
  const actions = useIncidentActions();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const all = form.getFieldsValue(true);
    const problems = checkIncidentForm(all, domain, setIndex);
    if (problems.length > 0 || !domain) {
      const texts = problems.map(
        (problem) => [problem.field, outcome({ key: problem.key, params: problem.params })] as const,
      );
      showFieldErrors(form, texts, formFieldOf);
      return;
    }
    const details = detailsRequestOf(all, new Set(domain.fields));
    setBusy(true);
    try {
      const saved =
        target.kind === 'new'
          ? await actions.create({
              category_domain_id: domain.id,
              details,
              ...(target.forumTopicId ? { forum_id: target.forumTopicId } : {}),
              ...(target.creator
                ? { creator_org_id: target.creator.orgId, creator_user_id: target.creator.userId }
                : {}),
            })
          : await actions.update({ id: incident?.id ?? 0, category_domain_id: domain.id, details });
      form.resetFields();
      onSaved(withForumLink(saved, incident));
    } catch (error) {
      // The HTTP client has shown the message; field errors go under their fields.
      applyServerFieldErrors(form, error, formFieldOf);
    } finally {
      setBusy(false);
    }
  };

  /** Rejects when the call fails, so the reason dialog stays open. */
  const remove = async (reason: string) => {
    if (!incident) return;
    onSaved(withForumLink(await actions.remove(incident.id, reason), incident));
  };

  return { busy, save, remove };
}
