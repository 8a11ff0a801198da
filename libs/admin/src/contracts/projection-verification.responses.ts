import { ApiProperty } from '@nestjs/swagger';

/** A column of a row that differs, each side as JSON text (`"abc"`, `12`, `null`). */
export class ColumnDifferenceResponse {
  @ApiProperty() column!: string;
  @ApiProperty({ description: 'The live value, as JSON text' }) live!: string;
  @ApiProperty({ description: 'The value replayed from the log, as JSON text' }) rebuilt!: string;
}

/** A row that is not the same in the live read model and in the copy rebuilt from the log. */
export class RowDifferenceResponse {
  @ApiProperty({ enum: ['only-live', 'only-rebuilt', 'changed'], description: 'only-live: no such row in the rebuilt copy; only-rebuilt: missing from the live read model; changed: columns differ' })
  kind!: 'only-live' | 'only-rebuilt' | 'changed';
  @ApiProperty({ description: 'The primary key as JSON text, by column name, e.g. {"id": "…"}' }) key!: string;
  @ApiProperty({ type: [ColumnDifferenceResponse], description: 'For changed rows, the columns that differ; empty otherwise' }) columns!: ColumnDifferenceResponse[];
}

/** One table of the read model compared with its rebuilt copy. */
export class TableComparisonResponse {
  @ApiProperty() table!: string;
  @ApiProperty({ description: 'Rows only in the live read model' }) onlyLive!: number;
  @ApiProperty({ description: 'Rows only in the rebuilt copy' }) onlyRebuilt!: number;
  @ApiProperty({ description: 'Rows in both whose columns differ' }) changed!: number;
  @ApiProperty({ type: [RowDifferenceResponse], description: 'The first differing rows of each kind by key (at most 20 each); the counts include the rest' })
  rows!: RowDifferenceResponse[];
}

/** A read model checked against the log (issue 22): rebuilt into a copy up to its checkpoint and compared row by row. */
export class ProjectionVerificationResponse {
  @ApiProperty() name!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ nullable: true, type: String, description: 'The live checkpoint both were compared at; null before its first event' }) checkpoint!: string | null;
  @ApiProperty({ description: 'Events replayed into the copy' }) eventsReplayed!: number;
  @ApiProperty({ description: 'True when no row differs' }) healthy!: boolean;
  @ApiProperty({ type: [TableComparisonResponse] }) tables!: TableComparisonResponse[];
  @ApiProperty({ description: 'How long the replay and the comparison took' }) durationMs!: number;
}
