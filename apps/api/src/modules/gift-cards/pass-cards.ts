import type { Db } from '../../db/client.ts';
import type { giftCardProducts } from '../../db/schema/index.ts';
import { renderDemoPhoto } from '../../db/seed/demo-photos.ts';
import type { SceneKind } from '../../db/seed/demo-types.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { addSpanishIfMissing, insertProductIfMissing, renameIfUnchanged } from './gift-cards.repository.ts';

type ProductValues = typeof giftCardProducts.$inferInsert;

const PASS_FEATURES = [
  'Pay at any BelizePass merchant: tours, restaurants, hotels and spas',
  'Never expires',
  'Spend it in parts: what is left stays on the card',
  'Delivered by email with your personal message',
];

const PASS_FEATURES_ES = [
  'Paga en cualquier comercio de BelizePass: tours, restaurantes, hoteles y spas',
  'No vence nunca',
  'Úsala por partes: lo que sobra queda en la tarjeta',
  'Se entrega por correo con tu mensaje personal',
];

/** What every pass card says in Spanish besides its own words (decision 029). */
const PASS_SPANISH = {
  locationEs: 'Todo Belice',
  validityPeriodEs: 'No vence nunca',
  featuresEs: PASS_FEATURES_ES,
};

/** Where a product's illustration lives under /uploads (drawn from a scene of the demo artwork). */
export const giftCardImageName = (id: string) => `gift-card-${id}`;
export const giftCardImageUrl = (id: string) => `/uploads/demo/${giftCardImageName(id)}.webp`;

/**
 * The BelizePass pass cards of spec section 9. They belong to the platform, not to a merchant, so
 * every database has them (merchant cards come with their merchants).
 */
