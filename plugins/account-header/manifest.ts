import { defineManifest } from '@core/index';

export const manifest = defineManifest({ id: 'account-header' });
