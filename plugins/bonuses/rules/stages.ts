import type { BonusStage } from '@schemas/wire/bonuses';

/** Spec part 2 §4: these stages are the past; every other stage is actual. */
export const PAST_STAGES: readonly BonusStage[] = ['finished', 'canceled', 'expired', 'wager_done', 'lost'];
/** Active, money being wagered now (the bar moves). */
export const WAGERING_STAGES: readonly BonusStage[] = ['activated', 'handle_bets'];

export const isPast = (stage: BonusStage) => PAST_STAGES.includes(stage);
export const isWagering = (stage: BonusStage) => WAGERING_STAGES.includes(stage);
/** A new gift the player may still activate (stage `issued`). */
export const isNew = (stage: BonusStage) => stage === 'issued';
/** Spec part 2 §3: feature gifts carry a `vip_program_` group key. */
export const isVipGroup = (groupKey: string | null | undefined) => Boolean(groupKey?.startsWith('vip_program_'));
