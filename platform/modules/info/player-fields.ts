import { EDITABLE_PLAYER_FIELDS } from '../../../schemas/wire/player';
import type { PlayerFieldContext, PlayerFieldInfo } from '../../../schemas/wire/info';
import { rulesFromSpecs, type RuleSpec, type RulesByField } from '../../../schemas/validation';
import { COUNTRY_CODES } from './countries';
import { CURRENCY_CODES } from './currencies';

/**
 * Fields-info (§5: "which fields appear per context comes from a server-provided fields-info"). The same
 * table drives the answer of GET /api/info/player_fields and the checks of registration and PATCH /api/player.
 */
type FieldShape = Omit<PlayerFieldInfo, 'required' | 'editable' | 'rules'> & { rules: RuleSpec[] };

const NAME_RULES: RuleSpec[] = [{ rule: 'nameCharacters' }, { rule: 'maxLength', max: 50 }];

function fieldShapes(licence: string | null): Record<string, FieldShape> {
  return {
    email: { name: 'email', type: 'email', rules: [{ rule: 'email' }] },
    password: { name: 'password', type: 'password', rules: [{ rule: 'password' }] },
    nickname: { name: 'nickname', type: 'string', rules: [{ rule: 'nickname' }] },
    currency: { name: 'currency', type: 'select', rules: [{ rule: 'oneOf', values: [...CURRENCY_CODES] }], options: [...CURRENCY_CODES] },
    country: { name: 'country', type: 'select', rules: [{ rule: 'oneOf', values: [...COUNTRY_CODES] }], options: [...COUNTRY_CODES] },
    terms_acceptance: { name: 'terms_acceptance', type: 'boolean', rules: [{ rule: 'mustBeChecked' }] },
    receive_promos: { name: 'receive_promos', type: 'boolean', rules: [] },
    receive_sms_promos: { name: 'receive_sms_promos', type: 'boolean', rules: [] },
    first_name: { name: 'first_name', type: 'string', rules: NAME_RULES },
    last_name: { name: 'last_name', type: 'string', rules: NAME_RULES },
    gender: { name: 'gender', type: 'select', rules: [{ rule: 'oneOf', values: ['m', 'f'] }], options: ['m', 'f'] },
    date_of_birth: { name: 'date_of_birth', type: 'date', rules: [{ rule: 'birthDate', licence }] },
    city: { name: 'city', type: 'string', rules: NAME_RULES },
    address: { name: 'address', type: 'string', rules: [{ rule: 'maxLength', max: 100 }] },
    postal_code: { name: 'postal_code', type: 'string', rules: [{ rule: 'postalCode' }] },
    state: { name: 'state', type: 'string', rules: [{ rule: 'maxLength', max: 50 }] },
    mobile_phone: { name: 'mobile_phone', type: 'string', rules: [{ rule: 'phone' }] },
  };
}

// Field name → required? per context, in display order. Deposit asks for what the profile-completion
// modal asks for (§4); cashout adds gender (KYC); game providers need the identity fields only.
const PROFILE: Record<string, boolean> = {
  first_name: true, last_name: true, gender: false, date_of_birth: true, mobile_phone: true,
  country: true, state: false, city: true, address: true, postal_code: true,
};
const CONTEXT_FIELDS: Record<PlayerFieldContext, Record<string, boolean>> = {
  // Birth date at sign-up (issue 24 item 4): both licences need the adult age (18; EE 21) checked before an account exists.
  registration: { email: true, password: true, nickname: false, date_of_birth: true, currency: true, country: true, terms_acceptance: true, receive_promos: false },
  deposit: PROFILE,
  cashout: { ...PROFILE, gender: true },
  edition: {
    nickname: false, first_name: false, last_name: false, gender: false, date_of_birth: false, mobile_phone: false,
    country: true, state: false, city: false, address: false, postal_code: false, receive_promos: false, receive_sms_promos: false,
  },
  game_provider: { first_name: true, last_name: true, date_of_birth: true, country: true },
};

const editable = (name: string) => (EDITABLE_PLAYER_FIELDS as readonly string[]).includes(name) || name === 'terms_acceptance';

export function playerFields(context: PlayerFieldContext, licence: string | null): PlayerFieldInfo[] {
  const shapes = fieldShapes(licence);
  return Object.entries(CONTEXT_FIELDS[context]).map(([name, required]) => {
    const shape = shapes[name]!;
    return {
      ...shape,
      required,
      editable: context === 'registration' || editable(name),
      rules: required ? [{ rule: 'required' }, ...shape.rules] : shape.rules,
    };
  });
}

/** The validators of a context, keyed by field, for `validateFields`. */
export function rulesForContext(context: PlayerFieldContext, licence: string | null): RulesByField {
  return Object.fromEntries(playerFields(context, licence).map((field) => [field.name, rulesFromSpecs(field.rules)]));
}
