import type { DemoTexts } from './demo-texts';

export const en: DemoTexts = {
  cms: {
    about_us:
      '<h2>About {site}</h2><p>{site} is an online gaming site offering slots, live casino, sports betting and arcade games from licensed studios. Every game runs on a certified random number generator and our cashier team processes every payout around the clock.</p><p>Our support team is available 24 hours a day by live chat and e-mail.</p>',
    privacy_policy:
      '<h2>Privacy policy</h2><p>We collect only the details needed to run your account: your user name, phone number, e-mail address and transaction history. We never sell your data.</p><ul><li>Your password is stored hashed and is never visible to our staff.</li><li>You may ask for a copy of your data or for its deletion at any time.</li></ul>',
    banking:
      '<h2>Banking</h2><p>Deposits are credited instantly once confirmed. Withdrawals are reviewed and paid within 24 hours to a bank account in your own name.</p><ul><li>Minimum deposit and withdrawal amounts are shown on the cashier page.</li><li>We never charge fees on deposits.</li></ul>',
    faqs: '<h2>Frequently asked questions</h2><h3>How do I register?</h3><p>Tap Register, choose a user name and a password, and confirm your phone number with the code we send you.</p><h3>How long do withdrawals take?</h3><p>Most withdrawals are paid within an hour; all within 24 hours.</p><h3>I forgot my password.</h3><p>Use Forgot password: we send a one-time code to your registered phone.</p>',
    responsible_gaming:
      '<h2>Responsible gaming</h2><p>Gaming should be entertainment, never a way to make money. Set yourself a budget and a time limit before you play.</p><ul><li>You must be 18 or older to play.</li><li>Set your own deposit and loss limits, a session time limit, a reality check, a time-out or a self-exclusion with the tools on this page.</li></ul>',
    terms:
      '<h2>Terms and conditions</h2><p>By opening an account at {site} you confirm that you are at least 18 years old and that you play for yourself. One account per person is allowed.</p><p>Bonuses carry the wagering requirements shown with each promotion. We may close accounts used for fraud or bonus abuse.</p>',
  },
  slides: [
    { title: '100% Welcome Bonus', subtitle: 'Double your first deposit at {site}' },
    { title: 'New games every week', subtitle: 'Discover the latest releases from the top studios' },
    { title: 'Refer a friend', subtitle: 'Invite friends and earn rewards on every deposit they make' },
  ],
  announcements: [
    {
      title: 'Scheduled maintenance',
      content:
        '<p>Some games will be briefly unavailable on Sunday between 02:00 and 04:00 UTC while our providers update their servers.</p>',
    },
    {
      title: 'Faster withdrawals',
      content: '<p>Withdrawals to local banks are now processed within one hour, every day of the week.</p>',
    },
  ],
  marquee: [
    'Welcome to {site}! Play responsibly.',
    'Withdrawals are processed 24/7. Contact live chat if you need help.',
  ],
  pageTitles: {
    home: 'Home',
    slots: 'Slots',
    casino: 'Live Casino',
    sports: 'Sports',
    fishing: 'Fishing',
    arcade: 'Arcade',
    crash: 'Crash',
    bingo: 'Bingo',
    freeplay: 'Free Play',
    lottery: 'Lottery',
    poker: 'Poker',
    sabong: 'Sabong',
    'horse-racing': 'Horse Racing',
    'hash-game': 'Hash Games',
    promotions: 'Promotions',
    about: 'About Us',
    faqs: 'FAQs',
  },
  seoBody: 'Play {title} online at {site}: fast payouts, daily promotions and 24/7 support.',
};
