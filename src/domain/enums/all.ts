import { apologyDecision, apologyStatus } from './apology';
import { candidateFormStatus } from './candidateForm';
import { courierAvailability, courierStatus } from './courierStatus';
import { ddsCriterion, ddsLogKind, ddsLogStatus } from './ddsLog';
import { dtsFeedbackSource, dtsPriority, dtsRuleCategory } from './dts';
import { dysPart, stsCriterion } from './sts';
import { kdsAnswer, kdsFormType } from './kds';
import { wpsReason, wpsType } from './wps';
import { productCategory, stockMovementType } from './stock';
import { equipmentChangeReason, equipmentItem, promoStatus, rewardKind, rewardStatus } from './commercial';
import type { EnumLanguage } from './defineEnum';
import { gender } from './gender';
import { informationEditField, informationEditRequestStatus } from './informationEditRequest';
import { leaveStatus } from './leaveStatus';
import { leaveType } from './leaveType';
import { orderError } from './orderError';
import { orderEvent } from './orderEvent';
import { orderStatus } from './orderStatus';
import { orderType } from './orderType';
import { performanceTier } from './performanceTier';
import { pickerBusyReason, pickerStatus } from './pickerStatus';
import { rating } from './rating';
import { reportStatus } from './reportStatus';
import { shiftPlanRequestStatus } from './shiftPlanRequest';
import { shiftSlotStatus } from './shiftSlot';
import { sortOrder } from './sort';
import { staffType } from './staffType';
import { terminationReason } from './terminationReason';
import { timesheetStatus } from './timesheet';
import { vehicleStatus } from './vehicleStatus';
import { vehicleType } from './vehicleType';
import { workType } from './workType';

/** Every enumeration, for the catalogues, the gateway's schemas and the tests. */
export const ALL_ENUMS = [
  pickerStatus,
  pickerBusyReason,
  orderStatus,
  orderEvent,
  orderError,
  orderType,
  courierStatus,
  courierAvailability,
  leaveStatus,
  leaveType,
  candidateFormStatus,
  gender,
  informationEditField,
  apologyStatus,
  apologyDecision,
  ddsLogStatus,
  ddsCriterion,
  ddsLogKind,
  dtsRuleCategory,
  dtsPriority,
  dtsFeedbackSource,
  stsCriterion,
  dysPart,
  kdsFormType,
  kdsAnswer,
  wpsType,
  wpsReason,
  stockMovementType,
  productCategory,
  promoStatus,
  equipmentItem,
  equipmentChangeReason,
  rewardKind,
  rewardStatus,
  shiftSlotStatus,
  timesheetStatus,
  shiftPlanRequestStatus,
  informationEditRequestStatus,
  vehicleStatus,
  vehicleType,
  terminationReason,
  performanceTier,
  reportStatus,
  staffType,
  workType,
  rating,
  sortOrder,
] as const;

type AnyEnum = (typeof ALL_ENUMS)[number];

/** `{ enum: { <name>: { <key>: label } } }`, typed so a catalogue can check every key. */
export interface EnumMessages {
  enum: { [E in AnyEnum as E['name']]: Record<E['entries'][number]['key'], string> };
}

/** The labels of one language, in the shape the i18n catalogues merge under `enum.*`. */
export function enumMessages(language: EnumLanguage): EnumMessages {
  const sections = Object.fromEntries(
    ALL_ENUMS.map((enumeration) => [
      enumeration.name,
      Object.fromEntries(enumeration.entries.map((entry) => [entry.key, entry[language]])),
    ]),
  );
  return { enum: sections as EnumMessages['enum'] };
}
