import type { GuideTexts } from '../guides';

/** Las guías en español. */
export const guides: GuideTexts = {
  'getting-started': [
    {
      heading: 'Iniciar sesión',
      steps: [
        'Abra oxilio e introduzca su correo electrónico y su contraseña.',
        'Marque «Recordarme» solo en su propio dispositivo.',
        '¿Ha olvidado su contraseña? Pulse «¿Ha olvidado su contraseña?»: le enviaremos por correo un enlace para elegir una nueva.',
      ],
    },
    {
      heading: 'Mi día',
      paragraphs: [
        'La página «Mi día» muestra sus resultados de ayer (pasos, tiempo de pie, distancia…) junto a sus objetivos y, después, los objetivos de hoy.',
        'Estas cifras proceden de su oxilio: llévelo cada día para que estén al día. Llegan al día siguiente.',
      ],
    },
    {
      heading: 'Las estrellas y los rangos',
      paragraphs: [
        'Cada objetivo alcanzado en el día le da una estrella. También cada sesión de autorrehabilitación terminada, hasta tres al día.',
        'Las estrellas se suman y le hacen subir de rango. Su perfil muestra su rango y lo que le falta para el siguiente.',
      ],
    },
    {
      heading: 'Mi evolución',
      paragraphs: [
        'En «Evolución», los gráficos muestran su progreso día a día, por semana o por mes. Cada gráfico también puede leerse como una tabla.',
      ],
    },
    {
      heading: '¿Necesita ayuda?',
      tips: [
        'Su terapeuta de rehabilitación fija sus objetivos: coménteselo si uno le resulta demasiado fácil o demasiado difícil.',
        '¿Algún problema con su oxilio? Diríjase a su centro.',
        'Los textos y los botones son grandes, y puede ampliar aún más la página con las teclas Ctrl y +.',
      ],
    },
  ],
  'self-rehabilitation': [
    {
      heading: 'Antes de empezar',
      steps: [
        'Colóquese en un espacio despejado, con un apoyo estable al alcance de la mano (una mesa, un reposabrazos).',
        'Prepare el material indicado para la sesión, por ejemplo una mesa o un vaso.',
        'Tenga agua y su teléfono cerca.',
      ],
    },
    {
      heading: 'Iniciar la sesión',
      steps: [
        'Abra «Autorrehabilitación»: aparece la sesión del día, con sus ejercicios, el material y su duración estimada.',
        'Inicie la sesión con el botón previsto para ello.',
        'En cada ejercicio, siga las indicaciones y la cuenta atrás de cada serie. Entre series hay un tiempo de descanso.',
      ],
    },
    {
      heading: 'Durante la sesión',
      tips: [
        'Puede hacer una pausa y reanudar en cualquier momento.',
        '¿Hoy no puede hacer un ejercicio? Sáltelo: está previsto.',
        'Los ejercicios terminados se guardan sobre la marcha, aunque se corte la conexión.',
        'Si lo desea, escuche un programa sonoro (ritmo de marcha, respiración) desde «Actividades adaptadas».',
      ],
    },
    {
      heading: 'Al terminar',
      paragraphs: [
        'Indique el esfuerzo percibido, de 1 (extremadamente fácil) a 10 (esfuerzo máximo), y después su dolor y la dificultad de la sesión. Su terapeuta lo utiliza para adaptar su programa.',
        'Una sesión ya hecha puede volver a iniciarse el mismo día.',
      ],
    },
    {
      heading: 'Su seguridad, lo primero',
      warning: true,
      tips: [
        'Deténgase si siente un dolor intenso, mareo, una falta de aire inusual o dolor en el pecho, y avise a un profesional sanitario.',
        'En caso de urgencia, llame al 112.',
        'Haga de pie solo los ejercicios previstos de pie, siempre con el oxilio o un apoyo estable.',
      ],
    },
  ],
  'account-and-privacy': [
    {
      heading: 'Modificar mis datos',
      steps: [
        'Abra «Perfil» y después la pestaña «Cuenta».',
        'Pulse «Modificar mis datos», corrija lo necesario y pulse «Guardar».',
        'Si un campo no está bien rellenado, un mensaje justo debajo le explica qué corregir.',
      ],
      tips: [
        'Su correo electrónico sirve para iniciar sesión: para cambiarlo, diríjase a su centro.',
      ],
    },
    {
      heading: 'Cambiar mi contraseña',
      steps: [
        'En «Cuenta», pulse «Recibir el enlace por correo».',
        'Abra el correo recibido y siga el enlace: solo es válido durante poco tiempo.',
        'Elija una contraseña de al menos 8 caracteres que no utilice en ningún otro sitio.',
      ],
    },
    {
      heading: 'Cambiar el idioma',
      paragraphs: [
        'Elija el idioma en «Idioma de la aplicación». Se guarda en su cuenta y le acompaña en todos sus dispositivos.',
      ],
    },
    {
      heading: '¿Quién ve mis datos?',
      paragraphs: [
        'Solo los profesionales que le atienden, su terapeuta de rehabilitación y la dirección de su centro, pueden ver sus datos. Nunca otros pacientes.',
        'El apartado «Quién ha consultado mis datos» indica quién los ha consultado o modificado, qué y cuándo.',
      ],
    },
    {
      heading: 'Cerrar sesión',
      paragraphs: ['En un dispositivo compartido, pulse «Cerrar sesión» al terminar.'],
    },
  ],
};
