const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "Mar 4, 2026": a join date. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** "Mar 4, 2026, 3:07:12 PM": a movement's or an event's moment, to the second. */
export const formatMoment = (iso: string) => dateTimeFormat.format(new Date(iso));
