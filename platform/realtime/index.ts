export { attachRealtime, IDLE_TIMEOUT_MS, SOCKET_PATH, type RealtimeOptions } from './attach';
