import { informationEditField, informationEditRequestStatus } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { boolean, date, datetime, enumOf, reference, text } from '../../src/domain/declaration/fields';

/**
 * Spec 2, Staff: information-edit requests. A person's detail asks HQ to change one or more of
 * their personal phone, home address or emergency contact ("Ask for an information edit"): each
 * changed field is one request with its old and new value. HQ accepts (2) or rejects (3). The
 * franchise may withdraw an active request: the spec has no code for that, so a withdrawn
 * request is rejected (3) with `withdrawn` set, shown in the list's "Withdrawn" column.
 */
export default defineResource({
  name: 'information-edit-requests',
  group: 'staff',
  order: 50,
  icon: 'AssignmentInd',
  access: { roles: ['person/manage'] },
  routes: { list: '/staff/request/list' },
  fields: {
    personId: reference('people', 'name', { required: true, sortable: true }),
    field: enumOf(informationEditField, { required: true, sortable: true }),
    oldValue: text({ maxLength: 300 }),
    newValue: text({ maxLength: 300 }),
    status: enumOf(informationEditRequestStatus, { required: true, sortable: true }),
    withdrawn: boolean(),
    decisionNote: text({ maxLength: 500 }),
    decidedAt: datetime({ sortable: true, readOnly: true }),
    requestDate: date({ sortable: true }),
  },
  list: {
    columns: ['personId', 'field', 'oldValue', 'newValue', 'status', 'requestDate', 'withdrawn', 'decisionNote', 'decidedAt'],
    filters: ['status', 'personId', 'requestDate'],
    sort: { field: 'requestDate', order: 'DESC' },
    perPage: 25,
  },
  actions: {
    withdraw: {
      from: { status: [1] },
      sets: { status: 3, withdrawn: true },
      stamps: ['decidedAt'],
      access: { roles: ['person/manage'], permission: 'write' },
      confirm: true,
      bulk: true,
    },
  },
  messages: {
    en: {
      name: 'Information-edit requests',
      fields: {
        personId: 'Person',
        field: 'Field',
        oldValue: 'Old value',
        newValue: 'New value',
        status: 'Status',
        withdrawn: 'Withdrawn',
        decisionNote: 'HQ note',
        decidedAt: 'Decided at',
        requestDate: 'Request date',
      },
      actions: {
        withdraw: { label: 'Withdraw', confirm: 'Withdraw this request? HQ will not decide it.', done: 'The request was withdrawn' },
      },
    },
    tr: {
      name: 'Bilgi düzenleme talepleri',
      fields: {
        personId: 'Personel',
        field: 'Alan',
        oldValue: 'Eski değer',
        newValue: 'Yeni değer',
        status: 'Durum',
        withdrawn: 'Geri çekildi',
        decisionNote: 'Merkez notu',
        decidedAt: 'Karar tarihi',
        requestDate: 'Talep tarihi',
      },
      actions: {
        withdraw: { label: 'Geri çek', confirm: 'Bu talep geri çekilsin mi? Merkez karar vermeyecek.', done: 'Talep geri çekildi' },
      },
    },
  },
});
