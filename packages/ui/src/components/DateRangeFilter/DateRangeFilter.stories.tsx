import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';

/** A fixed day, so the calendar and its disabled days are the same on every run. */
const today = new Date(2026, 10, 21);

/** The range of the last call of a `fn()` spy given as `onChange`. */
const lastRange = (spy: unknown) => (spy as { mock: { lastCall?: [DateRange] } }).mock.lastCall?.[0];

const meta = {
  title: 'Patterns/DateRangeFilter',
  parameters: {
    docs: {
      description: {
        component: [
          'The date filter of the history screens: From and Until fields (typed as dd-MM-y or picked in a calendar), then Reset, Submit and Reload. It never validates: the app checks the dates and passes the messages back through `errors`.',
          '',
          '### Usage',
          'Use above history lists (transactions, bets, back-office reports), usually through `HistoryTable`.',
          '',
          '- **Do** validate the range in the app (Until not before From) and pass field messages in `errors`.',
          '- **Do** set `loading` while the list loads, and let Reload fetch again with the current filter.',
          "- **Don't** filter on every keystroke: the list changes on Submit.",
        ].join('\n'),
      },
    },
  },
  component: DateRangeFilter,
  argTypes: {
    loading: { control: 'boolean' },
    errors: { control: 'object', description: '`{ from?, until? }` messages, shown under each field.' },
    value: { control: false, description: 'Two `Date`s (controlled): see the stories.' },
    defaultValue: { control: false, description: 'Two `Date`s: see the stories.' },
    minDate: { control: false, description: 'A `Date` (2020-01-01 by default).' },
    maxDate: { control: false, description: 'A `Date` (`today` by default).' },
    today: { control: false, description: 'A `Date`, injected for tests.' },
    locale: { control: false, description: 'A date-fns locale object.' },
    messages: { control: 'object' },
  },
  args: { today, onChange: fn(), onSubmit: fn(), onReset: fn(), onReload: fn() },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Date filter' });
    const from = within(form).getByRole('textbox', { name: 'From' });
    await expect(from).toHaveValue('');
    await expect(from).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await expect(within(form).getByRole('textbox', { name: 'Until' })).toHaveValue('');
    await expect(within(form).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: { from: new Date(2026, 10, 1), until: new Date(2026, 10, 21) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('01-11-2026');
    await expect(canvas.getByRole('textbox', { name: 'Until' })).toHaveValue('21-11-2026');
  },
};

export const WithErrors: Story = {
  args: {
    defaultValue: { from: null, until: new Date(2026, 10, 30) },
    errors: { from: 'cannot be empty', until: 'must be a past or present date' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription('* cannot be empty');
    await expect(canvas.getByRole('textbox', { name: 'Until' })).toHaveAccessibleDescription(
      '* must be a past or present date',
    );
  },
};

/** Opening the calendar focuses today; arrow keys move through the grid and Enter picks a day. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Choose From date' });
    await userEvent.click(trigger);
    const calendar = await screen.findByRole('dialog', { name: 'Choose From date' });
    await expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Today, Saturday, 21 November 2026'));
    // Days after today are disabled: the next month cannot be reached.
    await expect(within(calendar).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(document.activeElement).toHaveAccessibleName(/13 November 2026/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('13-11-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 10, 13), until: null });
    await expect(trigger).toHaveFocus();
  },
};

/** The month and year selects jump across the range; a click picks the day. */
export const PickWithMouse: Story = {
  args: { defaultValue: { from: new Date(2026, 10, 1), until: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Until date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Until date' });
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), '2024');
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), 'February');
    await expect(within(calendar).getByRole('grid', { name: 'February 2024' })).toBeVisible();
    await userEvent.click(within(calendar).getByRole('button', { name: /29 February 2024/ }));
    await expect(canvas.getByRole('textbox', { name: 'Until' })).toHaveValue('29-02-2024');
  },
};

/** The calendar opens on the typed date's month and keeps days before 2020-01-01 disabled. */
export const OpenCalendar: Story = {
  args: { defaultValue: { from: new Date(2020, 0, 14), until: null } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose From date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose From date' });
    await expect(within(calendar).getByRole('grid', { name: 'January 2020' })).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/14 January 2020, selected/));
    await expect(within(calendar).getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const TypedDates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '5-11-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 10, 5), until: null });
    await userEvent.tab();
    // A typed date is written out in full once the field is left.
    await expect(from).toHaveValue('05-11-2026');
  },
};

/** Garbage stays in the field as typed and reaches the parent as an Invalid Date, never as a crash. */
export const TypedGarbage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const until = canvas.getByRole('textbox', { name: 'Until' });
    await userEvent.type(until, '31-02-2026');
    await expect(until).toHaveValue('31-02-2026');
    // Checked as a boolean: the interactions log cannot print an Invalid Date.
    const untilValue = lastRange(args.onChange)?.until;
    await expect(untilValue instanceof Date && Number.isNaN(untilValue.getTime())).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Until date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Until date' });
    await expect(within(calendar).getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(until).toHaveValue('31-02-2026');
  },
};

export const ResetClears: Story = {
  args: { defaultValue: { from: new Date(2026, 10, 1), until: new Date(2026, 10, 21) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Until' })).toHaveValue('');
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, until: null });
  },
};

export const SubmitReportsDates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '01-10-2026');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Until' }), '21-11-2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ from: new Date(2026, 9, 1), until: new Date(2026, 10, 21) });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** How a screen uses it: controlled, validated by the app on submit, errors passed back. */
export const ValidatedByTheApp: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<DateRange>({ from: null, until: null });
    const [errors, setErrors] = useState<{ from?: string; until?: string }>({});
    const check = (date: Date | null) =>
      !date ? 'cannot be empty' : Number.isNaN(date.getTime()) ? 'must be a valid date' : undefined;
    return (
      <DateRangeFilter
        {...args}
        value={value}
        onChange={setValue}
        errors={errors}
        onSubmit={(range) => {
          setErrors({ from: check(range.from), until: check(range.until) });
          args.onSubmit?.(range);
        }}
        onReset={() => setErrors({})}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Until' }), '12-13-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('* cannot be empty')).toBeVisible();
    await expect(canvas.getByText('* must be a valid date')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Until' })).toHaveValue('12-13-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.queryByText('* cannot be empty')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Until' })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValue: { from: new Date(2026, 10, 1), until: new Date(2026, 10, 21) } },
  play: async ({ args, canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MobileWidth: Story = {
  args: { defaultValue: { from: new Date(2026, 10, 1), until: null }, errors: { until: 'cannot be empty' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose From date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose From date' });
    const box = calendar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(calendar).getByRole('button', { name: 'Monday, 2 November 2026' }));
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('02-11-2026');
  },
};
