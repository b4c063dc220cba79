import { defineEnum } from './defineEnum';

/** Spec 9: vehicle types. A type is not a state, so every chip is neutral. */
export const vehicleType = defineEnum('vehicleType', [
  { value: 100, key: 'on_foot', en: 'On foot', tr: 'Yaya', color: 'default' },
  { value: 200, key: 'moto', en: 'Motorcycle', tr: 'Motosiklet', color: 'default' },
  { value: 250, key: 'moto_50cc', en: 'Motorcycle (50 cc)', tr: 'Motosiklet (50 cc)', color: 'default' },
  { value: 300, key: 'mitu', en: 'Mitu', tr: 'Mitu', color: 'default' },
  { value: 400, key: 'van', en: 'Van', tr: 'Panelvan', color: 'default' },
  { value: 500, key: 'e_bike', en: 'E-bike', tr: 'Elektrikli bisiklet', color: 'default' },
  { value: 600, key: 'e_moto', en: 'E-motorcycle', tr: 'Elektrikli motosiklet', color: 'default' },
  { value: 700, key: 'car', en: 'Car', tr: 'Otomobil', color: 'default' },
]);
