import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { FE_CONFIG_SCHEMAS, INTERNAL_FE_CONFIG_SCHEMAS } from '../../../schemas/feconfig/index';

/** One compiled validator per document key; errors name the key, the JSON path and the rule. */
export function createFeConfigValidator() {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  const all = { ...FE_CONFIG_SCHEMAS, ...INTERNAL_FE_CONFIG_SCHEMAS } as Record<string, object>;
  const validators = new Map(Object.entries(all).map(([key, schema]) => [key, ajv.compile(schema)]));
  return (key: string, document: unknown): string[] => {
    const validate = validators.get(key);
    if (!validate) return [`${key}: no schema`];
    if (validate(document)) return [];
    return (validate.errors ?? []).map((e) => `${key}${e.instancePath || '/'}: ${e.message ?? 'invalid'} (${e.keyword})`);
  };
}
