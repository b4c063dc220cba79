// The demo customers of orders: names, mobile numbers and street addresses by country. Orders
// carry them; replies show them only to users with the order_customer_info role.
import { GB_FIRST_NAMES, GB_LAST_NAMES, mobileNumber, TR_FIRST_NAMES, TR_LAST_NAMES, type Rng } from './people';

const ISTANBUL_STREETS = [
  'Bağdat Caddesi', 'Moda Caddesi', 'Bahariye Caddesi', 'Halitağa Caddesi', 'Söğütlüçeşme Caddesi',
  'Barbaros Bulvarı', 'Nispetiye Caddesi', 'Halaskargazi Caddesi', 'Rumeli Caddesi', 'Abdi İpekçi Caddesi',
  'İstiklal Caddesi', 'Cumhuriyet Caddesi', 'Atatürk Caddesi', 'Fahrettin Kerim Gökay Caddesi', 'Alemdağ Caddesi',
] as const;
const LONDON_STREETS = [
  'Camden High Street', 'Upper Street', 'Mare Street', 'Borough High Street', 'Brixton Road',
  'Victoria Street', 'Essex Road', 'Kentish Town Road', 'Old Kent Road', 'Clapham Road',
  'Holloway Road', 'Kingsland Road', 'Tooley Street', 'Kennington Lane', 'Marylebone High Street',
] as const;
const LONDON_POSTCODES = ['NW1', 'N1', 'E8', 'SE1', 'SW9', 'SW1', 'N7', 'E2', 'SE11', 'W1'] as const;

export interface Customer {
  name: string;
  phone: string;
  address: string;
}

export function randomCustomer(rng: Rng, country: 'TR' | 'GB'): Customer {
  if (country === 'TR') {
    return {
      name: `${rng.pick(TR_FIRST_NAMES)} ${rng.pick(TR_LAST_NAMES)}`,
      phone: mobileNumber(rng, 'TR'),
      address: `${rng.pick(ISTANBUL_STREETS)} No: ${rng.int(1, 240)} D: ${rng.int(1, 24)}, İstanbul`,
    };
  }
  return {
    name: `${rng.pick(GB_FIRST_NAMES)} ${rng.pick(GB_LAST_NAMES)}`,
    phone: mobileNumber(rng, 'GB'),
    address: `Flat ${rng.int(1, 60)}, ${rng.int(1, 400)} ${rng.pick(LONDON_STREETS)}, London ${rng.pick(LONDON_POSTCODES)}`,
  };
}

/** Degrees of latitude per kilometre, and of longitude at `latitude`. */
export const KM_LAT = 1 / 111.32;
export const kmLon = (latitude: number) => 1 / (111.32 * Math.cos((latitude * Math.PI) / 180));

/**
 * An offset from a store to a delivery address, 0.4 to 2.5 km away in any direction, in degrees
 * (latitude, longitude) at `latitude`.
 */
export function deliveryOffset(rng: { between(min: number, max: number): number }, latitude: number): [number, number] {
  const km = rng.between(0.4, 2.5);
  const angle = rng.between(0, 2 * Math.PI);
  return [km * Math.sin(angle) * KM_LAT, km * Math.cos(angle) * kmLon(latitude)];
}
