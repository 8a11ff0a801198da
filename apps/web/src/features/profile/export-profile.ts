import { csvCell } from './csv-cell';
import type { UserProfile } from './profile.api';
import { linkFields } from './profile-links';
import { profileName } from './profile-names';


/** The profile as "field,value" rows. */
export function profileCsv(profile: UserProfile, songCount: number): string {
  const rows: [string, string][] = [
    ['Display Name', profileName(profile)],
    ['First Name', profile.firstName],
    ['Last Name', profile.lastName],
    ...('email' in profile ? [['Email', profile.email] satisfies [string, string]] : []),
    ['Bio', profile.bio ?? ''],
    ['Location', profile.location ?? ''],
    ...linkFields.map(({ field, label }): [string, string] => [label, profile[field] ?? '']),
    ['Verified', profile.isVerified ? 'Yes' : 'No'],
    ['Songs', String(songCount)],
    ['Joined', profile.createdAt],
  ];
  return [['field', 'value'], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

export function profileCsvFileName(profile: UserProfile): string {
  const slug = profileName(profile).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `vibematch-profile-${slug || profile.id}.csv`;
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
