// Schema helpers shared by route files: every object refuses unknown properties, every string
// has a maximum length.

type Schema = Record<string, unknown>;

export const str = (minLength: number, maxLength: number): Schema => ({ type: 'string', minLength, maxLength });

/** A closed object: only the listed properties, the `required` ones present. */
export function object(properties: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** For GET routes without parameters: nothing may be sent in the query string. */
export const noQuery: Schema = object({});

/** A preValidation hook: a POST without a body counts as `{}` (clients post some calls bare). */
export async function emptyBodyAsObject(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
