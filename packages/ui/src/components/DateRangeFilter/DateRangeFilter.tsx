import { clsx } from 'clsx';
import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { forwardRef, useState, type FormEvent } from 'react';
import { useControllableState } from '../../private/dataControllableState';
import { Button } from '../Button';
import { DateField, type DateFieldMessages } from '../DateField';
import * as styles from './DateRangeFilter.css';

/**
 * The two dates of the filter. `null` is an empty field; an Invalid Date (`isNaN(date.getTime())`)
 * is text that is not a dd-MM-yyyy calendar day. A real date outside `minDate..maxDate` typed by
 * hand is passed as it is, so the app's rules can say why it is refused.
 */
export interface DateRange {
  from: Date | null;
  until: Date | null;
}

/** Every text of {@link DateRangeFilter}. */
export interface DateRangeFilterMessages {
  /** Accessible name of the form. */
  label: string;
  /** Label of the first date field. */
  from: string;
  /** Label of the second date field. */
  until: string;
  /** Placeholder of both fields, showing the expected format. */
  placeholder: string;
  /** Accessible name of a field's calendar button and of its calendar popover. */
  openCalendar: (fieldLabel: string) => string;
  /** Accessible name of the calendar's previous-month button. */
  previousMonth: string;
  /** Accessible name of the calendar's next-month button. */
  nextMonth: string;
  /** Accessible name of the calendar's month select. */
  monthSelect: string;
  /** Accessible name of the calendar's year select. */
  yearSelect: string;
  /** Text of the reset button. */
  reset: string;
  /** Text of the submit button. */
  submit: string;
  /** Accessible name of the reload icon button. */
  reload: string;
}

export const defaultDateRangeFilterMessages: DateRangeFilterMessages = {
  label: 'Date filter',
  from: 'From',
  until: 'Until',
  placeholder: 'DD-MM-YYYY',
  openCalendar: (fieldLabel) => `Choose ${fieldLabel} date`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthSelect: 'Month',
  yearSelect: 'Year',
  reset: 'Reset',
  submit: 'Submit',
  reload: 'Reload',
};

/** The first day the history filters accept (spec point 9). */
const EARLIEST_FILTER_DAY = new Date(2020, 0, 1);

const emptyRange: DateRange = { from: null, until: null };

export interface DateRangeFilterProps {
  /** The dates (controlled). */
  value?: DateRange;
  /** The first dates when `value` is not controlled. */
  defaultValue?: DateRange;
  /** Called on every change of either field, with what it reads as (see {@link DateRange}). */
  onChange?: (value: DateRange) => void;
  /** Called with the dates when the form is submitted. Validation is the app's: pass its messages in `errors`. */
  onSubmit?: (value: DateRange) => void;
  /** Called after Reset has emptied both fields. */
  onReset?: () => void;
  /** Called by the reload button: fetch the list again with the current filter. */
  onReload?: () => void;
  /** Messages shown under each field as `* {message}`. */
  errors?: { from?: string; until?: string };
  /** The earliest day the calendar offers. Defaults to 2020-01-01. */
  minDate?: Date;
  /** The latest day the calendar offers. Defaults to `today`. */
  maxDate?: Date;
  /** The current day, for the calendar's highlight and the default `maxDate` (inject it in tests). */
  today?: Date;
  /** date-fns locale of the calendar's month and weekday names; defaults to en-GB (weeks start on Monday). */
  locale?: Locale;
  /** Shows a busy Submit button and blocks submitting while the list loads. */
  loading?: boolean;
  /** Texts, for translation; English defaults in `defaultDateRangeFilterMessages`. */
  messages?: Partial<DateRangeFilterMessages>;
  /** Extra class names for the form. */
  className?: string;
}

const ReloadIcon = () => (
  <svg
    className={styles.icon}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M21 12a9 9 0 1 1-2.64-6.36" />
    <path d="M21 3v6h-6" />
  </svg>
);

/**
 * The date filter of the history screens: From and Until fields (typed as dd-MM-y or picked in a
 * calendar), then Reset, Submit and Reload. It never validates: the app checks the dates with its
 * rules and passes the messages back through `errors`.
 */
export const DateRangeFilter = forwardRef<HTMLFormElement, DateRangeFilterProps>(function DateRangeFilter(
  {
    value: valueProp,
    defaultValue = emptyRange,
    onChange,
    onSubmit,
    onReset,
    onReload,
    errors,
    minDate = EARLIEST_FILTER_DAY,
    maxDate,
    today: todayProp,
    locale = enGB,
    loading = false,
    messages,
    className,
  },
  ref,
) {
  const text = { ...defaultDateRangeFilterMessages, ...messages };
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  // Remounting the fields on Reset also clears text that never became a date (such as blanks).
  const [resetCount, setResetCount] = useState(0);
  const [mountDay] = useState(() => new Date());
  const today = todayProp ?? mountDay;
  const latest = maxDate ?? today;

  const fieldMessages: Partial<DateFieldMessages> = {
    placeholder: text.placeholder,
    openCalendar: text.openCalendar,
    previousMonth: text.previousMonth,
    nextMonth: text.nextMonth,
    monthSelect: text.monthSelect,
    yearSelect: text.yearSelect,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) onSubmit?.(value);
  };

  const reset = () => {
    setValue(emptyRange);
    setResetCount((count) => count + 1);
    onReset?.();
  };

  const shared = { minDate, maxDate: latest, today, locale, messages: fieldMessages, className: styles.field };

  return (
    <form ref={ref} aria-label={text.label} noValidate className={clsx(styles.form, className)} onSubmit={submit}>
      <DateField
        key={`from-${resetCount}`}
        {...shared}
        label={text.from}
        name="from"
        value={value.from}
        error={errors?.from}
        onChange={(from) => setValue({ ...value, from })}
      />
      <DateField
        key={`until-${resetCount}`}
        {...shared}
        label={text.until}
        name="until"
        value={value.until}
        error={errors?.until}
        onChange={(until) => setValue({ ...value, until })}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reset}>
          {text.reset}
        </Button>
        <Button type="submit" loading={loading}>
          {text.submit}
        </Button>
        <Button variant="secondary" className={styles.reload} aria-label={text.reload} onClick={onReload}>
          <ReloadIcon />
        </Button>
      </div>
    </form>
  );
});
