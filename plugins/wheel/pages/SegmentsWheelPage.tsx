import { WheelScreen } from '../components/WheelScreen';

/** `/rocketplay-wheel` (spec part 2 §2, SpinWheelSegmentsPage): `wheel-config-segments` per user group, spins of group `manual_wheel`. */
export default function SegmentsWheelPage() {
  return <WheelScreen kind="manual_wheel" />;
}
