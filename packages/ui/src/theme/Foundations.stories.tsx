import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { vars } from './contract.css';
import { acmeBrand } from './acme';
import { brandTokens } from './brandCss';
import { AA_TEXT, contrastReport } from './contrast';
import { breakpoints, darkTokens, lightTokens, mobileMaxWidth, type ThemeTokens } from './tokens';

/** Lists every leaf of a token group with the CSS variable a brand can override. */
function leaves(group: object, contract: object, prefix: string[] = []): { path: string; cssVar: string }[] {
  return Object.entries(group).flatMap(([key, value]) => {
    const contractValue = (contract as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null) return leaves(value, contractValue as object, [...prefix, key]);
    return [{ path: [...prefix, key].join('.'), cssVar: String(contractValue) }];
  });
}

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
};

/** A token's value in a theme: `color.accent.base` → '#f5b400'. */
const valueAt = (tokens: ThemeTokens, path: string) =>
  String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens));

function TokenTable({
  caption,
  rows,
  preview,
  values = false,
}: {
  caption: string;
  rows: { path: string; cssVar: string }[];
  preview: (cssVar: string) => ReactNode;
  /** Show each token's value in the dark and light themes. */
  values?: boolean;
}) {
  return (
    <table
      style={{ borderCollapse: 'collapse', width: '100%', color: vars.color.text.primary, fontSize: vars.fontSize.sm }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: vars.fontSize.lg, paddingBottom: 8 }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          <th scope="col" style={cell}>
            CSS variable
          </th>
          {values && (
            <>
              <th scope="col" style={cell}>
                Dark
              </th>
              <th scope="col" style={cell}>
                Light
              </th>
            </>
          )}
          <th scope="col" style={cell}>
            Preview
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <td style={cell}>{row.path}</td>
            <td style={{ ...cell, fontFamily: vars.font.mono }}>{row.cssVar.replace(/^var\((.*)\)$/, '$1')}</td>
            {values && (
              <>
                <td style={{ ...cell, fontFamily: vars.font.mono }}>{valueAt(darkTokens, row.path)}</td>
                <td style={{ ...cell, fontFamily: vars.font.mono }}>{valueAt(lightTokens, row.path)}</td>
              </>
            )}
            <td style={cell}>{preview(row.cssVar)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour roles, including the transaction and bet type colours. Switch the theme in the toolbar. */
export const Colours: Story = {
  render: () => (
    <TokenTable
      caption="Colour roles"
      rows={leaves(darkTokens.color, vars.color, ['color'])}
      values
      preview={(cssVar) => (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 48,
            height: 24,
            borderRadius: 4,
            background: cssVar,
            border: `1px solid ${vars.color.border.strong}`,
          }}
        />
      )}
    />
  ),
};

const themesByName: Record<string, ThemeTokens> = {
  dark: darkTokens,
  light: lightTokens,
  acme: brandTokens(acmeBrand),
};

/**
 * Every text / background pair the components use, with its colours in the theme chosen in the
 * toolbar, its contrast ratio and whether it meets WCAG AA for body text (4.5:1).
 */
export const Contrast: Story = {
  render: (_args, context) => {
    const theme = String(context.globals.theme ?? 'dark');
    const rows = contrastReport(themesByName[theme] ?? darkTokens);
    return (
      <table
        style={{
          borderCollapse: 'collapse',
          width: '100%',
          color: vars.color.text.primary,
          fontSize: vars.fontSize.sm,
        }}
      >
        <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: vars.fontSize.lg, paddingBottom: 8 }}>
          Text contrast in the {theme} theme: {rows.filter((row) => row.passes).length} of {rows.length} pairs meet AA (
          {AA_TEXT}:1)
        </caption>
        <thead>
          <tr>
            {['Text', 'On', 'Used for', 'Sample', 'Ratio', 'WCAG AA'].map((heading) => (
              <th key={heading} scope="col" style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.text}/${row.on}`}>
              <td style={{ ...cell, fontFamily: vars.font.mono }}>
                {row.text} {row.textColour}
              </td>
              <td style={{ ...cell, fontFamily: vars.font.mono }}>
                {row.on} {row.onColour}
              </td>
              <td style={cell}>{row.use}</td>
              <td style={cell}>
                <span style={{ color: row.textColour, background: row.onColour, padding: '2px 8px', borderRadius: 4 }}>
                  Place your bet
                </span>
              </td>
              <td style={cell}>{row.ratio.toFixed(2)}:1</td>
              <td style={cell}>{row.passes ? 'Pass' : 'Fail'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
};

export const Spacing: Story = {
  render: () => (
    <TokenTable
      caption="Spacing"
      rows={leaves(darkTokens.space, vars.space, ['space'])}
      preview={(cssVar) => (
        <span
          aria-hidden="true"
          style={{ display: 'inline-block', height: 12, width: cssVar, background: vars.color.accent.base }}
        />
      )}
    />
  ),
};

export const Typography: Story = {
  render: () => (
    <TokenTable
      caption="Type scale"
      rows={leaves(darkTokens.fontSize, vars.fontSize, ['fontSize'])}
      preview={(cssVar) => <span style={{ fontSize: cssVar }}>Place your bet</span>}
    />
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TokenTable
        caption="Radii"
        rows={leaves(darkTokens.radius, vars.radius, ['radius'])}
        preview={(cssVar) => (
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              width: 48,
              height: 32,
              borderRadius: cssVar,
              background: vars.color.surface.overlay,
              border: `1px solid ${vars.color.border.strong}`,
            }}
          />
        )}
      />
      <TokenTable
        caption="Shadows"
        rows={leaves(darkTokens.shadow, vars.shadow, ['shadow'])}
        preview={(cssVar) => (
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              width: 64,
              height: 32,
              borderRadius: 8,
              background: vars.color.surface.raised,
              boxShadow: cssVar,
            }}
          />
        )}
      />
    </div>
  ),
};

export const LayersMotionBreakpoints: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TokenTable
        caption="Z-index layers"
        rows={leaves(darkTokens.zIndex, vars.zIndex, ['zIndex'])}
        preview={() => null}
      />
      <TokenTable caption="Motion" rows={leaves(darkTokens.motion, vars.motion, ['motion'])} preview={() => null} />
      <table style={{ borderCollapse: 'collapse', color: vars.color.text.primary, fontSize: vars.fontSize.sm }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: vars.fontSize.lg, paddingBottom: 8 }}>
          Breakpoints (min width, px)
        </caption>
        <tbody>
          {Object.entries(breakpoints).map(([name, px]) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                {name}
              </th>
              <td style={cell}>{px}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" style={cell}>
              mobile (max width)
            </th>
            <td style={cell}>{mobileMaxWidth}</td>
          </tr>
        </tbody>
      </table>
    </div>
  ),
};
