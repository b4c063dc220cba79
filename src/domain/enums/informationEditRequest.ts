import { defineEnum } from './defineEnum';

/** Spec 4: a staff member's request to edit their information. Active = still to be answered. */
export const informationEditRequestStatus = defineEnum('informationEditRequestStatus', [
  { value: 1, key: 'active', en: 'Active', tr: 'Açık', color: 'warning' },
  { value: 2, key: 'accepted', en: 'Accepted', tr: 'Kabul edildi', color: 'success' },
  { value: 3, key: 'rejected', en: 'Rejected', tr: 'Reddedildi', color: 'error' },
]);

/**
 * The fields an information-edit request may change (DOMAIN.md: personal phone, home address,
 * emergency contact). The spec lists no codes for them: these numbers are ours, kept stable.
 */
export const informationEditField = defineEnum('informationEditField', [
  { value: 1, key: 'personal_phone', en: 'Personal phone', tr: 'Kişisel telefon', color: 'default' },
  { value: 2, key: 'home_address', en: 'Home address', tr: 'Ev adresi', color: 'default' },
  { value: 3, key: 'emergency_contact_name', en: 'Emergency contact', tr: 'Acil durumda aranacak kişi', color: 'default' },
  { value: 4, key: 'emergency_contact_relation', en: 'Emergency contact relation', tr: 'Acil durum kişisinin yakınlığı', color: 'default' },
  { value: 5, key: 'emergency_contact_phone', en: 'Emergency contact phone', tr: 'Acil durum telefonu', color: 'default' },
]);

/** The person's field each requested change is about (people's field names). */
export const INFORMATION_EDIT_FIELDS = {
  personalPhone: 1,
  homeAddress: 2,
  emergencyContactName: 3,
  emergencyContactRelation: 4,
  emergencyContactPhone: 5,
} as const;
