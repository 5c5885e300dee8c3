import { checkCrimeCheckBasisAccess, checkIncidentServiceAccess, MESSAGE_DURATION_MS } from '@afx/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../app/auth/profileContext';
import { crcApi } from './api/crcApi';
import { useCrcTranslation } from './useCrcTranslation';

/**
 * An incident from a replied request (spec 2 §2.6, §3.10; decision 0041): without U1000/E1000
 * 'Insufficient permissions!'; with U22 only, another issuer's request 'Crime Check request belongs
 * to another issuer'. Answers whether one was created.
 */
export function useCreateCrcIncident() {
  const { t, tm } = useCrcTranslation();
  const profile = useProfile();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const create = async (request: { id: string; recipient_issuer_id: number | null }): Promise<boolean> => {
    const denied =
      checkIncidentServiceAccess(profile) ??
      checkCrimeCheckBasisAccess(profile, request.recipient_issuer_id ?? -1);
    if (denied) {
      void message.warning(tm(denied), MESSAGE_DURATION_MS.warning / 1000);
      return false;
    }
    setBusy(true);
    try {
      const created = await crcApi.createIncident(request.id);
      void message.success(t('columns.incidentCreated', { id: created.incident_id }));
      return true;
    } catch {
      // The HTTP client has said why.
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { create, busy };
}
