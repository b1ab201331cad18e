// Writes dist/CSS-VARIABLES.md: every CSS custom property of the library with its role and its
// value in both themes, for brands that theme with plain CSS (no build step).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { vars, darkTokens, lightTokens } = await import(path.join(dist, 'tokens.js'));
const { tokenRoles } = await import(path.join(dist, 'theme/brand.js'));

const rows = [];
const walk = (node, trail) => {
  for (const [key, value] of Object.entries(node)) {
    const at = [...trail, key];
    if (typeof value === 'string') {
      const variable = value.replace(/^var\((--[^)]+)\)$/, '$1');
      const pick = (tree) => at.reduce((branch, step) => branch[step], tree);
      rows.push({
        token: at.join('.'),
        variable,
        role: pick(tokenRoles),
        dark: pick(darkTokens),
        light: pick(lightTokens),
      });
    } else walk(value, at);
  }
};
walk(vars, []);

const cell = (text) => String(text).replace(/\|/g, '\\|');
const markdown = `# @casino/ui CSS variables

Every design token of the library is a CSS custom property. A brand can theme every component
without a build step by setting these on a selector of its own (\`[data-theme="acme"]\`, or
\`:root\`), after \`@casino/ui/tokens.css\`. Variables it leaves out keep the dark theme's values, so
a brand sets at least the seven that carry its identity (the accent in all its uses and the focus
ring), or links, selected odds and focus rings keep the dark theme's gold. \`brandThemeCss\` from
\`@casino/ui/tokens\` writes every variable for a selector from a brand's token values (no build
plugin), and \`checkBrandTheme\` lists the identity tokens a brand left at the base values. With
vanilla-extract, \`createBrandTheme\` from \`@casino/ui/theme\` does the same with types.

\`\`\`css
[data-theme='acme'] {
  --casino-color-accent-base: #00875a;
  --casino-color-accent-hover: #006c48;
  --casino-color-accent-subtle: #0b3326;
  --casino-color-accent-contrast: #ffffff;
  --casino-color-accent-text: #4cd6a0;
  --casino-color-border-focus: #4cd6a0;
  --casino-shadow-focus: 0 0 0 3px rgba(76, 214, 160, 0.55);
}
\`\`\`

${rows.length} variables.

| Variable | Token | Role | Dark | Light |
| --- | --- | --- | --- | --- |
${rows.map((r) => `| \`${r.variable}\` | \`${r.token}\` | ${cell(r.role)} | \`${cell(r.dark)}\` | \`${cell(r.light)}\` |`).join('\n')}
`;
writeFileSync(path.join(dist, 'CSS-VARIABLES.md'), markdown);
console.log(`@casino/ui: dist/CSS-VARIABLES.md lists ${rows.length} variables.`);
