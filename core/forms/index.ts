// The form kit, in its own entry so that pages without forms never download it (it is not in @core/index).
export { useValidatedForm, type ValidatedForm } from './use-validated-form';
export { useMessageText, type FieldMessage } from './field-message';
export { TextField } from './TextField';
export { PasswordField } from './PasswordField';
export { SelectField } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { FormBanner } from './FormBanner';
export { SubmitButton } from './SubmitButton';
export { default as formStyles } from './Form.module.css';
export { reportValidation } from './report-validation';
