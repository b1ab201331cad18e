import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled multi-line text field, with the look of `TextField`. With a `maxLength` the count of characters shows under the field and describes it.',
          '',
          '### Usage',
          'Use for free text longer than a line: a support message, a back-office note on a player.',
          '',
          '- **Do** set `maxLength` when the platform limits the length, so the player sees the count.',
          '- **Do** give a visible `label` and show problems in `error`.',
          "- **Don't** use it for single-line values (use `TextField`).",
        ].join('\n'),
      },
    },
  },
  component: TextArea,
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    hideLabel: { control: 'boolean' },
    rows: { control: { type: 'number', min: 1, step: 1 } },
    maxLength: { control: { type: 'number', min: 1, step: 1 } },
    disabled: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: { label: 'Note', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.click(textarea);
    await expect(getComputedStyle(textarea.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.type(textarea, 'Called about the bonus.{Enter}Asked for a call back.');
    await expect(textarea).toHaveValue('Called about the bonus.\nAsked for a call back.');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { label: 'Reason', hint: 'Shown to the player in the rejection email.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(textarea).toHaveAccessibleDescription('Shown to the player in the rejection email.');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { label: 'Reason', error: 'Give a reason' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(canvas.getByText('* Give a reason')).toBeVisible();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('* Give a reason');
  },
};

export const WithCount: Story = {
  args: { maxLength: 40, hint: 'Seen by staff only.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Note' });
    await expect(canvas.getByText('0 of 40 characters')).toBeVisible();
    await userEvent.type(textarea, 'x'.repeat(45));
    await expect(textarea).toHaveValue('x'.repeat(40));
    await expect(canvas.getByText('40 of 40 characters')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('Seen by staff only. 40 of 40 characters');
  },
};

export const Required: Story = {
  args: { required: true, label: 'Reason' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toBeRequired();
    await expect(getComputedStyle(canvas.getByText('Reason'), '::after').content).toContain('*');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Player asked to close the account.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Document expired in 2019.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.type(textarea, '5');
    await expect(textarea).toHaveValue('Document expired in 2019.');
  },
};

function ControlledTextArea(args: TextAreaProps) {
  const [value, setValue] = useState('');
  const error = value.length > 0 && value.length < 5 ? 'minimum length of 5' : undefined;
  return (
    <TextArea
      {...args}
      value={value}
      error={error}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

export const Controlled: Story = {
  args: { label: 'Reason', maxLength: 200 },
  render: (args) => <ControlledTextArea {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(textarea, 'Blur');
    await expect(canvas.getByText('* minimum length of 5')).toBeVisible();
    await expect(canvas.getByText('4 of 200 characters')).toBeVisible();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(textarea, 'ry');
    await expect(canvas.queryByText('* minimum length of 5')).not.toBeInTheDocument();
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const LongText: Story = {
  args: {
    label: 'Reason for rejecting the document (the player reads it in the email and on the verification page)',
    rows: 3,
    maxLength: 500,
    defaultValue:
      'The photo of the passport is cut off at the bottom edge, so the machine-readable zone cannot be read. Please upload a new photo that shows the whole page.',
    error: 'reason must be between 2 and 500 characters long and must not start or end with spaces',
    hint: 'Write it for the player: what is wrong and what to send instead.',
  },
};

export const MobileWidth: Story = {
  args: { error: 'required', required: true, maxLength: 500 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
