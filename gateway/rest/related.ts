// The related lists a declaration's detail shows (`show.related`, e.g. a candidate's status
// history) as read-only REST resources: the list filtered by `target`, with the declaring
// resource's read rule. Writing them is the owning resource's job (a hook, a workflow move).
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { text } from '../../src/domain/declaration/fields';
import type { RestDeclaration } from './resource';

/** One read-only declaration per related list of `declaration`'s detail. */
export function relatedDeclarations(declaration: Pick<RestDeclaration, 'access'> & { show?: { related?: { resource: string; target: string; fields: Record<string, FieldDescriptor>; columns: string[]; sort: { field: string; order: 'ASC' | 'DESC' }; perPage?: number }[] } }): RestDeclaration[] {
  return (declaration.show?.related ?? []).map((related) => {
    const fields: Record<string, FieldDescriptor> = {};
    for (const [name, field] of Object.entries(related.fields)) fields[name] = { ...field, readOnly: true, sortable: name === related.sort.field || field.sortable };
    fields[related.target] = text({ readOnly: true });
    return {
      name: related.resource,
      access: declaration.access,
      fields,
      list: { columns: related.columns, filters: [related.target], sort: related.sort, perPage: related.perPage ?? 100 },
    } as RestDeclaration;
  });
}
