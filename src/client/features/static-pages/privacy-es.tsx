import { phoneForPeople } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { PRIVACY_UPDATED } from './legal-dates';
import { Prose } from './prose';

/** La Política de privacidad en español: el mismo contenido que la versión en inglés. */
export function PrivacyEs() {
  const business = useBusiness();
  return (
    <Prose title="Política de privacidad" updated={PRIVACY_UPDATED}>
      <p>Recopilamos solo lo necesario para organizar su evento, y nunca lo vendemos.</p>
      <h2>Qué recopilamos</h2>
      <ul>
        <li>Su nombre, correo electrónico y número de teléfono.</li>
        <li>
          Los detalles de su evento: fecha, hora, lugar, tipo de evento, número de invitados y peticiones especiales.
        </li>
        <li>Los artistas que eligió y el precio de la reserva.</li>
      </ul>
      <h2>Para qué</h2>
      <p>
        Para confirmar y llevar a cabo su reserva, comunicarnos con usted sobre ella y conservar los registros que exige
        la ley.
      </p>
      <h2>Pagos</h2>
      <p>Los depósitos se pagan por Cash App. Nunca vemos ni guardamos los datos de su tarjeta o su banco.</p>
      <h2>Por cuánto tiempo</h2>
      <p>
        Los registros de reservas se conservan {business.retentionYears} años después del evento. Luego se borran su
        nombre, sus datos de contacto, la dirección del evento y las notas; solo quedan los importes y las fechas que
        necesita nuestra contabilidad. El texto de los mensajes que le enviamos se borra a los 90 días.
      </p>
      <h2>Cookies</h2>
      <p>
        Los visitantes no reciben cookies de seguimiento. Solo guardamos su preferencia de idioma, si la elige, y el
        personal que inicia sesión recibe una cookie de sesión que no se usa para nada más.
      </p>
      <h2>Con quién compartimos</h2>
      <p>
        Solo los artistas que usted reserve ven los detalles del evento que necesitan. No vendemos ni alquilamos datos
        personales a nadie.
      </p>
      <h2>Sus opciones</h2>
      <p>
        Para ver, corregir o eliminar sus datos,{' '}
        {business.email ? (
          <>
            escriba a <a href={`mailto:${business.email}`}>{business.email}</a>.
          </>
        ) : business.phone ? (
          <>
            llame al <a href={`tel:${business.phone}`}>{phoneForPeople(business.phone)}</a>.
          </>
        ) : (
          'responda a cualquier correo que le hayamos enviado sobre su reserva.'
        )}
      </p>
    </Prose>
  );
}
