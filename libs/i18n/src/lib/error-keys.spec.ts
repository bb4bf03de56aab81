import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLAYER_MESSAGE_KEYS, SESSION_ENDING_KEYS } from '@wl/contract/errors';
import { LANGUAGES } from './languages';
import { SERVER_MESSAGE_KEYS } from './message-keys';

const languages = LANGUAGES.filter((entry) => entry.files.length > 0).map((entry) => entry.code);
const errorsOf = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, 'messages', code, 'errors.json'), 'utf8'));

describe('the error keys of the contract', () => {
  it('are translated for the ten languages with messages', () => {
    expect(languages).toHaveLength(10);
  });

  it.each(languages)('%s has a text for every key the platform can send to a player', (code) => {
    const messages = errorsOf(code);
    const missing = PLAYER_MESSAGE_KEYS.filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('are the keys the error handler translates', () => {
    expect([...SERVER_MESSAGE_KEYS].sort()).toEqual([...PLAYER_MESSAGE_KEYS].sort());
  });

  it('include the player keys that had no text before, and the session-ending ones only via sessionExpired', () => {
    expect(PLAYER_MESSAGE_KEYS).toEqual(
      expect.arrayContaining(['nothingToClaim', 'rewardExpired', 'invalidAmount', 'siteDisabled']),
    );
    for (const key of SESSION_ENDING_KEYS) {
      if (key !== 'sessionExpired') expect(PLAYER_MESSAGE_KEYS).not.toContain(key);
    }
  });
});
