import { localizeDigits } from './locale-digits';

it('writes numbers in Western, Arabic-Indic and Persian digits', () => {
  expect(localizeDigits(1234567890, 'en')).toBe('1234567890');
  expect(localizeDigits(1234567890, 'ar')).toBe('١٢٣٤٥٦٧٨٩٠');
  expect(localizeDigits(1234567890, 'ir')).toBe('۱۲۳۴۵۶۷۸۹۰');
});
