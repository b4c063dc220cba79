import { describe, expect, it } from 'vitest';
import {
  ALL_ENUMS,
  apologyDecision,
  apologyStatus,
  ddsCriterion,
  ddsLogKind,
  ddsLogStatus,
  dtsFeedbackSource,
  dtsPriority,
  dtsRuleCategory,
  stsCriterion,
  dysPart,
  kdsFormType,
  wpsReason,
  wpsType,
  kdsAnswer,
  candidateFormStatus,
  gender,
  courierAvailability,
  courierStatus,
  informationEditField,
  informationEditRequestStatus,
  leaveStatus,
  leaveType,
  orderError,
  orderEvent,
  orderStatus,
  orderType,
  performanceTier,
  pickerBusyReason,
  pickerStatus,
  rating,
  reportStatus,
  shiftPlanRequestStatus,
  shiftSlotStatus,
  sortOrder,
  staffType,
  terminationReason,
  timesheetStatus,
  vehicleStatus,
  vehicleType,
  workType,
  equipmentChangeReason,
  equipmentItem,
  promoStatus,
  rewardKind,
  rewardStatus,
  type DomainEnum,
  productCategory,
  stockMovementType,
} from '../../src/domain/enums';

// Copied from the spec text (sections 4, 8 and 9): value and the spec's words as a key.
const spec: Array<[DomainEnum, Array<[number, string]>]> = [
  [pickerStatus, [[100, 'free'], [200, 'busy'], [300, 'picking'], [1000, 'canceled']]],
  [
    pickerBusyReason,
    [[201, 'break'], [202, 'acceptance_of_goods'], [203, 'end_of_shift'], [209, 'other'], [289, 'unknown'], [299, 'other_general']],
  ],
  [
    orderStatus,
    [
      [100, 'incomplete'], [200, 'aborted'], [300, 'browsing'], [350, 'reserved'], [375, 'waiting_for_store_assistant'],
      [400, 'verifying'], [500, 'preparing'], [550, 'prepared'], [600, 'handover'], [700, 'on_way'], [800, 'reached'],
      [900, 'delivered'], [1000, 'rated'], [1100, 'canceled_by_courier'], [1200, 'canceled_by_client'],
      [1300, 'canceled_by_staff'], [1400, 'canceled_by_system'], [1500, 'canceled_by_admin'],
    ],
  ],
  [
    courierStatus,
    [
      [100, 'free'], [200, 'busy'], [300, 'browsing'], [350, 'reserved'], [375, 'reserved_queue'], [400, 'verifying'],
      [450, 'reached_restaurant'], [500, 'preparing'], [600, 'gathering'], [700, 'on_way'], [800, 'reached'],
      [900, 'returning'], [1000, 'canceled'], [4000, 'verifying_refill'], [4100, 'on_way_to_refill'], [4200, 'refill'],
    ],
  ],
  [courierAvailability, [[100, 'unavailable'], [200, 'out_of_courier'], [300, 'free']]],
  [leaveStatus, [[0, 'canceled'], [100, 'pending'], [200, 'approved'], [300, 'declined'], [400, 'pending_for_document']]],
  [
    candidateFormStatus,
    [
      [0, 'draft'], [1, 'waiting_candidate_approval'], [2, 'on_customer_service'], [3, 'on_law'], [4, 'rejected'],
      [5, 'missing_information'], [6, 'approved'], [7, 'process_cancellation'], [8, 'candidate_cancelled'], [9, 'manual'],
    ],
  ],
  [apologyStatus, [[100, 'waiting_for_apology'], [200, 'waiting_for_decision'], [1000, 'closed']]],
  [apologyDecision, [[1, 'accept'], [2, 'warn'], [3, 'reject']]],
  [
    shiftSlotStatus,
    [[0, 'created'], [100, 'published'], [200, 'booked_by_employee'], [300, 'assigned_by_manager'], [500, 'deleted'], [600, 'shared']],
  ],
  [timesheetStatus, [[100, 'pending'], [200, 'approved']]],
  [shiftPlanRequestStatus, [[100, 'planned'], [200, 'waiting'], [300, 'approved'], [400, 'declined']]],
  [informationEditRequestStatus, [[1, 'active'], [2, 'accepted'], [3, 'rejected']]],
  // ours, not the spec's (it names the fields, not their codes): resources/staff/staff-request-list.ts
  [
    informationEditField,
    [[1, 'personal_phone'], [2, 'home_address'], [3, 'emergency_contact_name'], [4, 'emergency_contact_relation'], [5, 'emergency_contact_phone']],
  ],
  [vehicleStatus, [[1000, 'available'], [2000, 'in_use'], [2100, 'in_transfer'], [2200, 'in_service'], [3000, 'inactive']]],
  [
    terminationReason,
    [[1, 'resignation'], [2, 'absenteeism'], [3, 'bad_behaviour'], [4, 'indiscipline'], [5, 'theft'], [9, 'other']],
  ],
  [performanceTier, [[1, 'elite'], [2, 'gold'], [3, 'silver'], [4, 'classic']]],
  [reportStatus, [[0, 'failure'], [1, 'success'], [2, 'in_progress']]],
  [
    orderEvent,
    [
      [1000, 'basket_created'], [1100, 'cancel'], [1110, 'expired'], [1200, 'abort'], [1400, 'checkout'], [1500, 'rated'],
      [1800, 'picker_assigned'], [1850, 'verified'], [1900, 'prepared'], [2200, 'handover'], [2300, 'on_way'],
      [2600, 'reached'], [2700, 'delivered'], [5000, 'admin_cancel'],
    ],
  ],
  [
    orderError,
    [
      [-2, 'other'], [-1, 'unknown_error'], [1340, 'inconsistent_amount'], [1345, 'min_basket_amount'],
      [1350, 'max_basket_amount'], [1354, 'warehouse_state'], [1355, 'warehouse_status_not_available'],
      [1360, 'unavailable_product'], [1365, 'insufficient_stock'], [1370, 'courier_unavailable'],
      [1371, 'capacity_limit_exceeded'], [1395, 'payment_failed'],
    ],
  ],
  [orderType, [[1, 'quick'], [2, 'food'], [3, 'market'], [4, 'water'], [6, 'locals'], [14, 'finance']]],
  [
    vehicleType,
    [[100, 'on_foot'], [200, 'moto'], [250, 'moto_50cc'], [300, 'mitu'], [400, 'van'], [500, 'e_bike'], [600, 'e_moto'], [700, 'car']],
  ],
  [workType, [[1, 'full_time'], [2, 'part_time']]],
  [rating, [[1, 'awful'], [2, 'poor'], [3, 'neutral'], [4, 'good'], [5, 'excellent']]],
  [sortOrder, [[1, 'ascend'], [-1, 'descend']]],
];

