import { acmeBrand } from './acme';
import { createBrandTheme } from './brand';

/** The third theme of the "Theming a brand" page and of Storybook's toolbar: "Acme" (acme.ts). */
createBrandTheme('[data-theme="acme"]', acmeBrand);
