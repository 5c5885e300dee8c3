import { checkIncidentServiceAccess, MESSAGE_DURATION_MS } from '@afx/domain';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { useDomainText } from './useDomainText';

/** The incident by its number (id2, as the forum links name it) or by its id (/incidents/id/{id}). */
type IncidentLinkProps = ({ id2: number; id?: never } | { id: number; id2?: never }) & {
  children: ReactNode;
};

/**
 * Opens an incident from another service (an FPT alert, a Crime Check request). Without U1000 or
 * E1000 it says 'Insufficient permissions!' instead (spec 1 §6).
 */
export function IncidentLink({ id2, id, children }: IncidentLinkProps) {
  const profile = useProfile();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { text } = useDomainText();
  const open = () => {
    const denied = checkIncidentServiceAccess(profile);
    if (denied) {
      void message.warning(text(denied), MESSAGE_DURATION_MS.warning / 1000);
      return;
    }
    void navigate(id !== undefined ? `/incidents/id/${id}` : `/incidents?action=open&incidentId2=${id2}`);
  };
  return (
    <Button type="link" size="small" onClick={open} style={{ padding: 0 }}>
      {children}
    </Button>
  );
}
