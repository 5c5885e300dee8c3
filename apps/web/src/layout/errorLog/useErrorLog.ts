import { useSyncExternalStore } from 'react';
import { errorLog, type ErrorLogEntry } from './errorLogStore';

export function useErrorLogEntries(): readonly ErrorLogEntry[] {
  return useSyncExternalStore(errorLog.subscribe, errorLog.entries);
}
