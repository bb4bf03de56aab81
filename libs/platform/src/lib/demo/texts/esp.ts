import type { DemoTexts } from './demo-texts';

/** Spanish. */
export const esp: DemoTexts = {
  cms: {
    about_us:
      '<h2>Acerca de {site}</h2><p>{site} es un sitio de juegos en línea que ofrece tragamonedas, casino en vivo, apuestas deportivas y juegos arcade de estudios con licencia. Cada juego funciona con un generador de números aleatorios certificado y nuestro equipo de caja procesa cada pago a cualquier hora.</p><p>Nuestro equipo de soporte está disponible las 24 horas del día por chat en vivo y correo electrónico.</p>',
    privacy_policy:
      '<h2>Política de privacidad</h2><p>Solo recopilamos los datos necesarios para gestionar tu cuenta: tu nombre de usuario, número de teléfono, correo electrónico e historial de transacciones. Nunca vendemos tus datos.</p><ul><li>Tu contraseña se guarda cifrada con hash y nuestro personal nunca puede verla.</li><li>Puedes pedir una copia de tus datos o su eliminación en cualquier momento.</li></ul>',
    banking:
      '<h2>Pagos</h2><p>Los depósitos se acreditan al instante una vez confirmados. Los retiros se revisan y se pagan en 24 horas a una cuenta bancaria a tu nombre.</p><ul><li>Los importes mínimos de depósito y retiro se muestran en la página de caja.</li><li>Nunca cobramos comisiones por los depósitos.</li></ul>',
    faqs: '<h2>Preguntas frecuentes</h2><h3>¿Cómo me registro?</h3><p>Pulsa Registrarse, elige un nombre de usuario y una contraseña y confirma tu número de teléfono con el código que te enviamos.</p><h3>¿Cuánto tardan los retiros?</h3><p>La mayoría de los retiros se pagan en una hora; todos, en 24 horas.</p><h3>Olvidé mi contraseña.</h3><p>Usa «¿Olvidaste tu contraseña?»: te enviaremos un código de un solo uso a tu teléfono registrado.</p>',
    responsible_gaming:
      '<h2>Juego responsable</h2><p>El juego debe ser un entretenimiento, nunca una forma de ganar dinero. Fija un presupuesto y un límite de tiempo antes de jugar.</p><ul><li>Debes tener 18 años o más para jugar.</li><li>Fija tus propios límites de depósito y de pérdidas, un límite de tiempo de sesión, un aviso de realidad, una pausa o una autoexclusión con las herramientas de esta página.</li></ul>',
    terms:
      '<h2>Términos y condiciones</h2><p>Al abrir una cuenta en {site} confirmas que tienes al menos 18 años y que juegas por ti mismo. Solo se permite una cuenta por persona.</p><p>Los bonos tienen los requisitos de apuesta indicados en cada promoción. Podemos cerrar las cuentas usadas para fraude o abuso de bonos.</p>',
  },
  slides: [
    { title: 'Bono de bienvenida del 100%', subtitle: 'Duplica tu primer depósito en {site}' },
    {
      title: 'Juegos nuevos cada semana',
      subtitle: 'Descubre los últimos lanzamientos de los mejores estudios',
    },
    {
      title: 'Invita a un amigo',
      subtitle: 'Invita a tus amigos y gana recompensas con cada depósito que hagan',
    },
  ],
  announcements: [
    {
      title: 'Mantenimiento programado',
      content:
        '<p>Algunos juegos no estarán disponibles brevemente el domingo entre las 02:00 y las 04:00 UTC mientras nuestros proveedores actualizan sus servidores.</p>',
    },
    {
      title: 'Retiros más rápidos',
      content:
        '<p>Los retiros a bancos locales ahora se procesan en menos de una hora, todos los días de la semana.</p>',
    },
  ],
  marquee: [
    '¡Bienvenido a {site}! Juega con responsabilidad.',
    'Los retiros se procesan 24/7. Contacta con el chat en vivo si necesitas ayuda.',
  ],
  pageTitles: {
    home: 'Inicio',
    slots: 'Tragamonedas',
    casino: 'Casino en vivo',
    sports: 'Deportes',
    fishing: 'Pesca',
    arcade: 'Arcade',
    crash: 'Crash',
    bingo: 'Bingo',
    freeplay: 'Juego gratis',
    lottery: 'Lotería',
    poker: 'Póker',
    sabong: 'Peleas de gallos',
    'horse-racing': 'Carreras de caballos',
    'hash-game': 'Juegos hash',
    promotions: 'Promociones',
    about: 'Quiénes somos',
    faqs: 'Preguntas frecuentes',
  },
  seoBody: '{title} en línea en {site}: pagos rápidos, promociones diarias y soporte 24/7.',
};
