import type { RouteProps } from '@core/index';
import { CategoryView } from '../components/CategoryView';

/** `/games/{id}` (a collection by id) and `/slots`. */
export default function CollectionPage({ params }: RouteProps) {
  const id = params.id ?? 'slots';
  return <CategoryView key={id} section={null} collection={id} />;
}
