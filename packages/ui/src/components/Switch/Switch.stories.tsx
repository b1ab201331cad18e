import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off toggle (`role="switch"`) for a setting that applies on its own. Space or Enter flips it; a disabled switch keeps its state.',
          '',
          '### Usage',
          'Use for a preference that takes effect as soon as it is flipped: notification channels, showing odds changes, a back-office feature flag.',
          '',
          "- **Do** label it with what is on when it is on ('Promotional e-mails'); add the reason it is locked in `description` ('Legally obligated').",
          '- **Do** save at once and report a failure (flip it back and say why).',
          "- **Don't** use it inside a form submitted with a button: use `Checkbox`.",
          "- **Don't** use it for an action with consequences that need confirming (self-exclusion, closing the account).",
        ].join('\n'),
      },
    },
  },
  component: Switch,
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    checked: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  args: { label: 'Announcements', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Announcements' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Announcements' });
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const LabelClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Announcements'));
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const FixedOn: Story = {
  args: { label: 'Billing and account', description: 'Legally obligated', checked: true, disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Billing and account' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('Legally obligated');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { label: 'Feedback requests', defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Feedback requests' })).toBeChecked();
  },
};
