// Spec part 1 §2 "Legacy": old paths that redirect; the query string is kept (tokens ride on it).
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/profile/password/edit': '/new-password',
  '/users/password/edit': '/new-password',
  '/profile/confirmation': '/confirmation',
  '/users/confirmation': '/confirmation',
  '/users/sign_in': '/sign-up',
  '/accounts/history': '/',
  '/registration': '/sign-up',
  '/login': '/sign-in',
};

// Spec part 1 §2 "Hash triggers": the hash opens the popup route; cleared after 1 s.
export const HASH_ROUTES: Record<string, string> = {
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  remind: '/remind',
  'new-password': '/new-password',
  'users/password/edit': '/new-password',
  'profile/password/edit': '/new-password',
};

/** Where guards send people (spec part 1 §2). */
export const GUEST_LANDING = '/sign-up';
export const LOGIN_PATH = '/sign-in';
export const MAIN_PATH = '/';
