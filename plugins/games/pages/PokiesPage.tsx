import type { RouteProps } from '@core/index';
import { CategoryView } from '../components/CategoryView';

/** `/pokies`, `/pokies/all`, `/pokies/{slug}`. */
export default function PokiesPage({ params }: RouteProps) {
  return <CategoryView key={params.slug ?? 'all'} section="pokies" slug={params.slug} />;
}
