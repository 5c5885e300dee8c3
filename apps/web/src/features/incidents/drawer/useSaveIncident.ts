import { detectRequiredSet, MESSAGE_DURATION_MS, normalizeIncidentDetails } from '@afx/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { applyServerFieldErrors, showFieldErrors } from '../../../components/form';
import { incidentApi } from '../api/incidentApi';
import { categoryDomainsQuery } from '../api/incidentQueries';
import type {
  CategoryDomain,
  IncidentCreateRequest,
  IncidentUpdateRequest,
  IncidentView,
} from '../api/incidentTypes';
import { useDomainText, useUiLocale } from '../useDomainText';
import { checkIncidentForm } from './checkIncidentForm';
import type { IncidentDrawerTarget, IncidentSaved } from './drawerTarget';
import { detailsInputOf, detailsRequestOf, formFieldOf, type IncidentFormValues } from './incidentFormValues';

const SUCCESS_SECONDS = MESSAGE_DURATION_MS.success / 1000;

interface SaveIncidentArgs {
  form: FormInstance<IncidentFormValues>;
  target: IncidentDrawerTarget;
  incident: IncidentView | undefined;
  /** The 'Option N' tab the user picked, or null while it follows what is filled. */
  chosenSet: number | null;
  onSaved: (saved: IncidentSaved) => void;
}

type SaveRequest =
  { kind: 'create'; body: IncidentCreateRequest } | { kind: 'update'; body: IncidentUpdateRequest };

/** A stored incident from a forum link keeps its way back to the forum message (spec 1 §2). */
function withForumLink(saved: IncidentSaved, incident: IncidentView | undefined): IncidentSaved {
  return { ...saved, forumMsgUrl: saved.forumMsgUrl ?? incident?.forum_msg_url ?? null };
}

/**
 * Saving and deleting from the drawer, as mutations: the field rules, then the server's whole check
 * run here first (domain schema and category), then the call with the spec's success notice; a
 * failure keeps the form open with its buttons enabled and the server's field errors under their
 * fields (spec 1 §8).
 */
export function useSaveIncident({ form, target, incident, chosenSet, onSaved }: SaveIncidentArgs) {
  const { text, outcome } = useDomainText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const locale = useUiLocale();

  const saveMutation = useMutation({
    mutationFn: async (request: SaveRequest): Promise<{ saved: IncidentSaved; notice: string }> => {
      if (request.kind === 'update') {
        await incidentApi.update(request.body);
        const saved = {
          id: request.body.id,
          categoryDomainId: request.body.category_domain_id,
          forumMsgUrl: null,
        };
        return { saved, notice: text('updated_successfully') };
      }
      const created = await incidentApi.create(request.body);
      const notice = text('incident_created', { id: created.id });
      return {
        saved: {
          id: created.id,
          categoryDomainId: request.body.category_domain_id,
          forumMsgUrl: created.forum_msg_url,
        },
        notice:
          created.forum_msg_id === null
            ? notice
            : `${notice}, ${text('incident_forum_message', { forumMsgId: created.forum_msg_id })}`,
      };
    },
    onSuccess: ({ saved, notice }) => {
      void message.success(notice, SUCCESS_SECONDS);
      form.resetFields();
      onSaved(withForumLink(saved, incident));
    },
    // The HTTP client has shown the message; field errors go under their fields.
    onError: (error) => applyServerFieldErrors(form, error, formFieldOf),
  });

  const removeMutation = useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }): Promise<IncidentSaved> => {
      await incidentApi.remove({ id, reason });
      return { id, categoryDomainId: null, forumMsgUrl: null };
    },
    onSuccess: (saved) => {
      void message.success(text('deleted_successfully'), SUCCESS_SECONDS);
      onSaved(withForumLink(saved, incident));
    },
  });

  /**
   * The category is looked up when saving, from the form's value, waiting for the category list if
   * it has not arrived yet: a save clicked before it came would otherwise refuse a chosen category.
   */
  const domainOf = async (id: number | undefined): Promise<CategoryDomain | undefined> => {
    const domains = await queryClient.fetchQuery(categoryDomainsQuery(locale)).catch(() => []);
    return domains.find((domain) => domain.id === id);
  };

  const save = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const all = form.getFieldsValue(true);
    const domain = await domainOf(all.category_domain_id);
    const setIndex =
      chosenSet ??
      (domain ? detectRequiredSet(normalizeIncidentDetails(detailsInputOf(all)), domain.required_sets) : 0);
    const problems = checkIncidentForm(all, domain, setIndex);
    if (problems.length > 0 || !domain) {
      const texts = problems.map(
        (problem) => [problem.field, outcome({ key: problem.key, params: problem.params })] as const,
      );
      showFieldErrors(form, texts, formFieldOf);
      return;
    }
    const details = detailsRequestOf(all, new Set(domain.fields));
    const body = { category_domain_id: domain.id, details };
    saveMutation.mutate(
      target.kind === 'new'
        ? {
            kind: 'create',
            body: {
              ...body,
              ...(target.forumTopicId ? { forum_id: target.forumTopicId } : {}),
              ...(target.creator
                ? { creator_org_id: target.creator.orgId, creator_user_id: target.creator.userId }
                : {}),
            },
          }
        : { kind: 'update', body: { ...body, id: incident?.id ?? 0 } },
    );
  };

  /** Rejects when the call fails, so the reason dialog stays open. */
  const remove = async (reason: string) => {
    if (!incident) return;
    await removeMutation.mutateAsync({ id: incident.id, reason });
  };

  return { busy: saveMutation.isPending, save, remove };
}
