import * as Popover from '@radix-ui/react-popover';
import type { Locale } from 'date-fns';
import { isValid } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { forwardRef, useState, type ComponentProps } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { clampDay, formatDisplayDate, parseDisplayDate, sameDateValue } from '../../private/dataDates';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './DateField.css';
import { SegmentedDate } from './SegmentedDate';

/** Every text of {@link DateField}. */
export interface DateFieldMessages {
  /** Placeholder of the text box, showing the expected format. */
  placeholder: string;
  /** Accessible name of the calendar button and of the calendar popover, from the field's label. */
  openCalendar: (fieldLabel: string) => string;
  /** Accessible name of the calendar's previous-month button. */
  previousMonth: string;
  /** Accessible name of the calendar's next-month button. */
  nextMonth: string;
  /** Accessible name of the calendar's month select. */
  monthSelect: string;
  /** Accessible name of the calendar's year select. */
  yearSelect: string;
  /** Accessible name of the day box (`segments` mode). */
  day: string;
  /** Accessible name of the month box (`segments` mode). */
  month: string;
  /** Accessible name of the year box (`segments` mode). */
  year: string;
  /** Placeholder of the day box (`segments` mode). */
  dayPlaceholder: string;
  /** Placeholder of the month box (`segments` mode). */
  monthPlaceholder: string;
  /** Placeholder of the year box (`segments` mode). */
  yearPlaceholder: string;
}

export const defaultDateFieldMessages: DateFieldMessages = {
  placeholder: 'DD-MM-YYYY',
  openCalendar: (fieldLabel) => `Choose ${fieldLabel}`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthSelect: 'Month',
  yearSelect: 'Year',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  dayPlaceholder: 'DD',
  monthPlaceholder: 'MM',
  yearPlaceholder: 'YYYY',
};

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder' | 'startAdornment' | 'endAdornment' | 'min' | 'max'
> {
  /** The visible `<label>` text; also names the calendar button (`messages.openCalendar(label)`). */
  label: string;
  /**
   * The date (controlled). `null` is an empty field; an Invalid Date (`isNaN(date.getTime())`) is text
   * that is not a dd-MM-yyyy calendar day. Passing a new date replaces the text; passing back what
   * `onChange` gave keeps the text exactly as typed.
   */
  value?: Date | null;
  /** The first date when `value` is not controlled. */
  defaultValue?: Date | null;
  /**
   * Called on every keystroke and on a pick in the calendar, with the date the text reads as (`null`
   * when blank, an Invalid Date when it is not a real day) and the text itself. A real date outside
   * `minDate..maxDate` typed by hand is passed as it is, so the app's rules can say why it is refused.
   */
  onChange?: (date: Date | null, text: string) => void;
  /**
   * The text shown on mount, when it should differ from `value` written out (e.g. to bring back what
   * the player typed before the field was unmounted). Read once, like `defaultValue`.
   */
  defaultText?: string;
  /** The earliest day the calendar offers; earlier days are disabled. */
  minDate: Date;
  /** The latest day the calendar offers; later days are disabled. */
  maxDate: Date;
  /** The current day, for the calendar's highlight and first month (inject it in tests); the day of mounting by default. */
  today?: Date;
  /** date-fns locale of the calendar's month and weekday names; en-GB by default (weeks start on Monday). */
  locale?: Locale;
  /** Marks the field as required (the `*` after the label and the input's `required`). Validation is the app's. */
  required?: boolean;
  /** Error message shown under the field as `* {message}`; sets `aria-invalid`. */
  error?: string;
  /** Texts, merged over the English defaults (`defaultDateFieldMessages`). */
  messages?: Partial<DateFieldMessages>;
  /**
   * Three boxes (day, month, year) grouped under the label instead of one text box, as for a date of
   * birth. The text reported to `onChange` is still `dd-MM-yyyy` (the boxes joined with `-`); the boxes
   * are named by `messages.day`, `month` and `year`, the group by `label`. The ref is the day box's, and
   * `onBlur` is not called (the date is written out in full when focus leaves the group).
   */
  segments?: boolean;
}

const calendarClassNames: Partial<ClassNames> = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_caption: styles.monthCaption,
  caption_label: styles.captionLabel,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: styles.dropdown,
  month_grid: styles.monthGrid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  selected: styles.selected,
  today: styles.today,
  outside: styles.outside,
  hidden: styles.hidden,
};

