import { CalendarOutlined } from '@ant-design/icons';
import { compareDates, formatDate, parseDate, rewriteDateForm, todayIn } from '@afx/domain';
import { Button, Calendar, Input, Popover } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';

export interface DateFieldProps {
  /** The text as typed, dd.MM.yyyy once it has left the field. */
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Days after today (in Kyiv) cannot be picked: incident and ERDR dates are past. */
  noFuture?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/** Long enough for ' 2026-11-20 ' and the like; the rule judges the rest. */
const MAX_TYPED = 20;

const dayOf = (date: Dayjs) => ({ year: date.year(), month: date.month() + 1, day: date.date() });

/** The calendar's day for a typed text, when it names a real date. */
function calendarDay(text: string | undefined): Dayjs | null {
  const date = parseDate(rewriteDateForm(text ?? '') ?? '');
  return date ? dayjs(new Date(date.year, date.month - 1, date.day)) : null;
}

/**
 * A date typed in any form the domain accepts (20.11.2026, 2026-11-20, 01.01.26, 1.1.2026,
 * 20112026) or picked in antd's calendar. It keeps what was typed, so the field's rule can say
 * why a text is no date ('no such date' for 31.02.2026), and writes it dd.MM.yyyy on leaving.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  noFuture = false,
  disabled,
  placeholder,
  id,
  'aria-label': ariaLabel,
}: DateFieldProps) {
  const { t } = useComponentsTranslation();
  const [open, setOpen] = useState(false);
  // The month the calendar shows: browsing months does not change the field.
  const [shown, setShown] = useState<Dayjs>(() => dayjs());

  const openCalendar = (next: boolean): void => {
    if (next) setShown(calendarDay(value) ?? dayjs());
    setOpen(next);
  };

  const leave = (): void => {
    const rewritten = rewriteDateForm(value ?? '');
    if (rewritten !== null && rewritten !== value) onChange?.(rewritten);
    onBlur?.();
  };

  const calendar = (
    <Calendar
      fullscreen={false}
      value={shown}
      onChange={setShown}
      disabledDate={(date) => noFuture && compareDates(dayOf(date), todayIn(new Date())) > 0}
      onSelect={(date, { source }) => {
        if (source !== 'date') return;
        onChange?.(formatDate(dayOf(date)));
        setOpen(false);
      }}
      style={{ width: 300 }}
    />
  );

  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      value={value ?? ''}
      disabled={disabled}
      placeholder={placeholder ?? t('dateFormatHint')}
      maxLength={MAX_TYPED}
      autoComplete="off"
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={leave}
      suffix={
        <Popover
          open={open && !disabled}
          onOpenChange={openCalendar}
          trigger="click"
          content={calendar}
          placement="bottomRight"
        >
          <Button
            type="text"
            size="small"
            icon={<CalendarOutlined />}
            aria-label={t('openCalendar')}
            disabled={disabled}
          />
        </Popover>
      }
    />
  );
}
