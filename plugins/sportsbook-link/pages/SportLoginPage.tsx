import { SportAuthPage } from './SportAuthPage';

/** `/sport/login` (spec part 1 §2). */
export default function SportLoginPage() {
  return <SportAuthPage kind="login" />;
}
