// Helper rules of spec section 5: pure checks and cleaners returning booleans or cleaned values.
export * from './bloodGroups';
export * from './dateRange';
export * from './dayRange';
export * from './email';
export * from './files';
export * from './iban';
export * from './name';
export * from './nationalId';
export * from './pagination';
export * from './phone';
