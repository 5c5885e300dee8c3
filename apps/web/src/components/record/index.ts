export { RecordFooter } from './RecordFooter';
export { RecordView, type RecordViewItem } from './RecordView';
