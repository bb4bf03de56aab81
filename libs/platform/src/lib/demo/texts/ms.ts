import type { DemoTexts } from './demo-texts';

/** Malay. */
export const ms: DemoTexts = {
  cms: {
    about_us:
      '<h2>Tentang {site}</h2><p>{site} ialah laman permainan dalam talian yang menawarkan slot, kasino langsung, pertaruhan sukan dan permainan arked daripada studio berlesen. Setiap permainan menggunakan penjana nombor rawak yang diperakui dan pasukan juruwang kami memproses setiap pembayaran sepanjang masa.</p><p>Pasukan sokongan kami sedia membantu 24 jam sehari melalui sembang langsung dan e-mel.</p>',
    privacy_policy:
      '<h2>Dasar privasi</h2><p>Kami hanya mengumpul butiran yang diperlukan untuk mengendalikan akaun anda: nama pengguna, nombor telefon, alamat e-mel dan sejarah transaksi. Kami tidak pernah menjual data anda.</p><ul><li>Kata laluan anda disimpan dalam bentuk cincang dan tidak dapat dilihat oleh kakitangan kami.</li><li>Anda boleh meminta salinan data anda atau pemadamannya pada bila-bila masa.</li></ul>',
    banking:
      '<h2>Perbankan</h2><p>Deposit dikreditkan serta-merta sebaik sahaja disahkan. Pengeluaran disemak dan dibayar dalam masa 24 jam ke akaun bank atas nama anda sendiri.</p><ul><li>Jumlah minimum deposit dan pengeluaran dipaparkan di halaman juruwang.</li><li>Kami tidak pernah mengenakan caj ke atas deposit.</li></ul>',
    faqs: '<h2>Soalan lazim</h2><h3>Bagaimana saya mendaftar?</h3><p>Tekan Daftar, pilih nama pengguna dan kata laluan, kemudian sahkan nombor telefon anda dengan kod yang kami hantar.</p><h3>Berapa lama pengeluaran diproses?</h3><p>Kebanyakan pengeluaran dibayar dalam masa sejam; semuanya dalam masa 24 jam.</p><h3>Saya terlupa kata laluan.</h3><p>Gunakan Lupa kata laluan: kami akan menghantar kod sekali guna ke telefon berdaftar anda.</p>',
    responsible_gaming:
      '<h2>Permainan bertanggungjawab</h2><p>Permainan sepatutnya menjadi hiburan, bukan cara untuk menjana wang. Tetapkan bajet dan had masa sebelum anda bermain.</p><ul><li>Anda mesti berumur 18 tahun ke atas untuk bermain.</li><li>Tetapkan sendiri had deposit dan kerugian, had masa sesi, semakan realiti, rehat atau pengecualian diri dengan alat di halaman ini.</li></ul>',
    terms:
      '<h2>Terma dan syarat</h2><p>Dengan membuka akaun di {site}, anda mengesahkan bahawa anda berumur sekurang-kurangnya 18 tahun dan bermain untuk diri sendiri. Hanya satu akaun dibenarkan bagi setiap orang.</p><p>Bonus tertakluk kepada syarat pertaruhan yang dinyatakan dalam setiap promosi. Kami boleh menutup akaun yang digunakan untuk penipuan atau penyalahgunaan bonus.</p>',
  },
  slides: [
    { title: 'Bonus alu-aluan 100%', subtitle: 'Gandakan deposit pertama anda di {site}' },
    {
      title: 'Permainan baharu setiap minggu',
      subtitle: 'Terokai keluaran terkini daripada studio terkemuka',
    },
    { title: 'Rujuk rakan', subtitle: 'Jemput rakan dan raih ganjaran bagi setiap deposit mereka' },
  ],
  announcements: [
    {
      title: 'Penyelenggaraan berjadual',
      content:
        '<p>Sesetengah permainan tidak dapat dimainkan buat seketika pada hari Ahad antara 02:00 dan 04:00 UTC semasa pembekal kami mengemas kini pelayan mereka.</p>',
    },
    {
      title: 'Pengeluaran lebih pantas',
      content:
        '<p>Pengeluaran ke bank tempatan kini diproses dalam masa sejam, setiap hari dalam seminggu.</p>',
    },
  ],
  marquee: [
    'Selamat datang ke {site}! Bermainlah secara bertanggungjawab.',
    'Pengeluaran diproses 24/7. Hubungi sembang langsung jika anda memerlukan bantuan.',
  ],
  pageTitles: {
    home: 'Utama',
    slots: 'Slot',
    casino: 'Kasino Langsung',
    sports: 'Sukan',
    fishing: 'Memancing',
    arcade: 'Arked',
    crash: 'Crash',
    bingo: 'Bingo',
    freeplay: 'Main Percuma',
    lottery: 'Loteri',
    poker: 'Poker',
    sabong: 'Sabung Ayam',
    'horse-racing': 'Lumba Kuda',
    'hash-game': 'Permainan Hash',
    promotions: 'Promosi',
    about: 'Tentang Kami',
    faqs: 'Soalan Lazim',
  },
  seoBody: 'Main {title} dalam talian di {site}: pembayaran pantas, promosi harian dan sokongan 24/7.',
};
