export { NO_SUCH_RECORD, useRecordAddress } from './useRecordAddress';
export { RecordMissing } from './RecordMissing';
export { recordIdOf } from './recordId';
