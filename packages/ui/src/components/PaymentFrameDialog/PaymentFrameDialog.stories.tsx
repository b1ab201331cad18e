import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PaymentFrameDialog } from './PaymentFrameDialog';

/** A stand-in checkout page (the real one is the provider's), served inline so stories need no network. */
const checkout = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><head><title>Checkout</title></head><body style="font-family:sans-serif;background:#fff;color:#111"><main><h1>Complete your deposit</h1><p>Amount: €50.00</p><button>Confirm payment</button></main></body></html>',
)}`;

const meta = {
  title: 'Patterns/PaymentFrameDialog',
  parameters: {
    docs: {
      description: {
        component: [
          "The deposit's payment modal: the provider's checkout page in a frame and a Cancel Transaction button.",
          '',
          '### Usage',
          "Use when a deposit continues on the payment provider's page.",
          '',
          '- **Do** set `cancelling` while the cancellation runs; closing with Escape or the close button keeps the payment open to reopen.',
          "- **Do** let 'Cancel Transaction' cancel on the platform, not only close the modal.",
          "- **Don't** credit the balance from what the frame shows: wait for the platform's confirmation.",
        ].join('\n'),
      },
    },
  },
  component: PaymentFrameDialog,
  argTypes: {
    open: { control: 'boolean' },
    src: { control: 'text' },
    cancelling: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: { open: true, onOpenChange: fn(), onCancel: fn(), src: checkout },
} satisfies Meta<typeof PaymentFrameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout page in a titled frame; Cancel Transaction asks the app to cancel. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    const frame = within(dialog).getByTitle('Payment provider checkout');
    await expect(frame).toHaveAttribute('src', checkout);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Transaction' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await expect(within(dialog).getByRole('button', { name: /Cancel Transaction/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Escape closes the modal without cancelling (the link can be reopened). */
export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Payment' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { messages: { title: 'Zahlung', cancel: 'Transaktion abbrechen', frameTitle: 'Kasse' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung' });
    await waitFor(() => expect(within(dialog).getByTitle('Kasse')).toBeVisible());
  },
};
