import { Descriptions, Progress, Typography } from 'antd';
import type { ComponentsKey } from '../i18n/texts';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import type { UploadOutcome, UploadSnapshot } from './types';

/** The label of each outcome's counter, in the components' texts of every language. */
const OUTCOME_LABELS: Readonly<Record<UploadOutcome, ComponentsKey>> = {
  created: 'uploadCreated',
  updated: 'uploadUpdated',
  unchanged: 'uploadUnchanged',
  conflicts: 'uploadConflicts',
  refused: 'uploadRefused',
  skipped: 'uploadSkipped',
};

/** 'Uploading n of total', the bar and the counters (with Total once finished). */
export function UploadProgressView<Follow, Prompt>({
  snapshot,
}: {
  snapshot: UploadSnapshot<Follow, Prompt>;
}) {
  const { t, tm } = useComponentsTranslation();
  const { total, done, current, counters, state } = snapshot;
  const finished = state === 'complete' || state === 'aborted';
  const position = Math.min(current !== null ? current + 1 : done, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  // The plugin's outcomes in its order (the engine starts them at 0), then any the run added.
  const outcomes = Object.keys(counters) as UploadOutcome[];
  const progressText = tm('upload_progress', { n: position, total });
  const items = [
    ...(finished ? [{ key: 'total', label: t('uploadTotal'), children: total }] : []),
    ...outcomes.map((key) => ({ key, label: t(OUTCOME_LABELS[key]), children: counters[key] ?? 0 })),
  ];
  return (
    <div>
      {finished ? null : <Typography.Paragraph>{progressText}</Typography.Paragraph>}
      <Progress
        percent={percent}
        status={snapshot.error !== null ? 'exception' : undefined}
        aria-label={progressText}
      />
      <Descriptions size="small" column={1} bordered items={items} />
    </div>
  );
}
