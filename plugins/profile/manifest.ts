import { defineManifest } from '@core/index';

export const manifest = defineManifest({ id: 'profile' });
