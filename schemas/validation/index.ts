/** The validation rules of spec part 1 §5, shared by the client's forms and the platform's handlers. */
export * from './types';
export * from './generic-rules';
export * from './identity-rules';
export * from './limit-rules';
export { isCommonPassword } from './common-passwords';
export * from './postal-codes';
export * from './payment-rules';
export * from './payment-fields';
export * from './rule-specs';
export * from './validate-fields';
export * from './translate';
