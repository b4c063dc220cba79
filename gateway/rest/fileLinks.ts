// A record's files leave the gateway with a short-lived signed link each (`url`), so the panel
// opens them without a bearer token and a link copied elsewhere stops working within minutes.
import { mapQuestionnairePhotos } from '../../src/domain/declaration/questionnaire';
import type { FileRef } from '../../src/domain/files';
import type { Clock } from '../context';
import type { RestRecord, RestResource } from '../db/model';
import type { FileLinks } from '../files/links';

/** Adds `url` to every file of a record of `resource` (the identity for a resource without file fields). */
export function fileLinker(resource: RestResource, links: FileLinks, clock: Clock) {
  const fields = Object.entries(resource.fields)
    .filter(([, field]) => field.kind === 'file')
    .map(([name]) => name);
  // an answered form's photos (src/domain/declaration/questionnaire.ts)
  const forms = Object.entries(resource.fields)
    .filter(([, field]) => field.kind === 'questionnaire')
    .map(([name]) => name);
  if (fields.length === 0 && forms.length === 0) return (record: RestRecord): RestRecord => record;
  return (record: RestRecord, franchiseId: string): RestRecord => {
    const now = clock();
    const linked = (file: FileRef): FileRef => ({ key: file.key, name: file.name, type: file.type, size: file.size, url: links.download(franchiseId, file.key, now) });
    const copy: RestRecord = { ...record };
    for (const field of fields) {
      const value = copy[field] as FileRef | FileRef[] | null | undefined;
      if (Array.isArray(value)) copy[field] = value.map(linked);
      else if (value) copy[field] = linked(value);
    }
    for (const field of forms) copy[field] = mapQuestionnairePhotos(copy[field], linked);
    return copy;
  };
}
