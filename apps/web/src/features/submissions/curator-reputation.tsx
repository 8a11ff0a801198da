import { useGetCuratorReputationQuery } from './submissions.api';

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** How the curator answers requests, before an artist pays (beyond the spec, as SubmitHub shows). */
export function CuratorReputation({ curatorId }: { curatorId: string }) {
  const { data } = useGetCuratorReputationQuery(curatorId);
  // While it is asked, its place is kept (two lines on a phone, one on a wider screen): the profile below would move down when it came.
  if (!data) return <p aria-hidden className="min-h-10 sm:min-h-5" />;
  if (data.responseRate === null) return <p className="text-sm text-slate-600">New curator: no requests answered yet. Unanswered requests are refunded after 7 days.</p>;
  const hours = data.medianResponseHours === null ? null : data.medianResponseHours < 1 ? 'under an hour' : `${Math.round(data.medianResponseHours)} h`;
  return (
    <p className="text-sm text-slate-700">
      Answers {percent(data.responseRate)} of requests{hours && `, typically in ${hours}`}
      {data.acceptanceRate !== null && `; adds ${percent(data.acceptanceRate)} to playlists`}.
    </p>
  );
}
