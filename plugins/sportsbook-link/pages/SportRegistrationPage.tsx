import { SportAuthPage } from './SportAuthPage';

/** `/sport/registration` (spec part 1 §2). */
export default function SportRegistrationPage() {
  return <SportAuthPage kind="registration" />;
}
