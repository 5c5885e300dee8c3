export { DATE_FORMAT, defaultRange, rangeOfFilterDates, type DateRangeValue } from './dateRange';
export { FormDateRange } from './FormDateRange';
