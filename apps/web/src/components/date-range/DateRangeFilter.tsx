import { DATE_RANGE_SHORTCUTS } from '@afx/domain';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import { defaultRange, type DateRangeValue, TYPED_DATE_FORMATS } from './dateRange';

export interface DateRangeFilterProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** false forbids clearing the range. */
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

const PRESET_DAYS = {
  rangeWeek: DATE_RANGE_SHORTCUTS.week,
  rangeMonth: DATE_RANGE_SHORTCUTS.month,
  rangeQuarter: DATE_RANGE_SHORTCUTS.three_months,
} as const;

/** A date range with the spec's shortcuts (week, month, 3 months back to today); no future dates. */
export function DateRangeFilter({
  value,
  onChange,
  allowClear = true,
  disabled,
  style,
  id,
  'aria-label': ariaLabel,
}: DateRangeFilterProps) {
  const { t } = useComponentsTranslation();
  // Built on each render so 'today' is never stale on a page left open overnight.
  const presets = Object.entries(PRESET_DAYS).map(([key, days]) => ({
    label: t(key as keyof typeof PRESET_DAYS),
    value: (): [Dayjs, Dayjs] => defaultRange(days),
  }));
  return (
    <DatePicker.RangePicker
      id={id}
      aria-label={ariaLabel}
      value={value}
      format={[...TYPED_DATE_FORMATS]}
      presets={presets}
      allowClear={allowClear}
      disabled={disabled}
      style={style}
      placeholder={[t('rangeStart'), t('rangeEnd')]}
      disabledDate={(date) => date.isAfter(dayjs(), 'day')}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange(from && to ? [from.startOf('day'), to.endOf('day')] : null);
      }}
    />
  );
}
