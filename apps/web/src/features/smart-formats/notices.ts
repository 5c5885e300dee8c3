import { MESSAGE_DURATION_MS } from '@afx/domain';

/** Message durations in seconds, as antd takes them (spec 3 §8). */
export const NOTICE_SECONDS = {
  success: MESSAGE_DURATION_MS.success / 1000,
  warning: MESSAGE_DURATION_MS.warning / 1000,
} as const;
