import type { DroppedItem } from '@schemas/wire/list-items';
import type { Logger } from '../log/logger';
import { errorCode } from './errors';

/**
 * Reports a dropped list item under the call's code (`LOAD_GAMES_ERROR`) with the item's id and the
 * failing path, once per runtime for the same item and path: a page that reloads every minute does not
 * repeat the same complaint.
 */
export function reportDroppedItem(log: Logger, code: string, path: string) {
  const logged = errorCode(code);
  return (dropped: DroppedItem) =>
    log.once(`${logged}:${path}:${dropped.id ?? dropped.at}:${dropped.path}`, logged, {
      path,
      reason: 'invalid item dropped',
      id: dropped.id,
      at: dropped.at,
      field: dropped.path,
      message: dropped.message,
    });
}
