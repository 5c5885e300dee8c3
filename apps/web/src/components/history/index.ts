export { HistoryDrawer, type HistoryDrawerProps, type HistoryEntry } from './HistoryDrawer';
