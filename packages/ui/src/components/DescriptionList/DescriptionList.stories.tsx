import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chip } from '../Chip';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Primitives/DescriptionList',
  parameters: {
    docs: {
      description: {
        component: [
          "Details of one thing as terms and values (a `<dl>`): a staff member, a session, a player's identity. Terms beside their values, or above them; narrow screens always stack them.",
          '',
          '### Usage',
          'Use for the facts of one record: account details, a withdrawal request, a player in the back office.',
          '',
          "- **Do** pass values already formatted, and an `emptyText` ('—' or 'Not set') for missing ones.",
          '- **Do** use `layout="stacked"` in narrow columns and dialogs.',
          "- **Don't** use it for many records to compare: use `Table`.",
        ].join('\n'),
      },
    },
  },
  component: DescriptionList,
  argTypes: {
    items: {
      control: false,
      description: '`{ term, description }[]`; descriptions may be elements (the Role chip): set in code.',
    },
    layout: { control: 'inline-radio', options: ['columns', 'stacked'] },
    emptyText: { control: 'text' },
  },
  args: {
    items: [
      { term: 'Name', description: 'Ada Lovelace' },
      { term: 'E-mail', description: 'ada@casino.example' },
      {
        term: 'Role',
        description: (
          <Chip tone="info" size="sm">
            compliance
          </Chip>
        ),
      },
      { term: 'Last sign-in', description: null },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

export const Stacked: Story = { args: { layout: 'stacked' } };

export const LongValues: Story = {
  args: {
    items: [
      { term: 'Secret key', description: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
      { term: 'User agent', description: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)' },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
