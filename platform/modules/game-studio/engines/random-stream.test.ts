import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newServerSeed, randomStream, seedCommitment } from './random-stream';

describe('random stream', () => {
  it('is the HMAC-SHA256 words of (seed, `${nonce}:${block}`), read big-endian', () => {
    const rng = randomStream('seed', 'round-1');
    const digest = createHmac('sha256', 'seed').update('round-1:0').digest();
    // n = 2^32 takes every word as it is.
    for (let word = 0; word < 8; word++) expect(rng.int(2 ** 32)).toBe(digest.readUInt32BE(word * 4));
    const next = createHmac('sha256', 'seed').update('round-1:1').digest();
    expect(rng.int(2 ** 32)).toBe(next.readUInt32BE(0));
    expect(rng.position).toBe(9);
  });

  it('replays the same draws from the same seed and nonce, and others from another nonce', () => {
    const draw = (nonce: string) => {
      const rng = randomStream('seed', nonce);
      return Array.from({ length: 20 }, () => rng.int(37));
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('resumes at a mark exactly where it stopped, with or without the cached block', () => {
    const whole = randomStream('seed', 'n');
    const expected = Array.from({ length: 30 }, () => whole.int(1000));
    const first = randomStream('seed', 'n');
    const head = Array.from({ length: 11 }, () => first.int(1000));
    const mark = first.mark();
    expect(mark.block).not.toBeNull();
    const resumed = randomStream('seed', 'n', JSON.parse(JSON.stringify(mark)));
    const cold = randomStream('seed', 'n', { position: mark.position, block: null });
    const tail = Array.from({ length: 19 }, () => resumed.int(1000));
    expect([...head, ...tail]).toEqual(expected);
    expect(Array.from({ length: 19 }, () => cold.int(1000))).toEqual(tail);
  });

  it('draws every value of a range equally often (chi-square, 37 pockets)', () => {
    const rng = randomStream('game-studio-uniformity', 'pockets');
    const counts = new Array<number>(37).fill(0);
    const draws = 370_000;
    for (let i = 0; i < draws; i++) counts[rng.int(37)]!++;
    const expected = draws / 37;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: P(chi2 > 80) < 1e-4.
    expect(chi2).toBeLessThan(80);
  });

  it('refuses ranges it cannot draw from', () => {
    const rng = randomStream('seed', 'n');
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
  });

  it('commits to a seed by its sha256', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});
