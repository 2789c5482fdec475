import GuestButtons from './GuestButtons';

/** The phone bottom bar's action for guests: the same enter buttons, compact. */
export default function BottomBarEnter() {
  return <GuestButtons placement="bar" />;
}
