/** Modals this plugin registers (`runtime.modals.open(id)`); ids are global, so they say whose they are. */
export const TERMS_MODAL = 'terms-acceptance';
export const NEW_PROVIDER_MODAL = 'new-provider';
export const LICENCE_BLOCKED_MODAL = 'licence-blocked';