describe('the enumerations hold exactly the spec values', () => {
  it.each(spec.map(([enumeration, table]) => [enumeration.name, enumeration, table] as const))('%s', (_name, enumeration, table) => {
    expect([...enumeration.values]).toEqual(table.map(([value]) => value));
    for (const [value, key] of table) expect(enumeration.key(value), String(value)).toBe(key);
  });

  it('staff types are 1 payroll courier, 2 store assistant and 3 to 7 courier variants', () => {
    expect([...staffType.values]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(staffType.key(1)).toBe('payroll_courier');
    expect(staffType.key(2)).toBe('store_assistant');
    for (const value of [3, 4, 5, 6, 7]) expect(staffType.key(value)).toMatch(/courier$/);
  });

  it('order type 1 carries the brand name in both languages', () => {
    expect(orderType.label(1, 'en')).toBe('Quick');
    expect(orderType.label(1, 'tr')).toBe('Quick');
  });

  it('every enumeration is listed once in ALL_ENUMS', () => {
    const listed = ALL_ENUMS.map((enumeration) => enumeration.name);
    expect(new Set(listed).size).toBe(listed.length);
    // staffType and gender are ours (spec 9 and the candidate form), not the spec's section 4;
    // so is leaveType (the spec shows no leave type codes; src/domain/leave.ts, docs/leave.md),
    // and ddsLogStatus (DOMAIN.md's objection flow; docs/dys.md) with the DDS log's criterion and kind, and the DTS rule's category,
    // priority and feedback source and the STS criterion (our model of DOMAIN.md's Performance; src/domain/enums/dts.ts, sts.ts)
    // and the Commercial ones of DOMAIN.md (src/domain/enums/commercial.ts; docs/commercial.md): the promo status codes
    // are DOMAIN.md's known ones (pinned below), the equipment items, their change reasons and the rewards' kind and status our model
    const commercial = [promoStatus, equipmentItem, equipmentChangeReason, rewardKind, rewardStatus];
    // the stock movement types are DOMAIN.md's (Commercial and stock), the product categories our model (src/domain/enums/stock.ts)
    const stock = [stockMovementType, productCategory];
    const ours = [staffType, gender, leaveType, ddsLogStatus, ddsCriterion, ddsLogKind, dtsRuleCategory, dtsPriority, dtsFeedbackSource, stsCriterion, dysPart, kdsFormType, kdsAnswer, wpsType, wpsReason, ...commercial, ...stock].map((enumeration) => enumeration.name);
    expect([...listed].sort()).toEqual([...spec.map(([enumeration]) => enumeration.name), ...ours].sort());
  });

  it('holds the promo status codes DOMAIN.md lists', () => {
    expect(promoStatus.entries.map((entry) => [entry.value, entry.key])).toEqual([
      [1, 'inactive'], [2, 'active'], [3, 'expired'], [4, 'order_limit_reached'], [5, 'client_limit_reached'], [6, 'used'], [7, 'preparing'],
    ]);
  });

  it('every entry has an English and a Turkish label and a unique key', () => {
    for (const enumeration of ALL_ENUMS) {
      const keys = enumeration.entries.map((entry) => entry.key);
      expect(new Set(keys).size, enumeration.name).toBe(keys.length);
      for (const entry of enumeration.entries) {
        expect(entry.en.trim(), `${enumeration.name}.${entry.key}`).not.toBe('');
        expect(entry.tr.trim(), `${enumeration.name}.${entry.key}`).not.toBe('');
      }
    }
  });
});
