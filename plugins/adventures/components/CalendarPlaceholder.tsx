import { CalendarState } from './CalendarState';
import { useAdventure } from './use-adventure';

/** `#AdventureCalendar#` in CMS content (spec part 1 §2 "adventure blocks"): the player's carousel in the page. */
export default function CalendarPlaceholder(_props: { props: Record<string, string> }) {
  const adventure = useAdventure();
  return (
    <div data-testid="cms-adventure-calendar">
      <CalendarState state={adventure} reload={adventure.reload} />
    </div>
  );
}
