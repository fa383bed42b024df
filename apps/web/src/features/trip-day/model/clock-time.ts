/** A time of day as escorts read it on the trip, 24-hour in both languages: `09:34`. */
export const clockTime = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
