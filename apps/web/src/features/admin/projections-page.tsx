import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { AdminPage } from './admin-page';
import { type ProjectionStatus, useListProjectionsQuery, useRebuildProjectionMutation, useVerifyProjectionMutation } from './admin.api';
import { VerificationResult } from './projection-verification';
import { formatWholeNumber } from '../../components/en-us-format';

// While a rebuild runs the list is asked again this often, for its progress bar.
const REBUILD_POLL_MS = 1000;

const STATUS_STYLE: Record<ProjectionStatus['status'], string> = {
  live: 'bg-green-50 text-green-900 ring-green-300',
  behind: 'bg-amber-50 text-amber-900 ring-amber-300',
  rebuilding: 'bg-sky-50 text-sky-900 ring-sky-300',
};


function lagText(projection: ProjectionStatus): string {
  const events = `${formatWholeNumber(projection.lagEvents)} ${projection.lagEvents === 1 ? 'event' : 'events'}`;
  return projection.lagSeconds === null ? `${events} behind` : `${events}, ${formatWholeNumber(Math.round(projection.lagSeconds))} s behind`;
}

function RebuildProgress({ projection }: { projection: ProjectionStatus }) {
  const rebuild = projection.rebuild;
  if (!rebuild) return null;
  const percent = Math.round(rebuild.percent);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={`Rebuild of ${projection.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full ${rebuild.state === 'failed' ? 'bg-red-700' : 'bg-sky-700'} transition-[width]`} style={{ width: `${percent}%` }} />
      </div>
      <p className={`text-xs ${rebuild.state === 'failed' ? 'text-red-800' : 'text-slate-600'}`}>
        {rebuild.state === 'running' && `Rebuilding: ${formatWholeNumber(rebuild.processedEvents)} of ${formatWholeNumber(rebuild.totalEvents)} events (${percent}%)`}
        {rebuild.state === 'done' && `Last rebuild done: ${formatWholeNumber(rebuild.processedEvents)} events replayed`}
        {rebuild.state === 'failed' && `Last rebuild failed: ${rebuild.error ?? 'no reason given'}`}
      </p>
    </div>
  );
}

function RebuildButton({ projection }: { projection: ProjectionStatus }) {
  const [open, setOpen] = useState(false);
  const [rebuild, { isLoading }] = useRebuildProjectionMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  async function handleConfirm() {
    const result = await rebuild(projection.name);
    setOpen(false);
    if (result.error) {
      showFailureToast(result.error, { title: 'Rebuild not started', description: failureMessage(result.error, 'Failed to start the rebuild') });
      return;
    }
    showToast({ title: 'Rebuild started', description: `${projection.name} is being rebuilt from the whole log.`, tone: 'success' });
  }
  return (
    <>
      <Button variant="secondary" className="min-h-8 px-3 py-1" aria-label={`Rebuild ${projection.name}`} disabled={projection.status === 'rebuilding'} onClick={() => setOpen(true)}>
        Rebuild
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Rebuild ${projection.name}?`}
        description="Its read model is built again from the first event; it keeps answering from the old one until the new one has caught up."
        confirmLabel="Rebuild"
        pendingLabel="Starting…"
        isPending={isLoading}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}

function ProjectionCard({ projection }: { projection: ProjectionStatus }) {
  // Answered once the copy is replayed and compared: a replay's time, seconds here.
  const [verify, verification] = useVerifyProjectionMutation();
  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-mono font-semibold break-all">{projection.name}</h2>
          <p className="text-sm text-slate-600">
            Version {projection.version} · checkpoint <span className="font-mono">{projection.checkpoint ?? 'none yet'}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${STATUS_STYLE[projection.status]}`}>{projection.status}</span>
          <Button variant="secondary" className="min-h-8 px-3 py-1" aria-label={`Verify ${projection.name}`} disabled={verification.isLoading} onClick={() => void verify(projection.name)}>
            {verification.isLoading ? 'Verifying…' : 'Verify'}
          </Button>
          <RebuildButton projection={projection} />
        </div>
      </div>
      <p className="text-sm">{projection.lagEvents === 0 ? 'Caught up with the log' : lagText(projection)}</p>
      <RebuildProgress projection={projection} />
      {!verification.isLoading && <VerificationResult name={projection.name} result={verification.data} error={verification.error} />}
    </li>
  );
}

/** For developers (issue 9): how far each read model has read the log, rebuilding one with its progress, and verifying one against the log (issue 22). */
export function ProjectionsPage() {
  const [polling, setPolling] = useState(false);
  const { data: projections, isLoading, isError } = useListProjectionsQuery(undefined, { pollingInterval: polling ? REBUILD_POLL_MS : 0 });
  // Poll while any rebuild runs, and stop once none does.
  const running = projections?.some((projection) => projection.rebuild?.state === 'running') ?? false;
  if (running !== polling) setPolling(running);

  return (
    <AdminPage title="Projections">
      {isLoading && <p className="text-slate-600">Loading projections…</p>}
      {isError && <p className="text-red-800">The projections could not be loaded.</p>}
      {projections && (
        <ul aria-label="Projections" className="grid gap-3 lg:grid-cols-2">
          {projections.map((projection) => (
            <ProjectionCard key={projection.name} projection={projection} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
