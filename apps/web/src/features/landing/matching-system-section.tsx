import { matchBand } from '../../components/match-band';
import { SectionHeading } from './section-heading';

const tagWeights = [
  { category: 'Genre', weight: 3 },
  { category: 'Mood, tempo, instrument, vocal, language', weight: 2 },
  { category: 'Every other tag', weight: 1 },
] as const;

const bandExamples = [
  { range: '80% and above', percentage: 90 },
  { range: '60–79%', percentage: 70 },
  { range: '40–59%', percentage: 50 },
  { range: 'Below 40%', percentage: 20 },
] as const;

export function MatchingSystemSection() {
  return (
    <section aria-labelledby="matching-system-heading" id="matching-system" className="scroll-mt-28 bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <SectionHeading
          id="matching-system-heading"
          title="The Matching System"
          intro="A match score compares a song's tags with a playlist's tags. Tags that shape how music sounds count for more."
        />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-3 rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold">1. Each tag has a weight</h3>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 font-medium">
                    Tag category
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Weight
                  </th>
                </tr>
              </thead>
              <tbody>
                {tagWeights.map((row) => (
                  <tr key={row.category} className="border-b border-slate-100 last:border-0">
                    <td className="py-2 pr-3">{row.category}</td>
                    <td className="py-2 text-right font-semibold">{row.weight}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid content-start gap-3 rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold">2. Both sides count</h3>
            <p className="text-slate-700">
              The score is <strong>70%</strong> of the song's tag weight that the playlist shares, plus <strong>30%</strong> of the playlist's tag weight that the song shares. A song
              matters most, but a playlist with many unrelated tags scores lower.
            </p>
            <p className="text-slate-700">
              <strong>Genre is a must.</strong> When no genre tag matches, the score is capped at 39%, however much else fits.
            </p>
          </div>
          <div className="grid content-start gap-3 rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold">3. Read the colour</h3>
            <ul className="grid gap-2">
              {bandExamples.map((example) => {
                const band = matchBand(example.percentage);
                return (
                  <li key={example.range} className="flex items-center justify-between gap-3">
                    <span className="text-slate-700">{example.range}</span>
                    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${band.className}`}>{band.label}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
