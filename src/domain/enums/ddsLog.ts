import { defineEnum } from './defineEnum';

/**
 * A DDS (and DDS100) penalty log's objection (DOMAIN.md, Performance: **known** flow): not
 * objected, the franchise's objection waiting for head office, then accepted (the penalty no
 * longer counts) or denied with a reason.
 */
export const ddsLogStatus = defineEnum('ddsLogStatus', [
  { value: 100, key: 'not_objected', en: 'Not objected', tr: 'İtiraz edilmedi', color: 'default' },
  { value: 200, key: 'objection_waiting', en: 'Objection waiting', tr: 'İtiraz bekliyor', color: 'info' },
  { value: 300, key: 'objection_accepted', en: 'Objection accepted', tr: 'İtiraz kabul edildi', color: 'success' },
  { value: 400, key: 'objection_denied', en: 'Objection denied', tr: 'İtiraz reddedildi', color: 'error' },
]);
