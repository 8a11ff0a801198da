import { PlusIcon } from '../../components/action-icons';

/** The first tile of the owner's song grid (spec 2.6). */
export function AddSongTile({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-green-600/60 bg-artist-soft p-4 text-artist transition-colors hover:border-artist hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-artist text-white">
        <PlusIcon />
      </span>
      <span className="font-semibold">Add Song</span>
    </button>
  );
}
