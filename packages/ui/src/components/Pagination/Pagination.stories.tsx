import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  parameters: {
    docs: {
      description: {
        component: [
          "Page navigation for paged lists: first, Previous, 'Page X of Y', Next, last. Buttons that would leave the range are disabled; focus moves to the nearest enabled step when the focused one becomes disabled.",
          '',
          '### Usage',
          'Use under a paged `Table` or list: transactions, bet history, back-office search results.',
          '',
          "- **Do** set `disabled` while the next page loads, and keep `totalPages` at 0 for no results (it still shows 'Page 1 of 1', so the layout does not jump).",
          '- **Do** translate every text through `messages` (the first/last buttons are icon-only: their names matter).',
          "- **Don't** use it for the game lobby: games load in a `GameGrid` that virtualises long lists.",
          "- **Don't** reset the page without telling the list (a new filter goes back to page 1).",
        ].join('\n'),
      },
    },
  },
  component: Pagination,
  argTypes: {
    page: { control: { type: 'number', min: 1, step: 1 } },
    defaultPage: { control: { type: 'number', min: 1, step: 1 } },
    totalPages: { control: { type: 'number', min: 0, step: 1 } },
    disabled: { control: 'boolean' },
    messages: {
      control: 'object',
      description: 'Texts over `defaultPaginationMessages`; `pageOf` is a function, set in code.',
    },
  },
  args: { totalPages: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const canvas = within(nav);
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeEnabled();
  },
};

/** Uncontrolled: the component keeps the page; clicking through reports every requested page. */
export const ClickingThroughPages: Story = {
  args: { totalPages: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    // Focus leaves the now-disabled Next for Previous instead of falling back to the page.
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledTimes(5);
  },
};

/** Controlled by the parent, as a history screen does while it fetches each page. */
export const Controlled: Story = {
  args: { totalPages: 12 },
  render: function Render(args) {
    const [page, setPage] = useState(6);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 6 of 12')).toBeVisible();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByText('Page 5 of 12')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** No results: 'Page 1 of 1' with every button disabled, keeping the layout stable. */
export const NoPages: Story = {
  args: { totalPages: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { page: 3, disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Translated: Story = {
  args: {
    page: 2,
    messages: {
      label: 'Paginación',
      first: 'Primera página',
      previous: 'Anterior',
      next: 'Siguiente',
      last: 'Última página',
      pageOf: (page, total) => `Página ${page} de ${total}`,
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByText('Página 2 de 5')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  },
};

/** On mobile, Previous and Next show only their icon; their accessible names stay. */
export const MobileWidth: Story = {
  args: { defaultPage: 120, totalPages: 250 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 120 of 250')).toBeVisible();
    // Everything stays on one row on a 320px screen.
    const first = canvas.getByRole('button', { name: 'First page' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Last page' }).getBoundingClientRect();
    await expect(last.top).toBe(first.top);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 121 of 250')).toBeVisible();
  },
};
