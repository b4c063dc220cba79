// Country groups the spec gates screens by. "TR and two other country codes" are XN and XI.
export const TR_GROUP = ['TR', 'XN', 'XI'] as const;
export const TR_ONLY = ['TR'] as const;
