import { RESPONSE_HOURS } from '../../../shared/business';
import { ContactLinks } from '../../components/layout/contact-links';
import { useBusiness } from '../../lib/business';
import { TERMS_UPDATED } from './legal-dates';
import { Prose } from './prose';

/** Los Términos del servicio en español: el mismo contenido que la versión en inglés. */
export function TermsEs({ policy }: { policy: string | undefined }) {
  const business = useBusiness();
  return (
    <Prose title="Términos del servicio" updated={TERMS_UPDATED}>
      <p>
        Estos términos rigen las solicitudes de reserva hechas a través de {business.name}. Al enviar una solicitud,
        usted los acepta.
      </p>
      <h2>Edad</h2>
      <p>
        Debe tener al menos 18 años para reservar, y todos los invitados presentes en el evento deben ser mayores de 18.
      </p>
      <h2>Reserva y depósito</h2>
      <ul>
        <li>
          Una solicitud se convierte en reserva cuando nuestro equipo la confirma con usted, en un plazo de{' '}
          {RESPONSE_HOURS} horas.
        </li>
        <li>
          Un depósito del 50&nbsp;%, pagado por Cash App, asegura la fecha; el saldo restante se paga en el evento.
        </li>
        <li>
          Los precios que se muestran antes de enviar son estimados; el precio confirmado es el que nuestro equipo
          acuerde con usted.
        </li>
      </ul>
      <h2>Cancelaciones y no presentación</h2>
      <ul>
        <li data-testid="terms-cancellation-policy">
          {policy ??
            'La política de cancelación vigente se muestra en el último paso de la reserva y figura en el correo de su reserva.'}
        </li>
        <li>En caso de no presentación del cliente al evento, se pierde el pago.</li>
        <li>Si nosotros debemos cancelar, recibirá un reembolso total o un artista de reemplazo de su elección.</li>
      </ul>
      <h2>Conducta</h2>
      <p>
        Los artistas son profesionales. Tocar sin consentimiento, grabar sin permiso, el acoso o un ambiente inseguro
        ponen fin a la presentación de inmediato, sin reembolso.
      </p>
      <h2>Responsabilidad</h2>
      <p>
        No somos responsables de pérdidas indirectas ni de daños causados por los invitados. Nuestra responsabilidad se
        limita al monto que usted pagó por la reserva.
      </p>
      <h2>Sus datos</h2>
      <p>
        Conservamos los registros de reservas durante {business.retentionYears} años después del evento, como lo exigen
        nuestras obligaciones contables y legales. Consulte la Política de privacidad.
      </p>
      <h2>Ley aplicable</h2>
      <p>Estos términos se rigen por las leyes del estado de Florida.</p>
      <ContactLinks lead="¿Preguntas sobre estos términos?" className="mt-8" />
    </Prose>
  );
}
