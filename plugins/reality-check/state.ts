import { proxy } from 'valtio';
import { definePluginState } from '@core/index';
import type { RealityCheck } from '@schemas/wire/reality-check';
import { realityCheckManifest } from './manifest';

interface RealityCheckState {
  /** The platform's last answer (the settings block shows it). */
  check: RealityCheck | null;
  /** Plans the next check from a new answer (set by the watch started at login; the settings block calls it). */
  replan: ((check: RealityCheck) => void) | null;
}

/** The signed-in player's reality check; dropped at logout (it is theirs). */
export const realityCheckState = definePluginState(realityCheckManifest, () => proxy<RealityCheckState>({ check: null, replan: null }));

