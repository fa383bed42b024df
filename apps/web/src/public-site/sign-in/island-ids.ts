/** The ids the server's sign-in page and its island share. */
export const ISLAND_TEXTS_ID = 'sign-in-texts';
export const LINK_FORM_TEMPLATE_ID = 'sign-in-link-form';
