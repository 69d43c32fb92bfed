import type { CITY_NAMES } from './cities';

/** What a city page says in Spanish (issue 17): written for each city, not translated word for word. */
export type CityTextEs = { title: string; metaTitle: string; metaDescription: string; intro: string; whyBook: string };

/** Loaded with the Spanish city pages only (features/cities/routes.tsx). */
export const CITY_TEXT_ES: Record<(typeof CITY_NAMES)[number], CityTextEs> = {
  Miami: {
    title: 'Bailarinas y bailarines exóticos en Miami para despedidas y cumpleaños',
    metaTitle: 'Strippers y bailarinas exóticas en Miami',
    metaDescription:
      'Strippers y bailarinas exóticas en Miami para despedidas de soltero y de soltera y cumpleaños: Brickell, South Beach, Wynwood y más. Las 24 horas.',
    intro:
      'Miami nunca duerme, y su fiesta tampoco. Desde un condominio en Brickell hasta una suite de hotel en South Beach, nuestros artistas de Miami llevan la energía de la vida nocturna de la ciudad a su celebración privada.',
    whyBook:
      'En Miami el público espera un buen show. Nuestros artistas conocen el ritmo de la ciudad, del reguetón y el hip hop al pop más pulido, y llegan a tiempo a condominios, yates en la bahía de Biscayne y villas alquiladas. Usted recibe un profesional de confianza, un precio claro desde el principio y un equipo de reservas que responde en menos de 24 horas.',
  },
  'Fort Lauderdale': {
    title: 'Strippers y bailarinas exóticas en Fort Lauderdale para fiestas privadas',
    metaTitle: 'Strippers y bailarinas exóticas en Fort Lauderdale',
    metaDescription:
      'Strippers y bailarinas exóticas para despedidas, cumpleaños y fiestas en bote en Fort Lauderdale: Las Olas, la playa, Victoria Park. Reserve las 24 horas.',
    intro:
      'En Fort Lauderdale las fiestas se celebran tanto en el agua como en tierra. Ya sea en una terraza de Las Olas, en una casa junto al canal o en un bote alquilado, nuestros artistas hacen de su noche algo especial.',
    whyBook:
      'La Venecia de América tiene su propia logística: muelles, marinas con acceso controlado y condominios frente al mar. Nuestros artistas de Fort Lauderdale conocen todo eso y se ajustan a su horario, para que el momento del homenajeado llegue exactamente cuando usted quiere.',
  },
  'West Palm Beach': {
    title: 'Bailarines exóticos y artistas para fiestas en West Palm Beach',
    metaTitle: 'Strippers y bailarinas exóticas en West Palm Beach',
    metaDescription:
      'Artistas para despedidas de soltero y de soltera y cumpleaños en West Palm Beach, de CityPlace a Northwood. Profesionales y discretos.',
    intro:
      'West Palm Beach combina el ambiente del centro con la calma frente al agua. Nuestros artistas llevan un show elegante y discreto a su evento privado, desde apartamentos en Clematis Street hasta casas junto al Intracoastal.',
    whyBook:
      'Las celebraciones en el condado de Palm Beach suelen ser exclusivas y privadas. Nuestros artistas están a la altura: llegan con elegancia, traen rutinas bien ensayadas y respetan su casa y a sus invitados, con un equipo de reservas que confirma cada detalle en un día.',
  },
  'Boca Raton': {
    title: 'Strippers y bailarinas exóticas en Boca Raton para celebraciones exclusivas',
    metaTitle: 'Strippers y bailarinas exóticas en Boca Raton',
    metaDescription:
      'Strippers y bailarinas exóticas de primer nivel en Boca Raton para casas, clubes campestres y suites de hotel. Despedidas y cumpleaños, reservas las 24 horas.',
    intro:
      'Las celebraciones en Boca Raton son famosas por su estilo. Nuestros artistas llevan un show refinado y lleno de energía a casas particulares, comunidades cerradas y suites de hotel en toda Boca.',
    whyBook:
      'Las entradas con portón, las reglas de la asociación de vecinos y las calles tranquilas piden profesionales que sepan llegar con discreción y presentarse con clase. Eso hacen nuestros artistas en Boca, y su depósito del 50\u00a0% reserva la fecha mientras el equipo confirma todo con usted.',
  },
  Hollywood: {
    title: 'Strippers y bailarinas exóticas en Hollywood, FL, para despedidas y cumpleaños',
    metaTitle: 'Strippers y bailarinas exóticas en Hollywood, FL | Fiestas',
    metaDescription:
      'Strippers y bailarinas exóticas en Hollywood, Florida: hoteles del Broadwalk, Young Circle y Hollywood Lakes. Despedidas de soltero y de soltera y cumpleaños.',
    intro:
      'Hollywood, Florida, queda justo entre Miami y Fort Lauderdale, y el Broadwalk es el corazón de su vida nocturna. Nuestros artistas convierten una habitación de hotel o una casa de playa en el mejor lugar de la fiesta.',
    whyBook:
      'Los hoteles frente al mar y las casas de alquiler se llenan de grupos cada fin de semana. Nuestros artistas en Hollywood manejan las reglas de registro de los hoteles y los horarios ajustados, y mantienen el show divertido y amistoso para todo el grupo.',
  },
  'Pompano Beach': {
    title: 'Bailarines exóticos y artistas para eventos privados en Pompano Beach',
    metaTitle: 'Strippers y bailarinas exóticas en Pompano Beach',
    metaDescription:
      'Strippers y bailarinas exóticas en Pompano Beach para despedidas, cumpleaños y fines de semana en casas de playa. Profesionales, puntuales, las 24 horas.',
    intro:
      'Los fines de semana en Pompano Beach son de casas de playa y atardeceres en el muelle. Sume un artista y su celebración será la que el grupo recuerde por años.',
    whyBook:
      'Las casas de alquiler cerca del muelle y a lo largo del Intracoastal son la base perfecta para una fiesta. Nuestros artistas en Pompano traen su propia música si la necesita, se adaptan a su espacio y mantienen un ambiente relajado y respetuoso.',
  },
  'Delray Beach': {
    title: 'Strippers y bailarinas exóticas en Delray Beach para despedidas de soltera y cumpleaños',
    metaTitle: 'Strippers y bailarinas exóticas en Delray Beach | Fiestas',
    metaDescription:
      'Strippers y bailarinas exóticas en Delray Beach para despedidas de soltera y de soltero y cumpleaños, a pasos de Atlantic Avenue. Discretos, divertidos, 24/7.',
    intro:
      'Atlantic Avenue hace de Delray Beach uno de los lugares favoritos para las despedidas de soltera. Empiece la noche en su alquiler con un show privado y luego salga con la futura novia radiante.',
    whyBook:
      'A los grupos de Delray les encanta un show juguetón y personal. Nuestros artistas adaptan la música y el estilo al homenajeado, ajustan su llegada a la reserva de la cena y mantienen la elegancia de principio a fin.',
  },
  Hialeah: {
    title: 'Strippers y bailarinas exóticas en Hialeah para cumpleaños y despedidas de soltero',
    metaTitle: 'Strippers y bailarinas exóticas en Hialeah',
    metaDescription:
      'Artistas con sabor latino en Hialeah para cumpleaños y despedidas de soltero y de soltera. Salsa, reguetón y más. Reserve en línea las 24 horas.',
    intro:
      'Hialeah sabe hacer fiestas, con celebraciones en familia y música que no para. Nuestros artistas, que se sienten en casa en español, traen la energía de la salsa, el reguetón y el pop latino a su evento.',
    whyBook:
      'En Hialeah la música importa. Nuestros artistas adaptan la lista de canciones a su gente, de la salsa clásica al último reguetón, y saben cómo hacer que un grupo grande se sienta en un show privado.',
  },
  'Coral Gables': {
    title: 'Strippers y bailarinas exóticas en Coral Gables para eventos privados elegantes',
    metaTitle: 'Strippers y bailarinas exóticas en Coral Gables',
    metaDescription:
      'Bailarines exóticos elegantes en Coral Gables para casas particulares y hoteles boutique. Despedidas y cumpleaños, con discreción y profesionalismo.',
    intro:
      'Coral Gables, la Ciudad Hermosa, pide un show con distinción. Nuestros artistas llevan elegancia y diversión a casas de estilo mediterráneo, hoteles boutique y salones privados cerca de Miracle Mile.',
    whyBook:
      'Las celebraciones en Coral Gables son íntimas y refinadas. Nuestros artistas llegan con discreción, respetan su casa y a sus vecinos, y preparan la presentación en torno al homenajeado, con precios que usted ve antes de enviar la solicitud.',
  },
  Doral: {
    title: 'Strippers y bailarinas exóticas en Doral para despedidas de soltero y eventos en resorts',
    metaTitle: 'Strippers y bailarinas exóticas en Doral',
    metaDescription:
      'Reserve strippers y bailarinas exóticas en Doral para despedidas de soltero, cumpleaños y fines de semana de golf cerca de CityPlace Doral. Profesionales, 24/7.',
    intro:
      'Doral tiene resorts de golf, casas nuevas y una animada escena gastronómica. Nuestros artistas convierten un fin de semana de golf o un cumpleaños en casa en una noche para recordar.',
    whyBook:
      'Los grupos en Doral suelen hospedarse en resorts junto a los campos de golf o en alquileres cerca de CityPlace. Nuestros artistas conocen la zona, respetan las reglas de cada resort y traen un show seguro que entretiene a todo el grupo.',
  },
};
