/** What other modules may use of feconfig: the stored documents, read-only. */
export { readFeConfig } from './feconfig-store';
