export { HistoryDrawer, type HistoryEntry } from './HistoryDrawer';
