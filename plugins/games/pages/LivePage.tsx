import type { RouteProps } from '@core/index';
import { CategoryView } from '../components/CategoryView';

/** `/live`, `/live/all`, `/live/{slug}`. */
export default function LivePage({ params }: RouteProps) {
  return <CategoryView key={params.slug ?? 'all'} section="live" slug={params.slug} />;
}
