import { describe, expect, it } from 'vitest';
import { balance, integer, maxLength, maxValue, minLength, minValue, mustBeChecked, multipleOf, oneOf, required } from './generic-rules';

const run = (rule: (v: unknown, all: Record<string, unknown>) => unknown, value: unknown) => rule(value, {});

describe('generic rules', () => {
  it('required rejects empty values and accepts content', () => {
    for (const empty of [undefined, null, '', '   ', false, []]) expect(run(required(), empty)).toEqual({ key: 'required' });
    for (const filled of ['a', 0, true, ['x']]) expect(run(required(), filled)).toBeNull();
  });

  it('mustBeChecked wants true', () => {
    expect(run(mustBeChecked(), true)).toBeNull();
    expect(run(mustBeChecked(), 'true')).toBeNull();
    for (const v of [false, undefined, 'yes', 0]) expect(run(mustBeChecked(), v)).toEqual({ key: 'mustBeChecked' });
  });

  it('minLength and maxLength at their bounds', () => {
    expect(run(minLength(3), 'ab')).toEqual({ key: 'minLength', values: { min: 3 } });
    expect(run(minLength(3), 'abc')).toBeNull();
    expect(run(minLength(3), '')).toBeNull();
    expect(run(maxLength(3), 'abc')).toBeNull();
    expect(run(maxLength(3), 'abcd')).toEqual({ key: 'maxLength', values: { max: 3 } });
  });

  it('minValue and maxValue at their bounds, strings and numbers', () => {
    expect(run(minValue(10), 9)).toEqual({ key: 'minValue', values: { min: 10 } });
    expect(run(minValue(10), '10')).toBeNull();
    expect(run(minValue(10), 'abc')).toEqual({ key: 'minValue', values: { min: 10 } });
    expect(run(maxValue(10), 10)).toBeNull();
    expect(run(maxValue(10), 10.01)).toEqual({ key: 'maxValue', values: { max: 10 } });
  });

  it('integer', () => {
    for (const v of [0, -3, '42', '-7']) expect(run(integer(), v)).toBeNull();
    for (const v of [1.5, '1.0', '1e3', 'x']) expect(run(integer(), v)).toEqual({ key: 'integer' });
  });

  it('multipleOf', () => {
    expect(run(multipleOf(500), 1500)).toBeNull();
    expect(run(multipleOf(500), 0)).toBeNull();
    expect(run(multipleOf(500), 1501)).toEqual({ key: 'multipleOf', values: { count: 500 } });
    expect(run(multipleOf(500), 1.5)).toEqual({ key: 'multipleOf', values: { count: 500 } });
  });

  it('balance: up to the available amount', () => {
    expect(run(balance(1000), 1000)).toBeNull();
    expect(run(balance(1000), 1001)).toEqual({ key: 'notEnoughMoney' });
  });

  it('oneOf', () => {
    expect(run(oneOf(['m', 'f']), 'm')).toBeNull();
    expect(run(oneOf(['m', 'f']), 'x')).toEqual({ key: 'invalidValue' });
  });
});
