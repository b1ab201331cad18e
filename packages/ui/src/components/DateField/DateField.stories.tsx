import type { Meta, StoryObj } from '@storybook/react-vite';
import { subYears } from 'date-fns';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';

/** A fixed day, so the calendar and its disabled days are the same on every run. */
const today = new Date(2026, 10, 21);

/** The arguments of the last call of a `fn()` spy given as `onChange`. */
const lastCall = (spy: unknown) =>
  (spy as { mock: { lastCall?: [Date | null, string] } }).mock.lastCall ?? [undefined, undefined];

const meta = {
  title: 'Primitives/DateField',
  parameters: {
    docs: {
      description: {
        component: [
          "A date typed as dd-MM-y or picked in a calendar popover. The text box keeps exactly what the player types; the calendar is driven by the arrow keys, Enter and Escape. It never validates: pass the app's message in `error`.",
          '',
          '### Usage',
          "Use for one date: date of birth (with `segments`: day, month and year boxes), a document's expiry, a back-office date.",
          '',
          '- **Do** set `minDate`/`maxDate` to the range that makes sense (a date of birth: 150 years ago to today).',
          '- **Do** validate in the app (age 18+, real day) and show the message in `error`.',
          "- **Do** pass the player's `locale` and translate texts through `messages`.",
          "- **Don't** use two `DateField`s for a period: use `DateRangeFilter`.",
        ].join('\n'),
      },
    },
  },
  component: DateField,
  argTypes: {
    label: { control: 'text' },
    required: { control: 'boolean' },
    segments: { control: 'boolean' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    minDate: { control: false, description: 'A `Date`: see the stories.' },
    maxDate: { control: false, description: 'A `Date`: see the stories.' },
    value: { control: false, description: 'A `Date` or `null` (controlled): see the stories.' },
    defaultValue: { control: false, description: 'A `Date`: see the stories.' },
    today: { control: false, description: 'A `Date`, injected for tests.' },
    locale: { control: false, description: 'A date-fns locale object.' },
    messages: {
      control: 'object',
      description: 'Texts over `defaultDateFieldMessages`; `openCalendar` is a function, set in code.',
    },
  },
  args: {
    label: 'Start date',
    name: 'startDate',
    minDate: new Date(2020, 0, 1),
    maxDate: today,
    today,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await expect(input).toHaveAttribute('name', 'startDate');
    await expect(canvas.getByRole('button', { name: 'Choose Start date' })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: new Date(2026, 1, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Start date' })).toHaveValue('03-02-2026');
  },
};

/** What the player types stays as typed; a real day is reported as a date and written out in full on blur. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '5/3/2024');
    await expect(input).toHaveValue('5/3/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 5), '5/3/2024');
    await userEvent.tab();
    await expect(input).toHaveValue('05-03-2024');
  },
};

/** Opening the calendar focuses today; arrow keys move through the grid, Enter picks and focus returns. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Choose Start date' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Choose Start date' });
    await expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Today, Saturday, 21 November 2026'));
    // Days after maxDate are disabled: the next month cannot be reached.
    await expect(within(calendar).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName(/13 November 2026/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('13-11-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 13), '13-11-2026');
    await expect(trigger).toHaveFocus();
    // Escape closes the calendar without changing the date.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Choose Start date' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/13 November 2026, selected/));
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('13-11-2026');
  },
};

/** The month and year selects jump across the range; a click picks the day. */
export const PickWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Start date' });
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), '2024');
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), 'February');
    await expect(within(calendar).getByRole('grid', { name: 'February 2024' })).toBeVisible();
    await userEvent.click(within(calendar).getByRole('button', { name: /29 February 2024/ }));
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('29-02-2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 1, 29), '29-02-2024');
  },
};

/** Text that is not a real day stays as typed and is reported as an Invalid Date, never as a crash. */
export const InvalidText: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '31-02-2026');
    await userEvent.tab();
    await expect(input).toHaveValue('31-02-2026');
    const [date, text] = lastCall(args.onChange);
    // Checked as a boolean: the interactions log cannot print an Invalid Date.
    await expect(date instanceof Date && Number.isNaN(date.getTime())).toBe(true);
    await expect(text).toBe('31-02-2026');
    // The calendar still opens, on today's month.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Start date' });
    await expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('31-02-2026');
  },
};

