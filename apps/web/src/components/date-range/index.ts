export { DateRangeFilter } from './DateRangeFilter';
export { DATE_FORMAT, defaultRange, type DateRangeValue } from './dateRange';
