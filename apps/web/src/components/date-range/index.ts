export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export {
  DATE_FORMAT,
  defaultRange,
  toDateRangeFilter,
  type DateRangeFilterValue,
  type DateRangeValue,
} from './dateRange';
