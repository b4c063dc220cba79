import { courierStatus, orderStatus, pickerStatus, staffType, terminationReason, workType } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { bloodGroup, boolean, date, datetime, email, enumOf, iban, personName, phone, store, text } from '../../src/domain/declaration/fields';
import { shortOrderId } from '../../src/domain/orders';

/** Staff types that are couriers (spec 9: 1 payroll courier, 3-7 courier variants). */
const COURIER_TYPES = staffType.values.filter((value) => value !== 2);
const ACTIVE = { isActive: [true] } as const;

/**
 * Spec 2, Staff: every person of the franchise (couriers, pickers, store assistants). The IBAN
 * reaches only a caller whose person role may update people; everyone else gets its last 4
 * digits. Nothing is edited in place: the declared actions deactivate a person, move a courier or
 * picker to another store (a picker through the spec's PUT /picker/{pickerId}/change-warehouse)
 * and ask HQ for an information edit (an information-edit request; the person stays as is).
 */
export default defineResource({
  name: 'people',
  group: 'staff',
  order: 30,
  icon: 'Badge',
  access: { roles: ['person'] },
  routes: { list: '/staff/list', show: '/staff/detail/:id' },
  cacheLifetime: 'long',
  fields: {
    name: personName({ required: true, maxLength: 80, sortable: true }),
    nationalId: text({ maxLength: 20, sortable: true }),
    staffType: enumOf(staffType, { required: true, sortable: true }),
    workType: enumOf(workType, { required: true, sortable: true }),
    warehouseId: store({ required: true, sortable: true }),
    workPhone: phone(),
    personalPhone: phone(),
    email: email(),
    isActive: boolean({ sortable: true }),
    birthDate: date(),
    bloodGroup: bloodGroup(),
    employmentStartDate: date({ sortable: true }),
    iban: iban({ mask: { unlessPermission: 'update' } }),
    homeAddress: text({ multiline: true, maxLength: 300 }),
    emergencyContactName: text({ maxLength: 80 }),
    emergencyContactRelation: text({ maxLength: 40 }),
    emergencyContactPhone: phone(),
    /** A picker keeps its pickers row's id; set by the gateway, never edited. */
    isPicker: boolean({ readOnly: true }),
    // The person's live status (spec 4): a courier's from its couriers row, a picker's from its
    // pickers row (same id), read with the list; a store assistant who does not pick has neither.
    courierStatus: enumOf(courierStatus, { readOnly: true }),
    pickerStatus: enumOf(pickerStatus, { readOnly: true }),
    terminationReason: enumOf(terminationReason),
    terminationDate: date(),
    terminationNote: text({ multiline: true, maxLength: 500 }),
  },
  actions: {
    changeStore: {
      from: [
        { ...ACTIVE, staffType: COURIER_TYPES },
        { ...ACTIVE, isPicker: [true] },
      ],
      access: { roles: ['person'], permission: 'changeWarehouse' },
      fields: { warehouseId: store({ required: true }) },
      writesFields: true,
      via: { when: { isPicker: [true] }, call: 'pickerChangeWarehouse' },
    },
    deactivate: {
      from: ACTIVE,
      sets: { isActive: false },
      access: { roles: ['person'], permission: 'deactivatePerson' },
      fields: {
        terminationReason: enumOf(terminationReason, { required: true }),
        terminationDate: { ...date({ required: true }), notInFuture: true },
        terminationNote: { ...text({ multiline: true, maxLength: 500 }), requiredWhen: { terminationReason: [9] } },
      },
      writesFields: true,
      confirm: true,
      bulk: true,
    },
    askInformationEdit: {
      from: ACTIVE,
      access: { roles: ['person'], permission: 'write' },
      // What HQ would change; the person is not edited (gateway: one request per field given).
      fields: {
        personalPhone: phone(),
        homeAddress: text({ multiline: true, maxLength: 300 }),
        emergencyContactName: text({ maxLength: 80 }),
        emergencyContactRelation: text({ maxLength: 40 }),
        emergencyContactPhone: phone(),
      },
      atLeastOne: true,
    },
  },
  recordRepresentation: 'name',
  list: {
    columns: ['name', 'staffType', 'workType', 'warehouseId', 'workPhone', 'courierStatus', 'pickerStatus', 'isActive', 'employmentStartDate'],
    // the name filter finds the names containing what was typed; the search adds the phone
    filters: ['name', 'nationalId', 'staffType', 'workType', 'warehouseId', 'isActive'],
    search: { labelKey: 'resources.people.search' },
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
  },
  show: {
    fields: [
      'name',
      'nationalId',
      'birthDate',
      'bloodGroup',
      'workPhone',
      'personalPhone',
      'email',
      'homeAddress',
      'staffType',
      'workType',
      'warehouseId',
      'employmentStartDate',
      'isActive',
      'courierStatus',
      'pickerStatus',
      'terminationReason',
      'terminationDate',
      'terminationNote',
      'iban',
      'emergencyContactName',
      'emergencyContactRelation',
      'emergencyContactPhone',
    ],
    // What waits on the person across the panel: one line per kind (DTS records join
    // here once their screen exists).
    waiting: [
      { name: 'informationEditRequests', resource: 'information-edit-requests', target: 'personId', filter: { status: 1 } },
      // leave waiting on the franchise: pending (100) or pending for document (400)
      { name: 'leaves', resource: 'leaves', target: 'personId', filter: { status: [100, 400] } },
    ],
    related: [
      {
        name: 'trainings',
        resource: 'person-trainings',
        target: 'personId',
        fields: { name: text(), completedOn: date(), validUntil: date({ expiry: true }) },
        columns: ['name', 'completedOn', 'validUntil'],
        sort: { field: 'completedOn', order: 'DESC' },
      },
      {
        // A courier's orders carried or a picker's orders picked (the person keeps its couriers /
        // pickers row's id), the latest 20, each linking to the order's detail.
        name: 'orders',
        resource: 'person-orders',
        target: 'personId',
        fields: { status: enumOf(orderStatus), warehouseId: store(), createdAt: datetime() },
        columns: ['status', 'warehouseId', 'createdAt'],
        sort: { field: 'createdAt', order: 'DESC' },
        perPage: 20,
        link: { path: '/order/detail/:id', text: shortOrderId },
      },
    ],
  },
  messages: {
    en: {
      name: 'Staff',
      search: 'Search by name or phone',
      fields: {
        name: 'Name',
        nationalId: 'National ID',
        staffType: 'Staff type',
        workType: 'Work type',
        workPhone: 'Work phone',
        personalPhone: 'Personal phone',
        email: 'E-mail',
        isActive: 'Active',
        birthDate: 'Date of birth',
        bloodGroup: 'Blood group',
        employmentStartDate: 'Employment start',
        iban: 'IBAN',
        homeAddress: 'Home address',
        emergencyContactName: 'Emergency contact',
        emergencyContactRelation: 'Emergency contact relation',
        emergencyContactPhone: 'Emergency contact phone',
        isPicker: 'Picker',
        courierStatus: 'Courier status',
        pickerStatus: 'Picker status',
        terminationReason: 'Termination reason',
        terminationDate: 'Termination date',
        terminationNote: 'Termination note',
      },
      actions: {
        changeStore: { label: 'Change store', done: 'The store was changed' },
        deactivate: { label: 'Deactivate', confirm: 'Deactivate this person? They can no longer work.', done: 'Deactivated' },
        askInformationEdit: { label: 'Ask for an information edit', done: 'The request was sent to HQ' },
      },
      waiting: {
        title: 'Waiting on them',
        none: 'Nothing waits on this person.',
        informationEditRequests: 'One open information-edit request |||| %{smart_count} open information-edit requests',
        leaves: 'One leave waiting for a decision or a document |||| %{smart_count} leaves waiting for a decision or a document',
      },
      trainings: { title: 'Trainings', name: 'Training', completedOn: 'Completed', validUntil: 'Valid until' },
      orders: { title: 'Recent orders', id: 'Order', status: 'Status', createdAt: 'Time' },
    },
    tr: {
      name: 'Personel',
      search: 'Ad veya telefona göre ara',
      fields: {
        name: 'Ad soyad',
        nationalId: 'Kimlik no', // a TR national id or a GB National Insurance number
        staffType: 'Personel tipi',
        workType: 'Çalışma tipi',
        workPhone: 'İş telefonu',
        personalPhone: 'Kişisel telefon',
        email: 'E-posta',
        isActive: 'Aktif',
        birthDate: 'Doğum tarihi',
        bloodGroup: 'Kan grubu',
        employmentStartDate: 'İşe başlama tarihi',
        iban: 'IBAN',
        homeAddress: 'Ev adresi',
        emergencyContactName: 'Acil durumda aranacak kişi',
        emergencyContactRelation: 'Acil durum kişisinin yakınlığı',
        emergencyContactPhone: 'Acil durum telefonu',
        isPicker: 'Toplayıcı',
        courierStatus: 'Kurye durumu',
        pickerStatus: 'Toplayıcı durumu',
        terminationReason: 'Ayrılış nedeni',
        terminationDate: 'Ayrılış tarihi',
        terminationNote: 'Ayrılış notu',
      },
      actions: {
        changeStore: { label: 'Mağaza değiştir', done: 'Mağaza değiştirildi' },
        deactivate: { label: 'Pasife al', confirm: 'Bu kişi pasife alınsın mı? Artık çalışamaz.', done: 'Pasife alındı' },
        askInformationEdit: { label: 'Bilgi düzenleme talep et', done: 'Talep merkeze gönderildi' },
      },
      waiting: {
        title: 'Bekleyen işleri',
        none: 'Bu kişiyi bekleyen bir iş yok.',
        informationEditRequests: '%{smart_count} açık bilgi düzenleme talebi',
        leaves: 'Karar veya belge bekleyen %{smart_count} izin',
      },
      trainings: { title: 'Eğitimler', name: 'Eğitim', completedOn: 'Tamamlanma', validUntil: 'Geçerlilik sonu' },
      orders: { title: 'Son siparişler', id: 'Sipariş', status: 'Durum', createdAt: 'Zaman' },
    },
  },
});
