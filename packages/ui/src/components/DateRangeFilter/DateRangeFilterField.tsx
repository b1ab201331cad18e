import * as Popover from '@radix-ui/react-popover';
import type { Locale } from 'date-fns';
import { isValid } from 'date-fns';
import { useState, type ComponentProps } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { clampDay, formatDisplayDate, parseDisplayDate, sameDateValue } from '../../private/dataDates';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './DateRangeFilterField.css';

/** The texts one date field needs. */
export interface DateRangeFilterFieldMessages {
  placeholder: string;
  openCalendar: (fieldLabel: string) => string;
  previousMonth: string;
  nextMonth: string;
  monthSelect: string;
  yearSelect: string;
}

export interface DateRangeFilterFieldProps {
  label: string;
  name: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  error?: string;
  minDate: Date;
  maxDate: Date;
  today: Date;
  locale: Locale;
  messages: DateRangeFilterFieldMessages;
  className?: string;
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
 * One date of the range: a dd-MM-y text field that keeps exactly what the player types, and a
 * calendar button opening a month grid in a popover.
 */
export function DateRangeFilterField({
  label,
  name,
  value,
  onChange,
  error,
  minDate,
  maxDate,
  today,
  locale,
  messages,
  className,
}: DateRangeFilterFieldProps) {
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);

  // A new value from the parent replaces the text, unless the text already says that date
  // (the parent echoing what was typed) or the parent passes an invalid date back.
  if (!sameDateValue(value, shownValue)) {
    setShownValue(value);
    if (!sameDateValue(value, parseDisplayDate(text)) && !(value && !isValid(value))) setText(formatDisplayDate(value));
  }

  const selected = value && isValid(value) ? value : undefined;

  const change = (next: Date | null) => {
    setShownValue(next);
    onChange(next);
  };

  return (
    <TextField
      className={className}
      label={label}
      name={name}
      value={text}
      placeholder={messages.placeholder}
      autoComplete="off"
      spellCheck={false}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        change(parseDisplayDate(event.target.value));
      }}
      onBlur={() => {
        const parsed = parseDisplayDate(text);
        if (parsed && isValid(parsed)) setText(formatDisplayDate(parsed));
      }}
      endAdornment={
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <Button variant="ghost" size="sm" className={styles.trigger} aria-label={messages.openCalendar(label)}>
              <CalendarIcon />
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              align="end"
              sideOffset={8}
              collisionPadding={8}
              aria-label={messages.openCalendar(label)}
              // The calendar focuses the selected day (or today) itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
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
                    setText(formatDisplayDate(date));
                    change(date);
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
                  labelPrevious: () => messages.previousMonth,
                  labelNext: () => messages.nextMonth,
                  labelMonthDropdown: () => messages.monthSelect,
                  labelYearDropdown: () => messages.yearSelect,
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      }
    />
  );
}
