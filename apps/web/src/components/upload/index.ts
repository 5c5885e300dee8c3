// The one spreadsheet upload of the portal (incidents, BINs, ATMs). A screen describes its flow
// as a plugin and draws it with the shared dialog:
//
//   const { engine, snapshot } = useUploadEngine({
//     sheet: BIN_UPLOAD_SHEET,
//     outcomes: ['created', 'updated', 'conflicts'],
//     handleRow: async (row, index, ctx) => saveBin(row, ctx.signal), // → 'created' | ...
//     afterComplete: () => prepareCleanup(),                          // → old BINs, or null
//   });
//   <UploadButton engine={engine} beforeStart={() => issuerChosen} />
//   <UploadDialog engine={engine} title={...} renderFollowUp={(old) => ...}
//     extraActions={() => [...]} onClosed={() => list.reload()} />
//
// The dialog labels the counters itself, in the order of `outcomes` (UploadOutcome lists the
// outcomes it has words for). A row that needs the user (incident drawer, ATM manual fix):
// `return ctx.waitForUser(prompt)`, show `snapshot.prompt` in the screen's own editor, then
// `engine.answer('created' | 'skipped')`.
export { createUploadEngine } from './engine';
export { useUploadEngine } from './useUploadEngine';
export { UploadDialog, type UploadExtraAction } from './UploadDialog';
export { UploadButton } from './UploadButton';
export { TemplateDownloadButton } from './TemplateDownloadButton';
export * from './types';
