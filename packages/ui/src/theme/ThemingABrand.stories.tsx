import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button';
import { Chip } from '../components/Chip';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Notice } from '../components/Notice';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import './brandExample.css';
import { tokenRoles } from './roles';
import { vars } from './contract.css';

/** A few components under `data-theme="acme"`: the brand theme of brandExample.css.ts. */
function BrandSample() {
  return (
    <div data-theme="acme" style={{ background: vars.color.surface.base, color: vars.color.text.primary, padding: 24 }}>
      <Stack gap="md">
        <Heading level={2}>Acme Casino</Heading>
        <TextField label="Amount" defaultValue="25.00" />
        <Inline gap="sm">
          <Button variant="primary">Deposit</Button>
          <Button variant="outline">Withdraw</Button>
          <Chip tone="accent">Welcome bonus</Chip>
        </Inline>
        <Notice tone="info">Every token Acme left out keeps the dark theme&rsquo;s value.</Notice>
      </Stack>
    </div>
  );
}

/** Every CSS variable with its role (the same list as the package's dist/CSS-VARIABLES.md). */
function VariableList() {
  const rows: { variable: string; role: string }[] = [];
  const walk = (contract: object, roles: object) => {
    for (const [key, value] of Object.entries(contract)) {
      const role = (roles as Record<string, unknown>)[key];
      if (typeof value === 'string') rows.push({ variable: value.slice(4, -1), role: String(role) });
      else walk(value as object, role as object);
    }
  };
  walk(vars, tokenRoles);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>{rows.length} CSS variables</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Variable
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: 4 }}>
            Role
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.variable}>
            <td style={{ padding: 4 }}>
              <code>{row.variable}</code>
            </td>
            <td style={{ padding: 4 }}>{row.role}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Theming a brand',
  component: BrandSample,
  // ThemingABrand.mdx is this page's documentation: one entry, the guide, in the sidebar.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BrandSample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Acme theme: the accent, the focus ring, corner radii and the heading font changed. */
export const Acme: Story = {
  play: async ({ canvasElement }) => {
    const deposit = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(getComputedStyle(deposit).backgroundColor).toBe('rgb(0, 135, 90)');
    await expect(getComputedStyle(deposit).borderRadius).toBe('2px');
  },
};

/** The list a plain-CSS brand works from. */
export const Variables: Story = {
  render: () => <VariableList />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByText('--casino-color-accent-base')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(90);
  },
};