export const ErrorState: Story = {
  args: { error: 'must be a past or present date', required: true, defaultValue: new Date(2027, 0, 1) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Start date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('* must be a past or present date');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2026, 1, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose Start date' })).toBeDisabled();
  },
};

/**
 * A date of birth (`segments`): day, month and year boxes under the label, up to 150 years back and today
 * at the latest, with translated texts.
 */
export const DateOfBirth: Story = {
  args: {
    label: 'Fecha de nacimiento',
    name: 'dob',
    autoComplete: 'bday',
    segments: true,
    required: true,
    minDate: subYears(today, 150),
    messages: {
      openCalendar: (label) => `Elegir ${label.toLowerCase()}`,
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes siguiente',
      monthSelect: 'Mes',
      yearSelect: 'Año',
      day: 'Día',
      month: 'Mes',
      year: 'Año',
      yearPlaceholder: 'AAAA',
    },
  },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Fecha de nacimiento' }));
    await expect(group.getByRole('textbox', { name: 'Día' })).toHaveAttribute('placeholder', 'DD');
    await expect(group.getByRole('textbox', { name: 'Mes' })).toHaveAttribute('placeholder', 'MM');
    await expect(group.getByRole('textbox', { name: 'Año' })).toHaveAttribute('placeholder', 'AAAA');
    await expect(group.getByRole('textbox', { name: 'Día' })).toHaveAttribute('autocomplete', 'bday-day');
    await userEvent.click(group.getByRole('button', { name: 'Elegir fecha de nacimiento' }));
    const calendar = await screen.findByRole('dialog', { name: 'Elegir fecha de nacimiento' });
    const years = within(within(calendar).getByRole('combobox', { name: 'Año' })).getAllByRole('option');
    await expect(years[0]).toHaveTextContent('1876');
    await expect(years.at(-1)).toHaveTextContent('2026');
    await userEvent.keyboard('{Escape}');
  },
};

/** The boxes by keyboard: two digits move on, Backspace in an empty box goes back, a calendar pick fills all three. */
export const DateOfBirthKeyboard: Story = {
  args: {
    label: 'Date of Birth',
    name: 'dob',
    autoComplete: 'bday',
    segments: true,
    required: true,
    minDate: subYears(today, 150),
  },
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Date of Birth' }));
    const day = group.getByRole('textbox', { name: 'Day' });
    const month = group.getByRole('textbox', { name: 'Month' });
    const year = group.getByRole('textbox', { name: 'Year' });
    await expect(day).toHaveAttribute('placeholder', 'DD');
    await expect(month).toHaveAttribute('placeholder', 'MM');
    await expect(year).toHaveAttribute('placeholder', 'YYYY');
    await userEvent.click(day);
    await userEvent.keyboard('0912');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(month).toHaveFocus();
    await userEvent.click(year);
    await userEvent.keyboard('1990');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(1990, 11, 9), '09-12-1990');
    await userEvent.click(group.getByRole('button', { name: 'Choose Date of Birth' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Date of Birth' });
    await userEvent.click(within(calendar).getByRole('button', { name: /14 December 1990/ }));
    await waitFor(() => expect(day).toHaveValue('14'));
    await expect(month).toHaveValue('12');
    await expect(year).toHaveValue('1990');
  },
};

/** How a screen uses it: controlled, validated by the app, the message passed back in `error`. */
export const ValidatedByTheApp: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Date | null>(null);
    const error =
      value && Number.isNaN(value.getTime())
        ? 'YYYY-MM-DD format required'
        : value && value > today
          ? 'must be a past date'
          : undefined;
    return (
      <DateField
        {...args}
        value={value}
        error={error}
        onChange={(date, text) => {
          setValue(date);
          args.onChange?.(date, text);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '12-13-2026');
    await expect(input).toHaveAccessibleDescription('* YYYY-MM-DD format required');
    await expect(input).toHaveValue('12-13-2026');
    await userEvent.clear(input);
    await userEvent.type(input, '12-12-2026');
    await expect(input).toHaveAccessibleDescription('* must be a past date');
    await userEvent.clear(input);
    await userEvent.type(input, '12-11-2026');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: new Date(2026, 10, 1) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Start date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Start date' });
    const box = calendar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(calendar).getByRole('button', { name: 'Monday, 2 November 2026' }));
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('02-11-2026');
  },
};
