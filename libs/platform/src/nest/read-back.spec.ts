import { readBack, StillShowingError } from './read-back.js';

const row = { id: 'r1', status: 'active' };
const read = (found: typeof row | null) => () => Promise.resolve(found);
const isActive = (r: typeof row) => r.status === 'active';

describe('readBack', () => {
  it('answers the row once the read models caught up', async () => {
    await expect(readBack(true, read(row), () => false)).resolves.toBe(row);
  });

  it('answers the row after a wait that ran out when the row shows the write', async () => {
    await expect(readBack(false, read(row), isActive)).resolves.toBe(row);
    await expect(readBack(false, read(row))).resolves.toBe(row);
  });

  it('says the change is saved but not showing yet when the row does not show it, or is not there', async () => {
    await expect(readBack(false, read({ ...row, status: 'pending' }), isActive)).rejects.toBeInstanceOf(StillShowingError);
    await expect(readBack(false, read(null))).rejects.toThrow('Your change was saved, but it is taking longer than usual to show. Refresh in a moment.');
    await expect(readBack(true, read(null))).rejects.toBeInstanceOf(StillShowingError);
  });
});
