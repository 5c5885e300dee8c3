import { ISSUER_REPLY_LIMITS, crimeCheckCommentSchema, fieldErrorsOf } from '@afx/domain';
import { SendTextBox } from '../../../../components/history';
import { policeApi } from '../api/policeApi';
import { usePoliceTranslation } from '../usePoliceTranslation';

/** A comment to the issuer (≤ 5000 characters), offered when the request allows comments. */
export function CommentBox({ requestId, onSent }: { requestId: string; onSent: () => void }) {
  const { t, tm } = usePoliceTranslation();
  return (
    <SendTextBox
      inputId={`crc-police-comment-${requestId}`}
      label={t('view.comment')}
      sendLabel={t('view.send')}
      sentNotice={t('view.sent')}
      maxLength={ISSUER_REPLY_LIMITS.commentMax}
      placeholder={t('view.commentPlaceholder')}
      problemOf={(text) => {
        const [error] = fieldErrorsOf(crimeCheckCommentSchema, {
          request_id: requestId,
          comment_on_fraud: text,
        });
        if (!error) return null;
        return error.key === 'required_field' ? t('view.commentRequired') : tm(error.key, error.params);
      }}
      send={(text) => policeApi.comment(requestId, text)}
      onSent={onSent}
    />
  );
}
