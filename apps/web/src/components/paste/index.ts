// The paste panel; a dialog that parses on the server passes usePasteResult (./pasteApi) as its parse.
export { PastePanel } from './PastePanel';
