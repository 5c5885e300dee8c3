import type { ReactNode } from 'react';
import type { IncidentDrawerTarget, IncidentSaved } from './drawerTarget';
import { IncidentDrawerContent } from './IncidentDrawerContent';

/** Rows of a spreadsheet upload go through the drawer one at a time (spec 1 §4). */
export interface UploadRowControls {
  /** Row number, counters: shown above the form. */
  caption: ReactNode;
  onSkip: () => void;
  /** Closing the drawer during an upload asks 'Abort upload?' and, when confirmed, calls this. */
  onAbort: () => void;
}

export interface IncidentDrawerProps {
  /** What to show; null: closed. */
  target: IncidentDrawerTarget | null;
  onClose: () => void;
  /** A create, update or delete went through; the caller closes the drawer or moves on. */
  onSaved: (saved: IncidentSaved) => void;
  upload?: UploadRowControls;
}

function targetKey(target: IncidentDrawerTarget): string {
  return target.kind === 'new' ? `new-${JSON.stringify(target)}` : `existing-${JSON.stringify(target.key)}`;
}

/** The incident drawer (create, update, read): a fresh form for every incident it shows. */
export function IncidentDrawer({ target, ...props }: IncidentDrawerProps) {
  if (!target) return null;
  return <IncidentDrawerContent key={targetKey(target)} target={target} {...props} />;
}
