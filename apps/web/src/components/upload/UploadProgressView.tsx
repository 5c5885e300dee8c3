import { Descriptions, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import type { UploadSnapshot } from './types';

/** 'Uploading n of total', the bar and the counters (with Total once finished). */
export function UploadProgressView<Follow, Prompt>({
  snapshot,
  counterLabels,
}: {
  snapshot: UploadSnapshot<Follow, Prompt>;
  counterLabels: Readonly<Record<string, ReactNode>>;
}) {
  const { t, tm } = useComponentsTranslation();
  const { total, done, current, counters, state } = snapshot;
  const finished = state === 'complete' || state === 'aborted';
  const position = Math.min(current !== null ? current + 1 : done, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  // Labelled counters first, in the screen's order; any other outcome after them by its key.
  const keys = [
    ...Object.keys(counterLabels),
    ...Object.keys(counters).filter((key) => !(key in counterLabels) && (counters[key] ?? 0) > 0),
  ];
  const progressText = tm('upload_progress', { n: position, total });
  const items = [
    ...(finished ? [{ key: 'total', label: t('uploadTotal'), children: total }] : []),
    ...keys.map((key) => ({ key, label: counterLabels[key] ?? key, children: counters[key] ?? 0 })),
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
