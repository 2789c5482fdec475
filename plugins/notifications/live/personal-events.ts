import { defineRealtimeHandler } from '@core/index';
import { notificationSchema } from '@schemas/wire/notifications';
import { receive } from '../actions';

/** `personal_notifications` (spec part 1 §7): one notification; the bell's counter moves at once. */
export default defineRealtimeHandler(notificationSchema, (notification, runtime) => receive(runtime, notification));
