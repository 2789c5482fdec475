import { defineService, useRuntime } from '@core/index';
import type { AwardsOptions } from './manifest';
import type { AwardsStore } from './store';

export const AWARDS_CONTEXT = defineService<{ store: AwardsStore; options: AwardsOptions }>('awards.context');

export function useAwards() {
  const context = useRuntime().services.get(AWARDS_CONTEXT);
  if (!context) throw new Error('awards context missing');
  return context;
}
