import { ISSUER_REPLY_LIMITS, crimeCheckCommentSchema, fieldErrorsOf } from '@afx/domain';
import { SendTextBox } from '../../../components/history';
import { crcApi } from '../api/crcApi';
import { useCrcTranslation } from '../useCrcTranslation';

interface CommentBoxProps {
  id: string;
  /** After a comment went: the history is read again. */
  onSent: () => void;
}

/** A comment on the request for the other side (spec 2 §2.7, §5.3): trimmed, not empty, ≤ 5000. */
export function CommentBox({ id, onSent }: CommentBoxProps) {
  const { t, tm } = useCrcTranslation();
  return (
    <SendTextBox
      inputId={`crc-comment-${id}`}
      label={t('history.comment')}
      sendLabel={t('history.send')}
      sentNotice={t('history.sent')}
      maxLength={ISSUER_REPLY_LIMITS.commentMax}
      problemOf={(text) => {
        const [error] = fieldErrorsOf(crimeCheckCommentSchema, { request_id: id, comment_on_fraud: text });
        return error ? tm(error.key, error.params) : null;
      }}
      send={(text) => crcApi.comment(id, text)}
      onSent={onSent}
      data-testid="crc-comment-box"
    />
  );
}
