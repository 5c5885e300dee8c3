export { NO_SUCH_RECORD, useRecordAddress, type RecordAddress } from './useRecordAddress';
export { RecordMissing } from './RecordMissing';
export { recordIdOf } from './recordId';
