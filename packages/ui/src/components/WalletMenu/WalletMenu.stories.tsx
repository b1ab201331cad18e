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
  argTypes: {
    wallets: {
      control: 'object',
      description: '`{ id, name, balance, symbol?, split?: { cash, bonus }, wageringLeft? }[]`, figures preformatted.',
    },
    selectedId: { control: 'text' },
    messages: {
      control: 'object',
      description: 'Texts over `defaultWalletMenuMessages`; `trigger` is a function, set in code.',
    },
  },
  args: { wallets, selectedId: 'eur', onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          "The player's balance in the header, opening the list of wallets (cash, bonus, wagering left).",
          '',
          '### Usage',
          'Use in the site header for a signed-in player.',
          '',
          "- **Do** pass balances already formatted in the player's locale and currency (`balance`, `split`, `wageringLeft`), computed with the money helpers.",
          '- **Do** show `split` (Cash / Bonus) and `wageringLeft` while a bonus is in progress, so the player sees what is withdrawable.',
          "- **Do** translate the trigger's accessible name through `messages.trigger` (it announces the balance).",
          "- **Don't** put actions like Deposit inside the menu: keep Deposit a separate primary `Button` next to it.",
          "- **Don't** show it to visitors; with no wallets yet it shows '—' on a disabled trigger.",
        ].join('\n'),
      },
    },
    layout: 'centered',
  },
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

/** Opens the menu and waits for its opening animation to end. */
async function openMenu(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

const combined = {
  id: '3',
  name: 'Balance',
  balance: '200.00',
  symbol: '€',
  split: { cash: '100.00', bonus: '100.00' },
  wageringLeft: '2,970.00',
};

/**
 * The one account of a player with a bonus in progress: the trigger shows the total, the list
 * shows cash and bonus money apart and the wagering still to do (no one-item choice).
 */
export const CashAndBonus: Story = {
  args: { wallets: [combined], selectedId: '3' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Wallet, balance € 200.00');
    await expect(within(menu).queryAllByRole('menuitemradio')).toHaveLength(0);
    const figures = within(menu).getAllByRole('menuitem');
    await expect(figures.map((item) => item.textContent)).toEqual([
      'Cash € 100.00',
      'Bonus € 100.00',
      'Wagering left € 2,970.00',
    ]);
    await expect(within(within(menu).getByRole('group', { name: 'Balance' })).getAllByRole('menuitem')).toHaveLength(3);
    // The keyboard reaches every figure; Escape closes and gives focus back to the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(figures[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(figures[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: /Wallet, balance/ })).toHaveFocus();
  },
};

/** No bonus in progress: cash and bonus money apart, no wagering line. */
export const CashOnly: Story = {
  args: {
    wallets: [
      { ...combined, balance: '1,250.00', split: { cash: '1,250.00', bonus: '0.00' }, wageringLeft: undefined },
    ],
    selectedId: '3',
  },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Wallet, balance € 1,250.00');
    await expect(screen.getByRole('menuitem', { name: 'Cash € 1,250.00' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Bonus € 0.00' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: /Wagering left/ })).toBeNull();
  },
};

/**
 * Several wallets: the choice first, then the chosen wallet's figures. Texts come translated, and
 * figures that carry their currency as the language writes it ('200,00 €', as the site gives them)
 * need no symbol of their own.
 */
export const ChoiceWithSplitInGerman: Story = {
  args: {
    wallets: [
      {
        ...combined,
        symbol: undefined,
        name: 'Guthaben',
        balance: '200,00 €',
        split: { cash: '100,00 €', bonus: '100,00 €' },
        wageringLeft: '2.970,00 €',
      },
      ...wallets.slice(0, 1),
    ],
    selectedId: '3',
    messages: {
      trigger: (_symbol, balance) => `Wallet, Guthaben ${balance}`,
      heading: 'Wallets',
      cash: 'Bargeld',
      bonus: 'Bonus',
      wageringLeft: 'Noch umzusetzen',
    },
  },
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement, 'Wallet, Guthaben 200,00 €');
    await expect(screen.getAllByRole('menuitemradio')).toHaveLength(2);
    await expect(screen.getByRole('menuitem', { name: 'Bargeld 100,00 €' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Noch umzusetzen 2.970,00 €' })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitemradio', { name: /EUR/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('eur');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { wallets: [combined], selectedId: '3' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, /Wallet, balance/);
    // The figures fit the phone's width.
    const box = menu.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.left).toBeGreaterThanOrEqual(0);
  },
};

/** In the site header the open list stays inside the header's landmark (banner). */
export const InsideTheHeader: Story = {
  args: { wallets: [combined], selectedId: '3' },
  render: (args) => (
    <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
      <WalletMenu {...args} />
    </header>
  ),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Wallet, balance € 200.00');
    await expect(within(canvasElement).getByRole('banner')).toContainElement(menu);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};
