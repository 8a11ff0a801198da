import { formatShortDate, formatShortDateTimeWithSeconds } from '../../components/en-us-format';

/** "Mar 4, 2026": a join date. */
export const formatDay = (iso: string) => formatShortDate(new Date(iso));

/** "Mar 4, 2026, 3:07:12 PM": a movement's or an event's moment, to the second. */
export const formatMoment = (iso: string) => formatShortDateTimeWithSeconds(new Date(iso));
