import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WalletMenu } from './WalletMenu';

const wallets = [
  { id: 'eur', name: 'EUR', balance: '1,250.00', symbol: '€' },
  { id: 'usd', name: 'USD', balance: '310.45', symbol: '$' },
  { id: 'bonus', name: 'Bonus', balance: '40.00', symbol: '€' },
];

const meta = {
  title: 'Patterns/WalletMenu',
  component: WalletMenu,
  args: { wallets, selectedId: 'eur', onSelect: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof WalletMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wallet, balance € 1,250.00' }));
    const items = await screen.findAllByRole('menuitemradio');
    await expect(items).toHaveLength(3);
    await expect(screen.getByRole('menuitemradio', { name: 'EUR € 1,250.00' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: /USD/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('usd');
  },
};

export const ClosesOnMouseLeave: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Wallet, balance/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.hover(menu);
    await userEvent.unhover(menu);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { wallets: [] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Wallet, no balance' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('—');
  },
};

export const LongLabels: Story = {
  args: {
    wallets: [
      {
        id: 'main',
        name: 'Main cash wallet with a very long descriptive name',
        balance: '123,456,789.00',
        symbol: 'USDT',
      },
      { id: 'bonus', name: 'Casino welcome bonus wallet', balance: '0.00', symbol: 'USDT' },
    ],
    selectedId: 'main',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wallet, balance USDT 123,456,789.00' }));
    await expect(await screen.findAllByRole('menuitemradio')).toHaveLength(2);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Wallet, balance/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};
