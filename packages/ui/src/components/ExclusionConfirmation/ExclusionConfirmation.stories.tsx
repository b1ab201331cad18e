import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExclusionConfirmation } from './ExclusionConfirmation';

const meta = {
  title: 'Patterns/ExclusionConfirmation',
  parameters: {
    docs: {
      description: {
        component: [
          "Confirms a time-out, a self-exclusion or an account closure: a period (radio group), what it means, the password and a consent box. Checks that each is given before `onConfirm`; the platform's errors come back through `errors`.",
          '',
          '### Usage',
          'Use only on the responsible-gaming page for a step the player cannot undo early.',
          '',
          '- **Do** say in `explanation` exactly what happens (no deposits, no play, e-mails stop) and for how long.',
          '- **Do** pass the periods the market allows, and platform errors in `errors` (`password`, `period`, `form`).',
          '- **Do** set `submitting` while it is sent.',
          "- **Don't** nudge the player away from it (no pre-selected period, no pre-ticked consent, no bonus offers next to it).",
        ].join('\n'),
      },
    },
  },
  component: ExclusionConfirmation,
  argTypes: {
    periods: { control: 'object', description: '`{ value, label }[]`; empty for an account closure.' },
    explanation: { control: false, description: 'What the step means for the player: an element (see the stories).' },
    errors: { control: 'object', description: '`{ password?, period?, form? }` from the platform.' },
    submitting: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: {
    periods: [
      { value: '6m', label: '6 months' },
      { value: '1y', label: '1 year' },
      { value: '5y', label: '5 years' },
      { value: 'permanent', label: 'Permanently' },
    ],
    explanation: (
      <p>
        From now on you cannot deposit, play or bet, and we send you no offers. You can still sign in to see your
        history and withdraw your balance.
      </p>
    ),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ExclusionConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is sent until a period, the password and the consent are given. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByRole('radiogroup', { name: 'For how long?' })).toHaveAccessibleDescription(
      '* Choose a period',
    );
    await expect(canvas.getByText('* Enter your password to confirm')).toBeInTheDocument();
    await expect(canvas.getByText('* Tick the box to confirm you understand')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: '1 year' }));
    await userEvent.type(canvas.getByLabelText('Your password'), 'Secret123!');
    await userEvent.click(canvas.getByRole('checkbox', { name: /cannot be shortened/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ period: '1y', password: 'Secret123!' });
  },
};

/** The platform refused the password. */
export const WrongPassword: Story = {
  args: { errors: { password: 'The password is not correct' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Another refusal from the platform. */
export const FormError: Story = {
  args: { errors: { form: 'Something went wrong. Try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  },
};

/** Account closure: no period to choose. */
export const WithoutPeriods: Story = {
  args: { periods: [], messages: { confirm: 'Close my account' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Your password'), 'pw');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ period: '', password: 'pw' });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Permanently' })).toBeVisible();
  },
};
