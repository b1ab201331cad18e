import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  title: 'Patterns/RealityCheckDialog',
  parameters: {
    docs: {
      description: {
        component: [
          "The reality check shown during play at the player's chosen interval: time played and net position this session, with Continue, Bet history and Leave. It cannot be dismissed by a click outside or Escape (play waits until it is answered); focus starts on Continue.",
          '',
          '### Usage',
          "Use only for the reality check required by the market's rules, over the game.",
          '',
          "- **Do** pass `timePlayed` and `net` formatted, with the net's sign ('−€12.50'), computed from the ledger.",
          '- **Do** pause the game while it is open and set `busy` while the answer is sent.',
          "- **Do** let Bet history (`historyHref`) open the player's history.",
          "- **Don't** add a close button or let it close by itself: it closes only through `onContinue` or `onLeave`.",
          "- **Don't** reuse it for other messages: use `Dialog`.",
        ].join('\n'),
      },
    },
  },
  component: RealityCheckDialog,
  argTypes: {
    open: { control: 'boolean' },
    timePlayed: { control: 'text' },
    net: { control: 'text' },
    historyHref: { control: 'text' },
    busy: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: {
    open: true,
    timePlayed: '30 min',
    net: '−€12.50',
    historyHref: '#bet-history',
    onContinue: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The check at the interval: focus on Continue; a click outside or Escape does not close it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveTextContent('Time played this session30 min');
    await expect(dialog).toHaveTextContent('Net position this session−€12.50');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Bet history' })).toHaveAttribute('href', '#bet-history');
    await userEvent.click(continueButton);
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** A session in profit. */
export const Winning: Story = {
  args: { timePlayed: '1 h 15 min', net: '+€40.00' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('+€40.00');
  },
};

/** The answer is being sent. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Leave' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    // The sheet slides in from transparent.
    await waitFor(() => expect(continueButton).toBeVisible());
  },
};
