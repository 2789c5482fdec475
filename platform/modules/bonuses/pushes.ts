import type { PlatformContext } from '../../context';
import { afterCommit } from '../../db/transaction';
import { readBonus, readPack } from './store';
import { bonusToWire, packToWire } from './view';

/** What every engine operation needs: the database, the socket pushes, and the platform's time. */
export type BonusContext = Pick<PlatformContext, 'db' | 'events' | 'clock'>;

/**
 * The bonuses and packs one transaction changed. Each operation notes what it touched; `pushAfterCommit` queues
 * one `bonuses_changes` / `freespins_changes` push per object (the whole wire object, read again after the
 * commit, so it shows what was committed; nothing goes out on rollback). The `balance` push is the wallet's.
 */
export class Changes {
  private readonly bonuses = new Map<number, number>();
  private readonly packs = new Map<number, number>();

  bonus(row: { id: number; player_id: number }): void {
    this.bonuses.set(row.id, row.player_id);
  }

  pack(row: { id: number; player_id: number }): void {
    this.packs.set(row.id, row.player_id);
  }

  get empty(): boolean {
    return this.bonuses.size === 0 && this.packs.size === 0;
  }

  /** Call inside the transaction that made the changes. */
  pushAfterCommit(ctx: BonusContext): void {
    if (this.empty) return;
    const bonuses = [...this.bonuses];
    const packs = [...this.packs];
    afterCommit(ctx.db, () => {
      const now = ctx.clock.now();
      for (const [id, playerId] of packs) {
        const row = readPack(ctx.db, id);
        if (row) ctx.events.emit({ scope: 'private', playerId, channel: 'freespins_changes', event: 'freespins_changes', payload: packToWire(ctx.db, row, now) });
      }
      for (const [id, playerId] of bonuses) {
        const row = readBonus(ctx.db, id);
        if (row) ctx.events.emit({ scope: 'private', playerId, channel: 'bonuses_changes', event: 'bonuses_changes', payload: bonusToWire(ctx.db, row, now) });
      }
    });
  }
}
