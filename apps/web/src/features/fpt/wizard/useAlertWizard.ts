import {
  fptWizardPrev,
  MESSAGE_DURATION_MS,
  senderIssuerVerdict,
  shortAlertId,
  type FptWizardStep,
  type ReceiverType,
  type SenderIssuerVerdict,
} from '@afx/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { useFptTranslation } from '../useFptTranslation';
import { checkAlert, EMPTY_ALERT, readNumber, type AlertFormValues } from './alertForm';
import { alertWizardApi, type CreatedAlert, type IssuerInfo } from './alertWizardApi';
import { myEmailQuery } from './wizardQueries';

/** A number as the receiver step read it, and its issuer. */
interface LookedUpNumber {
  number: string;
  type: ReceiverType;
  issuer: IssuerInfo;
}

export interface LookedUpNumbers {
  recipient: LookedUpNumber;
  sender: LookedUpNumber;
}

async function lookUp(typed: string): Promise<LookedUpNumber> {
  const { number, type } = readNumber(typed);
  return { number, type, issuer: await alertWizardApi.findIssuer(type, number) };
}

/**
 * The wizard's states (spec 2 §4.1): receiver (0) → details (1) → waiting (2) → result. Next at 0
 * looks up both issuers and fills an empty e-mail with the organisation's; Next at 1 sends the block
 * request; a failed send steps back to 1 (the HTTP client has said why).
 */
export function useAlertWizard(form: FormInstance<AlertFormValues>) {
  const { tm } = useFptTranslation();
  const { message } = App.useApp();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<FptWizardStep>(0);
  const [numbers, setNumbers] = useState<LookedUpNumbers | null>(null);
  const [created, setCreated] = useState<CreatedAlert | null>(null);
  const [lookingUp, setLookingUp] = useState(false);

  const senderVerdict: SenderIssuerVerdict | null = numbers
    ? senderIssuerVerdict(profile, numbers.sender.issuer.issuer_org_id)
    : null;
  const nextBlocked =
    step === 1 && (numbers?.recipient.issuer.outcome === 'not_supported' || senderVerdict === 'refuse');

  const fillEmptyEmail = async () => {
    if (form.getFieldValue('reply_email')) return;
    // A failure has been shown by the HTTP client; the user types the e-mail.
    const email = await queryClient.fetchQuery(myEmailQuery()).catch(() => '');
    if (!form.getFieldValue('reply_email')) form.setFieldValue('reply_email', email);
  };

  const nextFromReceiver = async () => {
    const values = await form.validateFields(['recipient_number', 'sender_number']).catch(() => null);
    if (!values) return;
    setLookingUp(true);
    try {
      const [recipient, sender] = await Promise.all([
        lookUp(values.recipient_number),
        lookUp(values.sender_number),
        fillEmptyEmail(),
      ]);
      setNumbers({ recipient, sender });
      setStep(1);
    } catch {
      // The HTTP client has shown the failed lookup; the step stays.
    } finally {
      setLookingUp(false);
    }
  };

  const nextFromDetails = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    const { request } = checkAlert(form.getFieldsValue(true));
    if (!valid || !request) return;
    setStep(2);
    try {
      const alert = await alertWizardApi.create(request);
      setCreated(alert);
      setStep('result');
      void message.success(
        tm('alert_created', { id: shortAlertId(alert.id) }),
        MESSAGE_DURATION_MS.alertCreated / 1000,
      );
    } catch {
      setStep(1);
    }
  };

  const next = () => (step === 0 ? nextFromReceiver() : step === 1 ? nextFromDetails() : Promise.resolve());

  const prev = () => {
    const { enabled, target } = fptWizardPrev(step);
    if (!enabled) return;
    if (step === 'result') {
      // A new alert: the form starts again, but the reply e-mail stays.
      const email = form.getFieldValue('reply_email') as string;
      form.resetFields();
      form.setFieldsValue({ ...EMPTY_ALERT, reply_email: email });
      setNumbers(null);
      setCreated(null);
    }
    setStep(target);
  };

  return {
    step,
    numbers,
    created,
    senderVerdict,
    nextBlocked,
    busy: lookingUp || step === 2,
    prevEnabled: fptWizardPrev(step).enabled,
    next,
    prev,
  };
}
