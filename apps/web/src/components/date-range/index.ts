export { DATE_FORMAT, defaultRange, type DateRangeValue } from './dateRange';
export { FormDateRange } from './FormDateRange';
