import { TR_GROUP } from '../../src/domain/countries';
import { defineResource } from '../../src/domain/declaration/entry';
import { fieldGroups } from '../../src/domain/declaration/resource';
import { date, datetime, dayRangeFilters, file, money, number, store, text } from '../../src/domain/declaration/fields';

/** Every figure of a bill is a reading or an amount: none is below 0 (form and gateway alike). */
const reading = (options: { required?: boolean } = {}) => number({ min: 0, max: 1e9, ...options });
const amount = (options: { required?: boolean } = {}) => money({ min: 0, ...options });

const READING = ['warehouseId', 'provider', 'tariff', 'firstReadDate', 'lastReadDate'] as const;
const FIGURES = [
  { name: 'consumption', fields: ['consumptionTotal', 'consumptionDay', 'consumptionPeak', 'consumptionNight', 'contractedPower', 'demand', 'reactive'] },
  { name: 'amounts', fields: ['energyCost', 'taxFund', 'penalty', 'amountPaid'] },
  { name: 'file', fields: ['billFile'] },
] as const;
const form = fieldGroups([{ name: 'reading', fields: READING }, ...FIGURES]);
// the detail: the days beside the read dates
const detail = fieldGroups([{ name: 'reading', fields: [...READING, 'days'] }, ...FIGURES]);

/**
 * Spec 2, Commercial: the electricity bills of the franchise's stores (DOMAIN.md, Bills;
 * docs/commercial.md), TR and the two other countries of its group. A bill is recorded with its
 * file: the form uploads it to a signed upload link (POST /files/upload-url, then a PUT), then
 * saves the bill with the file's key. Once recorded a bill is not edited or deleted: it is the
 * copy of a paper bill already paid (docs/commercial.md says what to do with a wrong one).
 */
export default defineResource({
  name: 'bills',
  group: 'commercial',
  order: 100,
  icon: 'ReceiptLong',
  access: { roles: ['bill_management'], countries: TR_GROUP },
  // The spec names the list and the detail; recording one needs a form of its own.
  routes: { list: '/commercial/bills', show: '/commercial/bills/detail/:id', create: '/commercial/bills/create' },
  fields: {
    warehouseId: store({ required: true, sortable: true }),
    provider: text({ required: true, minLength: 2, maxLength: 80, sortable: true }),
    tariff: text({ maxLength: 80 }),
    firstReadDate: date({ required: true, sortable: true }),
    lastReadDate: date({ required: true, sortable: true, after: 'firstReadDate' }),
    /** From the two read dates (the table's generated column), never typed in. */
    days: number({ readOnly: true, integer: true, sortable: true }),
    consumptionTotal: reading({ required: true }),
    consumptionDay: reading(),
    consumptionPeak: reading(),
    consumptionNight: reading(),
    contractedPower: reading(),
    demand: reading(),
    reactive: reading(),
    energyCost: amount(),
    taxFund: amount(),
    penalty: amount(),
    amountPaid: amount({ required: true }),
    // What a bill comes as: the provider's PDF, or a photo or scan of the paper one.
    billFile: file({ accept: ['pdf', 'png', 'jpeg'], required: true }),
    /** Who recorded it (the user's name then), set by the gateway. */
    createdBy: text({ readOnly: true }),
    createdAt: datetime({ readOnly: true, sortable: true }),
    // the list's read dates: the bills whose period overlaps the days picked
    ...dayRangeFilters(),
  },
  recordRepresentation: 'provider',
  list: {
    columns: ['warehouseId', 'provider', 'firstReadDate', 'lastReadDate', 'days', 'consumptionTotal', 'amountPaid'],
    filters: ['warehouseId', 'periodFrom', 'periodTo'],
    dateRange: { from: 'periodFrom', to: 'periodTo', maxDays: 731 },
    // the provider filter: any part of its name, any case
    search: { labelKey: 'resources.bills.search' },
    sort: { field: 'lastReadDate', order: 'DESC' },
    perPage: 25,
  },
  create: form,
  // who recorded it and when first, without a heading, then the form's groups
  show: { fields: ['createdBy', 'createdAt', ...detail.fields], groups: detail.groups },
  messages: {
    en: {
      name: 'Bills',
      search: 'Provider',
      createLabel: 'Record a bill',
      groups: { reading: 'Reading', consumption: 'Consumption', amounts: 'Amounts', file: 'File' },
      notifications: { created: 'The bill was recorded' },
      fields: {
        warehouseId: 'Store',
        provider: 'Provider',
        tariff: 'Tariff',
        firstReadDate: 'First read date',
        lastReadDate: 'Last read date',
        days: 'Days',
        consumptionTotal: 'Consumption (kWh)',
        consumptionDay: 'Day consumption (kWh)',
        consumptionPeak: 'Peak consumption (kWh)',
        consumptionNight: 'Night consumption (kWh)',
        contractedPower: 'Contracted power (kW)',
        demand: 'Demand (kW)',
        reactive: 'Reactive (kVArh)',
        energyCost: 'Energy cost',
        taxFund: 'Taxes and funds',
        penalty: 'Penalty',
        amountPaid: 'Amount paid',
        billFile: 'Bill file',
        createdBy: 'Recorded by',
        createdAt: 'Recorded',
        periodFrom: 'Read from',
        periodTo: 'Read until',
      },
    },
    tr: {
      name: 'Faturalar',
      search: 'Dağıtım şirketi',
      createLabel: 'Fatura kaydet',
      groups: { reading: 'Okuma', consumption: 'Tüketim', amounts: 'Tutarlar', file: 'Dosya' },
      notifications: { created: 'Fatura kaydedildi' },
      fields: {
        warehouseId: 'Mağaza',
        provider: 'Dağıtım şirketi',
        tariff: 'Tarife',
        firstReadDate: 'İlk okuma tarihi',
        lastReadDate: 'Son okuma tarihi',
        days: 'Gün',
        consumptionTotal: 'Tüketim (kWh)',
        consumptionDay: 'Gündüz tüketimi (kWh)',
        consumptionPeak: 'Puant tüketimi (kWh)',
        consumptionNight: 'Gece tüketimi (kWh)',
        contractedPower: 'Sözleşme gücü (kW)',
        demand: 'Demant (kW)',
        reactive: 'Reaktif (kVArh)',
        energyCost: 'Enerji bedeli',
        taxFund: 'Vergi ve fonlar',
        penalty: 'Ceza',
        amountPaid: 'Ödenen tutar',
        billFile: 'Fatura dosyası',
        createdBy: 'Kaydeden',
        createdAt: 'Kayıt tarihi',
        periodFrom: 'Okuma başlangıcı',
        periodTo: 'Okuma bitişi',
      },
    },
  },
});
