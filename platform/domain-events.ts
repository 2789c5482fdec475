import type { Db } from './db/database';
import { afterCommit, inPlatformTransaction } from './db/transaction';
import type { DomainEventMap, DomainEventName } from './domain-event-map';

export type { DomainEventMap, DomainEventName } from './domain-event-map';

/**
 * The typed domain-event registry of one platform instance (DESIGN §12), `ctx.domain`. A module that owns
 * a fact publishes it inside the transaction that writes it; other modules subscribe, so a new engine is
 * one folder that subscribes and the publisher never names it.
 *
 * - In-transaction handlers run synchronously inside the publisher's transaction: what they write commits
 *   with the fact or not at all, and a throw rolls the publisher's whole transaction back.
 * - After-commit handlers run once the outermost transaction committed (never on rollback), for what may
 *   lag: pushes, notifications, read models. They read committed rows and must be idempotent. A failure
 *   (a throw or a rejected promise) is reported and never reaches the publisher.
 */

export type InTransactionHandler<K extends DomainEventName> = (payload: Readonly<DomainEventMap[K]>) => void;
export type AfterCommitHandler<K extends DomainEventName> = (payload: Readonly<DomainEventMap[K]>) => void | Promise<void>;

/** What a module's `subscribe` receives: subscriptions made in its name. */
export interface DomainSubscriptions {
  inTransaction<K extends DomainEventName>(name: K, handler: InTransactionHandler<K>): void;
  afterCommit<K extends DomainEventName>(name: K, handler: AfterCommitHandler<K>): void;
}

export interface DomainEvents {
  /** Must be called inside `transaction()` (platform/db/transaction.ts) of the platform's database. */
  publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void;
  /** Subscriptions in the name of `module`, which failure reports name. */
  subscriptionsFor(module: string): DomainSubscriptions;
}

export interface AfterCommitFailure {
  event: DomainEventName;
  module: string;
  error: unknown;
}

export interface DomainEventsOptions {
  /** Where after-commit failures go; the server log by default. */
  report?: (failure: AfterCommitFailure) => void;
}

// Stored untyped: `subscriptionsFor` and `publish` are what tie a name to its payload type.
interface Subscription {
  module: string;
  name: DomainEventName;
  handler: (payload: unknown) => void | Promise<void>;
}

const logFailure = ({ event, module, error }: AfterCommitFailure) =>
  console.error(`[platform] after-commit handler of module "${module}" for ${event} failed:`, error);

export function createDomainEvents(db: Db, options: DomainEventsOptions = {}): DomainEvents {
  const report = options.report ?? logFailure;
  const inTransaction = new Map<DomainEventName, Subscription[]>();
  const afterCommitted = new Map<DomainEventName, Subscription[]>();
  const add = (list: Map<DomainEventName, Subscription[]>, subscription: Subscription) => list.set(subscription.name, [...(list.get(subscription.name) ?? []), subscription]);

  const runAfterCommit = (subscription: Subscription, payload: unknown) => {
    const fail = (error: unknown) => report({ event: subscription.name, module: subscription.module, error });
    try {
      const result = subscription.handler(payload);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };

  return {
    publish(name, payload) {
      if (!inPlatformTransaction(db)) {
        throw new Error(`publish('${name}') outside a transaction: publish inside the transaction() that writes the fact (platform/db/transaction.ts).`);
      }
      // Handlers share one payload: frozen, so none can change what the next one sees.
      const frozen = Object.freeze({ ...payload });
      for (const subscription of inTransaction.get(name) ?? []) subscription.handler(frozen);
      for (const subscription of afterCommitted.get(name) ?? []) afterCommit(db, () => runAfterCommit(subscription, frozen));
    },
    subscriptionsFor(module) {
      return {
        inTransaction(name, handler) {
          add(inTransaction, { module, name, handler: handler as Subscription['handler'] });
        },
        afterCommit(name, handler) {
          add(afterCommitted, { module, name, handler: handler as Subscription['handler'] });
        },
      };
    },
  };
}
