/** Modals of this plugin. `edit-profile` is opened by others (the game page) with `{context, fields}`. */
export const EDIT_PROFILE_MODAL = 'edit-profile';
export const PROFILE_COMPLETION_MODAL = 'profile-completion';
