import { candidateFormStatus, gender, staffType } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { bloodGroup, date, datetime, email, enumOf, iban, nationalId, personName, phone, reference, text } from '../../src/domain/declaration/fields';
import { fieldGroups } from '../../src/domain/declaration/resource';

/**
 * Spec 2, Staff: people applying to work for the franchise (DOMAIN.md, Candidates). The franchise
 * creates a candidate as 0 (draft); sending, fixing and cancelling are workflow moves declared
 * later. Creating one whose national id belongs to an active person or an open candidate of the
 * franchise is refused with a link to that record (gateway/resources/candidates.ts).
 */
const form = fieldGroups([
  { name: 'general', fields: ['warehouseId', 'workerType', 'employmentStartDate'] },
  { name: 'personal', fields: ['name', 'surname', 'nationalId', 'birthDate', 'gender'] },
  { name: 'contact', fields: ['phone', 'email', 'address', 'emergencyContactName', 'emergencyContactPhone'] },
  { name: 'employment', fields: ['iban', 'drivingLicence'] },
  { name: 'health', fields: ['bloodGroup'] },
  { name: 'notes', fields: ['reason'] },
]);


export default defineResource({
  name: 'candidates',
  group: 'staff',
  order: 60,
  icon: () => import('@mui/icons-material/PersonSearch'),
  access: { roles: ['person/hire'] },
  routes: { list: '/staff/candidate/list', show: '/staff/candidate/detail/:id', create: '/staff/candidate/create' },
  fields: {
    warehouseId: reference('warehouses', 'name', { required: true, sortable: true }),
    workerType: enumOf(staffType, { required: true, sortable: true }),
    employmentStartDate: date({ sortable: true }),
    name: personName({ required: true, maxLength: 60, sortable: true }),
    surname: personName({ required: true, maxLength: 60, sortable: true }),
    nationalId: nationalId({ required: true }),
    birthDate: date(),
    gender: enumOf(gender),
    phone: phone({ countryCode: true, required: true }),
    email: email(),
    address: text({ multiline: true, maxLength: 300 }),
    emergencyContactName: personName({ maxLength: 80 }),
    emergencyContactPhone: phone({ countryCode: true }),
    iban: iban({ mask: { unlessPermission: 'update' } }),
    drivingLicence: text({ maxLength: 40 }),
    bloodGroup: bloodGroup(),
    status: enumOf(candidateFormStatus, { readOnly: true, sortable: true }),
    reason: text({ multiline: true, maxLength: 500 }),
    createdAt: datetime({ readOnly: true, sortable: true }),
  },
  recordRepresentation: 'name',
  list: {
    columns: ['name', 'surname', 'nationalId', 'workerType', 'warehouseId', 'status', 'createdAt'],
    filters: ['status', 'workerType', 'warehouseId', 'nationalId'],
    search: { labelKey: 'resources.candidates.search' },
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 25,
  },
  create: form,
  // status and creation first, without a heading, then the form's groups
  show: {
    fields: ['status', 'createdAt', ...form.fields],
    groups: form.groups,
    related: [
      {
        name: 'history',
        resource: 'candidate-history',
        target: 'candidateId',
        fields: {
          changedAt: datetime(),
          fromStatus: enumOf(candidateFormStatus),
          toStatus: enumOf(candidateFormStatus),
          changedByName: text(),
          note: text(),
        },
        columns: ['changedAt', 'fromStatus', 'toStatus', 'changedByName', 'note'],
        sort: { field: 'changedAt', order: 'DESC' },
      },
    ],
  },
  messages: {
    en: {
      name: 'Candidates',
      search: 'Search by name or surname',
      groups: {
        general: 'General',
        personal: 'Personal',
        contact: 'Contact',
        employment: 'Employment',
        health: 'Health',
        notes: 'Notes',
      },
      fields: {
        warehouseId: 'Store',
        workerType: 'Worker type',
        employmentStartDate: 'Start date',
        name: 'Name',
        surname: 'Surname',
        nationalId: 'National ID',
        birthDate: 'Date of birth',
        gender: 'Gender',
        phone: 'Phone',
        email: 'E-mail',
        address: 'Address',
        emergencyContactName: 'Emergency contact',
        emergencyContactPhone: 'Emergency contact phone',
        iban: 'IBAN',
        drivingLicence: 'Driving licence',
        bloodGroup: 'Blood group',
        status: 'Status',
        reason: 'Reason',
        createdAt: 'Created',
      },
      history: {
        title: 'Status history',
        changedAt: 'When',
        fromStatus: 'From',
        toStatus: 'To',
        changedByName: 'By',
        note: 'Note',
      },
    },
    tr: {
      name: 'Adaylar',
      search: 'Ad veya soyada göre ara',
      groups: {
        general: 'Genel',
        personal: 'Kişisel',
        contact: 'İletişim',
        employment: 'İstihdam',
        health: 'Sağlık',
        notes: 'Notlar',
      },
      fields: {
        warehouseId: 'Mağaza',
        workerType: 'Çalışan tipi',
        employmentStartDate: 'Başlangıç tarihi',
        name: 'Ad',
        surname: 'Soyad',
        nationalId: 'T.C. kimlik no',
        birthDate: 'Doğum tarihi',
        gender: 'Cinsiyet',
        phone: 'Telefon',
        email: 'E-posta',
        address: 'Adres',
        emergencyContactName: 'Acil durumda aranacak kişi',
        emergencyContactPhone: 'Acil durum telefonu',
        iban: 'IBAN',
        drivingLicence: 'Sürücü belgesi',
        bloodGroup: 'Kan grubu',
        status: 'Durum',
        reason: 'Açıklama',
        createdAt: 'Oluşturulma',
      },
      history: {
        title: 'Durum geçmişi',
        changedAt: 'Tarih',
        fromStatus: 'Önceki',
        toStatus: 'Sonraki',
        changedByName: 'Yapan',
        note: 'Not',
      },
    },
  },
});