const Chevron: NonNullable<ComponentProps<typeof DayPicker>['components']>['Chevron'] = ({
  className,
  orientation = 'left',
}) => {
  const rotation = { left: 0, up: 90, right: 180, down: 270 }[orientation];
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ transform: `rotate(${rotation}deg)` }}
    >
      <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
    </svg>
  );
};

const CalendarIcon = () => (
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
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </svg>
);

/**
 * A date typed as dd-MM-y (spec points 2 and 5) or picked in a calendar popover. The text box keeps
 * exactly what the player types and writes a valid date out in full when left; the calendar button
 * opens a month grid with month and year selects, focused on the selected day (or today) and driven
 * by the arrow keys, Enter and Escape. It never validates: pass the app's message in `error`.
 * Every other prop (`name`, `hint`, `disabled`, `autoComplete`, `onBlur`, ...) reaches the `TextField`;
 * the ref is the input's.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    label,
    value: valueProp,
    defaultValue = null,
    onChange,
    defaultText,
    minDate,
    maxDate,
    today: todayProp,
    locale = enGB,
    messages,
    segments = false,
    disabled,
    readOnly,
    onBlur,
    autoComplete = 'off',
    ...rest
  },
  ref,
) {
  const text = { ...defaultDateFieldMessages, ...messages };
  const [internal, setInternal] = useState(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? valueProp : internal;
  const [input, setInput] = useState(() => defaultText ?? formatDisplayDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [mountDay] = useState(() => new Date());
  const today = todayProp ?? mountDay;

  // A new value from the parent replaces the text, unless the text already says that date
  // (the parent echoing what was typed) or the parent passes an invalid date back.
  if (!sameDateValue(value, shownValue)) {
    setShownValue(value);
    if (!sameDateValue(value, parseDisplayDate(input)) && !(value && !isValid(value))) {
      setInput(formatDisplayDate(value));
    }
  }

  const selected = value && isValid(value) ? value : undefined;
  const calendarLabel = text.openCalendar(label);

  const change = (next: Date | null, nextText: string) => {
    setShownValue(next);
    if (!controlled) setInternal(next);
    onChange?.(next, nextText);
  };

  const type = (nextText: string) => {
    setInput(nextText);
    change(parseDisplayDate(nextText), nextText);
  };

  const writeOut = () => {
    const parsed = parseDisplayDate(input);
    if (parsed && isValid(parsed)) setInput(formatDisplayDate(parsed));
  };

  const calendar = (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={styles.trigger}
          aria-label={calendarLabel}
          disabled={disabled || readOnly}
        >
          <CalendarIcon />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={calendarLabel}
          onOpenAutoFocus={(event) => {
            // The calendar focuses the selected day (or today) itself. Inside a modal Dialog, the
            // dialog's focus trap takes that focus back while the calendar mounts: give it here.
            event.preventDefault();
            const content = event.currentTarget as HTMLElement | null;
            content?.querySelector<HTMLElement>('td button[tabindex="0"]')?.focus();
          }}
        >
          <DayPicker
            mode="single"
            // The player opened the calendar: focus goes to the selected day (or today), as in the
            // WAI-ARIA date picker dialog pattern.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            selected={selected}
            onSelect={(date) => {
              // Picking the selected day again leaves the value as it is.
              if (date) {
                const picked = formatDisplayDate(date);
                setInput(picked);
                change(date, picked);
              }
              setOpen(false);
            }}
            defaultMonth={clampDay(selected ?? today, minDate, maxDate)}
            startMonth={minDate}
            endMonth={maxDate}
            disabled={[{ before: minDate }, { after: maxDate }]}
            today={today}
            locale={locale}
            captionLayout="dropdown"
            classNames={calendarClassNames}
            components={{ Chevron }}
            labels={{
              labelPrevious: () => text.previousMonth,
              labelNext: () => text.nextMonth,
              labelMonthDropdown: () => text.monthSelect,
              labelYearDropdown: () => text.yearSelect,
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );

  if (segments) {
    return (
      <SegmentedDate
        ref={ref}
        {...rest}
        label={label}
        text={input}
        messages={text}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        onType={type}
        onLeave={writeOut}
        calendar={calendar}
      />
    );
  }

  return (
    <TextField
      ref={ref}
      {...rest}
      label={label}
      value={input}
      placeholder={text.placeholder}
      autoComplete={autoComplete}
      spellCheck={false}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        writeOut();
        onBlur?.(event);
      }}
      endAdornment={calendar}
    />
  );
});
