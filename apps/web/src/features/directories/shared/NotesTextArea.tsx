import { Input } from 'antd';
import type { ComponentProps } from 'react';

type NotesTextAreaProps = Omit<ComponentProps<typeof Input.TextArea>, 'maxLength' | 'autoSize'> & {
  /** The notes limit of the directory (200 for BINs and acquirer ids). */
  max: number;
};

/** The notes of a directory record: grows from two to five lines, counts towards its limit. */
export function NotesTextArea({ max, ...props }: NotesTextAreaProps) {
  return <Input.TextArea maxLength={max} showCount autoSize={{ minRows: 2, maxRows: 5 }} {...props} />;
}
