import { z } from 'zod';
import { validateInput } from '../../sites/validate-input';
import type { ProviderInputSettings } from '../play-types';

const settings = z.strictObject({
  launchUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional()
    .describe("The provider's game page; the launch adds the token and the game"),
  walletSecret: z.string().min(16).max(200).optional(),
  currencies: z
    .array(z.string().regex(/^[A-Z]{3}$/))
    .max(200)
    .optional(),
  enabled: z.boolean().optional(),
});

/** An operator's provider settings, checked: an http(s) launch URL, a secret of 16+ characters, ISO codes. */
export function validProviderSettings(input: ProviderInputSettings): ProviderInputSettings {
  return validateInput(settings, input, 'invalidProvider');
}
