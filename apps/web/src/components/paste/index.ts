export { PastePanel, type PastePanelProps } from './PastePanel';
export { pasteResult, usePasteResult, PASTE_RESULT_PATH, type SmartPasteRequest } from './pasteApi';
