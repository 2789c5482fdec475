import type { RouteProps } from '@core/index';
import { CategoryView } from '../components/CategoryView';

/** `/categories/{slug}`: any category by slug, with the canonical link to `/pokies/{slug}`. */
export default function CategoriesPage({ params }: RouteProps) {
  return <CategoryView key={params.slug} section={null} slug={params.slug} canonical />;
}