export const PASS_CARDS: (ProductValues & { scene: SceneKind; variant: number })[] = [
  {
    id: 'bp-25',
    type: 'belizepass',
    title: 'BelizePass Gift Card',
    ...PASS_SPANISH,
    titleEs: 'Tarjeta de regalo BelizePass',
    descriptionEs:
      'Un gusto de Belice: fry jacks con un jugo natural, una ruta de tacos o una bebida al atardecer en el muelle.',
    longDescriptionEs:
      'La tarjeta BelizePass de US$25 es el agradecimiento fácil. Paga en todos los comercios de BelizePass, desde una parada de snorkel en Caye Caulker hasta una ruta de tacos en Orange Walk, y no vence nunca. Usa una parte hoy y guarda el resto para el próximo viaje: el saldo queda en la tarjeta hasta que se gaste.',
    description:
      'A taste of Belize: fry jacks and a fresh juice, a taco trail or a sunset drink on the dock.',
    longDescription:
      'The BelizePass $25 card is the easy thank-you. It pays at every merchant on BelizePass, from a Caye Caulker snorkel stop to an Orange Walk taco trail, and it never expires. Use part of it today and keep the rest for the next trip: the balance stays on the card until it is spent.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-25'),
    priceCents: 2500,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#0e7490',
    textColor: '#ffffff',
    features: PASS_FEATURES,
    categoryType: 'all',
    highlight: false,
    displayOrder: 1,
    scene: 'beach',
    variant: 0,
  },
  {
    id: 'bp-50',
    type: 'belizepass',
    title: 'BelizePass Gift Card',
    ...PASS_SPANISH,
    titleEs: 'Tarjeta de regalo BelizePass',
    descriptionEs:
      'Medio día en el arrecife o una cena de mariscos para dos, adondequiera que viajen en Belice.',
    longDescriptionEs:
      'US$50 de Belice para quien todavía no ha decidido: snorkel en Hol Chan, una mañana de tubing en cuevas, una hora de spa en Placencia o una cena en la playa en San Pedro. La tarjeta BelizePass paga en cualquier comercio de BelizePass, no vence nunca y guarda el saldo para después.',
    description: 'Half a day on the reef or a seafood dinner for two, wherever they travel in Belize.',
    longDescription:
      '$50 of Belize for someone who has not decided yet: a Hol Chan snorkel, a cave-tubing morning, a spa hour in Placencia or dinner on the beach in San Pedro. The BelizePass card pays at any BelizePass merchant, never expires, and keeps any balance for later.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-50'),
    priceCents: 5000,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#047857',
    textColor: '#ffffff',
    features: PASS_FEATURES,
    categoryType: 'all',
    highlight: false,
    displayOrder: 2,
    scene: 'reef',
    variant: 1,
  },
  {
    id: 'bp-100',
    type: 'belizepass',
    title: 'BelizePass Gift Card',
    ...PASS_SPANISH,
    titleEs: 'Tarjeta de regalo BelizePass',
    descriptionEs: 'Un día completo: la cueva ATM, Lamanai por el río o el Gran Agujero Azul desde el aire.',
    longDescriptionEs:
      'La tarjeta BelizePass de US$100 cubre una aventura de día completo para una persona, o dos paseos de medio día, con cualquier operador con licencia o comercio de BelizePass. No vence nunca y se puede usar por partes, así que no se pierde nada si el paseo cuesta un poco menos.',
    description: 'A full day out: the ATM cave, Lamanai by river or the Great Blue Hole from the air.',
    longDescription:
      'The $100 BelizePass card covers a full-day adventure for one, or two half-day trips, with any licensed operator or merchant on BelizePass. It never expires and can be spent in parts, so nothing is lost if the trip costs a little less.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-100'),
    priceCents: 10_000,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#1e3a8a',
    textColor: '#ffffff',
    features: PASS_FEATURES,
    categoryType: 'all',
    highlight: false,
    displayOrder: 3,
    scene: 'blue-hole',
    variant: 0,
  },
  {
    id: 'bp-1',
    type: 'belizepass',
    title: 'BelizePass Gift Card',
    ...PASS_SPANISH,
    titleEs: 'Tarjeta de regalo BelizePass',
    descriptionEs:
      'Elige cualquier monto de US$50 a US$1000 para una luna de miel, un viaje en familia o una semana entera de tours.',
    longDescriptionEs:
      'Elige el monto que va con el viaje, de US$50 a US$1000. La tarjeta general de BelizePass paga en cualquier comercio de BelizePass de las cinco regiones, de los cayos al Distrito de Cayo, no vence nunca y guarda su saldo hasta que se gaste: el regalo más flexible para un viaje a Belice.',
    featuresEs: [...PASS_FEATURES_ES, 'Elige cualquier monto de US$50 a US$1000'],
    description:
      'Choose any amount from $50 to $1,000 for a honeymoon, a family trip or a whole week of tours.',
    longDescription:
      'Pick the amount that fits the trip, from $50 to $1,000. The general BelizePass card pays at any BelizePass merchant in all five regions, from the cayes to the Cayo District, never expires and keeps its balance until it is spent: the most flexible gift for a trip to Belize.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-1'),
    minAmountCents: 5000,
    maxAmountCents: 100_000,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#b45309',
    textColor: '#ffffff',
    features: [...PASS_FEATURES, 'Choose any amount from $50 to $1,000'],
    categoryType: 'all',
    highlight: true,
    displayOrder: 0,
    scene: 'sunset-sea',
    variant: 2,
  },
];

/**
 * Adds the pass cards a database lacks (an admin's later changes are kept) and, when asked, draws
 * their illustrations into the image storage once.
 */
export async function ensurePassCards(db: Db, options: { storage?: ImageStorage; draw: boolean }) {
  for (const { scene: _scene, variant: _variant, ...card } of PASS_CARDS) {
    await insertProductIfMissing(db, card);
    // A fixed-price card is named with its amount formatted from its price, in the reader's currency.
    const amount = card.priceCents ? `${card.priceCents / 100}` : null;
    if (amount) {
      await renameIfUnchanged(
        db,
        card.id,
        { title: `BelizePass Gift Card $${amount}`, titleEs: `Tarjeta de regalo BelizePass de US$${amount}` },
        { title: card.title, titleEs: card.titleEs ?? card.title },
      );
    }
    // A database made before the cards had Spanish gets it, unless someone wrote their own.
    await addSpanishIfMissing(db, card.id, {
      titleEs: card.titleEs,
      descriptionEs: card.descriptionEs,
      longDescriptionEs: card.longDescriptionEs,
      locationEs: card.locationEs,
      validityPeriodEs: card.validityPeriodEs,
      featuresEs: card.featuresEs,
    });
  }
  if (!options.draw || !options.storage) return;
  for (const card of PASS_CARDS) {
    await renderDemoPhoto(options.storage, giftCardImageName(card.id), card.scene, card.variant);
  }
}
