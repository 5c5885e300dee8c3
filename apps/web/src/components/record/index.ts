export { RecordFooter, type RecordFooterProps } from './RecordFooter';
export { RecordView, type RecordViewItem } from './RecordView';
