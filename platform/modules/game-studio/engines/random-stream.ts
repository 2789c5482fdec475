import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The one source of chance of every engine: a stream of 32-bit words cut from
 * HMAC-SHA256(serverSeed, `${nonce}:${block}`), eight words per block. A round is replayable from its
 * stored seed and nonce (audits, disputes, tests) and unpredictable to a player who only sees
 * sha256(serverSeed) until the seed is revealed. `nonce` names the round (e.g. `${sessionId}:${round}`).
 */
export interface RandomSource {
  /** A uniform integer in [0, n) for an integer 1 ≤ n ≤ 2^32. */
  int(n: number): number;
  /** 32-bit words consumed so far (rejected ones included). */
  readonly position: number;
}

const WORDS_PER_BLOCK = 8;
const TWO_32 = 2 ** 32;

/** A fresh 256-bit server seed, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** What is published before a round and checked after the seed is revealed: sha256 of the seed's text, hex. */
export const seedCommitment = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** The HMAC-SHA256 digest the words of block `block` come from (also what a verifier recomputes). */
export const hmacBlock = (serverSeed: string, message: string) => createHmac('sha256', serverSeed).update(message).digest();

/**
 * Where a paused stream stands: words consumed, and the eight words of the block the next word comes from
 * when that block was already computed, so a resumed stream does not pay for it twice (plain JSON).
 */
export interface StreamMark {
  position: number;
  block: number[] | null;
}

/** A stream that can be paused (its mark stored with the round) and resumed in a later request. */
export interface ResumableRandomSource extends RandomSource {
  mark(): StreamMark;
}

class HmacStream implements ResumableRandomSource {
  private block = -1;
  private words: number[] = [];
  public position: number;

  constructor(
    private readonly seed: string,
    private readonly nonce: string,
    from: StreamMark,
  ) {
    this.position = from.position;
    if (from.block !== null) {
      if (from.block.length !== WORDS_PER_BLOCK) throw new RangeError('a stream mark holds a whole block');
      this.block = Math.floor(from.position / WORDS_PER_BLOCK);
      this.words = [...from.block];
    }
  }

  mark(): StreamMark {
    const current = this.block === Math.floor(this.position / WORDS_PER_BLOCK);
    return { position: this.position, block: current ? [...this.words] : null };
  }

  private word(): number {
    const block = Math.floor(this.position / WORDS_PER_BLOCK);
    if (block !== this.block) {
      const bytes = hmacBlock(this.seed, `${this.nonce}:${block}`);
      for (let i = 0; i < WORDS_PER_BLOCK; i++) this.words[i] = bytes.readUInt32BE(i * 4);
      this.block = block;
    }
    return this.words[this.position++ % WORDS_PER_BLOCK]!;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): n must be an integer in [1, 2^32]`);
    // Rejection keeps every value exactly equally likely (a plain `word % n` favours small values):
    // words at or above the largest multiple of n are thrown away, at most n/2^32 of them.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = this.word();
      if (word < limit) return word % n;
    }
  }
}

/** The stream of a round, from its start or resumed at a mark. */
export function randomStream(serverSeed: string, nonce: string, from: StreamMark = { position: 0, block: null }): ResumableRandomSource {
  return new HmacStream(serverSeed, nonce, from);
}
