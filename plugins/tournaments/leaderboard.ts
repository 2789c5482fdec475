import type { PromotionPrize, TopPlayer, TournamentStatus } from '@schemas/wire/promotions';

export interface LeaderboardRow {
  place: number;
  nickname: string;
  points: number;
  prize: PromotionPrize | null;
  /** The signed-in player's row, highlighted. */
  own: boolean;
  /** Places are skipped before this row (the player's own row below the top). */
  gapBefore: boolean;
}

type Standing = Pick<TournamentStatus, 'award_place' | 'nickname' | 'points'>;

/**
 * The leaderboard as shown: the top players with their prizes, the player's own row highlighted, and when the
 * player stands outside the top, their row appended after a gap (spec part 2 §2 "Leaderboard"). `status` is
 * the player's standing (`/status`, `tournaments_statuses`); `null` for guests or the not yet placed.
 */
export function leaderboardRows(top: readonly TopPlayer[], status: Standing | null, prizes: readonly PromotionPrize[]): LeaderboardRow[] {
  const prizeOf = (place: number) => prizes.find((prize) => prize.award_place === place) ?? null;
  const ownPlace = status?.award_place ?? null;
  const isOwn = (player: TopPlayer) => ownPlace !== null && player.award_place === ownPlace && (!status?.nickname || player.nickname === status.nickname);
  const rows: LeaderboardRow[] = [...top]
    .sort((a, b) => a.award_place - b.award_place)
    .map((player) => ({ place: player.award_place, nickname: player.nickname, points: player.points, prize: prizeOf(player.award_place), own: isOwn(player), gapBefore: false }));
  if (status && ownPlace !== null && !rows.some((row) => row.own)) {
    const last = rows.at(-1)?.place ?? 0;
    rows.push({ place: ownPlace, nickname: status.nickname, points: status.points, prize: prizeOf(ownPlace), own: true, gapBefore: ownPlace > last + 1 });
  }
  return rows;
}
