import type { DemoTexts } from './demo-texts';

/** Filipino. */
export const php: DemoTexts = {
  cms: {
    about_us:
      '<h2>Tungkol sa {site}</h2><p>Ang {site} ay isang online gaming site na nag-aalok ng slots, live casino, pagtaya sa sports at arcade games mula sa mga lisensyadong studio. Bawat laro ay gumagamit ng sertipikadong random number generator at pinoproseso ng aming cashier team ang bawat payout araw at gabi.</p><p>Handang tumulong ang aming support team 24 oras bawat araw sa live chat at e-mail.</p>',
    privacy_policy:
      '<h2>Patakaran sa privacy</h2><p>Kinokolekta lamang namin ang mga detalyeng kailangan para patakbuhin ang iyong account: ang iyong user name, numero ng telepono, e-mail address at kasaysayan ng transaksyon. Hindi namin kailanman ibinebenta ang iyong data.</p><ul><li>Naka-hash ang iyong password at hindi ito nakikita ng aming staff.</li><li>Maaari kang humingi ng kopya ng iyong data o ipabura ito anumang oras.</li></ul>',
    banking:
      '<h2>Banking</h2><p>Agad na naikekredito ang mga deposito kapag nakumpirma. Sinusuri at binabayaran ang mga withdrawal sa loob ng 24 oras sa bank account na nakapangalan sa iyo.</p><ul><li>Makikita sa cashier page ang pinakamababang halaga ng deposito at withdrawal.</li><li>Hindi kami naniningil ng bayad sa mga deposito.</li></ul>',
    faqs: '<h2>Mga madalas itanong</h2><h3>Paano ako magrerehistro?</h3><p>I-tap ang Register, pumili ng user name at password, at kumpirmahin ang iyong numero ng telepono gamit ang code na ipapadala namin.</p><h3>Gaano katagal ang withdrawal?</h3><p>Karamihan sa mga withdrawal ay nababayaran sa loob ng isang oras; lahat ay sa loob ng 24 oras.</p><h3>Nakalimutan ko ang aking password.</h3><p>Gamitin ang Forgot password: magpapadala kami ng one-time code sa iyong nakarehistrong telepono.</p>',
    responsible_gaming:
      '<h2>Responsableng paglalaro</h2><p>Ang paglalaro ay dapat libangan, hindi paraan ng pagkita ng pera. Magtakda ng budget at limitasyon sa oras bago ka maglaro.</p><ul><li>Dapat ay 18 taong gulang ka o higit pa para makapaglaro.</li><li>Magtakda ng sarili mong limitasyon sa deposito at talo, limitasyon sa oras ng session, reality check, time-out o self-exclusion gamit ang mga tool sa pahinang ito.</li></ul>',
    terms:
      '<h2>Mga tuntunin at kundisyon</h2><p>Sa pagbubukas ng account sa {site}, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang at naglalaro para sa iyong sarili. Isang account lamang bawat tao ang pinapayagan.</p><p>May wagering requirement ang mga bonus na nakasaad sa bawat promosyon. Maaari naming isara ang mga account na ginamit sa pandaraya o pang-aabuso sa bonus.</p>',
  },
  slides: [
    { title: '100% Welcome Bonus', subtitle: 'Doblehin ang iyong unang deposito sa {site}' },
    {
      title: 'Mga bagong laro bawat linggo',
      subtitle: 'Tuklasin ang pinakabagong laro mula sa mga nangungunang studio',
    },
    {
      title: 'Mag-refer ng kaibigan',
      subtitle: 'Imbitahan ang mga kaibigan at kumita ng reward sa bawat deposito nila',
    },
  ],
  announcements: [
    {
      title: 'Nakatakdang maintenance',
      content:
        '<p>Pansamantalang hindi magagamit ang ilang laro sa Linggo mula 02:00 hanggang 04:00 UTC habang ina-update ng aming mga provider ang kanilang mga server.</p>',
    },
    {
      title: 'Mas mabilis na withdrawal',
      content:
        '<p>Ang mga withdrawal sa mga lokal na bangko ay pinoproseso na ngayon sa loob ng isang oras, araw-araw.</p>',
    },
  ],
  marquee: [
    'Maligayang pagdating sa {site}! Maglaro nang responsable.',
    'Pinoproseso ang mga withdrawal 24/7. Makipag-ugnayan sa live chat kung kailangan mo ng tulong.',
  ],
  pageTitles: {
    home: 'Home',
    slots: 'Slots',
    casino: 'Live Casino',
    sports: 'Sports',
    fishing: 'Pangingisda',
    arcade: 'Arcade',
    crash: 'Crash',
    bingo: 'Bingo',
    freeplay: 'Libreng Laro',
    lottery: 'Lotto',
    poker: 'Poker',
    sabong: 'Sabong',
    'horse-racing': 'Karera ng Kabayo',
    'hash-game': 'Hash Games',
    promotions: 'Mga Promosyon',
    about: 'Tungkol sa Amin',
    faqs: 'Mga Madalas Itanong',
  },
  seoBody:
    'Maglaro ng {title} online sa {site}: mabilis na payout, araw-araw na promosyon at 24/7 na suporta.',
};
