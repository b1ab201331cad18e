import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Card } from './Card';
import { CardBody } from './CardBody';
import { CardFooter } from './CardFooter';
import { CardHeader } from './CardHeader';

const onGetInfo = fn();

const bonusCard = (
  <>
    <CardHeader action={<Chip tone="accent">First Time Deposit</Chip>}>
      <Heading level={3} size="lg">
        Welcome Bonus
      </Heading>
      <Text size="sm" tone="secondary">
        Valid for 30 days
      </Text>
    </CardHeader>
    <CardBody>
      <Text>100% up to €500</Text>
    </CardBody>
    <CardFooter>
      <Button onClick={onGetInfo}>Get Info</Button>
    </CardFooter>
  </>
);

const meta = {
  title: 'Primitives/Card',
  parameters: {
    docs: {
      description: {
        component: [
          'A raised surface grouping related content; compose with `CardHeader`, `CardBody` and `CardFooter`.',
          '',
          '### Usage',
          'Use to group one subject on a page: an account setting, a payment method, a back-office summary.',
          '',
          '- **Do** choose `padding` for the density (tighter in the back office).',
          '- **Do** use `interactive` only for a card that is one target, and put a real link or button inside it.',
          "- **Don't** nest cards in cards, or use a card only to draw a border.",
          "- **Don't** make a whole card clickable without a link or button in it: keyboard and screen-reader users would miss it.",
        ].join('\n'),
      },
    },
  },
  component: Card,
  args: { as: 'article', children: bonusCard, 'aria-label': 'Welcome Bonus' },
  argTypes: {
    interactive: { control: 'boolean' },
    children: { control: false, description: '`CardHeader`, `CardBody` and `CardFooter` (see the stories).' },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Welcome Bonus' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Welcome Bonus' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Get Info' }));
    await expect(onGetInfo).toHaveBeenCalled();
    await expect(getComputedStyle(card).borderTopLeftRadius).not.toBe('0px');
  },
};

export const Paddings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} padding={padding}>
          <CardBody>
            <Text>padding {padding}</Text>
          </CardBody>
        </Card>
      ))}
    </div>
  ),
};

export const Interactive: Story = {
  render: () => (
    <Card as="article" interactive aria-labelledby="game-title">
      <CardHeader>
        <Heading level={3} size="md" id="game-title">
          <a href="#play-book-of-dead">Book of Dead</a>
        </Heading>
      </CardHeader>
      <CardBody>
        <Text size="sm" tone="secondary">
          Play&apos;n GO · Slots
        </Text>
      </CardBody>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Book of Dead' })).toHaveFocus();
    const card = canvas.getByRole('article', { name: 'Book of Dead' });
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

export const AsListItems: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12, listStyle: 'none', margin: 0, padding: 0 }} aria-label="History">
      {['Reload 50%', 'Welcome Bonus'].map((name) => (
        <Card key={name} as="li" padding="sm">
          <CardHeader action={<Chip size="sm">Used</Chip>}>
            <Text weight="bold">{name}</Text>
          </CardHeader>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'History' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Section: Story = {
  render: () => (
    <Card as="section" aria-labelledby="info-heading" padding="lg">
      <CardHeader>
        <Heading level={2} size="lg" id="info-heading">
          Additional information
        </Heading>
      </CardHeader>
      <CardBody>
        <Text tone="secondary">Verification takes up to 48 hours.</Text>
        <Text tone="secondary">We send you an e-mail once your documents are verified.</Text>
      </CardBody>
      <CardFooter justify="stretch">
        <Button variant="secondary">Contact support</Button>
        <Button>Submit</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Additional information' })).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <Card>
      <CardHeader action={<Chip tone="danger">Rejected</Chip>}>
        <Heading level={3} size="md">
          Identification document with a very long name that needs to wrap onto two lines
        </Heading>
      </CardHeader>
      <CardBody>
        <Text size="sm" tone="secondary">
          Rejected due to: the photo is blurred, the corners of the document are cut off and the expiry date cannot be
          read.
        </Text>
      </CardBody>
    </Card>
  ),
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
