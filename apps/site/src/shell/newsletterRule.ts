/**
 * The newsletter form's rule, loaded on the form's first submit: one schema of @casino/rules.
 * (A dynamic import of the package itself needs every export, so it kept every rule, yup and
 * date-fns in the site's first script, evaluated on every first paint: issue 33.)
 */
export { forgotPasswordSchema } from '@casino/rules';
