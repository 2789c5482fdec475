import { describe, expect, it } from 'vitest';
import { nextDueAt } from './due';

const start = new Date('2026-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('nextDueAt: the session grid', () => {
  it('is off with interval 0', () => {
    expect(nextDueAt(start, start, 0)).toBeNull();
  });

  it('counts the first check from the session start', () => {
    expect(nextDueAt(start, start, 15)).toEqual(at(15));
  });

  it('a check seen late leads to the next step of the grid, not a full interval later', () => {
    expect(nextDueAt(start, at(16), 15)).toEqual(at(30));
    expect(nextDueAt(start, at(15), 15)).toEqual(at(30));
  });

  it('an interval chosen mid-session never makes a past step due', () => {
    expect(nextDueAt(start, at(40), 15)).toEqual(at(45));
    expect(nextDueAt(start, at(40), 60)).toEqual(at(60));
  });

  it('a checked time before the start (clock skew) counts from the start', () => {
    expect(nextDueAt(start, at(-5), 30)).toEqual(at(30));
  });
});
