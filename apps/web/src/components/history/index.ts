export { HistoryDrawer, type HistoryEntry } from './HistoryDrawer';
export { SendTextBox } from './SendTextBox';
