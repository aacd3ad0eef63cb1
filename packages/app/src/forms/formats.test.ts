import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { birthDateIssue, isEmail, isIban, latestBirthDate } from './formats';

describe('isEmail', () => {
  it.each([
    ['mika@example.com', true],
    [' mika@example.com ', true],
    ['not-an-email', false],
    ['bad@', false],
    ['a@b', false],
  ] as const)('%s -> %s', (value, want) => expect(isEmail(value)).toBe(want));
});

describe('isIban', () => {
  it.each([
    ['DE89370400440532013000', true],
    ['de89 3704 0044 0532 0130 00', true],
    ['DE89370400440532013001', false],
    ['12345', false],
  ] as const)('%s -> %s', (value, want) => expect(isIban(value)).toBe(want));
});

describe('birthDateIssue (today 2026-11-20)', () => {
  it.each([
    ['13 today', '2013-11-20', null],
    ['a day short of 13', '2013-11-21', 'too_young'],
    ['two weeks ago', '2026-11-06', 'too_young'],
    ['tomorrow', '2026-11-21', 'future_date'],
    ['an adult', '1994-03-18', null],
    ['not a day', '2026-02-30', 'invalid_date'],
    ['not a date', 'soon', 'invalid_date'],
  ] as const)('%s', (_name, value, want) => expect(birthDateIssue(value, '2026-11-20')).toBe(want));
});

describe('latestBirthDate', () => {
  it.each([
    ['2026-11-20', '2013-11-20'],
    ['2028-02-29', '2015-02-28'],
  ])('on %s the picker stops at %s, a date birthDateIssue accepts', (today, want) => {
    expect(latestBirthDate(today)).toBe(want);
    expect(birthDateIssue(latestBirthDate(today), today)).toBeNull();
    expect(birthDateIssue(dayjs(want).add(1, 'day').format('YYYY-MM-DD'), today)).toBe('too_young');
  });
});
