import i18next from 'i18next';
import { englishMessages } from '@wl/testing';
import { walletMessagesReady } from '../../messages';
import { selectionText } from './selection-text';

const text = (bet_type: string, home_away: string, criteria1 = '') =>
  selectionText(i18next.t, { bet_type, home_away, criteria1 });

beforeAll(async () => {
  await englishMessages();
  await walletMessagesReady();
});

describe('a selection in words', () => {
  it('names the market and the pick', () => {
    expect(text('1X2', 'H')).toBe('Match result: Home');
    expect(text('PARLAY', 'D')).toBe('Match result: Draw');
    expect(text('HDP', 'A', '+0.25')).toBe('Asian handicap: Away +0.25');
    expect(text('OU', 'O', '2.5')).toBe('Over/under: Over 2.5');
    expect(text('OU', 'U', '3')).toBe('Over/under: Under 3');
    expect(text('OE', 'E')).toBe('Odd/even: Even');
    expect(text('BS', 'N')).toBe('Both teams score: No');
    expect(text('DC', 'X2')).toBe('Double chance: Draw or away');
    expect(text('DNB', 'H')).toBe('Draw no bet: Home');
    expect(text('ML', 'A')).toBe('Money line: Away');
    expect(text('1X2HDP', 'D', '-1')).toBe('3-way handicap: Draw -1');
    expect(text('CS', 'H', '2-1')).toBe('Correct score: 2-1');
    expect(text('CS', '', 'AOS')).toBe('Correct score: Any other score');
    expect(text('TG', '', '2-3')).toBe('Total goals: 2-3');
    expect(text('HTFT', 'DH')).toBe('Half time/full time: Draw/Home');
    expect(text('FGLG', 'A', 'FIRST')).toBe('First/last goal: Away first');
    expect(text('FGLG', '', 'NONE')).toBe('First/last goal: No goal');
    expect(text('CL', 'H', 'Y')).toBe('Clean sheet: Home Yes');
    expect(text('OR', 'W', 'ARS')).toBe('Outright: ARS');
  });

  it('marks the first half', () => {
    expect(text('1X2H', 'A')).toBe('Match result (1st half): Away');
    expect(text('OUH', 'O', '1.5')).toBe('Over/under (1st half): Over 1.5');
  });

  it('writes what it does not know as the platform sends it', () => {
    expect(text('CORNERS', 'O', '9.5')).toBe('CORNERS O 9.5');
    expect(text('1X2', 'Z')).toBe('1X2 Z');
    expect(text('HTFT', 'H')).toBe('HTFT H');
  });
});
