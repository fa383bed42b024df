import { useState } from 'react';
import { tripDate } from '@voyage/domain';

/** Today on the trip's calendar (Europe/Nicosia), as the API reads "not in the future": read once per screen. */
export function useToday(): string {
  const [today] = useState(() => tripDate(new Date()));
  return today;
}
