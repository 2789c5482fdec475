import type { RouteProps } from '@core/index';
import { CategoryView } from '../components/CategoryView';

/** `/categories/{slug}`: any category by slug, its canonical link to `/pokies/{slug}` comes from core's head tags (`core/seo/head-tags.ts`). */
export default function CategoriesPage({ params }: RouteProps) {
  return <CategoryView key={params.slug} section={null} slug={params.slug} />;
}
