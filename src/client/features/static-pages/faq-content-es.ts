import { CITY_NAMES } from '../../../shared/cities';
import type { FaqCategory } from './faq-content';

/** Las preguntas frecuentes en español: las mismas categorías y preguntas, en el mismo orden, que FAQ. */
export const FAQ_ES: FaqCategory[] = [
  {
    name: 'Reservas',
    items: [
      {
        question: '¿Necesito una cuenta para reservar?',
        answer:
          'No. No necesita iniciar sesión ni crear una cuenta: elija a sus artistas, cuéntenos sobre el evento, déjenos su nombre, correo electrónico y teléfono, y envíe la solicitud.',
      },
      {
        question: '¿Con cuánta anticipación debo reservar?',
        answer:
          'Le sugerimos reservar con 48 a 72 horas de anticipación para conseguir a los artistas que desea. Las solicitudes para el mismo día son bienvenidas y hacemos todo lo posible por atenderlas.',
      },
      {
        question: '¿Qué pasa después de enviar una solicitud de reserva?',
        answer:
          'Nuestro equipo de reservas revisa cada solicitud y se comunica con usted en un plazo de 24 horas para confirmar los detalles, los artistas y la hora.',
      },
      {
        question: '¿Puedo reservar más de un artista?',
        answer:
          'Sí. Seleccione a todos los artistas que quiera en el primer paso; el estimado suma el precio de cada uno.',
      },
    ],
  },
  {
    name: 'Pagos',
    items: [
      {
        question: '¿Cómo funciona el depósito?',
        answer:
          'Un depósito del 50\u00a0% asegura su reserva. Después de enviarla, la página de confirmación abre Cash App con el monto del depósito; el saldo restante se paga el día del evento.',
      },
      {
        question: '¿Cómo se calcula el precio?',
        answer:
          'Las reservas por hora cuestan la tarifa por hora de cada artista multiplicada por las horas reservadas. Un stripper gram (15 minutos) cuesta el precio de stripper gram de cada artista, que aparece en su tarjeta y su perfil: su propia tarifa de presentación, o $150 si no tiene una. El total mínimo es de $50.',
      },
      {
        question: '¿Cuál es la política de cancelación?',
        answer:
          'La política vigente figura en los Términos del servicio y se muestra antes de reservar; su reserva conserva la política con la que se hizo.',
      },
    ],
  },
  {
    name: 'Pautas para el evento',
    items: [
      {
        question: '¿Qué tipo de eventos cubren?',
        answer:
          'Despedidas de soltero y de soltera, cumpleaños y otras celebraciones privadas en casas, hoteles, yates y locales privados.',
      },
      {
        question: '¿Qué debo preparar antes de que lleguen los artistas?',
        answer:
          'Un espacio despejado para la presentación, un lugar para cambiarse, la música (o díganos sus preferencias) y la dirección exacta, con indicaciones para estacionar o entrar por el portón.',
      },
      {
        question: '¿Puedo pedir un tema o un estilo de música?',
        answer:
          'Sí. Escriba sus preferencias en el campo de peticiones especiales y las seguiremos lo más fielmente posible.',
      },
    ],
  },
  {
    name: 'Zonas de servicio',
    items: [
      {
        question: '¿Dónde trabajan?',
        answer: `En todo el sur de la Florida: ${CITY_NAMES.join(', ')} y las comunidades de los alrededores.`,
      },
      {
        question: '¿Viajan fuera de estas ciudades?',
        answer:
          'Con frecuencia, sí. Indique el lugar en la solicitud y el equipo de reservas le confirmará la disponibilidad y cualquier cargo por traslado.',
      },
      {
        question: '¿Atienden tarde en la noche?',
        answer:
          'Sí, recibimos solicitudes las 24 horas, los 7 días de la semana, y muchos artistas trabajan de noche hasta las 2 a.m.',
      },
    ],
  },
  {
    name: 'Seguridad',
    items: [
      {
        question: '¿Hay un requisito de edad?',
        answer:
          'Sí. Los clientes y todos los invitados deben ser mayores de 18 años. Los artistas pueden pedir ver una identificación.',
      },
      {
        question: '¿Qué conducta se espera de los invitados?',
        answer:
          'El respeto y el consentimiento van primero: nada de tocar salvo que el artista lo acepte, nada de grabar sin permiso, y las decisiones del artista son definitivas.',
      },
      {
        question: '¿Y si un artista no se siente seguro?',
        answer:
          'Los artistas pueden terminar un show en cualquier momento si el ambiente deja de ser seguro; en ese caso, el pago no se devuelve.',
      },
    ],
  },
  {
    name: 'Sus datos',
    items: [
      {
        question: '¿Guardan mis datos?',
        answer:
          'Guardamos los datos de su reserva (nombre, correo electrónico, teléfono, evento) para llevarla a cabo y para nuestros registros, durante los años que indica nuestra Política de privacidad. Nunca los vendemos.',
      },
      {
        question: '¿Cómo cambio o cancelo una reserva?',
        answer:
          'Responda al equipo de reservas, o llámenos o escríbanos con el número de su reserva, y nos encargaremos.',
      },
      {
        question: 'Perdí mi página de confirmación. ¿Qué hago?',
        answer:
          'Comuníquese con nosotros con el correo electrónico con el que reservó y le enviaremos el enlace de nuevo.',
      },
    ],
  },
];
