/**
 * On a phone the dashboard header's buttons are icons of 44x44 px with their names kept for screen readers,
 * so the brand and the actions take two rows at most (docs/product.md, 'Dashboard'); wider windows show the
 * names.
 */
export const PHONE_ICON_BUTTON = 'max-sm:min-h-11 max-sm:min-w-11 max-sm:px-3';
export const PHONE_HIDDEN_LABEL = 'max-sm:sr-only';
