import { MESSAGE_DURATION_MS } from '@afx/domain';
import { App } from 'antd';
import { incidentApi } from '../api/incidentApi';
import type { IncidentCreateRequest, IncidentUpdateRequest } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import type { IncidentSaved } from './drawerTarget';

const SUCCESS_SECONDS = MESSAGE_DURATION_MS.success / 1000;

/** Create, update and delete with the spec's success notices (spec 1 §8). */
export function useIncidentActions() {
  const { message } = App.useApp();
  const { text } = useDomainText();

  const create = async (body: IncidentCreateRequest): Promise<IncidentSaved> => {
    const created = await incidentApi.create(body);
    const notice = text('incident_created', { id: created.id });
    void message.success(
      created.forum_msg_id === null
        ? notice
        : `${notice}, ${text('incident_forum_message', { forumMsgId: created.forum_msg_id })}`,
      SUCCESS_SECONDS,
    );
    return { id: created.id, categoryDomainId: body.category_domain_id, forumMsgUrl: created.forum_msg_url };
  };

  const update = async (body: IncidentUpdateRequest): Promise<IncidentSaved> => {
    await incidentApi.update(body);
    void message.success(text('updated_successfully'), SUCCESS_SECONDS);
    return { id: body.id, categoryDomainId: body.category_domain_id, forumMsgUrl: null };
  };

  const remove = async (id: number, reason: string): Promise<IncidentSaved> => {
    await incidentApi.remove({ id, reason });
    void message.success(text('deleted_successfully'), SUCCESS_SECONDS);
    return { id, categoryDomainId: null, forumMsgUrl: null };
  };

  return { create, update, remove };
}
