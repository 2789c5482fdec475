import { AwardsGrid } from './AwardsGrid';

/** `#AwardsList[limit=3]#`: the awards grid inside CMS content; a bad limit means all of them. */
export default function AwardsPlaceholder({ props }: { props: Record<string, string> }) {
  const limit = Number.parseInt(props.limit ?? '', 10);
  return <AwardsGrid limit={Number.isFinite(limit) && limit > 0 ? limit : undefined} />;
}
