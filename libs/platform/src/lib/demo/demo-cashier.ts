import { currencyDigits } from '@wl/money';

/** The demo PSP's merchant account (apps/payment-provider has the same default). */
export const DEMO_PSP = {
  code: 'DEMOPSP',
  name: 'Demo Pay',
  merchantId: 'demo',
  secret: process.env['DEMO_PSP_SECRET'] ?? 'demo-psp-secret-0123456789abcdef',
};

/** About what one PHP is worth in each demo currency, to give every site limits of the same weight. */
const PER_PHP: Readonly<Record<string, number>> = {
  PHP: 1,
  USD: 0.02,
  MYR: 0.08,
  VND: 450,
  BDT: 2,
  NPR: 2.4,
  CNY: 0.13,
  RUB: 1.6,
  EUR: 0.02,
};

/** A PHP amount in a currency's minor units, rounded to a tidy figure (1, 2 or 5 × a power of ten). */
function tidyMinor(php: number, currency: string): number {
  const major = php * (PER_PHP[currency] ?? 0.02);
  const power = 10 ** Math.floor(Math.log10(major));
  const step = [1, 2, 5, 10].find((s) => major <= s * power * 1.5) ?? 10;
  return Math.round(step * power * 10 ** currencyDigits(currency));
}

export interface DemoMethod {
  code: string;
  name: string;
  kind: 'bank_transfer' | 'ewallet' | 'card';
  minMinor: number;
  maxMinor: number;
  feeFixedMinor: number;
  feeBasisPoints: number;
  deposits: boolean;
  payouts: boolean;
}

/** Bank transfer, e-wallet and card, with limits in the site's currency. */
export function demoMethods(currency: string): DemoMethod[] {
  return [
    {
      code: 'bank',
      name: 'Bank transfer',
      kind: 'bank_transfer',
      minMinor: tidyMinor(100, currency),
      maxMinor: tidyMinor(50_000, currency),
      feeFixedMinor: 0,
      feeBasisPoints: 0,
      deposits: true,
      payouts: true,
    },
    {
      code: 'ewallet',
      name: 'E-wallet',
      kind: 'ewallet',
      minMinor: tidyMinor(50, currency),
      maxMinor: tidyMinor(20_000, currency),
      feeFixedMinor: 0,
      feeBasisPoints: 100,
      deposits: true,
      payouts: true,
    },
    {
      code: 'card',
      name: 'Visa / Mastercard',
      kind: 'card',
      minMinor: tidyMinor(100, currency),
      maxMinor: tidyMinor(30_000, currency),
      feeFixedMinor: tidyMinor(5, currency),
      feeBasisPoints: 250,
      deposits: true,
      payouts: false,
    },
  ];
}

export interface DemoBank {
  code: string;
  name: string;
  accountPattern: string;
  accountFormat: string;
}

const BANKS: Readonly<Record<string, DemoBank[]>> = {
  PHP: [
    { code: 'BDO', name: 'BDO Unibank', accountPattern: '\\d{10,12}', accountFormat: '10 to 12 digits' },
    {
      code: 'BPI',
      name: 'Bank of the Philippine Islands',
      accountPattern: '\\d{10}',
      accountFormat: '10 digits',
    },
    { code: 'MBTC', name: 'Metrobank', accountPattern: '\\d{13}', accountFormat: '13 digits' },
  ],
  VND: [
    { code: 'VCB', name: 'Vietcombank', accountPattern: '\\d{13}', accountFormat: '13 digits' },
    { code: 'TCB', name: 'Techcombank', accountPattern: '\\d{14}', accountFormat: '14 digits' },
  ],
  MYR: [
    { code: 'MBB', name: 'Maybank', accountPattern: '\\d{12}', accountFormat: '12 digits' },
    { code: 'CIMB', name: 'CIMB Bank', accountPattern: '\\d{10}', accountFormat: '10 digits' },
  ],
  BDT: [{ code: 'DBBL', name: 'Dutch-Bangla Bank', accountPattern: '\\d{13}', accountFormat: '13 digits' }],
  NPR: [{ code: 'NABIL', name: 'Nabil Bank', accountPattern: '\\d{14}', accountFormat: '14 digits' }],
};

/** The banks a demo site pays out to: local ones for its currency, else one international bank. */
export function demoBanks(currency: string): DemoBank[] {
  return (
    BANKS[currency] ?? [
      {
        code: 'INTL',
        name: 'International Bank',
        accountPattern: '\\d{8,16}',
        accountFormat: '8 to 16 digits',
      },
    ]
  );
}
