import { DateRangeFilter } from './DateRangeFilter';
import type { DateRangeValue } from './dateRange';

/** DateRangeFilter under a Form.Item, which hands value and onChange in. */
export function FormDateRange(props: {
  value?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <DateRangeFilter
      id={props.id}
      value={props.value ?? null}
      onChange={(value) => props.onChange?.(value)}
      disabled={props.disabled}
    />
  );
}
