import {
  dialogInputError,
  INVALID_EMAIL_MESSAGE,
  INVALID_URL_MESSAGE,
  isValidEmail,
  isValidHttpUrl,
} from './dialog-validation';

it('uses the exact messages of the spec', () => {
  expect(INVALID_EMAIL_MESSAGE).toBe('Invalid email address');
  expect(INVALID_URL_MESSAGE).toBe('Invalid URL');
});

it.each(['player@example.com', 'first.last+vip@mail.example.co.uk', ' spaced@example.org '])(
  'accepts the e-mail address %p',
  (value) => expect(isValidEmail(value)).toBe(true),
);

it.each([
  '',
  'player',
  'player@',
  '@example.com',
  'player@localhost',
  'pla yer@example.com',
  'a@b..com',
  'a@-b.com',
])('refuses the e-mail address %p', (value) => expect(isValidEmail(value)).toBe(false));

it.each([
  'http://example.com',
  'https://www.example.com/path?q=1#top',
  'https://sub.example.co.uk:8443/a/b',
  'http://localhost:3000/',
])('accepts the URL %p', (value) => expect(isValidHttpUrl(value)).toBe(true));

it.each([
  '',
  'example.com',
  'ftp://example.com',
  'javascript:alert(1)',
  'https://',
  'https://exa mple.com',
  'http:example.com',
  'https://example',
  'https://example.com/with space',
])('refuses the URL %p', (value) => expect(isValidHttpUrl(value)).toBe(false));

it('gives the message for the input type, or null when the value is valid', () => {
  expect(dialogInputError('email', 'nope')).toBe('Invalid email address');
  expect(dialogInputError('email', 'player@example.com')).toBeNull();
  expect(dialogInputError('url', 'nope')).toBe('Invalid URL');
  expect(dialogInputError('url', 'https://example.com')).toBeNull();
});
