import { useEffect } from 'react';
import { useRuntime } from '../react/runtime-context';

/** Holds an on-demand realtime channel (manifest `onDemand: true`) while the calling component is mounted. */
export function useRealtimeChannel(channel: string): void {
  const runtime = useRuntime();
  useEffect(() => runtime.realtime.request(channel), [runtime, channel]);
}
