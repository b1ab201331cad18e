/** Where the server puts a rendered page's data: a JSON script element, never executed. */
export const RENDERED_DATA_ID = 'rendered-data';
