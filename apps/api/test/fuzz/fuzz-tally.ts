import type { CallerKind } from './callers.js';
import type { Operation } from './openapi-operations.js';

type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

interface OperationTally {
  readonly operation: Operation;
  readonly byClass: Record<StatusClass, number>;
  /** Who got a 2xx, and how often. */
  readonly successesBy: Map<CallerKind, number>;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const classOf = (status: number): StatusClass => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx');

/** What the fuzz got back: counts per operation and status class, and every broken rule. */
export class FuzzTally {
  readonly failures: string[] = [];
  private readonly operations = new Map<string, OperationTally>();
  private sent = 0;

  get requests(): number {
    return this.sent;
  }

  record(operation: Operation, caller: CallerKind, answer: Answer, describe: () => string): void {
    this.sent++;
    const tally = this.tallyOf(operation);
    const statusClass = classOf(answer.status);
    tally.byClass[statusClass]++;
    if (statusClass === '2xx') tally.successesBy.set(caller, (tally.successesBy.get(caller) ?? 0) + 1);
    if (statusClass === '5xx' && !operation.declaredServerErrors.includes(answer.status)) this.failures.push(`${answer.status} for ${describe()}`);
    // Errors are always JSON {"message": "..."} (the document says so).
    const message = (answer.body as { message?: unknown } | null)?.message;
    if (statusClass === '4xx' && typeof message !== 'string') this.failures.push(`${answer.status} without a message for ${describe()}`);
  }

  successes(operationId: string): number {
    return this.operations.get(operationId)?.byClass['2xx'] ?? 0;
  }

  /** One line per operation: status classes, and who got the 2xx answers. */
  summary(): string {
    return [...this.operations.values()]
      .map(({ operation, byClass, successesBy }) => {
        const classes = (Object.entries(byClass) as [StatusClass, number][]).map(([c, n]) => `${c} ${n}`).join(', ');
        const who = [...successesBy].map(([caller, n]) => `${caller} ${n}`).join(', ');
        return `${operation.method.toUpperCase().padEnd(6)} ${operation.id.padEnd(24)} ${classes}${who ? ` (2xx: ${who})` : ''}`;
      })
      .join('\n');
  }

  private tallyOf(operation: Operation): OperationTally {
    let tally = this.operations.get(operation.id);
    if (!tally) {
      tally = { operation, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, successesBy: new Map() };
      this.operations.set(operation.id, tally);
    }
    return tally;
  }
}
