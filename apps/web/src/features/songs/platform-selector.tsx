import { SONG_PLATFORMS, type SongPlatform } from './song-display';

/** Which streaming platform the one URL field is for: native radios drawn as a segmented control. */
export function PlatformSelector({ value, onChange }: { value: SongPlatform; onChange: (platform: SongPlatform) => void }) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Platform</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {SONG_PLATFORMS.map(({ platform, label }) => (
          <label
            key={platform}
            className="cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-semibold text-slate-700 has-checked:bg-white has-checked:text-slate-950 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-slate-900"
          >
            <input type="radio" name="song-platform" value={platform} checked={value === platform} onChange={() => onChange(platform)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
