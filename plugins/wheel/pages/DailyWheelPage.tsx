import { WheelScreen } from '../components/WheelScreen';

/** `/rocketmart-wheel` (spec part 2 §2, SpinWheelPage): the daily wheel, `wheel-config`, spins of group `wheel`. */
export default function DailyWheelPage() {
  return <WheelScreen kind="wheel" />;
}
