export { PastePanel, type PastePanelProps } from './PastePanel';
export { pasteResult, usePasteResult, PASTE_RESULT_PATH } from './pasteApi';
export type {
  PastedTransaction,
  PasteProblem,
  PasteRowReport,
  SmartPasteRequest,
  SmartPasteResult,
  SmartPasteVariant,
} from './pasteTypes';
