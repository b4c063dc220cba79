import { candidateFormStatus, gender, staffType } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { bloodGroup, date, datetime, email, enumOf, file, iban, nationalId, personName, phone, reference, store, text } from '../../src/domain/declaration/fields';
import { fieldGroups } from '../../src/domain/declaration/resource';

/**
 * Spec 2, Staff: people applying to work for the franchise (DOMAIN.md, Candidates). The franchise
 * creates a candidate as 0 (draft), sends it (-> 1), fixes it while it is at 0 or 5 (missing
 * information) and resends it, and cancels it (-> 7) at 0, 1, 2 or 5; HQ moves the rest (the demo
 * simulator plays HQ). Every move, the creation included, is a row of the record's one history.
 * Creating one whose national id belongs to an active person or an open candidate of the
 * franchise is refused with a link to that record (gateway/resources/candidates.ts).
 */
const form = fieldGroups([
  { name: 'general', fields: ['warehouseId', 'workerType', 'employmentStartDate'] },
  { name: 'personal', fields: ['name', 'surname', 'nationalId', 'birthDate', 'gender'] },
  { name: 'contact', fields: ['phone', 'email', 'address', 'emergencyContactName', 'emergencyContactPhone'] },
  { name: 'employment', fields: ['iban', 'drivingLicence'] },
  { name: 'health', fields: ['bloodGroup'] },
  { name: 'notes', fields: ['reason'] },
  { name: 'documents', fields: ['documents'] },
]);

/** The statuses the franchise may fix a candidate in: draft and missing information. */
const FIXABLE = [0, 5];
const HIRE_WRITE = { roles: ['person/hire'], permission: 'write' } as const;


export default defineResource({
  name: 'candidates',
  group: 'staff',
  order: 60,
  icon: 'PersonSearch',
  access: { roles: ['person/hire'] },
  routes: { list: '/staff/candidate/list', show: '/staff/candidate/detail/:id', create: '/staff/candidate/create' },
  fields: {
    warehouseId: store({ required: true, sortable: true }),
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
    /** Any of the spec's file types (ID card, licence, diploma...), at most 20. */
    documents: file({ multiple: true }),
    /** Why it was last cancelled or sent back for missing information; written by those moves. */
    statusReason: text({ readOnly: true, multiline: true, maxLength: 500 }),
    /** The person HQ's approval created (gateway/db/candidates.ts, hireCandidate). */
    personId: reference('people', 'name', { readOnly: true }),
    createdAt: datetime({ readOnly: true, sortable: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  actions: {
    send: { from: { status: FIXABLE }, sets: { status: 1 }, access: HIRE_WRITE },
    cancel: {
      from: { status: [0, 1, 2, 5] },
      sets: { status: 7 },
      access: HIRE_WRITE,
      fields: { statusReason: text({ required: true, multiline: true, maxLength: 500 }) },
      writesFields: true,
      confirm: true,
    },
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
  // Fixed only while it is the franchise's to fix; `updatedAt` guards against a stale save.
  edit: { fields: form.fields, when: { status: FIXABLE } },
  // status and creation first, without a heading, then the form's groups; the history (created,
  // sent, HQ's moves...) follows, from the workflow's record history
  show: {
    fields: ['status', 'statusReason', 'personId', 'createdAt', ...form.fields],
    groups: form.groups,
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
        documents: 'Documents',
      },
      fields: {
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
        personId: 'Hired as',
        reason: 'Reason',
        documents: 'Documents',
        statusReason: 'Status reason',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      actions: {
        send: { label: 'Send to HQ', done: 'The candidate was sent to HQ' },
        cancel: { label: 'Cancel the process', done: 'The process was cancelled', confirm: 'Cancel this candidate’s process? HQ will no longer review it.' },
        // history rows that are not the franchise's buttons
        create: { label: 'Created' },
        hq: { label: 'HQ decision' },
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
        documents: 'Belgeler',
      },
      fields: {
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
        personId: 'İşe alınan personel',
        reason: 'Açıklama',
        documents: 'Belgeler',
        statusReason: 'Durum gerekçesi',
        createdAt: 'Oluşturulma',
        updatedAt: 'Güncellenme',
      },
      actions: {
        send: { label: 'Merkeze gönder', done: 'Aday merkeze gönderildi' },
        cancel: { label: 'Süreci iptal et', done: 'Süreç iptal edildi', confirm: 'Bu adayın süreci iptal edilsin mi? Merkez artık incelemeyecek.' },
        create: { label: 'Oluşturuldu' },
        hq: { label: 'Merkez kararı' },
      },
    },
  },
});
