export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export {
  DATE_FORMAT,
  TYPED_DATE_FORMATS,
  defaultRange,
  toDateRangeFilter,
  type DateRangeFilterValue,
  type DateRangeValue,
} from './dateRange';
