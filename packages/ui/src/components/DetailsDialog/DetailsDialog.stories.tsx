import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DetailsDialog } from './DetailsDialog';

const fields = [
  { label: 'UUID', value: '6f1c2a9e-83b4-4d0f-9a51-000000000001' },
  { label: 'Amount', value: '€50.00' },
  { label: 'Fee', value: '€1.00' },
  { label: 'Status', value: 'Requested' },
  { label: 'Wallet address', value: 'TQ7xg3bq8Xq4R8pDUZ5Z2xkFv6qE1d9Hkz' },
];

const meta = {
  title: 'Patterns/DetailsDialog',
  parameters: {
    docs: {
      description: {
        component: [
          'A modal that shows one record as a list of labelled values (a withdrawal request, a cancelled transaction).',
          '',
          '### Usage',
          'Use from a row of a history table to show all of that record without leaving the list.',
          '',
          "- **Do** give it a `title` that names the record ('Withdraw Request Details').",
          '- **Do** pass values formatted for the player (amounts, dates, statuses).',
          "- **Don't** put actions or forms in it: it only shows, and closes with its Close button or Escape.",
        ].join('\n'),
      },
    },
  },
  component: DetailsDialog,
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    fields: { control: 'object', description: '`{ label, value }[]`, in order.' },
    messages: { control: 'object' },
  },
  args: { open: true, onOpenChange: fn(), title: 'Withdraw Request Details', fields },
} satisfies Meta<typeof DetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record as labelled values; Close asks to close. */
export const WithdrawRequest: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Request Details' });
    await waitFor(() => expect(within(dialog).getByText('Wallet address')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('€50.00')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opened by the app after an action; Escape closes it and focus returns to the opener. */
export const OpenedFromButton: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Cancel</Button>
        <DetailsDialog {...args} title="Cancelled Transaction Details" open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cancel' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelled Transaction Details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Request Details' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
