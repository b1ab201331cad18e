import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxCheckedState } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  parameters: {
    docs: {
      description: {
        component: [
          'A Radix checkbox (a `button` with `role="checkbox"`, toggled by Space) with a real `<label>`. Inside a `<form>` it submits `name=value`; with a form library use a controller (`checked` + `onCheckedChange`).',
          '',
          '### Usage',
          'Use for a choice the player confirms as part of a form: accepting the terms at sign-up, marketing consents, an option saved with the form.',
          '',
          "- **Do** write the label as a statement the player agrees to ('I am over 18 and accept the Terms'); links in it go in `children`.",
          '- **Do** show a required consent that was missed through `error` (sets `aria-invalid`).',
          '- **Do** use `indeterminate` for a parent whose children are partly checked (back-office bulk selection).',
          "- **Don't** use it for a setting that takes effect at once (use `Switch`).",
          "- **Don't** pre-check consents the regulation requires the player to give themselves (marketing, bonus terms).",
        ].join('\n'),
      },
    },
  },
  component: Checkbox,
  argTypes: {
    label: { control: 'text' },
    children: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    checked: { control: 'select', options: [true, false, 'indeterminate'] },
    defaultChecked: { control: 'select', options: [true, false, 'indeterminate'] },
    disabled: { control: 'boolean' },
  },
  args: { label: 'Accept any odds changes', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Accept any odds changes' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Accept any odds changes'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Accept any odds changes' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, label: 'SMS' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'All notifications' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All notifications' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
  },
};

const channels = ['SMS', 'Email'] as const;

function ControlledGroup() {
  const [selected, setSelected] = useState<string[]>(['Email']);
  const all: CheckboxCheckedState =
    selected.length === channels.length ? true : selected.length === 0 ? false : 'indeterminate';
  return (
    <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0 }}>
      <legend style={{ marginBottom: 8 }}>Bonus club</legend>
      <Checkbox
        label="All channels"
        checked={all}
        onCheckedChange={() => setSelected(all === true ? [] : [...channels])}
      />
      {channels.map((channel) => (
        <div key={channel} style={{ paddingInlineStart: 28 }}>
          <Checkbox
            label={channel}
            checked={selected.includes(channel)}
            onCheckedChange={(checked) =>
              setSelected((current) => (checked ? [...current, channel] : current.filter((item) => item !== channel)))
            }
          />
        </div>
      ))}
    </fieldset>
  );
}

export const Controlled: Story = {
  render: () => <ControlledGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All channels' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
    await expect(all).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Only accept increased odds',
    description: 'Your bet is placed only if the odds went up since you added it.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Only accept increased odds' });
    await expect(checkbox).toHaveAccessibleDescription(
      'Your bet is placed only if the odds went up since you added it.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'I confirm that the details above are correct', error: 'required', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I confirm that the details above are correct' });
    await expect(canvas.getByText('* required')).toBeVisible();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('* required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Billing and account (legally obligated)' },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Billing and account (legally obligated)' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const RichLabel: Story = {
  args: {
    label: undefined,
    children: (
      <>
        I accept the <a href="#terms">Terms &amp; conditions</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I accept the Terms & conditions' }),
    ).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    label:
      'I agree to receive e-mails about bonus club offers, regional announcements and win notifications, and I understand that I can unsubscribe at any time from my profile.',
    description: 'We send at most one e-mail a week.',
  },
};

export const MobileWidth: Story = {
  args: { label: 'Always ask', defaultChecked: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
